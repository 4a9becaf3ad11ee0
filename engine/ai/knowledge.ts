// The AI's knowledge per ruleset, in one registry (like GAME_RULESETS); a ruleset without an entry gets the generic one.
import { createDiceState } from '../dice/rng';
import { applyAction, legalActions, previewAttack } from '../game/core';
import { actionMeaning } from '../game/meaning';
import type { GameAction, GameState, PlayerIndex } from '../game/types';
import { WIN_UTILITY, type RulesetKnowledge } from './types';

/**
 * Generic weights: VP first, then the wounds left on the table on each side, then the objectives (held now: more models
 * within 3" of the marker; and a pull towards the nearest one for each unit), so a ruleset that scores objectives at a
 * round's end is played towards them before the points arrive; at deployment, a unit out of the enemy's sight.
 */
export const GENERIC_WEIGHTS = {
  vp: 10,
  wound: 1,
  objectiveHeld: 3,
  objectivePullPerInch: 0.05,
  objectiveReachPerInch: 0.1,
  objectiveRangeIn: 3,
  /** A deployed unit wholly out of the enemy's sight (a wound's worth; a share for part of it): engine/ai/choose.ts. */
  deployHidden: 1,
  /**
   * hard only (engine/ai/choose.ts, unitThreat): per expected wound the placed unit's best shot deals one enemy unit from
   * where it ends, against where it stands now. AltHammer's 50 mirror games: hard 19-7-24 against normal without the
   * threat, 27-2-21 with it.
   */
  threatOffence: 0.5,
  /** hard only: per expected wound every enemy unit's shot deals the placed unit where it ends (against where it stands). */
  threatDanger: 0.5,
} as const;

/** The objectives a game scores: the ruleset state's own list, else the layout's markers. */
export function objectivesOf(state: GameState): readonly { x: number; y: number }[] {
  const own = (state.ruleset as { objectives?: unknown }).objectives;
  if (Array.isArray(own)) return own as { x: number; y: number }[];
  return state.setup.layout.objectives ?? [];
}

/**
 * The objective points each player would score now where a ruleset's knowledge names no rule of its own: one per marker,
 * held by the side with more models within 3" of it (4" from its centre, the generic evaluation's reading).
 */
export function genericObjectivePoints(state: GameState): [number, number] {
  const pts: [number, number] = [0, 0];
  for (const o of objectivesOf(state)) {
    const n = [0, 0];
    for (const m of state.models) if (m.onTable && Math.hypot(m.x - o.x, m.y - o.y) <= GENERIC_WEIGHTS.objectiveRangeIn + 1) n[m.player]! += 1;
    if (n[0]! !== n[1]!) pts[n[0]! > n[1]! ? 0 : 1] += 1;
  }
  return pts;
}

/** The objective points each side would score now: a ruleset's own count (RulesetKnowledge.objectivePoints). */
export type ObjectiveCount = (state: GameState) => readonly [number, number];

/**
 * Objective terms of the generic evaluation, for player `me`. `count`: the ruleset's own count of who holds each marker
 * (HamWarmer: "within 3"" of the marker, edge to edge); absent, the generic reading (more models' centres within 4").
 */
function objectiveTerms(state: GameState, me: PlayerIndex, count?: ObjectiveCount): number {
  const objectives = objectivesOf(state);
  if (!objectives.length) return 0;
  let u = 0;
  // Each unit on the table, its first model standing for it.
  const units = new Map<string, { player: PlayerIndex; x: number; y: number }>();
  for (const m of state.models) if (m.onTable && !units.has(m.unit)) units.set(m.unit, { player: m.player, x: m.x, y: m.y });
  if (count) {
    const held = count(state);
    u += (held[me] - held[me === 0 ? 1 : 0]) * GENERIC_WEIGHTS.objectiveHeld;
  } else {
    for (const o of objectives) {
      let mine = 0;
      let theirs = 0;
      for (const m of state.models) if (m.onTable && Math.hypot(m.x - o.x, m.y - o.y) <= GENERIC_WEIGHTS.objectiveRangeIn + 1) m.player === me ? mine++ : theirs++;
      if (mine !== theirs) u += (mine > theirs ? 1 : -1) * GENERIC_WEIGHTS.objectiveHeld;
    }
  }
  // Each unit's pull towards its nearest objective (its first model stands for it).
  for (const unit of units.values()) {
    const d = Math.min(...objectives.map((o) => Math.hypot(unit.x - o.x, unit.y - o.y)));
    u += (unit.player === me ? -1 : 1) * GENERIC_WEIGHTS.objectivePullPerInch * d;
  }
  // Each objective's reach: how near each side's nearest unit is to it, so an army spreads to every marker instead of
  // every unit settling on the one nearest its deployment.
  for (const o of objectives) {
    const nearest = [Infinity, Infinity];
    for (const unit of units.values()) nearest[unit.player] = Math.min(nearest[unit.player]!, Math.hypot(unit.x - o.x, unit.y - o.y));
    for (const p of [0, 1] as PlayerIndex[]) if (Number.isFinite(nearest[p]!)) u += (p === me ? -1 : 1) * GENERIC_WEIGHTS.objectiveReachPerInch * nearest[p]!;
  }
  return u;
}


/** The centre of the models an action places, and how far it is from the nearest objective. */
function placementDistance(objectives: readonly { x: number; y: number }[], pts: readonly { x: number; y: number }[]): number {
  const cx = pts.reduce((a, p) => a + p.x, 0) / pts.length;
  const cy = pts.reduce((a, p) => a + p.y, 0) / pts.length;
  return Math.min(...objectives.map((o) => Math.hypot(o.x - cx, o.y - cy)));
}

