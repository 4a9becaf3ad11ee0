// Convex shapes of placed bases (circle, ellipse, rectangle) plus segments: support, extent, containment, point distance.
import { baseHalfExtents } from '../bases';
import type { PlacedBase } from '../types';
import { pointEllipseDistance } from './ellipse';

export const SHAPE_CIRCLE = 0;
export const SHAPE_ELLIPSE = 1;
export const SHAPE_RECT = 2;
export const SHAPE_SEGMENT = 3;
export type ShapeKind = typeof SHAPE_CIRCLE | typeof SHAPE_ELLIPSE | typeof SHAPE_RECT | typeof SHAPE_SEGMENT;

/**
 * A mutable convex shape in table inches. Circle: centre (cx, cy), radius a (= b). Ellipse and rectangle: centre,
 * half-extents a along the facing and b across it, facing cosine c and sine s. Segment: from (cx, cy) to (ex, ey).
 * Mutable so hot loops can reuse module-level scratch shapes instead of allocating.
 */
export interface ConvexShape {
  kind: ShapeKind;
  cx: number;
  cy: number;
  a: number;
  b: number;
  c: number;
  s: number;
  ex: number;
  ey: number;
}

export function makeShape(): ConvexShape {
  return { kind: SHAPE_CIRCLE, cx: 0, cy: 0, a: 0, b: 0, c: 1, s: 0, ex: 0, ey: 0 };
}

/** Loads a placed base into `out`, optionally shrunk by `shrinkIn` on every side (contact tolerance). */
export function loadBaseShape(out: ConvexShape, placed: PlacedBase, shrinkIn = 0, facingDeg = placed.facingDeg ?? 0): ConvexShape {
  return loadBaseShapeAt(out, placed, placed.x, placed.y, facingDeg, shrinkIn);
}

/** Loads a base standing at (x, y) with the given facing into `out`. */
export function loadBaseShapeAt(out: ConvexShape, placed: PlacedBase, x: number, y: number, facingDeg: number, shrinkIn = 0): ConvexShape {
  const h = baseHalfExtents(placed.base);
  const t = (facingDeg * Math.PI) / 180;
  out.cx = x;
  out.cy = y;
  out.a = Math.max(h.a - shrinkIn, h.a * 0.5);
  out.b = Math.max(h.b - shrinkIn, h.b * 0.5);
  out.c = Math.cos(t);
  out.s = Math.sin(t);
  out.ex = x;
  out.ey = y;
  // An oval with equal axes is a circle: take the exact circle path.
  out.kind = placed.base.kind === 'hull' ? SHAPE_RECT : out.a === out.b ? SHAPE_CIRCLE : SHAPE_ELLIPSE;
  return out;
}

export function loadSegment(out: ConvexShape, x0: number, y0: number, x1: number, y1: number): ConvexShape {
  out.kind = SHAPE_SEGMENT;
  out.cx = x0;
  out.cy = y0;
  out.ex = x1;
  out.ey = y1;
  out.a = 0;
  out.b = 0;
  out.c = 1;
  out.s = 0;
  return out;
}

/** Writes the shape's farthest point in direction (dx, dy) into out[o], out[o + 1]. */
export function support(sh: ConvexShape, dx: number, dy: number, out: Float64Array, o: number): void {
  if (sh.kind === SHAPE_SEGMENT) {
    const first = sh.cx * dx + sh.cy * dy >= sh.ex * dx + sh.ey * dy;
    out[o] = first ? sh.cx : sh.ex;
    out[o + 1] = first ? sh.cy : sh.ey;
    return;
  }
  if (sh.kind === SHAPE_CIRCLE) {
    const len = Math.hypot(dx, dy);
    out[o] = len > 0 ? sh.cx + (sh.a * dx) / len : sh.cx + sh.a;
    out[o + 1] = len > 0 ? sh.cy + (sh.a * dy) / len : sh.cy;
    return;
  }
  const lx = dx * sh.c + dy * sh.s;
  const ly = -dx * sh.s + dy * sh.c;
  let px: number;
  let py: number;
  if (sh.kind === SHAPE_ELLIPSE) {
    const k = Math.hypot(sh.a * lx, sh.b * ly);
    px = k > 0 ? (sh.a * sh.a * lx) / k : sh.a;
    py = k > 0 ? (sh.b * sh.b * ly) / k : 0;
  } else {
    px = lx >= 0 ? sh.a : -sh.a;
    py = ly >= 0 ? sh.b : -sh.b;
  }
  out[o] = sh.cx + px * sh.c - py * sh.s;
  out[o + 1] = sh.cy + px * sh.s + py * sh.c;
}

/** How far the shape reaches from its centre along the unit direction (ux, uy). Not for segments. */
export function extentAlong(sh: ConvexShape, ux: number, uy: number): number {
  if (sh.kind === SHAPE_CIRCLE) return sh.a;
  const lx = ux * sh.c + uy * sh.s;
  const ly = -ux * sh.s + uy * sh.c;
  return sh.kind === SHAPE_ELLIPSE ? Math.hypot(sh.a * lx, sh.b * ly) : sh.a * Math.abs(lx) + sh.b * Math.abs(ly);
}

