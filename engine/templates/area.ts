// Exact area kernels for template coverage: circle-circle lens, convex polygon clipped by half-planes and by a circle.
// Polygons are flat Float64Arrays [x0, y0, x1, y1, ...] with an explicit vertex count, so hot loops allocate nothing.

/** Area common to two circles of radii r1, r2 whose centres are d apart (the lens), exact. */
export function lensArea(r1: number, r2: number, d: number): number {
  if (d >= r1 + r2) return 0;
  const rMin = Math.min(r1, r2);
  if (d <= Math.abs(r1 - r2)) return Math.PI * rMin * rMin;
  const c1 = Math.min(1, Math.max(-1, (d * d + r1 * r1 - r2 * r2) / (2 * d * r1)));
  const c2 = Math.min(1, Math.max(-1, (d * d + r2 * r2 - r1 * r1) / (2 * d * r2)));
  const k = (-d + r1 + r2) * (d + r1 - r2) * (d - r1 + r2) * (d + r1 + r2);
  return r1 * r1 * Math.acos(c1) + r2 * r2 * Math.acos(c2) - 0.5 * Math.sqrt(Math.max(0, k));
}

/** Signed (counter-clockwise positive) shoelace area. */
export function polygonArea(p: Float64Array, n: number): number {
  let s = 0;
  for (let i = 0, j = n - 1; i < n; j = i++) s += p[2 * j]! * p[2 * i + 1]! - p[2 * i]! * p[2 * j + 1]!;
  return s / 2;
}

/**
 * Clips polygon `src` (n vertices) to the half-plane nx * x + ny * y <= c, writing into `dst`; returns the new count.
 * Convex input stays convex and gains at most one vertex.
 */
export function clipHalfPlane(src: Float64Array, n: number, nx: number, ny: number, c: number, dst: Float64Array): number {
  let m = 0;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    const ax = src[2 * i]!;
    const ay = src[2 * i + 1]!;
    const bx = src[2 * j]!;
    const by = src[2 * j + 1]!;
    const da = nx * ax + ny * ay - c;
    const db = nx * bx + ny * by - c;
    if (da <= 0) {
      dst[2 * m] = ax;
      dst[2 * m + 1] = ay;
      m++;
    }
    if ((da < 0 && db > 0) || (da > 0 && db < 0)) {
      const t = da / (da - db);
      dst[2 * m] = ax + t * (bx - ax);
      dst[2 * m + 1] = ay + t * (by - ay);
      m++;
    }
  }
  return m;
}

/** Signed area of circle(0, r) intersected with triangle (0, a, b): the per-edge term of polygon-circle area. */
function triangleCircleArea(ax: number, ay: number, bx: number, by: number, r: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const A = dx * dx + dy * dy;
  if (A === 0) return 0;
  const B = ax * dx + ay * dy;
  const C = ax * ax + ay * ay - r * r;
  const disc = B * B - A * C;
  let t1 = 1;
  let t2 = 1;
  if (disc > 0) {
    const sq = Math.sqrt(disc);
    t1 = Math.min(1, Math.max(0, (-B - sq) / A));
    t2 = Math.min(1, Math.max(0, (-B + sq) / A));
  } else {
    t1 = 1;
    t2 = 1;
  }
  // Pieces [0,t1] and [t2,1] lie outside the circle (sectors); [t1,t2] inside (triangle). With no crossing, all is outside.
  const p1x = ax + t1 * dx;
  const p1y = ay + t1 * dy;
  const p2x = ax + t2 * dx;
  const p2y = ay + t2 * dy;
  let s = sector(ax, ay, p1x, p1y, r) + sector(p2x, p2y, bx, by, r);
  if (disc > 0) s += (p1x * p2y - p2x * p1y) / 2;
  return s;
}

function sector(ax: number, ay: number, bx: number, by: number, r: number): number {
  const cross = ax * by - ay * bx;
  const dot = ax * bx + ay * by;
  if (cross === 0 && dot >= 0) return 0;
  return (r * r * Math.atan2(cross, dot)) / 2;
}

/** Area of (polygon) intersected with circle(cx, cy, r), exact for any simple counter-clockwise polygon. */
export function polygonCircleArea(p: Float64Array, n: number, cx: number, cy: number, r: number): number {
  let s = 0;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    s += triangleCircleArea(p[2 * j]! - cx, p[2 * j + 1]! - cy, p[2 * i]! - cx, p[2 * i + 1]! - cy, r);
  }
  return Math.abs(s);
}
