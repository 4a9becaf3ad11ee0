// Reglas básicas' turn (003_2820d2f43ec186dc.txt): by default "A Turn has 4 Phases" (Movement, Ranged, Melee, Leadership)
// in which "players take turns" with their units until both "elect to Stop"; as an option the "Action Phase" model. Wounds
// are kept until the Leadership phase, then resolved model by model, then Morale.
import { boardOf } from '../../../game/board';
import { overLimitInches, placedAt, standingProblem, straightPathProblem, readUnitPositions, rollOff } from '../../../game/kit';
import { IllegalActionError, type GameAction, type GameContext, type GameModel, type ModelPosition, type MoveVerdict, type PlayerIndex } from '../../../game/types';
import { lineOfSight } from '../../../los/lineOfSight';
import { edgeDistance, pointToBaseDistance } from '../../../measure/distance';
import type { Layout, Vec2 } from '../../../types';
import { REGLAS_BASICAS } from '../values';
import type { RbArmy, RbUnit, RbWeapon } from './army';
import { RB_DEFAULT } from './defaults';
import { isHit, isWound, moraleFlee, resolveWounds } from './rules';
import { EMPOWER, HORNBLOWER_CHARGE_IN, lightningWounds, poleaxeWounds, specialsOf, THROWING_AXES, wardIgnoresAtOrBelow, type RbSpecials } from './specials';

export type RbMoveKind = 'none' | 'move' | 'run' | 'retreat' | 'charge';

export interface RbUnitState {
  readonly id: string;
  readonly player: PlayerIndex;
  readonly name: string;
  readonly index: number;
  /** WOUNDS suffered this turn, resolved in the Leadership phase. */
  pendingWounds: number;
  /** Damage on the unit's most damaged model (carried until it is slain). */
  damageOnFirst: number;
  slainThisTurn: number;
  moved: RbMoveKind;
  shot: boolean;
  fought: boolean;
  activated: boolean;
  /** "Each unit of Fyreslayers may, once per battle, use the Throwing Axes": used. */
  axesThrown?: boolean;
  /** "Standfast (take Hold action out of combat for +1 Armor)": held this turn. */
  standfast?: boolean;
  /** Empowered: "Until your next Leadership phase, reroll successfull Armor rolls for HITs made by that unit." */
  empowered?: boolean;
}

export interface RbState {
  turnModel: 'phases' | 'actions';
  step: 'deployment' | 'battle';
  units: RbUnitState[];
  /** Who has elected to Stop in this phase. */
  stopped: [boolean, boolean];
  /** "The first player to choose to Stop will act first in the following phase." */
  firstStop: PlayerIndex | null;
  deployFirst: PlayerIndex;
  objectives: { id: string; x: number; y: number }[];
}

export type RbDraft = { setup: { armies: readonly unknown[]; layout: Layout } } & import('../../../game/types').DraftState<RbState>;
export type RbGame = import('../../../game/types').GameState<RbState>;

export const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
const playerName = (p: PlayerIndex) => `Player ${p + 1}`;
function illegal(reason: string, a: GameAction): never {
  throw new IllegalActionError(reason, a);
}

export const PHASES = { phases: ['Movement', 'Ranged', 'Melee', 'Leadership'], actions: ['Action', 'Leadership'] } as const;

export const unitData = (d: { setup: { armies: readonly unknown[] } }, u: { player: PlayerIndex; index: number }): RbUnit => (d.setup.armies[u.player] as RbArmy).units[u.index]!;
export const unitState = (d: { ruleset: RbState }, id: unknown) => d.ruleset.units.find((u) => u.id === id);
export const modelsOf = <M extends GameModel>(d: { models: readonly M[] }, unit: string): M[] => d.models.filter((m) => m.unit === unit && m.onTable);
export const liveUnits = (d: { models: readonly GameModel[]; ruleset: RbState }, p: PlayerIndex) => d.ruleset.units.filter((u) => u.player === p && modelsOf(d, u.id).length > 0);
const draftModel = (d: RbDraft, id: string) => d.models.find((m) => m.id === id)!;

/** "in combat": a model within 1" of an enemy model (named default reglas.inCombat). */
export function inCombatWith(d: { models: readonly GameModel[] }, a: string, b: string): boolean {
  return modelsOf(d, a).some((m) => modelsOf(d, b).some((e) => edgeDistance(m, e) <= RB_DEFAULT.inCombatIn + 1e-9));
}
export function inCombat(d: { models: readonly GameModel[]; ruleset: RbState }, u: RbUnitState): boolean {
  return liveUnits(d, other(u.player)).some((e) => inCombatWith(d, u.id, e.id));
}

