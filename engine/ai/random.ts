// The random-legal baseline bot: uniform over legalActions, with its OWN generator state (never the game's dice).
import { createDiceState, seededSource, type SeededDiceState } from '../dice/rng';
import { activePlayer, legalActions } from '../game/core';
import type { GameState } from '../game/types';
import type { BotStep } from './types';

/** A fresh generator state for a random bot. */
export const randomBotRng = (seed: number): SeededDiceState => createDiceState(seed);

/** Picks uniformly among `legalActions(state)` with `rng`; returns the action and the advanced generator state. */
export function randomBotAction(state: GameState, rng: SeededDiceState): BotStep {
  if (activePlayer(state) === null) throw new Error('randomBotAction: the game is over, nobody is to act.');
  const legal = legalActions(state);
  if (legal.length === 0) throw new Error(`randomBotAction: no legal action offered in phase "${state.phase}".`);
  const src = seededSource(rng);
  const action = legal[src.die(legal.length) - 1]!;
  return { action, rng: src.state() as SeededDiceState };
}
