// rangeRing: vertices and chord midpoints sit R +- 0.01" from the base edge; the enclosed area obeys Steiner's formula.
import fc from 'fast-check';
import { sized } from '../../support/tier';
import { describe, expect, it } from 'vitest';
import { pointToBaseDistance, rangeRing } from '../../../engine/measure';
import type { PlacedBase, Vec2 } from '../../../engine/types';
import { anyBaseArb, brutePointDistance, denseOutline, placedArb, SEED } from './reference';

const area = (poly: readonly Vec2[]): number => {
  let s = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) s += poly[j]![0] * poly[i]![1] - poly[i]![0] * poly[j]![1];
  return s / 2;
};

/** Area and perimeter of the bare base from a very dense outline (Steiner: offset area = A + P R + pi R^2). */
function areaPerimeter(p: PlacedBase): { A: number; P: number } {
  const o = denseOutline(p, 200000);
  let A = 0;
  let P = 0;
  const m = o.length / 2;
  for (let i = 0, j = m - 1; i < m; j = i++) {
    A += o[2 * j]! * o[2 * i + 1]! - o[2 * i]! * o[2 * j + 1]!;
    P += Math.hypot(o[2 * i]! - o[2 * j]!, o[2 * i + 1]! - o[2 * j + 1]!);
  }
  return { A: A / 2, P };
}

describe('rangeRing', () => {
  it('is a circle of radius r + R for a round base', () => {
    const ring = rangeRing({ base: { kind: 'round', diameterMm: 50.8 }, x: 5, y: 5 }, 3);
    for (const [x, y] of ring) expect(Math.hypot(x - 5, y - 5)).toBeCloseTo(4, 12);
  });
  it('is the rectangle itself for a hull at R = 0, with rounded corners otherwise', () => {
    const hull: PlacedBase = { base: { kind: 'hull', lengthIn: 4, widthIn: 2 }, x: 0, y: 0, facingDeg: 0 };
    expect(rangeRing(hull, 0)).toEqual([[2, -1], [2, 1], [-2, 1], [-2, -1]]);
    const ring = rangeRing(hull, 1);
    expect(Math.max(...ring.map((p) => p[0]))).toBeCloseTo(3, 12);
    expect(ring).toContainEqual([3, -1]);
    // Steiner: 8 + perimeter 12 * 1 + pi; the corner chords may shave off at most 0.005" x 2 pi of arc.
    expect(Math.abs(area(ring) - (8 + 12 + Math.PI))).toBeLessThan(0.005 * 2 * Math.PI);
  });
  it('follows the offset curve of an oval, not an ellipse', () => {
    const oval: PlacedBase = { base: { kind: 'oval', lengthMm: 101.6, widthMm: 50.8 }, x: 0, y: 0, facingDeg: 0 };
    const ring = rangeRing(oval, 6);
    // Offset reaches 2 + 6 along the facing and 1 + 6 across; an ellipse with those semi-axes would pass through
    // (8 cos t, 7 sin t); the offset at 45 degrees of normal lies farther out than that ellipse.
    expect(Math.max(...ring.map((p) => p[0]))).toBeCloseTo(8, 9);
    expect(Math.max(...ring.map((p) => p[1]))).toBeCloseTo(7, 9);
    const diag = ring.reduce((best, p) => Math.max(best, (p[0] + p[1]) / Math.SQRT2), 0);
    // Support of the bare ellipse at 45 degrees is sqrt((a^2 + b^2) / 2); vertices may miss the exact normal by 0.005".
    expect(Math.abs(diag - (Math.sqrt((4 + 1) / 2) + 6))).toBeLessThan(0.005);
    expect(diag).toBeGreaterThan(Math.sqrt((64 + 49) / 2) + 0.05);
  });
  it('puts every vertex and chord midpoint within 0.01" of R from the edge (seeded, thousands of points)', () => {
    fc.assert(
      fc.property(placedArb(anyBaseArb), fc.double({ min: 0, max: 24, noNaN: true }), (p, R) => {
        const ring = rangeRing(p, R);
        expect(area(ring)).toBeGreaterThan(0); // counter-clockwise
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const [x0, y0] = ring[j]!;
          const [x1, y1] = ring[i]!;
          expect(Math.abs(pointToBaseDistance(p, [x1, y1]) - R)).toBeLessThan(0.01);
          expect(Math.abs(pointToBaseDistance(p, [(x0 + x1) / 2, (y0 + y1) / 2]) - R)).toBeLessThan(0.01);
        }
        // Independent check of a few points against a dense brute-force outline (only meaningful outside the base).
        if (R > 0.05)
          for (const k of [0, Math.floor(ring.length / 3)]) {
            const q = ring[k]!;
            expect(Math.abs(brutePointDistance(p, q) - R)).toBeLessThan(0.01);
          }
      }),
      { seed: SEED, numRuns: sized(100, 400) },
    );
  });
  it('encloses the area Steiner predicts: A + P R + pi R^2', () => {
    fc.assert(
      fc.property(placedArb(anyBaseArb), fc.double({ min: 0.5, max: 18, noNaN: true }), (p, R) => {
        const { A, P } = areaPerimeter(p);
        const expected = A + P * R + Math.PI * R * R;
        // Chords cut off at most 0.005" along a perimeter of at most ~P + 2 pi R.
        expect(Math.abs(area(rangeRing(p, R)) - expected)).toBeLessThan(0.005 * (P + 2 * Math.PI * R) + 1e-6);
      }),
      { seed: SEED, numRuns: sized(20, 60) },
    );
  });
});
