// chooseAction: validated candidates (legalActions), each simulated with the AI's OWN dice and ranked by the ruleset's
// utility; attacks are valued exactly from attackDistribution; 'normal' and 'hard' look through the rest of the acting
// unit's activation (move, then the best attack) before ranking, and in a ruleset played in phases across the phases
// to the round's scoring (roundAhead.ts); hard in Nuceria also answers its best candidates with the other side's best
// reply (reply.ts). The levels' settings and the lookahead are in search.ts.
import { createDiceState } from '../dice/rng';
import { activePlayer, boardOf, legalActions, playerView, previewAttack } from '../game/core';
import { actionMeaning } from '../game/meaning';
import { lineOfSight } from '../los/lineOfSight';
import type { GameAction, GameState, PlayerIndex } from '../game/types';
import { PreviewCache, roundOutlook } from './roundAhead';
import { answerBest } from './reply';
import { AI_LEVELS, levelKnowledge, mix, simulate, spend, valueOf, type LevelSettings, type Search } from './search';
import type { AiChoice, ChooseOptions, RulesetKnowledge, ScoredAction } from './types';

/**
 * The order headings are tried in: every other one of the previous round's gaps (0, 180, 90, 270, 45, ...), so when the
 * work runs out before the last, the ones tried are spread round the compass rather than bunched on one side.
 */
function headingOrder(headings: number): number[] {
  const order: number[] = [];
  const seen = new Set<number>();
  for (let step = headings; step >= 1; step = Math.floor(step / 2)) {
    for (let k = 0; k < headings; k += step) if (!seen.has(k)) (seen.add(k), order.push(k));
    if (step === 1) break;
  }
  for (let k = 0; k < headings; k++) if (!seen.has(k)) order.push(k);
  return order;
}

/**
 * Move candidates of the AI's own (issue 13: "validated candidate moves per unit"): the longest `move` the engine offers a
 * unit, turned to `headings` evenly spaced headings at its full and half length, the formation kept and every model
 * facing as it does. Each is checked by applying it on the AI's copy of the state; a refused one is dropped.
 */
export function ownMoves(state: GameState, legal: readonly GameAction[], headings: number): GameAction[] {
  if (headings <= 0) return [];
  const longest = new Map<string, { a: GameAction; len: number }>();
  for (const a of legal) {
    if (a.type !== 'move' || !a.positions) continue;
    const ids = Object.keys(a.positions);
    const first = state.models.find((m) => m.id === ids[0]);
    if (!first?.onTable || !ids.every((id) => state.models.find((m) => m.id === id)?.onTable)) continue;
    const p = a.positions[ids[0]!]!;
    const len = Math.hypot(p.x - first.x, p.y - first.y);
    const key = `${actionMeaning(state, a).unit ?? first.unit}|${ids.join(',')}`;
    if (len > 0.5 && len > (longest.get(key)?.len ?? 0)) longest.set(key, { a, len });
  }
  const seen = new Set(legal.map((x) => JSON.stringify(x)));
  const out: GameAction[] = [];
  const r2 = (v: number) => Math.round(v * 100) / 100;
  // Unit by unit in turn, each heading at full then half length, the headings spread first (headingOrder): a budget that
  // ends the list early still gives every unit its moves round the compass.
  const units = [...longest.values()];
  for (const k of headingOrder(headings)) {
    for (const scale of [1, 0.5]) {
      for (const { a, len } of units) {
        const t = (2 * Math.PI * k) / headings;
        const dx = len * scale * Math.cos(t);
        const dy = len * scale * Math.sin(t);
        const positions: Record<string, { x: number; y: number; facingDeg?: number }> = {};
        for (const id of Object.keys(a.positions!)) {
          const m = state.models.find((x) => x.id === id)!;
          positions[id] = { x: r2(m.x + dx), y: r2(m.y + dy), ...(m.facingDeg !== undefined ? { facingDeg: m.facingDeg } : {}) };
        }
        const cand: GameAction = { ...a, positions };
        const key = JSON.stringify(cand);
        if (!seen.has(key)) (seen.add(key), out.push(cand));
      }
    }
  }
  return out;
}

/** Utility per deployed unit wholly out of the enemy's sight, where a ruleset's knowledge names none ("deployHidden"). */
export const DEPLOY_HIDDEN_DEFAULT = 1;

/**
 * Deploying out of sight (issue 13: "it deploys out of sight where the layout allows"): the share of a deployed unit's
 * models that no enemy model on the table can see by the engine's line of sight (up to three of them are looked at: the
 * first, the middle and the last placed). 0 for anything but a deployment, or before any enemy stands on the table.
 */
