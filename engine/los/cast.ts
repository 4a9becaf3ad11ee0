// The core of line of sight: sample a target's silhouette from an eye and sweep the rays column by column.
//
// Every solid is a vertical prism, and the rays of one query fan out in a few vertical planes (columns). Per column the
// 2D line is clipped once against each candidate blocker, giving an interval of horizontal distance and a z-range;
// each ray in the column is then a straight line in (distance, z) tested against those intervals with a few flops.
import { BLOCKER_MODEL, BLOCKER_NONE, BLOCKER_TERRAIN } from './types';
import type { FootprintSet, LosScene, PrismSet } from './scene';
import { insideFootprint } from './scene';
import { buildCircleGrid, gridNearSegment, sortSmallInts } from './grid';
import type { CircleGrid } from './grid';

/**
 * Switches for the fast paths, all on by default. Tests turn them off to check that each gives the same answers as the
 * plain version: `grid` finds candidate blockers through a uniform grid instead of scanning every solid; `regularClip`
 * clips round bodies (regular polygons) at the two edges around the analytic entry and exit instead of every edge.
 */
export const LOS_FAST_PATHS = { grid: true, regularClip: true };

/** A query, filled in place by callers (one module-level object each, so hot loops allocate nothing). */
export interface FanQuery {
  ex: number;
  ey: number;
  ez: number;
  target: PrismSet;
  targetIndex: number;
  rays: number;
  /** Terrain solids block (footprints are governed by `footprints`). */
  includeTerrain: boolean;
  modelsBlock: boolean;
  /** Models of this unit number never block (-1: none). */
  skipUnit: number;
  /** This model never blocks (the target itself; -1: none). */
  skipModel: number;
  footprints: boolean;
  /** A second model that never blocks (-1: none); matrix updates use it to leave out a model that moved. */
  skipModel2: number;
  /**
   * Any-hit casts with at most 32 rays: only rays whose bit is set are tested (bit j * nv + i; -1 for all). The
   * returned share then counts only them as clear; read `fanClearMask` instead.
   */
  rayMask: number;
  /** Instead of gathering blockers, test only this one prism: 1 terrain or 2 model, with `onlyIndex` (0: gather). */
  onlyKind: number;
  onlyIndex: number;
}

export const newFanQuery = (): FanQuery => ({
  ex: 0, ey: 0, ez: 0, target: undefined as unknown as PrismSet, targetIndex: 0, rays: 256,
  includeTerrain: true, modelsBlock: true, skipUnit: -1, skipModel: -1, footprints: false,
  skipModel2: -1, rayMask: -1, onlyKind: 0, onlyIndex: -1,
});

/** Per-ray output for a full query (sized to the ray count by the caller). */
export interface FanRecord {
  ends: Float32Array;
  hits: Float32Array;
  blockerKind: Uint8Array;
  blockerIndex: Int32Array;
  terrainIndex: Int32Array;
  weights: Float32Array;
  /** Unit direction of each ray's column in the table plane, and the ray's horizontal length. */
  colDx: Float64Array;
  colDy: Float64Array;
  sampleS: Float64Array;
  /** Where along the ray (0 eye .. 1 sample) the first blocker and the first terrain are hit (Infinity: none). */
  firstT: Float64Array;
  terrainT: Float64Array;
}

export function newFanRecord(n: number): FanRecord {
  return {
    ends: new Float32Array(3 * n), hits: new Float32Array(3 * n), blockerKind: new Uint8Array(n),
    blockerIndex: new Int32Array(n), terrainIndex: new Int32Array(n), weights: new Float32Array(n),
    colDx: new Float64Array(n), colDy: new Float64Array(n), sampleS: new Float64Array(n),
    firstT: new Float64Array(n), terrainT: new Float64Array(n),
  };
}

/** Rays stop this fraction short of the sample point, so the target's own surface is never counted as a blocker. */
export const RAY_END_EPS = 1e-7;

// Candidate blockers of the current query: kind (1 terrain prism, 2 model prism, 3 footprint) and index in its set.
let candKind = new Uint8Array(256);
let candIdx = new Int32Array(256);
// Per-column intervals: horizontal distance [s0, s1], z range, kind (1 terrain, 2 model), owner.
let ivS0 = new Float64Array(256);
let ivS1 = new Float64Array(256);
let ivZb = new Float64Array(256);
let ivZt = new Float64Array(256);
let ivKind = new Uint8Array(256);
let ivOwner = new Int32Array(256);

function growScratch(n: number): void {
  if (n <= candKind.length) return;
  const m = Math.max(n, candKind.length * 2);
  candKind = new Uint8Array(m);
  candIdx = new Int32Array(m);
  ivS0 = new Float64Array(m);
  ivS1 = new Float64Array(m);
  ivZb = new Float64Array(m);
  ivZt = new Float64Array(m);
  ivKind = new Uint8Array(m);
  ivOwner = new Int32Array(m);
}

