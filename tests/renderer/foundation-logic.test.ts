// Renderer logic without a browser: coordinates, grid, undo history, keyboard combos, camera framing.
import { describe, expect, it } from 'vitest';
import { sceneToTable, tableToScene } from '../../renderer/src/scene/coords';
import { edgeTicks, gridLines } from '../../renderer/src/scene/grid';
import { applyChange, createHistory, redo, undo } from '../../renderer/src/store/history';
import { isTextEntry, keyCombo } from '../../renderer/src/keyboard';
import { fitHeight } from '../../renderer/src/scene/CameraRig';

describe('table <-> scene coordinates', () => {
  it('maps table z-up onto three y-up and back', () => {
    const v = tableToScene(12, 30, 5);
    expect([v.x, v.y, v.z]).toEqual([12, 5, -30]);
    expect(sceneToTable(v)).toEqual([12, 30, 5]);
  });
  it('keeps the frame right-handed (x cross y = z)', () => {
    const o = tableToScene(0, 0, 0);
    const x = tableToScene(1, 0, 0).sub(o);
    const y = tableToScene(0, 1, 0).sub(o);
    const z = tableToScene(0, 0, 1).sub(o);
    expect(x.clone().cross(y).distanceTo(z)).toBeLessThan(1e-12);
  });
});

describe('grid', () => {
  it('has a line every inch, heavier every 6 and 12', () => {
    const g = gridLines(60, 44);
    expect((g.fine.length + g.six.length + g.twelve.length) / 4).toBe(59 + 43);
    expect(g.twelve.length / 4).toBe(4 + 3); // x = 12..48, y = 12, 24, 36
    expect(g.six.length / 4).toBe(5 + 4); // x = 6, 18, 30, 42, 54; y = 6, 18, 30, 42
  });
  it('labels every 6" and the far edge', () => {
    expect(edgeTicks(60)).toEqual([0, 6, 12, 18, 24, 30, 36, 42, 48, 54, 60]);
    expect(edgeTicks(44)).toEqual([0, 6, 12, 18, 24, 30, 36, 44]);
  });
});

