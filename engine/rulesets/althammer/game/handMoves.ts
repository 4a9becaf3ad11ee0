// AltHammer's moves by hand (issue 23): the active unit's Move, and a Charge at every enemy unit within 12" (named default
// althammer.charge), whether or not the offers (legal.ts) sampled a contact spot; applyAh judges the player's positions.
import type { GameAction } from '../../../game/types';
import { AH_DEFAULT } from './defaults';
import { activationProblem } from './rules';
import { isPsychic, liveUnits, unitState, type AhGame } from './state';
import { unitGap } from './targets';

/** The hand moves of `unitId` now, as actions without positions (GameRulesetPlugin.handMoves). */
export function ahHandMoves(g: AhGame, unitId: string): GameAction[] {
  const p = g.toAct;
  const act = g.ruleset.active;
  if (p === null || g.result || g.ruleset.step !== 'battle' || act?.unit !== unitId) return [];
  const u = unitState(g, unitId);
  if (!u) return [];
  const may = (k: 'move' | 'charge') => !activationProblem(act.taken, k, isPsychic(u));
  const out: GameAction[] = [];
  if (may('move')) out.push({ type: 'move', player: p });
  if (may('charge'))
    for (const t of liveUnits(g, p === 0 ? 1 : 0)) if (unitGap(g, u.id, t.id) <= AH_DEFAULT.chargeRangeIn + 1e-9) out.push({ type: 'charge', player: p, target: t.id });
  return out;
}

/** How far a charge may carry a model: "2d6 for the longest move" (named default althammer.charge). GameRulesetPlugin.handReach. */
export function ahHandReach(_g: AhGame, a: GameAction): { reachIn: number; words: string } | null {
  return a.type === 'charge' ? { reachIn: 12, words: '2d6' } : null;
}
