// The blockers that can matter for one query (candidates), and per column of rays the interval each of them covers:
// horizontal distance [s0, s1] along the column's line and a z-range, tested against each ray with a few flops.
import type { LosScene, PrismSet } from './scene';
import { insideFootprint } from './scene';
import { buildCircleGrid, gridNearSegment, sortRange } from './grid';
import type { CircleGrid } from './grid';
import { LOS_FAST_PATHS } from './fan';
import type { FanQuery } from './fan';
import { circleNearSegment, clip2d, clipResult, footprintEntry } from './clip';

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
  sortRange(candIdx, n0, n);
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
export function gatherCandidates(scene: LosScene, q: FanQuery, what: number, n: number): number {
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

/** Clips every candidate against the column's line into the interval arrays (the full-record path). Returns how many. */
export function buildIntervals(scene: LosScene, nc: number, ex: number, ey: number, dx: number, dy: number, sB: number): number {
  let ni = 0;
  for (let c = 0; c < nc; c++) if (candidateInterval(scene, c, ex, ey, dx, dy, sB, ni)) ni++;
  return ni;
}

/**
 * Where the ray z = ez + slope * s, s in (0, sEnd), first meets interval c: that s, or Infinity when it misses it or
 * the interval starts no nearer than `before`.
 */
function intervalHit(c: number, ez: number, slope: number, sEnd: number, before: number): number {
  const a = ivS0[c]!;
  const b = ivS1[c]! < sEnd ? ivS1[c]! : sEnd;
  if (a >= b || a >= before) return Infinity;
  const lo2 = ivZb[c]!, hi2 = ivZt[c]!;
  const za = ez + slope * a;
  let hit: number;
  if (za >= lo2 && za <= hi2) hit = a;
  else if (za > hi2) {
    if (slope >= 0) return Infinity;
    hit = (hi2 - ez) / slope;
  } else {
    if (slope <= 0) return Infinity;
    hit = (lo2 - ez) / slope;
  }
  return hit > b ? Infinity : hit;
}

/** Result of firstHits: the nearest terrain hit and its owner, then the nearest model hit and its owner. */
export const firstHit = new Float64Array(4);

/** The nearest terrain (or footprint) and the nearest model among the first ni intervals on one ray, into firstHit. */
export function firstHits(ni: number, ez: number, slope: number, sEnd: number): void {
  let bestT = Infinity, bestTOwner = -1, bestM = Infinity, bestMOwner = -1;
  for (let c = 0; c < ni; c++) {
    const isT = ivKind[c] === 1;
    const hit = intervalHit(c, ez, slope, sEnd, isT ? bestT : bestM);
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
  firstHit[0] = bestT;
  firstHit[1] = bestTOwner;
  firstHit[2] = bestM;
  firstHit[3] = bestMOwner;
}

/** The rays of one any-hit column: ray i's slope, end distance and whether it is still clear (1) or blocked (0). */
export interface ColumnRays {
  slope: Float64Array;
  sEnd: Float64Array;
  open: Uint8Array;
}

/**
 * Any-hit: closes the open rays of the column (nv of them, `open` still open) that the candidates of the given group
 * meet (models: true for models, false for terrain and footprints), one candidate at a time, stopping once every ray is
 * closed. With `rayModel`, the blocking model goes to rayModel[rayBase + i]. Returns how many rays stay open.
 */
export function closeRays(
  scene: LosScene, nc: number, models: boolean, ex: number, ey: number, ez: number, dx: number, dy: number, sB: number,
  rays: ColumnRays, nv: number, open: number, rayModel: Int32Array | null, rayBase: number,
): number {
  const rayOpen = rays.open, raySlope = rays.slope, raySEnd = rays.sEnd;
  for (let c = 0; c < nc && open > 0; c++) {
    if ((candKind[c] === 2) !== models) continue;
    if (!candidateInterval(scene, c, ex, ey, dx, dy, sB, 0)) continue;
    for (let i = 0; i < nv; i++) {
      if (!rayOpen[i] || intervalHit(0, ez, raySlope[i]!, raySEnd[i]!, Infinity) === Infinity) continue;
      rayOpen[i] = 0;
      open--;
      if (rayModel) rayModel[rayBase + i] = ivOwner[0]!;
    }
  }
  return open;
}
