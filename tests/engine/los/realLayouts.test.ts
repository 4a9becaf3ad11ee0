// Line of sight on real tournament layouts with generated models: fast paths equal plain THREE.Raycaster and the plain scan.
import { describe, expect, it } from 'vitest';
import { loadLayout } from '../../../engine/layout/index';
import { LOS_FAST_PATHS } from '../../../engine/los/cast';
import { lineOfSight } from '../../../engine/los/lineOfSight';
import { raycasterCaster } from '../../support/los/reference';
import { losMatrix } from '../../../engine/los/matrix';
import { seededRandom } from '../../../engine/dice/uniform';
import { placedFootprint } from '../../../engine/geometry/placement';
import { pointInPolygonXY } from '../../../engine/geometry/polygon';
import type { Layout, LayoutModel, Vec2 } from '../../../engine/types';
import { readRealLayout, realLayoutFiles } from '../../fixtures/real-layouts';

/** The layout with `n` seeded models (two sides, units of 5) standing outside every terrain footprint. */
function withModels(layout: Layout, n: number, seed: number): Layout {
  const rnd = seededRandom(seed);
  const feet = layout.terrain.filter((p) => p.footprint.length >= 3).map((p) => placedFootprint(p));
  const models: LayoutModel[] = [];
  for (let tries = 0; models.length < n && tries < n * 50; tries++) {
    const x = 1 + rnd() * (layout.table.widthIn - 2), y = 1 + rnd() * (layout.table.depthIn - 2);
    if (feet.some((f) => pointInPolygonXY(x, y, f)) || models.some((m) => Math.hypot(m.x - x, m.y - y) < 1.4)) continue;
    const k = models.length;
    models.push({ id: `g${k}`, unit: `u${Math.floor(k / 5)}`, side: (Math.floor(k / 5) % 2) + 1, x, y, z: 0, facingDeg: rnd() * 360, heightIn: 1.2 + rnd() * 0.8, base: { kind: 'round', diameterMm: 32 } });
  }
  return { ...layout, models };
}

const files = realLayoutFiles();
const chosen = [files[0]!, files[Math.floor(files.length / 3)]!, files[Math.floor((2 * files.length) / 3)]!, files[files.length - 1]!];

describe('line of sight on real layouts', () => {
  for (const file of chosen)
    it(`${file}: sweep equals THREE.Raycaster ray by ray, and the matrix equals the plain scan`, () => {
      const layout = withModels(loadLayout(readRealLayout(file)), 40, file.length);
      expect(layout.models.length).toBeGreaterThan(30);
      const rnd = seededRandom(7);
      let blocked = 0, rays = 0;
      // At least 6 pairs, and more until both clear and blocked rays have been compared.
      for (let p = 0; p < 40 && (p < 6 || blocked === 0 || blocked === rays); p++) {
        const a = layout.models[Math.floor(rnd() * layout.models.length)]!.id;
        const b = layout.models[Math.floor(rnd() * layout.models.length)]!.id;
        if (a === b) continue;
        for (const footprints of ['ignore', 'obscuring-blocks'] as const) {
          const ref = lineOfSight(layout, a, b, { rays: 64, footprints }, raycasterCaster);
          const fast = lineOfSight(layout, a, b, { rays: 64, footprints });
          for (let i = 0; i < 64; i++) {
            expect([fast.rays.blockerKind[i], fast.rays.blockerIndex[i], fast.rays.terrainIndex[i]], `${a}->${b} ray ${i}`).toEqual([ref.rays.blockerKind[i], ref.rays.blockerIndex[i], ref.rays.terrainIndex[i]]);
            if (ref.rays.blockerKind[i] !== 0) blocked++;
            rays++;
          }
          expect(fast.visibleFraction).toBeCloseTo(ref.visibleFraction, 6);
        }
      }
      expect(blocked).toBeGreaterThan(0);
      expect(blocked).toBeLessThan(rays);
      const fast = Array.from(losMatrix(layout).fractions);
      LOS_FAST_PATHS.grid = LOS_FAST_PATHS.regularClip = false;
      try {
        expect(fast).toEqual(Array.from(losMatrix(layout).fractions));
      } finally {
        LOS_FAST_PATHS.grid = LOS_FAST_PATHS.regularClip = true;
      }
    });
});
