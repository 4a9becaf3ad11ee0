// Nuceria's game (004_6c4ffdb07edc4505.txt; DIGEST E): "an alternating activation game, meaning that players select one
// unit at a time to activate and then pass their turn"; an activation uses "Move", "Attack" and "Use Abilities" in any
// order. Attacks are one roll of Power against Toughness, then saves as "Save Value + ... AP"; cover comes in tiers.
import { draftView } from '../../../game/draftView';
import { boardOf } from '../../../game/board';
import { overLimitInches, placedAt, standingProblem, readUnitPositions, rollOff } from '../../../game/kit';
import { IllegalActionError, type AttackPreview, type DraftState, type GameAction, type GameContext, type GameModel, type GameState, type ModelPosition, type MoveVerdict, type PlayerIndex } from '../../../game/types';
import { placedFootprint } from '../../../geometry/placement';
import { circleOverlapsPolygon } from '../../../geometry/polygon';
import { lineOfSight } from '../../../los/lineOfSight';
import { checkCoherency } from '../../../measure/coherency';
import { edgeDistance, pointToBaseDistance, verticalGap } from '../../../measure/distance';
import { surfaceHeightAt } from '../../../surface';
import { baseBoundingRadius } from '../../../bases';
import type { Layout, Vec2 } from '../../../types';
import { coverVerdict } from '../../index';
import { NUCERIA } from '../index';
import { NUCERIA_RESERVES_EDGE_IN, NUCERIA_ZONE_DEPTH_IN } from '../deployment';
import type { NuArmy, NuUnit, NuWeapon } from './army';
import { attackSucceeds, COVER_BONUS, nuceriaAttackDistribution, powerVsToughness, saveNeeded } from './math';

/** rounds: the game length when nobody reaches 10; playOnRounds: the rounds a tie may be played on past it (nuceria.winAt). */
export const NU_DEFAULT = { rounds: 6, playOnRounds: 14, winAt: 10, losRays: 64, perimeterIn: 12, upperLevelIn: 2, meleeVerticalIn: 3 } as const;
const MELEE_IN = NUCERIA.measuring.engagementIn!;

/** A position may name the floor to stand on ("the upper levels of this terrain"): z in inches, the table when absent. */
export type NuPosition = ModelPosition & { readonly z?: number };

export interface NuUnitState {
  readonly id: string;
  readonly player: PlayerIndex;
  readonly name: string;
  readonly index: number;
  reserves: boolean;
  placed: boolean;
}

export interface NuState {
  step: 'deployment' | 'battle';
  units: NuUnitState[];
  first: PlayerIndex;
  turnsLeft: [number, number];
  /** Turns each player has taken (the Cooldown clock: "how many of the controlling player's turns need to pass"). */
  turnsTaken: [number, number];
  /** unit|weapon -> the controlling player's turn count from which it may fire again. */
  readyAt: Record<string, number>;
  active: { unit: string; moved: boolean; attacked: boolean; charged: boolean } | null;
  objectives: { id: string; x: number; y: number; controlRadiusIn: number }[];
  perimeterScored: [boolean, boolean];
  /** The tie at 10 or more has been announced (the game plays on: named default nuceria.winAt). */
  tieAnnounced?: boolean;
}

export type NuDraft = DraftState<NuState>;
export type NuGame = GameState<NuState>;

export const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
const playerName = (p: PlayerIndex) => `Player ${p + 1}`;
function illegal(reason: string, a: GameAction): never {
  throw new IllegalActionError(reason, a);
}

export const armyOf = (d: { setup: { armies: readonly unknown[] } }, p: PlayerIndex): NuArmy => d.setup.armies[p] as NuArmy;
export const unitData = (d: { setup: { armies: readonly unknown[] } }, u: { player: PlayerIndex; index: number }): NuUnit => armyOf(d, u.player).units[u.index]!;
export const unitState = (d: { ruleset: NuState }, id: unknown) => d.ruleset.units.find((u) => u.id === id);
export const modelsOf = <M extends GameModel>(d: { models: readonly M[] }, unit: string): M[] => d.models.filter((m) => m.unit === unit && m.onTable);
export const liveUnits = (d: { models: readonly GameModel[]; ruleset: NuState }, p: PlayerIndex) =>
  d.ruleset.units.filter((u) => u.player === p && (modelsOf(d, u.id).length > 0 || (u.reserves && d.models.some((m) => m.unit === u.id && m.wounds > 0))));
