// edgeDistance / edgeGap: hand-checked cases and seeded comparisons against a brute-force dense-outline reference.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { edgeDistance, edgeGap } from '../../../engine/measure';
import type { PlacedBase } from '../../../engine/types';
import { anyBaseArb, bruteGap, denseOutline, hullBaseArb, ovalBaseArb, placedArb, roundBaseArb, SEED } from './reference';

const round = (mm: number, x: number, y: number): PlacedBase => ({ base: { kind: 'round', diameterMm: mm }, x, y });

describe('edgeDistance, hand-checked', () => {
  it('two 32 mm bases 10" apart centre to centre are 8.74016" apart edge to edge', () => {
    expect(edgeDistance(round(32, 10, 10), round(32, 20, 10))).toBeCloseTo(10 - 32 / 25.4, 12);
    expect(edgeDistance(round(32, 10, 10), round(32, 20, 10))).toBeCloseTo(8.74016, 5);
  });
  it('is 0 for touching and overlapping bases', () => {
    expect(edgeDistance(round(25.4, 0, 0), round(25.4, 1, 0))).toBe(0);
    expect(edgeDistance(round(50, 0, 0), round(25, 0.3, 0.1))).toBe(0);
  });
  it('measures an oval along and across its facing', () => {
    // 120 x 92 mm oval facing +y: 60 mm reach along y, 46 mm along x. Point-sized "base" via a tiny round one.
    const oval: PlacedBase = { base: { kind: 'oval', lengthMm: 120, widthMm: 92 }, x: 0, y: 0, facingDeg: 90 };
    expect(edgeDistance(oval, round(25.4, 0, 10))).toBeCloseTo(10 - 60 / 25.4 - 0.5, 9);
    expect(edgeDistance(oval, round(25.4, 10, 0))).toBeCloseTo(10 - 46 / 25.4 - 0.5, 9);
  });
  it('measures hull to hull corner to corner', () => {
    const a: PlacedBase = { base: { kind: 'hull', lengthIn: 4, widthIn: 2 }, x: 0, y: 0, facingDeg: 0 };
    const b: PlacedBase = { base: { kind: 'hull', lengthIn: 2, widthIn: 2 }, x: 6, y: 5, facingDeg: 0 };
    // Nearest corners (2, 1) and (5, 4): 3*sqrt(2).
    expect(edgeDistance(a, b)).toBeCloseTo(3 * Math.SQRT2, 9);
    // Rotated 45 degrees, b's corner points at a: centre (6, 0) with half-diagonal sqrt(2) -> gap 6 - 2 - sqrt(2).
    expect(edgeDistance(a, { ...b, x: 6, y: 0, facingDeg: 45 })).toBeCloseTo(4 - Math.SQRT2, 9);
  });
  it('gives the closest points for the measuring line', () => {
    const g = edgeGap(round(25.4, 0, 0), round(25.4, 5, 0));
    expect(g.distanceIn).toBeCloseTo(4, 12);
    expect(g.fromPoint).toEqual([0.5, 0]);
    expect(g.toPoint).toEqual([4.5, 0]);
    expect(edgeGap(round(25.4, 0, 0), round(25.4, 0.5, 0)).fromPoint).toBeUndefined();
  });
});

describe('edgeDistance against brute force (seeded)', () => {
  const pair = (a: fc.Arbitrary<PlacedBase>, b: fc.Arbitrary<PlacedBase>) =>
    fc.tuple(a, b, fc.double({ min: 0, max: 1.6, noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }));
  const check = (aArb: fc.Arbitrary<PlacedBase>, bArb: fc.Arbitrary<PlacedBase>, runs: number) =>
    fc.assert(
      fc.property(pair(aArb, bArb), ([a, b0, k, ang]) => {
        // 300-point outlines are inscribed polygons: they overestimate the gap by at most ~4e-4" (sagitta).
        // Place b at a centre distance that sweeps from deep overlap to a few inches apart.
        const reach = denseReach(a) + denseReach(b0);
        const b = { ...b0, x: a.x + k * reach * Math.cos(ang), y: a.y + k * reach * Math.sin(ang) };
        const ref = bruteGap(denseOutline(a, 300), denseOutline(b, 300));
        const fast = edgeDistance(a, b);
        expect(Math.abs(fast - ref)).toBeLessThan(0.001);
        expect(Math.abs(edgeDistance(b, a) - fast)).toBeLessThan(1e-6);
        const gap = edgeGap(a, b);
        expect(Math.abs(gap.distanceIn - fast)).toBeLessThan(1e-6);
        if (gap.fromPoint && gap.toPoint)
          expect(Math.hypot(gap.toPoint[0] - gap.fromPoint[0], gap.toPoint[1] - gap.fromPoint[1])).toBeCloseTo(fast, 6);
      }),
      { seed: SEED, numRuns: runs },
    );
  it('round vs round', () => check(placedArb(roundBaseArb), placedArb(roundBaseArb), 300));
  it('oval vs round', () => check(placedArb(ovalBaseArb), placedArb(roundBaseArb), 800));
  it('hull vs round', () => check(placedArb(hullBaseArb), placedArb(roundBaseArb), 800));
  it('oval vs oval', () => check(placedArb(ovalBaseArb), placedArb(ovalBaseArb), 800));
  it('oval vs hull', () => check(placedArb(ovalBaseArb), placedArb(hullBaseArb), 800));
  it('hull vs hull', () => check(placedArb(hullBaseArb), placedArb(hullBaseArb), 800));
  it('any vs any', () => check(placedArb(anyBaseArb), placedArb(anyBaseArb), 500));
});

function denseReach(p: PlacedBase): number {
  const o = denseOutline(p, 64);
  let r = 0;
  for (let i = 0; i < o.length; i += 2) r = Math.max(r, Math.hypot(o[i]! - p.x, o[i + 1]! - p.y));
  return r;
}
