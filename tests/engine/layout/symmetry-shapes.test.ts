// Symmetry geometry: mode transforms, twins of pieces, and the distance between placed shapes against known answers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placedBox, placedBoxCorners, placedFootprint } from '../../../engine/geometry/placement';
import { placedShapeDistance, placedShapeOf, symmetryTransformPoint, twinOfPiece, type SymmetryMode } from '../../../engine/layout/index';
import type { TerrainPiece, Vec2 } from '../../../engine/types';
import { makePiece } from './helpers';

const table = { widthIn: 60, depthIn: 44 };
const MODES: SymmetryMode[] = ['none', 'mirror-x', 'mirror-y', 'rotate-180'];

const pieceArb: fc.Arbitrary<TerrainPiece> = fc
  .record({
    x: fc.double({ min: 0, max: 60, noNaN: true }),
    y: fc.double({ min: 0, max: 44, noNaN: true }),
    rotationDeg: fc.double({ min: -720, max: 720, noNaN: true }),
    footprint: fc.array(fc.tuple(fc.double({ min: -6, max: 6, noNaN: true }), fc.double({ min: -6, max: 6, noNaN: true })), { minLength: 3, maxLength: 7 }),
    boxes: fc.array(fc.record({ x: fc.double({ min: -4, max: 4, noNaN: true }), y: fc.double({ min: -4, max: 4, noNaN: true }), rotationDeg: fc.option(fc.double({ min: -180, max: 180, noNaN: true }), { nil: undefined }) }), { maxLength: 3 }),
  })
  .map(({ boxes, ...r }) => makePiece('p', { ...r, solids: boxes.map((b) => ({ box: { ...b, z: 0, w: 3, d: 0.5, h: 5 } })) }));

const near = (a: Vec2, b: Vec2): boolean => Math.hypot(a[0] - b[0], a[1] - b[1]) < 1e-9;
const sameSet = (as: Vec2[], bs: Vec2[]): boolean => as.length === bs.length && as.every((a) => bs.some((b) => near(a, b))) && bs.every((b) => as.some((a) => near(a, b)));

describe('symmetryTransformPoint', () => {
  it('does what each mode is named for', () => {
    expect(symmetryTransformPoint('none', table, [10, 5])).toEqual([10, 5]);
    expect(symmetryTransformPoint('mirror-x', table, [10, 5])).toEqual([50, 5]);
    expect(symmetryTransformPoint('mirror-y', table, [10, 5])).toEqual([10, 39]);
    expect(symmetryTransformPoint('rotate-180', table, [10, 5])).toEqual([50, 39]);
  });
});

describe('twinOfPiece', () => {
  it.each(MODES)('%s: the twin is placed exactly where the transformed piece lies', (mode) => {
    fc.assert(
      fc.property(pieceArb, (piece) => {
        const twin = twinOfPiece(piece, mode, table);
        expect(twin.id).not.toBe(piece.id);
        const moved = placedFootprint(piece).map((p) => symmetryTransformPoint(mode, table, p));
        const placed = placedFootprint(twin);
        // Same vertices in the same order, or reversed for a mirror (which flips the winding back to the original).
        const expected = mode.startsWith('mirror') ? [...moved].reverse() : moved;
        expected.forEach((p, i) => expect(near(p, placed[i]!)).toBe(true));
        piece.solids.forEach((s, i) => {
          const corners = placedBoxCorners(placedBox(piece, s.box)).map((p) => symmetryTransformPoint(mode, table, p));
          expect(sameSet(corners, placedBoxCorners(placedBox(twin, twin.solids[i]!.box)))).toBe(true);
        });
        expect(placedShapeDistance(placedShapeOf(piece, table, mode), placedShapeOf(twin, table))).toBeLessThan(1e-9);
      }),
      { numRuns: 200, seed: 3 },
    );
  });

  it('turns the piece half a turn for rotate-180 and mirrors local shapes for mirrors', () => {
    const piece = makePiece('L', { x: 10, y: 8, rotationDeg: 30, footprint: [[0, 0], [4, 0], [4, 1], [1, 1], [1, 3], [0, 3]] });
    expect(twinOfPiece(piece, 'rotate-180', table)).toMatchObject({ x: 50, y: 36, rotationDeg: 210, footprint: piece.footprint });
    const m = twinOfPiece(piece, 'mirror-x', table);
    expect(m).toMatchObject({ x: 50, y: 8, rotationDeg: 330 });
    expect(m.footprint).toEqual([[0, 3], [-1, 3], [-1, 1], [-4, 1], [-4, 0], [0, 0]]);
  });
});

describe('placedShapeDistance', () => {
  it('is the length of the shift for a shifted copy of a convex piece', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 3, noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), fc.double({ min: 0, max: 360, noNaN: true }), (r, t, rot) => {
        const a = makePiece('a', { x: 20, y: 20, rotationDeg: rot });
        const b = { ...a, x: 20 + r * Math.cos(t), y: 20 + r * Math.sin(t) };
        expect(placedShapeDistance(placedShapeOf(a, table), placedShapeOf(b, table))).toBeCloseTo(r, 9);
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it('matches a brute-force reference that samples the outlines densely', () => {
    const sampled = (pts: Vec2[]): Vec2[] =>
      pts.flatMap((p, i) => {
        const q = pts[(i + 1) % pts.length]!;
        return Array.from({ length: 400 }, (_, k) => [p[0] + ((q[0] - p[0]) * k) / 400, p[1] + ((q[1] - p[1]) * k) / 400] as Vec2);
      });
    const directed = (from: Vec2[], to: Vec2[]): number => Math.max(...from.map((p) => Math.min(...to.map((q) => Math.hypot(p[0] - q[0], p[1] - q[1])))));
    fc.assert(
      fc.property(pieceArb, pieceArb, (a0, b0) => {
        const a = { ...a0, solids: [] };
        const b = { ...b0, x: a0.x + (b0.x - a0.x) / 20, y: a0.y + (b0.y - a0.y) / 20, solids: [] };
        const fa = placedFootprint(a);
        const fb = placedFootprint(b);
        const reference = Math.max(directed(fa, sampled(fb)), directed(fb, sampled(fa)));
        expect(Math.abs(placedShapeDistance(placedShapeOf(a, table), placedShapeOf(b, table)) - reference)).toBeLessThan(0.05);
      }),
      { numRuns: 60, seed: 5 },
    );
  });

  it('never pairs different kinds, or a piece with walls and one without', () => {
    const a = makePiece('a');
    expect(placedShapeDistance(placedShapeOf(a, table), placedShapeOf({ ...a, kind: 'woods' }, table))).toBe(Infinity);
    const walled = { ...a, solids: [{ box: { x: 0, y: 0, z: 0, w: 1, d: 1, h: 1 } }] };
    expect(placedShapeDistance(placedShapeOf(a, table), placedShapeOf(walled, table))).toBe(Infinity);
  });

  it('measures wall height differences', () => {
    const box = { x: 0, y: 0, z: 0, w: 4, d: 0.5, h: 5 };
    const a = makePiece('a', { solids: [{ box }] });
    const b = makePiece('b', { solids: [{ box: { ...box, h: 6 } }] });
    expect(placedShapeDistance(placedShapeOf(a, table), placedShapeOf(b, table))).toBeCloseTo(1, 12);
  });
});
