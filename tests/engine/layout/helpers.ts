// Test helpers for engine/layout: the real layouts on disk, a fast-check generator of valid layouts, small builders.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';
import { LayoutError } from '../../../engine/layout/index';
import type { Layout, LayoutModel, TerrainPiece, Vec2 } from '../../../engine/types';
import { TERRAIN_TRAITS } from '../../../engine/types';

export const REAL_LAYOUT_DIR = path.resolve(__dirname, '../../fixtures/real-layouts');
export const FIXTURE_DIR = path.resolve(__dirname, '../../fixtures/layouts');

export interface RealLayoutEntry {
  readonly file: string;
  readonly symmetry: string;
  readonly solidsSymmetry?: string;
  readonly pieces: number;
}

export const realLayoutIndex = (): RealLayoutEntry[] =>
  JSON.parse(readFileSync(path.join(REAL_LAYOUT_DIR, 'index.json'), 'utf8')) as RealLayoutEntry[];

export const realLayoutFiles = (): string[] => readdirSync(REAL_LAYOUT_DIR).filter((f) => f.endsWith('.json') && f !== 'index.json').sort();

export const readRealLayout = (file: string): unknown => JSON.parse(readFileSync(path.join(REAL_LAYOUT_DIR, file), 'utf8'));

/** A rectangle footprint centred on the piece's origin, w along local x, d along local y. */
export const rectFootprint = (w: number, d: number): Vec2[] => [[-w / 2, -d / 2], [w / 2, -d / 2], [w / 2, d / 2], [-w / 2, d / 2]];

export function makePiece(id: string, over: Partial<TerrainPiece> = {}): TerrainPiece {
  return { id, kind: 'ruin', x: 10, y: 10, rotationDeg: 0, traits: ['obscuring'], footprint: rectFootprint(6, 4), solids: [], ...over };
}

export function makeLayout(terrain: TerrainPiece[], over: Partial<Layout> = {}): Layout {
  return { format: 'sightline/layout', version: 1, name: 'test', table: { widthIn: 60, depthIn: 44 }, terrain, models: [], ...over };
}

// -0 is read back as 0 (JSON cannot keep the sign), so the generator produces only +0.
const num = (min: number, max: number): fc.Arbitrary<number> =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((v) => (v === 0 ? 0 : v));
const pos = (max: number): fc.Arbitrary<number> => fc.double({ min: 0.01, max, noNaN: true, noDefaultInfinity: true });
const point: fc.Arbitrary<Vec2> = fc.tuple(num(-1000, 1000), num(-1000, 1000));
const text = fc.string({ maxLength: 20 });
const id = fc.string({ minLength: 1, maxLength: 12 });
const side = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.string({ minLength: 1, maxLength: 6 }));
const opt = <T>(a: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> => fc.option(a, { nil: undefined });

/** Drops keys whose value is undefined, as a parsed document would not have them. */
function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

const pieceArb: fc.Arbitrary<Omit<TerrainPiece, 'id'>> = fc
  .record({
    kind: fc.constantFrom('ruin', 'woods', 'crater', 'container', 'my-kind'),
    name: opt(text),
    x: num(-1000, 1000),
    y: num(-1000, 1000),
    rotationDeg: num(-3600, 3600),
    traits: fc.subarray([...TERRAIN_TRAITS]),
    footprint: fc.array(point, { minLength: 3, maxLength: 8 }),
    solids: fc.array(
      fc.record({ x: num(-50, 50), y: num(-50, 50), z: num(-5, 20), w: pos(30), d: pos(30), h: pos(10), rotationDeg: opt(num(-360, 360)) }).map((b) => ({ box: compact(b) })),
      { maxLength: 4 },
    ),
  })
  .map(compact);

const modelArb: fc.Arbitrary<Omit<LayoutModel, 'id'>> = fc
  .record({
    unit: fc.string({ minLength: 1, maxLength: 10 }),
    side,
    name: opt(text),
    base: fc.oneof(
      pos(200).map((diameterMm) => ({ kind: 'round' as const, diameterMm })),
      fc.tuple(pos(200), pos(200)).map(([lengthMm, widthMm]) => ({ kind: 'oval' as const, lengthMm, widthMm })),
      fc.tuple(pos(20), pos(20)).map(([lengthIn, widthIn]) => ({ kind: 'hull' as const, lengthIn, widthIn })),
    ),
    x: num(0, 60),
    y: num(0, 44),
    z: num(0, 10),
    facingDeg: num(-360, 360),
    heightIn: pos(20),
  })
  .map(compact);

/** Valid layouts covering every optional field; ids are unique within each list. */
export const validLayoutArb: fc.Arbitrary<Layout> = fc
  .record({
    name: text,
    table: fc.record({ widthIn: num(6, 240), depthIn: num(6, 240) }),
    notes: opt(fc.string({ maxLength: 60 })),
    terrain: fc.uniqueArray(fc.tuple(id, pieceArb), { maxLength: 5, selector: ([i]) => i }),
    models: fc.uniqueArray(fc.tuple(id, modelArb), { maxLength: 5, selector: ([i]) => i }),
    deployment: opt(
      fc.record({
        name: opt(text),
        zones: fc.uniqueArray(fc.record({ id, side, name: opt(text), polygon: fc.array(point, { minLength: 3, maxLength: 5 }) }).map(compact), {
          maxLength: 3,
          selector: (z) => z.id,
        }),
      }).map(compact),
    ),
    objectives: opt(
      fc.uniqueArray(fc.record({ id, name: opt(text), x: num(0, 60), y: num(0, 44), controlRadiusIn: opt(num(0, 10)) }).map(compact), {
        maxLength: 4,
        selector: (o) => o.id,
      }),
    ),
  })
  .map((r) =>
    compact({
      format: 'sightline/layout' as const,
      version: 1 as const,
      ...r,
      terrain: r.terrain.map(([i, p]) => ({ id: i, ...p })),
      models: r.models.map(([i, m]) => ({ id: i, ...m })),
    }),
  );

/** Runs `f`, which must refuse with a LayoutError (anything else fails the test), and returns that error. */
export function layoutErrorOf(f: () => unknown): LayoutError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(LayoutError);
    return e as LayoutError;
  }
  throw new Error('expected a LayoutError');
}
