// The round ahead (issue 26): what a candidate leads to at the round's scoring, across the phases still to play. In a
// ruleset played in phases (every unit moves, then every unit shoots ...) a move's worth is the objectives it holds once
// the shooting and fighting still to come have taken their models; the engine's own previews give those losses exactly
// (their expectations), so nothing is rolled and no die the game has not rolled is read.
import { previewAttack } from '../game/core';
import { edgeDistance } from '../measure/distance';
import type { GameModel, GameState, PlayerIndex } from '../game/types';
import { genericObjectivePoints, objectivesOf } from './knowledge';
import type { AttackAhead, RoundAhead, RulesetKnowledge } from './types';

/** What the round ahead comes to for one side: objective points at the scoring, and the expected wounds exchanged. */
export interface RoundOutlook {
  /** The AI's objective points at the round's scoring less the other side's, once the attacks ahead have landed. */
  readonly points: number;
  /** Expected wounds the AI's attacks ahead deal, less those dealt to it. */
  readonly wounds: number;
}

/**
 * The previews one decision has asked for, by the two units' models where they stand (so a candidate that moves one unit
 * asks again only for that unit's attacks and the attacks at it), and how many were worked out (the work they cost).
 * Lives for one decision only: the same decision asks the same questions in the same order, so it decides the same.
 */
export class PreviewCache {
  private readonly seen = new Map<string, { meanDamage: number; meanSlain: number } | null>();
  /** Previews worked out (misses): the work the round ahead has cost this decision. */
  worked = 0;

  constructor(private readonly k: RulesetKnowledge) {}

  get(state: GameState, type: string, player: PlayerIndex, unit: string, target: string, where: ReadonlyMap<string, string>): { meanDamage: number; meanSlain: number } | null {
    const key = `${type}|${unit}|${target}|${where.get(unit) ?? ''}|${where.get(target) ?? ''}`;
    if (this.seen.has(key)) return this.seen.get(key)!;
    this.worked++;
    let got: { meanDamage: number; meanSlain: number } | null = null;
    try {
      const a = { type, player, unit, target };
      const p = this.k.quickPreview ? this.k.quickPreview(state, a) : previewAttack(state, a);
      if (p && p.meanDamage > 1e-9) got = { meanDamage: p.meanDamage, meanSlain: p.meanSlain };
    } catch {
      got = null; // an attack the rules cannot preview from here: none
    }
    this.seen.set(key, got);
    return got;
  }
}

/** Each unit's models on the table, as one string of where they stand and the wounds they have (the cache's key). */
function whereUnitsStand(models: readonly GameModel[]): Map<string, string> {
  const parts = new Map<string, string[]>();
  for (const m of models) {
    if (!m.onTable) continue;
    const p = parts.get(m.unit) ?? [];
    p.push(`${m.id}@${m.x.toFixed(2)},${m.y.toFixed(2)}/${m.wounds}`);
    parts.set(m.unit, p);
  }
  return new Map([...parts].map(([u, p]) => [u, p.join(';')]));
}

/**
 * The models standing at the scoring when `lost` models of each unit have gone: the defender removes those farthest from
 * every objective first (its best choice for the count), whole models only (an expectation rounded to the nearest).
 */
function afterLosses(state: GameState, lost: ReadonlyMap<string, number>): GameState {
  const objectives = objectivesOf(state);
  const gone = new Set<string>();
  for (const [unit, n] of lost) {
    const whole = Math.round(n);
    if (whole <= 0) continue;
    const reach = (m: GameModel) => (objectives.length ? Math.min(...objectives.map((o) => Math.hypot(m.x - o.x, m.y - o.y))) : 0);
    const mine = state.models.filter((m) => m.onTable && m.unit === unit).sort((a, b) => reach(b) - reach(a) || (a.id < b.id ? -1 : 1));
    for (const m of mine.slice(0, whole)) gone.add(m.id);
  }
  if (!gone.size) return state;
  return { ...state, models: state.models.map((m) => (gone.has(m.id) ? { ...m, onTable: false } : m)) };
}

