// The greedy-objectives baseline bot (issue 26): one ply deep, it weighs victory points, objective control and material,
// each read from the engine's own scoring, and walks towards the markers. A plain objective-grabber for the bench to
// measure the computer opponent against; it shares nothing with the AI's evaluation but the rulesets' scoring.
import { createDiceState } from '../dice/rng';
import { activePlayer, applyAction, legalActions, playerView, previewAttack } from '../game/core';
import { actionMeaning } from '../game/meaning';
import type { GameAction, GameState, PlayerIndex } from '../game/types';
import { genericObjectivePoints, objectivesOf } from './knowledge';
import { knowledgeFor } from './registry';
import { WIN_UTILITY, type BotStep } from './types';

/** Named weights of the objectives bot (docs/ai.md). */
export const OBJECTIVES_BOT_WEIGHTS = {
  /** Per victory point scored: what wins. */
  vp: 10,
  /** Per objective point the ruleset's scoring would give now (held markers): 0.6 of a VP, as it is scored only at a round's end. */
  objectivePoint: 6,
  /** Per wound (life, HP) on the table, each side. */
  wound: 1,
  /** Per inch from each of its units to the nearest marker it does not hold: the walk towards objectives. */
  walkPerInch: 0.05,
} as const;

/** The bot's own dice for trying an action (never the game's). */
const OBJECTIVES_BOT_DICE_SEED = 11;

/** The objectives bot's value of a state for `me`: VP, objective points now, wounds on the table, distance to markers. */
export function objectivesBotValue(state: GameState, me: PlayerIndex): number {
  if (state.result) return state.result.winner === me ? WIN_UTILITY : state.result.winner === null ? 0 : -WIN_UTILITY;
  const W = OBJECTIVES_BOT_WEIGHTS;
  const them: PlayerIndex = me === 0 ? 1 : 0;
  const k = knowledgeFor(state.rulesetId);
  const held = k.objectivePoints ? k.objectivePoints(state) : genericObjectivePoints(state);
  let u = W.vp * (state.points[me] - state.points[them]) + W.objectivePoint * (held[me] - held[them]);
  for (const m of state.models) if (m.onTable) u += (m.player === me ? 1 : -1) * W.wound * m.wounds;
  const markers = objectivesOf(state);
  if (markers.length) {
    const seen = new Set<string>();
    for (const m of state.models) {
      if (!m.onTable || m.player !== me || seen.has(m.unit)) continue;
      seen.add(m.unit);
      u -= W.walkPerInch * Math.min(...markers.map((o) => Math.hypot(m.x - o.x, m.y - o.y)));
    }
  }
  return u;
}

/**
 * The objectives bot's action for `activePlayer(state)`: every legal action one ply deep, an attack valued by its exact
 * expected wounds (the ruleset's previewAttack, no die rolled), anything else by the state after it (applied with the
 * bot's own dice); the highest value wins, ties to the engine's order. It sees only its own player's view.
 */
export function objectivesBotAction(state: GameState): BotStep {
  const me = activePlayer(state);
  if (me === null) throw new Error('objectivesBotAction: the game is over, nobody is to act.');
  const view = playerView(state, me);
  const legal = legalActions(view);
  if (legal.length === 0) throw new Error(`objectivesBotAction: no legal action offered in phase "${state.phase}".`);
  const base = objectivesBotValue(view, me);
  let best = legal[0]!;
  let bestValue = -Infinity;
  for (const a of legal) {
    const p = previewAttack(view, a);
    let v: number;
    // A shot that cannot hurt comes last among equals, like passing.
    if (p) v = base + OBJECTIVES_BOT_WEIGHTS.wound * p.meanDamage - (p.meanDamage > 0 ? 0 : 0.01);
    else {
      try {
        v = objectivesBotValue(applyAction({ ...view, dice: createDiceState(OBJECTIVES_BOT_DICE_SEED), log: [], actions: [] }, a), me);
      } catch {
        continue; // a sampled action the rules refuse
      }
      // Passing is the last resort among equals.
      if (actionMeaning(view, a).role === 'pass') v -= 0.01;
    }
    if (v > bestValue + 1e-9) (best = a), (bestValue = v);
  }
  return { action: best };
}