export function hiddenShare(next: GameState, a: GameAction, me: PlayerIndex): number {
  if (a.type !== 'deploy' || !a.positions) return 0;
  const ids = Object.keys(a.positions);
  const enemies = next.models.filter((m) => m.onTable && m.player !== me);
  if (!ids.length || !enemies.length) return 0;
  const looked = [...new Set([ids[0]!, ids[ids.length >> 1]!, ids[ids.length - 1]!])].filter((id) => next.models.some((m) => m.id === id && m.onTable));
  if (!looked.length) return 0;
  const board = boardOf(next);
  let hidden = 0;
  for (const id of looked) if (enemies.every((e) => !lineOfSight(board, e.id, id).visible)) hidden++;
  return hidden / looked.length;
}

/**
 * A unit's standing in the shooting to come (issue 13: "threat and control maps built from the engine's own exact
 * math"): `offence`, the expected wounds its best shot deals one enemy unit, and `danger`, the expected wounds every
 * enemy unit's shot at it deals, each from the ruleset's previewAttack of a `shoot` (range, line of sight, cover and saves
 * as the rules have them), from where the models stand now. Both 0 in a ruleset whose attacks are not `shoot` actions.
 */
export function unitThreat(state: GameState, unit: string, me: PlayerIndex): { offence: number; danger: number } {
  const them: PlayerIndex = me === 0 ? 1 : 0;
  const enemies = new Set<string>();
  let here = false;
  for (const m of state.models) {
    if (!m.onTable) continue;
    if (m.player === them) enemies.add(m.unit);
    else if (m.unit === unit) here = true;
  }
  let offence = 0;
  let danger = 0;
  if (!here) return { offence, danger };
  for (const e of enemies) {
    offence = Math.max(offence, previewAttack(state, { type: 'shoot', player: me, unit, target: e })?.meanDamage ?? 0);
    danger += previewAttack(state, { type: 'shoot', player: them, unit: e, target: unit })?.meanDamage ?? 0;
  }
  return { offence, danger };
}

/** Utility per objective point the round ahead swings at its scoring, where a ruleset's knowledge names none. */
export const ROUND_AHEAD_POINT_DEFAULT = 6;

/**
 * Utility per expected wound the round ahead's attacks deal the other side less those they deal the AI's (a candidate's
 * change to that exchange), where a ruleset's knowledge names none. HamWarmer against the objectives bot, 20 games: 12-2-6
 * with it at 0.5 (the Iron Legion Vanguard 3-1-6), 10-0-10 without (the Vanguard 0-0-10).
 */
export const ROUND_AHEAD_WOUND_DEFAULT = 0.5;

/**
 * The round ahead (roundAhead.ts), where the ruleset names one: each candidate is worth, on top of its score, the change
 * it makes to the objective points of the round's scoring once the attacks still to come have landed, and to the wounds
 * those attacks exchange (against the same figures for the table as it stands). An attack's own wounds are in its score
 * already, so a candidate attack counts them a little more than a move does. An attack is followed with its unit's fire fixed on its target; every other
 * candidate from the state it leads to. Candidates are taken best first until the level's previews are worked out; the
 * rest keep their score.
 */
function lookAcrossPhases(
  view: GameState,
  me: PlayerIndex,
  k: RulesetKnowledge,
  settings: LevelSettings,
  oneStep: readonly { action: GameAction; next: GameState | null; score: number }[],
  scored: ScoredAction[],
): void {
  const worth = k.weights.roundAheadPoint ?? ROUND_AHEAD_POINT_DEFAULT;
  const woundWorth = k.weights.roundAheadWound ?? ROUND_AHEAD_WOUND_DEFAULT;
  if (settings.aheadPreviews <= 0 || !k.roundAhead || worth <= 0) return;
  const cache = new PreviewCache(k);
  const root = roundOutlook(view, me, k, cache, worth);
  if (!root) return;
  const order = scored.map((x, i) => i).sort((a, b) => scored[b]!.score - scored[a]!.score || a - b);
  for (const i of order) {
    if (cache.worked >= settings.aheadPreviews) break;
    const c = oneStep[i]!;
    let out = null;
    if (c.next) {
      if (c.next.result || c.next.round !== view.round) continue; // the round is scored: its points are in the score
      out = roundOutlook(c.next, me, k, cache, worth);
    } else {
      const m = actionMeaning(view, c.action);
      if (m.unit && m.target) out = roundOutlook(view, me, k, cache, worth, { unit: m.unit, target: m.target, type: c.action.type });
    }
    if (out) scored[i] = { action: c.action, score: Math.round((scored[i]!.score + worth * (out.points - root.points) + woundWorth * (out.wounds - root.wounds)) * 1000) / 1000 };
  }
}

