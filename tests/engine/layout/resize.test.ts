// Resizing the table (issue 16, defect 2): what a smaller table would strand, and moving it inside. Bounds of bases are
// checked against their sampled outlines (brute force); the crater case is the issue's own steps.
import { describe, expect, it } from 'vitest';
import { baseOutline, createDice, modelBounds, offTableAfterResize, resizeTable, tableSizeLabel, TABLE_PRESETS, type Layout, type LayoutModel } from '../../../engine/index';
import { makePiece, rectFootprint } from './helpers';

const table = { widthIn: 60, depthIn: 44 };
const skirmish = { widthIn: 36, depthIn: 24 };
const base = (over: Partial<LayoutModel>): LayoutModel => ({ id: 'm', unit: 'u', side: 1, base: { kind: 'round', diameterMm: 32 }, x: 10, y: 10, z: 0, facingDeg: 0, heightIn: 1.2, ...over });
const layout = (over: Partial<Layout>): Layout => ({ format: 'sightline/layout', version: 1, name: 't', table, terrain: [], models: [], ...over });

describe('offTableAfterResize', () => {
  it('names the crater at (30, 30) when the table shrinks to 24" x 36" (the issue\'s steps)', () => {
    const l = layout({ terrain: [makePiece('crater-1', { kind: 'crater', x: 30, y: 30, footprint: rectFootprint(6, 6), name: 'Crater' })] });
    expect(offTableAfterResize(l, skirmish)).toEqual([{ kind: 'terrain', id: 'crater-1', label: 'Crater' }]);
    expect(offTableAfterResize(l, { widthIn: 72, depthIn: 48 })).toEqual([]);
  });

  it('counts a piece that only overhangs the new edge, and models by their base', () => {
    const l = layout({
      terrain: [makePiece('edge', { x: 34, y: 10, footprint: rectFootprint(6, 4) }), makePiece('inside', { x: 10, y: 10 })],
      models: [base({ id: 'a', x: 35.5, y: 5 }), base({ id: 'b', x: 20, y: 12 })],
    });
    expect(offTableAfterResize(l, skirmish).map((o) => o.id)).toEqual(['edge', 'a']);
  });
});

describe('resizeTable', () => {
  it('moves what would be off the table just inside its edge, and leaves the rest', () => {
    const l = layout({
      terrain: [makePiece('crater', { x: 30, y: 30, footprint: rectFootprint(6, 6) }), makePiece('stay', { x: 5, y: 5 })],
      models: [base({ id: 'a', x: 50, y: 40 })],
    });
    const r = resizeTable(l, skirmish, true);
    expect(r.table).toEqual(skirmish);
    expect(r.terrain[0]).toMatchObject({ x: 30, y: 21 }); // the top edge of a 6" piece sits on the 24" edge
    expect(r.terrain[1]).toBe(l.terrain[1]);
    const r16 = 32 / 25.4 / 2;
    expect(r.models[0]!.x).toBeCloseTo(36 - r16, 9);
    expect(r.models[0]!.y).toBeCloseTo(24 - r16, 9);
    expect(offTableAfterResize(r, skirmish)).toEqual([]);
  });

  it('keeps everything where it is when asked to', () => {
    const l = layout({ terrain: [makePiece('crater', { x: 30, y: 30 })] });
    const r = resizeTable(l, skirmish, false);
    expect(r.terrain).toBe(l.terrain);
    expect(r.table).toEqual(skirmish);
  });

  it('centres a piece wider than the new table', () => {
    const l = layout({ terrain: [makePiece('long', { x: 40, y: 10, footprint: rectFootprint(50, 2) })] });
    expect(resizeTable(l, skirmish, true).terrain[0]!.x).toBeCloseTo(18, 9);
  });
});

describe('modelBounds', () => {
  it('contains the sampled outline of round, oval and hull bases at any facing, and touches it (seeded)', () => {
    const dice = createDice(16);
    for (let i = 0; i < 300; i++) {
      const kind = (['round', 'oval', 'hull'] as const)[dice.die(3) - 1]!;
      const b = kind === 'round' ? { kind, diameterMm: 20 + dice.unit() * 100 }
        : kind === 'oval' ? { kind, lengthMm: 40 + dice.unit() * 100, widthMm: 20 + dice.unit() * 40 }
        : { kind, lengthIn: 1 + dice.unit() * 8, widthIn: 1 + dice.unit() * 4 };
      const m = base({ base: b, x: 20, y: 15, facingDeg: dice.unit() * 720 - 360 });
      const [x0, y0, x1, y1] = modelBounds(m);
      const pts = baseOutline({ base: b, x: m.x, y: m.y, facingDeg: m.facingDeg }, 2048);
      const xs = pts.map((p) => p[0]);
      const ys = pts.map((p) => p[1]);
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(x0 - 1e-9);
      expect(Math.max(...ys)).toBeLessThanOrEqual(y1 + 1e-9);
      expect(Math.min(...xs) - x0).toBeLessThan(0.01);
      expect(y1 - Math.max(...ys)).toBeLessThan(0.01);
      expect(Math.max(...xs)).toBeLessThanOrEqual(x1 + 1e-9);
      expect(Math.min(...ys)).toBeGreaterThanOrEqual(y0 - 1e-9);
    }
  });
});

describe('table size labels', () => {
  it('every preset is labelled depth x width, as the status bar writes it', () => {
    for (const p of TABLE_PRESETS) expect(p.label.startsWith(tableSizeLabel(p))).toBe(true);
    expect(TABLE_PRESETS.find((p) => p.id === '24x36')!.label).toBe('24" x 36" (skirmish)');
  });
});
