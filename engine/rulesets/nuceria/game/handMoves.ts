// Nuceria's moves by hand (issue 23): the active unit that has not moved may Move, or Charge any enemy unit its Movement
// + 6" (the most 1d6 can add, named default nuceria.charge) can reach and is not already in melee with it, whether or not
// the offers (legal.ts) sampled a stride or a contact spot; a unit off the table arrives. applyNu judges the positions.
import { closestPair, other, unitOnTable } from '../../../game/kit';
import type { GameAction } from '../../../game/types';
import { lockedWith } from './melee';
import { liveUnits, unitData, unitState, type NuGame } from './state';

/** The hand moves of `unitId` now, as actions without positions (GameRulesetPlugin.handMoves). */
export function nuHandMoves(g: NuGame, unitId: string): GameAction[] {
  const p = g.toAct;
  const act = g.ruleset.active;
  if (p === null || g.result || g.ruleset.step === 'deployment' || act?.unit !== unitId || act.moved) return [];
  const u = unitState(g, unitId);
  if (!u) return [];
  const mine = unitOnTable(g, u.id);
  if (!mine.length) return [{ type: 'arrive', player: p }];
  const reach = unitData(g, u).movementIn + 6;
  return [
    { type: 'move', player: p },
    ...liveUnits(g, other(p))
      .filter((t) => !lockedWith(g, u.id, t.id) && (closestPair(mine, unitOnTable(g, t.id))?.gapIn ?? Infinity) <= reach + 1e-9)
      .map((t): GameAction => ({ type: 'charge', player: p, target: t.id })),
  ];
}

/** How far a charge may carry a model: its Movement + 1d6 at most (named default nuceria.charge). GameRulesetPlugin.handReach. */
export function nuHandReach(g: NuGame, a: GameAction): { reachIn: number; words: string } | null {
  const act = g.ruleset.active;
  const u = act ? unitState(g, act.unit) : undefined;
  if (a.type !== 'charge' || !u) return null;
  const m = unitData(g, u).movementIn;
  return { reachIn: m + 6, words: `Movement ${m}" + 1d6` };
}
