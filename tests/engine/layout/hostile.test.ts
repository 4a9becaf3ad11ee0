// Hostile layout documents give a LayoutError naming the field, never crash, never pollute prototypes or mutate input.
import { describe, expect, it } from 'vitest';
import { LAYOUT_LIMITS, LayoutError, loadLayout } from '../../../engine/layout/index';
import { readRealLayout, layoutErrorOf } from './helpers';

type Doc = Record<string, any>;
const sample = (): Doc => readRealLayout('barkin-gw-layout-1.json') as Doc;

/** Loads `doc` and returns the LayoutError it must throw. */
const errorOf = (doc: unknown): LayoutError => layoutErrorOf(() => loadLayout(doc));

function mutated(edit: (d: Doc) => void): Doc {
  const d = sample();
  edit(d);
  return d;
}

describe('wrong values name the field', () => {
  const cases: [string, (d: Doc) => void, string, RegExp][] = [
    ['text for a coordinate', (d) => (d.terrain[3].footprint[2][0] = 'abc'), 'terrain[3].footprint[2][0]',
      /^terrain\[3\] \("footprint-4-6x12"\): footprint\[2\]\[0\] must be a finite number of inches \(got "abc"\)/],
    ['NaN', (d) => (d.terrain[0].x = NaN), 'terrain[0].x', /x must be a finite number of inches \(got NaN\)/],
    ['Infinity', (d) => (d.terrain[0].y = Infinity), 'terrain[0].y', /got Infinity/],
    ['1e308', (d) => (d.terrain[1].solids = [{ box: { x: 1e308, y: 0, z: 0, w: 1, d: 1, h: 1 } }]), 'terrain[1].solids[0].box.x', /at most 1000 inches \(got 1e\+308\)/],
    ['a missing field', (d) => delete d.terrain[2].footprint, 'terrain[2].footprint', /footprint is missing/],
    ['a missing top-level field', (d) => delete d.terrain, 'terrain', /^terrain is missing/],
    ['an object for a list', (d) => (d.terrain[0].traits = { a: 1 }), 'terrain[0].traits', /traits must be a list \(got an object\)/],
    ['a bad point', (d) => (d.terrain[0].footprint[1] = [1]), 'terrain[0].footprint[1]', /must be a point \[x, y\]/],
    ['an unknown trait', (d) => d.terrain[1].traits.push('sticky'), 'terrain[1].traits[2]', /must be one of "obscuring", "impassable", "difficult", "dangerous", "environmental", "cover-area" \(got "sticky"\)/],
    ['a repeated trait', (d) => d.terrain[1].traits.push('obscuring'), 'terrain[1].traits', /same trait twice/],
    ['a tiny table', (d) => (d.table.widthIn = 2), 'table.widthIn', /at least 6 inches \(got 2\)/],
    ['a huge table', (d) => (d.table.depthIn = 1000), 'table.depthIn', /at most 240 inches/],
    ['a zero-size wall', (d) => (d.terrain[2].solids[0].box.h = 0), 'terrain[2].solids[0].box.h', /more than 0 inches/],
    ['an unknown top-level key', (d) => (d.author = 'me'), '', /unknown field "author"; the fields are format, version/],
    ['an unknown nested key', (d) => (d.terrain[2].solids[0].box.colour = 'red'), 'terrain[2].solids[0].box', /unknown field "colour"/],
    ['an empty id', (d) => (d.terrain[0].id = ''), 'terrain[0].id', /must not be empty/],
    ['a long id', (d) => (d.terrain[0].id = 'x'.repeat(201)), 'terrain[0].id', /201 characters long; at most 200/],
    ['a bad base kind', (d) => (d.models = [{ id: 'a', unit: 'u', side: 1, base: { kind: 'square' }, x: 1, y: 1, z: 0, facingDeg: 0, heightIn: 1 }]),
      'models[0].base.kind', /models\[0\] \("a"\): base.kind must be one of "round", "oval", "hull" \(got "square"\)/],
    ['a null side', (d) => (d.models = [{ id: 'a', unit: 'u', side: null, base: { kind: 'round', diameterMm: 32 }, x: 1, y: 1, z: 0, facingDeg: 0, heightIn: 1 }]),
      'models[0].side', /side must be a number or text \(got null\)/],
    ['a foreign format', (d) => (d.format = 'tldraw'), 'format', /not a Sightline layout/],
    ['a fractional version', (d) => (d.version = 1.5), 'version', /whole number/],
  ];
  it.each(cases)('%s', (_, edit, path, message) => {
    const e = errorOf(mutated(edit));
    expect(e.path).toBe(path);
    expect(e.message).toMatch(message);
  });

  it('names both places of a duplicate id', () => {
    const e = errorOf(mutated((d) => (d.terrain[5].id = d.terrain[2].id)));
    expect(e.path).toBe('terrain[5].id');
    expect(e.message).toContain('is already used by terrain[2]');
  });

  it('reports how many other problems there are', () => {
    const e = errorOf(mutated((d) => ((d.terrain[0].x = 'a'), (d.terrain[1].y = 'b'))));
    expect(e.problems.map((p) => p.path)).toEqual(['terrain[0].x', 'terrain[1].y']);
    expect(e.message).toMatch(/and 1 more problem/);
  });

  it('refuses non-objects', () => {
    for (const v of [null, 42, [], true, undefined]) expect(errorOf(v).message).toMatch(/must hold a JSON object/);
  });
});