/** A fixed hash of two integers to (0, 1): deterministic jitter for the strata. */
export function strataJitter(i: number, j: number): number {
  let h = Math.imul(i + 0x9e3779b9, 0x85ebca6b) ^ Math.imul(j + 0x7f4a7c15, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return 0.02 + 0.96 * ((h >>> 0) / 4294967296);
}

// Result of clip2d: the 2D line's entry and exit distances.
// (A typed array, not two module-level lets: V8 boxes every double written to a module variable, which made the
// clip allocate on each call.)
const clipResult = new Float64Array(2);

/** Distance along unit (dx, dy) from (ox, oy) to the plane of edge e: the expression every clip uses. */
function edgeT(pl: Float64Array, e: number, ox: number, oy: number, dx: number, dy: number): number {
  const nx = pl[3 * e]!;
  const ny = pl[3 * e + 1]!;
  return (pl[3 * e + 2]! - (nx * ox + ny * oy)) / (nx * dx + ny * dy);
}

// cos(2 pi / n + margin) per edge count n: how far off-centre a line may pass for the two-edge clip (0: not yet known).
const regularReach = new Float64Array(1025);

/**
 * Clip against a regular polygon: with the line at offset h from the centre (|h| well inside the apothem a), the entry
 * distance over entering edges is L - (a - h sin b) / cos b at normal angle b from -d, smallest at sin b = h / a and
 * unimodal, so the largest entry among the edges is at one of the two edges around that angle (the exit likewise).
 * Returns 1 (sets clipResult), or -1 when the line is too close to grazing (the caller clips edge by edge).
 */
function clipRegular(set: PrismSet, k: number, ox: number, oy: number, dx: number, dy: number): number {
  const n = set.polyN[k]!;
  const a = set.apothem[k]!;
  const h = (oy - set.cy[k]!) * dx - (ox - set.cx[k]!) * dy;
  const step = (2 * Math.PI) / n;
  // Both edges around the optimum must face the line strictly: |b| + step stays below 90 degrees.
  let reach = regularReach[n];
  if (reach === undefined || reach === 0) reach = regularReach[n] = Math.cos(step + 0.05);
  if (!(Math.abs(h) < a * reach)) return -1;
  const b = Math.asin(h / a);
  const theta = Math.atan2(dy, dx);
  const e0 = set.edgeStart[k]!;
  const pl = set.planes;
  let u = Math.floor((theta + Math.PI - b - set.normalPhase[k]!) / step) % n;
  if (u < 0) u += n;
  const i1 = edgeT(pl, e0 + u, ox, oy, dx, dy), i2 = edgeT(pl, e0 + (u + 1 === n ? 0 : u + 1), ox, oy, dx, dy);
  u = Math.floor((theta + b - set.normalPhase[k]!) / step) % n;
  if (u < 0) u += n;
  const o1 = edgeT(pl, e0 + u, ox, oy, dx, dy), o2 = edgeT(pl, e0 + (u + 1 === n ? 0 : u + 1), ox, oy, dx, dy);
  clipResult[0] = i1 > i2 ? i1 : i2;
  clipResult[1] = o1 < o2 ? o1 : o2;
  return 1;
}

/** Clips the 2D ray (ox, oy) + s (dx, dy) against convex prism k; false when it misses. Sets clipResult (entry, exit). */
function clip2d(set: PrismSet, k: number, ox: number, oy: number, dx: number, dy: number): boolean {
  if (set.polyN[k] !== 0 && LOS_FAST_PATHS.regularClip && clipRegular(set, k, ox, oy, dx, dy) === 1) return true;
  let tIn = -Infinity;
  let tOut = Infinity;
  const pl = set.planes;
  const e0 = set.edgeStart[k]!;
  const e1 = e0 + set.edgeCount[k]!;
  for (let e = e0; e < e1; e++) {
    const nx = pl[3 * e]!;
    const ny = pl[3 * e + 1]!;
    const nd = nx * dx + ny * dy;
    const no = pl[3 * e + 2]! - (nx * ox + ny * oy);
    if (nd === 0) {
      if (no < 0) return false;
      continue;
    }
    const t = no / nd;
    if (nd < 0) {
      if (t > tIn) tIn = t;
    } else if (t < tOut) tOut = t;
    if (tIn > tOut) return false;
  }
  clipResult[0] = tIn;
  clipResult[1] = tOut;
  return true;
}

/** Smallest s > 0 at which the 2D ray crosses an edge of footprint k (Infinity if none). */
function footprintEntry(f: FootprintSet, k: number, ox: number, oy: number, dx: number, dy: number): number {
  const s0 = f.segStart[k]!;
  const n = f.segCount[k]!;
  const v = f.vertices;
  let best = Infinity;
  for (let i = 0; i < n; i++) {
    const a = s0 + i;
    const b = s0 + ((i + 1) % n);
    const ax = v[2 * a]!, ay = v[2 * a + 1]!;
    const ex = v[2 * b]! - ax, ey = v[2 * b + 1]! - ay;
    const den = dx * ey - dy * ex;
    if (den === 0) continue;
    const wx = ax - ox, wy = ay - oy;
    const s = (wx * ey - wy * ex) / den;
    const u = (wx * dy - wy * dx) / den;
    if (s > 0 && u >= 0 && u <= 1 && s < best) best = s;
  }
  return best;
}

/** Whether a circle (cx, cy, r) reaches within `pad` of the segment a-b. */
function circleNearSegment(cx: number, cy: number, r: number, ax: number, ay: number, bx: number, by: number, pad: number): boolean {
  const vx = bx - ax, vy = by - ay;
  const len2 = vx * vx + vy * vy;
  let t = len2 > 0 ? ((cx - ax) * vx + (cy - ay) * vy) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const qx = ax + t * vx - cx, qy = ay + t * vy - cy;
  const rr = r + pad;
  return qx * qx + qy * qy <= rr * rr;
}

// Grids over each prism set and footprint set, built on first use (a set is never changed after it is cached).
/**
 * The grid over a prism set's groups: runs of prisms with the same owner (a terrain piece's solids; each model body is
 * its own group). Grid items are groups, so a ruin of nine boxes is one item; a group's circle holds its prisms' circles.
 */
interface PrismGroups {
  readonly grid: CircleGrid;
  readonly start: Int32Array;
  readonly end: Int32Array;
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  readonly r: Float64Array;
}
const groupsCache = new WeakMap<PrismSet, PrismGroups>();

function groupsOf(s: PrismSet): PrismGroups {
  let g = groupsCache.get(s);
  if (g) return g;
  const starts: number[] = [];
  for (let i = 0; i < s.count; i++) if (i === 0 || s.owner[i] !== s.owner[i - 1]) starts.push(i);
  const n = starts.length;
  const start = Int32Array.from(starts);
  const end = new Int32Array(n);
  const cx = new Float64Array(n), cy = new Float64Array(n), r = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const a = start[k]!, b = k + 1 < n ? start[k + 1]! : s.count;
    end[k] = b;
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (let i = a; i < b; i++) {
      x0 = Math.min(x0, s.cx[i]! - s.r[i]!);
      x1 = Math.max(x1, s.cx[i]! + s.r[i]!);
      y0 = Math.min(y0, s.cy[i]! - s.r[i]!);
      y1 = Math.max(y1, s.cy[i]! + s.r[i]!);
    }
    cx[k] = (x0 + x1) / 2;
    cy[k] = (y0 + y1) / 2;
    let rr = 0;
    for (let i = a; i < b; i++) rr = Math.max(rr, Math.hypot(s.cx[i]! - cx[k]!, s.cy[i]! - cy[k]!) + s.r[i]!);
    r[k] = rr * (1 + 1e-9) + 1e-9;
  }
  g = { grid: buildCircleGrid(cx, cy, r, n), start, end, cx, cy, r };
  groupsCache.set(s, g);
  return g;
}
let gridOut = new Int32Array(256);

