// What one ruleset is, in one object: its values (measuring, cover, deployment, templates, defaults), its game (state,
// actions and rules) and the computer opponent's knowledge of it. Each ruleset exports one from <id>/index.ts, and
// engine/registry.ts lists them once; engine/game and engine/ai receive rulesets from there and import none.
import type { RulesetKnowledge } from '../ai/types';
import type { GameRulesetPlugin } from '../game/types';
import type { Ruleset } from './types';

export interface RulesetModule<R = unknown> {
  readonly id: string;
  /** Measuring, cover, deployment presets, template sizes, named defaults: what the sandbox tools read. */
  readonly values: Ruleset;
  /** The game: setup, legal actions, appliers, action meanings. */
  readonly game: GameRulesetPlugin<R>;
  /** The computer opponent's knowledge of this ruleset; absent: the generic knowledge. */
  readonly ai?: RulesetKnowledge;
}

/**
 * A ruleset's module with its AI knowledge read when asked: the game core reads the rulesets' values through
 * engine/rulesets/index.ts while the AI knowledge (which reaches the core) may still be loading, so the knowledge cannot be
 * read when the module is built.
 */
export function rulesetModule<R>(values: Ruleset, game: GameRulesetPlugin<R>, ai: () => RulesetKnowledge): RulesetModule<R> {
  return {
    id: values.id,
    values,
    game,
    get ai() {
      return ai();
    },
  };
}
