// The grid and the regular-polygon clip give exactly the answers of the plain scan and edge-by-edge clip.
import { afterEach, describe, expect, it } from 'vitest';
import { LOS_FAST_PATHS } from '../../../engine/los/cast';
import { buildCircleGrid, gridNearSegment } from '../../../engine/los/grid';
import { lineOfSight } from '../../../engine/los/lineOfSight';
import { losMatrix } from '../../../engine/los/matrix';
import { generateLosLayout } from '../../../engine/los/sceneGenerator';
import { seededRandom } from '../../../engine/dice/uniform';
import type { LosOptions, LosResult } from '../../../engine/los/types';

const withPaths = <T>(grid: boolean, regularClip: boolean, f: () => T): T => {
  LOS_FAST_PATHS.grid = grid;
  LOS_FAST_PATHS.regularClip = regularClip;
  try {
    return f();
  } finally {
    LOS_FAST_PATHS.grid = LOS_FAST_PATHS.regularClip = true;
  }
};
afterEach(() => void (LOS_FAST_PATHS.grid = LOS_FAST_PATHS.regularClip = true));

const raysOf = (r: LosResult) => [r.visibleFraction, ...r.rays.ends, ...r.rays.hits, ...r.rays.blockerKind, ...r.rays.blockerIndex, ...r.rays.terrainIndex, ...r.rays.weights];

describe('gridNearSegment', () => {
  it('reports every circle that reaches the capsule (brute force), each once', () => {
    const rnd = seededRandom(11);
    const n = 300;
    const cx = new Float64Array(n), cy = new Float64Array(n), r = new Float64Array(n);
    for (let i = 0; i < n; i++) [cx[i], cy[i], r[i]] = [rnd() * 60, rnd() * 44, 0.2 + rnd() * 4];
    const g = buildCircleGrid(cx, cy, r, n);
    const out = new Int32Array(n);
    let hits = 0;
    for (let q = 0; q < 200; q++) {
      const [ax, ay, bx, by, pad] = [rnd() * 60, rnd() * 44, rnd() * 60, rnd() * 44, rnd() * 2];
      const found = new Set(out.subarray(0, gridNearSegment(g, ax, ay, bx, by, pad, out)));
      expect(found.size).toBe(gridNearSegment(g, ax, ay, bx, by, pad, out));
      for (let i = 0; i < n; i++) {
        const vx = bx - ax, vy = by - ay;
        const t = Math.max(0, Math.min(1, ((cx[i]! - ax) * vx + (cy[i]! - ay) * vy) / (vx * vx + vy * vy)));
        const near = Math.hypot(ax + t * vx - cx[i]!, ay + t * vy - cy[i]!) <= r[i]! + pad;
        if (near) {
          hits++;
          expect(found.has(i), `query ${q} circle ${i}`).toBe(true);
        }
      }
    }
    expect(hits).toBeGreaterThan(1000);
  });
});

describe('fast paths equal the plain paths', () => {
  const options: Partial<LosOptions>[] = [{}, { footprints: 'obscuring-blocks' }, { modelsBlock: false, rays: 64 }];
  it('lineOfSight: every ray identical on seeded scenes (grid, regular clip, both)', () => {
    let compared = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const layout = generateLosLayout({ seed, ruins: 10, woods: 3, areas: 2, models: 60, elevatedShare: 0.2 });
      const rnd = seededRandom(seed * 31);
      for (let p = 0; p < 20; p++) {
        const a = layout.models[Math.floor(rnd() * layout.models.length)]!.id;
        const b = layout.models[Math.floor(rnd() * layout.models.length)]!.id;
        if (a === b) continue;
        const opts = options[p % options.length]!;
        const plain = withPaths(false, false, () => raysOf(lineOfSight(layout, a, b, opts)));
        for (const [g, c] of [[true, false], [false, true], [true, true]] as const)
          expect(withPaths(g, c, () => raysOf(lineOfSight(layout, a, b, opts))), `seed ${seed} ${a}->${b} grid ${g} clip ${c}`).toEqual(plain);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('losMatrix: identical shares with and without the fast paths', () => {
    const layout = generateLosLayout({ seed: 5, ruins: 12, woods: 3, areas: 2, models: 50, elevatedShare: 0.1 });
    for (const opts of options) {
      const plain = withPaths(false, false, () => Array.from(losMatrix(layout, opts).fractions));
      const fast = Array.from(losMatrix(layout, opts).fractions);
      expect(fast).toEqual(plain);
      expect(plain.some((v) => v === 0) && plain.some((v) => v > 0 && v < 1)).toBe(true);
    }
  });
});