export function deploymentZone(table: { widthIn: number; depthIn: number }, p: PlayerIndex): Vec2[] {
  const { widthIn: w, depthIn: dd } = table;
  const z = RB_DEFAULT.zoneDepthIn;
  return p === 0 ? [[0, 0], [w, 0], [w, z], [0, z]] : [[0, dd - z], [w, dd - z], [w, dd], [0, dd]];
}
const inZone = (m: GameModel, zone: readonly Vec2[]): boolean => {
  const xs = zone.map((p) => p[0]);
  const ys = zone.map((p) => p[1]);
  const r = m.base.kind === 'round' ? m.base.diameterMm / 25.4 / 2 : 1;
  return m.x - r >= Math.min(...xs) - 1e-9 && m.x + r <= Math.max(...xs) + 1e-9 && m.y - r >= Math.min(...ys) - 1e-9 && m.y + r <= Math.max(...ys) + 1e-9;
};

// ---------- Who may act ----------

export const phaseOf = (d: { phase: string }) => d.phase;

/** Units player p may still choose in this phase. */
export function eligible(d: RbDraft | RbGame, p: PlayerIndex): RbUnitState[] {
  const rs = d.ruleset;
  if (rs.step === 'deployment') return rs.units.filter((u) => u.player === p && !d.models.some((m) => m.unit === u.id && m.onTable) && d.models.some((m) => m.unit === u.id && m.wounds > 0));
  const live = liveUnits(d, p);
  switch (d.phase) {
    case 'Movement':
      return live.filter((u) => u.moved === 'none');
    case 'Ranged':
      // "Players take turns shooting with units that haven't done so yet and haven't Run, Retreated or Charged"
      return live.filter((u) => !u.shot && !['run', 'retreat', 'charge'].includes(u.moved) && unitData(d, u).ranged !== undefined);
    case 'Melee':
      // "haven't done so yet and haven't Run, Retreated" (Charged: named default reglas.chargeFights)
      return live.filter((u) => !u.fought && !['run', 'retreat'].includes(u.moved) && inCombat(d, u));
    case 'Action':
      return live.filter((u) => !u.activated);
    default:
      return [];
  }
}

// ---------- Moving ----------


/** Each model "a distance up to" the allowance in a straight line, standing clear; the combat rule by kind. */
export function unitMoveProblem(d: RbDraft, u: RbUnitState, moved: ReadonlyMap<string, ModelPosition>, allowanceIn: number, kind: RbMoveKind, target?: RbUnitState): string | null {
  for (const m of modelsOf(d, u.id)) {
    const p = moved.get(m.id);
    if (!p) continue;
    const dist = Math.hypot(p.x - m.x, p.y - m.y);
    if (dist > allowanceIn + 1e-6) {
      const [would, may] = overLimitInches(dist, allowanceIn);
      return `${m.name} would move ${would}" and may move ${may}"`;
    }
    const path = straightPathProblem(d, m, p);
    if (path) return path;
    const stand = standingProblem(d, m, p, moved);
    if (stand) return stand;
  }
  const ends = modelsOf(d, u.id).map((m) => (moved.has(m.id) ? placedAt(m, moved.get(m.id)!) : m));
  const enemies = d.models.filter((e) => e.onTable && e.player !== u.player);
  const endsInCombat = (only?: string) => ends.some((m) => enemies.some((e) => (!only || e.unit === only) && edgeDistance(m, e) <= RB_DEFAULT.inCombatIn + 1e-9));
  if (kind === 'charge') {
    // "That unit may move twice its move characteristic but must end its move in combat."
    if (!endsInCombat(target!.id)) return `a Charge "must end its move in combat" with ${target!.name}`;
  } else if (endsInCombat()) return kind === 'retreat' ? 'a Retreat must end out of combat (named default reglas.retreat)' : `only a Charge may end in combat (within ${RB_DEFAULT.inCombatIn}" of an enemy)`;
  return null;
}

function place(d: RbDraft, moved: ReadonlyMap<string, ModelPosition>): void {
  for (const [id, p] of moved) {
    const m = draftModel(d, id);
    m.x = p.x;
    m.y = p.y;
    if (p.facingDeg !== undefined) m.facingDeg = p.facingDeg;
  }
}

// ---------- Attacks ----------

export function sees(board: Layout, from: string, to: string): boolean {
  return lineOfSight(board, from, to, { ...REGLAS_BASICAS.losOptions, rays: RB_DEFAULT.losRays }).visible;
}

