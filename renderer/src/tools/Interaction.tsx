// Connects pointer gestures on the 3D view to the tool controller: table points in inches, model presses, drags.
import { useEffect } from 'react';
import { useApp, type AppState } from '../store/app';
import { addKeyLayer, KEY_PRIORITY } from '../keyboard';
import { listenPointer, useTableInput } from '../scene/listen';
import { useGame } from '../game/gameStore';
import { dropArmed } from '../game/handPlay';
import { isDragging, pointerMove, pointerUp, toolKey } from './controller';

/** Fields of the app store shown only in the page (status bar, toasts, dialogs), never in the 3D scene. */
const PAGE_ONLY: ReadonlySet<string> = new Set<keyof AppState>(['cursor', 'toasts', 'helpOpen', 'fileName', 'filePath', 'savedDoc']);

/** Whether an app store change may show in the 3D scene: any field changed other than the page's own. */
export function sceneChanged(s: AppState, prev: AppState): boolean {
  for (const key of Object.keys(s) as (keyof AppState)[]) if (s[key] !== prev[key] && !PAGE_ONLY.has(key)) return true;
  return false;
}

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
      // What a tool or a drag changes goes through the stores: the scene's components draw it (react-three-fiber draws a
      // frame when their props change) and the app store's subscription below. A bare hover draws nothing: in software
      // rendering a frame costs 0.1-0.2 s of CPU, and every pointer move drew one (docs/PERFORMANCE.md, "What a frame
      // costs").
      pointerMove(p[0], p[1], hover.modelId);
    };
    const onLeave = () => useApp.getState().setCursor(null);
    const onUp = (e: PointerEvent) => {
      // A unit picked (or dragged) from the Game panel's roster is dropped where the pointer is let go over the table. The
      // tool's own press ends first: let go over a model, that press was a click on it, not a drag to judge (judged after
      // the drop it read as a drag that moved nothing, and said "In a game the table follows the rules").
      const drop = useGame.getState().deployArmed && e.target === el ? toTable(e) : null;
      pointerUp();
      if (drop) dropArmed(drop[0], drop[1]);
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

  // Any change to the layout or the view redraws the demand-rendered scene; the page's own fields (the cursor readout,
  // toasts, the file name) do not.
  useEffect(() => useApp.subscribe((s, prev) => sceneChanged(s, prev) && invalidate()), [invalidate]);
  return null;
}
