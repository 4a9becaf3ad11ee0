// Overlap tests used by deep strike and splash: base on base (with a contact tolerance) and base on a terrain footprint.
import type { Base, PlacedBase, Vec2 } from '../types';
import { pointInPolygonXY } from '../geometry/polygon';
import { MM_PER_INCH, baseBoundingRadius, baseOutline } from '../bases';
import { edgeDistance } from '../measure/index';

/** Bases closer than this into each other still count as "in base contact", not on top of each other. */
export const BASE_OVERLAP_TOLERANCE_IN = 0.005;

function shrunk(base: Base, byIn: number): Base {
  switch (base.kind) {
    case 'round':
      return { kind: 'round', diameterMm: Math.max(base.diameterMm / 2, base.diameterMm - 2 * byIn * MM_PER_INCH) };
    case 'oval':
      return {
        kind: 'oval',
        lengthMm: Math.max(base.lengthMm / 2, base.lengthMm - 2 * byIn * MM_PER_INCH),
        widthMm: Math.max(base.widthMm / 2, base.widthMm - 2 * byIn * MM_PER_INCH),
      };
    case 'hull':
      return { kind: 'hull', lengthIn: Math.max(base.lengthIn / 2, base.lengthIn - 2 * byIn), widthIn: Math.max(base.widthIn / 2, base.widthIn - 2 * byIn) };
  }
}

/** True when the two bases overlap by more than the tolerance (touching is not overlapping). */
export function basesOverlap(a: PlacedBase, b: PlacedBase, toleranceIn = BASE_OVERLAP_TOLERANCE_IN): boolean {
  const reach = baseBoundingRadius(a.base) + baseBoundingRadius(b.base);
  if (Math.hypot(a.x - b.x, a.y - b.y) >= reach) return false;
  const half = toleranceIn / 2;
  return edgeDistance({ ...a, base: shrunk(a.base, half) }, { ...b, base: shrunk(b.base, half) }) <= 0;
}


function segmentsCross(a: Vec2, b: Vec2, c: Vec2, d: Vec2): boolean {
  const o = (p: Vec2, q: Vec2, r: Vec2): number => (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  const d1 = o(c, d, a);
  const d2 = o(c, d, b);
  const d3 = o(a, b, c);
  const d4 = o(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** True when two simple polygons (either may be concave) share interior: an edge crossing or one inside the other. */
export function polygonsOverlap(a: readonly Vec2[], b: readonly Vec2[]): boolean {
  for (let i = 0, j = a.length - 1; i < a.length; j = i++) {
    for (let k = 0, l = b.length - 1; k < b.length; l = k++) if (segmentsCross(a[j]!, a[i]!, b[l]!, b[k]!)) return true;
  }
  const a0 = a[0];
  const b0 = b[0];
  return (a0 !== undefined && pointInPolygonXY(a0[0], a0[1], b)) || (b0 !== undefined && pointInPolygonXY(b0[0], b0[1], a));
}

/** True when any part of the base lies over the footprint (outline sampled at 64 points for round and oval bases). */
export function baseOverFootprint(placed: PlacedBase, footprint: readonly Vec2[]): boolean {
  return footprint.length >= 3 && polygonsOverlap(baseOutline(placed, 64), footprint);
}