/**
 * The greedy scripted baseline for every ruleset without one of its own (issue 13: "shoot the target with the best
 * expected damage, move to the nearest objective, charge when the expected fight is won"):
 * 1. the attack with the highest expected wounds removed (the ruleset's previewAttack), when above 0;
 * 2. a charge when its unit has more wounds on the table than the target unit (the fight it expects to win);
 * 3. the offered deployment, or move that brings its models closer to an objective, nearest to one;
 * 4. anything else that acts (activate, advance, arrive, fight, ...) before passing; passing last.
 */
export function genericGreedy(state: GameState, legal: readonly GameAction[]): GameAction | null {
  let best: GameAction | null = null;
  let bestDamage = 0;
  for (const a of legal) {
    const p = previewAttack(state, a);
    if (p && p.meanDamage > bestDamage + 1e-9) (best = a), (bestDamage = p.meanDamage);
  }
  if (best) return best;
  const woundsOf = (unit: string | null) => state.models.reduce((n, m) => n + (m.onTable && m.unit === unit ? m.wounds : 0), 0);
  const meaning = new Map(legal.map((a) => [a, actionMeaning(state, a)]));
  for (const a of legal) {
    const m = meaning.get(a)!;
    if (m.role === 'charge' && woundsOf(m.unit) > woundsOf(m.target)) return a;
  }
  const objectives = objectivesOf(state);
  const placements = legal.filter((a) => a.positions && Object.keys(a.positions).length && (meaning.get(a)!.role === 'deploy' || meaning.get(a)!.role === 'move') && a.type !== 'retreat');
  if (placements.length && objectives.length) {
    const dist = (a: GameAction) => placementDistance(objectives, Object.values(a.positions!));
    const nearest = placements.reduce((x, y) => (dist(y) < dist(x) - 1e-9 ? y : x));
    const movedNow = Object.keys(nearest.positions!).map((id) => state.models.find((m) => m.id === id));
    const onTable = movedNow.every((m) => m?.onTable);
    if (!onTable || dist(nearest) < placementDistance(objectives, movedNow as { x: number; y: number }[]) - 0.25) return nearest;
  }
  // Of several ways to act (which unit to activate, which order), the one that opens the best shot or the longest stride
  // towards an objective right after it (tried on a copy with dice of its own, never the game's).
  // Keeping a unit back (a deploy that places no model: Reserves) counts as passing here.
  const acts = legal.filter((a) => {
    const role = meaning.get(a)!.role;
    return role !== 'pass' && role !== 'charge' && role !== 'deploy' && !a.positions && !previewAttack(state, a);
  });
  if (acts.length > 1) {
    let pick = acts[0]!;
    let worth = -1;
    for (const a of acts) {
      let w = 0;
      try {
        const next = applyAction({ ...state, dice: createDiceState(GREEDY_DICE_SEED), log: [], actions: [] }, a);
        if (!next.result && next.toAct === state.toAct) w = openings(next, objectives);
      } catch {
        w = -1;
      }
      if (w > worth + 1e-9) (pick = a), (worth = w);
    }
    return pick;
  }
  return acts[0] ?? legal.find((a) => meaning.get(a)!.role === 'pass') ?? legal[0] ?? null;
}

/** The greedy bot's own dice for trying an action on a copy. */
const GREEDY_DICE_SEED = 7;

/** What a state offers the player to act at once: its best expected damage, else 0.1 per inch gained towards an objective. */
function openings(state: GameState, objectives: readonly { x: number; y: number }[]): number {
  let best = 0;
  const legal = legalActions(state);
  for (const a of legal) best = Math.max(best, previewAttack(state, a)?.meanDamage ?? 0);
  if (best > 0 || !objectives.length) return best;
  for (const a of legal) {
    if (!a.positions || a.type === 'retreat') continue;
    const moved = Object.keys(a.positions).map((id) => state.models.find((m) => m.id === id));
    if (!moved.length || !moved.every((m) => m?.onTable)) continue;
    best = Math.max(best, 0.1 * (placementDistance(objectives, moved as { x: number; y: number }[]) - placementDistance(objectives, Object.values(a.positions))));
  }
  return best;
}

/** The generic evaluation (VP, wounds on the table, the objective terms), with the ruleset's own objective count if given. */
export function genericEvaluate(state: GameState, me: PlayerIndex, count?: ObjectiveCount): number {
  if (state.result) return state.result.winner === me ? WIN_UTILITY : state.result.winner === null ? 0 : -WIN_UTILITY;
  let u = GENERIC_WEIGHTS.vp * (state.points[me] - state.points[me === 0 ? 1 : 0]);
  for (const m of state.models) if (m.onTable) u += (m.player === me ? 1 : -1) * GENERIC_WEIGHTS.wound * m.wounds;
  return u + objectiveTerms(state, me, count);
}

export const GENERIC_AI: RulesetKnowledge = {
  rulesetId: '*',
  weights: GENERIC_WEIGHTS,
  evaluate: (state: GameState, me: PlayerIndex): number => genericEvaluate(state, me),
  // An attack is valued exactly, before any die: the expected wounds it removes (the ruleset's previewAttack), each worth
  // what a wound on the table is worth. No simulated dice, so a lucky sample never makes a shot look better than it is.
  attackGain: (state: GameState, a: GameAction) => {
    const p = previewAttack(state, a);
    return p ? GENERIC_WEIGHTS.wound * p.meanDamage : null;
  },
  describe: (_s: GameState, a: GameAction) => a.type,
  greedy: genericGreedy,
};

