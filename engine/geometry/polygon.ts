// Point in polygon (even-odd rule), the one copy every part of the engine uses.
import type { Vec2 } from '../types';

/** True when (px, py) lies inside the polygon (even-odd rule; points exactly on an edge may fall either way). */
export function pointInPolygonXY(px: number, py: number, poly: readonly Vec2[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** True when point p lies inside the polygon (even-odd rule). */
export const pointInPolygon = (p: Vec2, poly: readonly Vec2[]): boolean => pointInPolygonXY(p[0], p[1], poly);

/** Distance from (x, y) to the nearest point of the polygon's boundary. */
export function distanceToPolygonEdge(x: number, y: number, poly: readonly Vec2[]): number {
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [ax, ay] = poly[j]!;
    const [bx, by] = poly[i]!;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2)) : 0;
    best = Math.min(best, Math.hypot(x - (ax + t * dx), y - (ay + t * dy)));
  }
  return best;
}

/** True when a circle of radius r at (x, y) overlaps the polygon by more than `tolerance` (touching is not overlapping). */
export function circleOverlapsPolygon(x: number, y: number, r: number, poly: readonly Vec2[], tolerance = 0.01): boolean {
  return pointInPolygonXY(x, y, poly) || distanceToPolygonEdge(x, y, poly) < r - tolerance;
}