/** The unit whose models an action places (its first model's), or null. */
function placedUnit(state: GameState, a: GameAction): string | null {
  const first = a.positions ? Object.keys(a.positions)[0] : undefined;
  return first === undefined ? null : (state.models.find((m) => m.id === first)?.unit ?? null);
}

/** How far an action moves models already on the table, in inches (0 for placing models from off the table). */
function movedDistance(state: GameState, a: GameAction): number {
  if (!a.positions) return 0;
  let d = 0;
  for (const [id, p] of Object.entries(a.positions)) {
    const m = state.models.find((x) => x.id === id);
    if (m?.onTable) d += Math.hypot(p.x - m.x, p.y - m.y);
  }
  return d;
}

const samePoints = (a: GameState, b: GameState): boolean => a.points[0] === b.points[0] && a.points[1] === b.points[1];

/**
 * The points a round's end scores when the AI passes now (ends the activation, the phase, the turn), as the evaluation
 * values them: passing closes the round, and so does doing anything else first and then passing, with the same markers
 * held. Without this, a pass was worth the round's points and every shot or move only what the table is worth before
 * them (issue 26: Nuceria ended activations with a free 3.5-wound shot on offer, for the round's +20). Null when no pass
 * scores points (or ends the game).
 */
function closingScore(
  view: GameState,
  oneStep: readonly { action: GameAction; next: GameState | null; score: number }[],
  base: number,
): { closer: (typeof oneStep)[number]; worth: number } | null {
  let best: { closer: (typeof oneStep)[number]; worth: number } | null = null;
  for (const c of oneStep) {
    if (!c.next || c.next.result || samePoints(c.next, view) || actionMeaning(view, c.action).role !== 'pass') continue;
    if (!best || c.score - base > best.worth) best = { closer: c, worth: c.score - base };
  }
  return best && best.worth > 0 ? best : null;
}

/**
 * The AI's action for `activePlayer(state)`, with a one-line reason and the best alternatives. Deterministic for the same
 * state and options: a budget of engine work decides how far it looks, never the clock (no clock is read), so a slow or
 * busy machine makes the same choice, later. It sees only `playerView(state, player)` and
 * simulates with its own dice seeded from `options.seed` and the number of actions played.
 */
