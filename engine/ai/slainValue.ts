// An attack valued by what it leaves on the table (issue 26, 2026-12-08): the evaluation after each number of models the
// attack may slay, weighted by the ruleset preview's chance of it, less the evaluation now; plus the wounds expected on
// models left standing. So a shot that may empty a marker, or take a unit's last models, is worth what the evaluation says
// those are worth, not only its expected wounds.
import { previewAttack } from '../game/core';
import type { GameAction, GameModel, GameState, PlayerIndex } from '../game/types';
import { GENERIC_WEIGHTS } from './knowledge';

/**
 * Below this chance a number of models slain is left out of an attack's value: its share of the expectation is too small
 * to change a choice, and each number costs an evaluation.
 */
export const SLAIN_MIN_CHANCE = 0.005;

/**
 * The models of the target unit in the order the engine takes them off (allocateHits: the most hurt first, then the
 * unit's own order), so the first k are those k slain models would be.
 */
function removalOrder(state: GameState, unit: string): GameModel[] {
  return state.models
    .map((m, i) => ({ m, i }))
    .filter(({ m }) => m.onTable && m.unit === unit)
    .sort((x, y) => x.m.wounds - y.m.wounds || x.i - y.i)
    .map(({ m }) => m);
}

/** The attack's value to its player by `evaluate` over the numbers it may slay; null for an action that is not an attack. */
export function slainValue(state: GameState, a: GameAction, evaluate: (s: GameState, me: PlayerIndex) => number): number | null {
  const p = previewAttack(state, a);
  if (!p || typeof a.target !== 'string') return null;
  const me = a.player;
  const order = removalOrder(state, a.target);
  const now = evaluate(state, me);
  let gain = 0;
  let slainWounds = 0;
  // The first k models in the removal order, and their wounds, grown one model at a time.
  const gone = new Set<string>();
  let goneWounds = 0;
  for (let k = 1; k < p.slain.length; k++) {
    const next = order[k - 1];
    if (next) {
      gone.add(next.id);
      goneWounds += next.wounds;
    }
    const chance = p.slain[k]!;
    if (chance < SLAIN_MIN_CHANCE) continue;
    const after: GameState = { ...state, models: state.models.map((m) => (gone.has(m.id) ? { ...m, onTable: false, wounds: 0 } : m)) };
    gain += chance * (evaluate(after, me) - now);
    slainWounds += chance * goneWounds;
  }
  return gain + GENERIC_WEIGHTS.wound * Math.max(0, p.meanDamage - slainWounds);
}
