// Splits the line-of-sight matrix over Web Workers (one per core, up to 4) and reassembles the rows.
import type { Layout } from '../../../engine/index';
import type { MatrixReply, MatrixRequest } from './matrix.worker';

let workers: Worker[] = [];
let seq = 0;

function pool(): Worker[] {
  if (workers.length) return workers;
  const n = Math.max(1, Math.min(4, navigator.hardwareConcurrency || 2));
  workers = Array.from({ length: n }, () => new Worker(new URL('./matrix.worker.ts', import.meta.url), { type: 'module' }));
  return workers;
}

/** Row ranges covering [0, n) split into `parts` nearly equal chunks. */
export function splitRows(n: number, parts: number): [number, number][] {
  const out: [number, number][] = [];
  const size = Math.ceil(n / Math.max(1, parts));
  for (let s = 0; s < n; s += size) out.push([s, Math.min(n, s + size)]);
  return out;
}

/** Visible fraction for every observer (row) and target (column) pair, all models, row-major. */
export async function computeMatrix(layout: Layout, rulesetId: string, raysPerPair = 16): Promise<{ ids: string[]; fractions: Float32Array; ms: number }> {
  const t0 = performance.now();
  const ids = layout.models.map((m) => m.id);
  const n = ids.length;
  const ws = pool();
  const chunks = splitRows(n, ws.length);
  const fractions = new Float32Array(n * n);
  await Promise.all(
    chunks.map(
      (rows, i) =>
        new Promise<void>((resolve, reject) => {
          const id = ++seq;
          const w = ws[i % ws.length]!;
          const onMsg = (e: MessageEvent<MatrixReply>) => {
            if (e.data.id !== id) return;
            w.removeEventListener('message', onMsg);
            if (e.data.error) return reject(new Error(e.data.error));
            fractions.set(e.data.fractions, rows[0] * n);
            resolve();
          };
          w.addEventListener('message', onMsg);
          w.postMessage({ id, layout, rulesetId, rows, raysPerPair } satisfies MatrixRequest);
        }),
    ),
  );
  return { ids, fractions, ms: performance.now() - t0 };
}