/**
 * "first select which models within range of the unit will attack it": every model with the target within its weapon's
 * Range (ranged: and in sight). Returns the attacking model ids.
 */
export function attackers(d: RbDraft | RbGame, u: RbUnitState, t: RbUnitState, weapon: RbWeapon, ranged: boolean, board: Layout | null): GameModel[] {
  const targets = modelsOf(d, t.id);
  return modelsOf(d, u.id).filter((m) => targets.some((x) => edgeDistance(m, x) <= weapon.rangeIn + 1e-9 && (!ranged || sees(board!, m.id, x.id))));
}

/** The unit's special rules (specials.ts), with the loadout its army file names (named default reglas.loadout). */
export const specialsFor = (d: { setup: { armies: readonly unknown[] } }, u: { player: PlayerIndex; index: number }): RbSpecials => {
  const data = unitData(d, u);
  return specialsOf(data.name, data.loadout);
};

/**
 * How far the unit may go for a move of this kind: "Movement" to Move, twice it to Run, Charge or Retreat, and a
 * hornblower's "+2\" Movement when Charging" (named default reglas.hornblower: the army file says whether it takes one).
 */
export function rbAllowanceIn(d: RbDraft, u: RbUnitState, kind: string): number {
  const data = unitData(d, u);
  if (kind === 'move') return data.movementIn;
  return 2 * data.movementIn + (kind === 'charge' && data.hornblower && specialsFor(d, u).hornblowerMay ? HORNBLOWER_CHARGE_IN : 0);
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
function attack(d: RbDraft, ctx: GameContext, u: RbUnitState, t: RbUnitState, ranged: boolean, a: GameAction, special?: { weapon: RbWeapon; name: string }): void {
  const data = unitData(d, u);
  const sp = specialsFor(d, u);
  const weapon = special?.weapon ?? (ranged ? data.ranged! : meleeWeapon(d, u));
  const board = ranged ? boardOf(d as never) : null;
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
  const near = (x: RbUnitState) => Math.min(Infinity, ...modelsOf(d, u.id).flatMap((m) => modelsOf(d, x.id).map((e) => edgeDistance(m, e))));
  const within = liveUnits(d, other(u.player)).filter((x) => near(x) <= 3 + 1e-9).sort((x, y) => near(x) - near(y));
  const t = within.includes(attacked) ? attacked : within[0];
  if (!t) return;
  const n = modelsOf(d, u.id).length * 2;
  const w = ctx.roll(n, `${u.name}'s lightning at ${t.name}: 2 dice per model (3 or less deals a WOUND)`, 6, u.player).filter(lightningWounds).length;
  t.pendingWounds += w;
  ctx.say(`${u.name}'s lightning deals ${w} WOUND${w === 1 ? '' : 'S'} to ${t.name}.`, u.player);
}

/**
 * The beginning of a Charge move: Fyreslayers' "once per battle, use the Throwing Axes Ranged Attack" when the action asks
 * (throwingAxes: true), and "When charging and holding shields, choose a unit within 8" and roll a die for each model in this
 * unit with Shields. On a 1 deal a wound" at the charge's target (named default reglas.shields).
 */
function beforeCharge(d: RbDraft, ctx: GameContext, u: RbUnitState, a: GameAction): void {
  const sp = specialsFor(d, u);
  const t = enemy(d, a, u);
  if (a.throwingAxes === true) {
    if (!sp.throwingAxes) illegal(`${u.name} has no Throwing Axes ("Each unit of Fyreslayers may, once per battle").`, a);
    if (u.axesThrown) illegal(`${u.name} has already used its Throwing Axes: "once per battle".`, a);
    attack(d, ctx, u, t, true, a, { weapon: THROWING_AXES, name: 'Throwing Axes' });
    u.axesThrown = true;
  }
  if (sp.shieldCharge && Math.min(Infinity, ...modelsOf(d, u.id).flatMap((m) => modelsOf(d, t.id).map((e) => edgeDistance(m, e)))) <= 8 + 1e-9) {
    const w = ctx.roll(modelsOf(d, u.id).length, `${u.name} charge with Shields at ${t.name}: a die per model (a 1 deals a wound)`, 6, u.player).filter((f) => f === 1).length;
    t.pendingWounds += w;
    ctx.say(`${u.name}'s Shields deal ${w} wound${w === 1 ? '' : 's'} to ${t.name}.`, u.player);
  }
}

// ---------- The Leadership phase, turns and the end ----------

/**
 * "1. Leadership Skills (Magic/Prayers/etc.)": Evocators, "a WIZARD as long as it has 2 or more models. It can cast
 * Empower": "Cast at 6" on 2d6, on the friendly unit within 12" nearest an enemy (named default reglas.magic). The last
 * Empower ends here: "Until your next Leadership phase".
 */
function leadershipSkills(d: RbDraft, ctx: GameContext, p: PlayerIndex): void {
  const mine = liveUnits(d, p);
  for (const u of mine) u.empowered = false;
  const gap = (a: RbUnitState, b: RbUnitState) => Math.min(Infinity, ...modelsOf(d, a.id).flatMap((m) => modelsOf(d, b.id).map((e) => edgeDistance(m, e))));
  const foes = liveUnits(d, other(p));
  for (const caster of mine) {
    if (!specialsFor(d, caster).empower || modelsOf(d, caster.id).length < EMPOWER.minModels) continue;
    const inReach = mine.filter((x) => !x.empowered && gap(caster, x) <= EMPOWER.rangeIn + 1e-9);
    if (!inReach.length) continue;
    const faces = ctx.roll(EMPOWER.dice, `${caster.name} casts Empower: ${EMPOWER.dice}d6, Cast at ${EMPOWER.castAt} (named default reglas.magic)`, 6, p);
    const total = faces.reduce((s, f) => s + f, 0);
    if (total < EMPOWER.castAt) {
      ctx.say(`${caster.name} fails to cast Empower (${total}).`, p);
      continue;
    }
    const nearFoe = (x: RbUnitState) => Math.min(Infinity, ...foes.map((f) => gap(x, f)));
    const chosen = inReach.reduce((best, x) => (nearFoe(x) < nearFoe(best) ? x : best));
    chosen.empowered = true;
    ctx.say(`${caster.name} casts Empower (${total}) on ${chosen.name}: until ${playerName(p)}'s next Leadership phase, it rerolls the Armor rolls that hold against its HITs.`, p);
  }
}

function leadership(d: RbDraft, ctx: GameContext): void {
  d.phase = 'Leadership';
  const order: PlayerIndex[] = d.ruleset.firstStop === null ? [0, 1] : [d.ruleset.firstStop, other(d.ruleset.firstStop)];
  ctx.say(`Turn ${d.round}, Leadership phase: Leadership Skills, Resolve Wounds, Test Morale.`);
  for (const p of order) leadershipSkills(d, ctx, p);
  // "Each player clears the wounds from a unit by damaging models."
  for (const p of order)
    for (const u of d.ruleset.units.filter((x) => x.player === p && x.pendingWounds > 0)) {
      const models = modelsOf(d, u.id);
      const health = unitData(d, u).health;
      const ward = specialsFor(d, u).ward;
      if (ward) {
        // "When resolving wounds, roll a die for each wound. On a 1 ignore the wound." (named default reglas.ward)
        const hero = ward === 'hero' && liveUnits(d, p).some((x) => x !== u && unitData(d, x).keywords.includes('HERO') && modelsOf(d, x.id).some((h) => models.some((m) => edgeDistance(h, m) <= 10 + 1e-9)));
        const upTo = wardIgnoresAtOrBelow(ward, models.length, hero);
        const ignored = ctx.roll(u.pendingWounds, `${u.name} wards ${u.pendingWounds} WOUND${u.pendingWounds === 1 ? '' : 'S'} (${upTo === 1 ? 'a 1' : `1-${upTo}`} ignores it)`, 6, p).filter((f) => f <= upTo).length;
        u.pendingWounds -= ignored;
        ctx.say(`${u.name} ignores ${ignored} WOUND${ignored === 1 ? '' : 'S'}.`, p);
        if (!u.pendingWounds) continue;
      }
      const r = resolveWounds(u.pendingWounds, health, models.length, u.damageOnFirst);
      for (const m of models.slice(0, r.slain)) {
        const dm = draftModel(d, m.id);
        dm.wounds = 0;
        dm.onTable = false;
      }
      const next = models[r.slain];
      if (next) draftModel(d, next.id).wounds = health - r.damageLeft;
      ctx.say(`${u.name} resolves ${u.pendingWounds} WOUND${u.pendingWounds === 1 ? '' : 'S'}: ${r.slain} slain${r.damageLeft ? `, ${r.damageLeft} damage on the next model` : ''}.`, p);
      u.slainThisTurn += r.slain;
      u.damageOnFirst = r.damageLeft;
      u.pendingWounds = 0;
    }
  // "Every unit that had models slain must make a Morale test."
  for (const p of order)
    for (const u of d.ruleset.units.filter((x) => x.player === p && x.slainThisTurn > 0)) {
      const left = modelsOf(d, u.id);
      if (!left.length) continue;
      const [f] = ctx.roll(1, `${u.name} Morale test (d6 + ${u.slainThisTurn} slain, against Bravery ${unitData(d, u).bravery})`, 6, p);
      const flee = Math.min(left.length, moraleFlee(f!, u.slainThisTurn, unitData(d, u).bravery));
      // The undamaged models flee first (the damaged one stays, as "they must continue to do so until that model is slain").
      for (const m of left.slice().reverse().slice(0, flee)) {
        const dm = draftModel(d, m.id);
        dm.wounds = 0;
        dm.onTable = false;
      }
      if (!modelsOf(d, u.id).length) u.damageOnFirst = 0;
      ctx.say(flee ? `${flee} model${flee === 1 ? '' : 's'} of ${u.name} flee from the battle.` : `${u.name} holds.`, p);
    }
  if (checkArmies(d, ctx)) return;
  // Scoring (named default reglas.scoring).
  const pts: [number, number] = [0, 0];
  for (const o of d.ruleset.objectives) {
    const n = [0, 0];
    for (const m of d.models) if (m.onTable && pointToBaseDistance(m, [o.x, o.y]) <= RB_DEFAULT.objectiveRangeIn) n[m.player]! += 1;
    if (n[0]! > n[1]!) pts[0]++;
    else if (n[1]! > n[0]!) pts[1]++;
  }
  d.points = [d.points[0] + pts[0], d.points[1] + pts[1]];
  ctx.say(`End of turn ${d.round}: objectives held ${pts[0]}-${pts[1]}; score ${d.points[0]}-${d.points[1]}.`);
  if (d.round >= RB_DEFAULT.turns) {
    const [a, b] = d.points;
    const winner: PlayerIndex | null = a > b ? 0 : b > a ? 1 : null;
    d.result = { winner, reason: `after ${RB_DEFAULT.turns} turns (named default reglas.scoring), ${winner === null ? 'a draw' : `${playerName(winner)} wins`} ${a}-${b} on objectives`, score: [a, b] };
    d.toAct = null;
    ctx.say(`The game ends: ${d.result.reason}.`);
    return;
  }
  startTurn(d, ctx);
}

function checkArmies(d: RbDraft, ctx: GameContext): boolean {
  if (d.result || d.ruleset.step !== 'battle') return !!d.result;
  const gone = ([0, 1] as PlayerIndex[]).filter((p) => liveUnits(d, p).length === 0);
  if (!gone.length) return false;
  const winner: PlayerIndex | null = gone.length === 2 ? null : other(gone[0]!);
  const reason = gone.length === 2 ? 'both armies are gone' : `${playerName(gone[0]!)} has no models left`;
  d.result = { winner, reason, score: [d.points[0], d.points[1]] };
  d.toAct = null;
  ctx.say(`The game ends: ${reason}.`);
  return true;
}


function startPhase(d: RbDraft, ctx: GameContext, phase: string): void {
  const rs = d.ruleset;
  if (phase === 'Leadership') return leadership(d, ctx);
  d.phase = phase;
  rs.stopped = [false, false];
  const first = rs.firstStop ?? rollOff(ctx, `Turn ${d.round} first player roll-off`);
  rs.firstStop = null;
  ctx.say(`Turn ${d.round}, ${phase} phase: ${playerName(first)} acts first.`);
  d.toAct = first;
  autoStop(d, ctx);
}

function startTurn(d: RbDraft, ctx: GameContext): void {
  d.round += 1;
  for (const u of d.ruleset.units) {
    u.moved = 'none';
    u.shot = false;
    u.fought = false;
    u.activated = false;
    u.standfast = false;
    u.slainThisTurn = 0;
  }
  startPhase(d, ctx, PHASES[d.ruleset.turnModel][0]);
}

/** "If a player has no eligible units to choose in a phase, he must elect to Stop." Passes play on, or ends the phase. */
function autoStop(d: RbDraft, ctx: GameContext): void {
  const rs = d.ruleset;
  for (let guard = 0; guard < 4; guard++) {
    const p = d.toAct!;
    if (!rs.stopped[p] && eligible(d, p).length > 0) return;
    if (!rs.stopped[p]) stop(d, ctx, p, true);
    if (rs.stopped[0] && rs.stopped[1]) return nextPhase(d, ctx);
    d.toAct = rs.stopped[other(p)] ? p : other(p);
  }
}

function stop(d: RbDraft, ctx: GameContext, p: PlayerIndex, forced: boolean): void {
  const rs = d.ruleset;
  rs.stopped[p] = true;
  if (rs.firstStop === null) rs.firstStop = p;
  ctx.say(`${playerName(p)} ${forced ? 'has no unit left to choose and must' : 'elects to'} Stop.`, p);
}

function nextPhase(d: RbDraft, ctx: GameContext): void {
  const list = PHASES[d.ruleset.turnModel] as readonly string[];
  startPhase(d, ctx, list[list.indexOf(d.phase) + 1] ?? 'Leadership');
}

/** "players take turns": after a unit acts, the other player unless they have stopped. */
function afterUnit(d: RbDraft, ctx: GameContext, p: PlayerIndex): void {
  if (d.result) return;
  const rs = d.ruleset;
  d.activation = null;
  d.toAct = rs.stopped[other(p)] ? p : other(p);
  autoStop(d, ctx);
}

// ---------- Applying actions ----------

function chosen(d: RbDraft, a: GameAction): RbUnitState {
  const u = unitState(d, a.unit);
  if (!u || u.player !== a.player) illegal(`${String(a.unit)} is not one of your units.`, a);
  if (!eligible(d, a.player).includes(u)) illegal(`${u.name} cannot be chosen in the ${d.ruleset.step === 'deployment' ? 'deployment' : d.phase} now (it has acted, or the phase does not allow it).`, a);
  return u;
}

function enemy(d: RbDraft, a: GameAction, u: RbUnitState): RbUnitState {
  const t = unitState(d, a.target);
  if (!t || t.player === u.player || !modelsOf(d, t.id).length) illegal(`${String(a.target)} is not an enemy unit on the table.`, a);
  return t;
}

function applyDeploy(d: RbDraft, a: GameAction, ctx: GameContext): void {
  if (a.type !== 'deploy') illegal('Deployment: place a unit ("deploy" with every model\'s position).', a);
  const u = chosen(d, a);
  const models = d.models.filter((m) => m.unit === u.id);
  const moved = readUnitPositions(a, models);
  const zone = deploymentZone(d.setup.layout.table, u.player);
  for (const m of models) {
    const p = moved.get(m.id);
    if (!p) illegal(`Place every model of ${u.name}: ${m.id} has no position.`, a);
    if (!inZone(placedAt(m, p), zone)) illegal(`${m.name} (${m.id}) must be placed wholly within your ${RB_DEFAULT.zoneDepthIn}" zone (named default reglas.table).`, a);
    const stand = standingProblem(d, m, p, moved);
    if (stand) illegal(`${stand}.`, a);
  }
  for (const m of models) draftModel(d, m.id).onTable = true;
  place(d, moved);
  ctx.say(`${playerName(u.player)} deploys ${u.name}.`, u.player);
  const q = other(u.player);
  if (eligible(d, q).length) d.toAct = q;
  else if (eligible(d, u.player).length) d.toAct = u.player;
  else {
    d.ruleset.step = 'battle';
    d.ruleset.firstStop = null;
    startTurn(d, ctx);
  }
}

/**
 * A chosen unit's move, run, retreat or charge as the referee rules it: the one check applyMove refuses by and the drag
 * readout shows (judgeRbMove). The allowance is the Move characteristic, twice it to Run, Charge or Retreat. Throws
 * IllegalActionError for a charge at no enemy unit, or positions that are not positions.
 */
function ruleRbMove(d: RbDraft, a: GameAction, u: RbUnitState, kind: RbMoveKind): MoveVerdict {
  const allowanceIn = rbAllowanceIn(d, u, kind);
  const engaged = inCombat(d, u);
  // "A unit must not be in combat to Move / Run / Charge"; "a unit that is in combat ... declare it is Retreating".
  if (kind === 'retreat' ? !engaged : engaged)
    return { ok: false, reasons: [kind === 'retreat' ? `${u.name} is not in combat: only a unit in combat may Retreat.` : `${u.name} is in combat: "A unit must not be in combat to ${kind === 'move' ? 'Move' : kind === 'run' ? 'Run' : 'Charge'}" (it may Retreat).`], costIn: 0, allowanceIn };
  const target = kind === 'charge' ? enemy(d, a, u) : undefined;
  const moved = readUnitPositions(a, modelsOf(d, u.id));
  const costIn = Math.max(0, ...modelsOf(d, u.id).map((m) => (moved.has(m.id) ? Math.hypot(moved.get(m.id)!.x - m.x, moved.get(m.id)!.y - m.y) : 0)));
  const why = unitMoveProblem(d, u, moved, allowanceIn, kind, target);
  return why ? { ok: false, reasons: [`${u.name} cannot ${kind} there: ${why}.`], costIn, allowanceIn } : { ok: true, reasons: [], costIn, allowanceIn };
}

/** How a move, run, retreat or charge would be ruled now (null for other actions): the unit's choice and ruleRbMove. */
export function judgeRbMove(d: RbDraft, a: GameAction): MoveVerdict | null {
  const kinds = d.phase === 'Movement' ? ['move', 'run', 'retreat', 'charge'] : d.phase === 'Action' ? ['move', 'run', 'charge'] : [];
  if (d.ruleset.step === 'deployment' || !kinds.includes(a.type)) return null;
  const unit = unitState(d, a.unit);
  const allowanceIn = unit ? rbAllowanceIn(d, unit, a.type) : 0;
  try {
    return ruleRbMove(d, a, chosen(d, a), a.type as RbMoveKind);
  } catch (e) {
    if (e instanceof IllegalActionError) return { ok: false, reasons: [e.reason], costIn: 0, allowanceIn };
    throw e;
  }
}

function applyMove(d: RbDraft, a: GameAction, ctx: GameContext, u: RbUnitState, kind: RbMoveKind): void {
  const ruling = ruleRbMove(d, a, u, kind);
  if (!ruling.ok) illegal(ruling.reasons[0]!, a);
  const target = kind === 'charge' ? enemy(d, a, u) : undefined;
  const moved = readUnitPositions(a, modelsOf(d, u.id));
  place(d, moved);
  u.moved = kind;
  ctx.say(`${playerName(u.player)}'s ${u.name} ${kind === 'move' ? 'moves' : kind === 'run' ? 'runs' : kind === 'retreat' ? 'retreats' : `charges ${target!.name}`}.`, u.player);
}

export function applyRb(d: RbDraft, a: GameAction, ctx: GameContext): void {
  if (d.ruleset.step === 'deployment') return applyDeploy(d, a, ctx);
  if (a.type === 'stop') {
    if (d.phase === 'Action') illegal('The Action Phase has no Stop: activate a unit (it may "hold").', a);
    stop(d, ctx, a.player, false);
    if (d.ruleset.stopped[0] && d.ruleset.stopped[1]) return nextPhase(d, ctx);
    d.toAct = other(a.player);
    return autoStop(d, ctx);
  }
  const u = chosen(d, a);
  d.activation = u.id;
  const phase = d.phase;
  if (phase === 'Movement') {
    if (!['move', 'run', 'retreat', 'charge'].includes(a.type)) illegal('Movement phase: move, run, retreat or charge a unit, or stop.', a);
    if (a.type === 'charge') beforeCharge(d, ctx, u, a);
    applyMove(d, a, ctx, u, a.type as RbMoveKind);
  } else if (phase === 'Ranged') {
    if (a.type !== 'shoot') illegal('Ranged phase: shoot with a unit, or stop.', a);
    const t = enemy(d, a, u);
    if (inCombat(d, u) && !inCombatWith(d, u.id, t.id)) illegal(`${u.name} is in combat: "it must Attack a unit it's in combat with" (named default reglas.shootInCombat).`, a);
    attack(d, ctx, u, t, true, a);
    u.shot = true;
  } else if (phase === 'Melee') {
    if (a.type !== 'fight') illegal('Melee phase: fight with a unit locked in combat, or stop.', a);
    const t = enemy(d, a, u);
    if (!inCombatWith(d, u.id, t.id)) illegal(`${u.name} is not in combat with ${t.name}.`, a);
    attack(d, ctx, u, t, false, a);
    u.fought = true;
  } else {
    // The Action Phase option: Move, Run, Charge (then fight at once), Shoot, Fight, or hold.
    if (a.type === 'hold') {
      // Standfast: "take Hold action out of combat for +1 Armor" (until the turn ends: named default reglas.standfast).
      u.standfast = specialsFor(d, u).standfast && !inCombat(d, u);
      ctx.say(`${u.name} holds${u.standfast ? ' (Standfast: +1 Armor this turn)' : ''}.`, u.player);
    } else if (['move', 'run', 'charge'].includes(a.type)) {
      if (a.type === 'charge') beforeCharge(d, ctx, u, a);
      applyMove(d, a, ctx, u, a.type as RbMoveKind);
      // "It may then immediately Fight."
      if (a.type === 'charge') attack(d, ctx, u, enemy(d, a, u), false, a);
    } else if (a.type === 'shoot') {
      const t = enemy(d, a, u);
      if (!unitData(d, u).ranged) illegal(`${u.name} has no Ranged Weapon.`, a);
      if (inCombat(d, u) && !inCombatWith(d, u.id, t.id)) illegal(`${u.name} is in combat: "If the unit is in combat it must Attack a unit it's in combat with."`, a);
      // "If it isn't, it may Move before or after Shooting": positions with move 'before' or 'after'.
      const when = shootMoveWhen(d, a, u);
      if (when === 'before') shootMove(d, a, ctx, u);
      attack(d, ctx, u, t, true, a);
      if (when === 'after') shootMove(d, a, ctx, u);
    } else if (a.type === 'fight') {
      const t = enemy(d, a, u);
      if (!inCombatWith(d, u.id, t.id)) illegal(`"A unit must be in combat to Fight": ${u.name} is not in combat with ${t.name}.`, a);
      attack(d, ctx, u, t, false, a);
      // "You may make an Adjust move of up to 3" with that unit. This move cannot take you out of combat."
      if (a.positions !== undefined) adjustMove(d, a, ctx, u);
    } else illegal('Action Phase: move, run, charge, shoot, fight or hold with a unit that has not activated.', a);
    u.activated = true;
  }
  afterUnit(d, ctx, u.player);
}

/** The Shoot action's Move: none without positions; with them, `move` says "before" or "after" the shots. */
function shootMoveWhen(d: RbDraft, a: GameAction, u: RbUnitState): 'before' | 'after' | null {
  if (a.positions === undefined) return null;
  if (inCombat(d, u)) illegal(`${u.name} is in combat: only a unit that is not "may Move before or after Shooting".`, a);
  if (a.move !== 'before' && a.move !== 'after') illegal('Shoot with a Move: say move: "before" or "after" ("it may Move before or after Shooting").', a);
  return a.move;
}

/** A Move ("move each of the models a distance up to the model's Move characteristic"), not ending in combat. */
function shootMove(d: RbDraft, a: GameAction, ctx: GameContext, u: RbUnitState): void {
  const moved = readUnitPositions(a, modelsOf(d, u.id));
  const why = unitMoveProblem(d, u, moved, unitData(d, u).movementIn, 'move');
  if (why) illegal(`${u.name} cannot move there: ${why}.`, a);
  place(d, moved);
  ctx.say(`${playerName(u.player)}'s ${u.name} moves ${a.move} shooting.`, u.player);
}

/** "You may make an Adjust move of up to 3" with that unit. This move cannot take you out of combat." */
function adjustMove(d: RbDraft, a: GameAction, ctx: GameContext, u: RbUnitState): void {
  const moved = readUnitPositions(a, modelsOf(d, u.id));
  for (const m of modelsOf(d, u.id)) {
    const p = moved.get(m.id);
    if (!p) continue;
    const dist = Math.hypot(p.x - m.x, p.y - m.y);
    if (dist > 3 + 1e-6) illegal(`${u.name} cannot adjust there: ${m.name} would move ${overLimitInches(dist, 3)[0]}" and an Adjust move is "up to 3"".`, a);
    const why = straightPathProblem(d, m, p) ?? standingProblem(d, m, p, moved);
    if (why) illegal(`${u.name} cannot adjust there: ${why}.`, a);
  }
  const ends = modelsOf(d, u.id).map((m) => (moved.has(m.id) ? placedAt(m, moved.get(m.id)!) : m));
  const enemies = d.models.filter((e) => e.onTable && e.player !== u.player);
  if (!ends.some((m) => enemies.some((e) => edgeDistance(m, e) <= RB_DEFAULT.inCombatIn + 1e-9))) illegal(`${u.name} cannot adjust there: "This move cannot take you out of combat".`, a);
  place(d, moved);
  ctx.say(`${playerName(u.player)}'s ${u.name} makes an Adjust move.`, u.player);
}

export function beginRb(d: RbDraft, ctx: GameContext): void {
  d.ruleset.deployFirst = rollOff(ctx, 'Deployment roll-off');
  d.toAct = d.ruleset.deployFirst;
  d.phase = 'deployment';
  ctx.say(`${playerName(d.toAct)} wins the roll-off and places a unit first; the players alternate (named default reglas.table).`);
}

export { modelsOf as rbModelsOf };
