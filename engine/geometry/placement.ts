// Carrying a terrain piece's local shapes (footprint, boxes) onto the table.
import type { SolidBox, TerrainPiece, Vec2 } from '../types';

export const DEG = Math.PI / 180;

/** Rotates a local point counter-clockwise by the piece's rotation and moves it to the piece's position. */
export function pieceLocalToTable(piece: Pick<TerrainPiece, 'x' | 'y' | 'rotationDeg'>, p: Vec2): Vec2 {
  const t = piece.rotationDeg * DEG;
  const c = Math.cos(t);
  const s = Math.sin(t);
  return [piece.x + p[0] * c - p[1] * s, piece.y + p[0] * s + p[1] * c];
}

/** The piece's footprint polygon in table coordinates. */
export function placedFootprint(piece: TerrainPiece): Vec2[] {
  return piece.footprint.map((p) => pieceLocalToTable(piece, p));
}

/** A piece's placed footprint and the box round it. */
export interface PlacedOutline {
  readonly poly: readonly Vec2[];
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

const outlines = new WeakMap<TerrainPiece, PlacedOutline>();
/**
 * placedFootprint with its box, kept with the piece: layouts are not changed in place (every edit makes new pieces), and
 * the movement and standing checks test hundreds of positions a decision against the same pieces.
 */
export function placedOutline(piece: TerrainPiece): PlacedOutline {
  let o = outlines.get(piece);
  if (!o) {
    const poly = placedFootprint(piece);
    const xs = poly.map((q) => q[0]);
    const ys = poly.map((q) => q[1]);
    o = { poly, minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
    outlines.set(piece, o);
  }
  return o;
}

/** A box as placed on the table: centre (x, y), bottom z, size w x d x h, total rotation about its centre. */
export interface PlacedBox extends SolidBox {
  readonly rotationDeg: number;
}

export function placedBox(piece: TerrainPiece, box: SolidBox): PlacedBox {
  const [x, y] = pieceLocalToTable(piece, [box.x, box.y]);
  return { x, y, z: box.z, w: box.w, d: box.d, h: box.h, rotationDeg: piece.rotationDeg + (box.rotationDeg ?? 0) };
}

/** The four corners of a placed box's outline, counter-clockwise, table coordinates. */
export function placedBoxCorners(b: PlacedBox): Vec2[] {
  const t = b.rotationDeg * DEG;
  const c = Math.cos(t);
  const s = Math.sin(t);
  const hw = b.w / 2;
  const hd = b.d / 2;
  return ([[-hw, -hd], [hw, -hd], [hw, hd], [-hw, hd]] as const).map(
    ([lx, ly]) => [b.x + lx * c - ly * s, b.y + lx * s + ly * c] as const,
  );
}
