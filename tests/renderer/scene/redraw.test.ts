// Which app store changes redraw the 3D scene (tools/Interaction.tsx's sceneChanged): the page's own fields do not.
import { describe, expect, it } from 'vitest';
import { sceneChanged } from '../../../renderer/src/tools/Interaction';
import { useApp } from '../../../renderer/src/store/app';
import type { LayoutAction } from '../../../engine/edit/index';

describe('redrawing the scene on app store changes', () => {
  /** The store's state before and after `change`, then put back. */
  function around(change: () => void) {
    const start = useApp.getState();
    change();
    const after = useApp.getState();
    useApp.setState(start, true);
    return sceneChanged(after, start);
  }

  it('the cursor readout, toasts and the help dialog draw no frame', () => {
    expect(around(() => useApp.getState().setCursor({ x: 3, y: 4 }))).toBe(false);
    expect(around(() => useApp.getState().notify('info', 'Saved'))).toBe(false);
    expect(around(() => useApp.getState().setHelpOpen(true))).toBe(false);
    expect(around(() => useApp.getState().markSaved({ path: null, name: 'a.sightline' }))).toBe(false);
  });

  it('the layout, the grid, the view and the ruleset do', () => {
    const place: LayoutAction = { kind: 'place-model', spec: { base: { kind: 'round', diameterMm: 32 }, heightIn: 1.5, side: 1, unit: 'u1' }, x: 10, y: 10 };
    expect(around(() => useApp.getState().dispatch(place))).toBe(true);
    expect(around(() => useApp.getState().toggleGrid())).toBe(true);
    expect(around(() => useApp.getState().toggleTopDown())).toBe(true);
    expect(around(() => useApp.getState().setTable({ widthIn: 36, depthIn: 24 }))).toBe(true);
  });

  it('nothing changed, nothing drawn', () => {
    const s = useApp.getState();
    expect(sceneChanged(s, s)).toBe(false);
  });
});
