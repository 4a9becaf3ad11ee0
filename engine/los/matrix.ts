// Who can see whom: the LOS matrix over pairs of models (chunkable by rows for workers), unit roll-up, and updates.
import type { Layout, LayoutModel } from '../types';
import { baseBoundingRadius } from '../bases';
import { castFan, newFanQuery } from './cast';
import { resolveLosOptions, setPairQuery } from './lineOfSight';
import { getLosScene } from './scene';
import type { LosScene } from './scene';
import type { LosOptions } from './types';

export interface LosMatrixOptions extends Partial<Omit<LosOptions, 'rays' | 'method'>> {
  /** Observers (rows) and targets (columns); all models by default. */
  readonly observerIds?: readonly string[];
  readonly targetIds?: readonly string[];
  /** Rays per pair (16 by default). */
  readonly raysPerPair?: number;
  /** Compute only observer rows [start, end): one chunk for one worker. */
  readonly rows?: readonly [number, number];
  /**
   * For updates: 'all-affected' (default, exact) also redoes pairs whose line passes near the moved model's old or new
   * place; 'row-column' redoes only the moved model's own row and column (a fast preview while dragging).
   */
  readonly updateScope?: 'all-affected' | 'row-column';
}

/** Visible shares, row-major: fractions[(o - rowStart) * targetIds.length + t]. A model sees itself fully. */
export interface LosMatrix {
  readonly observerIds: readonly string[];
  readonly targetIds: readonly string[];
  readonly rowStart: number;
  readonly rowEnd: number;
  readonly raysPerPair: number;
  readonly fractions: Float32Array;
}

const query = newFanQuery();

function indicesOf(scene: LosScene, ids: readonly string[]): Int32Array {
  return Int32Array.from(ids, (id) => {
    const i = scene.modelIndex.get(id);
    if (i === undefined) throw new Error(`LOS matrix: no model "${id}" in the layout.`);
    return i;
  });
}

function pairFraction(scene: LosScene, layout: Layout, oi: number, ti: number, o: LosOptions): number {
  if (oi === ti) return 1;
  setPairQuery(query, scene, layout, oi, ti, o);
  return castFan(scene, query, null);
}

/** The visible share for every observer x target pair (any-hit rays; the sweep method). */
export function losMatrix(layout: Layout, options: LosMatrixOptions = {}): LosMatrix {
  const scene = getLosScene(layout);
  const raysPerPair = options.raysPerPair ?? 16;
  const o = resolveLosOptions({ ...options, rays: raysPerPair });
  const observerIds = options.observerIds ?? layout.models.map((m) => m.id);
  const targetIds = options.targetIds ?? layout.models.map((m) => m.id);
  const rowStart = Math.max(0, options.rows?.[0] ?? 0);
  const rowEnd = Math.min(observerIds.length, options.rows?.[1] ?? observerIds.length);
  const oIdx = indicesOf(scene, observerIds);
  const tIdx = indicesOf(scene, targetIds);
  const nt = tIdx.length;
  const fractions = new Float32Array(Math.max(0, rowEnd - rowStart) * nt);
  for (let r = rowStart; r < rowEnd; r++)
    for (let c = 0; c < nt; c++) fractions[(r - rowStart) * nt + c] = pairFraction(scene, layout, oIdx[r]!, tIdx[c]!, o);
  return { observerIds, targetIds, rowStart, rowEnd, raysPerPair, fractions };
}

/** The visible share of one pair in a matrix (undefined when the pair is not in it). */
export function losMatrixValue(m: LosMatrix, observerId: string, targetId: string): number | undefined {
  const r = m.observerIds.indexOf(observerId);
  const c = m.targetIds.indexOf(targetId);
  if (r < m.rowStart || r >= m.rowEnd || c < 0) return undefined;
  return m.fractions[(r - m.rowStart) * m.targetIds.length + c];
}

