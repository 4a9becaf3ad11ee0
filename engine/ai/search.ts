// The search the computer opponent's levels share: their settings, the AI's own dice, the budget of work, and the
// lookahead through the acting side's activation (valueOf, bestLine). chooseAction (choose.ts) and the other side's
// answer (reply.ts) are built on it.
import { applyAction, legalActions } from '../game/core';
import type { GameAction, GameState, PlayerIndex } from '../game/types';
import type { SeededDiceState } from '../dice/rng';
import { knowledgeFor } from './registry';
import type { AiLevel, RulesetKnowledge } from './types';

export interface LevelSettings {
  /** How many own actions ahead (within the same activation) a candidate is followed. */
  depth: number;
  /** How many children of a node are followed (by their one-step utility). */
  width: number;
  /** Default budget of simulated transitions. */
  budget: number;
  /** Headings of the AI's own move candidates per unit (ownMoves); 0: only the engine's offered moves. */
  headings: number;
  /**
   * How many of the best candidates that place a unit (move, deploy) are judged again by the shots that unit then has
   * and faces (unitThreat); 0: none.
   */
  threatTop: number;
  /**
   * Most models the AI's own move candidates may place in one decision, all of them together (issue 26: "none over 1 s of
   * CPU"). Checking a move costs the engine work for every model moved, and in a phase where every unit may move
   * (HamWarmer's and Reglas básicas' Movement) the own moves of every unit were tried: up to 150 candidates of 4 to 10
   * models, 70% of the dearest decisions' CPU. Counted in models, not time, so the choice stays the same on any machine.
   */
  ownMoveModels: number;
  /**
   * Previews the round ahead may work out in one decision (roundAhead.ts; 0: it is not looked at): in a ruleset played in
   * phases, what a candidate leads to at the round's scoring once the shots still to come have landed.
   */
  aheadPreviews: number;
  /** How many of the best candidates are answered by the other side's best reply (replyGain); 0: none. */
  replyTop: number;
  /** Budget of simulated transitions for each reply. */
  replyBudget: number;
}

export const AI_LEVELS: Readonly<Record<AiLevel, LevelSettings>> = {
  easy: { depth: 0, width: 0, budget: 80, headings: 0, threatTop: 0, ownMoveModels: 0, aheadPreviews: 0, replyTop: 0, replyBudget: 0 },
  normal: { depth: 2, width: 4, budget: 260, headings: 8, threatTop: 0, ownMoveModels: 160, aheadPreviews: 80, replyTop: 0, replyBudget: 0 },
  hard: { depth: 3, width: 6, budget: 700, headings: 16, threatTop: 8, ownMoveModels: 320, aheadPreviews: 140, replyTop: 4, replyBudget: 120 },
};

export function mix(seed: number, n: number): number {
  let h = (seed ^ 0x9e3779b9) | 0;
  h = Math.imul(h ^ n, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

export interface Search {
  me: PlayerIndex;
  k: RulesetKnowledge;
  dice: SeededDiceState;
  left: number;
  evaluated: number;
  settings: LevelSettings;
}

/** One unit of the budget of work (an applyAction, or a node's legalActions); false when the budget is spent. */
export function spend(s: Search): boolean {
  if (s.left <= 0) return false;
  s.left--;
  s.evaluated++;
  return true;
}

/** The state after `a` with the AI's own dice in place of the game's (so nothing about the game's next rolls is used). */
export function simulate(s: Search, state: GameState, a: GameAction): GameState | null {
  try {
    return applyAction({ ...state, dice: s.dice, log: [], actions: [] }, a);
  } catch {
    return null; // a sampled action refused: not a candidate
  }
}

/** Utility of a state where it may still be the AI's move within the same activation: the value of its best line. */
export function valueOf(s: Search, state: GameState, depth: number, activation: string | null): number {
  return bestLine(s, state, depth, activation).value;
}

/**
 * The best line through the acting side's activation from `state` (its own actions, `width` children a node, `depth`
 * deep; an attack ends a line at its exact value, not applied), its value, and where it ends.
 */
export function bestLine(s: Search, state: GameState, depth: number, activation: string | null): { value: number; end: GameState } {
  const base = s.k.evaluate(state, s.me);
  if (depth <= 0 || state.result || state.toAct !== s.me || state.activation === null || state.activation !== activation || !spend(s)) return { value: base, end: state };
  let best = { value: base, end: state };
  const pending: GameAction[] = [];
  for (const a of legalActions(state)) {
    const gain = s.k.attackGain(state, a);
    if (gain !== null) {
      if (base + gain > best.value) best = { value: base + gain, end: state };
    } else if (a.type !== 'end-activation' && a.type !== 'end-phase' && a.type !== 'declare-goal') pending.push(a);
  }
  for (const a of pending.slice(0, s.settings.width)) {
    if (!spend(s)) break;
    const next = simulate(s, state, a);
    if (!next) continue;
    const child = bestLine(s, next, depth - 1, activation);
    if (child.value > best.value) best = child;
  }
  return best;
}


/** A level's reading of the ruleset: hard's own evaluation and value of an attack where the ruleset's knowledge names them. */
export function levelKnowledge(rulesetId: string, level: AiLevel): RulesetKnowledge {
  const known = knowledgeFor(rulesetId);
  if (level !== 'hard') return known;
  return { ...known, evaluate: known.hardEvaluate ?? known.evaluate, attackGain: known.hardAttackGain ?? known.attackGain };
}
