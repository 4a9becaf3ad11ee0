// The referee's ruling on a move before it is made, for the drag readout: the ruleset's own move check, the one apply uses.
import { gamePlugin } from './registry';
import type { GameAction, GameState, MoveVerdict } from './types';

/**
 * How `action` (a move with `positions`) would be ruled now: ok or the refusal's reason, its cost and the allowance. Null
 * when the ruleset has no distance ruling for it (deployment, a charge decided by dice, not a move now).
 */
export function judgeMove(state: GameState, action: GameAction): MoveVerdict | null {
  if (state.result || state.toAct !== action.player) return null;
  return gamePlugin(state.rulesetId)?.judgeMove?.(state, action) ?? null;
}
