// Nuceria's melee: "Melee range is determined as being within 1” of a unit’s base/hull", 3" vertically in Obscuring
// Terrain, or through a terrain piece an enemy stands in; the fight itself ("all models in that unit may fight") and the
// Attack of Opportunity a unit leaving melee range suffers.
import { baseBoundingRadius } from '../../../bases';
import { other, possessive, unitOnTable } from '../../../game/kit';
import type { GameContext, GameModel } from '../../../game/types';
import { placedFootprint } from '../../../geometry/placement';
import { circleOverlapsPolygon } from '../../../geometry/polygon';
import { edgeDistance, verticalGap } from '../../../measure/distance';
import type { Layout, Vec2 } from '../../../types';
import { resolveDice } from './dice';
import { liveUnits, MELEE_IN, NU_DEFAULT, unitData, type NuDraft, type NuState, type NuUnitState } from './state';

type Board = { models: readonly GameModel[]; setup: { layout: Pick<Layout, 'terrain'> } };

/**
 * One model within melee reach of another: "within 1” of a unit’s base/hull" in plan, and "Melee Attacks may also be
 * performed against units within 3” vertically" (Obscuring Terrain; named default nuceria.height).
 */
export function inMeleeReach(m: GameModel, e: GameModel): boolean {
  return edgeDistance(m, e) <= MELEE_IN + 1e-9 && verticalGap(m, e) <= NU_DEFAULT.meleeVerticalIn + 1e-9;
}

const footprints = new WeakMap<object, Vec2[]>();
const footprintOf = (t: Layout['terrain'][number]): Vec2[] => {
  let f = footprints.get(t);
  if (!f) footprints.set(t, (f = placedFootprint(t)));
  return f;
};
const inside = (m: GameModel, poly: readonly Vec2[]) => circleOverlapsPolygon(m.x, m.y, 0, poly, 0);

/**
 * "Any movement into melee range with a terrain piece that contains an opposing unit is considered melee range for the unit,
 * regardless of distance": the piece (not impassable) that has a model of `b` standing in it and a model of `a` within 1"
 * of its footprint, or null (named default nuceria.terrainMelee).
 */
export function meleeTerrainLink(d: Board, a: string, b: string): Layout['terrain'][number] | null {
  const as = unitOnTable(d, a);
  const bs = unitOnTable(d, b);
  if (!as.length || !bs.length) return null;
  for (const t of d.setup.layout.terrain) {
    if (t.traits.includes('impassable')) continue;
    const poly = footprintOf(t);
    if (!bs.some((e) => inside(e, poly))) continue;
    if (as.some((m) => circleOverlapsPolygon(m.x, m.y, baseBoundingRadius(m.base) + MELEE_IN, poly, 0))) return t;
  }
  return null;
}

/** "Melee range is determined as being within 1” of a unit’s base/hull", 3" vertically, or through a terrain piece. */
export function lockedWith(d: Board, a: string, b: string): boolean {
  return unitOnTable(d, a).some((m) => unitOnTable(d, b).some((e) => inMeleeReach(m, e))) || meleeTerrainLink(d, a, b) !== null;
}

/**
 * The to-hit modifier of `u`'s melee attacks on `t`: "Units with at least one model outside of the terrain piece can fight
 * in at -1 to hit" when only the terrain piece brings them into melee range; "Melee Attacks may also be performed against
 * units within 3” vertically, providing that unit +1 to hit": +1 when a model of `u` fights an enemy model below it.
 */
export function meleeModifier(d: Board, u: string, t: string): number {
  const pairs = unitOnTable(d, u).flatMap((m) => unitOnTable(d, t).filter((e) => inMeleeReach(m, e)).map((e) => [m, e] as const));
  if (pairs.length) return pairs.some(([m, e]) => m.z > e.z + 1e-6) ? 1 : 0;
  const piece = meleeTerrainLink(d, u, t);
  return piece && unitOnTable(d, u).some((m) => !inside(m, footprintOf(piece))) ? -1 : 0;
}

/** The unit is in melee range of some enemy unit. */
export const locked = (d: Board & { ruleset: NuState }, u: NuUnitState): boolean => liveUnits(d, other(u.player)).some((e) => lockedWith(d, u.id, e.id));

/** A Melee Attack: "At least one model from a unit must be within melee range of an enemy unit to attack, but all models in that unit may fight". */
export function meleeAttack(d: NuDraft, ctx: GameContext, u: NuUnitState, t: NuUnitState, why: string, devastating = false): void {
  const count = unitOnTable(d, u.id).length;
  const mod = meleeModifier(d, u.id, t.id);
  for (const w of unitData(d, u).weapons.filter((x) => x.type === 'melee')) {
    if (!unitOnTable(d, t.id).length) return;
    resolveDice(d, ctx, u, t, w, w.attacks * count, mod, 'none', `${why} ${possessive(u.name)} ${w.name}`, devastating);
    if (d.result) return;
  }
}

/** Moving out of melee range: "triggers an Attack of Opportunity where the enemy unit may attack that unit as it falls back". */
export function attacksOfOpportunity(d: NuDraft, ctx: GameContext, u: NuUnitState, lockedBy: readonly NuUnitState[]): void {
  for (const e of lockedBy) {
    if (d.result || !unitOnTable(d, u.id).length || lockedWith(d, e.id, u.id)) continue;
    ctx.say(`${e.name} makes an Attack of Opportunity on ${u.name}.`, e.player);
    meleeAttack(d, ctx, e, u, 'Attack of Opportunity:', true);
  }
}