/** Objective points [player 1, player 2] by the ruleset's own count (the generic one where it names none). */
const pointsOf = (k: RulesetKnowledge, s: GameState): readonly [number, number] => (k.objectivePoints ? k.objectivePoints(s) : genericObjectivePoints(s));

/**
 * The round ahead from `state`, for `me`: every attack the ruleset says is still to come before the round's scoring
 * (`k.roundAhead`) is made at the enemy unit it is worth most against (expected wounds plus the objective points it
 * swings, at `pointWorth` each), its expected models slain taken off; then the ruleset's own objective count is read.
 * `fixed` makes one unit's attack at one target (a candidate attack), first. Null where the ruleset names no round ahead.
 */
export function roundOutlook(
  state: GameState,
  me: PlayerIndex,
  k: RulesetKnowledge,
  cache: PreviewCache,
  pointWorth: number,
  fixed: { unit: string; target: string; type: string } | null = null,
  ahead?: RoundAhead | null,
): RoundOutlook | null {
  const plan: RoundAhead | null = ahead !== undefined ? ahead : k.roundAhead ? k.roundAhead(state) : null;
  if (!plan) return null;
  const where = whereUnitsStand(state.models);
  const size = new Map<string, number>();
  const side = new Map<string, PlayerIndex>();
  const bodies = new Map<string, GameModel[]>();
  for (const m of state.models) if (m.onTable) (size.set(m.unit, (size.get(m.unit) ?? 0) + 1), side.set(m.unit, m.player), bodies.set(m.unit, [...(bodies.get(m.unit) ?? []), m]));
  const gap = (a: string, b: string): number => {
    let g = Infinity;
    for (const x of bodies.get(a) ?? []) for (const y of bodies.get(b) ?? []) g = Math.min(g, edgeDistance(x, y));
    return g;
  };
  const lost = new Map<string, number>(Object.entries(plan.pendingModels ?? {}));
  const dealt = [0, 0];
  const diff = (s: GameState): number => {
    const pts = pointsOf(k, s);
    return pts[me] - pts[me === 0 ? 1 : 0];
  };
  let standing = diff(afterLosses(state, lost));
  const land = (player: PlayerIndex, target: string, p: { meanDamage: number; meanSlain: number }) => {
    lost.set(target, Math.min(size.get(target) ?? 0, (lost.get(target) ?? 0) + p.meanSlain));
    dealt[player]! += p.meanDamage;
  };
  const attacks: AttackAhead[] = fixed ? [{ ...fixed, player: side.get(fixed.unit) ?? me }, ...plan.attacks.filter((a) => a.unit !== fixed.unit)] : [...plan.attacks];
  for (const a of attacks) {
    // A unit the attacks before it have wiped out makes none.
    if (!size.has(a.unit) || (lost.get(a.unit) ?? 0) >= size.get(a.unit)! - 0.5) continue;
    const foe: PlayerIndex = a.player === 0 ? 1 : 0;
    let best: { target: string; p: { meanDamage: number; meanSlain: number }; worth: number; after: number } | null = null;
    const targets = fixed && a.unit === fixed.unit ? [fixed.target] : [...side].filter(([, p]) => p === foe).map(([u]) => u);
    for (const t of targets) {
      if ((lost.get(t) ?? 0) >= (size.get(t) ?? 0) - 0.5) continue;
      if (a.reachIn !== undefined && gap(a.unit, t) > a.reachIn + 1e-9) continue; // out of its reach: nothing to preview
      const p = cache.get(state, a.type, a.player, a.unit, t, where);
      if (!p) continue;
      const trial = new Map(lost).set(t, Math.min(size.get(t)!, (lost.get(t) ?? 0) + p.meanSlain));
      const after = diff(afterLosses(state, trial));
      // The attacker's view of the swing: points for its side.
      const swing = (a.player === me ? 1 : -1) * (after - standing);
      const worth = p.meanDamage + pointWorth * swing;
      if (!best || worth > best.worth + 1e-9) best = { target: t, p, worth, after };
    }
    if (best) (land(a.player, best.target, best.p), (standing = best.after));
  }
  return { points: standing, wounds: dealt[me]! - dealt[me === 0 ? 1 : 0]! };
}
