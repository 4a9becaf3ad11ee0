// The terrain library: every kind builds a valid piece whose solids stand inside its footprint.
import { describe, expect, it } from 'vitest';
import {
  loadLayout,
  makeTerrain,
  placedBox,
  placedBoxCorners,
  placedFootprint,
  pointInPolygon,
  readParamInput,
  terrainKind,
  resolveParams,
  RULESET_IDS,
  symmetryScore,
  TERRAIN_KINDS,
  TERRAIN_TRAITS,
  traitEffect,
  treePositions,
  twinOfPiece,
  UPPER_FLOOR_Z_IN,
  wallBoxes,
  RUIN_WINDOW,
  RUIN_DOOR,
  type Layout,
  type TerrainPiece,
} from '../../../engine/index';

const inside = (p: readonly [number, number], poly: readonly (readonly [number, number])[]) => {
  if (pointInPolygon(p, poly)) return true;
  // On the outline counts as inside (walls flush with the footprint's edge).
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy)));
    if (Math.hypot(a[0] + t * dx - p[0], a[1] + t * dy - p[1]) < 1e-6) return true;
  }
  return false;
};

function variants(kind: string): Record<string, number | boolean>[] {
  const def = TERRAIN_KINDS.find((k) => k.kind === kind)!;
  const out: Record<string, number | boolean>[] = [{}];
  for (const s of def.params) {
    if (typeof s.default === 'boolean') out.push({ [s.key]: !s.default });
    else out.push({ [s.key]: s.min! }, { [s.key]: s.max! });
  }
  return out;
}

