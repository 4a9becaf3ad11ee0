// The computer opponent's public types: options, the choice with its reason and alternatives.
import type { SeededDiceState } from '../dice/rng';
import type { GameAction, GameState, PlayerIndex } from '../game/types';

export type AiLevel = 'easy' | 'normal' | 'hard';

export interface ChooseOptions {
  /** 'easy' ranks each action on its own; 'normal' looks through the rest of the unit's activation; 'hard' deeper and wider. */
  readonly level?: AiLevel;
  /** Seeds the AI's own dice for simulating its candidate actions (never the game's dice). Default 1. */
  readonly seed?: number;
  /** Most simulated transitions per decision (applyAction + legalActions calls); decides, so the choice is deterministic. */
  readonly budget?: number;
  /** Safety net only: stop deepening after this many ms (default 800). Reached only on a much slower machine than budgeted for. */
  readonly timeCapMs?: number;
}

export interface ScoredAction {
  readonly action: GameAction;
  /** Utility for the AI's player after the action (and its best continuation within the activation). Higher is better. */
  readonly score: number;
}

export interface AiChoice {
  readonly action: GameAction;
  /** One line in players' words, for the battle report. */
  readonly reason: string;
  /** The chosen action's utility (same scale as the alternatives' scores). */
  readonly score: number;
  /** The next best candidates with their scores, best first (at most 3). */
  readonly alternatives: readonly ScoredAction[];
  /** How many transitions the decision simulated; whether the time cap cut it short (then it may not repeat exactly). */
  readonly evaluated: number;
  readonly cappedByTime: boolean;
}

/** A baseline bot: picks an action for `activePlayer(state)`. Random bots carry their own generator state. */
export interface BotStep {
  readonly action: GameAction;
  readonly rng?: SeededDiceState;
}

/**
 * What the AI knows about one ruleset: utility of a position for a player, the exact expected value of an attack, a
 * short description. Everything it reads is what that player may see (`playerView`).
 */
export interface RulesetKnowledge {
  readonly rulesetId: string;
  /** Named weights (shown in docs/ai.md). */
  readonly weights: Readonly<Record<string, number>>;
  /** Utility of the state for `me` (game over: +/-WIN). */
  evaluate(state: GameState, me: PlayerIndex): number;
  /** For an attack action: the expected utility gain from the exact damage distribution (no dice rolled), else null. */
  attackGain(state: GameState, action: GameAction): number | null;
  /** Words for the action, for the reason line. */
  describe(state: GameState, action: GameAction): string;
  /** The greedy scripted bot's choice, or null to fall back to the first legal action. */
  greedy(state: GameState, legal: readonly GameAction[]): GameAction | null;
}

export const WIN_UTILITY = 1000;
