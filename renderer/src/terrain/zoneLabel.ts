// Where a deployment zone's name is written, in the 3D view and in the exported picture.
import { pointInPolygon } from '../../../engine/index';

/**
 * Where a zone's name goes: at its centroid's height, a fifth of the way in from the left of its bounding box, so it
 * stays clear of an objective at the zone's centre. For a polygon whose centroid lies outside it, the centroid.
 */
export function zoneLabelPoint(poly: readonly (readonly [number, number])[]): [number, number] {
  const [cx, cy] = centroid(poly);
  const xs = poly.map((p) => p[0]);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const x = x0 + (x1 - x0) * 0.2;
  return pointInPolygon([x, cy], poly) ? [x, cy] : [cx, cy];
}

export const centroid = (poly: readonly (readonly [number, number])[]): [number, number] => {
  // Area-weighted centroid; falls back to the mean of corners for degenerate polygons.
  let a = 0, cx = 0, cy = 0;
  for (let i = 0; i < poly.length; i++) {
    const [x0, y0] = poly[i]!;
    const [x1, y1] = poly[(i + 1) % poly.length]!;
    const c = x0 * y1 - x1 * y0;
    a += c;
    cx += (x0 + x1) * c;
    cy += (y0 + y1) * c;
  }
  if (Math.abs(a) < 1e-9) return [poly.reduce((s, p) => s + p[0], 0) / poly.length, poly.reduce((s, p) => s + p[1], 0) / poly.length];
  return [cx / (3 * a), cy / (3 * a)];
};

