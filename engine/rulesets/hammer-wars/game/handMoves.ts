// Hammer Wars' moves by hand (issue 23): the active model's move under its order (Walk, Run, Rapid Advance; into base
// contact for melee), before any attack line, and Hit & Run after a melee attack, whether or not the offers (legal.ts)
// sampled a spot the player wants; applyHw judges the player's positions.
import type { GameAction } from '../../../game/types';
import { cardOf, type HwGame } from './state';

/** The hand moves of `unitId` (a model: each Hammer Wars model is a unit) now, without positions (GameRulesetPlugin.handMoves). */
export function hwHandMoves(g: HwGame, unitId: string): GameAction[] {
  const p = g.toAct;
  const act = g.ruleset.active;
  if (p === null || g.result || g.ruleset.step !== 'combat' || act?.unit !== unitId) return [];
  const m = g.models.find((x) => x.id === unitId && x.onTable);
  if (!m) return [];
  const out: GameAction[] = [];
  if (act.order !== 'hold' && !act.moved && act.linesUsed.length === 0) out.push({ type: 'move', player: p });
  if (cardOf(m).special.includes('Hit & Run') && act.meleeAttacked) out.push({ type: 'hit-and-run', player: p });
  return out;
}
