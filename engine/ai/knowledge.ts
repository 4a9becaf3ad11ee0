// The AI's knowledge per ruleset, in one registry (like GAME_RULESETS); a ruleset without an entry gets the generic one.
import { previewAttack } from '../game/core';
import type { GameAction, GameState, PlayerIndex } from '../game/types';
import { HAMMER_WARS_AI } from './hammerWars';
import { WIN_UTILITY, type RulesetKnowledge } from './types';

/**
 * Generic weights: VP first, then the wounds left on the table on each side, then the objectives (held now: more models
 * within 3" of the marker; and a pull towards the nearest one for each unit), so a ruleset that scores objectives at a
 * round's end is played towards them before the points arrive.
 */
export const GENERIC_WEIGHTS = { vp: 10, wound: 1, objectiveHeld: 3, objectivePullPerInch: 0.05, objectiveRangeIn: 3 } as const;

/** The objectives a game scores: the ruleset state's own list, else the layout's markers. */
function objectivesOf(state: GameState): readonly { x: number; y: number }[] {
  const own = (state.ruleset as { objectives?: unknown }).objectives;
  if (Array.isArray(own)) return own as { x: number; y: number }[];
  return state.setup.layout.objectives ?? [];
}

/** Objective terms of the generic evaluation, for player `me`. */
function objectiveTerms(state: GameState, me: PlayerIndex): number {
  const objectives = objectivesOf(state);
  if (!objectives.length) return 0;
  let u = 0;
  const units = new Map<string, { player: PlayerIndex; x: number; y: number }>();
  for (const o of objectives) {
    let mine = 0;
    let theirs = 0;
    for (const m of state.models) {
      if (!m.onTable) continue;
      if (Math.hypot(m.x - o.x, m.y - o.y) <= GENERIC_WEIGHTS.objectiveRangeIn + 1) m.player === me ? mine++ : theirs++;
      if (!units.has(m.unit)) units.set(m.unit, { player: m.player, x: m.x, y: m.y });
    }
    if (mine !== theirs) u += (mine > theirs ? 1 : -1) * GENERIC_WEIGHTS.objectiveHeld;
  }
  // Each unit's pull towards its nearest objective (its first model stands for it).
  for (const unit of units.values()) {
    const d = Math.min(...objectives.map((o) => Math.hypot(unit.x - o.x, unit.y - o.y)));
    u += (unit.player === me ? -1 : 1) * GENERIC_WEIGHTS.objectivePullPerInch * d;
  }
  return u;
}

export const GENERIC_AI: RulesetKnowledge = {
  rulesetId: '*',
  weights: GENERIC_WEIGHTS,
  evaluate(state: GameState, me: PlayerIndex): number {
    if (state.result) return state.result.winner === me ? WIN_UTILITY : state.result.winner === null ? 0 : -WIN_UTILITY;
    let u = GENERIC_WEIGHTS.vp * (state.points[me] - state.points[me === 0 ? 1 : 0]);
    for (const m of state.models) if (m.onTable) u += (m.player === me ? 1 : -1) * GENERIC_WEIGHTS.wound * m.wounds;
    return u + objectiveTerms(state, me);
  },
  // An attack is valued exactly, before any die: the expected wounds it removes (the ruleset's previewAttack), each worth
  // what a wound on the table is worth. No simulated dice, so a lucky sample never makes a shot look better than it is.
  attackGain: (state: GameState, a: GameAction) => {
    const p = previewAttack(state, a);
    return p ? GENERIC_WEIGHTS.wound * p.meanDamage : null;
  },
  describe: (_s: GameState, a: GameAction) => a.type,
  greedy: () => null,
};

export const AI_KNOWLEDGE: readonly RulesetKnowledge[] = [HAMMER_WARS_AI];

export const knowledgeFor = (rulesetId: string): RulesetKnowledge => AI_KNOWLEDGE.find((k) => k.rulesetId === rulesetId) ?? GENERIC_AI;
