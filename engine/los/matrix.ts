// Who can see whom: the LOS matrix over pairs of models (chunkable by rows for workers), unit roll-up, and updates.
import type { Layout, LayoutModel } from '../types';
import { baseBoundingRadius } from '../bases';
import { castFan, FAN_RAY_MODEL, FAN_STATE, fanShareOfMask, newFanQuery, prismNearFan } from './cast';
import { resolveLosOptions, setPairQuery } from './lineOfSight';
import { buildPrismSet, getLosScene, modelBodyOutline } from './scene';
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
  /**
   * With at most 32 rays per pair: which rays of each pair are clear (bit j * nv + i of the pair's fan), same layout
   * as fractions. Lets an update after a move retest only the rays the moved model touched.
   */
  readonly clearMasks?: Uint32Array;
  /** With clearMasks: the rays of each pair that no terrain blocks (models aside); terrain does not move. */
  readonly terrainOpenMasks?: Uint32Array;
  /**
   * With clearMasks: for each ray (pair * raysPerPair + ray) that terrain leaves open but a model blocks, the index in
   * layout.models of one model that blocks it (0xffff otherwise). When a model moves, only rays it was holding are recast.
   */
  readonly rayBlockers?: Uint16Array;
}

const query = newFanQuery();

function indicesOf(scene: LosScene, ids: readonly string[]): Int32Array {
  return Int32Array.from(ids, (id) => {
    const i = scene.modelIndex.get(id);
    if (i === undefined) throw new Error(`LOS matrix: no model "${id}" in the layout.`);
    return i;
  });
}

interface RayMasks {
  readonly clear: Uint32Array;
  readonly terrainOpen: Uint32Array;
  readonly blocker: Uint16Array;
  readonly rays: number;
}

const NO_BLOCKER = 0xffff;

/** The visible share of a pair; with `masks`, its clear and terrain-open rays go to masks.*[at]. */
function pairFraction(scene: LosScene, layout: Layout, oi: number, ti: number, o: LosOptions, masks: RayMasks | null, at = 0): number {
  if (oi === ti) {
    if (masks) masks.clear[at] = masks.terrainOpen[at] = 0xffffffff;
    return 1;
  }
  setPairQuery(query, scene, layout, oi, ti, o);
  const v = castFan(scene, query, null);
  if (masks) {
    const clear = FAN_STATE.clearMask, open = FAN_STATE.terrainOpenMask;
    masks.clear[at] = clear >>> 0;
    masks.terrainOpen[at] = open >>> 0;
    const byModel = open & ~clear;
    for (let r = 0, b = at * masks.rays; r < masks.rays; r++) masks.blocker[b + r] = (byModel >>> r) & 1 ? FAN_RAY_MODEL[r]! : NO_BLOCKER;
  }
  return v;
}

const masksOf = (m: LosMatrix): RayMasks | null =>
  m.clearMasks && m.terrainOpenMasks && m.rayBlockers
    ? { clear: m.clearMasks, terrainOpen: m.terrainOpenMasks, blocker: m.rayBlockers, rays: m.raysPerPair }
    : null;

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
  const masks: RayMasks | null =
    raysPerPair <= 32 && layout.models.length < NO_BLOCKER
      ? { clear: new Uint32Array(fractions.length), terrainOpen: new Uint32Array(fractions.length), blocker: new Uint16Array(fractions.length * raysPerPair), rays: raysPerPair }
      : null;
  for (let r = rowStart; r < rowEnd; r++)
    for (let c = 0; c < nt; c++) {
      const at = (r - rowStart) * nt + c;
      fractions[at] = pairFraction(scene, layout, oIdx[r]!, tIdx[c]!, o, masks, at);
    }
  const m: LosMatrix = { observerIds, targetIds, rowStart, rowEnd, raysPerPair, fractions };
  return masks ? { ...m, clearMasks: masks.clear, terrainOpenMasks: masks.terrainOpen, rayBlockers: masks.blocker } : m;
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

/**
 * Whether the segment from (ex, ey) to (x, y) passes within `reach` (reach2 = reach squared) of (cx, cy), given
 * w = (cx - ex, cy - ey) and ww = |w|^2. No division: the inner loop of an update runs over every pair.
 */
function segmentNear(ex: number, ey: number, wx: number, wy: number, ww: number, x: number, y: number, cx: number, cy: number, reach2: number): boolean {
  const vx = x - ex, vy = y - ey;
  const dot = vx * wx + vy * wy;
  const vv = vx * vx + vy * vy;
  if (dot >= 0 && dot <= vv) {
    const cr = vx * wy - vy * wx;
    return cr * cr <= reach2 * vv;
  }
  if (ww <= reach2) return true;
  const tx = x - cx, ty = y - cy;
  return tx * tx + ty * ty <= reach2;
}

