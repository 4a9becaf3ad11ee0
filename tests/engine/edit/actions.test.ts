// applyLayoutAction: every action kind changes what it says (checked against the layout by hand), leaves its input
// untouched, and refuses bad input with a reason that names what is wrong.
import { describe, expect, it } from 'vitest';
import { applyLayoutAction, type ActionResult, type LayoutAction, type LayoutActionKind } from '../../../engine/edit/index';
import { DEFAULT_TABLE, makeTerrain, symmetryScore, type Layout } from '../../../engine/index';

const empty = (): Layout => ({ format: 'sightline/layout', version: 1, name: 't', table: { ...DEFAULT_TABLE }, terrain: [], models: [] });
const spec = { base: { kind: 'round', diameterMm: 32 }, heightIn: 1.5, side: 1, unit: 'u1' } as const;

function ok(layout: Layout, action: LayoutAction): Extract<ActionResult, { ok: true }> {
  const before = JSON.stringify(layout);
  const r = applyLayoutAction(layout, action);
  expect(JSON.stringify(layout), 'the input layout is never changed').toBe(before);
  if (!r.ok) throw new Error(`expected ${action.kind} to apply, refused: ${r.reason}`);
  expect(r.label.length).toBeGreaterThan(0);
  return r;
}
function refused(layout: Layout, action: LayoutAction, reason: RegExp): void {
  const r = applyLayoutAction(layout, action);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.reason).toMatch(reason);
}

function twoModels(): Layout {
  const a = ok(empty(), { kind: 'place-model', spec, x: 10, y: 10 }).layout;
  return ok(a, { kind: 'place-model', spec: { ...spec, unit: 'u2', side: 2 }, x: 20, y: 10 }).layout;
}
const ruin = (id: string, x: number, y: number) => makeTerrain('ruin', { id, x, y });
function withRuin(): Layout {
  return ok(empty(), { kind: 'place-terrain', pieces: [ruin('t1', 10, 10)], mode: 'none' }).layout;
}

const tested = new Set<LayoutActionKind>();
const kind = <K extends LayoutActionKind>(k: K): K => (tested.add(k), k);

describe('model actions', () => {
  it('place-model puts a model at (x, y) and names it; refuses a position that is not a number', () => {
    const r = ok(empty(), { kind: kind('place-model'), spec, x: 10, y: 12 });
    expect(r.layout.models).toHaveLength(1);
    expect(r.layout.models[0]).toMatchObject({ id: r.ids[0], x: 10, y: 12, unit: 'u1' });
    expect(r.label).toBe(`Place model ${r.ids[0]}`);
    refused(empty(), { kind: 'place-model', spec, x: Number.NaN, y: 1 }, /position/);
  });
  it('delete-models removes exactly the named models; refuses an unknown id or an empty selection', () => {
    const l = twoModels();
    const [a, b] = l.models.map((m) => m.id);
    const r = ok(l, { kind: kind('delete-models'), ids: [a!] });
    expect(r.layout.models.map((m) => m.id)).toEqual([b]);
    refused(l, { kind: 'delete-models', ids: ['nope'] }, /No model nope/);
    refused(l, { kind: 'delete-models', ids: [] }, /Select at least one model/);
  });
  it('turn-models turns by the angle (facing + 15); refuses unknown models', () => {
    const l = twoModels();
    const m = l.models[0]!;
    const r = ok(l, { kind: kind('turn-models'), ids: [m.id], byDeg: 15 });
    expect(((r.layout.models[0]!.facingDeg - m.facingDeg) % 360 + 360) % 360).toBeCloseTo(15, 9);
    expect(r.layout.models[1]).toEqual(l.models[1]);
    expect(r.label).toBe(`Turn ${m.id} left 15°`);
    refused(l, { kind: 'turn-models', ids: ['x'], byDeg: 15 }, /No model x/);
  });
  it('group-unit puts the models in one unit; refuses a single model', () => {
    const l = twoModels();
    const ids = l.models.map((m) => m.id);
    const r = ok(l, { kind: kind('group-unit'), ids });
    expect(new Set(r.layout.models.map((m) => m.unit)).size).toBe(1);
    refused(l, { kind: 'group-unit', ids: [ids[0]!] }, /two or more models/);
  });
  it('set-side changes the side of the named models only; refuses an empty selection', () => {
    const l = twoModels();
    const r = ok(l, { kind: kind('set-side'), ids: [l.models[0]!.id], side: 2 });
    expect(r.layout.models.map((m) => m.side)).toEqual([2, 2]);
    refused(l, { kind: 'set-side', ids: [], side: 2 }, /Select at least one model/);
  });
  it('deep-strike moves the unit\'s models to the placements; refuses a model of another unit or an unknown unit', () => {
    const l = twoModels();
    const m = l.models[0]!;
    const r = ok(l, { kind: kind('deep-strike'), unit: 'u1', placements: [{ modelId: m.id, x: 30, y: 20, facingDeg: 0 }] });
    expect(r.layout.models[0]).toMatchObject({ x: 30, y: 20, facingDeg: 0 });
    expect(r.label).toBe('Deep strike unit u1');
    refused(l, { kind: 'deep-strike', unit: 'u1', placements: [{ modelId: l.models[1]!.id, x: 1, y: 1, facingDeg: 0 }] }, /not in unit u1/);
    refused(l, { kind: 'deep-strike', unit: 'u9', placements: [] }, /No unit u9/);
  });
});

