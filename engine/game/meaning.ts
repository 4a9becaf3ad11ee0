// What an action is (its role, unit, target and words), asked of the ruleset that owns it: the game panel, the game
// store and the computer opponent read actions only through this, never through a ruleset's field names.
import { gamePlugin } from './registry';
import type { ActionMeaning, ActionRole, GameAction, GameState } from './types';

/** The meaning of `action` in `state`, as its ruleset gives it. */
export function actionMeaning(state: GameState, action: GameAction): ActionMeaning {
  const plugin = gamePlugin(state.rulesetId);
  if (!plugin) throw new Error(`No game rules for the ruleset "${state.rulesetId}"`);
  return plugin.meaning ? plugin.meaning(state, action) : guessedMeaning(state, action);
}

// TRANSITION (issue 22): until every ruleset gives meaning(), the old guesses from the field names. Removed when all do.
const PASSIVE = new Set(['end-activation', 'end-phase', 'end-deployment', 'hold', 'stop', 'keep']);
function guessedMeaning(state: GameState, a: GameAction): ActionMeaning {
  const unitOfId = (id: unknown): string | null => (typeof id === 'string' ? (state.models.find((m) => m.id === id || m.unit === id)?.unit ?? id) : null);
  const first = Object.keys(a.positions ?? {})[0];
  const unit = unitOfId(a.unit ?? a.unitId) ?? (first ? unitOfId(first) : null);
  const target = unitOfId(a.target ?? a.targetId);
  const role: ActionRole = PASSIVE.has(a.type)
    ? 'pass'
    : /deploy|reserve|strike|arrive/.test(a.type)
      ? 'deploy'
      : a.type === 'charge'
        ? 'charge'
        : /shoot|attack|fight|cast|power|pulse/.test(a.type)
          ? 'attack'
          : a.positions
            ? 'move'
            : unit
              ? 'move'
              : 'choice';
  return { role, unit, target, words: a.type };
}

/** Whether the action has this role. */
export const hasRole = (state: GameState, action: GameAction, role: ActionRole): boolean => actionMeaning(state, action).role === role;
