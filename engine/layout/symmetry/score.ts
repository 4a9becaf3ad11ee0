// symmetryScore: how symmetric a layout is under a mode, which pieces pair up as twins, and which have none.
import type { Layout } from '../../types';
import { placedShapeDistance, placedShapeOf } from './shape';
import type { SymmetryMode } from './modes';

export const SYMMETRY_TOLERANCES = {
  /** A twin within this many inches of its place counts fully (score 1). */
  exactIn: 0.1,
  /** A twin this far out, or farther, counts nothing; pieces farther apart are never paired. */
  zeroScoreIn: 2,
  /** A piece whose twin is farther than this is listed in `unmatched`. */
  unmatchedBeyondIn: 0.5,
} as const;

/** Credit for a twin `distanceIn` inches from its place: 1 up to 0.1", a smoothstep down to 0 at 2". */
export function symmetryFalloff(distanceIn: number): number {
  const { exactIn, zeroScoreIn } = SYMMETRY_TOLERANCES;
  if (distanceIn <= exactIn) return 1;
  if (!(distanceIn < zeroScoreIn)) return 0;
  const t = (distanceIn - exactIn) / (zeroScoreIn - exactIn);
  return 1 - t * t * (3 - 2 * t);
}

export interface SymmetryPair {
  /** a === b when a piece is its own twin (e.g. a crater at the centre under rotate-180). */
  readonly a: string;
  readonly b: string;
  /** How far the transformed shape of a lies from the shape of b, inches. */
  readonly distanceIn: number;
}

export interface SymmetryReport {
  /** 1 for a perfectly symmetric layout; the mean over pieces of symmetryFalloff(distance to its twin). */
  readonly score: number;
  /** Ids of pieces with no twin within SYMMETRY_TOLERANCES.unmatchedBeyondIn, in layout order. */
  readonly unmatched: readonly string[];
  /** The twins found (including imperfect ones up to zeroScoreIn apart). */
  readonly pairs: readonly SymmetryPair[];
}

/**
 * Scores the layout's terrain under a symmetry mode. Pieces are paired as twins by placed shape (same kind; footprint and
 * boxes as placed on the table; rotationDeg numbers are not compared) with a greedy minimum-distance matching, where a
 * piece may be its own twin.
 */
export function symmetryScore(layout: Layout, mode: SymmetryMode): SymmetryReport {
  const pieces = layout.terrain;
  if (mode === 'none' || pieces.length === 0)
    return { score: 1, unmatched: [], pairs: pieces.map((p) => ({ a: p.id, b: p.id, distanceIn: 0 })) };
  const shapes = pieces.map((p) => placedShapeOf(p, layout.table));
  const moved = pieces.map((p) => placedShapeOf(p, layout.table, mode));
  // The transform is an isometry and its own inverse, so distance(T a, b) = distance(T b, a): one value per unordered pair.
  const candidates: { i: number; j: number; d: number }[] = [];
  for (let i = 0; i < pieces.length; i++)
    for (let j = i; j < pieces.length; j++) {
      const d = placedShapeDistance(moved[i]!, shapes[j]!, SYMMETRY_TOLERANCES.zeroScoreIn);
      if (d < SYMMETRY_TOLERANCES.zeroScoreIn) candidates.push({ i, j, d });
    }
  candidates.sort((p, q) => p.d - q.d || p.i - q.i || p.j - q.j);
  const twinDistance = new Array<number>(pieces.length).fill(Infinity);
  const pairs: SymmetryPair[] = [];
  for (const { i, j, d } of candidates) {
    if (twinDistance[i] !== Infinity || twinDistance[j] !== Infinity) continue;
    twinDistance[i] = d;
    twinDistance[j] = d;
    pairs.push({ a: pieces[i]!.id, b: pieces[j]!.id, distanceIn: d });
  }
  const score = twinDistance.reduce((sum, d) => sum + symmetryFalloff(d), 0) / pieces.length;
  const unmatched = pieces.filter((_, i) => !(twinDistance[i]! <= SYMMETRY_TOLERANCES.unmatchedBeyondIn)).map((p) => p.id);
  return { score, unmatched, pairs };
}

/** The twin of a piece under the mode (itself when it is its own twin), or null when no piece of its kind is within 2". */
export function findTwin(layout: Layout, pieceId: string, mode: SymmetryMode): { readonly twinId: string; readonly distanceIn: number } | null {
  const pair = symmetryScore(layout, mode).pairs.find((p) => p.a === pieceId || p.b === pieceId);
  if (!pair) return null;
  return { twinId: pair.a === pieceId ? pair.b : pair.a, distanceIn: pair.distanceIn };
}
