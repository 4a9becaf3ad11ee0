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
