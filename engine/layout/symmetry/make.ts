// "Make symmetric": keep the terrain on one half of the table and regenerate the other half as its twins.
import type { Layout, TerrainPiece } from '../../types';
import { twinIdOf, twinOfPiece, type SymmetryMode } from './modes';
import { placedShapeOf } from './shape';
import { LAYOUT_LIMITS } from '../limits';

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** Which half to keep, in table coordinates seen from above: left = low x, bottom = low y. */
export type SymmetrySide = 'left' | 'right' | 'bottom' | 'top';

/** A piece whose centre is within this many inches of the mirror axis (or the centre, for rotate-180) is kept once, unpaired. */
export const SYMMETRY_AXIS_TOLERANCE_IN = 0.25;

export type MakeSymmetricResult =
  | { readonly ok: true; readonly layout: Layout; readonly removed: readonly string[]; readonly added: readonly string[] }
  | { readonly ok: false; readonly reason: string };

/** Signed distance of a point from the dividing line, positive on the kept side; and along the line, for rotate-180. */
function sideCoordinates(side: SymmetrySide, layout: Layout, cx: number, cy: number): { across: number; along: number } {
  const dx = cx - layout.table.widthIn / 2;
  const dy = cy - layout.table.depthIn / 2;
  // `along` is positive on the part of the dividing line that is kept; the other part is its rotate-180 image.
  switch (side) {
    case 'left': return { across: -dx, along: -dy };
    case 'right': return { across: dx, along: dy };
    case 'bottom': return { across: -dy, along: dx };
    case 'top': return { across: dy, along: -dx };
  }
}

function uniqueId(wanted: string, taken: Set<string>): string {
  let id = wanted;
  for (let n = 2; taken.has(id); n++) id = `${wanted}-${n}`;
  taken.add(id);
  return id;
}

/**
 * Keeps the pieces whose centre lies on `side` and adds their twins under `mode`; pieces on the other half are removed,
 * pieces on the axis (mirrors) or at the centre (rotate-180) are kept once. A piece's centre is the middle of the bounding
 * rectangle of its placed footprint and boxes. Models, deployment and objectives are left as they are.
 */
export function makeSymmetric(layout: Layout, mode: SymmetryMode, side: SymmetrySide): MakeSymmetricResult {
  if (mode === 'none') return { ok: true, layout, removed: [], added: [] };
  const across = side === 'left' || side === 'right' ? 'mirror-x' : 'mirror-y';
  if (mode !== 'rotate-180' && mode !== across)
    return { ok: false, reason: `${mode} splits the table into ${mode === 'mirror-x' ? 'left and right' : 'bottom and top'} halves; "${side}" is not one of them.` };
  const tol = SYMMETRY_AXIS_TOLERANCE_IN;
  const kept: TerrainPiece[] = [];
  const sources: TerrainPiece[] = [];
  const removed: string[] = [];
  for (const piece of layout.terrain) {
    const b = placedShapeOf(piece, layout.table).bounds;
    const c = sideCoordinates(side, layout, (b[0]! + b[2]!) / 2, (b[1]! + b[3]!) / 2);
    const onLine = Math.abs(c.across) <= tol;
    const atCentre = onLine && (mode !== 'rotate-180' || Math.abs(c.along) <= tol);
    if (atCentre) kept.push(piece);
    else if (c.across > tol || (onLine && c.along > tol)) {
      kept.push(piece);
      sources.push(piece);
    } else removed.push(piece.id);
  }
  const taken = new Set(kept.map((p) => p.id));
  const twins = sources.map((p) => twinOfPiece(p, mode, layout.table, uniqueId(twinIdOf(p.id), taken)));
  // A twin must be a piece the file can hold: a piece far off the table mirrors to a place past the coordinate limit.
  const outside = twins.findIndex((t) => Math.abs(t.x) > LAYOUT_LIMITS.maxCoordIn || Math.abs(t.y) > LAYOUT_LIMITS.maxCoordIn);
  if (outside >= 0) {
    const src = sources[outside]!;
    const t = twins[outside]!;
    return {
      ok: false,
      reason: `"${src.name ?? src.id}" at (${round1(src.x)}", ${round1(src.y)}") would get its twin at (${round1(t.x)}", ${round1(t.y)}"), past the ${LAYOUT_LIMITS.maxCoordIn}" a layout can hold. Move it onto the table first.`,
    };
  }
  return { ok: true, layout: { ...layout, terrain: [...kept, ...twins] }, removed, added: twins.map((t) => t.id) };
}
