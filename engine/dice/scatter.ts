// The scatter die: six faces, four arrows and two hit symbols; an arrow moves the thing a dice distance along a random bearing.
import type { DiceSource } from './rng';
import { parseDiceExpr } from './expr';
import { rollExpr, type DiceRoll } from './roll';

/** Faces 1-4 of the d6 behind the scatter die are arrows, 5 and 6 are hit symbols. */
export const SCATTER_ARROW_FACES = 4;

export interface ScatterResult {
  readonly for?: string;
  /** The scatter die's face as a d6 (1-4 arrow, 5-6 hit), so a log can show it. */
  readonly face: number;
  /** A hit symbol: the template or model does not move. */
  readonly hit: boolean;
  /** Direction of the arrow, degrees counter-clockwise from the table's +x edge, in [0, 360). 0 on a hit. */
  readonly bearingDeg: number;
  /** How far it moves, inches; 0 on a hit. */
  readonly distanceIn: number;
  /** The distance roll (only thrown when an arrow shows). */
  readonly distanceRoll?: DiceRoll;
  /** The move as a table vector, inches. */
  readonly dx: number;
  readonly dy: number;
}

export type ScatterOutcome = { readonly ok: true; readonly scatter: ScatterResult } | { readonly ok: false; readonly message: string };

/**
 * Rolls the scatter die, then, on an arrow, a bearing uniform over 360 degrees and the distance dice.
 * `distanceExpr` is "2d6" for Deep Strike, or the weapon's "Scatter #d6" with # written out ("1d6", "3d6").
 */
export function scatterWith(source: DiceSource, distanceExpr: string, forWhat?: string): ScatterOutcome {
  const parsed = parseDiceExpr(distanceExpr);
  if (!parsed.ok) return parsed;
  if (parsed.expr.modifier < 0) {
    return { ok: false, message: `scatter distance '${distanceExpr}' can go below zero; use dice without a minus` };
  }
  const label = forWhat === undefined ? {} : { for: forWhat };
  const face = source.die(6);
  if (face > SCATTER_ARROW_FACES) {
    return { ok: true, scatter: { ...label, face, hit: true, bearingDeg: 0, distanceIn: 0, dx: 0, dy: 0 } };
  }
  const bearingDeg = source.unit() * 360;
  const distanceRoll = rollExpr(source, parsed.expr, forWhat === undefined ? 'scatter distance' : `${forWhat}: scatter distance`);
  const distanceIn = distanceRoll.total;
  const t = (bearingDeg * Math.PI) / 180;
  return {
    ok: true,
    scatter: { ...label, face, hit: false, bearingDeg, distanceIn, distanceRoll, dx: distanceIn * Math.cos(t), dy: distanceIn * Math.sin(t) },
  };
}

/** Where a point ends up after a scatter. */
export function scatteredPoint(x: number, y: number, s: Pick<ScatterResult, 'dx' | 'dy'>): { x: number; y: number } {
  return { x: x + s.dx, y: y + s.dy };
}