describe('undo history', () => {
  it('undoes and redoes in order and forgets the redo branch on a new change', () => {
    let h = createHistory('a');
    h = applyChange(h, 'b', 'to b');
    h = applyChange(h, 'c', 'to c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = applyChange(h, 'd', 'to d');
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });
  it('records nothing for a no-op change', () => {
    const h = createHistory({ v: 1 });
    expect(applyChange(h, h.present, 'same')).toBe(h);
  });
});

describe('keyboard combos', () => {
  const k = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) =>
    keyCombo({ key, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
  it('normalises modifiers and Cmd', () => {
    expect(k('z', { ctrlKey: true })).toBe('Ctrl+Z');
    expect(k('Z', { metaKey: true, shiftKey: true })).toBe('Ctrl+Shift+Z');
    expect(k('t')).toBe('T');
    expect(k('?', { shiftKey: true })).toBe('?');
    expect(k(' ')).toBe('Space');
  });
});

describe('camera framing', () => {
  it('fits the table in a 45 degree view', () => {
    const h = fitHeight(60, 44, 45, 1.6, 1);
    const t = Math.tan((22.5 * Math.PI) / 180);
    expect(44 / 2 / h).toBeLessThanOrEqual(t + 1e-9);
    expect(60 / 2 / (h * 1.6)).toBeLessThanOrEqual(t + 1e-9);
    expect(Math.max(44 / 2 / h, 60 / 2 / (h * 1.6))).toBeCloseTo(t, 9);
  });
});

describe('isTextEntry (issue 16, defect 11: Shift+Y was ignored while a checkbox had focus)', () => {
  const el = (tagName: string, extra: Record<string, unknown> = {}) => ({ tagName, isContentEditable: false, ...extra }) as unknown as EventTarget;
  it('text fields, selects and editable areas keep their keys', () => {
    for (const t of ['text', 'number', 'search', '']) expect(isTextEntry(el('INPUT', { type: t }))).toBe(true);
    expect(isTextEntry(el('SELECT'))).toBe(true);
    expect(isTextEntry(el('TEXTAREA'))).toBe(true);
    expect(isTextEntry(el('DIV', { isContentEditable: true }))).toBe(true);
  });
  it('checkboxes, radios and buttons let shortcuts through', () => {
    for (const t of ['checkbox', 'radio', 'button', 'range']) expect(isTextEntry(el('INPUT', { type: t }))).toBe(false);
    expect(isTextEntry(el('BUTTON'))).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});

describe('facingText (issue 16: a selected model shows its facing in degrees)', () => {
  it('reads whole degrees 0-359', async () => {
    const { facingText } = await import('../../renderer/src/tools/MeasurePanels');
    expect(facingText(90)).toBe('90°');
    expect(facingText(-15)).toBe('345°');
    expect(facingText(375.4)).toBe('15°');
  });
});

describe('playerViewpoint (issue 16: the default camera starts where a player would stand)', () => {
  it('stands behind long edge A, above the table, looking at the table', async () => {
    const { playerViewpoint } = await import('../../renderer/src/scene/CameraRig');
    const { eye, target } = playerViewpoint(60, 44);
    expect(eye[0]).toBe(30);
    expect(eye[1]).toBeLessThan(0); // behind the near edge
    expect(eye[1]).toBeGreaterThan(-15); // a step back, not across the room
    expect(eye[2]).toBeGreaterThanOrEqual(16);
    expect(eye[2]).toBeLessThanOrEqual(30);
    expect(target).toEqual([30, 44 * 0.42, 0]);
    // The eye is closer to the table centre than the old framing (which fitted the whole table from ~60" away).
    expect(Math.hypot(eye[1] - 22, eye[2])).toBeLessThan(45);
  });
});

describe('labels keep clear of markers and edge labels (issue 16, defect 11)', () => {
  it('a zone name moves off an objective that sits where it would go', async () => {
    const { zoneLabelPoint } = await import('../../renderer/src/terrain/zoneLabel');
    const zone: [number, number][] = [[0, 0], [60, 0], [60, 12], [0, 12]];
    expect(zoneLabelPoint(zone)).toEqual([12, 6]);
    const p = zoneLabelPoint(zone, [[12, 6]], 16);
    // Clear of the marker: far enough sideways for a 16-character label, or above/below the marker and its name.
    expect(Math.abs(p[0] - 12) > 16 * 0.3 + 1 || p[1] - 6 > 1.4 || 6 - p[1] > 2.6).toBe(true);
    expect(p[0] > 0 && p[0] < 60 && p[1] > 0 && p[1] < 12).toBe(true);
  });

  it('a range ring near the far edge is labelled at its bottom, never past the edge', async () => {
    const { ringLabelPoint } = await import('../../renderer/src/tools/MeasureOverlays');
    const { rangeRing } = await import('../../engine/index');
    const model = { id: 'm', unit: 'u', side: 1, base: { kind: 'round' as const, diameterMm: 32 }, x: 30, y: 40, z: 0, facingDeg: 0, heightIn: 1 };
    const table = { widthIn: 60, depthIn: 44 };
    const mid = ringLabelPoint(rangeRing({ ...model, y: 22 }, 3), table);
    expect(mid[1]).toBeGreaterThan(22 + 3); // the top of the ring, when there is room
    const near = ringLabelPoint(rangeRing(model, 12), table);
    expect(near[1]).toBeLessThan(40 - 12); // its bottom
    expect(near[1]).toBeGreaterThan(1.5);
  });
});

describe('woods trees are instanced (issue 16, feel)', () => {
  it('one shape per tree the engine places, with heights that stay the same from draw to draw', async () => {
    const { treeShapes } = await import('../../renderer/src/scene/LayoutView');
    const { makeTerrain, treePositions } = await import('../../engine/index');
    const woods = makeTerrain('woods', { id: 'w', x: 20, y: 15, rotationDeg: 30 });
    const shapes = treeShapes(woods);
    expect(shapes).toHaveLength(treePositions(woods.footprint).length);
    expect(shapes.length).toBeGreaterThan(2);
    expect(treeShapes(woods)).toEqual(shapes);
    for (const t of shapes) {
      expect(t.heightIn).toBeGreaterThanOrEqual(3);
      expect(t.heightIn).toBeLessThanOrEqual(3 + 4 * 0.35 + 1e-9);
      expect(Math.hypot(t.x - 20, t.y - 15)).toBeLessThan(6);
    }
  });
});
