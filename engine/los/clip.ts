// Clipping a 2D line (a column of rays, seen from above) against convex prisms and footprints, allocation-free.
import type { FootprintSet, PrismSet } from './scene';
import { LOS_FAST_PATHS } from './fan';

/**
 * Result of clip2d: the 2D line's entry and exit distances.
 * (A typed array, not two module-level lets: V8 boxes every double written to a module variable, which made the
 * clip allocate on each call.)
 */
export const clipResult = new Float64Array(2);

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
export function clip2d(set: PrismSet, k: number, ox: number, oy: number, dx: number, dy: number): boolean {
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
export function footprintEntry(f: FootprintSet, k: number, ox: number, oy: number, dx: number, dy: number): number {
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
export function circleNearSegment(cx: number, cy: number, r: number, ax: number, ay: number, bx: number, by: number, pad: number): boolean {
  const vx = bx - ax, vy = by - ay;
  const len2 = vx * vx + vy * vy;
  let t = len2 > 0 ? ((cx - ax) * vx + (cy - ay) * vy) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const qx = ax + t * vx - cx, qy = ay + t * vy - cy;
  const rr = r + pad;
  return qx * qx + qy * qy <= rr * rr;
}
