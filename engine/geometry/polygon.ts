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