describe('terrain actions', () => {
  it('place-terrain adds the piece, with its twin under a symmetry mode; refuses off-table and taken ids', () => {
    const r = ok(empty(), { kind: kind('place-terrain'), pieces: [ruin('t1', 10, 10)], mode: 'none' });
    expect(r.layout.terrain.map((p) => p.id)).toEqual(['t1']);
    const twin = ok(empty(), { kind: 'place-terrain', pieces: [ruin('t1', 10, 10)], mode: 'rotate-180' });
    expect(twin.layout.terrain).toHaveLength(2);
    expect(symmetryScore(twin.layout, 'rotate-180').score).toBeCloseTo(1, 6);
    expect(twin.label).toMatch(/and its twin/);
    refused(empty(), { kind: 'place-terrain', pieces: [ruin('t1', -3, 10)], mode: 'none' }, /off the table/);
    refused(r.layout, { kind: 'place-terrain', pieces: [ruin('t1', 20, 10)], mode: 'none' }, /already on the table/);
    refused(empty(), { kind: 'place-terrain', pieces: [], mode: 'none' }, /Nothing to place/);
  });
  it('turn-terrain turns the piece by the angle; refuses unknown pieces', () => {
    const l = withRuin();
    const r = ok(l, { kind: kind('turn-terrain'), ids: ['t1'], mode: 'none', byDeg: 30 });
    expect(r.layout.terrain[0]!.rotationDeg - l.terrain[0]!.rotationDeg).toBeCloseTo(30, 9);
    refused(l, { kind: 'turn-terrain', ids: ['t9'], mode: 'none', byDeg: 30 }, /No terrain piece t9/);
  });
  it('duplicate-terrain adds a copy with a new id; refuses an empty selection', () => {
    const l = withRuin();
    const r = ok(l, { kind: kind('duplicate-terrain'), ids: ['t1'], mode: 'none' });
    expect(r.layout.terrain).toHaveLength(2);
    expect(r.ids).toHaveLength(1);
    expect(r.ids[0]).not.toBe('t1');
    refused(l, { kind: 'duplicate-terrain', ids: [], mode: 'none' }, /Select at least one terrain piece/);
  });
  it('delete-terrain removes the piece; refuses unknown pieces', () => {
    const r = ok(withRuin(), { kind: kind('delete-terrain'), ids: ['t1'], mode: 'none' });
    expect(r.layout.terrain).toEqual([]);
    expect(r.ids).toEqual(['t1']);
    refused(withRuin(), { kind: 'delete-terrain', ids: ['t2'], mode: 'none' }, /No terrain piece t2/);
  });
  it('set-trait adds and removes a trait; refuses unknown pieces', () => {
    const on = ok(withRuin(), { kind: kind('set-trait'), ids: ['t1'], mode: 'none', trait: 'difficult', on: true });
    expect(on.layout.terrain[0]!.traits).toContain('difficult');
    const off = ok(on.layout, { kind: 'set-trait', ids: ['t1'], mode: 'none', trait: 'difficult', on: false });
    expect(off.layout.terrain[0]!.traits).not.toContain('difficult');
    refused(withRuin(), { kind: 'set-trait', ids: ['x'], mode: 'none', trait: 'difficult', on: true }, /No terrain piece x/);
  });
  it('rename-terrain sets and clears the name; refuses an unknown piece and a name that does not change', () => {
    const r = ok(withRuin(), { kind: kind('rename-terrain'), id: 't1', name: '  Old mill ' });
    expect(r.layout.terrain[0]!.name).toBe('Old mill');
    expect(r.label).toBe('Rename t1 to "Old mill"');
    const cleared = ok(r.layout, { kind: 'rename-terrain', id: 't1', name: '' });
    expect('name' in cleared.layout.terrain[0]!).toBe(false);
    refused(r.layout, { kind: 'rename-terrain', id: 't1', name: 'Old mill' }, /already has that name/);
    refused(r.layout, { kind: 'rename-terrain', id: 'zz', name: 'x' }, /No terrain piece zz/);
  });
  it('make-symmetric regenerates the other half (score 1); refuses mode none', () => {
    const r = ok(withRuin(), { kind: kind('make-symmetric'), mode: 'rotate-180', side: 'left' });
    expect(symmetryScore(r.layout, 'rotate-180').score).toBeCloseTo(1, 6);
    refused(withRuin(), { kind: 'make-symmetric', mode: 'none', side: 'left' }, /Choose a symmetry mode/);
  });
  it('add-missing-twins twins the lone piece; refuses when every piece already has its twin', () => {
    const r = ok(withRuin(), { kind: kind('add-missing-twins'), mode: 'rotate-180' });
    expect(r.layout.terrain).toHaveLength(2);
    refused(r.layout, { kind: 'add-missing-twins', mode: 'rotate-180' }, /already has its twin/);
  });
});

