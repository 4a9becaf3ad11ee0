// What an action is (its role, unit, target and words), asked of the ruleset that owns it: the game panel, the game
// store and the computer opponent read actions only through this, never through a ruleset's field names.
import { gamePlugin } from './registry';
import type { ActionMeaning, ActionRole, GameAction, GameState } from './types';

/** The meaning of `action` in `state`, as its ruleset gives it. */
export function actionMeaning(state: GameState, action: GameAction): ActionMeaning {
  const plugin = gamePlugin(state.rulesetId);
  if (!plugin) throw new Error(`No game rules for the ruleset "${state.rulesetId}"`);
  return plugin.meaning(state, action);
}

/** Whether the action has this role. */
export const hasRole = (state: GameState, action: GameAction, role: ActionRole): boolean => actionMeaning(state, action).role === role;
