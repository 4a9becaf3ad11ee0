// The core of line of sight: sample a target's silhouette from an eye and sweep the rays column by column.
//
// Every solid is a vertical prism, and the rays of one query fan out in a few vertical planes (columns). Per column the
// 2D line is clipped once against each candidate blocker, giving an interval of horizontal distance and a z-range;
// each ray in the column is then a straight line in (distance, z) tested against those intervals with a few flops.
import { BLOCKER_MODEL, BLOCKER_NONE, BLOCKER_TERRAIN } from './types';
import type { FootprintSet, LosScene, PrismSet } from './scene';
import { insideFootprint } from './scene';

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
}

export const newFanQuery = (): FanQuery => ({
  ex: 0, ey: 0, ez: 0, target: undefined as unknown as PrismSet, targetIndex: 0, rays: 256,
  includeTerrain: true, modelsBlock: true, skipUnit: -1, skipModel: -1, footprints: false,
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
let clipIn = 0;
let clipOut = 0;

/** Clips the 2D ray (ox, oy) + s (dx, dy) against convex prism k; false when it misses. Sets clipIn/clipOut. */
function clip2d(set: PrismSet, k: number, ox: number, oy: number, dx: number, dy: number): boolean {
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
  clipIn = tIn;
  clipOut = tOut;
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

/** Gathers the blockers of one prism set near the corridor into the candidate list, from position n. */
function gatherPrisms(
  s: PrismSet, kind: number, n: number, ax: number, ay: number, bx: number, by: number, pad: number,
  zLo: number, zHi: number, skipModel: number, skipUnit: number, unit: Int32Array | null,
): number {
  const cxs = s.cx, cys = s.cy, rs = s.r, zbs = s.zb, zts = s.zt;
  const minx = Math.min(ax, bx) - pad, maxx = Math.max(ax, bx) + pad;
  const miny = Math.min(ay, by) - pad, maxy = Math.max(ay, by) + pad;
  for (let i = 0; i < s.count; i++) {
    const cx = cxs[i]!, r = rs[i]!;
    if (cx + r < minx || cx - r > maxx) continue;
    const cy = cys[i]!;
    if (cy + r < miny || cy - r > maxy) continue;
    if (zts[i]! < zLo || zbs[i]! > zHi) continue;
    if (unit !== null && (i === skipModel || unit[i] === skipUnit)) continue;
    if (!circleNearSegment(cx, cy, r, ax, ay, bx, by, pad)) continue;
    candKind[n] = kind;
    candIdx[n++] = i;
  }
  return n;
}

/** Gathers the blockers that can matter for the query: bounding circle near the eye-target corridor, z in reach. */
function gatherCandidates(scene: LosScene, q: FanQuery): number {
  const t = q.target;
  const k = q.targetIndex;
  const tx = t.cx[k]!, ty = t.cy[k]!, tr = t.r[k]!;
  const zLo = Math.min(q.ez, t.zb[k]!);
  const zHi = Math.max(q.ez, t.zt[k]!);
  growScratch(scene.terrain.count + scene.models.count + scene.footprints.count);
  let n = 0;
  if (q.includeTerrain) n = gatherPrisms(scene.terrain, 1, n, q.ex, q.ey, tx, ty, tr, zLo, zHi, -1, -1, null);
  if (q.modelsBlock) n = gatherPrisms(scene.models, 2, n, q.ex, q.ey, tx, ty, tr, zLo, zHi, q.skipModel, q.skipUnit, scene.modelUnit);
  if (q.footprints) {
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

/** Divisor of n nearest (in ratio) to ideal: how many columns the strata get. */
function columnsFor(n: number, ideal: number): number {
  let best = 1;
  let bestErr = Infinity;
  for (let d = 1; d <= n; d++) {
    if (n % d !== 0) continue;
    const err = Math.abs(Math.log(d / ideal));
    if (err < bestErr) {
      bestErr = err;
      best = d;
    }
  }
  return best;
}

const columnsCache = new Map<number, number>();
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

/**
 * Samples the target's silhouette from the eye and casts the rays. Returns the visible share of the silhouette (0..1).
 * With `rec`, every ray's end, first blocker and hit point are written; without it (anyHit), each ray stops at its
 * first blocker of any kind. With rec, the returned weights split the silhouette into equal-solid-angle pieces.
 */
export function castFan(scene: LosScene, q: FanQuery, rec: FanRecord | null): number {
  const T = q.target;
  const k = q.targetIndex;
  const ex = q.ex, ey = q.ey, ez = q.ez;
  const zb = T.zb[k]!, zt = T.zt[k]!;
  const bx = T.cx[k]! - ex, by = T.cy[k]! - ey;
  const d = Math.hypot(bx, by);
  const n = q.rays;
  if (d === 0 || zt <= zb || n <= 0) return degenerate(q, rec);
  const ux = bx / d, uy = by / d;
  // Horizontal extent of the silhouette: tangent angles of the outline about the eye->centre direction. With the eye
  // outside the bounding circle every vertex is in front (dot > 0), so the extreme tangents are ratios, not atan2s.
  let aMin = Infinity, aMax = -Infinity;
  const e0 = T.edgeStart[k]!, e1 = e0 + T.edgeCount[k]!;
  const tv = T.vertices;
  if (d > T.r[k]!) {
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
  const key = n * 4096 + Math.max(-2000, Math.min(2000, Math.round(Math.log2(width / height) * 4)));
  let nu = columnsCache.get(key);
  if (nu === undefined) {
    nu = columnsFor(n, Math.sqrt((n * width) / height));
    columnsCache.set(key, nu);
  }
  const nv = n / nu;
  const nc = gatherCandidates(scene, q);
  const baseAngle = Math.atan2(uy, ux);
  let visible = 0;
  let total = 0;
  const jitter = jitterTable(nu, nv);
  for (let j = 0; j < nu; j++) {
    const jBase = nu + j * nv;
    const ang = baseAngle + aMin + ((j + jitter[j]!) / nu) * width;
    const dx = Math.cos(ang), dy = Math.sin(ang);
    if (!clip2d(T, k, ex, ey, dx, dy) || clipIn <= 0) {
      if (rec) for (let i = 0; i < nv; i++) markUnused(rec, j * nv + i, ex, ey, ez);
      continue;
    }
    const sF = clipIn, sB = clipOut;
    // Sines of the elevation angles (no trig): to the bottom and top of the front face, and of the visible range.
    const sinBot = (zb - ez) / Math.hypot(zb - ez, sF), sinTop = (zt - ez) / Math.hypot(zt - ez, sF);
    const sinLo = ez < zb ? (zb - ez) / Math.hypot(zb - ez, sB) : sinBot;
    const sinHi = ez > zt ? (zt - ez) / Math.hypot(zt - ez, sB) : sinTop;
    const colWeight = sinHi - sinLo;
    // Intervals of this column: each candidate clipped once.
    let ni = 0;
    for (let c = 0; c < nc; c++) {
      const kind = candKind[c]!;
      const idx = candIdx[c]!;
      if (kind === 3) {
        const s = footprintEntry(scene.footprints, idx, ex, ey, dx, dy);
        if (s >= sB) continue;
        ivS0[ni] = s; ivS1[ni] = Infinity; ivZb[ni] = -Infinity; ivZt[ni] = Infinity;
        ivKind[ni] = 1; ivOwner[ni++] = scene.footprints.owner[idx]!;
        continue;
      }
      const set = kind === 1 ? scene.terrain : scene.models;
      // Cheap rejection first: the column's line must pass within the prism's bounding circle, in front of the eye.
      const wx = set.cx[idx]! - ex, wy = set.cy[idx]! - ey, rr = set.r[idx]!;
      const along = wx * dx + wy * dy;
      if (along < -rr || along - rr >= sB) continue;
      const across = wx * dy - wy * dx;
      if (across > rr || across < -rr) continue;
      if (!clip2d(set, idx, ex, ey, dx, dy)) continue;
      if (clipOut <= 0 || clipIn >= sB) continue;
      ivS0[ni] = clipIn > 0 ? clipIn : 0; ivS1[ni] = clipOut; ivZb[ni] = set.zb[idx]!; ivZt[ni] = set.zt[idx]!;
      ivKind[ni] = kind; ivOwner[ni++] = set.owner[idx]!;
    }
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
        if (rec && a >= (isT ? bestT : bestM)) continue;
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
        if (!rec) {
          bestT = hit;
          break;
        }
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
      if (rec) {
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
  }
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
  if (rec) {
    for (let r = 0; r < q.rays; r++) markUnused(rec, r, q.ex, q.ey, q.ez);
    const w = q.rays > 0 ? 1 / q.rays : 0;
    rec.weights.fill(w);
  }
  return 1;
}
