// Distance between two convex shapes by GJK on support functions (exact for polygons, converges for ellipses).
import { type ConvexShape, support } from './shapes';

// Simplex of up to 3 points of the Minkowski difference A - B, with the A and B support points that made each one.
const W = new Float64Array(6);
const PA = new Float64Array(6);
const PB = new Float64Array(6);
const LAMBDA = new Float64Array(3);
const TMP = new Float64Array(4);
let n = 0;
let vx = 0;
let vy = 0;

const MAX_ITERATIONS = 200;
/** Stop when the distance is known to within this many inches. */
const TOLERANCE_IN = 1e-10;

function keep(i: number, j: number): void {
  // Moves simplex point i (and j, when j >= 0) to slot 0 (and 1), reading everything first so slots may alias.
  const li = LAMBDA[i]!;
  const wi0 = W[2 * i]!, wi1 = W[2 * i + 1]!, ai0 = PA[2 * i]!, ai1 = PA[2 * i + 1]!, bi0 = PB[2 * i]!, bi1 = PB[2 * i + 1]!;
  if (j >= 0) {
    const lj = LAMBDA[j]!;
    const wj0 = W[2 * j]!, wj1 = W[2 * j + 1]!, aj0 = PA[2 * j]!, aj1 = PA[2 * j + 1]!, bj0 = PB[2 * j]!, bj1 = PB[2 * j + 1]!;
    W[2] = wj0; W[3] = wj1; PA[2] = aj0; PA[3] = aj1; PB[2] = bj0; PB[3] = bj1;
    LAMBDA[1] = lj;
  }
  W[0] = wi0; W[1] = wi1; PA[0] = ai0; PA[1] = ai1; PB[0] = bi0; PB[1] = bi1;
  LAMBDA[0] = j >= 0 ? li : 1;
  n = j >= 0 ? 2 : 1;
}

/** Closest point of segment (i, j) of the simplex to the origin: returns squared distance, writes t into TMP[0]. */
function segmentClosest(i: number, j: number): number {
  const x0 = W[2 * i]!, y0 = W[2 * i + 1]!;
  const ex = W[2 * j]! - x0, ey = W[2 * j + 1]! - y0;
  const ee = ex * ex + ey * ey;
  let t = ee > 0 ? -(x0 * ex + y0 * ey) / ee : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  TMP[0] = t;
  const px = x0 + t * ex, py = y0 + t * ey;
  return px * px + py * py;
}

function reduceSegment(i: number, j: number): void {
  segmentClosest(i, j);
  const t = TMP[0]!;
  if (t <= 0) {
    keep(i, -1);
  } else if (t >= 1) {
    keep(j, -1);
  } else {
    LAMBDA[i] = 1 - t;
    LAMBDA[j] = t;
    keep(i, j);
  }
}

/** Reduces the simplex to the feature closest to the origin and updates v. Returns true if the origin is inside. */
function solveSimplex(): boolean {
  if (n === 2) {
    reduceSegment(0, 1);
  } else if (n === 3) {
    const x0 = W[0]!, y0 = W[1]!, x1 = W[2]!, y1 = W[3]!, x2 = W[4]!, y2 = W[5]!;
    const area = (x1 - x0) * (y2 - y0) - (y1 - y0) * (x2 - x0);
    if (area !== 0) {
      const l0 = (x1 * y2 - y1 * x2) / area;
      const l1 = (x2 * y0 - y2 * x0) / area;
      const l2 = 1 - l0 - l1;
      if (l0 >= 0 && l1 >= 0 && l2 >= 0) return true;
    }
    const d01 = segmentClosest(0, 1);
    const d12 = segmentClosest(1, 2);
    const d02 = segmentClosest(0, 2);
    if (d01 <= d12 && d01 <= d02) reduceSegment(0, 1);
    else if (d12 <= d02) reduceSegment(1, 2);
    else reduceSegment(0, 2);
  } else {
    LAMBDA[0] = 1;
  }
  vx = 0;
  vy = 0;
  for (let k = 0; k < n; k++) {
    vx += LAMBDA[k]! * W[2 * k]!;
    vy += LAMBDA[k]! * W[2 * k + 1]!;
  }
  return false;
}

function addPoint(A: ConvexShape, B: ConvexShape, dx: number, dy: number): void {
  // Support of A - B in direction d: sA(d) - sB(-d).
  support(A, dx, dy, PA, 2 * n);
  support(B, -dx, -dy, PB, 2 * n);
  W[2 * n] = PA[2 * n]! - PB[2 * n]!;
  W[2 * n + 1] = PA[2 * n + 1]! - PB[2 * n + 1]!;
  n++;
}

/**
 * Shortest distance between convex shapes A and B, 0 when they touch or overlap. When `witness` is given, writes the
 * closest point on A to witness[0..1] and on B to witness[2..3] (meaningful only when the distance is positive).
 */
export function convexDistance(A: ConvexShape, B: ConvexShape, witness?: Float64Array): number {
  n = 0;
  let dx = B.cx - A.cx;
  let dy = B.cy - A.cy;
  if (dx === 0 && dy === 0) dx = 1;
  addPoint(A, B, -dx, -dy);
  solveSimplex();
  let dist = Math.hypot(vx, vy);
  for (let it = 0; it < MAX_ITERATIONS && dist > 0; it++) {
    // Candidate support point of A - B in direction -v, written into the free slot n.
    support(A, -vx, -vy, PA, 2 * n);
    support(B, vx, vy, PB, 2 * n);
    const wx = PA[2 * n]! - PB[2 * n]!;
    const wy = PA[2 * n + 1]! - PB[2 * n + 1]!;
    const vv = vx * vx + vy * vy;
    const vw = vx * wx + vy * wy;
    // |v| - (v.w)/|v| bounds how far |v| can be above the true distance.
    if ((vv - vw) / dist <= TOLERANCE_IN) break;
    let repeated = false;
    for (let k = 0; k < n; k++) if (W[2 * k] === wx && W[2 * k + 1] === wy) repeated = true;
    if (repeated) break;
    W[2 * n] = wx;
    W[2 * n + 1] = wy;
    n++;
    if (solveSimplex()) {
      dist = 0;
      break;
    }
    const next = Math.hypot(vx, vy);
    if (next >= dist) {
      // No progress (numerical floor): the current estimate is as good as it gets.
      dist = Math.min(dist, next);
      break;
    }
    dist = next;
    if (dist < 1e-12) dist = 0;
  }
  if (witness) {
    let ax = 0, ay = 0, bx = 0, by = 0;
    for (let k = 0; k < n; k++) {
      const l = LAMBDA[k]!;
      ax += l * PA[2 * k]!;
      ay += l * PA[2 * k + 1]!;
      bx += l * PB[2 * k]!;
      by += l * PB[2 * k + 1]!;
    }
    witness[0] = ax;
    witness[1] = ay;
    witness[2] = bx;
    witness[3] = by;
  }
  return dist;
}