/** Every other model that can see `targetId`, most visible first. */
export function whoCanSee(
  layout: Layout,
  targetId: string,
  options: LosMatrixOptions = {},
): { observerId: string; visibleFraction: number }[] {
  const observerIds = options.observerIds ?? layout.models.filter((m) => m.id !== targetId).map((m) => m.id);
  const m = losMatrix(layout, { ...options, observerIds, targetIds: [targetId], rows: undefined });
  return observerIds
    .map((observerId, i) => ({ observerId, visibleFraction: m.fractions[i]! }))
    .filter((x) => x.visibleFraction > 0)
    .sort((a, b) => b.visibleFraction - a.visibleFraction);
}

function nearSegment(cx: number, cy: number, r: number, ax: number, ay: number, bx: number, by: number): boolean {
  const vx = bx - ax, vy = by - ay;
  const len2 = vx * vx + vy * vy;
  let t = len2 > 0 ? ((cx - ax) * vx + (cy - ay) * vy) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  return Math.hypot(ax + t * vx - cx, ay + t * vy - cy) <= r;
}

/**
 * After one model moved (layout holds its new place, `previous` its old one), recomputes in place its row, its column
 * and every pair whose line of sight passes near its old or new place. Returns how many pairs were recomputed.
 */
export function updateLosMatrixForModel(
  layout: Layout,
  matrix: LosMatrix,
  movedId: string,
  previous: LayoutModel,
  options: LosMatrixOptions = {},
): number {
  const scene = getLosScene(layout);
  const o = resolveLosOptions({ ...options, rays: matrix.raysPerPair });
  const oIdx = indicesOf(scene, matrix.observerIds);
  const tIdx = indicesOf(scene, matrix.targetIds);
  const mi = scene.modelIndex.get(movedId);
  if (mi === undefined) throw new Error(`LOS matrix: no model "${movedId}" in the layout.`);
  const now = layout.models[mi]!;
  const rNow = baseBoundingRadius(now.base), rOld = baseBoundingRadius(previous.base);
  const nt = tIdx.length;
  const nearToo = (options.updateScope ?? 'all-affected') === 'all-affected' && o.modelsBlock;
  let n = 0;
  for (let r = matrix.rowStart; r < matrix.rowEnd; r++) {
    const oi = oIdx[r]!;
    const obs = layout.models[oi]!;
    for (let c = 0; c < nt; c++) {
      const ti = tIdx[c]!;
      const t = layout.models[ti]!;
      const pad = baseBoundingRadius(t.base);
      const touched =
        oi === mi ||
        ti === mi ||
        (nearToo &&
          (nearSegment(now.x, now.y, rNow + pad, obs.x, obs.y, t.x, t.y) ||
            nearSegment(previous.x, previous.y, rOld + pad, obs.x, obs.y, t.x, t.y)));
      if (!touched) continue;
      matrix.fractions[(r - matrix.rowStart) * nt + c] = pairFraction(scene, layout, oi, ti, o);
      n++;
    }
  }
  return n;
}

/** Unit to unit: a unit sees another when any of its models sees any of the other's (the best share is kept). */
export function unitLosMatrix(layout: Layout, m: LosMatrix): { units: string[]; fractions: Float32Array } {
  const unitKey = new Map(layout.models.map((x) => [x.id, `${String(x.side)}:${x.unit}`]));
  const units = [...new Set([...m.observerIds, ...m.targetIds].map((id) => unitKey.get(id)!))];
  const ui = new Map(units.map((u, i) => [u, i]));
  const fractions = new Float32Array(units.length * units.length);
  const nt = m.targetIds.length;
  for (let r = m.rowStart; r < m.rowEnd; r++) {
    const a = ui.get(unitKey.get(m.observerIds[r]!)!)!;
    for (let c = 0; c < nt; c++) {
      const b = ui.get(unitKey.get(m.targetIds[c]!)!)!;
      const v = m.fractions[(r - m.rowStart) * nt + c]!;
      if (v > fractions[a * units.length + b]!) fractions[a * units.length + b] = v;
    }
  }
  return { units, fractions };
}
