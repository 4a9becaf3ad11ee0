// Alternating activation, configured by eligibility: after a player activates a unit, the other player activates one if
// they have an eligible unit, else the same player goes on; when neither has one, the phase (or round) is over.
import type { PlayerIndex } from '../types';
import { other } from './refuse';

/**
 * Who activates next after `justActed` (or who starts, when `justActed` is null: `first`, or the other player when `first`
 * has nothing eligible). Null when no player has an eligible unit left: the phase is over.
 */
export function nextToActivate(justActed: PlayerIndex | null, first: PlayerIndex, hasEligible: (p: PlayerIndex) => boolean): PlayerIndex | null {
  const prefer = justActed === null ? first : other(justActed);
  if (hasEligible(prefer)) return prefer;
  if (hasEligible(other(prefer))) return other(prefer);
  return null;
}

/**
 * A phase sequence: the phases in order, each with its eligibility; the first phase after `from` (inclusive when
 * `inclusive`) in which some player has an eligible unit, with who starts it; null when the round has no phase left.
 */
export function nextPhase<P extends string>(
  phases: readonly P[],
  from: P | null,
  first: PlayerIndex,
  hasEligible: (phase: P, p: PlayerIndex) => boolean,
  inclusive = false,
): { phase: P; toAct: PlayerIndex } | null {
  const start = from === null ? 0 : phases.indexOf(from) + (inclusive ? 0 : 1);
  for (let i = Math.max(0, start); i < phases.length; i++) {
    const phase = phases[i]!;
    const toAct = nextToActivate(null, first, (p) => hasEligible(phase, p));
    if (toAct !== null) return { phase, toAct };
  }
  return null;
}
