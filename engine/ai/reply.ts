// hard's answer from the other side (issue 26, docs/ai.md step 6b): the AI's best candidates followed to the end of its
// activation, and what the other side's best reply, as normal would play it, gains it there.
import { actionMeaning } from '../game/meaning';
import { legalActions } from '../game/core';
import { createDiceState } from '../dice/rng';
import type { GameAction, GameState, PlayerIndex } from '../game/types';
import { AI_LEVELS, bestLine, levelKnowledge, mix, simulate, spend, valueOf, type Search } from './search';
import type { ScoredAction } from './types';

/**
 * What the other side's best answer gains it (by its own reckoning, the ruleset's evaluation from its side), from where
 * the AI's line ends: the AI passes first if it is still its move. Its candidates one step deep, the best few followed
 * through its activation as normal does, within `budget` transitions. 0 when the AI acts again.
 */
export function replyGain(s: Search, state: GameState, budget: number): number {
  let at = state;
  if (at.toAct === s.me && !at.result) {
    const pass = legalActions(at).find((a) => actionMeaning(at, a).role === 'pass');
    const next = pass ? simulate(s, at, pass) : null;
    if (!next) return 0;
    at = next;
  }
  if (at.result || at.toAct === null || at.toAct === s.me) return 0;
  const opp = at.toAct;
  const o: Search = { ...s, me: opp, left: budget, evaluated: 0, settings: AI_LEVELS.normal };
  const base = s.k.evaluate(at, opp);
  let best = Number.NEGATIVE_INFINITY;
  const followed: { next: GameState; v: number }[] = [];
  for (const a of legalActions(at)) {
    const gain = s.k.attackGain(at, a);
    if (gain !== null) {
      best = Math.max(best, base + gain);
      continue;
    }
    if (!spend(o)) break;
    const next = simulate(o, at, a);
    if (!next) continue;
    const v = s.k.evaluate(next, opp);
    best = Math.max(best, v);
    if (next.activation !== null && next.toAct === opp) followed.push({ next, v });
  }
  followed.sort((a, b) => b.v - a.v);
  const top = followed.slice(0, 4);
  const each = Math.floor(o.left / Math.max(1, top.length));
  for (const f of top) {
    o.left = each;
    best = Math.max(best, valueOf(o, f.next, AI_LEVELS.normal.depth, f.next.activation));
  }
  s.evaluated += o.evaluated;
  return Number.isFinite(best) ? best - base : 0;
}

/**
 * What the other side's best answer from `state` gains it (replyGain, as hard reckons it; `me` passes first where it is
 * its move), on the AI's own dice seeded by `seed`: for tests.
 */
export function answerGain(state: GameState, me: PlayerIndex, seed = 1): number {
  const settings = AI_LEVELS.hard;
  const s: Search = { me, k: levelKnowledge(state.rulesetId, 'hard'), dice: createDiceState(mix(seed, state.actions.length)), left: 0, evaluated: 0, settings };
  return replyGain(s, state, settings.replyBudget);
}

/**
 * Takes off the best `replyTop` candidates what the other side's best answer to each gains it; the candidates not
 * answered are reckoned as answered as well as the best-answered one, so none ranks higher for having escaped the
 * question. Only where a candidate starts an activation of the AI's (a ruleset of activations).
 */
export function answerBest(s: Search, view: GameState, oneStep: readonly { action: GameAction; next: GameState | null }[], scored: ScoredAction[]): void {
  const me = s.me;
  const settings = s.settings;
  if (!oneStep.some((c) => c.next && c.next.activation !== null)) return;
  const top = oneStep
    .map((c, i) => ({ c, i }))
    .sort((a, b) => scored[b.i]!.score - scored[a.i]!.score || a.i - b.i)
    .slice(0, settings.replyTop);
  let worst = 0;
  const answered = new Set<number>();
  for (const { c, i } of top) {
    const next = c.next ?? simulate(s, view, c.action);
    if (!next) continue;
    s.left = Math.floor(settings.replyBudget / 2);
    const end = next.activation !== null && next.toAct === me ? bestLine(s, next, settings.depth, next.activation).end : next;
    const gain = replyGain(s, end, settings.replyBudget);
    worst = Math.max(worst, gain);
    answered.add(i);
    scored[i] = { action: c.action, score: Math.round((scored[i]!.score - gain) * 1000) / 1000 };
  }
  if (answered.size) for (let i = 0; i < scored.length; i++) if (!answered.has(i)) scored[i] = { action: scored[i]!.action, score: Math.round((scored[i]!.score - worst) * 1000) / 1000 };
}