describe('deployment actions', () => {
  it('apply-deployment sets the preset\'s zones and objectives (with reserves on request); refuses an unknown preset', () => {
    const r = ok(empty(), { kind: kind('apply-deployment'), presetId: 'nuceria-long', withReserves: false });
    expect(r.layout.deployment!.zones.map((z) => z.id)).toEqual(['zone-1', 'zone-2']);
    expect(r.layout.objectives).toHaveLength(4);
    const withRes = ok(empty(), { kind: 'apply-deployment', presetId: 'nuceria-long', withReserves: true });
    expect(withRes.layout.deployment!.zones).toHaveLength(4);
    refused(empty(), { kind: 'apply-deployment', presetId: 'nope', withReserves: false }, /No deployment preset "nope"/);
  });
  it('clear-deployment removes zones and objectives; refuses when there are none', () => {
    const l = ok(empty(), { kind: 'apply-deployment', presetId: 'hammer-wars', withReserves: false }).layout;
    const r = ok(l, { kind: kind('clear-deployment') });
    expect(r.layout.deployment).toBeUndefined();
    expect(r.layout.objectives).toBeUndefined();
    refused(empty(), { kind: 'clear-deployment' }, /no deployment zones or objectives/);
  });
  it('add-objective snaps to half inches; refuses off-table and a zero radius', () => {
    const r = ok(empty(), { kind: kind('add-objective'), x: 10.3, y: 5.8, controlRadiusIn: 3 });
    expect(r.layout.objectives).toEqual([{ id: r.ids[0], name: expect.any(String), x: 10.5, y: 6, controlRadiusIn: 3 }]);
    refused(empty(), { kind: 'add-objective', x: -1, y: 5, controlRadiusIn: 3 }, /must stand on the table/);
    refused(empty(), { kind: 'add-objective', x: 1, y: 5, controlRadiusIn: 0 }, /control radius/);
  });
  it('remove-objective removes it; refuses an unknown id', () => {
    const l = ok(empty(), { kind: 'add-objective', x: 10, y: 5, controlRadiusIn: 3 });
    expect(ok(l.layout, { kind: kind('remove-objective'), id: l.ids[0]! }).layout.objectives).toEqual([]);
    refused(l.layout, { kind: 'remove-objective', id: 'obj-9' }, /No objective obj-9/);
  });
  it('draw-zone adds a zone with the corners; refuses fewer than three corners', () => {
    const tri = [[0, 0], [5, 0], [0, 5]] as [number, number][];
    const r = ok(empty(), { kind: kind('draw-zone'), side: 1, polygon: tri });
    expect(r.layout.deployment!.zones[0]).toMatchObject({ id: r.ids[0], side: 1, polygon: tri });
    refused(empty(), { kind: 'draw-zone', side: 1, polygon: tri.slice(0, 2) }, /at least 3 corners; this one has 2/);
  });
  it('remove-zone removes it; refuses an unknown zone', () => {
    const l = ok(empty(), { kind: 'draw-zone', side: 1, polygon: [[0, 0], [5, 0], [0, 5]] });
    expect(ok(l.layout, { kind: kind('remove-zone'), id: l.ids[0]! }).layout.deployment!.zones).toEqual([]);
    refused(l.layout, { kind: 'remove-zone', id: 'zone-9' }, /No zone zone-9/);
  });
});