/** The exact test a prism must pass to be a candidate: bounding box, z-range, skips, circle near the corridor. */
function prismQualifies(
  s: PrismSet, i: number, ax: number, ay: number, bx: number, by: number, pad: number, minx: number, maxx: number,
  miny: number, maxy: number, zLo: number, zHi: number, skipModel: number, skipModel2: number, skipUnit: number,
  unit: Int32Array | null,
): boolean {
  const cx = s.cx[i]!, r = s.r[i]!;
  if (cx + r < minx || cx - r > maxx) return false;
  const cy = s.cy[i]!;
  if (cy + r < miny || cy - r > maxy) return false;
  if (s.zt[i]! < zLo || s.zb[i]! > zHi) return false;
  if (unit !== null && (i === skipModel || i === skipModel2 || unit[i] === skipUnit)) return false;
  return circleNearSegment(cx, cy, r, ax, ay, bx, by, pad);
}

/** Gathers the blockers of one prism set near the corridor into the candidate list, from position n, in index order. */
function gatherPrisms(
  s: PrismSet, kind: number, n: number, ax: number, ay: number, bx: number, by: number, pad: number,
  zLo: number, zHi: number, skipModel: number, skipModel2: number, skipUnit: number, unit: Int32Array | null,
): number {
  const minx = Math.min(ax, bx) - pad, maxx = Math.max(ax, bx) + pad;
  const miny = Math.min(ay, by) - pad, maxy = Math.max(ay, by) + pad;
  if (!LOS_FAST_PATHS.grid) {
    for (let i = 0; i < s.count; i++) {
      if (!prismQualifies(s, i, ax, ay, bx, by, pad, minx, maxx, miny, maxy, zLo, zHi, skipModel, skipModel2, skipUnit, unit)) continue;
      candKind[n] = kind;
      candIdx[n++] = i;
    }
    return n;
  }
  const groups = groupsOf(s);
  if (gridOut.length < groups.start.length) gridOut = new Int32Array(Math.max(groups.start.length, 2 * gridOut.length));
  const found = gridNearSegment(groups.grid, ax, ay, bx, by, pad, gridOut);
  const n0 = n;
  for (let f = 0; f < found; f++) {
    const k = gridOut[f]!;
    // A group listed in a touched cell may still lie off the corridor: one circle test skips all its prisms.
    if (groups.end[k]! - groups.start[k]! > 1 && !circleNearSegment(groups.cx[k]!, groups.cy[k]!, groups.r[k]!, ax, ay, bx, by, pad)) continue;
    for (let i = groups.start[k]!, e = groups.end[k]!; i < e; i++) {
      if (!prismQualifies(s, i, ax, ay, bx, by, pad, minx, maxx, miny, maxy, zLo, zHi, skipModel, skipModel2, skipUnit, unit)) continue;
      candIdx[n++] = i;
    }
  }
  // The scan's order (by index), so ties between blockers at the same distance resolve the same way.
  sortSmallInts(candIdx, n0, n);
  for (let c = n0; c < n; c++) candKind[c] = kind;
  return n;
}

