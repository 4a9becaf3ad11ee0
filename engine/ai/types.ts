// The computer opponent's public types: options, the choice with its reason and alternatives.
import type { SeededDiceState } from '../dice/rng';
import type { GameAction, GameState, PlayerIndex } from '../game/types';

export type AiLevel = 'easy' | 'normal' | 'hard';

export interface ChooseOptions {
  /** 'easy' ranks each action on its own; 'normal' looks through the rest of the unit's activation; 'hard' deeper and wider. */
  readonly level?: AiLevel;
  /** Seeds the AI's own dice for simulating its candidate actions (never the game's dice). Default 1. */
  readonly seed?: number;
  /**
   * Most simulated transitions per decision (applyAction + legalActions calls): the budget of work that bounds a decision.
   * No clock is read, so the same state and options give the same choice on a slow or busy machine.
   */
  readonly budget?: number;
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
  /** How many transitions the decision simulated (at most the budget). */
  readonly evaluated: number;
  /**
   * Always false: there is no time cap any more (issue 26: 4 of 4,070 repeated decisions differed when an 800 ms cap cut the
   * search). Kept for callers that still read it.
   */
  readonly cappedByTime: false;
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
  /**
   * The points each player would score for objectives if the ruleset's own scoring of them ran now (who holds each marker,
   * by the ruleset's rule), [player 1, player 2]. Absent: `genericObjectivePoints` (more models within 4" of the marker's
   * centre hold it, 1 point each).
   */
  objectivePoints?(state: GameState): readonly [number, number];
  /**
   * The round ahead before its scoring, for a ruleset played in phases (engine/ai/roundAhead.ts): the attacks units will
   * still make, and the models wounds already dealt will take off at the scoring. Absent or null: the AI does not look
   * across the phases (a ruleset played by activations follows the unit's activation instead).
   */
  roundAhead?(state: GameState): RoundAhead | null;
  /**
   * The expected wounds and models slain of an attack, reckoned quickly for the round ahead (every unit pair is looked
   * at); absent: the ruleset's previewAttack. Null when the attack can do nothing.
   */
  quickPreview?(state: GameState, action: GameAction): { meanDamage: number; meanSlain: number } | null;
  /**
   * The offered actions the rules make the player decide before any other, or null: HamWarmer's "units attempting to Fall
   * Back must be selected before any other units", so a unit held in combat falls back or holds before another unit
   * moves (else the move of another unit takes its Fall Back away unweighed).
   */
  decideFirst?(state: GameState, legal: readonly GameAction[]): readonly GameAction[] | null;
  /** Hard's evaluation where it weighs more than `evaluate` (absent: `evaluate`). */
  hardEvaluate?(state: GameState, me: PlayerIndex): number;
  /** Hard's value of an attack where it weighs more than `attackGain` (absent: `attackGain`). */
  hardAttackGain?(state: GameState, action: GameAction): number | null;
  /**
   * hard answers its best candidates with the other side's best reply (engine/ai/reply.ts, replyGain): for rulesets of
   * alternating activations where it was measured to help (Nuceria; not AltHammer, where it changed nothing a sample
   * can see).
   */
  hardReply?: boolean;
  /**
   * Hard's own moves where the ruleset was measured to want more of them than the level's (absent: the level's
   * `headings` and `ownMoveModels`): Reglas básicas, whose three units all move in one Movement phase.
   */
  hardOwnMoves?: { readonly headings: number; readonly models: number };
}

/** One attack still to come: the unit, its side, its action type (`shoot`, `fight`) and its longest reach, in inches. */
export interface AttackAhead {
  readonly unit: string;
  readonly player: PlayerIndex;
  readonly type: string;
  /** No target farther than this (nearest model edge to edge) is looked at; absent: every enemy unit is. */
  readonly reachIn?: number;
}

/** The attacks still to come before a round's scoring, as a ruleset's knowledge names them (no die, no choice of target). */
export interface RoundAhead {
  /** Each unit that will still attack, in the order they come, and the action type its attack is (`shoot`, `fight`). */
  readonly attacks: readonly AttackAhead[];
  /** Models each unit will lose at the scoring for wounds already dealt (Reglas básicas' pending WOUNDS). */
  readonly pendingModels?: Readonly<Record<string, number>>;
}

export const WIN_UTILITY = 1000;
