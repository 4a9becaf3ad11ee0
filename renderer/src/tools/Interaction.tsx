// Connects pointer gestures on the 3D view to the tool controller: table points in inches, model presses, drags.
import { useEffect } from 'react';
import { useApp } from '../store/app';
import { addKeyLayer, KEY_PRIORITY } from '../keyboard';
import { listenPointer, useTableInput } from '../scene/listen';
import { useGame } from '../game/gameStore';
import { dropArmed } from '../game/handPlay';
import { isDragging, pointerMove, pointerUp, toolKey } from './controller';

/** The model the pointer is over, kept by ModelView's hover handlers. */
export const hover = { modelId: null as string | null };

export function Interaction() {
  const { el, controls, invalidate, toTable } = useTableInput();

  useEffect(() => {
    const onMove = (e: PointerEvent) => {
      if (controls) controls.enabled = !isDragging();
      const p = toTable(e);
      // The status bar's cursor: the table point under the pointer, over a model or terrain too.
      const { table } = useApp.getState().history.present;
      const onTable = p !== null && p[0] >= 0 && p[1] >= 0 && p[0] <= table.widthIn && p[1] <= table.depthIn;
      useApp.getState().setCursor(onTable ? { x: p[0], y: p[1] } : null);
      if (!p) return;
      pointerMove(p[0], p[1], hover.modelId);
      invalidate();
    };
    const onLeave = () => useApp.getState().setCursor(null);
    const onUp = (e: PointerEvent) => {
      // A unit picked (or dragged) from the Game panel's roster is dropped where the pointer is let go over the table.
      if (useGame.getState().deployArmed && e.target === el) {
        const p = toTable(e);
        if (p) dropArmed(p[0], p[1]);
      }
      pointerUp();
      if (controls) controls.enabled = true;
      invalidate();
    };
    // The tools' keys (Escape steps back, Delete, Q/E turn) as a layer of the key route, below dialogs and tool steps.
    const removeKeys = addKeyLayer({
      id: 'tools',
      priority: KEY_PRIORITY.tool,
      handle: (e) => {
        if (e.ctrlKey || e.metaKey) return false;
        if (!toolKey(e.key, { shift: e.shiftKey, alt: e.altKey })) return false;
        invalidate();
        return 'handled';
      },
    });
    const removeCanvas = listenPointer(el, { pointermove: onMove, pointerleave: onLeave });
    const removeUp = listenPointer(window, { pointerup: onUp });
    return () => {
      removeCanvas();
      removeUp();
      removeKeys();
    };
  }, [el, toTable, controls, invalidate]);

  // Any change to the layout or the tools redraws the demand-rendered scene.
  useEffect(() => useApp.subscribe(() => invalidate()), [invalidate]);
  return null;
}