/**
 * Whether prism `idx` of `set` would be gathered as a candidate blocker for the query (bounding box, z-range, circle
 * near the corridor), leaving aside which models are skipped. Matrix updates use it to find the pairs a move touches.
 */
export function prismNearFan(q: FanQuery, set: PrismSet, idx: number): boolean {
  const t = q.target;
  const k = q.targetIndex;
  const tx = t.cx[k]!, ty = t.cy[k]!, pad = t.r[k]!;
  const zLo = Math.min(q.ez, t.zb[k]!);
  const zHi = Math.max(q.ez, t.zt[k]!);
  const minx = Math.min(q.ex, tx) - pad, maxx = Math.max(q.ex, tx) + pad;
  const miny = Math.min(q.ey, ty) - pad, maxy = Math.max(q.ey, ty) + pad;
  return prismQualifies(set, idx, q.ex, q.ey, tx, ty, pad, minx, maxx, miny, maxy, zLo, zHi, -1, -1, -1, null);
}

/**
 * Gathers the blockers that can matter for the query (bounding circle near the eye-target corridor, z in reach) into
 * the candidate list from position n. what: 0 everything (terrain, models, footprints: the order ties resolve in),
 * 1 terrain and footprints, 2 models. Returns the new length.
 */
function gatherCandidates(scene: LosScene, q: FanQuery, what: number, n: number): number {
  const t = q.target;
  const k = q.targetIndex;
  const tx = t.cx[k]!, ty = t.cy[k]!, tr = t.r[k]!;
  const zLo = Math.min(q.ez, t.zb[k]!);
  const zHi = Math.max(q.ez, t.zt[k]!);
  growScratch(n + scene.terrain.count + scene.models.count + scene.footprints.count + 1);
  if (q.onlyKind !== 0) {
    if (what !== 0 && (what === 2) !== (q.onlyKind === 2)) return n;
    candKind[n] = q.onlyKind;
    candIdx[n] = q.onlyIndex;
    return n + 1;
  }
  if (q.includeTerrain && what !== 2) n = gatherPrisms(scene.terrain, 1, n, q.ex, q.ey, tx, ty, tr, zLo, zHi, -1, -1, -1, null);
  if (q.modelsBlock && what !== 1) n = gatherPrisms(scene.models, 2, n, q.ex, q.ey, tx, ty, tr, zLo, zHi, q.skipModel, q.skipModel2, q.skipUnit, scene.modelUnit);
  if (q.footprints && what !== 2) {
    const f = scene.footprints;
    for (let i = 0; i < f.count; i++) {
      if (!circleNearSegment(f.cx[i]!, f.cy[i]!, f.r[i]!, q.ex, q.ey, tx, ty, tr)) continue;
      // Area terrain does not block for a model inside it, nor for a target inside it.
      if (insideFootprint(f, i, q.ex, q.ey) || insideFootprint(f, i, tx, ty)) continue;
      candKind[n] = 3;
      candIdx[n++] = i;
    }
  }
  return n;
}

// Divisors of each ray count, ascending: a pure function of n, so remembering them never changes an answer.
const divisorsCache = new Map<number, Int32Array>();
function divisorsOf(n: number): Int32Array {
  let t = divisorsCache.get(n);
  if (!t) {
    const ds: number[] = [];
    for (let d = 1; d <= n; d++) if (n % d === 0) ds.push(d);
    divisorsCache.set(n, (t = Int32Array.from(ds)));
  }
  return t;
}

/**
 * Divisor of n nearest (in ratio) to ideal: how many columns the strata get. Computed for every query from its own
 * ideal: a cache keyed by a rounded ideal would hand later queries the answer of whichever query came first.
 */
