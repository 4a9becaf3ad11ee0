// Slow, obviously-right references for the measuring tests: dense outlines and brute-force point/segment distances.
import fc from 'fast-check';
import { baseHalfExtents } from '../../../engine/bases';
import type { Base, PlacedBase, Vec2 } from '../../../engine/types';

/** Dense outline of a placed base as a flat [x0, y0, x1, y1, ...] array (circles/ovals: n points; hulls: 4 corners). */
export function denseOutline(p: PlacedBase, n: number): Float64Array {
  const { a, b } = baseHalfExtents(p.base);
  const t = ((p.facingDeg ?? 0) * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  const local: number[] = [];
  if (p.base.kind === 'hull') local.push(-a, -b, a, -b, a, b, -a, b);
  else for (let i = 0; i < n; i++) local.push(a * Math.cos((2 * Math.PI * i) / n), b * Math.sin((2 * Math.PI * i) / n));
  const out = new Float64Array(local.length);
  for (let i = 0; i < local.length; i += 2) {
    out[i] = p.x + local[i]! * c - local[i + 1]! * s;
    out[i + 1] = p.y + local[i]! * s + local[i + 1]! * c;
  }
  return out;
}

export function pointSegmentDistance(px: number, py: number, x0: number, y0: number, x1: number, y1: number): number {
  const ex = x1 - x0;
  const ey = y1 - y0;
  const ee = ex * ex + ey * ey;
  const t = ee > 0 ? Math.min(1, Math.max(0, ((px - x0) * ex + (py - y0) * ey) / ee)) : 0;
  return Math.hypot(px - x0 - t * ex, py - y0 - t * ey);
}

/** Even-odd point in polygon. */
export function pointInPolygonFlat(px: number, py: number, poly: Float64Array): boolean {
  let inside = false;
  const m = poly.length / 2;
  for (let i = 0, j = m - 1; i < m; j = i++) {
    const xi = poly[2 * i]!, yi = poly[2 * i + 1]!, xj = poly[2 * j]!, yj = poly[2 * j + 1]!;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from a point to a closed polyline's edge. */
export function pointPolylineDistance(px: number, py: number, poly: Float64Array): number {
  let best = Infinity;
  const m = poly.length / 2;
  for (let i = 0, j = m - 1; i < m; j = i++) {
    const x0 = poly[2 * j]!, y0 = poly[2 * j + 1]!;
    const ex = poly[2 * i]! - x0, ey = poly[2 * i + 1]! - y0;
    const ee = ex * ex + ey * ey;
    const t = ee > 0 ? Math.min(1, Math.max(0, ((px - x0) * ex + (py - y0) * ey) / ee)) : 0;
    const dx = px - x0 - t * ex, dy = py - y0 - t * ey;
    best = Math.min(best, dx * dx + dy * dy);
  }
  return Math.sqrt(best);
}

/** Brute-force gap between two outlines: every vertex against every segment, both ways; 0 when they cross or nest. */
export function bruteGap(A: Float64Array, B: Float64Array): number {
  // One outline wholly inside the other: any vertex of the inner one is inside the outer one.
  if (pointInPolygonFlat(A[0]!, A[1]!, B) || pointInPolygonFlat(B[0]!, B[1]!, A)) return 0;
  if (polylinesCross(A, B)) return 0;
  let best = Infinity;
  for (let i = 0; i < A.length; i += 2) best = Math.min(best, pointPolylineDistance(A[i]!, A[i + 1]!, B));
  for (let i = 0; i < B.length; i += 2) best = Math.min(best, pointPolylineDistance(B[i]!, B[i + 1]!, A));
  return best;
}

const orient = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
  Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));

/** True when some edge of closed polyline A properly crosses some edge of B. */
export function polylinesCross(A: Float64Array, B: Float64Array): boolean {
  const m = A.length / 2;
  const k = B.length / 2;
  for (let i = 0, j = m - 1; i < m; j = i++) {
    const ax = A[2 * j]!, ay = A[2 * j + 1]!, bx = A[2 * i]!, by = A[2 * i + 1]!;
    for (let p = 0, q = k - 1; p < k; q = p++) {
      const cx = B[2 * q]!, cy = B[2 * q + 1]!, dx = B[2 * p]!, dy = B[2 * p + 1]!;
      if (orient(ax, ay, bx, by, cx, cy) * orient(ax, ay, bx, by, dx, dy) < 0 && orient(cx, cy, dx, dy, ax, ay) * orient(cx, cy, dx, dy, bx, by) < 0)
        return true;
    }
  }
  return false;
}

export function brutePointDistance(p: PlacedBase, q: Vec2, n = 20000): number {
  const o = denseOutline(p, n);
  if (pointInPolygonFlat(q[0], q[1], o)) return 0;
  return pointPolylineDistance(q[0], q[1], o);
}

// Arbitraries: real preset-ish sizes, any facing, positions near the middle of a table.
export const roundBaseArb: fc.Arbitrary<Base> = fc
  .double({ min: 25, max: 160, noNaN: true })
  .map((d) => ({ kind: 'round', diameterMm: d }));
export const ovalBaseArb: fc.Arbitrary<Base> = fc
  .tuple(fc.double({ min: 40, max: 170, noNaN: true }), fc.double({ min: 0.4, max: 1, noNaN: true }))
  .map(([l, k]) => ({ kind: 'oval', lengthMm: l, widthMm: Math.max(25, l * k) }));
export const hullBaseArb: fc.Arbitrary<Base> = fc
  .tuple(fc.double({ min: 1, max: 10, noNaN: true }), fc.double({ min: 1, max: 6, noNaN: true }))
  .map(([l, w]) => ({ kind: 'hull', lengthIn: l, widthIn: w }));
export const anyBaseArb = fc.oneof(roundBaseArb, ovalBaseArb, hullBaseArb);

export const placedArb = (baseArb: fc.Arbitrary<Base>): fc.Arbitrary<PlacedBase> =>
  fc
    .record({
      base: baseArb,
      x: fc.double({ min: 20, max: 40, noNaN: true }),
      y: fc.double({ min: 15, max: 30, noNaN: true }),
      facingDeg: fc.double({ min: -360, max: 360, noNaN: true }),
    })
    .map((r) => r as PlacedBase);

export const SEED = 20261122;