/** True when (px, py) is inside the shape or on its edge. */
export function shapeContains(sh: ConvexShape, px: number, py: number): boolean {
  const dx = px - sh.cx;
  const dy = py - sh.cy;
  if (sh.kind === SHAPE_CIRCLE) return dx * dx + dy * dy <= sh.a * sh.a * (1 + 1e-12);
  const lx = dx * sh.c + dy * sh.s;
  const ly = -dx * sh.s + dy * sh.c;
  if (sh.kind === SHAPE_RECT) return Math.abs(lx) <= sh.a * (1 + 1e-12) && Math.abs(ly) <= sh.b * (1 + 1e-12);
  return (lx / sh.a) ** 2 + (ly / sh.b) ** 2 <= 1 + 1e-12;
}

/** Distance from (px, py) to the nearest point of the shape, 0 inside. Exact (ellipse: Eberly's bisection). */
export function shapePointDistance(sh: ConvexShape, px: number, py: number): number {
  const dx = px - sh.cx;
  const dy = py - sh.cy;
  if (sh.kind === SHAPE_CIRCLE) return Math.max(0, Math.hypot(dx, dy) - sh.a);
  const lx = Math.abs(dx * sh.c + dy * sh.s);
  const ly = Math.abs(-dx * sh.s + dy * sh.c);
  if (sh.kind === SHAPE_RECT) return Math.hypot(Math.max(lx - sh.a, 0), Math.max(ly - sh.b, 0));
  if ((lx / sh.a) ** 2 + (ly / sh.b) ** 2 <= 1) return 0;
  return sh.a >= sh.b ? pointEllipseDistance(sh.a, sh.b, lx, ly) : pointEllipseDistance(sh.b, sh.a, ly, lx);
}

/** Boundary point of a circle or ellipse at parameter t (angle in its own frame), written to out[o], out[o + 1]. */
export function boundaryPoint(sh: ConvexShape, t: number, out: Float64Array, o: number): void {
  const lx = sh.a * Math.cos(t);
  const ly = sh.b * Math.sin(t);
  out[o] = sh.cx + lx * sh.c - ly * sh.s;
  out[o + 1] = sh.cy + lx * sh.s + ly * sh.c;
}

/** Rectangle corner i (0..3, counter-clockwise from (-a, -b)) written to out[o], out[o + 1]. */
export function rectCorner(sh: ConvexShape, i: number, out: Float64Array, o: number): void {
  const lx = i === 1 || i === 2 ? sh.a : -sh.a;
  const ly = i >= 2 ? sh.b : -sh.b;
  out[o] = sh.cx + lx * sh.c - ly * sh.s;
  out[o + 1] = sh.cy + lx * sh.s + ly * sh.c;
}

const BP = new Float64Array(2);
const GOLDEN = (Math.sqrt(5) - 1) / 2;
const MAX_SAMPLES = 96;
const samples = new Float64Array(MAX_SAMPLES);

/**
 * The largest value of f over the shape's boundary, where f is a function of a boundary point. Rectangles (and segments)
 * use their corners (exact when f is convex, as every distance-to-a-convex-set is); circles and ellipses are sampled
 * at 96 parameters and every local maximum is refined by golden-section search to ~1e-9 in the parameter.
 */
export function maxOverBoundary(sh: ConvexShape, f: (x: number, y: number) => number): number {
  if (sh.kind === SHAPE_SEGMENT) return Math.max(f(sh.cx, sh.cy), f(sh.ex, sh.ey));
  if (sh.kind === SHAPE_RECT) {
    let best = -Infinity;
    for (let i = 0; i < 4; i++) {
      rectCorner(sh, i, BP, 0);
      best = Math.max(best, f(BP[0]!, BP[1]!));
    }
    return best;
  }
  const step = (2 * Math.PI) / MAX_SAMPLES;
  for (let i = 0; i < MAX_SAMPLES; i++) {
    boundaryPoint(sh, i * step, BP, 0);
    samples[i] = f(BP[0]!, BP[1]!);
  }
  let best = -Infinity;
  for (let i = 0; i < MAX_SAMPLES; i++) {
    const v = samples[i]!;
    best = Math.max(best, v);
    if (v < samples[(i + MAX_SAMPLES - 1) % MAX_SAMPLES]! || v < samples[(i + 1) % MAX_SAMPLES]!) continue;
    let lo = (i - 1) * step;
    let hi = (i + 1) * step;
    let m1 = hi - GOLDEN * (hi - lo);
    let m2 = lo + GOLDEN * (hi - lo);
    boundaryPoint(sh, m1, BP, 0);
    let f1 = f(BP[0]!, BP[1]!);
    boundaryPoint(sh, m2, BP, 0);
    let f2 = f(BP[0]!, BP[1]!);
    for (let k = 0; k < 40; k++) {
      if (f1 >= f2) {
        hi = m2;
        m2 = m1;
        f2 = f1;
        m1 = hi - GOLDEN * (hi - lo);
        boundaryPoint(sh, m1, BP, 0);
        f1 = f(BP[0]!, BP[1]!);
      } else {
        lo = m1;
        m1 = m2;
        f1 = f2;
        m2 = lo + GOLDEN * (hi - lo);
        boundaryPoint(sh, m2, BP, 0);
        f2 = f(BP[0]!, BP[1]!);
      }
    }
    best = Math.max(best, f1, f2);
  }
  return best;
}
