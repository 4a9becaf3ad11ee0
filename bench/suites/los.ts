// Line-of-sight benchmarks: cover fraction per query (sweep, three-mesh-bvh, plain Raycaster), the matrix on one thread
// and split over 2 worker_threads, updates after a move, and a viewshed.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import type { BenchCase, BenchSuite } from '../run';
import { generateLosLayout } from '../../engine/los/sceneGenerator';
import { seededRandom } from '../../engine/dice/uniform';
import { lineOfSight, type LosCaster } from '../../engine/los/lineOfSight';
import { castFan } from '../../engine/los/cast';
import { bvhCaster } from '../../tests/support/los/bvh';
import { raycasterCaster } from '../../tests/support/los/reference';
import { losMatrix, updateLosMatrixForModel } from '../../engine/los/matrix';
import { viewshed } from '../../engine/los/viewshed';
import type { Layout } from '../../engine/types';

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

// The worker entry, bundled with esbuild at setup (worker_threads cannot load .ts through tsx's hooks on Node 20). It
// gets the layout by structured clone on every run, like the renderer's Web Workers, and reports through shared memory
// so the runner's synchronous timing can block on Atomics.wait.
const WORKER_SOURCE = `
import { parentPort } from 'node:worker_threads';
import { losMatrix } from './engine/los/matrix';
parentPort.on('message', (m) => {
  const r = losMatrix(m.layout, { observerIds: m.ids, targetIds: m.ids, rows: m.rows });
  new Float32Array(m.out).set(r.fractions, m.rows[0] * m.ids.length);
  const done = new Int32Array(m.done);
  Atomics.add(done, 0, 1);
  Atomics.notify(done, 0);
});`;
const WORKER_FILE = '/tmp/sightline-bench-los-matrix-worker.mjs';
let workerPool: Worker[] | null = null;

function matrixWorkers(count: number): Worker[] {
  if (workerPool) return workerPool;
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  buildSync({ stdin: { contents: WORKER_SOURCE, resolveDir: root, loader: 'ts', sourcefile: 'los-matrix-worker.ts' }, bundle: true, platform: 'node', format: 'esm', outfile: WORKER_FILE, logLevel: 'error' });
  workerPool = Array.from({ length: count }, () => {
    const w = new Worker(WORKER_FILE);
    w.unref();
    return w;
  });
  return workerPool;
}

/** The matrix rows split evenly over the workers; blocks until all have written their rows. */
function workerMatrixCase(name: string, layout: Layout, ids: string[], workers: Worker[]): BenchCase {
  const out = new SharedArrayBuffer(4 * ids.length * ids.length);
  const done = new SharedArrayBuffer(4);
  const counter = new Int32Array(done);
  const size = Math.ceil(ids.length / workers.length);
  return {
    name,
    run: () => {
      Atomics.store(counter, 0, 0);
      workers.forEach((w, i) => w.postMessage({ layout, ids, rows: [i * size, Math.min(ids.length, (i + 1) * size)], out, done }));
      for (let seen = 0; seen < workers.length; seen = Atomics.load(counter, 0)) Atomics.wait(counter, 0, seen, 10_000);
    },
  };
}

function coverCase(name: string, layout: Layout, caster: LosCaster, batch: number): BenchCase {
  const ps = pairs(layout, 64);
  let i = 0;
  return {
    name,
    batch,
    run: () => {
      const [a, b] = ps[i++ % ps.length]!;
      lineOfSight(layout, a, b, { rays: 256 }, caster);
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
      cases.push(coverCase(`${label}: 256-ray cover fraction, sweep`, layout, castFan, 64));
      cases.push(coverCase(`${label}: 256-ray cover fraction, three-mesh-bvh terrain`, layout, bvhCaster, 16));
      cases.push(coverCase(`${label}: 256-ray cover fraction, plain THREE.Raycaster`, layout, raycasterCaster, 2));
      const ids = layout.models.slice(0, 100).map((m) => m.id);
      cases.push({ name: `${label}: matrix 100 x 100 models x 16 rays`, run: () => void losMatrix(layout, { observerIds: ids, targetIds: ids }) });
      cases.push(workerMatrixCase(`${label}: matrix 100 x 100 x 16, 2 worker_threads`, layout, ids, matrixWorkers(2)));
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
