// The fast paths (column sweep, three-mesh-bvh) against plain THREE.Raycaster on seeded random scenes: same answer per ray.
import { describe, expect, it } from 'vitest';
import { lineOfSight } from '../../../engine/los/lineOfSight';
import { castFan } from '../../../engine/los/cast';
import { bvhCaster } from '../../support/los/bvh';
import { raycasterCaster } from '../../support/los/reference';
import { generateLosLayout } from '../../../engine/los/sceneGenerator';
import { seededRandom } from '../../../engine/dice/uniform';
import type { LosOptions, LosResult } from '../../../engine/los/types';

function compareRays(fast: LosResult, ref: LosResult): string | null {
  const a = fast.rays, b = ref.rays;
  for (let i = 0; i < a.count; i++) {
    if (a.blockerKind[i] !== b.blockerKind[i] || a.blockerIndex[i] !== b.blockerIndex[i] || a.terrainIndex[i] !== b.terrainIndex[i])
      return `ray ${i}: fast ${a.blockerKind[i]}/${a.blockerIndex[i]}/${a.terrainIndex[i]} vs reference ${b.blockerKind[i]}/${b.blockerIndex[i]}/${b.terrainIndex[i]}`;
    for (let c = 0; c < 3; c++) {
      const h = a.hits[3 * i + c]!, g = b.hits[3 * i + c]!;
      if (Number.isNaN(h) !== Number.isNaN(g) || Math.abs(h - g) > 1e-3) return `ray ${i}: hit ${h} vs ${g}`;
    }
  }
  return null;
}

describe('fast line of sight equals the plain Raycaster reference', () => {
  const cases: [string, Partial<LosOptions>][] = [
    ['models block, footprints ignored', {}],
    ['obscuring footprints block', { footprints: 'obscuring-blocks' }],
    ['models do not block', { modelsBlock: false, rays: 64 }],
  ];
  for (const [label, opts] of cases)
    it(`on 12 seeded scenes: ${label}`, () => {
      let rays = 0;
      let blocked = 0;
      for (let seed = 1; seed <= 12; seed++) {
        const layout = generateLosLayout({ seed, ruins: 6, woods: 2, areas: 2, models: 30, elevatedShare: 0.2 });
        const rnd = seededRandom(seed * 101);
        for (let p = 0; p < 12; p++) {
          const o = layout.models[Math.floor(rnd() * layout.models.length)]!;
          const t = layout.models[Math.floor(rnd() * layout.models.length)]!;
          if (o.id === t.id) continue;
          const ref = lineOfSight(layout, o.id, t.id, opts, raycasterCaster);
          for (const [method, caster] of [['sweep', castFan], ['bvh', bvhCaster]] as const) {
            const fast = lineOfSight(layout, o.id, t.id, opts, caster);
            expect(compareRays(fast, ref), `${method} seed ${seed} ${o.id}->${t.id}`).toBeNull();
            expect(fast.visibleFraction).toBeCloseTo(ref.visibleFraction, 6);
          }
          rays += ref.rays.count;
          for (let i = 0; i < ref.rays.count; i++) if (ref.rays.blockerKind[i] !== 0) blocked++;
        }
      }
      // The scenes must exercise both outcomes, or the comparison proves little.
      expect(blocked).toBeGreaterThan(rays * 0.1);
      expect(blocked).toBeLessThan(rays * 0.9);
    });
});
