// A terrain piece's placed shape as flat point arrays, and how far apart two shapes are (inches).
import type { TableSize, TerrainPiece } from '../../types';
import { pieceLocalToTable, placedBox, placedBoxCorners } from '../../geometry/placement';
import { symmetryTransformPoint, type SymmetryMode } from './modes';

/** Placed footprint vertices (x, y pairs) and solid box corners (8 per box: 4 bottom then 4 top, x, y, z), table frame. */
export interface PlacedShape {
  readonly kind: string;
  readonly footprint: Float64Array;
  readonly boxCorners: Float64Array;
  readonly boxCount: number;
  /** Bounding rectangle of all points: minX, minY, maxX, maxY. */
  readonly bounds: Float64Array;
}

/** The piece as placed on the table, carried through `mode` (default none). */
export function placedShapeOf(piece: TerrainPiece, table: TableSize, mode: SymmetryMode = 'none'): PlacedShape {
  const footprint = new Float64Array(piece.footprint.length * 2);
  const boxCorners = new Float64Array(piece.solids.length * 24);
  const bounds = new Float64Array([Infinity, Infinity, -Infinity, -Infinity]);
  const put = (arr: Float64Array, at: number, x: number, y: number): void => {
    const [tx, ty] = symmetryTransformPoint(mode, table, [x, y]);
    arr[at] = tx;
    arr[at + 1] = ty;
    bounds[0] = Math.min(bounds[0]!, tx);
    bounds[1] = Math.min(bounds[1]!, ty);
    bounds[2] = Math.max(bounds[2]!, tx);
    bounds[3] = Math.max(bounds[3]!, ty);
  };
  piece.footprint.forEach((p, i) => {
    const [x, y] = pieceLocalToTable(piece, p);
    put(footprint, i * 2, x, y);
  });
  piece.solids.forEach((s, i) => {
    const box = placedBox(piece, s.box);
    placedBoxCorners(box).forEach(([x, y], k) => {
      for (const [level, z] of [[0, box.z], [1, box.z + box.h]] as const) {
        const at = i * 24 + (level * 4 + k) * 3;
        put(boxCorners, at, x, y);
        boxCorners[at + 2] = z;
      }
    });
  });
  return { kind: piece.kind, footprint, boxCorners, boxCount: piece.solids.length, bounds };
}

/** Squared distance from a point to a segment. */
function pointToSegmentSq(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  let t = len2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const ex = px - ax - t * dx;
  const ey = py - ay - t * dy;
  return ex * ex + ey * ey;
}

/** Largest distance from a vertex of `a` to the outline of `b` (closed polygon). */
function directedOutlineDistance(a: Float64Array, b: Float64Array): number {
  const nb = b.length / 2;
  let worst = 0;
  for (let i = 0; i < a.length; i += 2) {
    const px = a[i]!;
    const py = a[i + 1]!;
    let best = Infinity;
    for (let j = 0; j < nb; j++) {
      const k = ((j + 1) % nb) * 2;
      const d = pointToSegmentSq(px, py, b[j * 2]!, b[j * 2 + 1]!, b[k]!, b[k + 1]!);
      if (d < best) best = d;
    }
    if (best > worst) worst = best;
  }
  return Math.sqrt(worst);
}

/** Largest distance from a corner of the box at offset pi in `p` to the nearest corner of the box at offset qi in `q`. */
function directedCornerDistance(p: Float64Array, pi: number, q: Float64Array, qi: number): number {
  let worst = 0;
  for (let u = pi; u < pi + 24; u += 3) {
    let best = Infinity;
    for (let v = qi; v < qi + 24; v += 3) {
      const dx = p[u]! - q[v]!;
      const dy = p[u + 1]! - q[v + 1]!;
      const dz = p[u + 2]! - q[v + 2]!;
      const d = dx * dx + dy * dy + dz * dz;
      if (d < best) best = d;
    }
    if (best > worst) worst = best;
  }
  return Math.sqrt(worst);
}

/** Hausdorff distance between the corner sets of box i of `a` and box j of `b` (a box's corners do not depend on how it is turned). */
function boxDistance(a: Float64Array, i: number, b: Float64Array, j: number): number {
  return Math.max(directedCornerDistance(a, i * 24, b, j * 24), directedCornerDistance(b, j * 24, a, i * 24));
}

/** Largest distance from a box of `a` to its nearest box of `b`. */
function directedBoxSetDistance(a: PlacedShape, b: PlacedShape): number {
  let worst = 0;
  for (let i = 0; i < a.boxCount; i++) {
    let best = Infinity;
    for (let j = 0; j < b.boxCount; j++) {
      const d = boxDistance(a.boxCorners, i, b.boxCorners, j);
      if (d < best) best = d;
    }
    if (best > worst) worst = best;
  }
  return worst;
}

/**
 * How far apart two placed shapes are, inches: the larger of (footprint vertices to the other footprint's outline, both ways)
 * and (each box to the nearest box of the other, by corners, both ways). 0 when the shapes coincide; a copy moved by d
 * (convex footprint) is d away. Infinity for different kinds, or when one has solids and the other none.
 * Returns Infinity early once the distance is certain to exceed `cutoff`.
 */
export function placedShapeDistance(a: PlacedShape, b: PlacedShape, cutoff = Infinity): number {
  if (a.kind !== b.kind || (a.boxCount === 0) !== (b.boxCount === 0)) return Infinity;
  // Each side of the bounding rectangle moves by at most the distance between the shapes.
  for (let k = 0; k < 4; k++) if (Math.abs(a.bounds[k]! - b.bounds[k]!) > cutoff) return Infinity;
  const footprint = Math.max(directedOutlineDistance(a.footprint, b.footprint), directedOutlineDistance(b.footprint, a.footprint));
  if (footprint > cutoff) return Infinity;
  return Math.max(footprint, directedBoxSetDistance(a, b), directedBoxSetDistance(b, a));
}