describe('gesture and document actions', () => {
  it('move-models moves the named models by (dx, dy) and keeps them on the table; refuses unknown models and a missing distance', () => {
    const l = twoModels();
    const r = ok(l, { kind: kind('move-models'), ids: ['m1'], dx: 3, dy: 4 });
    expect(r.layout.models.find((m) => m.id === 'm1')).toMatchObject({ x: 13, y: 14 });
    expect(r.layout.models.find((m) => m.id === 'm2')).toMatchObject({ x: 20, y: 10 });
    expect(r.label).toBe('Move m1');
    // Pushed past the left edge: its centre is kept on the table (x = 0), as a placed model's is.
    const edge = ok(l, { kind: 'move-models', ids: ['m1', 'm2'], dx: -30, dy: 0 });
    expect(edge.layout.models.find((m) => m.id === 'm1')!.x).toBe(0);
    refused(l, { kind: 'move-models', ids: ['nope'], dx: 1, dy: 0 }, /No model nope/);
    refused(l, { kind: 'move-models', ids: ['m1'], dx: Number.NaN, dy: 0 }, /distance/);
  });
  it('move-terrain moves the lead and mirrors its twin under rotate-180; refuses unknown pieces', () => {
    const l = ok(empty(), { kind: 'place-terrain', pieces: [ruin('t1', 10, 10)], mode: 'rotate-180' }).layout;
    const twin = l.terrain.find((p) => p.id !== 't1')!;
    expect([twin.x, twin.y]).toEqual([50, 34]);
    const r = ok(l, { kind: kind('move-terrain'), ids: ['t1'], mode: 'rotate-180', dx: 2, dy: 1 });
    expect(r.layout.terrain.find((p) => p.id === 't1')).toMatchObject({ x: 12, y: 11 });
    // The twin moves the opposite way about the centre (30, 22).
    expect(r.layout.terrain.find((p) => p.id === twin.id)).toMatchObject({ x: 48, y: 33 });
    expect(r.label).toBe('Move t1 and its twin');
    refused(l, { kind: 'move-terrain', ids: ['zz'], mode: 'none', dx: 1, dy: 1 }, /No terrain piece zz/);
  });
  it('resize-table sets the new size (moving pieces inside on request); refuses the same size and a bad size', () => {
    const l = ok(withRuin(), { kind: 'place-model', spec, x: 58, y: 40 }).layout;
    const r = ok(l, { kind: kind('resize-table'), table: { widthIn: 48, depthIn: 44 }, moveInside: true });
    expect(r.layout.table).toEqual({ widthIn: 48, depthIn: 44 });
    expect(r.layout.models[0]!.x).toBeLessThanOrEqual(48 - 16 / 25.4 + 1e-9);
    expect(r.label).toBe('Table 44" x 48", pieces moved inside');
    const kept = ok(l, { kind: 'resize-table', table: { widthIn: 48, depthIn: 44 }, moveInside: false });
    expect(kept.layout.models[0]!.x).toBe(58);
    refused(l, { kind: 'resize-table', table: { widthIn: 60, depthIn: 44 }, moveInside: false }, /already 44" x 60"/);
    refused(l, { kind: 'resize-table', table: { widthIn: -5, depthIn: 44 }, moveInside: false }, /.+/);
  });
  it('restore-document replaces the whole document under its label', () => {
    const other = twoModels();
    const r = ok(withRuin(), { kind: kind('restore-document'), layout: other, label: 'Recovered layout' });
    expect(r.layout).toBe(other);
    expect(r.label).toBe('Recovered layout');
  });
});

describe('coverage', () => {
  it('every action kind of the union is tested above', () => {
    const all: Record<LayoutActionKind, true> = {
      'place-model': true, 'delete-models': true, 'turn-models': true, 'group-unit': true, 'set-side': true, 'place-terrain': true,
      'turn-terrain': true, 'duplicate-terrain': true, 'delete-terrain': true, 'set-trait': true, 'rename-terrain': true,
      'make-symmetric': true, 'add-missing-twins': true, 'apply-deployment': true, 'clear-deployment': true, 'add-objective': true,
      'remove-objective': true, 'remove-zone': true, 'draw-zone': true, 'deep-strike': true, 'move-models': true, 'move-terrain': true,
      'resize-table': true, 'restore-document': true,
    };
    expect([...tested].sort()).toEqual(Object.keys(all).sort());
  });
});