function columnsFor(n: number, ideal: number): number {
  const ds = divisorsOf(n);
  let best = 1;
  let bestErr = Infinity;
  for (let i = 0; i < ds.length; i++) {
    const d = ds[i]!;
    const err = Math.abs(Math.log(d / ideal));
    if (err < bestErr) {
      bestErr = err;
      best = d;
    }
  }
  return best;
}

const jitterCache = new Map<number, Float64Array>();

/** Jitter of the strata: nu column offsets, then nv row offsets per column. Cached per shape. */
function jitterTable(nu: number, nv: number): Float64Array {
  const key = nu * 65536 + nv;
  let t = jitterCache.get(key);
  if (!t) {
    t = new Float64Array(nu + nu * nv);
    for (let j = 0; j < nu; j++) {
      t[j] = strataJitter(j, 7919);
      for (let i = 0; i < nv; i++) t[nu + j * nv + i] = strataJitter(i, j);
    }
    jitterCache.set(key, t);
  }
  return t;
}

/** What the last any-hit cast of at most 32 rays saw, ray by ray (bit j * nv + i), for matrix updates. */
export const FAN_STATE = {
  /** Rays tested and clear. */
  clearMask: 0,
  /** Rays in columns that reach the target (the ones that count in the share). */
  usedMask: 0,
  /** Rays tested that no terrain solid or footprint blocks (models aside). */
  terrainOpenMask: 0,
  /** The eye was inside the target's outline: seen fully, no rays. */
  degenerate: false,
};
/** After an any-hit cast of at most 32 rays: for each ray a model blocked, that model's index (else unspecified). */
export const FAN_RAY_MODEL = new Int32Array(32);
// Column weights of the last cast, to turn a clear-ray mask back into a share with the very same arithmetic.
let colW = new Float64Array(64);
let colUsed = new Uint8Array(64);
let fanNu = 0;
let fanNv = 0;
// Per-ray scratch of an any-hit column: slope, end distance, still clear.
let raySlope = new Float64Array(64);
let raySEnd = new Float64Array(64);
let rayOpen = new Uint8Array(64);

/** Clips candidate c against the column's line into interval slot `at`; false when it cannot block the column. */
function candidateInterval(scene: LosScene, c: number, ex: number, ey: number, dx: number, dy: number, sB: number, at: number): boolean {
  const kind = candKind[c]!;
  const idx = candIdx[c]!;
  if (kind === 3) {
    const s = footprintEntry(scene.footprints, idx, ex, ey, dx, dy);
    if (s >= sB) return false;
    ivS0[at] = s; ivS1[at] = Infinity; ivZb[at] = -Infinity; ivZt[at] = Infinity;
    ivKind[at] = 1; ivOwner[at] = scene.footprints.owner[idx]!;
    return true;
  }
  const set = kind === 1 ? scene.terrain : scene.models;
  // Cheap rejection first: the column's line must pass within the prism's bounding circle, in front of the eye.
  const wx = set.cx[idx]! - ex, wy = set.cy[idx]! - ey, rr = set.r[idx]!;
  const along = wx * dx + wy * dy;
  if (along < -rr || along - rr >= sB) return false;
  const across = wx * dy - wy * dx;
  if (across > rr || across < -rr) return false;
  if (!clip2d(set, idx, ex, ey, dx, dy)) return false;
  const clipIn = clipResult[0]!, clipOut = clipResult[1]!;
  if (clipOut <= 0 || clipIn >= sB) return false;
  ivS0[at] = clipIn > 0 ? clipIn : 0; ivS1[at] = clipOut; ivZb[at] = set.zb[idx]!; ivZt[at] = set.zt[idx]!;
  ivKind[at] = kind; ivOwner[at] = set.owner[idx]!;
  return true;
}

/** Clips every candidate against the column's line into the interval arrays (the full-record path). */
function buildIntervals(scene: LosScene, nc: number, ex: number, ey: number, dx: number, dy: number, sB: number): number {
  let ni = 0;
  for (let c = 0; c < nc; c++) if (candidateInterval(scene, c, ex, ey, dx, dy, sB, ni)) ni++;
  return ni;
}

/**
 * Any-hit: closes the open rays of the column (rayOpen, raySlope, raySEnd; nv of them, `open` still open) that the
 * candidates of the given group meet (models: true for models, false for terrain and footprints), one candidate at a
 * time, stopping once every ray is closed. With `record`, the blocking model goes to FAN_RAY_MODEL[rayBase + i].
 * Returns how many rays stay open.
 */
function closeRays(
  scene: LosScene, nc: number, models: boolean, ex: number, ey: number, ez: number, dx: number, dy: number, sB: number,
  nv: number, open: number, record: boolean, rayBase: number,
): number {
  for (let c = 0; c < nc && open > 0; c++) {
    if ((candKind[c] === 2) !== models) continue;
    if (!candidateInterval(scene, c, ex, ey, dx, dy, sB, 0)) continue;
    for (let i = 0; i < nv; i++) {
      if (!rayOpen[i] || rayBlocker(1, ez, raySlope[i]!, raySEnd[i]!) < 0) continue;
      rayOpen[i] = 0;
      open--;
      if (record) FAN_RAY_MODEL[rayBase + i] = ivOwner[0]!;
    }
  }
  return open;
}

