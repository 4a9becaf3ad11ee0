// Base-edge distances: base to base (horizontal), base to point, the vertical gap, and the "within 1" and 5" vertically" test.
import type { PlacedBase, Vec2 } from '../types';
import { convexDistance } from './gjk';
import {
  SHAPE_CIRCLE,
  loadBaseShape,
  makeShape,
  maxOverBoundary,
  shapeContains,
  shapePointDistance,
} from './shapes';

const SA = makeShape();
const SB = makeShape();
const WITNESS = new Float64Array(4);

/**
 * The shortest horizontal gap in inches between the edges of two placed bases, 0 when they touch or overlap.
 * Circle to circle is exact; circle to oval or hull is exact (point-to-shape distance from the circle's centre);
 * oval and hull pairs use GJK, accurate to far better than 0.001".
 */
export function edgeDistance(a: PlacedBase, b: PlacedBase): number {
  loadBaseShape(SA, a);
  loadBaseShape(SB, b);
  if (SA.kind === SHAPE_CIRCLE) return Math.max(0, shapePointDistance(SB, SA.cx, SA.cy) - SA.a);
  if (SB.kind === SHAPE_CIRCLE) return Math.max(0, shapePointDistance(SA, SB.cx, SB.cy) - SB.a);
  return convexDistance(SA, SB);
}

/** The edge-to-edge gap with the two closest points, for drawing a measuring line. Points are undefined on overlap. */
export interface EdgeGap {
  readonly distanceIn: number;
  /** Closest point on the first base's edge (absent when the bases touch or overlap). */
  readonly fromPoint?: Vec2;
  /** Closest point on the second base's edge. */
  readonly toPoint?: Vec2;
}

export function edgeGap(a: PlacedBase, b: PlacedBase): EdgeGap {
  loadBaseShape(SA, a);
  loadBaseShape(SB, b);
  let d: number;
  if (SA.kind === SHAPE_CIRCLE && SB.kind === SHAPE_CIRCLE) {
    const dx = SB.cx - SA.cx;
    const dy = SB.cy - SA.cy;
    const len = Math.hypot(dx, dy);
    d = Math.max(0, len - SA.a - SB.a);
    if (d <= 0) return { distanceIn: 0 };
    return {
      distanceIn: d,
      fromPoint: [SA.cx + (dx * SA.a) / len, SA.cy + (dy * SA.a) / len],
      toPoint: [SB.cx - (dx * SB.a) / len, SB.cy - (dy * SB.a) / len],
    };
  }
  d = convexDistance(SA, SB, WITNESS);
  if (d <= 0) return { distanceIn: 0 };
  return { distanceIn: d, fromPoint: [WITNESS[0]!, WITNESS[1]!], toPoint: [WITNESS[2]!, WITNESS[3]!] };
}

/** True when the point lies on or inside the base's outline (seen from above). */
export function baseContains(placed: PlacedBase, point: Vec2): boolean {
  return shapeContains(loadBaseShape(SA, placed), point[0], point[1]);
}

/** Horizontal distance in inches from a point to the nearest part of the base, 0 when the point is on or inside it. */
export function pointToBaseDistance(placed: PlacedBase, point: Vec2): number {
  return shapePointDistance(loadBaseShape(SA, placed), point[0], point[1]);
}

/** Horizontal distance in inches from a point to the farthest part of the base ("wholly within X of a marker"). */
export function pointToBaseFarthestDistance(placed: PlacedBase, point: Vec2): number {
  const sh = loadBaseShape(SA, placed);
  const [px, py] = point;
  if (sh.kind === SHAPE_CIRCLE) return Math.hypot(px - sh.cx, py - sh.cy) + sh.a;
  return maxOverBoundary(sh, (x, y) => Math.hypot(x - px, y - py));
}

/**
 * The largest distance from any part of base `a` to the nearest part of base `b`, inches: `a` is wholly within X of `b`
 * exactly when this is <= X. Circles are exact; otherwise the edge of `a` is searched (see maxOverBoundary).
 */
export function baseToBaseFarthestDistance(a: PlacedBase, b: PlacedBase): number {
  loadBaseShape(SA, a);
  loadBaseShape(SB, b);
  if (SA.kind === SHAPE_CIRCLE && SB.kind === SHAPE_CIRCLE)
    return Math.max(0, Math.hypot(SA.cx - SB.cx, SA.cy - SB.cy) + SA.a - SB.a);
  return Math.max(0, maxOverBoundary(SA, (x, y) => shapePointDistance(SB, x, y)));
}

/** Something with a base and, optionally, a height (a LayoutModel has both). z is the bottom of the base. */
export type BodyLike = PlacedBase & { readonly heightIn?: number };

/**
 * The vertical gap in inches between two models: the gap between their height spans [z, z + heightIn], 0 when the
 * spans overlap. A model without heightIn counts as flat at its z (z defaults to 0, the table top).
 */
export function verticalGap(a: BodyLike, b: BodyLike): number {
  const za = a.z ?? 0;
  const zb = b.z ?? 0;
  const ta = za + Math.max(0, a.heightIn ?? 0);
  const tb = zb + Math.max(0, b.heightIn ?? 0);
  return Math.max(0, zb - ta, za - tb);
}

/** A horizontal and a vertical limit, both inches, e.g. HamWarmer's 1" that "also includes 5" vertically". */
export interface EngagementRange {
  readonly horizontalIn: number;
  readonly verticalIn: number;
}

/** HamWarmer (DIGEST B.2 Measuring): "Many rules specify a 1" distance ... This also includes 5" vertically". */
export const HAMWARMER_ONE_INCH: EngagementRange = { horizontalIn: 1, verticalIn: 5 };

/** Rounding slack for "within X" comparisons so a model placed at exactly X" counts (floating point). */
export const MEASURE_EPSILON_IN = 1e-9;

/**
 * True when the two models are within `range.horizontalIn` edge to edge horizontally and within `range.verticalIn`
 * vertically (vertical gap per verticalGap). Defaults to HamWarmer's 1" and 5" vertically.
 */
export function withinEngagementRange(a: BodyLike, b: BodyLike, range: EngagementRange = HAMWARMER_ONE_INCH): boolean {
  return (
    verticalGap(a, b) <= range.verticalIn + MEASURE_EPSILON_IN &&
    edgeDistance(a, b) <= range.horizontalIn + MEASURE_EPSILON_IN
  );
}