/**
 * After one model moved (layout holds its new place, `previous` its old one), recomputes in place its row, its column
 * and every pair whose line of sight it may have entered or left. Returns how many pairs were looked at again.
 *
 * Pairs other than its row and column change only on rays the moved body touches at its old or new place. When the
 * matrix keeps ray masks (at most 32 rays per pair): pairs whose rays terrain blocks are left alone; rays the moved
 * model was recorded as blocking are recast against the other models; clear rays the new body meets become blocked.
 * The result equals a full recompute bit for bit (same rays, same arithmetic); without masks, such pairs are
 * recomputed whole.
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
  const nt = tIdx.length;
  const masks = masksOf(matrix);
  const fr = matrix.fractions;
  const nearToo = (options.updateScope ?? 'all-affected') === 'all-affected' && o.modelsBlock;
  // The moved body's old place as a one-prism set, to find the pairs whose fan it reached.
  const oldBody = buildPrismSet([{ owner: mi, zb: previous.z, zt: previous.z + previous.heightIn, poly: modelBodyOutline(previous) }]);
  const rMoved = Math.max(baseBoundingRadius(now.base), baseBoundingRadius(previous.base));
  // A first test per pair: the moved body's circle (either place) against the corridor's capsule, whose radius is the
  // target's own bounding radius, as in the exact gather test that follows (so it passes every pair that one does).
  const tx = new Float64Array(nt), ty = new Float64Array(nt), reach2 = new Float64Array(nt);
  for (let c = 0; c < nt; c++) {
    const t = layout.models[tIdx[c]!]!;
    tx[c] = t.x;
    ty[c] = t.y;
    const reach = rMoved + scene.models.r[tIdx[c]!]! + 1e-6;
    reach2[c] = reach * reach;
  }
  const unitOfMoved = scene.modelUnit[mi]!;
  let n = 0;
  const movedCol = tIdx.indexOf(mi);
  const open = masks ? masks.terrainOpen : null;
  const nx0 = now.x, ny0 = now.y, px0 = previous.x, py0 = previous.y;
  for (let r = matrix.rowStart; r < matrix.rowEnd; r++) {
    const oi = oIdx[r]!;
    const row = (r - matrix.rowStart) * nt;
    if (oi === mi) {
      for (let c = 0; c < nt; c++) fr[row + c] = pairFraction(scene, layout, oi, tIdx[c]!, o, masks, row + c);
      n += nt;
      continue;
    }
    if (movedCol >= 0) {
      fr[row + movedCol] = pairFraction(scene, layout, oi, mi, o, masks, row + movedCol);
      n++;
    }
    if (!nearToo || scene.modelUnit[oi] === unitOfMoved) continue;
    const obs = layout.models[oi]!;
    const ex = obs.x, ey = obs.y;
    const nwx = nx0 - ex, nwy = ny0 - ey, nww = nwx * nwx + nwy * nwy;
    const pwx = px0 - ex, pwy = py0 - ey, pww = pwx * pwx + pwy * pwy;
    for (let c = 0; c < nt; c++) {
      // Rays that terrain blocks stay blocked whatever the models do.
      if (c === movedCol || (open !== null && open[row + c] === 0)) continue;
      const x = tx[c]!, y = ty[c]!, rr = reach2[c]!;
      if (!segmentNear(ex, ey, nwx, nwy, nww, x, y, nx0, ny0, rr) && !segmentNear(ex, ey, pwx, pwy, pww, x, y, px0, py0, rr)) continue;
      // With masks, a pair with no clear ray and no ray held by the moved model cannot change: skip its fan setup.
      if (masks && masks.clear[row + c] === 0 && !holdsRay(masks, row + c, mi)) continue;
      const ti = tIdx[c]!;
      setPairQuery(query, scene, layout, oi, ti, o);
      const nearNew = prismNearFan(query, scene.models, mi);
      const nearOld = prismNearFan(query, oldBody, 0);
      if (!nearNew && !nearOld) continue;
      n++;
      fr[row + c] = masks ? patchPair(scene, mi, nearNew, nearOld, masks, row + c, fr[row + c]!) : castFan(scene, query, null);
    }
  }
  return n;
}

/** True when model mi is recorded as blocking one of the pair's rays (rays terrain leaves open, not clear). */
function holdsRay(masks: RayMasks, at: number, mi: number): boolean {
  const byModel = masks.terrainOpen[at]! & ~masks.clear[at]!;
  if (byModel === 0) return false;
  for (let r = 0, b = at * masks.rays; r < masks.rays; r++) if ((byModel >>> r) & 1 && masks.blocker[b + r] === mi) return true;
  return false;
}

/** Patches one pair's masks (query already set) for the moved model mi; returns the pair's share. */
function patchPair(scene: LosScene, mi: number, nearNew: boolean, nearOld: boolean, masks: RayMasks, at: number, share: number): number {
  const before = masks.clear[at]! | 0;
  const byModel = masks.terrainOpen[at]! & ~before;
  const base = at * masks.rays;
  let after = before;
  // Rays held by the moved model: recast against the other models (terrain leaves them open).
  let retest = 0;
  if (nearOld && byModel !== 0)
    for (let r = 0; r < masks.rays; r++) if ((byModel >>> r) & 1 && masks.blocker[base + r] === mi) retest |= 1 << r;
  if (retest !== 0) {
    query.includeTerrain = false;
    query.footprints = false;
    query.rayMask = retest;
    query.skipModel2 = mi;
    castFan(scene, query, null);
    const opened = FAN_STATE.clearMask & retest;
    after |= opened;
    for (let r = 0; r < masks.rays; r++) if (((retest & ~opened) >>> r) & 1) masks.blocker[base + r] = FAN_RAY_MODEL[r]!;
    query.includeTerrain = true;
    query.rayMask = -1;
    query.skipModel2 = -1;
  }
  // Clear rays the new body meets.
  if (nearNew && after !== 0) {
    query.onlyKind = 2;
    query.onlyIndex = mi;
    castFan(scene, query, null);
    query.onlyKind = 0;
    query.onlyIndex = -1;
    const hit = FAN_STATE.usedMask & ~FAN_STATE.clearMask & after;
    after &= ~hit;
    for (let r = 0; r < masks.rays; r++) if ((hit >>> r) & 1) masks.blocker[base + r] = mi;
  }
  if (after === before) return share;
  masks.clear[at] = after >>> 0;
  // The share needs this pair's ray layout, left by the casts above (a change means at least one ran).
  return fanShareOfMask(after);
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
