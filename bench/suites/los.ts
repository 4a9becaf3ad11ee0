// Line-of-sight benchmarks: cover fraction per query (sweep, three-mesh-bvh, plain Raycaster), the matrix, updates.
import type { BenchCase, BenchSuite } from '../run';
import { generateLosLayout, seededRandom } from '../../engine/los/sceneGenerator';
import { lineOfSight } from '../../engine/los/lineOfSight';
import { losMatrix, updateLosMatrixForModel } from '../../engine/los/matrix';
import { viewshed } from '../../engine/los/viewshed';
import type { Layout } from '../../engine/types';
import type { LosOptions } from '../../engine/los/types';

const SCENES: [string, { ruins: number; woods: number; models: number }][] = [
  ['crowded', { ruins: 20, woods: 4, models: 200 }],
  ['half-empty', { ruins: 10, woods: 2, models: 100 }],
  ['open', { ruins: 0, woods: 0, models: 200 }],
];

function pairs(layout: Layout, n: number): [string, string][] {
  const rnd = seededRandom(99);
  const out: [string, string][] = [];
  while (out.length < n) {
    const a = layout.models[Math.floor(rnd() * layout.models.length)]!;
    const b = layout.models[Math.floor(rnd() * layout.models.length)]!;
    if (a.id !== b.id) out.push([a.id, b.id]);
  }
  return out;
}

function coverCase(name: string, layout: Layout, method: LosOptions['method'], batch: number): BenchCase {
  const ps = pairs(layout, 64);
  let i = 0;
  return {
    name,
    batch,
    run: () => {
      const [a, b] = ps[i++ % ps.length]!;
      lineOfSight(layout, a, b, { method, rays: 256 });
    },
  };
}

export const losSuite: BenchSuite = {
  id: 'los',
  title: 'Line of sight (engine/los)',
  setup: () => {
    const cases: BenchCase[] = [];
    for (const [label, spec] of SCENES) {
      const layout = generateLosLayout({ seed: 2024, ...spec });
      cases.push(coverCase(`${label}: 256-ray cover fraction, sweep`, layout, 'sweep', 64));
      cases.push(coverCase(`${label}: 256-ray cover fraction, three-mesh-bvh terrain`, layout, 'bvh', 16));
      cases.push(coverCase(`${label}: 256-ray cover fraction, plain THREE.Raycaster`, layout, 'raycaster', 2));
      const ids = layout.models.slice(0, 100).map((m) => m.id);
      cases.push({ name: `${label}: matrix 100 x 100 models x 16 rays`, run: () => void losMatrix(layout, { observerIds: ids, targetIds: ids }) });
      // One model steps 3" and back, alternately; the full 200 x 200 (or 100 x 100) matrix is patched each time.
      const full = losMatrix(layout);
      const k = 17;
      const before = layout.models[k]!;
      const after = { ...before, x: before.x + (before.x < 30 ? 3 : -3) };
      const moved: Layout = { ...layout, models: layout.models.map((m, j) => (j === k ? after : m)) };
      let flip = false;
      let flip2 = false;
      cases.push({
        name: `${label}: row + column only (drag preview) after one model moves`,
        run: () => {
          flip2 = !flip2;
          if (flip2) updateLosMatrixForModel(moved, full, before.id, before, { updateScope: 'row-column' });
          else updateLosMatrixForModel(layout, full, before.id, after, { updateScope: 'row-column' });
        },
      });
      cases.push({
        name: `${label}: update ${layout.models.length}x${layout.models.length} matrix after one model moves`,
        run: () => {
          flip = !flip;
          if (flip) updateLosMatrixForModel(moved, full, before.id, before);
          else updateLosMatrixForModel(layout, full, before.id, after);
        },
      });
    }
    const crowded = generateLosLayout({ seed: 2024, ...SCENES[0]![1] });
    cases.push({ name: 'crowded: viewshed of one model, 1" cells, 8 rays', run: () => void viewshed(crowded, { from: { x: 10, y: 22, heightIn: 1.5 } }) });
    return cases;
  },
};
