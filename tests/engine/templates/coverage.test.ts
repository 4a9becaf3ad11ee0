// templateCoverage: exact for circles on round bases, within 0.005 of brute-force grid sampling otherwise.
import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import type { Base, PlacedBase } from '../../../engine/types';
import { mmToIn } from '../../../engine/bases';
import type { Template } from '../../../engine/templates';
import { templateCoverage } from '../../../engine/rulesets/index';
import { polygonArea, polygonCircleArea } from '../../../engine/templates/area';
import { bruteCoverage, circlePolygon } from './reference';

const rng = xoroshiro128plus(2024);
const rand = (lo: number, hi: number): number => lo + (hi - lo) * uniformFloat64(rng);

describe('circle templates on round bases', () => {
  it('match the lens area to 1e-6 (checked by clipping a 20,000-gon) over 200 seeded placements', () => {
    for (let k = 0; k < 200; k++) {
      const diameterMm = [25, 32, 40, 60, 100][k % 5]!;
      const r = mmToIn(diameterMm) / 2;
      const t: Template = k % 2 ? { kind: 'small-blast', x: 10, y: 10 } : { kind: 'large-blast', x: 10, y: 10 };
      const R = k % 2 ? 1.5 : 2.5;
      const d = rand(0, R + r + 0.2);
      const ang = rand(0, 2 * Math.PI);
      const placed: PlacedBase = { base: { kind: 'round', diameterMm }, x: 10 + d * Math.cos(ang), y: 10 + d * Math.sin(ang) };
      const n = 20_000;
      const poly = circlePolygon(placed.x, placed.y, r, n);
      const reference = polygonCircleArea(poly, n, 10, 10, R) / polygonArea(poly, n);
      expect(Math.abs(templateCoverage(t, placed) - reference)).toBeLessThan(1e-6);
    }
  });

  it('a 3" blast centred on a 32 mm base covers all of it; one 2.5" away covers none', () => {
    const base: Base = { kind: 'round', diameterMm: 32 };
    expect(templateCoverage({ kind: 'small-blast', x: 5, y: 5 }, { base, x: 5, y: 5 })).toBe(1);
    expect(templateCoverage({ kind: 'small-blast', x: 5, y: 5 }, { base, x: 5, y: 7.5 })).toBe(0);
  });
});

const BASES: Base[] = [
  { kind: 'oval', lengthMm: 105, widthMm: 70 },
  { kind: 'oval', lengthMm: 60, widthMm: 35 },
  { kind: 'round', diameterMm: 40 },
  { kind: 'hull', lengthIn: 5, widthIn: 3 },
];

describe('flame and non-round bases against brute-force grid sampling', () => {
  it.each(BASES.map((b, i) => [i, b] as const))('base #%i within 0.005', (_i, base) => {
    let partial = 0;
    for (let k = 0; k < 6; k++) {
      const templates: Template[] = [
        { kind: 'flame', x: 0, y: 0, headingDeg: rand(-20, 20), narrowWidthIn: k % 3 === 0 ? 0 : 0.75 },
        { kind: 'large-blast', x: rand(3, 7), y: rand(-2, 2) },
      ];
      for (const t of templates) {
        const placed: PlacedBase = { base, x: rand(1, 8), y: rand(-1.5, 1.5), facingDeg: rand(0, 360) };
        const fast = templateCoverage(t, placed);
        const slow = bruteCoverage(t, placed, 300);
        expect(Math.abs(fast - slow), `${t.kind} on ${base.kind} at ${placed.x},${placed.y}`).toBeLessThan(0.005);
        if (fast > 0.02 && fast < 0.98) partial++;
      }
    }
    expect(partial).toBeGreaterThanOrEqual(3); // the cases exercise partial cover, not just all or nothing
  });

  it('a partial flame coverage is strictly between 0 and 1 and matches the reference', () => {
    const placed: PlacedBase = { base: { kind: 'oval', lengthMm: 105, widthMm: 70 }, x: 6.5, y: 1.6, facingDeg: 20 };
    const t: Template = { kind: 'flame', x: 0, y: 0, headingDeg: 0 };
    const c = templateCoverage(t, placed);
    expect(c).toBeGreaterThan(0.2);
    expect(c).toBeLessThan(0.8);
    expect(Math.abs(c - bruteCoverage(t, placed, 400))).toBeLessThan(0.005);
  });
});
