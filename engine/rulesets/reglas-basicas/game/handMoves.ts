// Reglas básicas' moves by hand (issue 23): a unit the player may still choose in the Movement or Action phase may Move,
// Run, or Charge any enemy unit within twice its Movement (its charge allowance), whether or not the offers (legal.ts)
// sampled a stride or a contact spot; an engaged unit may Retreat. applyRb judges the player's positions.
import { draftView } from '../../../game/draftView';
import { other } from '../../../game/kit';
import type { GameAction } from '../../../game/types';
import { rbAllowanceIn } from './movement';
import { eligible } from './sequence';
import { inCombat, liveUnits, unitGap, type RbGame } from './state';

/** The hand moves of `unitId` now, as actions without positions (GameRulesetPlugin.handMoves). */
export function rbHandMoves(g: RbGame, unitId: string): GameAction[] {
  const p = g.toAct;
  if (p === null || g.result || g.ruleset.step === 'deployment' || (g.phase !== 'Movement' && g.phase !== 'Action')) return [];
  const d = draftView(g);
  const u = eligible(d, p).find((x) => x.id === unitId);
  if (!u) return [];
  const engaged = inCombat(d, u);
  // The Action phase offers no Retreat: an engaged unit fights there.
  if (engaged) return g.phase === 'Movement' ? [{ type: 'retreat', player: p, unit: u.id }] : [];
  const reach = rbAllowanceIn(d, u, 'charge');
  return [
    { type: 'move', player: p, unit: u.id },
    { type: 'run', player: p, unit: u.id },
    ...liveUnits(d, other(p))
      .filter((t) => unitGap(d, u.id, t.id) <= reach + 1e-9)
      .map((t): GameAction => ({ type: 'charge', player: p, unit: u.id, target: t.id })),
  ];
}
