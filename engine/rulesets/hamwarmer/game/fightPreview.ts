// What a HamWarmer fight is expected to do, before any die is thrown (001_9d9921dd118cdf65.txt "6: FIGHT"): the mean
// damage one unit's attacks deal another in one Fight phase, from the same per-attack numbers the rolled fight uses
// (resolveAttackNumbers: WS to hit, S against T, the save less AP or the invulnerable save). For the computer opponent:
// a unit held in combat fights every round, so what the fight costs and wins is part of what a charge is worth.
import type { GameModel, GameState, PlayerIndex } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import { resolveAttackNumbers, pUnsaved } from '../../shared/attacks/attack';
import { meleeAttack } from '../../shared/attacks/profile';
import { FIGHT_MOVE_IN } from './fight';
import { pChargeReaches } from './rules';
import { HWR_ENGAGEMENT_IN } from './rulesetValues';
import { groupOf, type HwrDraft, type HwrState } from './state';
import { baseBoundingRadius } from '../../../bases';
import { meleeWeapon, targetStats } from './weapons';
import { draftView } from '../../../game/draftView';

const mean = (dist: readonly number[]): number => dist.reduce((s, p, v) => s + p * v, 0);
/** The mean of min(value, cap): a model's damage beyond the HP it has left is lost ("does not carry over"). */
const meanCapped = (dist: readonly number[], cap: number): number => dist.reduce((s, p, v) => s + p * Math.min(v, cap), 0);

/**
 * The mean wounds `attackers` deal the models `targets` (one enemy unit) in one fight: each attacker that stands within
 * 1" of a target model after its 2" Pile In ("1. Pile In", "Only models within 1" of an enemy model can make attacks")
 * makes its Attacks with its melee weapon; at most the wounds the targets have left.
 */
export function expectedFightWounds(d: HwrDraft, attackers: readonly GameModel[], targets: readonly GameModel[], everyModel = false): number {
  if (!attackers.length || !targets.length) return 0;
  const t = d.ruleset.units.find((u) => u.id === targets[0]!.unit);
  if (!t) return 0;
  const hp = Math.max(1, ...targets.map((m) => m.wounds));
  let total = 0;
  for (const m of attackers) {
    const p = groupOf(d, m).profile;
    if (p.WS === null || p.A <= 0) continue;
    if (!everyModel && !targets.some((x) => edgeDistance(m, x) <= HWR_ENGAGEMENT_IN + FIGHT_MOVE_IN + 1e-6)) continue;
    const stats = targetStats(d, t, m.x, m.y, false);
    const r = resolveAttackNumbers(meleeAttack(p, meleeWeapon(d, m)), { ...stats, hp, models: targets.length });
    total += mean(r.shots) * r.pHit * pUnsaved(r) * meanCapped(r.damage, hp);
  }
  return Math.min(total, targets.reduce((s, m) => s + m.wounds, 0));
}

/**
 * For every two units locked in combat (a model of each within 1" of the other), the wounds `me`'s unit is expected to deal
 * in one fight less those it is expected to take. Positive when `me` wins its fights.
 */
export function meleeExchange(state: GameState, me: PlayerIndex): number {
  const d = draftView(state as GameState<HwrState>);
  const byUnit = new Map<string, GameModel[]>();
  for (const m of d.models) if (m.onTable) byUnit.set(m.unit, [...(byUnit.get(m.unit) ?? []), m]);
  let net = 0;
  for (const [a, am] of byUnit) {
    if (am[0]!.player !== me) continue;
    for (const [b, bm] of byUnit) {
      if (bm[0]!.player === me || a === b) continue;
      if (!am.some((x) => bm.some((y) => Math.abs(x.x - y.x) < 12 && Math.abs(x.y - y.y) < 12 && edgeDistance(x, y) <= HWR_ENGAGEMENT_IN + 1e-6))) continue;
      net += expectedFightWounds(d, am, bm) - expectedFightWounds(d, bm, am);
    }
  }
  return net;
}

/** P(2d6 >= k): "Roll 2d6. This is the maximum number of inches any model from the charging unit can move." */
export const p2d6AtLeast = (k: number): number => pChargeReaches(k);

/**
 * A charge's fight, dealt less taken back: "each player selects one of their eligible units that charged this turn and
 * fights with it. Then ... units that did not charge", so the charged unit strikes back with the share of its wounds the
 * charger's attacks have left it.
 */
function chargeExchange(d: HwrDraft, charger: readonly GameModel[], charged: readonly GameModel[]): number {
  const dealt = expectedFightWounds(d, charger, charged, true);
  const left = charged.reduce((s, m) => s + m.wounds, 0);
  const back = expectedFightWounds(d, charged, charger, true) * Math.max(0, 1 - dealt / Math.max(1e-9, left));
  return dealt - back;
}

/**
 * The charges to come, for `me`: for each unit of `me` not in combat, its best charge (the chance an enemy unit is reached
 * after its Move and a 2d6 charge, edge to edge by the bases' round bounds, times the fight's mean exchange when won,
 * every model fighting, the charger first: chargeExchange) less the worst such charge an enemy unit has at it. A unit without a Weapon Skill charges none.
 */
export function chargeOutlook(state: GameState, me: PlayerIndex): number {
  const d = draftView(state as GameState<HwrState>);
  const byUnit = new Map<string, GameModel[]>();
  for (const m of d.models) if (m.onTable) byUnit.set(m.unit, [...(byUnit.get(m.unit) ?? []), m]);
  const units = [...byUnit.values()];
  const move = (ms: readonly GameModel[]) => Math.min(...ms.map((m) => groupOf(d, m).profile.M));
  const fights = (ms: readonly GameModel[]) => ms.some((m) => groupOf(d, m).profile.WS !== null && groupOf(d, m).profile.A > 0);
  const gap = (a: readonly GameModel[], b: readonly GameModel[]) => {
    let g = Infinity;
    for (const x of a) for (const y of b) g = Math.min(g, Math.hypot(x.x - y.x, x.y - y.y) - baseBoundingRadius(x.base) - baseBoundingRadius(y.base));
    return g;
  };
  let net = 0;
  for (const a of units) {
    if (a[0]!.player !== me) continue;
    let best = 0;
    let worst = 0;
    for (const b of units) {
      if (b[0]!.player === me) continue;
      const g = gap(a, b);
      if (g <= HWR_ENGAGEMENT_IN) continue; // already in combat: meleeExchange
      if (fights(a)) {
        const p = p2d6AtLeast(Math.ceil(g - move(a) - HWR_ENGAGEMENT_IN));
        if (p > 0) best = Math.max(best, p * chargeExchange(d, a, b));
      }
      if (fights(b)) {
        const p = p2d6AtLeast(Math.ceil(g - move(b) - HWR_ENGAGEMENT_IN));
        if (p > 0) worst = Math.max(worst, p * chargeExchange(d, b, a));
      }
    }
    net += best - worst;
  }
  return net;
}
