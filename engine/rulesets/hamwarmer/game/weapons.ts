// HamWarmer's weapons in the game (001_9d9921dd118cdf65.txt "4: SHOOTING", "6: FIGHT"): sight and cover between two models,
// a model's ranged and melee weapons, and whether and how one weapon can fire at a unit (range, Heavy after moving, a big
// model's front arc, sight, Rapid Fire's half range, cover), the one reading the rolled shot and the preview share.
import { unitOnTable } from '../../../game/kit';
import type { GameModel } from '../../../game/types';
import { lineOfSight } from '../../../los/lineOfSight';
import { edgeDistance } from '../../../measure/distance';
import type { Layout } from '../../../types';
import { verdictFor } from '../../cover';
import { HAMWARMER } from '../values';
import { validRules, weaponModes, type WeaponMode } from '../../shared/attacks/profile';
import type { HwAttack } from '../../shared/attacks/attack';
import { canFireHeavy, inFrontArc, needsLineOfSight, vehicleFacingHit } from './rules';
import { HWR_LOS_OPTIONS } from './rulesetValues';
import { armyOf, groupOf, isBig, type HwrDraft, type HwrUnitState } from './state';

export type { WeaponMode };

/** Rays per game line of sight (visible when any ray reaches; cover by the concealed share of those rays). */
export const GAME_LOS_RAYS = 64;

/** Whether `from` sees `to`, and whether `to` is in Cover ("more than half of the model body is concealed by Terrain"). */
export function sight(board: Layout, from: string, to: string): { visible: boolean; inCover: boolean } {
  const los = lineOfSight(board, from, to, { ...HWR_LOS_OPTIONS, rays: GAME_LOS_RAYS });
  if (!los.visible) return { visible: false, inCover: true };
  return { visible: true, inCover: verdictFor(HAMWARMER, los, board).inCover };
}

/** A model's ranged weapon modes ("Choose:" weapons fire their first mode: named default weapon.mode). */
export function rangedWeapons(d: { setup: { armies: readonly unknown[] } }, m: GameModel): WeaponMode[] {
  const army = armyOf(d, m.player);
  return groupOf(d, m)
    .weapons.map((name) => army.weapons.find((w) => w.name === name))
    .filter((w) => w !== undefined)
    .map((w) => weaponModes(w)[0]!)
    .filter((w) => w.range !== 'Melee' && w.S !== '-');
}

/** A model's first melee weapon mode (named default fight.weapon), or null. */
export function meleeWeapon(d: { setup: { armies: readonly unknown[] } }, m: GameModel): WeaponMode | null {
  const army = armyOf(d, m.player);
  for (const name of groupOf(d, m).weapons) {
    const w = army.weapons.find((x) => x.name === name);
    const mode = w ? weaponModes(w).find((x) => x.range === 'Melee' && x.S !== '-') : undefined;
    if (mode) return mode;
  }
  return null;
}


/** The target unit's save and toughness against an attacker at (ax, ay) (a vehicle's facing decides its Toughness). */
export function targetStats(d: HwrDraft, target: HwrUnitState, ax: number, ay: number, cover: boolean) {
  const m = unitOnTable(d, target.id)[0]!;
  const p = groupOf(d, m).profile;
  const toughness = typeof p.T === 'number' ? p.T : p.T[vehicleFacingHit(m.x, m.y, m.facingDeg, ax, ay)];
  return { toughness, save: p.Sv, invulnerable: p.invulnerable ?? null, cover };
}

/** One weapon's shot at `target`, everything decided before a die is rolled. */
export interface WeaponShot {
  readonly model: GameModel;
  readonly weapon: WeaponMode;
  /** The nearest target model it sees (cover and rays are judged against it). */
  readonly targetModel: GameModel;
  readonly rangeIn: number;
  readonly inCover: boolean;
  readonly visible: boolean;
  readonly attack: HwAttack;
  readonly stats: ReturnType<typeof targetStats>;
}

