// Models lost in a game, per player, as the ruleset reckons them: the table alone cannot tell in Hammer Wars, where a
// killed model returns to the unit pool with its lives.
import { gamePlugin } from './registry';
import type { GameState, PlayerIndex } from './types';

/** The units of the models each player has lost, one entry per model. */
export function modelsLost(state: GameState): readonly [readonly string[], readonly string[]] {
  const own = gamePlugin(state.rulesetId)?.lostModels?.(state);
  if (own) return own;
  const of = (p: PlayerIndex) => state.models.filter((m) => m.player === p && !m.onTable && m.wounds === 0).map((m) => m.unit);
  return [of(0), of(1)];
}
