// Symmetry modes, named by what they do to table coordinates, and the twin of a terrain piece under each.
import type { SolidBox, TableSize, TerrainPiece, TerrainSolid, Vec2 } from '../../types';
import { LAYOUT_LIMITS } from '../limits';

/** none; mirror-x: x -> width - x; mirror-y: y -> depth - y; rotate-180: (x, y) -> (width - x, depth - y). */
export const SYMMETRY_MODES = ['none', 'mirror-x', 'mirror-y', 'rotate-180'] as const;
export type SymmetryMode = (typeof SYMMETRY_MODES)[number];

const unsignZero = (n: number): number => (n === 0 ? 0 : n);
/** An angle in [0, 360). */
export const normalizeDegrees = (deg: number): number => unsignZero(((deg % 360) + 360) % 360);

/** Carries a table point through the mode's transform. */
export function symmetryTransformPoint(mode: SymmetryMode, table: TableSize, p: Vec2): Vec2 {
  switch (mode) {
    case 'none': return [p[0], p[1]];
    case 'mirror-x': return [table.widthIn - p[0], p[1]];
    case 'mirror-y': return [p[0], table.depthIn - p[1]];
    case 'rotate-180': return [table.widthIn - p[0], table.depthIn - p[1]];
  }
}

/** The id a generated twin gets: the source id with "-twin", leaving room for a "-N" suffix within the id length limit. */
export const twinIdOf = (id: string): string => `${id.slice(0, LAYOUT_LIMITS.maxIdChars - 9)}-twin`;

/**
 * The piece whose placed shape is this piece's placed shape carried through the mode. rotate-180 turns the piece half a
 * turn; a mirror also mirrors the local footprint and boxes (a mirror image of an L ruin is the other-handed L).
 */
export function twinOfPiece(piece: TerrainPiece, mode: SymmetryMode, table: TableSize, id: string = twinIdOf(piece.id)): TerrainPiece {
  const [x, y] = symmetryTransformPoint(mode, table, [piece.x, piece.y]);
  if (mode === 'none' || mode === 'rotate-180') {
    const rotationDeg = mode === 'none' ? piece.rotationDeg : normalizeDegrees(piece.rotationDeg + 180);
    return { ...piece, id, x, y, rotationDeg };
  }
  // A mirror M commutes with rotations as M R(t) = R(-t) M: mirror the local shapes along the same axis, negate angles.
  const flipX = mode === 'mirror-x';
  const mirrorLocal = (p: Vec2): Vec2 => (flipX ? [unsignZero(-p[0]), p[1]] : [p[0], unsignZero(-p[1])]);
  const mirrorBox = (b: SolidBox): SolidBox => {
    const [bx, by] = mirrorLocal([b.x, b.y]);
    const box: SolidBox = { ...b, x: bx, y: by };
    return b.rotationDeg === undefined ? box : { ...box, rotationDeg: unsignZero(-b.rotationDeg) };
  };
  return {
    ...piece,
    id,
    x,
    y,
    rotationDeg: normalizeDegrees(-piece.rotationDeg),
    // Reversed so the outline keeps its winding after the reflection.
    footprint: piece.footprint.map(mirrorLocal).reverse(),
    solids: piece.solids.map((s): TerrainSolid => ({ ...s, box: mirrorBox(s.box) })),
  };
}