/** The first of the first ni intervals that the ray z = ez + slope * s, s in (0, sEnd), meets, or -1. */
function rayBlocker(ni: number, ez: number, slope: number, sEnd: number): number {
  for (let c = 0; c < ni; c++) {
    const a = ivS0[c]!;
    const b = ivS1[c]! < sEnd ? ivS1[c]! : sEnd;
    if (a >= b) continue;
    const lo2 = ivZb[c]!, hi2 = ivZt[c]!;
    const za = ez + slope * a;
    let hit: number;
    if (za >= lo2 && za <= hi2) hit = a;
    else if (za > hi2) {
      if (slope >= 0) continue;
      hit = (hi2 - ez) / slope;
    } else {
      if (slope <= 0) continue;
      hit = (lo2 - ez) / slope;
    }
    if (hit > b) continue;
    return c;
  }
  return -1;
}

function growColumns(nu: number, nv: number): void {
  if (colW.length < nu) {
    colW = new Float64Array(Math.max(nu, 2 * colW.length));
    colUsed = new Uint8Array(colW.length);
  }
  if (raySlope.length < nv) {
    raySlope = new Float64Array(Math.max(nv, 2 * raySlope.length));
    raySEnd = new Float64Array(raySlope.length);
    rayOpen = new Uint8Array(raySlope.length);
  }
}

/**
 * The share seen when exactly the rays in `mask` are clear, for the ray layout of the last cast (same arithmetic as
 * castFan, so a patched share equals a fresh one bit for bit).
 */
export function fanShareOfMask(mask: number): number {
  if (FAN_STATE.degenerate) return 1;
  let visible = 0;
  let total = 0;
  for (let j = 0; j < fanNu; j++) {
    if (!colUsed[j]) continue;
    const w = colW[j]!;
    for (let i = 0; i < fanNv; i++) {
      total += w;
      if ((mask >>> (j * fanNv + i)) & 1) visible += w;
    }
  }
  return total > 0 ? visible / total : 0;
}

/**
 * Samples the target's silhouette from the eye and casts the rays. Returns the visible share of the silhouette (0..1).
 * With `rec`, every ray's end, first blocker and hit point are written; without it (anyHit), each ray stops at its
 * first blocker of any kind, terrain being tried before models. With rec, the returned weights split the silhouette
 * into equal-solid-angle pieces. Any-hit casts of at most 32 rays also leave their clear rays in FAN_STATE.
 */