export function chooseAction(state: GameState, options: ChooseOptions = {}): AiChoice {
  const me = activePlayer(state);
  if (me === null) throw new Error('chooseAction: the game is over, nobody is to act.');
  const level = options.level ?? 'normal';
  const levelSettings = AI_LEVELS[level];
  if (!levelSettings) throw new Error(`options.level: 'easy', 'normal' or 'hard', got ${JSON.stringify(options.level)}.`);
  const view = playerView(state, me);
  const offered = legalActions(view);
  if (offered.length === 0) throw new Error(`chooseAction: no legal action offered in phase "${state.phase}".`);
  const k = levelKnowledge(state.rulesetId, level);
  const more = level === 'hard' ? k.hardOwnMoves : undefined;
  const settings = more ? { ...levelSettings, headings: more.headings, ownMoveModels: more.models } : levelSettings;
  const first = k.decideFirst?.(view, offered);
  const legal = first?.length ? first : offered;
  const s: Search = {
    me,
    k,
    dice: createDiceState(mix(options.seed ?? 1, state.actions.length)),
    left: options.budget ?? settings.budget,
    evaluated: 0,
    settings,
  };
  const scored: ScoredAction[] = [];
  const base = k.evaluate(view, me);
  const hiddenWeight = k.weights.deployHidden ?? DEPLOY_HIDDEN_DEFAULT;
  // Attacks that cannot hurt (no weapon in range or arc, Heavy after moving ...).
  const harmless = new Set<GameAction>();
  // First every candidate one step deep, then (normal, hard) follow them through the activation with what budget is left.
  const oneStep: { action: GameAction; next: GameState | null; score: number }[] = [];
  for (const a of legal) {
    const gain = k.attackGain(view, a);
    if (gain !== null) {
      if (gain <= 1e-9) harmless.add(a);
      oneStep.push({ action: a, next: null, score: base + gain });
      continue;
    }
    // Once the budget is spent a candidate keeps the table's value unsimulated: counted as work only when simulated.
    let next: GameState | null = null;
    if (s.left > 0) {
      next = simulate(s, view, a);
      s.evaluated++;
    }
    s.left--;
    oneStep.push({ action: a, next, score: next ? k.evaluate(next, me) + hiddenWeight * hiddenShare(next, a, me) : base });
  }
  // The AI's own move candidates: kept only when the rules accept them (applied on its copy), within the budget.
  let ownModels = settings.ownMoveModels;
  for (const a of ownMoves(view, legal, settings.headings)) {
    const models = Object.keys(a.positions!).length;
    if (s.left <= 0) break;
    if (models > ownModels) continue; // a smaller unit's move may still fit
    ownModels -= models;
    const next = simulate(s, view, a);
    s.left--;
    s.evaluated++;
    if (next) oneStep.push({ action: a, next, score: k.evaluate(next, me) });
  }
  const perCandidate = Math.max(0, Math.floor(s.left / Math.max(1, oneStep.filter((c) => c.next).length)));
  const banked = closingScore(view, oneStep, base);
  for (const c of oneStep) {
    let score = c.score;
    if (c.next && settings.depth > 0 && c.next.activation !== null && c.next.toAct === me) {
      s.left = perCandidate;
      score = Math.max(score, valueOf(s, c.next, settings.depth, c.next.activation));
    }
    if (banked && c !== banked.closer && (!c.next || samePoints(c.next, view))) score += banked.worth;
    scored.push({ action: c.action, score: Math.round(score * 1000) / 1000 });
  }
  lookAcrossPhases(view, me, k, settings, oneStep, scored);
  // hard: the best placements judged again by the shooting they lead to (the unit's threat where it ends, against where
  // it stands now), so it moves to fire and out of the enemy's fire, not only towards the objectives.
  // Weights of the ruleset's knowledge ("threatOffence", "threatDanger"); a ruleset that names none does not use it.
  const wOffence = k.weights.threatOffence ?? 0;
  const wDanger = k.weights.threatDanger ?? 0;
  const threatWorth = (t: { offence: number; danger: number }) => wOffence * t.offence - wDanger * t.danger;
  if (settings.threatTop > 0 && (wOffence > 0 || wDanger > 0)) {
    const placing = oneStep
      .map((c, i) => ({ c, i, unit: c.next ? placedUnit(view, c.action) : null }))
      .filter((x) => x.unit !== null)
      .sort((a, b) => scored[b.i]!.score - scored[a.i]!.score || a.i - b.i)
      .slice(0, settings.threatTop);
    const standing = new Map<string, number>();
    for (const { c, i, unit } of placing) {
      if (!standing.has(unit!)) standing.set(unit!, threatWorth(unitThreat(view, unit!, me)));
      const delta = threatWorth(unitThreat(c.next!, unit!, me)) - standing.get(unit!)!;
      scored[i] = { action: c.action, score: Math.round((scored[i]!.score + delta) * 1000) / 1000 };
    }
  }
  // hard, in a ruleset of activations: the best few candidates answered by the other side's best reply (reply.ts).
  if (settings.replyTop > 0 && k.hardReply) answerBest(s, view, oneStep, scored);
  // Ties (the same best follow-up reached from several spots) go to the better position right away, then to the
  // shorter move; then legalActions' order, so the choice stays deterministic.
  const tie = oneStep.map((c) => ({ now: Math.round(c.score * 1000) / 1000, moved: movedDistance(view, c.action) }));
  let ranked = scored
    .map((x, i) => ({ x, i }))
    .sort((a, b) => b.x.score - a.x.score || tie[b.i]!.now - tie[a.i]!.now || tie[a.i]!.moved - tie[b.i]!.moved || a.i - b.i)
    .map((y) => y.x);
  // A shot that cannot hurt is never taken while anything else is open: the attack is valued on the state before it,
  // the others after the phase moves on, so a pass can look worse for what happens anyway (a round's scoring).
  if (ranked.some((x) => !harmless.has(x.action))) ranked = ranked.filter((x) => !harmless.has(x.action));
  const best = ranked[0]!;
  const margin = ranked[1] ? best.score - ranked[1].score : 0;
  const reason = `${k.describe(view, best.action)}: utility ${best.score.toFixed(2)} (${margin >= 0 ? '+' : ''}${margin.toFixed(2)} over the next of ${ranked.length} candidates, ${level})`;
  return { action: best.action, reason, score: best.score, alternatives: ranked.slice(1, 4), evaluated: s.evaluated, cappedByTime: false };
}
