// Range rings: the outline of every point within R inches of a base's edge, as a closed polyline.
import type { PlacedBase, Vec2 } from '../types';
import { pointToBaseDistance } from './distance';
import { SHAPE_CIRCLE, SHAPE_RECT, loadBaseShape, makeShape, support } from './shapes';

const SH = makeShape();
const P = new Float64Array(2);

/** Default accuracy of a ring: every point of the polyline is within this many inches of the true offset curve. */
export const RANGE_RING_TOLERANCE_IN = 0.01;

/** Steps needed so a chord across an arc of radius `radius` turning by `turn` radians bulges at most `tol`. */
function stepsFor(radius: number, turn: number, tol: number): number {
  if (radius <= tol) return 1;
  const maxStep = 2 * Math.acos(1 - tol / radius);
  return Math.max(1, Math.ceil(turn / maxStep));
}

/**
 * The outline of all points within `radiusIn` of the base's edge (its offset curve), counter-clockwise, as [x, y]
 * points in table inches. The polyline is closed: the last point joins back to the first (the first is not repeated).
 * Vertices lie on the true curve; chords between them stray inward by at most half of `toleranceIn` (default 0.01").
 * Round: a circle of radius r + R. Oval: the true offset of the ellipse (not an ellipse). Hull: straight sides joined
 * by quarter-circle arcs of radius R at the corners (just the rectangle when R = 0).
 */
export function rangeRing(placed: PlacedBase, radiusIn: number, toleranceIn = RANGE_RING_TOLERANCE_IN): Vec2[] {
  const R = Math.max(0, radiusIn);
  const tol = Math.max(1e-6, toleranceIn) / 2;
  const sh = loadBaseShape(SH, placed);
  const out: Vec2[] = [];
  if (sh.kind === SHAPE_CIRCLE) {
    const rho = sh.a + R;
    const n = Math.max(8, stepsFor(rho, 2 * Math.PI, tol));
    for (let i = 0; i < n; i++) {
      const t = (2 * Math.PI * i) / n;
      out.push([sh.cx + rho * Math.cos(t), sh.cy + rho * Math.sin(t)]);
    }
    return out;
  }
  const facing = Math.atan2(sh.s, sh.c);
  if (sh.kind === SHAPE_RECT) {
    // Corner k (counter-clockwise, starting at local (+a, -b)) sweeps outward normals from facing - pi/2 + k pi/2.
    const n = R > 0 ? stepsFor(R, Math.PI / 2, tol) : 0;
    const corners = [[sh.a, -sh.b], [sh.a, sh.b], [-sh.a, sh.b], [-sh.a, -sh.b]] as const;
    for (let k = 0; k < 4; k++) {
      const [lx, ly] = corners[k]!;
      const px = sh.cx + lx * sh.c - ly * sh.s;
      const py = sh.cy + lx * sh.s + ly * sh.c;
      const start = facing - Math.PI / 2 + (k * Math.PI) / 2;
      for (let i = 0; i <= n; i++) {
        const phi = start + ((Math.PI / 2) * i) / Math.max(1, n);
        out.push([px + R * Math.cos(phi), py + R * Math.sin(phi)]);
        if (n === 0) break;
      }
    }
    return out;
  }
  // Ellipse: the offset point for outward normal phi is the support point in direction phi plus R along phi. Stepping
  // phi evenly bounds each chord's bulge by that of the offset's largest radius of curvature, a^2/b + R (a >= b).
  const major = Math.max(sh.a, sh.b);
  const minor = Math.min(sh.a, sh.b);
  const n = Math.max(16, stepsFor((major * major) / minor + R, 2 * Math.PI, tol));
  for (let i = 0; i < n; i++) {
    const phi = (2 * Math.PI * i) / n;
    const ux = Math.cos(phi);
    const uy = Math.sin(phi);
    support(sh, ux, uy, P, 0);
    out.push([P[0]! + R * ux, P[1]! + R * uy]);
  }
  return out;
}

/**
 * The outline of every point within `radiusIn` of any of the bases' edges (a unit's reach: how far each model may go), as
 * segments: each base's range ring with the parts strictly inside another base's reach left out. A segment is kept when
 * neither end lies inside another base's reach, so the outline may stop up to one chord short of where two rings cross.
 */
export function reachOutline(bases: readonly PlacedBase[], radiusIn: number, toleranceIn = 0.05): [Vec2, Vec2][] {
  const out: [Vec2, Vec2][] = [];
  const inside = (p: Vec2, skip: number) => bases.some((b, j) => j !== skip && pointToBaseDistance(b, p) < radiusIn - 1e-6);
  bases.forEach((b, i) => {
    const ring = rangeRing(b, radiusIn, toleranceIn);
    const keep = ring.map((p) => !inside(p, i));
    for (let k = 0; k < ring.length; k++) {
      const n = (k + 1) % ring.length;
      if (keep[k] && keep[n]) out.push([ring[k]!, ring[n]!]);
    }
  });
  return out;
}
