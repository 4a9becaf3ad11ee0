// Where a model stands: the highest walkable surface under a point (table, hill top, ruin floor).
import { placedBox, placedBoxCorners } from './geometry/placement';
import type { Layout, Vec2 } from './types';

/** A box narrower than this in either direction is a wall or a post, not something a model stands on. */
export const MIN_STANDABLE_WIDTH_IN = 1;

function insideConvex(poly: readonly Vec2[], x: number, y: number): boolean {
  for (let i = 0; i < poly.length; i++) {
    const [ax, ay] = poly[i]!;
    const [bx, by] = poly[(i + 1) % poly.length]!;
    if ((bx - ax) * (y - ay) - (by - ay) * (x - ax) < -1e-9) return false;
  }
  return true;
}

/**
 * The height (inches above the table) of the highest standable top of any terrain box over (x, y), or 0 for the
 * table. `belowIn` limits the search to surfaces at or below that height (to put a model on a lower floor).
 */
export function surfaceHeightAt(layout: Pick<Layout, 'terrain'>, x: number, y: number, belowIn = Infinity): number {
  let best = 0;
  for (const piece of layout.terrain) {
    for (const s of piece.solids) {
      if (Math.min(s.box.w, s.box.d) < MIN_STANDABLE_WIDTH_IN) continue;
      const top = s.box.z + s.box.h;
      if (top <= best || top > belowIn) continue;
      if (insideConvex(placedBoxCorners(placedBox(piece, s.box)), x, y)) best = top;
    }
  }
  return best;
}