export function castFan(scene: LosScene, q: FanQuery, rec: FanRecord | null): number {
  const T = q.target;
  const k = q.targetIndex;
  const ex = q.ex, ey = q.ey, ez = q.ez;
  const zb = T.zb[k]!, zt = T.zt[k]!;
  const bx = T.cx[k]! - ex, by = T.cy[k]! - ey;
  const d = Math.sqrt(bx * bx + by * by);
  const n = q.rays;
  FAN_STATE.degenerate = false;
  FAN_STATE.clearMask = 0;
  FAN_STATE.usedMask = 0;
  FAN_STATE.terrainOpenMask = 0;
  fanNu = 0;
  if (d === 0 || zt <= zb || n <= 0) return degenerate(q, rec);
  const ux = bx / d, uy = by / d;
  const baseAngle = Math.atan2(uy, ux);
  // Horizontal extent of the silhouette: tangent angles of the outline about the eye->centre direction. With the eye
  // outside the bounding circle every vertex is in front (dot > 0), so the extreme tangents are ratios, not atan2s.
  let aMin = Infinity, aMax = -Infinity;
  const e0 = T.edgeStart[k]!, e1 = e0 + T.edgeCount[k]!;
  const tv = T.vertices;
  if (d > T.r[k]!) {
    const pn = T.polyN[k]!;
    if (pn !== 0 && LOS_FAST_PATHS.regularClip) {
      // A regular outline: the extreme vertices are the two around each tangent point of the circle through them
      // (the angle seen from the eye is monotonic along each arc between the tangent points).
      const step = (2 * Math.PI) / pn;
      // The direction from the target back to the eye (angles only feed floor(.) % pn, so +pi needs no wrapping).
      const back = baseAngle + Math.PI;
      const off = Math.acos(Math.min(1, T.r[k]! / d));
      for (let side = -1; side <= 1; side += 2) {
        let v = Math.floor((back + side * off - T.vertexPhase[k]!) / step) % pn;
        if (v < 0) v += pn;
        for (let m = 0; m < 2; m++) {
          const e = e0 + (v + m) % pn;
          const vx = tv[2 * e]! - ex, vy = tv[2 * e + 1]! - ey;
          const a = (ux * vy - uy * vx) / (ux * vx + uy * vy);
          if (a < aMin) aMin = a;
          if (a > aMax) aMax = a;
        }
      }
    } else
      for (let e = e0; e < e1; e++) {
        const vx = tv[2 * e]! - ex, vy = tv[2 * e + 1]! - ey;
        const a = (ux * vy - uy * vx) / (ux * vx + uy * vy);
        if (a < aMin) aMin = a;
        if (a > aMax) aMax = a;
      }
    aMin = Math.atan(aMin);
    aMax = Math.atan(aMax);
  } else
    for (let e = e0; e < e1; e++) {
      const vx = tv[2 * e]! - ex, vy = tv[2 * e + 1]! - ey;
      const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
      if (a < aMin) aMin = a;
      if (a > aMax) aMax = a;
    }
  if (!(aMax > aMin) || aMax - aMin >= Math.PI) return degenerate(q, rec);
  const width = aMax - aMin;
  const height = Math.max(1e-9, Math.atan2(zt - ez, d) - Math.atan2(zb - ez, d));
  const nu = columnsFor(n, Math.sqrt((n * width) / height));
  const nv = n / nu;
  growColumns(nu, nv);
  fanNu = nu;
  fanNv = nv;
  // Any-hit casts gather models only once some ray gets past the terrain.
  let nc = gatherCandidates(scene, q, rec ? 0 : 1, 0);
  let modelsGathered = rec !== null;
  const masked = rec === null && n <= 32;
  const filter = masked ? q.rayMask : -1;
  let clearMask = 0;
  let usedMask = 0;
  let terrainOpen = 0;
  let visible = 0;
  let total = 0;
  const jitter = jitterTable(nu, nv);
  for (let j = 0; j < nu; j++) {
    const jBase = nu + j * nv;
    const ang = baseAngle + aMin + ((j + jitter[j]!) / nu) * width;
    const dx = Math.cos(ang), dy = Math.sin(ang);
    colUsed[j] = 0;
    if (!clip2d(T, k, ex, ey, dx, dy) || clipResult[0]! <= 0) {
      if (rec) for (let i = 0; i < nv; i++) markUnused(rec, j * nv + i, ex, ey, ez);
      continue;
    }
    const sF = clipResult[0]!, sB = clipResult[1]!;
    // Sines of the elevation angles (no trig): to the bottom and top of the front face, and of the visible range.
    // (Math.sqrt, not Math.hypot: hypot is several times slower in V8 and the inputs are inches, far from overflow.)
    const zbe = zb - ez, zte = zt - ez;
    const sinBot = zbe / Math.sqrt(zbe * zbe + sF * sF), sinTop = zte / Math.sqrt(zte * zte + sF * sF);
    const sinLo = ez < zb ? zbe / Math.sqrt(zbe * zbe + sB * sB) : sinBot;
    const sinHi = ez > zt ? zte / Math.sqrt(zte * zte + sB * sB) : sinTop;
    const colWeight = sinHi - sinLo;
    colW[j] = colWeight;
    colUsed[j] = 1;
    if (rec === null) {
      // Any hit: terrain and footprints first (cheap boxes that block most), then models for the rays still clear;
      // each candidate is clipped only while some ray of the column is still open.
      let open = 0;
      for (let i = 0; i < nv; i++) {
        rayOpen[i] = 0;
        if (masked && ((filter >>> (j * nv + i)) & 1) === 0) continue;
        const sinF = sinLo + ((i + jitter[jBase + i]!) / nv) * (sinHi - sinLo);
        const tanF = sinF / Math.sqrt(1 - sinF * sinF);
        let s: number, z: number;
        if (sinF < sinBot) {
          z = zb;
          s = (zb - ez) / tanF;
        } else if (sinF > sinTop) {
          z = zt;
          s = (zt - ez) / tanF;
        } else {
          s = sF;
          z = ez + sF * tanF;
        }
        raySlope[i] = (z - ez) / s;
        raySEnd[i] = s * (1 - RAY_END_EPS);
        rayOpen[i] = 1;
        open++;
      }
      open = closeRays(scene, nc, false, ex, ey, ez, dx, dy, sB, nv, open, false, 0);
      if (masked && open > 0) for (let i = 0; i < nv; i++) if (rayOpen[i]) terrainOpen |= 1 << (j * nv + i);
      if (open > 0) {
        if (!modelsGathered) {
          nc = gatherCandidates(scene, q, 2, nc);
          modelsGathered = true;
        }
        closeRays(scene, nc, true, ex, ey, ez, dx, dy, sB, nv, open, masked, j * nv);
      }
      for (let i = 0; i < nv; i++) {
        total += colWeight;
        if (rayOpen[i]) {
          visible += colWeight;
          if (masked) clearMask |= 1 << (j * nv + i);
        }
      }
      if (masked) usedMask |= (nv >= 32 ? -1 : (1 << nv) - 1) << (j * nv);
      continue;
    }
    // Intervals of this column: each candidate clipped once.
    const ni = buildIntervals(scene, nc, ex, ey, dx, dy, sB);
    for (let i = 0; i < nv; i++) {
      // Uniform in the sine of the elevation: equal solid angle per ray within the column.
      const sinF = sinLo + ((i + jitter[jBase + i]!) / nv) * (sinHi - sinLo);
      const tanF = sinF / Math.sqrt(1 - sinF * sinF);
      let s: number, z: number;
      if (sinF < sinBot) {
        z = zb;
        s = (zb - ez) / tanF;
      } else if (sinF > sinTop) {
        z = zt;
        s = (zt - ez) / tanF;
      } else {
        s = sF;
        z = ez + sF * tanF;
      }
      const slope = (z - ez) / s;
      const sEnd = s * (1 - RAY_END_EPS);
      let bestT = Infinity, bestTOwner = -1, bestM = Infinity, bestMOwner = -1;
      for (let c = 0; c < ni; c++) {
        const a = ivS0[c]!;
        const b = ivS1[c]! < sEnd ? ivS1[c]! : sEnd;
        if (a >= b) continue;
        const isT = ivKind[c] === 1;
        if (a >= (isT ? bestT : bestM)) continue;
        const lo2 = ivZb[c]!, hi2 = ivZt[c]!;
        const za = ez + slope * a;
        let hit: number;
        if (za >= lo2 && za <= hi2) hit = a;
        else if (za > hi2) {
          if (slope >= 0) continue;
          hit = (hi2 - ez) / slope;
        } else {
          if (slope <= 0) continue;
          hit = (lo2 - ez) / slope;
        }
        if (hit > b) continue;
        if (isT) {
          if (hit < bestT) {
            bestT = hit;
            bestTOwner = ivOwner[c]!;
          }
        } else if (hit < bestM) {
          bestM = hit;
          bestMOwner = ivOwner[c]!;
        }
      }
      const clear = bestT === Infinity && bestM === Infinity;
      total += colWeight;
      if (clear) visible += colWeight;
      const r = j * nv + i;
      rec.ends[3 * r] = ex + dx * s;
      rec.ends[3 * r + 1] = ey + dy * s;
      rec.ends[3 * r + 2] = z;
      rec.weights[r] = colWeight;
      rec.colDx[r] = dx;
      rec.colDy[r] = dy;
      rec.sampleS[r] = s;
      rec.terrainIndex[r] = bestTOwner;
      const h = bestT <= bestM ? bestT : bestM;
      rec.firstT[r] = h / s;
      rec.terrainT[r] = bestT / s;
      if (clear) {
        rec.blockerKind[r] = BLOCKER_NONE;
        rec.blockerIndex[r] = -1;
        rec.hits[3 * r] = rec.hits[3 * r + 1] = rec.hits[3 * r + 2] = NaN;
      } else {
        rec.blockerKind[r] = bestT <= bestM ? BLOCKER_TERRAIN : BLOCKER_MODEL;
        rec.blockerIndex[r] = bestT <= bestM ? bestTOwner : bestMOwner;
        rec.hits[3 * r] = ex + dx * h;
        rec.hits[3 * r + 1] = ey + dy * h;
        rec.hits[3 * r + 2] = ez + slope * h;
      }
    }
  }
  FAN_STATE.clearMask = clearMask;
  FAN_STATE.usedMask = usedMask;
  FAN_STATE.terrainOpenMask = terrainOpen;
  if (rec && total > 0) for (let r = 0; r < n; r++) rec.weights[r] = rec.weights[r]! / total;
  return total > 0 ? visible / total : 0;
}

