// The greedy scripted baseline bot: the ruleset's greedy rule (best expected-damage shot, charge a won fight, toward the
// nearest objective), else the first legal action.
import { activePlayer, legalActions } from '../game/core';
import type { GameState } from '../game/types';
import { knowledgeFor } from './registry';
import type { BotStep } from './types';

export function greedyBotAction(state: GameState): BotStep {
  if (activePlayer(state) === null) throw new Error('greedyBotAction: the game is over, nobody is to act.');
  const legal = legalActions(state);
  if (legal.length === 0) throw new Error(`greedyBotAction: no legal action offered in phase "${state.phase}".`);
  return { action: knowledgeFor(state.rulesetId).greedy(state, legal) ?? legal[0]! };
}