describe('terrain library', () => {
  it('has the kinds the issue asks for', () => {
    const kinds = TERRAIN_KINDS.map((k) => k.kind);
    for (const k of ['ruin', 'ruin-c', 'building', 'container', 'woods', 'crater', 'hill', 'barricade', 'low-wall', 'river', 'mud', 'dangerous', 'crates', 'barrels'])
      expect(kinds).toContain(k);
  });

  for (const def of TERRAIN_KINDS)
    it(`${def.kind}: positive sizes, solids inside the footprint, loads as a layout (all params at min/max)`, () => {
      for (const params of variants(def.kind)) {
        const piece = makeTerrain(def.kind, { id: 'p', x: 30, y: 22, rotationDeg: 30, params });
        expect(piece.footprint.length).toBeGreaterThanOrEqual(3);
        const fp = placedFootprint(piece);
        for (const s of piece.solids) {
          expect(s.box.w).toBeGreaterThan(0);
          expect(s.box.d).toBeGreaterThan(0);
          expect(s.box.h).toBeGreaterThan(0);
          for (const c of placedBoxCorners(placedBox(piece, s.box))) expect(inside(c, fp), `${def.kind} ${JSON.stringify(params)} corner ${c}`).toBe(true);
        }
        for (const t of piece.traits) expect(TERRAIN_TRAITS).toContain(t);
        const layout: Layout = { format: 'sightline/layout', version: 1, name: 't', table: { widthIn: 60, depthIn: 44 }, terrain: [piece], models: [] };
        expect(loadLayout(layout).terrain[0]).toEqual(piece);
      }
    });

  it('clamps params to their range and fills defaults', () => {
    const def = TERRAIN_KINDS.find((k) => k.kind === 'ruin')!;
    expect(resolveParams(def, { widthIn: 1000, depthIn: Number.NaN })).toMatchObject({ widthIn: 24, depthIn: 5, window: true, door: true, upperFloor: false });
  });

  it('cuts a window as sill, lintel and two piers, a door as lintel and two piers', () => {
    const win = wallBoxes(0, 0, 'x', 8, 0.5, 5, RUIN_WINDOW);
    expect(win).toHaveLength(4);
    const sill = win.find((s) => s.box.z === 0 && s.box.w === RUIN_WINDOW.widthIn)!;
    expect(sill.box.h).toBe(RUIN_WINDOW.sillIn);
    const lintel = win.find((s) => s.box.z === RUIN_WINDOW.topIn)!;
    expect(lintel.box.h).toBeCloseTo(5 - RUIN_WINDOW.topIn);
    expect(lintel.box.x).toBe(4);
    const door = wallBoxes(0, 0, 'y', 6, 0.5, 5, RUIN_DOOR);
    expect(door).toHaveLength(3);
    // Nothing stands in the doorway below the lintel.
    expect(door.some((s) => s.box.z === 0 && Math.abs(s.box.y - 3) < RUIN_DOOR.widthIn / 2)).toBe(false);
    // Wall material is the wall less the opening.
    const vol = (ss: typeof win) => ss.reduce((a, s) => a + s.box.w * s.box.d * s.box.h, 0);
    expect(vol(win)).toBeCloseTo(8 * 0.5 * 5 - RUIN_WINDOW.widthIn * 0.5 * (RUIN_WINDOW.topIn - RUIN_WINDOW.sillIn));
  });

  it('adds an upper floor at 3" when asked', () => {
    const ruin = makeTerrain('ruin', { id: 'r', x: 10, y: 10, params: { upperFloor: true } });
    expect(ruin.solids.some((s) => s.box.z === UPPER_FLOOR_Z_IN && s.box.h < 0.5)).toBe(true);
    expect(makeTerrain('ruin', { id: 'r', x: 10, y: 10 }).solids.some((s) => s.box.z === UPPER_FLOOR_Z_IN)).toBe(false);
  });

  it('keeps woods trees as decoration inside the footprint, never as solids', () => {
    const woods = makeTerrain('woods', { id: 'w', x: 10, y: 10 });
    expect(woods.solids).toEqual([]);
    const trees = treePositions(woods.footprint);
    expect(trees.length).toBeGreaterThanOrEqual(2);
    for (const t of trees) expect(pointInPolygon(t, woods.footprint)).toBe(true);
  });

  it('makes impassable buildings and containers, walkable hills', () => {
    expect(makeTerrain('building', { id: 'b', x: 0, y: 0 }).traits).toContain('impassable');
    expect(makeTerrain('container', { id: 'c', x: 0, y: 0 }).traits).toContain('impassable');
    const hill = makeTerrain('hill', { id: 'h', x: 0, y: 0 });
    expect(hill.traits).not.toContain('impassable');
    expect(hill.solids[0]!.box.h).toBe(2);
  });

  it('pairs every kind with its twin under every mode (library shapes survive the mirror)', () => {
    for (const def of TERRAIN_KINDS)
      for (const mode of ['mirror-x', 'mirror-y', 'rotate-180'] as const) {
        const p: TerrainPiece = makeTerrain(def.kind, { id: 'a', x: 12, y: 9, rotationDeg: 45 });
        const table = { widthIn: 60, depthIn: 44 };
        const layout: Layout = { format: 'sightline/layout', version: 1, name: '', table, terrain: [p, twinOfPiece(p, mode, table)], models: [] };
        expect(symmetryScore(layout, mode).score, `${def.kind} ${mode}`).toBe(1);
      }
  });

  it('describes every trait under every ruleset', () => {
    for (const r of RULESET_IDS) for (const t of TERRAIN_TRAITS) expect(traitEffect(r, t).length).toBeGreaterThan(10);
    expect(traitEffect('hamwarmer', 'difficult')).toMatch(/double/);
    expect(traitEffect('hammer-wars', 'difficult')).toMatch(/Run/);
    expect(traitEffect('nuceria', 'environmental')).toMatch(/[Hh]alves/);
  });
});

describe('typed terrain sizes (issue 16, defect 9: width 100 built 24", -5 or 0 built the minimum, with no word)', () => {
  const width = terrainKind('ruin')!.params.find((p) => p.key === 'widthIn')!;
  it('accepts a value in range and on the step', () => {
    expect(readParamInput(width, '8')).toEqual({ ok: true, value: 8 });
    expect(readParamInput(width, ' 10.5 ')).toEqual({ ok: true, value: 10.5 });
  });
  it('refuses out-of-range, off-step and non-numbers with the range in the message', () => {
    const range = `Width is ${width.min}" to ${width.max}"`;
    expect(readParamInput(width, '100')).toEqual({ ok: false, reason: `${range}; 100" is too large.` });
    expect(readParamInput(width, '-5')).toEqual({ ok: false, reason: `${range}; -5" is too small.` });
    expect(readParamInput(width, '0')).toEqual({ ok: false, reason: `${range}; 0" is too small.` });
    expect(readParamInput(width, 'abc')).toMatchObject({ ok: false, reason: expect.stringContaining('"abc" is not a number') });
    expect(readParamInput(width, '')).toMatchObject({ ok: false });
    expect(readParamInput(width, '8.3')).toMatchObject({ ok: false, reason: expect.stringContaining('between steps') });
  });
});
