// Reglas básicas' attacks: "first select which models within range of the unit will attack it", "roll a die for each
// model attacking" (equal or lower than Precision hits), "for each HIT, roll dice equal to the model's Damage" (higher than
// Armor - Pierce wounds), kept until the Leadership phase; and the special rules that strike with or around an attack
// (lightning, Throwing Axes, charging with Shields).
import { boardOf } from '../../../game/board';
import { illegal, other, possessive, unitOnTable } from '../../../game/kit';
import type { GameAction, GameContext, GameModel, PlayerIndex } from '../../../game/types';
import { lineOfSight } from '../../../los/lineOfSight';
import { edgeDistance } from '../../../measure/distance';
import type { Layout } from '../../../types';
import { REGLAS_BASICAS } from '../values';
import type { RbWeapon } from './army';
import { RB_DEFAULT } from './defaults';
import { isHit, isWound } from './rules';
import { lightningWounds, poleaxeWounds, THROWING_AXES } from './specials';
import { enemy, liveUnits, playerName, specialsFor, unitData, unitGap, type RbDraft, type RbGame, type RbUnitState } from './state';

export function sees(board: Layout, from: string, to: string): boolean {
  return lineOfSight(board, from, to, { ...REGLAS_BASICAS.losOptions, rays: RB_DEFAULT.losRays }).visible;
}

/**
 * "first select which models within range of the unit will attack it": every model with the target within its weapon's
 * Range (ranged: and in sight). Returns the attacking model ids.
 */
export function attackers(d: RbDraft | RbGame, u: RbUnitState, t: RbUnitState, weapon: RbWeapon, ranged: boolean, board: Layout | null): GameModel[] {
  const targets = unitOnTable(d, t.id);
  return unitOnTable(d, u.id).filter((m) => targets.some((x) => edgeDistance(m, x) <= weapon.rangeIn + 1e-9 && (!ranged || sees(board!, m.id, x.id))));
}

/** The unit's melee weapon with its loadout: "+1 Pierce in Melee", "+1 Damage", "+1\" Range in Melee". */
export function meleeWeapon(d: { setup: { armies: readonly unknown[] } }, u: { player: PlayerIndex; index: number }): RbWeapon {
  const w = unitData(d, u).melee;
  const sp = specialsFor(d, u);
  return { ...w, damage: w.damage + sp.meleeDamage, pierce: w.pierce + sp.meleePierce, rangeIn: w.rangeIn + sp.meleeRangeIn };
}

/** The target's Armor: "+1 Armor when they haven't charged" (shields), Standfast's "+1 Armor" after a Hold. */
export function armorOf(d: { setup: { armies: readonly unknown[] } }, t: RbUnitState): number {
  const sp = specialsFor(d, t);
  return unitData(d, t).armor + (t.moved !== 'charge' ? sp.shieldArmor : 0) + (t.standfast ? 1 : 0);
}

