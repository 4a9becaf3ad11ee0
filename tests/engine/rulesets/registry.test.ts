// The ruleset registry: every issue id is registered, sourced, and names its defaults; cover-area clipping is exact.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { RULESETS, RULESET_IDS, clipPolygonByConvex, getRuleset } from '../../../engine/rulesets/index';
import { seededRandom } from '../../../engine/dice/uniform';
import type { Vec2 } from '../../../engine/types';

describe('ruleset registry', () => {
  it('holds the five rulesets, each with a seed file, constants, LOS options and named defaults', () => {
    expect(RULESET_IDS.sort()).toEqual(['althammer', 'hammer-wars', 'hamwarmer', 'nuceria', 'reglas-basicas']);
    for (const r of Object.values(RULESETS)) {
      // The seed files live beside the repository (../shared) on development machines, not in a CI clone.
      expect(r.source.file).toMatch(/^shared\/rules\/seeds\/00[0-4]_[0-9a-f]{16}\.txt$/);
      const seeds = path.resolve(__dirname, '../../../..', 'shared/rules/seeds');
      if (existsSync(seeds)) expect(existsSync(path.resolve(__dirname, '../../../..', r.source.file)), r.source.file).toBe(true);
      expect(Object.keys(r.constants).length).toBeGreaterThan(0);
      expect(r.defaults.length).toBeGreaterThan(0);
      expect(r.losOptions.eyeHeightFraction).toBeGreaterThan(0.5);
    }
    expect(getRuleset('hamwarmer').constants.coherencyIn).toBe(2);
    expect(getRuleset('nuceria').constants.coherencyIn).toBe(1);
    expect(() => getRuleset('warhammer')).toThrow(/Known rulesets/);
  });
});

describe('clipPolygonByConvex', () => {
  const areaOf = (p: Vec2[]): number => Math.abs(p.reduce((a, q, i) => a + q[0] * p[(i + 1) % p.length]![1] - p[(i + 1) % p.length]![0] * q[1], 0) / 2);
  const inside = (p: Vec2[], x: number, y: number): boolean => {
    let c = false;
    for (let i = 0, j = p.length - 1; i < p.length; j = i++)
      if (p[i]![1] > y !== p[j]![1] > y && x < ((p[j]![0] - p[i]![0]) * (y - p[i]![1])) / (p[j]![1] - p[i]![1]) + p[i]![0]) c = !c;
    return c;
  };
  it('matches brute-force grid counting for a concave footprint over a round base', () => {
    const rnd = seededRandom(5);
    const base: Vec2[] = Array.from({ length: 48 }, (_, i) => [2 * Math.cos((i * Math.PI) / 24), 2 * Math.sin((i * Math.PI) / 24)]);
    for (let t = 0; t < 5; t++) {
      const ox = rnd() * 3 - 1.5;
      const foot: Vec2[] = [[ox - 3, -3], [ox + 3, -3], [ox + 3, 3], [ox, 0.5 + rnd()], [ox - 3, 3]];
      const exact = areaOf(clipPolygonByConvex(foot, base));
      let hits = 0;
      const n = 400;
      for (let i = 0; i < n; i++)
        for (let j = 0; j < n; j++) {
          const x = -2 + (4 * (i + 0.5)) / n, y = -2 + (4 * (j + 0.5)) / n;
          if (inside(base, x, y) && inside(foot, x, y)) hits++;
        }
      expect(exact).toBeCloseTo((hits * 16) / (n * n), 1);
    }
  });
});
