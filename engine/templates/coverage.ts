// How much of a base a template covers: exact lens area for circles on round bases, exact polygon clipping otherwise.
import type { PlacedBase } from '../types';
import { baseBoundingRadius, baseHalfExtents, mmToIn } from '../bases';
import { clipHalfPlane, lensArea, polygonArea, polygonCircleArea } from './area';
import { capsuleSignedDistance, type TemplateCapsule } from './shapes';

/** Vertices of the polygon standing in for a round or oval base (coverage is a ratio of polygon areas). */
export const BASE_POLYGON_SEGMENTS = 256;

const MAX_VERTS = BASE_POLYGON_SEGMENTS + 16;
const BASE = new Float64Array(2 * MAX_VERTS);
const BUF1 = new Float64Array(2 * MAX_VERTS);
const BUF2 = new Float64Array(2 * MAX_VERTS);
const HULL_X = [-1, 1, 1, -1] as const;
const HULL_Y = [-1, -1, 1, 1] as const;
const COS = new Float64Array(BASE_POLYGON_SEGMENTS);
const SIN = new Float64Array(BASE_POLYGON_SEGMENTS);
for (let i = 0; i < BASE_POLYGON_SEGMENTS; i++) {
  COS[i] = Math.cos((2 * Math.PI * i) / BASE_POLYGON_SEGMENTS);
  SIN[i] = Math.sin((2 * Math.PI * i) / BASE_POLYGON_SEGMENTS);
}

/** Writes the placed base's outline (counter-clockwise) into BASE; returns its vertex count. */
function loadBasePolygon(placed: PlacedBase): number {
  const { a, b } = baseHalfExtents(placed.base);
  const t = ((placed.facingDeg ?? 0) * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  if (placed.base.kind === 'hull') {
    for (let i = 0; i < 4; i++) {
      const lx = HULL_X[i]! * a;
      const ly = HULL_Y[i]! * b;
      BASE[2 * i] = placed.x + lx * c - ly * s;
      BASE[2 * i + 1] = placed.y + lx * s + ly * c;
    }
    return 4;
  }
  for (let i = 0; i < BASE_POLYGON_SEGMENTS; i++) {
    const lx = a * COS[i]!;
    const ly = b * SIN[i]!;
    BASE[2 * i] = placed.x + lx * c - ly * s;
    BASE[2 * i + 1] = placed.y + lx * s + ly * c;
  }
  return BASE_POLYGON_SEGMENTS;
}

/** Area of BASE (n vertices) inside the capsule. Capsule = quad between the tangents + the cap of each circle. */
function capsulePolygonArea(cap: TemplateCapsule, n: number): number {
  const dx = cap.bx - cap.ax;
  const dy = cap.by - cap.ay;
  const h = Math.hypot(dx, dy);
  if (h <= Math.abs(cap.br - cap.ar)) {
    return cap.br >= cap.ar ? polygonCircleArea(BASE, n, cap.bx, cap.by, cap.br) : polygonCircleArea(BASE, n, cap.ax, cap.ay, cap.ar);
  }
  const axis = Math.atan2(dy, dx);
  const phi = Math.acos((cap.ar - cap.br) / h);
  const cm = Math.cos(axis - phi);
  const sm = Math.sin(axis - phi);
  const cp = Math.cos(axis + phi);
  const sp = Math.sin(axis + phi);
  // Tangent points, counter-clockwise: A-, B-, B+, A+.
  const a1x = cap.ax + cap.ar * cm, a1y = cap.ay + cap.ar * sm;
  const b1x = cap.bx + cap.br * cm, b1y = cap.by + cap.br * sm;
  const b2x = cap.bx + cap.br * cp, b2y = cap.by + cap.br * sp;
  const a2x = cap.ax + cap.ar * cp, a2y = cap.ay + cap.ar * sp;

  // The quad: keep the left side of each counter-clockwise edge (n . q <= c with n the right normal).
  let m = clipEdge(BASE, n, a1x, a1y, b1x, b1y, BUF1, false);
  m = clipEdge(BUF1, m, b1x, b1y, b2x, b2y, BUF2, false);
  m = clipEdge(BUF2, m, b2x, b2y, a2x, a2y, BUF1, false);
  if (cap.ar > 0) m = clipEdge(BUF1, m, a2x, a2y, a1x, a1y, BUF2, false);
  else BUF2.set(BUF1.subarray(0, 2 * m));
  let area = m >= 3 ? Math.abs(polygonArea(BUF2, m)) : 0;

  // The far cap of B lies right of edge B- -> B+; the back cap of A right of edge A+ -> A-.
  m = clipEdge(BASE, n, b1x, b1y, b2x, b2y, BUF1, true);
  if (m >= 3) area += polygonCircleArea(BUF1, m, cap.bx, cap.by, cap.br);
  if (cap.ar > 0) {
    m = clipEdge(BASE, n, a2x, a2y, a1x, a1y, BUF1, true);
    if (m >= 3) area += polygonCircleArea(BUF1, m, cap.ax, cap.ay, cap.ar);
  }
  return area;
}

function clipEdge(src: Float64Array, n: number, px: number, py: number, qx: number, qy: number, dst: Float64Array, keepRight: boolean): number {
  const ex = qx - px;
  const ey = qy - py;
  const sign = keepRight ? -1 : 1;
  return clipHalfPlane(src, n, sign * ey, -sign * ex, sign * (ey * px - ex * py), dst);
}

/**
 * The fraction of the base's area under the template's capsule, 0..1. Exact for a circular template on a round base (lens
 * formula); otherwise exact clipping of a 256-gon standing in for a round or oval base (within about 1e-4), exact for hulls.
 */
export function capsuleCoverage(cap: TemplateCapsule, placed: PlacedBase): number {
  const reach = baseBoundingRadius(placed.base);
  const sd = capsuleSignedDistance(cap, placed.x, placed.y);
  if (sd >= reach) return 0;
  const isCircle = cap.ax === cap.bx && cap.ay === cap.by && cap.ar === cap.br;
  if (isCircle && sd <= -reach) return 1;
  if (isCircle && placed.base.kind === 'round') {
    const r = mmToIn(placed.base.diameterMm) / 2;
    return Math.min(1, lensArea(cap.ar, r, Math.hypot(placed.x - cap.ax, placed.y - cap.ay)) / (Math.PI * r * r));
  }
  const n = loadBasePolygon(placed);
  let inside = true;
  for (let i = 0; i < n && inside; i++) inside = capsuleSignedDistance(cap, BASE[2 * i]!, BASE[2 * i + 1]!) <= 0;
  if (inside) return 1;
  const whole = Math.abs(polygonArea(BASE, n));
  return Math.min(1, Math.max(0, capsulePolygonArea(cap, n) / whole));
}