describe('limits', () => {
  it('counts terrain pieces, models, footprint points and solids', () => {
    const many = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
    const piece = sample().terrain[0];
    const cases: [(d: Doc) => void, string][] = [
      [(d) => (d.terrain = many(LAYOUT_LIMITS.maxTerrain + 1, (i) => ({ ...piece, id: `p${i}` }))), 'terrain'],
      [(d) => (d.terrain[0].footprint = many(LAYOUT_LIMITS.maxFootprintPoints + 1, (i) => [i % 7, i % 5])), 'terrain[0].footprint'],
      [(d) => (d.terrain[0].solids = many(LAYOUT_LIMITS.maxSolids + 1, () => ({ box: { x: 0, y: 0, z: 0, w: 1, d: 1, h: 1 } }))), 'terrain[0].solids'],
    ];
    for (const [edit, path] of cases) {
      const e = errorOf(mutated(edit));
      expect(e.path).toBe(path);
      expect(e.message).toMatch(/entries; at most \d+ are allowed/);
    }
    const m = { id: 'm', unit: 'u', side: 1, base: { kind: 'round', diameterMm: 32 }, x: 1, y: 1, z: 0, facingDeg: 0, heightIn: 1 };
    expect(errorOf(mutated((d) => (d.models = many(LAYOUT_LIMITS.maxModels + 1, (i) => ({ ...m, id: `m${i}` }))))).path).toBe('models');
  });

  it('refuses a huge list before looking at its entries', () => {
    const e = errorOf(mutated((d) => (d.terrain = new Array(3_000_000).fill(0))));
    expect(e.path).toBe('terrain');
    expect(e.message).toMatch(/has 3000000 entries; no list in a layout may have more than 5000/);
  });

  it('refuses deep nesting without overflowing the stack', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const e = errorOf(mutated((d) => (d.terrain[0].footprint = deep)));
    expect(e.message).toMatch(/nested too deeply/);
    expect(e.path.startsWith('terrain[0].footprint[0]')).toBe(true);
  });

  it('refuses a document that refers to itself', () => {
    const d = sample();
    d.terrain[0].solids = [d];
    expect(errorOf(d).message).toMatch(/nested too deeply/);
  });
});

describe('hostile objects', () => {
  it('refuses __proto__, constructor and prototype keys and leaves Object.prototype clean', () => {
    const texts = [
      '{"__proto__": {"polluted": 1}}',
      `{"format": "sightline/layout", "version": 1, "name": "x", "table": {"widthIn": 60, "depthIn": 44, "__proto__": {"polluted": 1}}, "terrain": [], "models": []}`,
      `{"format": "sightline/layout", "version": 1, "name": "x", "table": {"widthIn": 60, "depthIn": 44}, "terrain": [], "models": [], "constructor": {"prototype": {"polluted": 1}}}`,
    ];
    for (const t of texts) expect(errorOf(JSON.parse(t)).message).toMatch(/forbidden field "(__proto__|constructor)"/);
    expect(errorOf(JSON.parse(texts[1]!)).path).toBe('table.__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('turns throwing getters, class instances and functions into LayoutErrors', () => {
    const getter = sample();
    Object.defineProperty(getter, 'name', { enumerable: true, get: () => { throw new Error('boom'); } });
    expect(errorOf(getter).message).toMatch(/could not be read \(boom\)/);
    expect(errorOf(mutated((d) => (d.terrain[0].x = () => 1))).message).toMatch(/terrain\[0\]\.x must be JSON data/);
    expect(errorOf(mutated((d) => (d.table = new Date()))).message).toMatch(/table must be plain JSON data, not a Date/);
    expect(errorOf(mutated((d) => (d.terrain[0].x = 10n))).path).toBe('terrain[0].x');
  });

  it('does not change the input or a layout loaded earlier', () => {
    const open = loadLayout(sample());
    const openText = JSON.stringify(open);
    const bad = mutated((d) => (d.terrain[4].footprint[0][1] = 'oops'));
    const badText = JSON.stringify(bad);
    errorOf(bad);
    expect(JSON.stringify(bad)).toBe(badText);
    expect(JSON.stringify(open)).toBe(openText);
    const good = sample();
    const loaded = loadLayout(good);
    expect(loaded).not.toBe(good);
    expect(loaded.terrain[0]).not.toBe(good.terrain[0]);
  });
});