/**
 * Whether and how model `m` fires weapon `w` at `target` (range to the nearest target model, Heavy after moving, a big
 * model's front arc, sight to one of the two nearest target models, Rapid Fire's half range, cover), or why it cannot, in
 * players' words.
 */
export function weaponShotOrWhy(d: HwrDraft, board: Layout, shooter: HwrUnitState, m: GameModel, w: WeaponMode, target: HwrUnitState, overwatch: boolean): WeaponShot | string {
  const bs = groupOf(d, m).profile.BS;
  if (bs === null) return `${m.name} has no Ballistic Skill`;
  if (overwatch && (w.rules.includes('Small Blast') || w.rules.includes('Large Blast'))) return `${w.name} "cannot be used to fire Overwatch"`;
  if (!overwatch && w.rules.includes('Heavy') && !canFireHeavy(shooter.types, shooter.movedRound === d.round)) return `${w.name} is Heavy and ${shooter.name} moved`;
  const range = typeof w.range === 'number' ? w.range : 0;
  const near = unitOnTable(d, target.id).map((t) => ({ t, dist: edgeDistance(m, t) })).filter((x) => x.dist <= range + 1e-9).sort((a, b) => a.dist - b.dist);
  if (!near.length) return `${target.name} is beyond the ${w.range}" range of ${w.name}`;
  if (isBig(shooter) && !inFrontArc(m.facingDeg, m.x, m.y, near[0]!.t.x, near[0]!.t.y)) return `${target.name} is outside ${m.name}'s front arc`;
  let seen: { visible: boolean; inCover: boolean } = { visible: false, inCover: true };
  let pick = near[0]!;
  for (const n of near.slice(0, 2)) {
    const s = sight(board, m.id, n.t.id);
    if (s.visible) {
      seen = s;
      pick = n;
      break;
    }
  }
  if (!seen.visible && needsLineOfSight(w.rules)) return `${m.name} cannot see ${target.name}`;
  const p = groupOf(d, m).profile;
  const attack: HwAttack = {
    attacks: w.shots,
    skill: bs,
    strength: w.S === 'U' ? p.S : (w.S as number),
    ap: w.AP,
    damage: w.D,
    rules: validRules(w.rules, overwatch ? ['Overwatch'] : []),
    halfRange: pick.dist <= range / 2,
  };
  return { model: m, weapon: w, targetModel: pick.t, rangeIn: pick.dist, inCover: seen.inCover, visible: seen.visible, attack, stats: targetStats(d, target, m.x, m.y, seen.inCover) };
}

/** weaponShotOrWhy's shot, or null when the weapon cannot fire now. */
export function weaponShot(d: HwrDraft, board: Layout, shooter: HwrUnitState, m: GameModel, w: WeaponMode, target: HwrUnitState, overwatch: boolean): WeaponShot | null {
  const shot = weaponShotOrWhy(d, board, shooter, m, w, target, overwatch);
  return typeof shot === 'string' ? null : shot;
}

/**
 * Why no weapon of `shooter` can fire at `target` now (range, Heavy after moving, a big model's front arc, sight: the checks
 * fireAt makes), or null when one can. The models nearest the target are tried first; the first weapon that can fire ends it.
 */
export function noWeaponProblem(d: HwrDraft, board: Layout, shooter: HwrUnitState, target: HwrUnitState): string | null {
  const targets = unitOnTable(d, target.id);
  const gap = (m: GameModel) => Math.min(...targets.map((x) => edgeDistance(m, x)));
  const why: string[] = [];
  for (const m of [...unitOnTable(d, shooter.id)].sort((a, b) => gap(a) - gap(b)))
    for (const w of rangedWeapons(d, m)) {
      const shot = weaponShotOrWhy(d, board, shooter, m, w, target, false);
      if (typeof shot !== 'string') return null;
      if (!why.includes(shot)) why.push(shot);
    }
  return `No weapon of ${shooter.name} can fire at ${target.name}${why.length ? `: ${why.slice(0, 3).join('; ')}${why.length > 3 ? ' ...' : ''}` : ''}.`;
}