function markUnused(rec: FanRecord, r: number, ex: number, ey: number, ez: number): void {
  rec.ends[3 * r] = ex;
  rec.ends[3 * r + 1] = ey;
  rec.ends[3 * r + 2] = ez;
  rec.weights[r] = 0;
  rec.blockerKind[r] = BLOCKER_NONE;
  rec.blockerIndex[r] = -1;
  rec.terrainIndex[r] = -1;
  rec.hits[3 * r] = rec.hits[3 * r + 1] = rec.hits[3 * r + 2] = NaN;
  rec.colDx[r] = rec.colDy[r] = rec.sampleS[r] = 0;
  rec.firstT[r] = rec.terrainT[r] = Infinity;
}

/** The eye is inside or directly over the target's outline (models overlapping): count it as fully seen. */
function degenerate(q: FanQuery, rec: FanRecord | null): number {
  FAN_STATE.degenerate = true;
  FAN_STATE.clearMask = FAN_STATE.usedMask = FAN_STATE.terrainOpenMask = q.rays >= 32 ? -1 : (1 << q.rays) - 1;
  if (rec) {
    for (let r = 0; r < q.rays; r++) markUnused(rec, r, q.ex, q.ey, q.ez);
    const w = q.rays > 0 ? 1 / q.rays : 0;
    rec.weights.fill(w);
  }
  return 1;
}