const has = (d: { setup: { armies: readonly unknown[] } }, u: NuUnitState, k: string) => unitData(d, u).keywords.includes(k as never);

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
export function meleeTerrainLink(d: { models: readonly GameModel[]; setup: { layout: Pick<Layout, 'terrain'> } }, a: string, b: string): Layout['terrain'][number] | null {
  const as = modelsOf(d, a);
  const bs = modelsOf(d, b);
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
export function lockedWith(d: { models: readonly GameModel[]; setup: { layout: Pick<Layout, 'terrain'> } }, a: string, b: string): boolean {
  return modelsOf(d, a).some((m) => modelsOf(d, b).some((e) => inMeleeReach(m, e))) || meleeTerrainLink(d, a, b) !== null;
}

/**
 * The to-hit modifier of `u`'s melee attacks on `t`: "Units with at least one model outside of the terrain piece can fight
 * in at -1 to hit" when only the terrain piece brings them into melee range; "Melee Attacks may also be performed against
 * units within 3” vertically, providing that unit +1 to hit": +1 when a model of `u` fights an enemy model below it.
 */
export function meleeModifier(d: { models: readonly GameModel[]; setup: { layout: Pick<Layout, 'terrain'> } }, u: string, t: string): number {
  const pairs = modelsOf(d, u).flatMap((m) => modelsOf(d, t).filter((e) => inMeleeReach(m, e)).map((e) => [m, e] as const));
  if (pairs.length) return pairs.some(([m, e]) => m.z > e.z + 1e-6) ? 1 : 0;
  const piece = meleeTerrainLink(d, u, t);
  return piece && modelsOf(d, u).some((m) => !inside(m, footprintOf(piece))) ? -1 : 0;
}
export const locked = (d: { models: readonly GameModel[]; ruleset: NuState; setup: { layout: Pick<Layout, 'terrain'> } }, u: NuUnitState): boolean => liveUnits(d, other(u.player)).some((e) => lockedWith(d, u.id, e.id));

/** "Models must stay within 1” of each other to be in unit coherency" (one connected chain: the ruleset's default). */
export function coherent(models: readonly GameModel[]): boolean {
  return checkCoherency(models, NUCERIA.measuring.coherency!).ok;
}

export function deploymentZone(table: { widthIn: number; depthIn: number }, p: PlayerIndex): Vec2[] {
  const { widthIn: w, depthIn: d } = table;
  const z = NUCERIA_ZONE_DEPTH_IN;
  return p === 0 ? [[0, 0], [w, 0], [w, z], [0, z]] : [[0, d - z], [w, d - z], [w, d], [0, d]];
}
const withinRect = (m: GameModel, zone: readonly Vec2[]) => {
  const r = baseBoundingRadius(m.base);
  const xs = zone.map((p) => p[0]);
  const ys = zone.map((p) => p[1]);
  return m.x - r >= Math.min(...xs) - 1e-9 && m.x + r <= Math.max(...xs) + 1e-9 && m.y - r >= Math.min(...ys) - 1e-9 && m.y + r <= Math.max(...ys) + 1e-9;
};

// ---------- Moving ----------

/**
 * One model's straight move: "halves movement as units pass through it (rounded up)" for Environmental Terrain (each inch
 * inside costs two; Fly ignores it), "Infantry units are the only type of unit that can enter and move through Obscuring
 * Terrain", impassable pieces never, and never through an enemy base. Returns the cost or the reason.
 */
export function modelMoveCost(d: NuDraft, u: NuUnitState, m: GameModel, to: ModelPosition): { cost: number; problem: string | null } {
  const r = baseBoundingRadius(m.base);
  const a: Vec2 = [m.x, m.y];
  const len = Math.hypot(to.x - m.x, to.y - m.y);
  for (const e of d.models) {
    if (!e.onTable || e.player === m.player) continue;
    const dx = to.x - a[0];
    const dy = to.y - a[1];
    const l2 = dx * dx + dy * dy;
    const t = l2 > 0 ? Math.max(0, Math.min(1, ((e.x - a[0]) * dx + (e.y - a[1]) * dy) / l2)) : 0;
    if (Math.hypot(e.x - a[0] - t * dx, e.y - a[1] - t * dy) < r + baseBoundingRadius(e.base) - 0.01) return { cost: len, problem: `${m.name} cannot move through the enemy ${e.name}` };
  }
  const infantry = has(d, u, 'Infantry');
  const flies = has(d, u, 'Fly');
  const steps = Math.max(1, Math.ceil(len / 0.25));
  let extra = 0;
  const pieces = d.setup.layout.terrain.map((t) => ({ t, poly: placedFootprint(t) }));
  for (let i = 1; i <= steps; i++) {
    const x = a[0] + ((to.x - a[0]) * i) / steps;
    const y = a[1] + ((to.y - a[1]) * i) / steps;
    for (const { t, poly } of pieces) {
      if (!circleOverlapsPolygon(x, y, r, poly, 0.01)) continue;
      if (t.traits.includes('impassable')) return { cost: len, problem: `${m.name} cannot enter ${t.name ?? t.id}: it is impassable` };
      if (t.traits.includes('obscuring') && !infantry) return { cost: len, problem: `"Infantry units are the only type of unit that can enter and move through Obscuring Terrain": ${m.name} cannot enter ${t.name ?? t.id}` };
      if (t.traits.includes('environmental') && !flies) {
        extra += len / steps;
        break;
      }
    }
  }
  return { cost: len + extra, problem: null };
}

export function unitMoveProblem(d: NuDraft, u: NuUnitState, moved: ReadonlyMap<string, ModelPosition>, allowanceIn: number | null): { problem: string | null; longest: number } {
  let longest = 0;
  for (const m of modelsOf(d, u.id)) {
    const p = moved.get(m.id);
    if (!p) continue;
    const c = modelMoveCost(d, u, m, p);
    if (c.problem) return { problem: c.problem, longest };
    longest = Math.max(longest, c.cost);
    if (allowanceIn !== null && c.cost > allowanceIn + 1e-6) {
      const [need, has] = overLimitInches(c.cost, allowanceIn);
      return { problem: `${m.name} would need ${need}" of Movement and has ${has}"`, longest };
    }
    const s = standingProblem(d, m, p, moved);
    if (s) return { problem: s, longest };
  }
  const ends = modelsOf(d, u.id).map((m) => (moved.has(m.id) ? placedAt(m, moved.get(m.id)!) : m));
  if (!coherent(ends)) return { problem: '"Models must stay within 1” of each other to be in unit coherency"', longest };
  return { problem: null, longest };
}


/** Puts the models at their new places, each on the highest floor at or below the `z` its position asks for (the table if none). */
function place(d: NuDraft, moved: ReadonlyMap<string, NuPosition>): void {
  for (const [id, p] of moved) {
    const m = d.models.find((x) => x.id === id)!;
    m.x = p.x;
    m.y = p.y;
    m.z = typeof p.z === 'number' && Number.isFinite(p.z) ? surfaceHeightAt(d.setup.layout, p.x, p.y, p.z + 1e-6) : 0;
    if (p.facingDeg !== undefined) m.facingDeg = p.facingDeg;
  }
}

// ---------- Attacks ----------

export function sight(board: Layout, from: string, to: string): { visible: boolean; tier: 'none' | 'half' | 'full' | 'hidden' } {
  const los = lineOfSight(board, from, to, { ...NUCERIA.losOptions, rays: NU_DEFAULT.losRays });
  if (!los.visible) return { visible: false, tier: 'hidden' };
  return { visible: true, tier: coverVerdict(NUCERIA.id, los, board).tier };
}

const weaponKey = (u: NuUnitState, w: NuWeapon) => `${u.id}|${w.name}`;

/** Ranged weapons that may fire now: off cooldown; after a Charge only "Assault"; Infantry in melee only "Pistol". */
export function readyRanged(d: NuDraft | NuGame, u: NuUnitState): NuWeapon[] {
  const rs = d.ruleset;
  const charged = rs.active?.unit === u.id && rs.active.charged;
  const engaged = locked(d, u);
  return unitData(d, u).weapons.filter(
    (w) =>
      w.type === 'ranged' &&
      (rs.readyAt[weaponKey(u, w)] ?? 0) <= rs.turnsTaken[u.player] &&
      (!charged || w.abilities.includes('Assault')) &&
      (!engaged || !has(d, u, 'Infantry') || w.abilities.includes('Pistol')) &&
      !(engaged && w.abilities.includes('Blast')),
  );
}

/** The to-hit modifier of a ranged attack: -1 into or out of melee (not for Infantry with Pistols); no Blast into melee. */
function rangedModifier(d: NuDraft, u: NuUnitState, t: NuUnitState, w: NuWeapon): number | null {
  const targetLocked = locked(d, t);
  const shooterLocked = locked(d, u);
  if ((targetLocked || shooterLocked) && w.abilities.includes('Blast')) return null;
  // "Ranged Attacks from the upper levels of this terrain (+2” height) provide that unit with +1 to hit" (every model up there).
  const models = modelsOf(d, u.id);
  const height = models.length > 0 && models.every((m) => m.z >= NU_DEFAULT.upperLevelIn - 1e-6) ? 1 : 0;
  if (shooterLocked && has(d, u, 'Infantry')) return height; // "must use Pistol weapons ... but do not suffer -1 to hit"
  return (targetLocked || shooterLocked ? -1 : 0) + height;
}

/** One unit's attack dice against a target unit, model by model: hits, saves, damage. Returns the models slain. */
function resolveDice(d: NuDraft, ctx: GameContext, u: NuUnitState, t: NuUnitState, w: NuWeapon, attacks: number, modifier: number, cover: 'none' | 'half' | 'full', why: string, devastating = false): void {
  const td = unitData(d, t);
  const need = powerVsToughness(w.power, td.toughness);
  const faces = ctx.roll(attacks, `${why}: ${attacks} attack${attacks === 1 ? '' : 's'}, Power ${w.power} vs Toughness ${td.toughness} (${need}+${modifier ? `, ${modifier > 0 ? '+' : ''}${modifier}` : ''})`, 6, u.player);
  const hits = faces.filter((f) => attackSucceeds(f, need, modifier)).length;
  if (!hits) return ctx.say(`No hits on ${t.name}.`, u.player);
  // "These attacks gain the “Devastating Wounds” weapon ability": an unmodified 6 allows no save (named default nuceria.devastatingWounds).
  const devastated = devastating ? faces.filter((f) => f === 6).length : 0;
  if (devastated) ctx.say(`Devastating Wounds: ${devastated} attack roll${devastated === 1 ? '' : 's'} of 6 cannot be saved.`, u.player);
  const sNeed = saveNeeded(td.save, w.ap, COVER_BONUS[cover], td.invulnerable);
  const toSave = hits - devastated;
  const saves = !toSave ? [] : sNeed === null ? new Array<number>(toSave).fill(0) : ctx.roll(toSave, `${t.name} saves (${sNeed}+${cover !== 'none' ? `, ${cover} cover` : ''})`, 6, t.player);
  const unsaved = devastated + saves.filter((f) => sNeed === null || f === 1 || f < sNeed).length;
  let slain = 0;
  for (let i = 0; i < unsaved; i++) {
    const m = modelsOf(d, t.id)[0];
    if (!m) break;
    m.wounds = Math.max(0, m.wounds - w.damage);
    if (m.wounds === 0) {
      m.onTable = false;
      slain++;
      onSlain(d, ctx, t, m);
    }
  }
  ctx.say(`${hits} hit${hits === 1 ? '' : 's'}, ${unsaved} unsaved: ${t.name} loses ${slain} model${slain === 1 ? '' : 's'}.`, u.player);
}

function onSlain(d: NuDraft, ctx: GameContext, t: NuUnitState, m: GameModel): void {
  if (modelsOf(d, t.id).length) return;
  const scorer = other(t.player);
  const td = unitData(d, t);
  // "Killing warlord worth 5"; "Bring it down (killing “colossal” units) worth 1 per unit".
  if (td.name === armyOf(d, t.player).warlord) score(d, ctx, scorer, 5, `kills the enemy warlord (${td.name})`);
  if (td.keywords.includes('Colossal')) score(d, ctx, scorer, 1, `brings down ${td.name}`);
  void m;
}

function score(d: NuDraft, ctx: GameContext, p: PlayerIndex, n: number, why: string, checkNow = true): void {
  if (d.result) return;
  d.points[p] += n;
  ctx.say(`${playerName(p)} ${why}: +${n} (${d.points[0]}-${d.points[1]}).`, p);
  if (checkNow) checkWin(d, ctx);
}

/**
 * "Players need 10 points to win." Points scored together (a round's end) are all added before this is checked, so the
 * order the objectives are listed in never decides; both at 10 or more: the higher wins; equal totals play on until one side
 * leads (named default nuceria.winAt).
 */
function checkWin(d: NuDraft, ctx: GameContext): void {
  if (d.result) return;
  const [a, b] = d.points;
  if (a < NU_DEFAULT.winAt && b < NU_DEFAULT.winAt) return;
  if (a === b) {
    if (!d.ruleset.tieAnnounced) ctx.say(`Both players have ${a} points: "Players need 10 points to win", and neither leads, so the game plays on until one side leads (named default nuceria.winAt).`);
    d.ruleset.tieAnnounced = true;
    return;
  }
  const winner: PlayerIndex = a > b ? 0 : 1;
  d.result = { winner, reason: `${playerName(winner)} reaches ${NU_DEFAULT.winAt} points ("Players need 10 points to win") and leads, ${a}-${b}`, score: [a, b] };
  d.toAct = null;
  ctx.say(`The game ends: ${d.result.reason}.`);
}

/** One ranged weapon's volley: how many dice (every model with the target in range and in sight), its modifier and cover. */
interface NuVolley {
  readonly w: NuWeapon;
  readonly dice: number;
  readonly mod: number;
  readonly tier: 'none' | 'half' | 'full';
  /** The first firing model and the target model it sees (the rays to draw). */
  readonly from: string;
  readonly to: string;
}

/**
 * The ready ranged weapons of `u` that can fire at `t`, planned before any die is rolled (the roll and the preview share it):
 * "measure from that model": each model with the target in range and in sight fires; cover from the best view it has.
 */
function volleyOf(d: NuDraft, board: Layout, u: NuUnitState, t: NuUnitState, w: NuWeapon): { volley: NuVolley | null; hidden: boolean } {
  const mod = rangedModifier(d, u, t, w);
  if (mod === null) return { volley: null, hidden: false };
  let dice = 0;
  let hidden = false;
  let tier: 'none' | 'half' | 'full' = 'full';
  let pair: { from: string; to: string } | null = null;
  for (const m of modelsOf(d, u.id)) {
    const near = modelsOf(d, t.id).filter((x) => edgeDistance(m, x) <= w.rangeIn + 1e-9).sort((p, q) => edgeDistance(m, p) - edgeDistance(m, q)).slice(0, 3);
    const seen = near.map((x) => ({ x, s: sight(board, m.id, x.id) })).find((v) => v.s.visible && v.s.tier !== 'hidden');
    if (!seen) {
      if (near.length) hidden = true;
      continue;
    }
    dice += w.attacks;
    pair ??= { from: m.id, to: seen.x.id };
    if (COVER_BONUS[seen.s.tier as 'none' | 'half' | 'full'] < COVER_BONUS[tier]) tier = seen.s.tier as 'none' | 'half' | 'full';
  }
  return { volley: dice && pair ? { w, dice, mod, tier, ...pair } : null, hidden };
}

/** Every ready ranged weapon's volley at `t` as the table stands (the preview). */
function rangedVolleys(d: NuDraft, u: NuUnitState, t: NuUnitState): NuVolley[] {
  const board = boardOf(d as never);
  return readyRanged(d, u)
    .map((w) => volleyOf(d, board, u, t, w).volley)
    .filter((v): v is NuVolley => v !== null);
}

function rangedAttack(d: NuDraft, ctx: GameContext, u: NuUnitState, t: NuUnitState, a: GameAction): void {
  const board = boardOf(d as never);
  const weapons = readyRanged(d, u);
  if (!weapons.length) illegal(`${u.name} has no ranged weapon ready (Cooldown, Charge without Assault, or Pistols only in melee).`, a);
  let fired = 0;
  let hiddenOnly = false;
  for (const w of weapons) {
    // Planned weapon by weapon: models slain by an earlier weapon are no longer targets.
    const { volley: v, hidden } = volleyOf(d, board, u, t, w);
    if (hidden) hiddenOnly = true;
    if (!v) continue;
    if (!modelsOf(d, t.id).length) break;
    resolveDice(d, ctx, u, t, v.w, v.dice, v.mod, v.tier, `${u.name}'s ${v.w.name}`);
    fired++;
    if (v.w.cooldown > 0) d.ruleset.readyAt[weaponKey(u, v.w)] = d.ruleset.turnsTaken[u.player] + v.w.cooldown + 1;
    if (d.result) return;
  }
  if (!fired) illegal(hiddenOnly ? `${t.name} is Hidden: "Units with bases/models not visible cannot be targeted".` : `No ready ranged weapon of ${u.name} has ${t.name} in range and in sight.`, a);
}

/**
 * An `attack` (ranged or melee) before any die is rolled: each weapon's exact distribution (Power vs Toughness, Save + AP
 * with the cover tier), chained on the number of models left (a wound a model carries from one weapon to the next is not
 * counted).
 */
export function previewNuAttack(state: GameState<NuState>, a: GameAction): AttackPreview | null {
  if (a.type !== 'attack' || (a.mode !== 'ranged' && a.mode !== 'melee')) return null;
  const d = draftView(state);
  const act = d.ruleset.active;
  const u = act ? d.ruleset.units.find((x) => x.id === act.unit) : undefined;
  const t = d.ruleset.units.find((x) => x.id === a.target);
  if (!u || !t || t.player === u.player) return null;
  const td = unitData(d, t);
  const targets = modelsOf(d, t.id);
  const models = targets.length;
  if (!models) return null;
  const volleys: NuVolley[] =
    a.mode === 'ranged'
      ? rangedVolleys(d, u, t)
      : unitData(d, u)
          .weapons.filter((w) => w.type === 'melee')
          .map((w) => ({ w, dice: w.attacks * modelsOf(d, u.id).length, mod: meleeModifier(d, u.id, t.id), tier: 'none' as const, from: modelsOf(d, u.id)[0]!.id, to: targets[0]!.id }));
  let left = new Array<number>(models + 1).fill(0);
  left[models] = 1;
  let meanDamage = 0;
  const attackOf = (v: NuVolley) => ({ attacks: v.dice, power: v.w.power, ap: v.w.ap, damage: v.w.damage, modifier: v.mod });
  const targetOf = (v: NuVolley, k: number) => ({ toughness: td.toughness, save: td.save, invulnerable: td.invulnerable ?? null, wounds: targets[0]!.maxWounds, models: k, cover: v.tier });
  for (const v of volleys) {
    const next = new Array<number>(models + 1).fill(0);
    left.forEach((p, k) => {
      if (!p) return;
      if (k === 0) return void (next[0]! += p);
      nuceriaAttackDistribution(attackOf(v), targetOf(v, k)).slain.forEach((q, j) => {
        next[Math.max(0, k - j)]! += p * q;
      });
    });
    meanDamage += nuceriaAttackDistribution(attackOf(v), targetOf(v, models)).mean;
    left = next;
  }
  const slain = left.map((_, j) => left[models - j]!);
  return {
    attacker: u.name,
    target: t.name,
    lines: volleys.map((v) => {
      const from = state.models.find((m) => m.id === v.from)!;
      const to = state.models.find((m) => m.id === v.to)!;
      const rangeIn = edgeDistance(from, to);
      return { from: v.from, to: v.to, text: `${v.w.name}: ${v.dice} dice, Power ${v.w.power} vs Toughness ${td.toughness}${v.mod ? `, ${v.mod > 0 ? '+' : ''}${v.mod} to hit` : ''}, ${rangeIn.toFixed(1)}", ${v.tier === 'none' ? 'no cover' : `${v.tier} cover`}`, rangeIn, inCover: v.tier !== 'none' };
    }),
    slain,
    meanSlain: slain.reduce((acc, p, k) => acc + p * k, 0),
    meanDamage,
    cover: !volleys.length ? 'no weapon can fire' : volleys.every((v) => v.tier === 'none') ? 'no cover' : `${volleys.map((v) => v.tier).sort((x, y) => COVER_BONUS[y] - COVER_BONUS[x])[0]} cover (+${Math.max(...volleys.map((v) => COVER_BONUS[v.tier]))} to the save)`,
    note: a.mode === 'melee' ? 'Melee: every model of the unit fights.' : 'Each weapon is reckoned on unhurt models; wounds carried between weapons are not counted.',
  };
}

function meleeAttack(d: NuDraft, ctx: GameContext, u: NuUnitState, t: NuUnitState, why: string, devastating = false): void {
  // "At least one model from a unit must be within melee range of an enemy unit to attack, but all models in that unit may fight".
  const count = modelsOf(d, u.id).length;
  const mod = meleeModifier(d, u.id, t.id);
  for (const w of unitData(d, u).weapons.filter((x) => x.type === 'melee')) {
    if (!modelsOf(d, t.id).length) return;
    resolveDice(d, ctx, u, t, w, w.attacks * count, mod, 'none', `${why} ${u.name}'s ${w.name}`, devastating);
    if (d.result) return;
  }
}

// ---------- Rounds ----------


function startRound(d: NuDraft, ctx: GameContext): void {
  d.round += 1;
  d.phase = 'battle';
  const n: [number, number] = [liveUnits(d, 0).length, liveUnits(d, 1).length];
  d.ruleset.turnsLeft = n;
  d.toAct = n[d.ruleset.first] > 0 ? d.ruleset.first : other(d.ruleset.first);
  ctx.say(`Round ${d.round}: ${playerName(d.ruleset.first)} leads; ${n[0]} activations for Player 1, ${n[1]} for Player 2 (named default nuceria.round).`);
}

/** Models of each player on the table within an objective's area (its base inside the marker's control radius). */
export function modelsInArea(models: readonly GameModel[], o: { x: number; y: number; controlRadiusIn: number }): [number, number] {
  const n: [number, number] = [0, 0];
  for (const m of models) if (m.onTable && pointToBaseDistance(m, [o.x, o.y]) <= o.controlRadiusIn) n[m.player] += 1;
  return n;
}

/** How many table corners player `p` has a model within NU_DEFAULT.perimeterIn of ("units within 12” of all table corners"). */
export function cornersCovered(models: readonly GameModel[], table: { widthIn: number; depthIn: number }, p: PlayerIndex): number {
  const { widthIn: w, depthIn: h } = table;
  const corners: Vec2[] = [[0, 0], [w, 0], [w, h], [0, h]];
  return corners.filter((c) => models.some((m) => m.onTable && m.player === p && pointToBaseDistance(m, c) <= NU_DEFAULT.perimeterIn)).length;
}

function endRound(d: NuDraft, ctx: GameContext): void {
  const rs = d.ruleset;
  // "Each objective worth 2": held at the end of a round with more models within the marker's area (named default nuceria.objectives).
  for (const o of rs.objectives) {
    const n = modelsInArea(d.models, o);
    if (n[0] !== n[1]) score(d, ctx, n[0] > n[1] ? 0 : 1, 2, `holds ${o.id}`, false);
  }
  // "Establish Perimeter (... units within 12” of all table corners) worth 5": once per game (named default nuceria.perimeter).
  for (const p of [0, 1] as PlayerIndex[])
    if (!rs.perimeterScored[p] && cornersCovered(d.models, d.setup.layout.table, p) === 4) {
      rs.perimeterScored[p] = true;
      score(d, ctx, p, 5, 'establishes the perimeter', false);
    }
  checkWin(d, ctx);
  if (d.result) return;
  const [a, b] = d.points;
  // A tie plays on past the last round, round by round, until one side leads (named default nuceria.winAt); the last play-on round ends it.
  const playOn = a === b && d.round < NU_DEFAULT.rounds + NU_DEFAULT.playOnRounds;
  if (d.round >= NU_DEFAULT.rounds && !playOn) {
    const winner: PlayerIndex | null = a > b ? 0 : b > a ? 1 : null;
    const why = a >= NU_DEFAULT.winAt ? `after ${d.round} rounds, ${NU_DEFAULT.playOnRounds} of them played on, the sides are still level` : `after ${d.round} rounds (named default nuceria.rounds) nobody reached 10`;
    d.result = { winner, reason: `${why}: ${winner === null ? 'a draw' : `${playerName(winner)} leads`} ${a}-${b}`, score: [a, b] };
    d.toAct = null;
    ctx.say(`The game ends: ${d.result.reason}.`);
    return;
  }
  if (d.round >= NU_DEFAULT.rounds) ctx.say(`The sides are level at ${a}-${b} after round ${d.round}: the game plays on until one side leads (named default nuceria.winAt).`);
  startRound(d, ctx);
}

function endTurn(d: NuDraft, ctx: GameContext, p: PlayerIndex): void {
  const rs = d.ruleset;
  rs.active = null;
  d.activation = null;
  rs.turnsTaken[p] += 1;
  if (d.result) return;
  const gone = ([0, 1] as PlayerIndex[]).filter((x) => liveUnits(d, x).length === 0);
  if (gone.length) {
    d.result = { winner: gone.length === 2 ? null : other(gone[0]!), reason: gone.length === 2 ? 'both armies are destroyed' : `${playerName(gone[0]!)} has no units left`, score: [d.points[0], d.points[1]] };
    d.toAct = null;
    ctx.say(`The game ends: ${d.result.reason}.`);
    return;
  }
  rs.turnsLeft[p] = Math.max(0, rs.turnsLeft[p] - 1);
  const q = other(p);
  if (rs.turnsLeft[q] > 0) d.toAct = q;
  else if (rs.turnsLeft[p] > 0) d.toAct = p;
  else endRound(d, ctx);
}

// ---------- Applying actions ----------

export const undeployed = (d: NuDraft | NuGame, p: PlayerIndex) => d.ruleset.units.filter((u) => u.player === p && !u.placed && !u.reserves);

function applyDeployment(d: NuDraft, a: GameAction, ctx: GameContext): void {
  const u = unitState(d, a.unit);
  if (!u || u.player !== a.player || !undeployed(d, a.player).includes(u)) illegal(`${String(a.unit)} is not one of your units waiting to deploy.`, a);
  if (a.type === 'reserve') {
    if (!unitData(d, u).reserves) illegal(`${u.name} is not listed for reserves in the army file ("Up to ½ of an army's total points").`, a);
    u.reserves = true;
    ctx.say(`${playerName(u.player)} places ${u.name} in reserves.`, u.player);
  } else if (a.type === 'deploy') {
    const models = d.models.filter((m) => m.unit === u.id);
    const moved = readUnitPositions(a, models);
    const zone = deploymentZone(d.setup.layout.table, u.player);
    for (const m of models) {
      const p = moved.get(m.id);
      if (!p) illegal(`Place every model of ${u.name}: ${m.id} has no position.`, a);
      if (!withinRect(placedAt(m, p), zone)) illegal(`${m.name} (${m.id}) must be placed "within their deployment zone" (${NUCERIA_ZONE_DEPTH_IN}" from your edge).`, a);
      const s = standingProblem(d, m, p, moved);
      if (s) illegal(`${s}.`, a);
    }
    if (!coherent(models.map((m) => placedAt(m, moved.get(m.id)!)))) illegal(`${u.name} must be placed in coherency ("within 1” of each other").`, a);
    for (const m of models) d.models.find((x) => x.id === m.id)!.onTable = true;
    place(d, moved);
    u.placed = true;
    ctx.say(`${playerName(u.player)} deploys ${u.name}.`, u.player);
  } else illegal('Deployment: deploy a unit or place it in reserves.', a);
  // "Players alternate to place units from their army within their deployment zone or reserves."
  const q = other(u.player);
  if (undeployed(d, q).length) d.toAct = q;
  else if (undeployed(d, u.player).length) d.toAct = u.player;
  else {
    d.ruleset.step = 'battle';
    startRound(d, ctx);
  }
}

function enemy(d: NuDraft, a: GameAction, u: NuUnitState): NuUnitState {
  const t = unitState(d, a.target);
  if (!t || t.player === u.player || !modelsOf(d, t.id).length) illegal(`${String(a.target)} is not an enemy unit on the table.`, a);
  return t;
}

/** Moving out of melee range: "triggers an Attack of Opportunity where the enemy unit may attack that unit as it falls back". */
function attacksOfOpportunity(d: NuDraft, ctx: GameContext, u: NuUnitState, lockedBy: readonly NuUnitState[]): void {
  for (const e of lockedBy) {
    if (d.result || !modelsOf(d, u.id).length || lockedWith(d, e.id, u.id)) continue;
    ctx.say(`${e.name} makes an Attack of Opportunity on ${u.name}.`, e.player);
    meleeAttack(d, ctx, e, u, 'Attack of Opportunity:', true);
  }
}

/** The active unit's Move as the referee rules it: the one check a 'move' is refused by and the drag readout shows. */
function ruleNuMove(d: NuDraft, u: NuUnitState, moved: ReadonlyMap<string, ModelPosition>): MoveVerdict {
  const allowanceIn = unitData(d, u).movementIn;
  const check = unitMoveProblem(d, u, moved, allowanceIn);
  return check.problem ? { ok: false, reasons: [`${u.name} cannot move there: ${check.problem}.`], costIn: check.longest, allowanceIn } : { ok: true, reasons: [], costIn: check.longest, allowanceIn };
}

/** How a 'move' of the active unit would be ruled now (null for other actions): the activation's rules and ruleNuMove. */
export function judgeNuMove(d: NuDraft, a: GameAction): MoveVerdict | null {
  const act = d.ruleset.active;
  if (a.type !== 'move' || d.ruleset.step !== 'battle' || !act) return null;
  const u = unitState(d, act.unit);
  if (!u) return null;
  const allowanceIn = unitData(d, u).movementIn;
  const refuse = (reason: string): MoveVerdict => ({ ok: false, reasons: [reason], costIn: 0, allowanceIn });
  if (act.moved) return refuse(`${u.name} has already used its Move action this activation.`);
  if (modelsOf(d, u.id).length === 0) return refuse(`${u.name} is in reserves: it must arrive first.`);
  try {
    return ruleNuMove(d, u, readUnitPositions(a, modelsOf(d, u.id)));
  } catch (e) {
    if (e instanceof IllegalActionError) return refuse(e.reason);
    throw e;
  }
}

function applyBattle(d: NuDraft, a: GameAction, ctx: GameContext): void {
  const rs = d.ruleset;
  if (!rs.active) {
    if (a.type !== 'activate') illegal('Choose a unit to activate ("activate").', a);
    const u = unitState(d, a.unit);
    if (!u || u.player !== a.player || !liveUnits(d, a.player).includes(u)) illegal(`${String(a.unit)} is not one of your units.`, a);
    rs.active = { unit: u.id, moved: false, attacked: false, charged: false };
    d.activation = u.id;
    ctx.say(`${playerName(a.player)} activates ${u.name}.`, a.player);
    return;
  }
  const u = unitState(d, rs.active.unit)!;
  const act = rs.active;
  if (a.type === 'end-activation') return endTurn(d, ctx, a.player);
  const onTable = modelsOf(d, u.id).length > 0;
  if (a.type === 'move' || a.type === 'charge' || a.type === 'arrive') {
    if (act.moved) illegal(`${u.name} has already used its Move action this activation.`, a);
    if (a.type === 'arrive') {
      if (onTable || !u.reserves) illegal(`${u.name} is not in reserves.`, a);
      const models = d.models.filter((m) => m.unit === u.id && m.wounds > 0);
      const moved = readUnitPositions(a, models);
      const { widthIn: w, depthIn: h } = d.setup.layout.table;
      const oppZone = deploymentZone(d.setup.layout.table, other(u.player));
      for (const m of models) {
        const p = moved.get(m.id);
        if (!p) illegal(`Place every model of ${u.name}: ${m.id} has no position.`, a);
        const at = placedAt(m, p);
        const r = baseBoundingRadius(m.base);
        // "placed outside of engagement range and within 6” of any table edge (except your opponent’s deployment zone)"
        if (Math.min(p.x, p.y, w - p.x, h - p.y) - r > NUCERIA_RESERVES_EDGE_IN + 1e-9) illegal(`${m.name} must arrive within ${NUCERIA_RESERVES_EDGE_IN}" of a table edge.`, a);
        if (withinRect({ ...at, base: { kind: 'round', diameterMm: 0.01 } }, oppZone)) illegal(`${m.name} cannot arrive in your opponent's deployment zone.`, a);
        if (d.models.some((e) => e.onTable && e.player !== u.player && edgeDistance(at, e) <= MELEE_IN)) illegal(`${m.name} must arrive "outside of engagement range".`, a);
        const s = standingProblem(d, m, p, moved);
        if (s) illegal(`${s}.`, a);
      }
      if (!coherent(models.map((m) => placedAt(m, moved.get(m.id)!)))) illegal(`${u.name} must arrive in coherency.`, a);
      for (const m of models) d.models.find((x) => x.id === m.id)!.onTable = true;
      place(d, moved);
      u.reserves = false;
      u.placed = true;
      ctx.say(`${u.name} arrives from reserves.`, u.player);
    } else {
      if (!onTable) illegal(`${u.name} is in reserves: it must arrive first.`, a);
      const lockedBy = liveUnits(d, other(u.player)).filter((e) => lockedWith(d, u.id, e.id));
      const moved = readUnitPositions(a, modelsOf(d, u.id));
      const data = unitData(d, u);
      if (a.type === 'charge') {
        const t = enemy(d, a, u);
        const check = unitMoveProblem(d, u, moved, null);
        if (check.problem) illegal(`${u.name} cannot charge there: ${check.problem}.`, a);
        const ends = modelsOf(d, u.id).map((m) => (moved.has(m.id) ? placedAt(m, moved.get(m.id)!) : m));
        if (!ends.some((m) => modelsOf(d, t.id).some((x) => edgeDistance(m, x) <= MELEE_IN + 1e-9))) illegal(`A Charge must end in melee range of ${t.name}.`, a);
        // "Charge: Add 1d6 to a unit’s “Movement” stat and move that unit up to that distance."
        const [f] = ctx.roll(1, `${u.name} charges ${t.name} (Movement ${data.movementIn}" + 1d6)`, 6, u.player);
        if (check.longest > data.movementIn + f! + 1e-6) {
          ctx.say(`The charge falls short (${(data.movementIn + f!).toFixed(0)}" of ${check.longest.toFixed(1)}" needed): ${u.name} stays (named default nuceria.charge).`, u.player);
        } else {
          place(d, moved);
          act.charged = true;
          ctx.say(`${u.name} charges ${t.name}.`, u.player);
        }
      } else {
        const ruling = ruleNuMove(d, u, moved);
        if (!ruling.ok) illegal(ruling.reasons[0]!, a);
        place(d, moved);
        ctx.say(`${u.name} moves.`, u.player);
      }
      attacksOfOpportunity(d, ctx, u, lockedBy);
    }
    act.moved = true;
  } else if (a.type === 'attack') {
    if (act.attacked) illegal(`${u.name} has already used its Attack action this activation.`, a);
    if (!onTable) illegal(`${u.name} is in reserves.`, a);
    // "Units outside of this cannot make any actions except “Move”."
    if (!coherent(modelsOf(d, u.id))) illegal(`${u.name} is out of coherency: "Units outside of this cannot make any actions except “Move”."`, a);
    const t = enemy(d, a, u);
    if (a.mode === 'melee') {
      if (!lockedWith(d, u.id, t.id)) illegal(`${t.name} is not in melee range of ${u.name}.`, a);
      meleeAttack(d, ctx, u, t, 'Melee:');
    } else if (a.mode === 'ranged') rangedAttack(d, ctx, u, t, a);
    else illegal('An attack is "ranged" or "melee" ("you must choose whether it will be a “Ranged Attack” or “Melee Attack”").', a);
    act.attacked = true;
  } else illegal(`${u.name} is active: move, charge, arrive, attack or end-activation.`, a);
  if (d.result) return;
  if (!liveUnits(d, u.player).includes(u) || (act.moved && act.attacked)) endTurn(d, ctx, u.player);
}

export function applyNu(d: NuDraft, a: GameAction, ctx: GameContext): void {
  if (d.ruleset.step === 'deployment') return applyDeployment(d, a, ctx);
  applyBattle(d, a, ctx);
}

/** "Determine which player has first turn. That player leads the following steps." (a roll-off: named default nuceria.firstTurn) */
export function beginNu(d: NuDraft, ctx: GameContext): void {
  d.ruleset.first = rollOff(ctx, 'First turn roll-off');
  d.toAct = d.ruleset.first;
  d.phase = 'deployment';
  ctx.say(`${playerName(d.ruleset.first)} has the first turn and leads: the players alternate placing units, within their deployment zone or in reserves.`);
}

export { sight as nuSight, rangedModifier, lockedWith as nuLockedWith };
