// Where the rays of one query go: the target's silhouette as the eye sees it, split into columns (vertical planes) and
// rows of strata with a fixed jitter, each ray ending on the target's visible surface.
import type { PrismSet } from './scene';
import { LOS_FAST_PATHS } from './fan';

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
export function columnsFor(n: number, ideal: number): number {
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
export function jitterTable(nu: number, nv: number): Float64Array {
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

/** Result of silhouetteSpan: the smallest and largest angle of the outline about the eye->centre direction. */
export const span = new Float64Array(2);

/**
 * Horizontal extent of prism k's silhouette from the eye (ex, ey), at distance d from its centre in unit direction
 * (ux, uy) = angle baseAngle: tangent angles of the outline about that direction, into `span`. With the eye outside the
 * bounding circle every vertex is in front (dot > 0), so the extreme tangents are ratios, not atan2s.
 */
export function silhouetteSpan(T: PrismSet, k: number, ex: number, ey: number, ux: number, uy: number, d: number, baseAngle: number): void {
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
  span[0] = aMin;
  span[1] = aMax;
}

/** Result of samplePoint: the ray's horizontal length s and the height z of its end. */
export const sample = new Float64Array(2);

/**
 * Where the ray of elevation sine sinF from eye height ez ends on the target, whose front face (at distance sF) spans
 * elevation sines sinBot..sinTop: on that face, or on the target's bottom (zb) or top (zt) beyond it. Into `sample`.
 */
export function samplePoint(sinF: number, sinBot: number, sinTop: number, sF: number, zb: number, zt: number, ez: number): void {
  const tanF = sinF / Math.sqrt(1 - sinF * sinF);
  if (sinF < sinBot) {
    sample[1] = zb;
    sample[0] = (zb - ez) / tanF;
  } else if (sinF > sinTop) {
    sample[1] = zt;
    sample[0] = (zt - ez) / tanF;
  } else {
    sample[0] = sF;
    sample[1] = ez + sF * tanF;
  }
}
