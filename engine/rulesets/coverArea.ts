// How much of a model's base lies inside cover-area footprints (Hammer Wars: "at least half of the model is within cover terrain").
import { baseOutline } from '../bases';
import { placedFootprint } from '../geometry/placement';
import type { Layout, LayoutModel, Vec2 } from '../types';

const area = (poly: readonly Vec2[]): number => {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!, q = poly[(i + 1) % poly.length]!;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a / 2;
};

/** Sutherland-Hodgman: `subject` (any simple polygon) clipped by the convex counter-clockwise polygon `clip`. */
export function clipPolygonByConvex(subject: readonly Vec2[], clip: readonly Vec2[]): Vec2[] {
  let out: Vec2[] = [...subject];
  for (let i = 0; i < clip.length && out.length > 0; i++) {
    const a = clip[i]!, b = clip[(i + 1) % clip.length]!;
    const side = (p: Vec2): number => (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    const input = out;
    out = [];
    for (let j = 0; j < input.length; j++) {
      const p = input[j]!, q = input[(j + 1) % input.length]!;
      const sp = side(p), sq = side(q);
      if (sp >= 0) out.push(p);
      if ((sp >= 0) !== (sq >= 0)) {
        const t = sp / (sp - sq);
        out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
      }
    }
  }
  return out;
}

/** Share (0..1) of the model's base inside footprints of pieces with the given trait, and the piece holding most of it. */
export function baseShareInTerrain(layout: Layout, model: LayoutModel, trait = 'cover-area'): { share: number; pieceIndex: number } {
  const base = baseOutline(model, 64);
  const baseArea = Math.abs(area(base));
  let inside = 0;
  let best = -1;
  let bestArea = 0;
  layout.terrain.forEach((piece, i) => {
    if (!piece.traits.includes(trait as never) || piece.footprint.length < 3) return;
    const a = Math.abs(area(clipPolygonByConvex(placedFootprint(piece), base)));
    inside += a;
    if (a > bestArea) {
      bestArea = a;
      best = i;
    }
  });
  return { share: baseArea > 0 ? Math.min(1, inside / baseArea) : 0, pieceIndex: best };
}