/** The attack rolled: "roll a die for each model attacking", then "for each HIT, roll dice equal to the model's Damage". */
export function attack(d: RbDraft, ctx: GameContext, u: RbUnitState, t: RbUnitState, ranged: boolean, a: GameAction, special?: { weapon: RbWeapon; name: string }): void {
  const data = unitData(d, u);
  const sp = specialsFor(d, u);
  const weapon = special?.weapon ?? (ranged ? data.ranged! : meleeWeapon(d, u));
  const board = ranged ? boardOf(d) : null;
  const models = attackers(d, u, t, weapon, ranged, board);
  if (!models.length) illegal(`No model of ${u.name} has ${t.name} within its ${special?.name ?? (ranged ? 'Ranged' : 'Melee')} Range ${weapon.rangeIn}"${ranged ? ' and in sight' : ''}.`, a);
  const faces = ctx.roll(models.length, `${u.name} attacks ${t.name}${special ? ` with ${special.name}` : ''}: Precision ${weapon.precision} (equal or lower hits)`, 6, u.player);
  if (!ranged && sp.rerollMeleePrecision) {
    // "Pair of Handaxes: Reroll failed Melee Precision rolls"
    const failed = faces.map((f, i) => (isHit(f, weapon.precision) ? -1 : i)).filter((i) => i >= 0);
    if (failed.length) ctx.roll(failed.length, `${u.name} rerolls ${failed.length} failed Melee Precision roll${failed.length === 1 ? '' : 's'} (Pair of Handaxes)`, 6, u.player).forEach((f, k) => (faces[failed[k]!] = f));
  }
  let wounds = 0;
  const armor = armorOf(d, t);
  const rerollSixes = ranged && specialsFor(d, t).rerollArmorSixesRanged;
  faces.forEach((f, i) => {
    if (!isHit(f, weapon.precision)) return;
    if (!ranged && !special && sp.poleaxes) {
      // "Flamestrike Poleaxes: Roll a die for every Melee hit. Every 4 or less inflicts a WOUND."
      const [x] = ctx.roll(1, `HIT by ${models[i]!.name}: Flamestrike Poleaxes (4 or less wounds)`, 6, u.player);
      if (poleaxeWounds(x!)) wounds++;
      return;
    }
    // "The leader is the Karl. Double the Karl's damage.": the unit's first model is its leader.
    const leader = !ranged && !special && data.leaderDamage !== undefined && models[i]!.id.endsWith('-0');
    const dice = leader ? data.leaderDamage! + sp.meleeDamage : weapon.damage;
    const w = ctx.roll(dice, `HIT by ${models[i]!.name}: ${dice} dice against Armor ${armor} - Pierce ${weapon.pierce} (higher wounds)`, 6, u.player);
    // "Reroll 6s on Armor rolls in the Ranged phase." (the target's rule)
    const sixes = rerollSixes ? w.map((x, k) => (x === 6 ? k : -1)).filter((k) => k >= 0) : [];
    if (sixes.length) ctx.roll(sixes.length, `${t.name} rerolls ${sixes.length} Armor roll${sixes.length === 1 ? '' : 's'} of 6`, 6, t.player).forEach((x, k) => (w[sixes[k]!] = x));
    // Empower: "reroll successfull Armor rolls for HITs made by that unit": the dice the Armor held (named default reglas.magic).
    const held = u.empowered ? w.map((x, k) => (!isWound(x, armor, weapon.pierce) && !sixes.includes(k) ? k : -1)).filter((k) => k >= 0) : [];
    if (held.length) ctx.roll(held.length, `${u.name} rerolls ${held.length} Armor roll${held.length === 1 ? '' : 's'} ${t.name} made (Empower)`, 6, u.player).forEach((x, k) => (w[held[k]!] = x));
    wounds += w.filter((x) => isWound(x, armor, weapon.pierce)).length;
  });
  t.pendingWounds += wounds;
  // A unit that Charged fighting in the Melee phase: line 63 against lines 9 and 44 (named default reglas.chargeFights).
  const charger = !ranged && d.phase === 'Melee' && u.moved === 'charge' ? ' It Charged this turn and fights: "It may then immediately Fight" against "haven\'t Run, Retreated or Charged" (named default reglas.chargeFights).' : '';
  ctx.say(`${playerName(u.player)}'s ${u.name} ${special ? `throws ${special.name} at` : ranged ? 'shoots' : 'fights'} ${t.name}: ${faces.filter((f) => isHit(f, weapon.precision)).length} HIT${faces.length === 1 ? '' : 's'}, ${wounds} WOUND${wounds === 1 ? '' : 'S'} (kept until the Leadership phase; ${t.pendingWounds} this turn).${charger}`, u.player);
  if (!special) lightning(d, ctx, u, t);
}

/**
 * Evocators: "After this unit attacks, choose an enemy unit within 3" and roll 2 dice for each model in this unit. On a 3 deal
 * a WOUND." The unit just attacked when it is within 3", else the nearest; a 3 or less wounds (named default reglas.lightning).
 */
function lightning(d: RbDraft, ctx: GameContext, u: RbUnitState, attacked: RbUnitState): void {
  if (!specialsFor(d, u).lightning) return;
  const near = (x: RbUnitState) => unitGap(d, u.id, x.id);
  const within = liveUnits(d, other(u.player)).filter((x) => near(x) <= 3 + 1e-9).sort((x, y) => near(x) - near(y));
  const t = within.includes(attacked) ? attacked : within[0];
  if (!t) return;
  const n = unitOnTable(d, u.id).length * 2;
  const w = ctx.roll(n, `${possessive(u.name)} lightning at ${t.name}: 2 dice per model (3 or less deals a WOUND)`, 6, u.player).filter(lightningWounds).length;
  t.pendingWounds += w;
  ctx.say(`${possessive(u.name)} lightning deals ${w} WOUND${w === 1 ? '' : 'S'} to ${t.name}.`, u.player);
}

/**
 * The beginning of a Charge move: Fyreslayers' "once per battle, use the Throwing Axes Ranged Attack" when the action asks
 * (throwingAxes: true), and "When charging and holding shields, choose a unit within 8" and roll a die for each model in this
 * unit with Shields. On a 1 deal a wound" at the charge's target (named default reglas.shields).
 */
export function beforeCharge(d: RbDraft, ctx: GameContext, u: RbUnitState, a: GameAction): void {
  const sp = specialsFor(d, u);
  const t = enemy(d, a, u);
  if (a.throwingAxes === true) {
    if (!sp.throwingAxes) illegal(`${u.name} has no Throwing Axes ("Each unit of Fyreslayers may, once per battle").`, a);
    if (u.axesThrown) illegal(`${u.name} has already used its Throwing Axes: "once per battle".`, a);
    attack(d, ctx, u, t, true, a, { weapon: THROWING_AXES, name: 'Throwing Axes' });
    u.axesThrown = true;
  }
  if (sp.shieldCharge && unitGap(d, u.id, t.id) <= 8 + 1e-9) {
    const w = ctx.roll(unitOnTable(d, u.id).length, `${u.name} charge with Shields at ${t.name}: a die per model (a 1 deals a wound)`, 6, u.player).filter((f) => f === 1).length;
    t.pendingWounds += w;
    ctx.say(`${possessive(u.name)} Shields deal ${w} wound${w === 1 ? '' : 's'} to ${t.name}.`, u.player);
  }
}
