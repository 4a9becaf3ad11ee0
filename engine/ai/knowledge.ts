// The AI's knowledge per ruleset, in one registry (like GAME_RULESETS); a ruleset without an entry gets the generic one.
import type { GameAction, GameState, PlayerIndex } from '../game/types';
import { HAMMER_WARS_AI } from './hammerWars';
import { WIN_UTILITY, type RulesetKnowledge } from './types';

/** Generic weights: VP first, then the wounds left on the table on each side. */
export const GENERIC_WEIGHTS = { vp: 10, wound: 1 } as const;

export const GENERIC_AI: RulesetKnowledge = {
  rulesetId: '*',
  weights: GENERIC_WEIGHTS,
  evaluate(state: GameState, me: PlayerIndex): number {
    if (state.result) return state.result.winner === me ? WIN_UTILITY : state.result.winner === null ? 0 : -WIN_UTILITY;
    let u = GENERIC_WEIGHTS.vp * (state.points[me] - state.points[me === 0 ? 1 : 0]);
    for (const m of state.models) if (m.onTable) u += (m.player === me ? 1 : -1) * GENERIC_WEIGHTS.wound * m.wounds;
    return u;
  },
  attackGain: () => null,
  describe: (_s: GameState, a: GameAction) => a.type,
  greedy: () => null,
};

export const AI_KNOWLEDGE: readonly RulesetKnowledge[] = [HAMMER_WARS_AI];

export const knowledgeFor = (rulesetId: string): RulesetKnowledge => AI_KNOWLEDGE.find((k) => k.rulesetId === rulesetId) ?? GENERIC_AI;
