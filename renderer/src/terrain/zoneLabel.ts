// Where a deployment zone's name is written, in the 3D view and in the exported picture.
import { pointInPolygon } from '../../../engine/index';

/** Where along the zone's width its name may go, tried in order. */
const X_STOPS = [0.2, 0.8, 0.35, 0.65, 0.5, 0.1, 0.9];
/** Vertical offsets from the centroid's height, inches, tried for each width stop. */
const Y_OFFSETS = [0, -2.5, 2.5];

/**
 * Where a zone's name goes: inside the zone, at its centroid's height, a fifth of the way in from the left of its
 * bounding box, unless that would overlap an objective marker or its label (`avoid`: objective centres); then the first
 * other spot along the zone that keeps clear. `labelChars` sizes the label (about 0.6" a character at 1.1" text).
 */
export function zoneLabelPoint(
  poly: readonly (readonly [number, number])[],
  avoid: readonly (readonly [number, number])[] = [],
  labelChars = 16,
): [number, number] {
  const [cx, cy] = centroid(poly);
  const xs = poly.map((p) => p[0]);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const halfW = labelChars * 0.3;
  // The marker disc is 0.6" across the centre and its name sits 1.3" below it: keep the label's box off both.
  const clear = ([x, y]: [number, number]) => avoid.every(([ox, oy]) => Math.abs(x - ox) > halfW + 1 || y - oy > 1.4 || oy - y > 2.6);
  let fallback: [number, number] | null = null;
  for (const dy of Y_OFFSETS)
    for (const f of X_STOPS) {
      const p: [number, number] = [x0 + (x1 - x0) * f, cy + dy];
      if (!pointInPolygon(p, poly)) continue;
      fallback ??= p;
      if (clear(p)) return p;
    }
  return fallback ?? [cx, cy];
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

