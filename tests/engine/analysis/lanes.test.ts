// The longest open firing lane on real layouts: it crosses no obstacle, and no sampled line beats it.
import { describe, expect, it } from 'vitest';
import { laneObstacles, longestOpenLane } from '../../../engine/analysis/lanes';
import { loadLayout } from '../../../engine/layout/index';
import { placedFootprint } from '../../../engine/geometry/placement';
import { pointInPolygonXY } from '../../../engine/geometry/polygon';
import type { Vec2 } from '../../../engine/types';
import { readRealLayout, realLayoutFiles } from '../../fixtures/real-layouts';

describe('longestOpenLane on real layouts', () => {
  const files = realLayoutFiles();
  for (const file of [files[2]!, files[Math.floor(files.length / 2)]!, files[files.length - 3]!])
    it(`${file}: the lane is clear of every obstacle and stays on the table`, () => {
      const layout = loadLayout(readRealLayout(file));
      const lane = longestOpenLane(layout, { directions: 90, stepIn: 1 })!;
      expect(lane).not.toBeNull();
      expect(lane.lengthIn).toBeGreaterThan(10);
      expect(lane.lengthIn).toBeLessThan(Math.hypot(60, 44));
      const o = laneObstacles(layout);
      const polys: Vec2[][] = [];
      for (let k = 0; k < o.count; k++)
        polys.push(Array.from({ length: o.size[k]! }, (_, i) => [o.xs[o.start[k]! + i]!, o.ys[o.start[k]! + i]!] as const));
      // Obscuring footprints are among the obstacles.
      const obscuring = layout.terrain.filter((p) => p.traits.includes('obscuring') && p.footprint.length >= 3);
      expect(polys.length).toBeGreaterThanOrEqual(obscuring.length);
      for (const p of obscuring) expect(polys.some((q) => q.length === p.footprint.length && Math.abs(q[0]![0] - placedFootprint(p)[0]![0]) < 1e-9)).toBe(true);
      // Every point strictly inside the lane is outside every obstacle.
      for (let i = 1; i < 400; i++) {
        const t = i / 400;
        const x = lane.from[0] + t * (lane.to[0] - lane.from[0]), y = lane.from[1] + t * (lane.to[1] - lane.from[1]);
        expect(x).toBeGreaterThanOrEqual(-1e-9);
        expect(x).toBeLessThanOrEqual(60 + 1e-9);
        for (const p of polys) expect(pointInPolygonXY(x, y, p), `${file} point ${i}`).toBe(false);
      }
      // A finer search finds no shorter lane than the coarse one (it samples a superset of directions and offsets).
      expect(longestOpenLane(layout, { directions: 180, stepIn: 0.5 })!.lengthIn).toBeGreaterThanOrEqual(lane.lengthIn - 1e-9);
    });
});
