// Point-to-base distances, containment, farthest distances, vertical gap and the 1"/5" test, against brute force.
import fc from 'fast-check';
import { sized } from '../../support/tier';
import { describe, expect, it } from 'vitest';
import {
  baseContains,
  baseToBaseFarthestDistance,
  pointToBaseDistance,
  pointToBaseFarthestDistance,
  verticalGap,
  withinEngagementRange,
} from '../../../engine/measure';
import type { PlacedBase, Vec2 } from '../../../engine/types';
import {
  anyBaseArb,
  brutePointDistance,
  denseOutline,
  pointInPolygonFlat,
  pointPolylineDistance,
  placedArb,
  SEED,
} from './reference';

const pointArb: fc.Arbitrary<Vec2> = fc.tuple(fc.double({ min: 10, max: 50, noNaN: true }), fc.double({ min: 5, max: 40, noNaN: true }));

describe('point to base', () => {
  it('hand-checked: hull corner and oval tip', () => {
    const hull: PlacedBase = { base: { kind: 'hull', lengthIn: 4, widthIn: 2 }, x: 0, y: 0, facingDeg: 90 };
    expect(pointToBaseDistance(hull, [4, 5])).toBeCloseTo(Math.hypot(3, 3), 12); // corner (1, 2)
    expect(baseContains(hull, [0.9, 1.9])).toBe(true);
    expect(baseContains(hull, [1.1, 0])).toBe(false);
    expect(pointToBaseFarthestDistance(hull, [0, 0])).toBeCloseTo(Math.hypot(1, 2), 12);
    const oval: PlacedBase = { base: { kind: 'oval', lengthMm: 50.8, widthMm: 25.4 }, x: 0, y: 0, facingDeg: 0 };
    expect(pointToBaseDistance(oval, [5, 0])).toBeCloseTo(4, 12);
    expect(pointToBaseFarthestDistance(oval, [5, 0])).toBeCloseTo(6, 9);
  });
  it('matches a 5000-point outline (seeded)', () => {
    fc.assert(
      fc.property(placedArb(anyBaseArb), pointArb, (p, q) => {
        const o = denseOutline(p, 5000);
        const inside = pointInPolygonFlat(q[0], q[1], o);
        const ref = inside ? 0 : pointPolylineDistance(q[0], q[1], o);
        expect(Math.abs(pointToBaseDistance(p, q) - ref)).toBeLessThan(1e-4);
        if (ref > 1e-3) expect(baseContains(p, q)).toBe(false);
        if (inside && pointPolylineDistance(q[0], q[1], o) > 1e-3) expect(baseContains(p, q)).toBe(true);
        let far = 0;
        for (let i = 0; i < o.length; i += 2) far = Math.max(far, Math.hypot(o[i]! - q[0], o[i + 1]! - q[1]));
        expect(Math.abs(pointToBaseFarthestDistance(p, q) - far)).toBeLessThan(1e-4);
      }),
      { seed: SEED, numRuns: sized(500, 2000) },
    );
  });
});

describe('base wholly within another base', () => {
  it('is exact for circles and 0 when nested', () => {
    const big: PlacedBase = { base: { kind: 'round', diameterMm: 101.6 }, x: 0, y: 0 };
    const small: PlacedBase = { base: { kind: 'round', diameterMm: 25.4 }, x: 5, y: 0 };
    expect(baseToBaseFarthestDistance(small, big)).toBeCloseTo(3.5, 12);
    expect(baseToBaseFarthestDistance({ ...small, x: 0.5 }, big)).toBe(0);
  });
  it('matches brute force over the first base\'s outline (seeded)', () => {
    fc.assert(
      fc.property(placedArb(anyBaseArb), placedArb(anyBaseArb), (a, b) => {
        const oa = denseOutline(a, 800);
        let ref = 0;
        for (let i = 0; i < oa.length; i += 2) ref = Math.max(ref, brutePointDistance(b, [oa[i]!, oa[i + 1]!], 300));
        expect(Math.abs(baseToBaseFarthestDistance(a, b) - ref)).toBeLessThan(0.001);
      }),
      { seed: SEED, numRuns: sized(50, 200) },
    );
  });
});

describe('vertical gap and the 1" / 5" vertically test', () => {
  const m = (x: number, z: number, heightIn?: number) => ({ base: { kind: 'round', diameterMm: 25.4 } as const, x, y: 0, z, heightIn });
  it('measures between height spans', () => {
    expect(verticalGap(m(0, 0, 2), m(0, 7, 1))).toBe(5);
    expect(verticalGap(m(0, 7, 1), m(0, 0, 2))).toBe(5);
    expect(verticalGap(m(0, 0, 2), m(0, 1.5, 1))).toBe(0);
    expect(verticalGap(m(0, 0), m(0, 3))).toBe(3);
  });
  it('needs both the horizontal and the vertical limit', () => {
    expect(withinEngagementRange(m(0, 0, 1), m(2, 6, 1))).toBe(true); // 1" apart, 5" up
    expect(withinEngagementRange(m(0, 0, 1), m(2, 6.01, 1))).toBe(false);
    expect(withinEngagementRange(m(0, 0, 1), m(2.01, 0, 1))).toBe(false);
    expect(withinEngagementRange(m(0, 0, 1), m(4, 0, 1), { horizontalIn: 3, verticalIn: 0 })).toBe(true);
  });
});
