// HamWarmer 24.5's turn sequence (001_9d9921dd118cdf65.txt "Turn Sequence"; DIGEST B.4): "Each turn, move through the 7
// Phases of the game", each opened by a roll-off after which "each player selects one of their units" in turn, "until all
// players have selected all the units they control". Every action is checked in players' words before it changes anything.
import { draftView } from '../../../game/draftView';
import { boardOf } from '../../../game/board';
import { overLimitInches, readUnitPositions, rollOff } from '../../../game/kit';
import { IllegalActionError, type AttackPreview, type DraftModel, type GameAction, type GameContext, type GameModel, type GameState, type ModelPosition, type MoveVerdict, type PlayerIndex } from '../../../game/types';
import { placedFootprint } from '../../../geometry/placement';
import { circleOverlapsPolygon } from '../../../geometry/polygon';
import { lineOfSight } from '../../../los/lineOfSight';
import { checkCoherency } from '../../../measure/coherency';
import { baseContains, edgeDistance, pointToBaseDistance } from '../../../measure/distance';
import { SCATTER_ARROW_FACES, type ScatterResult } from '../../../dice/scatter';
import { deepStrike } from '../../../templates/deepStrike';
import type { TemplateTarget } from '../../../templates/hits';
import type { Template } from '../../../templates/shapes';
import type { Layout, Vec2 } from '../../../types';
import { coverVerdict } from '../../index';
import { HAMWARMER } from '../index';
import { weaponModes } from './army';
import { HW_WEAPON_RULES, type HwAttack } from './attack';
import { baseWithinZone, HWR_PHASES, infiltratePlacementProblem, objectivePoints, reservesPlacementProblem, scenarioZone } from './deployment';
import { DEEP_STRIKE_ENEMY_IN, deepStrikeMishapWounds } from './deepStrike';
import { whyCannotCharge, whyCannotShoot, whyCharacterNotTargetable } from './eligibility';
import { chainedShots } from './distribution';
import { applyMortalWounds, rollAttack, rollValue, type WoundedModel } from './resolve';
import { retreatCloserProblem } from './retreat';
import { disembarkProblem, embarkProblem, TRANSPORT_RANGE_IN } from './transports';
import { baseBoundingRadius } from '../../../bases';
import { resolveTemplate, scatterTemplate, templateHits, templateTouchesFriendly } from './templates';
import { HWR_DEFAULT } from './defaults';
import { hitNeed } from './math';
import { canFireHeavy, inFrontArc, moraleLeadership, moraleStrengthModifier, moraleTest, mustTestMorale, needsLineOfSight, perilsOfTheWarp, psychicTest, vehicleFacingHit, type UnitType } from './rules';
import { HWR_CHARACTER_PROTECTION_IN, HWR_CHARGE_RANGE_IN, HWR_ENGAGEMENT_IN, HWR_ID, HWR_LOS_OPTIONS } from './rulesetValues';
import { armyOf, draftModel, engaged, groupOf, modelsOfUnit, onTableUnits, other, playerName, radiusOf, unitGap, unitLabel, unitState, type HwrDraft, type HwrState, type HwrUnitState } from './state';

const OVERLAP_IN = 0.01;
/** Rays per game line of sight (visible when any ray reaches; cover by the concealed share of those rays). */
export const GAME_LOS_RAYS = 64;
/** Named default psychic.power: the Faction PDFs with the powers are not included; a power deals d3 mortal wounds within 18". */
export const POWER_RANGE_IN = 18;
export const POWER_DAMAGE = 'd3';
/** "Scenario" defaults (plugin.ts HWR_SCENARIO_DEFAULTS): 5 rounds. */
export const ROUNDS = 5;

function illegal(reason: string, a: GameAction): never {
  throw new IllegalActionError(reason, a);
}
const at = <M extends GameModel>(m: M, p: ModelPosition): M => ({ ...m, x: p.x, y: p.y, facingDeg: p.facingDeg ?? m.facingDeg });
const typesOf = (u: HwrUnitState) => u.types as readonly UnitType[];
const isBig = (u: HwrUnitState) => u.types.includes('Vehicle') || u.types.includes('Monstrous Creature');

// ---------- Where models may stand and how far they move ----------

/** On the table, out of impassable terrain, off every base not in `moving` (whose new places are given). Null when fine. */
export function standingProblem(d: HwrDraft, m: GameModel, p: ModelPosition, moving: ReadonlyMap<string, ModelPosition>): string | null {
  const r = radiusOf(m);
  const { widthIn, depthIn } = d.setup.layout.table;
  if (p.x - r < -1e-9 || p.y - r < -1e-9 || p.x + r > widthIn + 1e-9 || p.y + r > depthIn + 1e-9) return `${m.name} would stand off the table at (${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;
  for (const piece of d.setup.layout.terrain)
    if (piece.traits.includes('impassable') && circleOverlapsPolygon(p.x, p.y, r, placedFootprint(piece), OVERLAP_IN)) return `${m.name} cannot stand in Impassible Terrain ${piece.name ?? piece.id}`;
  const here = at(m, p);
  for (const o of d.models) {
    if (!o.onTable || o.id === m.id) continue;
    const op = moving.get(o.id);
    if (edgeDistance(here, op ? at(o, op) : o) < -OVERLAP_IN) return `${m.name} would stand on the base of ${o.name} (${o.id})`;
  }
  return null;
}

function segmentPointDistance(a: Vec2, b: Vec2, x: number, y: number): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / len2)) : 0;
  return Math.hypot(x - a[0] - t * dx, y - a[1] - t * dy);
}

export interface ModelMove {
  readonly problem: string | null;
  /** What the move costs: its length, plus the length inside Difficult Terrain again ("counts double"). */
  readonly costIn: number;
}

/**
 * One model's straight move from where it stands to `to`: "A model cannot pass over the base or hull of another model",
 * not through Impassible Terrain, "A model may not move within 1" of an enemy model" (unless it starts there and Falls
 * Back, or charges), and "Any movement through Difficult Terrain counts double" (Fly ignores it). The path is sampled every
 * 0.25" (named default movement.sampling).
 */
export function modelMove(d: HwrDraft, m: GameModel, to: ModelPosition, opts: { unitIds: ReadonlySet<string>; avoidEnemyIn: number; flies: boolean }): ModelMove {
  const r = radiusOf(m);
  const a: Vec2 = [m.x, m.y];
  const b: Vec2 = [to.x, to.y];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  for (const o of d.models) {
    if (!o.onTable || opts.unitIds.has(o.id)) continue;
    const gap = segmentPointDistance(a, b, o.x, o.y) - r - radiusOf(o);
    if (gap < -OVERLAP_IN && !opts.flies) return { problem: `${m.name} cannot pass over the base of ${o.name} (${o.id})`, costIn: len };
    if (o.player !== m.player && opts.avoidEnemyIn > 0 && gap < opts.avoidEnemyIn - 1e-6 && edgeDistance(m, o) >= opts.avoidEnemyIn - 1e-6)
      return { problem: `${m.name} may not move within ${opts.avoidEnemyIn}" of the enemy ${o.name} (${o.id})`, costIn: len };
  }
  const steps = Math.max(1, Math.ceil(len / 0.25));
  let difficult = 0;
  const pieces = d.setup.layout.terrain.map((t) => ({ t, poly: placedFootprint(t) }));
  for (let i = 1; i <= steps; i++) {
    const u = i / steps;
    const x = a[0] + (b[0] - a[0]) * u;
    const y = a[1] + (b[1] - a[1]) * u;
    for (const { t, poly } of pieces) {
      if (!circleOverlapsPolygon(x, y, r, poly, OVERLAP_IN)) continue;
      if (t.traits.includes('impassable') && !opts.flies) return { problem: `${m.name} cannot move through Impassible Terrain ${t.name ?? t.id}`, costIn: len };
      if (t.traits.includes('difficult') && !opts.flies) {
        difficult += len / steps;
        break;
      }
    }
  }
  return { problem: null, costIn: len + difficult };
}


/** "All models in a unit must remain within 2" of at least one other model in the unit" (6+ models: two others). */
export function coherencyProblem(unitModels: readonly GameModel[], moved: ReadonlyMap<string, ModelPosition>): string | null {
  const rule = HAMWARMER.measuring.coherency;
  const c = checkCoherency(unitModels.map((m) => (moved.has(m.id) ? at(m, moved.get(m.id)!) : m)), rule);
  return c.ok ? null : `it would break Unit Coherency (${rule.distanceIn}"): ${c.broken.join(', ')}`;
}

export interface UnitMoveCheck {
  readonly problem: string | null;
  readonly longestIn: number;
}

/** Checks a whole unit's move: every model within `allowanceIn` (cost), standing clear, coherent; the 1" rules by kind. */
export function unitMoveProblem(d: HwrDraft, u: HwrUnitState, moved: ReadonlyMap<string, ModelPosition>, allowanceIn: number | null, kind: 'move' | 'fall-back' | 'charge' | 'pile-in'): UnitMoveCheck {
  const models = modelsOfUnit(d, u.id);
  const unitIds = new Set(models.map((m) => m.id));
  const flies = u.rules.includes('Fly');
  let longestIn = 0;
  for (const m of models) {
    const p = moved.get(m.id);
    if (!p) continue;
    const mv = modelMove(d, m, p, { unitIds, avoidEnemyIn: kind === 'move' ? HWR_ENGAGEMENT_IN : 0, flies });
    if (mv.problem) return { problem: mv.problem, longestIn };
    longestIn = Math.max(longestIn, mv.costIn);
    if (allowanceIn !== null && mv.costIn > allowanceIn + 1e-6) {
      const [need, has] = overLimitInches(mv.costIn, allowanceIn);
      return { problem: `${m.name} (${m.id}) would need ${need}" of movement and has ${has}"`, longestIn };
    }
    const stand = standingProblem(d, m, p, moved);
    if (stand) return { problem: stand, longestIn };
    // "Vehicles can pivot their hulls up to 90 degrees after moving" (a Vehicle that did not move keeps its hull's facing).
    if ((kind === 'move' || kind === 'fall-back') && u.types.includes('Vehicle') && p.facingDeg !== undefined) {
      const turn = Math.abs(((((p.facingDeg - m.facingDeg) % 360) + 540) % 360) - 180);
      const still = Math.hypot(p.x - m.x, p.y - m.y) < 1e-6;
      if (turn > (still ? 0 : 90) + 1e-6)
        return { problem: still ? `${m.name} did not move: "If a Vehicle did not move, it can still pivot turrets and sponsons", not its hull` : `${m.name} may pivot its hull up to 90 degrees after moving (${turn.toFixed(0)} asked)`, longestIn };
    }
    if (kind === 'move' || kind === 'fall-back')
      for (const e of d.models)
        if (e.onTable && e.player !== m.player && edgeDistance(at(m, p), e) < HWR_ENGAGEMENT_IN - 1e-6)
          return { problem: `"A model may not move within 1" of an enemy model in the Movement phase": ${m.name} would end near ${e.name}`, longestIn };
  }
  return { problem: coherencyProblem(models, moved), longestIn };
}

function place(d: HwrDraft, moved: ReadonlyMap<string, ModelPosition>): void {
  for (const [id, p] of moved) {
    const m = draftModel(d, id);
    m.x = p.x;
    m.y = p.y;
    if (p.facingDeg !== undefined) m.facingDeg = p.facingDeg;
  }
}

/** The unit's Move characteristic: its slowest model's M. */
export const unitMoveIn = (d: HwrDraft, u: HwrUnitState): number => Math.min(...modelsOfUnit(d, u.id).map((m) => groupOf(d, m).profile.M));

/**
 * Fall Back moves for a unit within 1" of an enemy: the whole unit straight away in eight directions, at its full Move and
 * less. Used by legalActions and to tell whether a unit that "must fall back" can (named default morale.trapped).
 */
export function fallBackCandidates(d: HwrDraft, u: HwrUnitState): Map<string, ModelPosition>[] {
  const models = modelsOfUnit(d, u.id);
  const allowance = unitMoveIn(d, u) - 0.01;
  const out: Map<string, ModelPosition>[] = [];
  const r3 = (v: number) => Math.round(v * 1000) / 1000;
  for (let k = 0; k < 8; k++) {
    const ang = (k * Math.PI) / 4;
    for (const f of [1, 0.6, 0.3]) {
      const len = allowance * f;
      const moved = new Map(models.map((m) => [m.id, { x: r3(m.x + Math.cos(ang) * len), y: r3(m.y + Math.sin(ang) * len) }]));
      if (unitMoveProblem(d, u, moved, allowance + 0.01, 'fall-back').problem) continue;
      if (failedMorale(d, u) && retreatCloserProblem(u.name, models, models.map((m) => at(m, moved.get(m.id)!)), enemyModels(d, u.player))) continue;
      out.push(moved);
      break;
    }
  }
  return out;
}

// ---------- Sight, weapons, damage ----------

export function sight(board: Layout, from: string, to: string): { visible: boolean; inCover: boolean } {
  const los = lineOfSight(board, from, to, { ...HWR_LOS_OPTIONS, rays: GAME_LOS_RAYS });
  if (!los.visible) return { visible: false, inCover: true };
  return { visible: true, inCover: coverVerdict(HWR_ID, los, board).inCover };
}

export type WeaponMode = ReturnType<typeof weaponModes>[number];

/** A model's ranged weapon modes ("Choose:" weapons fire their first mode: named default weapon.mode). */
export function rangedWeapons(d: { setup: { armies: readonly unknown[] } }, m: GameModel): WeaponMode[] {
  const army = armyOf(d, m.player);
  return groupOf(d, m)
    .weapons.map((name) => army.weapons.find((w) => w.name === name))
    .filter((w) => w !== undefined)
    .map((w) => weaponModes(w!)[0]!)
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

const validRules = (rules: readonly string[], extra: string[] = []): string[] => [...rules.filter((r) => (HW_WEAPON_RULES as readonly string[]).includes(r) && r !== 'Overwatch'), ...extra];

/** The target unit's save and toughness against an attacker at (ax, ay) (a vehicle's facing decides its Toughness). */
function targetStats(d: HwrDraft, target: HwrUnitState, ax: number, ay: number, cover: boolean) {
  const m = modelsOfUnit(d, target.id)[0]!;
  const p = groupOf(d, m).profile;
  const toughness = typeof p.T === 'number' ? p.T : p.T[vehicleFacingHit(m.x, m.y, m.facingDeg, ax, ay)];
  return { toughness, save: p.Sv, invulnerable: p.invulnerable ?? null, cover };
}

const wounded = (models: readonly GameModel[]): WoundedModel[] => models.map((m) => ({ id: m.id, wounds: m.wounds }));

/** Takes damage off the models; those at 0 HP leave the table. Returns the number slain. */
function dealDamage(d: HwrDraft, ctx: GameContext, damageTo: Record<string, number>): number {
  let slain = 0;
  for (const [id, n] of Object.entries(damageTo)) {
    const m = draftModel(d, id);
    m.wounds = Math.max(0, m.wounds - n);
    if (m.wounds === 0 && m.onTable) {
      m.onTable = false;
      slain++;
      ctx.say(`${playerName(m.player)}'s ${m.name} (${m.id}) is slain.`);
      if (!modelsOfUnit(d, m.unit).length) wreck(d, ctx, m);
    }
  }
  checkArmiesLeft(d, ctx);
  return slain;
}

/** The capacity of a unit that is a Transport ("Transports have a Transport Capacity listed"), or 0. */
export const transportCapacity = (d: HwrDraft, u: HwrUnitState): number => armyOf(d, u.player).units[u.index]?.transportCapacity ?? 0;
const carriedBy = (d: HwrDraft, transportId: string): HwrUnitState[] => d.ruleset.units.filter((x) => x.embarkedIn === transportId);
const aliveModels = (d: HwrDraft, u: HwrUnitState): DraftModel[] => d.models.filter((m) => m.unit === u.id && m.wounds > 0);

/**
 * "If a Transport is destroyed ... roll 1d6 for each model inside the transport. On a 6+, the model is destroyed. Otherwise,
 * set it up near the wreck (as Disembarking, above)." "Units Disembarking from a wrecked vehicle cannot Charge that turn."
 * The survivors are set up by the engine at the free spots nearest the wreck, within 3" of where it stood (named default
 * transport.wreck); one that finds no spot is lost.
 */
function wreck(d: HwrDraft, ctx: GameContext, hull: DraftModel): void {
  for (const u of carriedBy(d, hull.unit)) {
    const models = aliveModels(d, u);
    const faces = ctx.roll(models.length, `${u.name} inside the wrecked ${hull.name}: 6+ destroys a model`, 6, u.player);
    const placed = new Map<string, ModelPosition>();
    models.forEach((m, i) => {
      const dm = draftModel(d, m.id);
      if (faces[i]! >= 6) {
        dm.wounds = 0;
        ctx.say(`${playerName(m.player)}'s ${m.name} (${m.id}) dies in the wreck.`);
        return;
      }
      const spot = nearestFreeSpot(d, dm, { x: hull.x, y: hull.y }, placed, TRANSPORT_RANGE_IN + baseBoundingRadius(hull.base));
      if (!spot) {
        dm.wounds = 0;
        ctx.say(`${playerName(m.player)}'s ${m.name} (${m.id}) finds no room by the wreck and is lost.`);
        return;
      }
      placed.set(m.id, spot);
    });
    for (const id of placed.keys()) draftModel(d, id).onTable = true;
    place(d, placed);
    u.embarkedIn = null;
    u.wreckRound = d.round;
    u.disembarkedRound = d.round;
    ctx.say(`${unitLabel(u)} is set up by the wreck (${placed.size} model${placed.size === 1 ? '' : 's'}); it cannot Charge this turn.`, u.player);
  }
}

function checkArmiesLeft(d: HwrDraft, ctx: GameContext): void {
  if (d.result || d.round === 0) return;
  const gone = ([0, 1] as PlayerIndex[]).filter((p) => onTableUnits(d, p).length === 0 && !d.ruleset.units.some((u) => u.player === p && u.reserves));
  if (!gone.length) return;
  const winner: PlayerIndex | null = gone.length === 2 ? null : other(gone[0]!);
  const reason = gone.length === 2 ? 'both armies are destroyed' : `${playerName(gone[0]!)} has no models left`;
  d.result = { winner, reason, score: [d.points[0], d.points[1]] };
  d.toAct = null;
  ctx.say(`The game ends: ${reason}.`);
}

/** One weapon's shot at `target`, everything decided before a die is rolled; null when it cannot fire now. */
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
 * model's front arc, sight to one of the two nearest target models, Rapid Fire's half range, cover): the one reading the
 * rolled shot (fireAt) and the expected-result preview (previewShot) share.
 */
function weaponShot(d: HwrDraft, board: Layout, shooter: HwrUnitState, m: GameModel, w: WeaponMode, target: HwrUnitState, overwatch: boolean): WeaponShot | null {
  const shot = weaponShotOrWhy(d, board, shooter, m, w, target, overwatch);
  return typeof shot === 'string' ? null : shot;
}

/** weaponShot, or why the weapon cannot fire, in players' words. */
function weaponShotOrWhy(d: HwrDraft, board: Layout, shooter: HwrUnitState, m: GameModel, w: WeaponMode, target: HwrUnitState, overwatch: boolean): WeaponShot | string {
  const bs = groupOf(d, m).profile.BS;
  if (bs === null) return `${m.name} has no Ballistic Skill`;
  if (overwatch && (w.rules.includes('Small Blast') || w.rules.includes('Large Blast'))) return `${w.name} "cannot be used to fire Overwatch"`;
  if (!overwatch && w.rules.includes('Heavy') && !canFireHeavy(typesOf(shooter), shooter.movedRound === d.round)) return `${w.name} is Heavy and ${shooter.name} moved`;
  const targets = modelsOfUnit(d, target.id);
  const near = targets.map((t) => ({ t, dist: edgeDistance(m, t) })).filter((x) => x.dist <= (w.range as number) + 1e-9).sort((a, b) => a.dist - b.dist);
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
    halfRange: pick.dist <= (w.range as number) / 2,
  };
  return { model: m, weapon: w, targetModel: pick.t, rangeIn: pick.dist, inCover: seen.inCover, visible: seen.visible, attack, stats: targetStats(d, target, m.x, m.y, seen.inCover) };
}

/**
 * Why no weapon of `shooter` can fire at `target` now (range, Heavy after moving, a big model's front arc, sight: the checks
 * fireAt makes), or null when one can. The models nearest the target are tried first; the first weapon that can fire ends it.
 */
export function noWeaponProblem(d: HwrDraft, board: Layout, shooter: HwrUnitState, target: HwrUnitState): string | null {
  const targets = modelsOfUnit(d, target.id);
  const gap = (m: GameModel) => Math.min(...targets.map((x) => edgeDistance(m, x)));
  const why: string[] = [];
  for (const m of [...modelsOfUnit(d, shooter.id)].sort((a, b) => gap(a) - gap(b)))
    for (const w of rangedWeapons(d, m)) {
      const shot = weaponShotOrWhy(d, board, shooter, m, w, target, false);
      if (typeof shot !== 'string') return null;
      if (!why.includes(shot)) why.push(shot);
    }
  return `No weapon of ${shooter.name} can fire at ${target.name}${why.length ? `: ${why.slice(0, 3).join('; ')}${why.length > 3 ? ' ...' : ''}` : ''}.`;
}

/** Fires every weapon of `shooter` that can at `target` ("Resolve all shots against one target before moving on"). */
function fireAt(d: HwrDraft, ctx: GameContext, shooter: HwrUnitState, target: HwrUnitState, overwatch: boolean, aim: Vec2 | null = null): number {
  const board = boardOf(d as never);
  let fired = 0;
  for (const m of modelsOfUnit(d, shooter.id)) {
    for (const w of rangedWeapons(d, m)) {
      const targets = modelsOfUnit(d, target.id);
      if (!targets.length) return fired;
      const shot = weaponShot(d, board, shooter, m, w, target, overwatch);
      if (!shot) continue;
      if (!overwatch && templateKindOf(w)) {
        fireTemplate(d, ctx, board, shooter, target, shot, aim);
        fired++;
        if (d.result) return fired;
        continue;
      }
      const r = rollAttack(shot.attack, shot.stats, wounded(targets), (n, why, sides) => ctx.roll(n, `${m.name}'s ${w.name}${overwatch ? ' (Overwatch, 6+)' : ''}: ${why}`, sides, shooter.player));
      fired++;
      ctx.say(`${m.name}'s ${w.name}: ${r.shots} shot${r.shots === 1 ? '' : 's'}, ${r.hits} hit${r.hits === 1 ? '' : 's'}${shot.inCover ? ' (target in Cover)' : ''}, ${r.totalDamage} damage${r.slain.length ? `, ${r.slain.length} slain` : ''}.`, shooter.player);
      dealDamage(d, ctx, r.damageTo);
      if (d.result) return fired;
    }
  }
  return fired;
}

// ---------- Template weapons (001: "Template Weapons", "Small Blast & Large Blast", "Flame", "Scatter #d6") ----------

/** Which template a weapon places, if any. */
export function templateKindOf(w: WeaponMode): 'small-blast' | 'large-blast' | 'flame' | null {
  return w.rules.includes('Flame') ? 'flame' : w.rules.includes('Large Blast') ? 'large-blast' : w.rules.includes('Small Blast') ? 'small-blast' : null;
}

const asTarget = (m: GameModel): TemplateTarget => ({ id: m.id, unit: m.unit, side: m.player, base: m.base, x: m.x, y: m.y, facingDeg: m.facingDeg });

/** A placement's worth: models of the target unit fully under it count 1, partly under it 1/2. */
function placementWorth(t: Template, targets: readonly TemplateTarget[]): number {
  return templateHits(t, targets, { missThreshold: HWR_DEFAULT.templateSliver }).reduce((n, h) => n + (h.outcome === 'auto' ? 1 : h.outcome === 'roll' ? 0.5 : 0), 0);
}

/**
 * Where the firing player places a template (named default template.placement): over the centre of the target model (a
 * blast: "over the centre of a target model", within range and Line of Sight) or along the line to it (a flame: "the narrow
 * end ... at the base of the firing model"), whichever covers most of the target unit, never touching a friendly model ("A
 * template cannot be positioned to deliberately hit friendly models"). The nearest six target models are tried. Null when
 * no placement keeps off friendly models.
 */
function placeTemplate(d: HwrDraft, board: Layout, m: GameModel, w: WeaponMode, kind: TemplateKindHw, target: HwrUnitState): Template | null {
  const targets = modelsOfUnit(d, target.id);
  const asTargets = targets.map(asTarget);
  let best: { t: Template; worth: number } | null = null;
  const nearest = [...targets].sort((a, b) => edgeDistance(m, a) - edgeDistance(m, b)).slice(0, 6);
  for (const t of nearest) {
    const placed = templateOver(d, board, m, w, kind, t, [t.x, t.y]);
    if (!('template' in placed)) continue;
    const worth = placementWorth(placed.template, asTargets);
    if (!best || worth > best.worth + 1e-9) best = { t: placed.template, worth };
  }
  return best?.t ?? null;
}

type TemplateKindHw = 'small-blast' | 'large-blast' | 'flame';

/**
 * One template of model `m` placed by the rules' words, or why it cannot be: a blast "over the centre of a target model"
 * (`over`), whose centre "must be within the weapon's range and Line of Sight"; a flame with "the narrow end ... at the base
 * of the firing model" and its wide end towards `toward`; neither may touch a friendly model ("A template cannot be positioned
 * to deliberately hit friendly models").
 */
function templateOver(d: HwrDraft, board: Layout, m: GameModel, w: WeaponMode, kind: TemplateKindHw, over: GameModel | null, toward: Vec2): { template: Template } | { why: string } {
  let tpl: Template;
  if (kind === 'flame') {
    const dx = toward[0] - m.x;
    const dy = toward[1] - m.y;
    if (Math.hypot(dx, dy) < 1e-6) return { why: `the flame needs a direction away from ${m.name}` };
    const heading = Math.atan2(dy, dx);
    const r = radiusOf(m);
    tpl = { kind: 'flame', x: m.x + r * Math.cos(heading), y: m.y + r * Math.sin(heading), headingDeg: (heading * 180) / Math.PI };
  } else {
    if (!over) return { why: `a blast goes "over the centre of a target model"` };
    if (pointToBaseDistance(m, [over.x, over.y]) > (w.range as number) + 1e-9) return { why: `${over.name} is beyond the ${w.range}" range of ${m.name}'s ${w.name}` };
    if (needsLineOfSight(w.rules) && !sight(board, m.id, over.id).visible) return { why: `${m.name} cannot see ${over.name}` };
    tpl = { kind, x: over.x, y: over.y };
  }
  const friendlies = d.models.filter((x) => x.onTable && x.player === m.player && x.id !== m.id).map(asTarget);
  if (templateTouchesFriendly(tpl, friendlies)) return { why: `it would touch a friendly model ("A template cannot be positioned to deliberately hit friendly models")` };
  return { template: tpl };
}

/**
 * The firing player's own placement (the shoot action's `templateAt`, a table point): a blast goes over the centre of the
 * target model whose base is under the point; a flame points its wide end at it. Null when the action names none.
 */
function readTemplateAt(a: GameAction): Vec2 | null {
  const at = a.templateAt as { x?: unknown; y?: unknown } | undefined;
  if (at === undefined) return null;
  if (!at || typeof at !== 'object' || typeof at.x !== 'number' || typeof at.y !== 'number' || !Number.isFinite(at.x) || !Number.isFinite(at.y))
    illegal('templateAt is a table point {x, y} in inches.', a);
  return [at.x, at.y];
}

/** Where one template weapon's template goes: the player's point when it is legal from this model, else the default, and why. */
function templateFor(d: HwrDraft, board: Layout, m: GameModel, w: WeaponMode, target: HwrUnitState, aim: Vec2 | null): { template: Template | null; aimed: boolean; why?: string } {
  const kind = templateKindOf(w)!;
  if (aim) {
    const over = kind === 'flame' ? null : (modelsOfUnit(d, target.id).find((x) => baseContains(x, aim)) ?? null);
    const placed = templateOver(d, board, m, w, kind, over, aim);
    if ('template' in placed) return { template: placed.template, aimed: true };
    const why = !over && kind !== 'flame' ? `${placed.why}: (${aim[0].toFixed(1)}, ${aim[1].toFixed(1)}) is not on a model of ${target.name}` : placed.why;
    return { template: placeTemplate(d, board, m, w, kind, target), aimed: false, why };
  }
  return { template: placeTemplate(d, board, m, w, kind, target), aimed: false };
}

/** The scatter die and its distance dice on the game's dice (the bearing a d360 in whole degrees: named default template.scatterBearing). */
function rollScatter(ctx: GameContext, distance: string, why: string, player: PlayerIndex): ScatterResult & { text: string } {
  const [face] = ctx.roll(1, `${why}: scatter die (1-4 an arrow, 5-6 a hit)`, 6, player);
  if (face! > SCATTER_ARROW_FACES) return { face: face!, hit: true, bearingDeg: 0, distanceIn: 0, dx: 0, dy: 0, text: 'a hit: it does not move' };
  const [bearing] = ctx.roll(1, `${why}: scatter bearing (degrees)`, 360, player);
  const inches = rollValue(distance, (n, w, sides) => ctx.roll(n, `${why}: ${w}`, sides, player), 'scatter distance');
  const t = (bearing! * Math.PI) / 180;
  return { face: face!, hit: false, bearingDeg: bearing!, distanceIn: inches, dx: inches * Math.cos(t), dy: inches * Math.sin(t), text: `${inches}" at ${bearing} degrees` };
}

/**
 * One template weapon fired at `target`: "For each shot that hits, place the ... Blast marker over the centre of a target
 * model"; "Scatter #d6 ... Instead of rolling to hit, place the template over the centre of a target model, then roll the
 * Scatter Die"; "Flame: For each shot, instead of rolling to hit, place the narrow end ... at the base of the firing model".
 * "Models whose bases are completely covered by a template are automatically hit. Models whose bases are partially covered
 * are hit on a 4+." Each model hit is one automatic hit on its unit, then wound, save and damage as any shot; "The
 * defending player may remove casualties from the unit as a whole". A template that scatters can hit any unit, friends
 * included; one placed on purpose counts the target unit only (named default template.units).
 */
function fireTemplate(d: HwrDraft, ctx: GameContext, board: Layout, shooter: HwrUnitState, target: HwrUnitState, shot: WeaponShot, aim: Vec2 | null): void {
  const { model: m, weapon: w } = shot;
  const kind = templateKindOf(w)!;
  const who = `${m.name}'s ${w.name}`;
  const place = templateFor(d, board, m, w, target, aim);
  if (aim && !place.aimed) ctx.say(`${who}: the chosen placement cannot be used (${place.why}); placed by the default (template.placement).`, shooter.player);
  const roll = (n: number, why: string, sides = 6) => ctx.roll(n, `${who}: ${why}`, sides, shooter.player);
  let shots = rollValue(w.shots, roll, 'Shots');
  if (w.rules.includes('Twin')) shots *= 2;
  if (w.rules.includes('Rapid Fire') && shot.attack.halfRange) shots *= 2;
  const need = hitNeed({ skill: shot.attack.skill, melee: false, cover: shot.inCover, overwatch: false });
  const hitsByUnit = new Map<string, number>();
  for (let i = 0; i < shots; i++) {
    // Blasts without Scatter roll to hit first; Scatter and Flame templates do not.
    if (kind !== 'flame' && !w.scatter) {
      const [f] = roll(1, `To hit (${need}+)`);
      if (f! < Math.max(2, need)) continue;
    }
    // "Weapons that fire multiple Template shots must place each template touching or overlapping a previous template": every
    // template of the weapon goes over the same place, which the player chose (templateAt) or the default gave.
    let tpl = place.template;
    if (!tpl) {
      ctx.say(`${who}: no place for the template keeps off friendly models; the shot is not fired.`, shooter.player);
      continue;
    }
    if (w.scatter && kind !== 'flame') {
      const sc = rollScatter(ctx, w.scatter, who, shooter.player);
      tpl = scatterTemplate(tpl, sc);
      ctx.say(`${who}: the template scatters ${sc.text}, to (${tpl.x.toFixed(1)}, ${tpl.y.toFixed(1)}).`, shooter.player);
    }
    const under = (w.scatter && kind !== 'flame' ? d.models.filter((x) => x.onTable && x.id !== m.id) : modelsOfUnit(d, target.id)).map(asTarget);
    const r = resolveTemplate(tpl, under, (n, why) => roll(n, why));
    for (const id of r.hit) {
      const unit = draftModel(d, id).unit;
      hitsByUnit.set(unit, (hitsByUnit.get(unit) ?? 0) + 1);
    }
    ctx.say(`${who}: the ${kind.replace('-', ' ')} template hits ${r.hit.length} model${r.hit.length === 1 ? '' : 's'}.`, shooter.player, tpl);
  }
  for (const [unitId, hits] of hitsByUnit) {
    const u = unitState(d, unitId)!;
    const left = modelsOfUnit(d, unitId);
    if (!left.length) continue;
    // Each model hit is an automatic hit; a Flame keeps its rule ("do not gain the +1 to Armour Save benefit from being in Cover").
    const rules = [...shot.attack.rules!.filter((r) => r !== 'Small Blast' && r !== 'Large Blast' && r !== 'Twin' && r !== 'Rapid Fire'), ...(kind === 'flame' ? [] : ['Auto Hit'])];
    const cover = unitId === target.id ? shot.inCover : false;
    const res = rollAttack({ ...shot.attack, attacks: hits, rules, halfRange: false }, targetStats(d, u, m.x, m.y, cover), wounded(left), roll);
    ctx.say(`${who} on ${unitLabel(u)}: ${hits} hit${hits === 1 ? '' : 's'}, ${res.totalDamage} damage${res.slain.length ? `, ${res.slain.length} slain` : ''}.`, shooter.player);
    dealDamage(d, ctx, res.damageTo);
    if (d.result) return;
  }
}

/**
 * What a `shoot` action would do, before any die is rolled: every weapon that can fire with its range and cover, and the
 * chance of each number of models slain. Weapons are chained exactly on the number of models left; wounds a multi-wound
 * model carries from one weapon to the next are not (each weapon is reckoned on unhurt models).
 */
export function previewShot(state: GameState<HwrState>, a: GameAction): AttackPreview | null {
  if (a.type !== 'shoot') return null;
  const d = draftView(state);
  const u = d.ruleset.units.find((x) => x.id === a.unit);
  const t = d.ruleset.units.find((x) => x.id === a.target);
  if (!u || !t) return null;
  const board = boardOf(state);
  const shots = modelsOfUnit(d, u.id).flatMap((m) => rangedWeapons(d, m).map((w) => weaponShot(d, board, u, m, w, t, false)).filter((x): x is WeaponShot => x !== null));
  const chain = chainedShots(
    shots.map((s) => ({ attack: s.attack, target: { ...s.stats, hp: s.targetModel.maxWounds } })),
    modelsOfUnit(d, t.id).length,
  );
  const covered = shots.filter((s) => s.inCover).length;
  const aim = a.templateAt === undefined ? null : (() => { try { return readTemplateAt(a); } catch { return null; } })();
  const templates = shots
    .filter((s) => templateKindOf(s.weapon))
    .map((s) => {
      const p = templateFor(d, board, s.model, s.weapon, t, aim);
      return { from: s.model.id, weapon: `${s.model.name}'s ${s.weapon.name}`, template: p.template, aimed: p.aimed, ...(p.why ? { why: p.why } : {}), scatters: !!s.weapon.scatter && templateKindOf(s.weapon) !== 'flame' };
    })
    .filter((x): x is typeof x & { template: Template } => x.template !== null);
  return {
    ...(templates.length ? { templates } : {}),
    attacker: unitLabel(u),
    target: unitLabel(t),
    lines: shots.map((s) => ({
      from: s.model.id,
      to: s.targetModel.id,
      text: `${s.model.name}'s ${s.weapon.name}: ${s.rangeIn.toFixed(1)}" to ${s.targetModel.name}, ${s.inCover ? 'in Cover' : 'not in Cover'}`,
      rangeIn: s.rangeIn,
      inCover: s.inCover,
    })),
    ...chain,
    cover: !shots.length ? 'no weapon can fire' : covered === 0 ? 'not in Cover' : covered === shots.length ? 'in Cover (-1 to hit, +1 to its Armour Save)' : `in Cover for ${covered} of ${shots.length} weapons`,
    note: `Each weapon is reckoned on unhurt models; wounds carried between weapons are not counted.${shots.some((x) => templateKindOf(x.weapon)) ? ' Blast and Flame weapons are reckoned as one hit per shot that hits; the template may hit more models or fewer.' : ''}`,
  };
}

// ---------- Who may act in each phase ----------

const phaseIndex = (d: HwrDraft): number => HWR_PHASES.indexOf(d.phase as never);

/** A unit that must Fall Back: it failed Morale last round ("it must fall back") and starts within 1" of an enemy. */
/** The unit failed a Morale test in the last Morale phase: "A unit that fails its Morale Test must behave in certain ways during its next turn." */
const failedMorale = (d: HwrDraft, u: HwrUnitState): boolean => u.failedMoraleRound === d.round - 1 && u.failedMoraleRound > 0;
const mustFallBack = (d: HwrDraft, u: HwrUnitState): boolean => failedMorale(d, u) && engaged(d, u.id, u.player);
/** Failed Morale and not within 1" of an enemy: the forced retreat (retreatPlan). */
const mustRetreat = (d: HwrDraft, u: HwrUnitState): boolean => failedMorale(d, u) && !engaged(d, u.id, u.player);
const enemyModels = (d: HwrDraft, p: PlayerIndex): GameModel[] => d.models.filter((e) => e.onTable && e.player !== p);

/** The retreat a unit that failed Morale makes (see retreatPlan). */
export interface RetreatPlan {
  readonly towards: 'cover' | 'edge' | null;
  /** Where each model that moves ends (models that leave the table are in `destroyed` instead). */
  readonly moved: Map<string, ModelPosition>;
  readonly destroyed: string[];
  readonly goal: string;
}

/**
 * "The unit cannot move closer to any enemy models. It must move its maximum Movement distance towards terrain that provides
 * Cover. If no eligible terrain is present, the unit must move towards the nearest edge of the battlefield. If this movement
 * would take a model off the battlefield, the model is destroyed." Named default morale.retreat: towards the centre of the
 * nearest terrain piece that gives cover (obscuring, or a cover area; measured from the unit's first model), each model
 * straight at it as far as it can up to its Move (in 0.25" steps) without passing over bases or impassable terrain, standing
 * where it may, or ending closer to any enemy model; then towards the nearest table edge, straight out. When neither way
 * lets any model move, `towards` is null: "the unit remains in place and takes 1d6 Mortal Wounds".
 */
export function retreatPlan(d: HwrDraft, u: HwrUnitState): RetreatPlan {
  const models = modelsOfUnit(d, u.id);
  const enemies = enemyModels(d, u.player);
  const unitIds = new Set(models.map((m) => m.id));
  const flies = u.rules.includes('Fly');
  const allowance = unitMoveIn(d, u);
  const { widthIn, depthIn } = d.setup.layout.table;
  const lead = models[0]!;
  const cover = d.setup.layout.terrain
    .filter((t) => t.traits.includes('obscuring') || t.traits.includes('cover-area'))
    .map((t) => ({ t, dist: Math.hypot(t.x - lead.x, t.y - lead.y) }))
    .sort((a, b) => a.dist - b.dist)[0]?.t;
  const edges = [
    { name: 'the left edge', dist: lead.x, dx: -1, dy: 0 },
    { name: 'the right edge', dist: widthIn - lead.x, dx: 1, dy: 0 },
    { name: 'the bottom edge', dist: lead.y, dx: 0, dy: -1 },
    { name: 'the top edge', dist: depthIn - lead.y, dx: 0, dy: 1 },
  ].sort((a, b) => a.dist - b.dist);
  const edge = edges[0]!;
  const tryGoal = (dir: (m: GameModel) => { dx: number; dy: number }, offTableDestroys: boolean) => {
    const moved = new Map<string, ModelPosition>();
    const destroyed: string[] = [];
    for (const m of models) {
      const { dx, dy } = dir(m);
      for (let step = allowance; step > 0.2; step -= 0.25) {
        const p = { x: Math.round((m.x + dx * step) * 1000) / 1000, y: Math.round((m.y + dy * step) * 1000) / 1000 };
        const r = radiusOf(m);
        if (offTableDestroys && (p.x < 0 || p.y < 0 || p.x > widthIn || p.y > depthIn)) {
          // Off the battlefield: judged where its centre crosses the edge (the path there clear, not closer to an enemy).
          const tx = dx > 0 ? (widthIn - m.x) / dx : dx < 0 ? -m.x / dx : Infinity;
          const ty = dy > 0 ? (depthIn - m.y) / dy : dy < 0 ? -m.y / dy : Infinity;
          const tEdge = Math.min(tx, ty, step);
          const exit = { x: m.x + dx * tEdge, y: m.y + dy * tEdge };
          const mv = modelMove(d, m, exit, { unitIds, avoidEnemyIn: 0, flies });
          if (mv.problem || retreatCloserProblem(u.name, [m], [at(m, exit)], enemies)) continue;
          destroyed.push(m.id);
          break;
        }
        if (p.x - r < 0 || p.y - r < 0 || p.x + r > widthIn || p.y + r > depthIn) continue;
        const mv = modelMove(d, m, p, { unitIds, avoidEnemyIn: 0, flies });
        if (mv.problem || mv.costIn > allowance + 1e-6) continue;
        if (standingProblem(d, m, p, moved)) continue;
        if (retreatCloserProblem(u.name, [m], [at(m, p)], enemies)) continue;
        moved.set(m.id, p);
        break;
      }
    }
    return { moved, destroyed };
  };
  if (cover) {
    const r = tryGoal((m) => {
      const len = Math.hypot(cover.x - m.x, cover.y - m.y) || 1;
      return { dx: (cover.x - m.x) / len, dy: (cover.y - m.y) / len };
    }, false);
    if (r.moved.size || r.destroyed.length) return { towards: 'cover', ...r, goal: cover.name ?? cover.id };
  }
  const r = tryGoal(() => ({ dx: edge.dx, dy: edge.dy }), true);
  if (r.moved.size || r.destroyed.length) return { towards: 'edge', ...r, goal: edge.name };
  return { towards: null, moved: new Map(), destroyed: [], goal: '' };
}

function canShootAt(d: HwrDraft, u: HwrUnitState): boolean {
  if (whyCannotShoot({ name: u.name, types: typesOf(u), engaged: engaged(d, u.id, u.player), fellBack: u.fellBackRound === d.round })) return false;
  return modelsOfUnit(d, u.id).some((m) => groupOf(d, m).profile.BS !== null && rangedWeapons(d, m).length > 0);
}

const nearestEnemyIn = (d: HwrDraft, u: HwrUnitState): number => Math.min(...onTableUnits(d, other(u.player)).map((e) => unitGap(d, u.id, e.id)));

function chargeBlock(d: HwrDraft, u: HwrUnitState): string | null {
  return whyCannotCharge(
    { name: u.name, types: typesOf(u), engaged: engaged(d, u.id, u.player), fellBack: u.fellBackRound === d.round, failedMorale: u.failedMoraleRound === d.round - 1 && u.failedMoraleRound > 0, arrivedByDeepStrike: u.deepStruckRound === d.round, disembarkedFromWreck: u.wreckRound === d.round },
    nearestEnemyIn(d, u),
  );
}

const canFight = (d: HwrDraft, u: HwrUnitState): boolean => engaged(d, u.id, u.player) && modelsOfUnit(d, u.id).some((m) => groupOf(d, m).profile.WS !== null);

function moraleUnit(d: HwrDraft, u: HwrUnitState) {
  const models = modelsOfUnit(d, u.id);
  const auras = onTableUnits(d, u.player)
    .filter((c) => c.id !== u.id && c.types.includes('Character') && unitGap(d, c.id, u.id) <= 6)
    .flatMap((c) => modelsOfUnit(d, c.id).map((m) => groupOf(d, m).profile.Ld).filter((l): l is number => l !== null));
  return {
    originalModels: u.originalModels,
    modelsAtTurnStart: u.modelsAtRoundStart,
    modelsNow: models.length,
    leadership: models.map((m) => groupOf(d, m).profile.Ld),
    fearless: u.rules.includes('Fearless'),
    auraLeadership: auras,
    engaged: engaged(d, u.id, u.player),
    fightCasualtiesTaken: u.fightTaken,
    fightCasualtiesInflicted: u.fightInflicted,
  };
}

/** The units player p may still select in this phase. */
export function eligibleUnits(d: HwrDraft, p: PlayerIndex): HwrUnitState[] {
  const rs = d.ruleset;
  const fresh = rs.units.filter((u) => u.player === p && !rs.done.includes(u.id));
  const on = fresh.filter((u) => modelsOfUnit(d, u.id).length > 0);
  switch (d.phase) {
    case 'Deployment':
      return d.round === 1 ? fresh.filter((u) => !u.placed && !u.reserves) : fresh.filter((u) => u.reserves);
    case 'Movement': {
      // "A unit inside a Transport can be selected during the Movement phase" (to disembark; not the turn it embarked).
      const inside = fresh.filter((u) => u.embarkedIn && u.embarkedRound !== d.round && modelsOfUnit(d, u.embarkedIn).length > 0);
      const movers = [...on.filter((u) => u.arrivedRound !== d.round && !u.rules.includes('Immobile') && u.pinnedRound !== d.round), ...inside];
      // "Units that failed a Morale Test in the Morale Phase and/or units attempting to Fall Back must be selected before any other units."
      const forced = movers.filter((u) => mustFallBack(d, u) || mustRetreat(d, u));
      return forced.length ? forced : movers;
    }
    case 'Psychic':
      return on.filter((u) => u.rules.includes('Psyker'));
    case 'Shooting':
      return on.filter((u) => canShootAt(d, u));
    case 'Charge':
      return on.filter((u) => !chargeBlock(d, u));
    case 'Fight':
      return on.filter((u) => canFight(d, u) && (rs.fightStage === 'others' || u.chargedRound === d.round));
    case 'Morale':
      return on.filter((u) => mustTestMorale(moraleUnit(d, u)));
    default:
      return [];
  }
}

// ---------- Phases and rounds ----------


/** "At the start of the ... phase, players roll off. Starting with the player who rolled the highest result, each player selects one of their units". */
function startPhase(d: HwrDraft, ctx: GameContext, i: number): void {
  for (let k = i; k < HWR_PHASES.length; k++) {
    d.phase = HWR_PHASES[k]!;
    d.ruleset.done = [];
    d.ruleset.fightStage = 'chargers';
    d.ruleset.movedNormally = [false, false];
    if (d.phase === 'Fight' && !eligibleUnits(d, 0).length && !eligibleUnits(d, 1).length) d.ruleset.fightStage = 'others';
    const e0 = eligibleUnits(d, 0).length;
    const e1 = eligibleUnits(d, 1).length;
    if (!e0 && !e1) continue;
    const first = rollOff(ctx, `${d.phase} phase roll-off`);
    d.ruleset.first = first;
    d.toAct = (first === 0 ? e0 : e1) ? first : other(first);
    ctx.say(`Round ${d.round}, ${d.phase} phase: ${playerName(first)} wins the roll-off and selects first.`);
    return;
  }
  endRound(d, ctx);
}

function startRound(d: HwrDraft, ctx: GameContext): void {
  d.round += 1;
  for (const u of d.ruleset.units) {
    u.modelsAtRoundStart = modelsOfUnit(d, u.id).length;
    u.fightTaken = 0;
    u.fightInflicted = 0;
  }
  startPhase(d, ctx, 0);
}

function endRound(d: HwrDraft, ctx: GameContext): void {
  if (d.result) return;
  const pts = objectivePoints(d.ruleset.objectives, d.models.filter((m) => m.onTable));
  d.points = [d.points[0] + pts[0], d.points[1] + pts[1]];
  ctx.say(`End of round ${d.round}: Player 1 holds ${pts[0]} objective${pts[0] === 1 ? '' : 's'}, Player 2 holds ${pts[1]} (named default scenario.scoring). Score ${d.points[0]}-${d.points[1]}.`);
  if (d.round >= ROUNDS) {
    const [a, b] = d.points;
    const winner: PlayerIndex | null = a > b ? 0 : b > a ? 1 : null;
    d.result = { winner, reason: `after ${ROUNDS} rounds (named default scenario.rounds), ${winner === null ? 'a draw' : `${playerName(winner)} wins`} ${a}-${b} on objectives`, score: [a, b] };
    d.toAct = null;
    ctx.say(`The game ends: ${d.result.reason}.`);
    return;
  }
  startRound(d, ctx);
}

/** "This continues until all players have selected all the units they control." */
function afterSelection(d: HwrDraft, ctx: GameContext, u: HwrUnitState): void {
  if (d.result) return;
  d.ruleset.done.push(u.id);
  d.activation = null;
  const p = u.player;
  const q = other(p);
  if (eligibleUnits(d, q).length) d.toAct = q;
  else if (eligibleUnits(d, p).length) d.toAct = p;
  else if (d.phase === 'Fight' && d.ruleset.fightStage === 'chargers') {
    // "Then, starting with the player who rolled the highest result, each player selects one of their eligible units that did not charge".
    d.ruleset.fightStage = 'others';
    const f = d.ruleset.first;
    if (eligibleUnits(d, f).length) d.toAct = f;
    else if (eligibleUnits(d, other(f)).length) d.toAct = other(f);
    else startPhase(d, ctx, phaseIndex(d) + 1);
  } else startPhase(d, ctx, phaseIndex(d) + 1);
}

// ---------- The actions ----------

function selected(d: HwrDraft, a: GameAction): HwrUnitState {
  const u = unitState(d, a.unit);
  if (!u || u.player !== a.player) illegal(`${String(a.unit)} is not one of your units.`, a);
  if (d.ruleset.done.includes(u.id)) illegal(`${u.name} has already been selected in this ${d.phase} phase ("A unit may only be selected once").`, a);
  if (!eligibleUnits(d, a.player).includes(u)) {
    if (d.phase === 'Movement' && eligibleUnits(d, a.player).some((x) => mustFallBack(d, x)))
      illegal(`"Units that failed a Morale Test in the Morale Phase and/or units attempting to Fall Back must be selected before any other units": select ${eligibleUnits(d, a.player).map((x) => x.name).join(', ')} first.`, a);
    if (d.phase === 'Charge') illegal(chargeBlock(d, u) ?? `${u.name} cannot charge now.`, a);
    illegal(`${u.name} cannot be selected in the ${d.phase} phase.`, a);
  }
  return u;
}

function enemyTarget(d: HwrDraft, a: GameAction, u: HwrUnitState): HwrUnitState {
  const t = unitState(d, a.target);
  if (!t || t.player === u.player || !modelsOfUnit(d, t.id).length) illegal(`${String(a.target)} is not an enemy unit on the table.`, a);
  return t;
}

function applyDeploy(d: HwrDraft, a: GameAction, ctx: GameContext, u: HwrUnitState): void {
  const models = d.models.filter((m) => m.unit === u.id && m.wounds > 0);
  if (a.type === 'reserve' || a.type === 'keep') {
    u.reserves = true;
    ctx.say(`${unitLabel(u)} ${a.type === 'reserve' ? 'is kept in Reserves' : 'stays in Reserves'}.`, u.player);
    return afterSelection(d, ctx, u);
  }
  if (a.type === 'deep-strike') return applyDeepStrike(d, a, ctx, u);
  if (a.type !== 'deploy') illegal('Deployment phase: deploy a unit, deep-strike it, or keep it in Reserves ("reserve" / "keep").', a);
  const moved = readUnitPositions(a, models);
  for (const m of models) if (!moved.has(m.id)) illegal(`Place every model of ${u.name}: ${m.id} has no position.`, a);
  const zone = scenarioZone(d.setup.layout.table, u.player);
  const mode = a.mode === undefined ? 'normal' : a.mode;
  if (mode !== 'normal' && mode !== 'infiltrate' && mode !== 'outflank') illegal(`A deploy's mode is "infiltrate" or "outflank" (or none); "${String(mode)}" is not one.`, a);
  if (mode !== 'normal' && !u.rules.includes(mode === 'infiltrate' ? 'Infiltrate' : 'Outflank'))
    illegal(`${u.name} does not have the ${mode === 'infiltrate' ? 'Infiltrate' : 'Outflank'} special rule.`, a);
  const placedAt = models.map((m) => at(m, moved.get(m.id)!));
  if (mode === 'infiltrate') {
    const why = infiltrateProblem(d, u, moved);
    if (why) illegal(why, a);
  } else if (d.round === 1) {
    if (mode === 'outflank') illegal(`"A unit with Outflank can deploy from Reserves": ${u.name} outflanks from the second Deployment phase on.`, a);
    for (const m of models) if (!baseWithinZone(at(m, moved.get(m.id)!), zone)) illegal(`${m.name} (${m.id}) must be placed wholly within your Deployment Zone (named default scenario.deployment: 12" from your long edge).`, a);
  } else {
    const why = reservesPlacementProblem(placedAt, { table: d.setup.layout.table, zone, enemies: d.models.filter((e) => e.onTable && e.player !== u.player), outflank: mode === 'outflank' });
    if (why) illegal(why, a);
  }
  for (const m of models) {
    const stand = standingProblem(d, m, moved.get(m.id)!, moved);
    if (stand) illegal(`${stand}.`, a);
  }
  const coh = coherencyProblem(models, moved);
  if (coh) illegal(`${u.name} cannot be placed so: ${coh}.`, a);
  for (const m of models) draftModel(d, m.id).onTable = true;
  place(d, moved);
  u.placed = true;
  if (d.round > 1) {
    // "A unit that enters from Reserves cannot Move in the Movement phase, but counts as having Moved on the turn it arrives."
    u.arrivedRound = d.round;
    u.movedRound = d.round;
  }
  if (mode !== 'normal') {
    // "A unit that Infiltrates / Outflanks cannot Move in the Movement phase, but counts as having Moved on the turn it arrives."
    u.arrivedRound = d.round;
    u.movedRound = d.round;
  }
  u.reserves = false;
  ctx.say(`${playerName(u.player)} deploys ${u.name}${mode === 'infiltrate' ? ' by Infiltrate' : mode === 'outflank' ? ' by Outflank' : d.round > 1 ? ' from Reserves' : ''}.`, u.player);
  afterSelection(d, ctx, u);
}

/**
 * Infiltrate: "Deploy the unit anywhere on the table that is more than 9" from an enemy unit that is not within Line of Sight,
 * or more than 12" from any enemy unit that is within Line of Sight" (within sight: any of the enemy unit's first three
 * models sees any model of the unit where it would stand; named default deployment.infiltrateSight).
 */
export function infiltrateProblem(d: HwrDraft, u: HwrUnitState, moved: ReadonlyMap<string, ModelPosition>): string | null {
  const models = d.models.filter((m) => m.unit === u.id && m.wounds > 0);
  const board = boardOf({ ...(d as never as GameState), models: d.models.map((m) => (moved.has(m.id) ? { ...at(m, moved.get(m.id)!), onTable: true } : m)) });
  const enemyUnits = onTableUnits(d, other(u.player)).map((e) => {
    const ems = modelsOfUnit(d, e.id);
    return { models: ems, visible: models.some((m) => ems.slice(0, 3).some((x) => sight(board, x.id, m.id).visible)) };
  });
  return infiltratePlacementProblem(
    models.map((m) => at(m, moved.get(m.id) ?? m)),
    enemyUnits,
  );
}

/**
 * Deep Strike (001: "A unit can enter from Reserves by Deep Strike. Place one model from the unit anywhere on the board that
 * is more than 1" away from an enemy model. Then, roll the Scatter Die and move the model 2d6" in the direction indicated ...
 * deploy any other models in the unit in base-to-base contact with it, forming a ring"). `target` is where the first model
 * is placed. A mishap ("inside Terrain, within 1" of an enemy model, or on top of a friendly model"): "the model takes 2d6
 * Mortal Wounds and is placed as close as possible to its original position by the opposing player" (named defaults
 * deepStrike.mishap and deepStrike.replace).
 */
function applyDeepStrike(d: HwrDraft, a: GameAction, ctx: GameContext, u: HwrUnitState): void {
  if (!u.rules.includes('Deep Strike')) illegal(`${u.name} does not have the Deep Strike special rule.`, a);
  if (d.round === 1 || !u.reserves) illegal(`"A unit can enter from Reserves by Deep Strike": ${u.name} must be in Reserves, from the second Deployment phase on.`, a);
  const target = a.target as { x?: unknown; y?: unknown } | undefined;
  if (!target || typeof target.x !== 'number' || typeof target.y !== 'number' || !Number.isFinite(target.x) || !Number.isFinite(target.y))
    illegal('A deep strike needs `target: {x, y}`, where its first model is placed before it scatters.', a);
  const { widthIn, depthIn } = d.setup.layout.table;
  if (target.x < 0 || target.y < 0 || target.x > widthIn || target.y > depthIn) illegal(`(${target.x}, ${target.y}) is off the table.`, a);
  const models = d.models.filter((m) => m.unit === u.id && m.wounds > 0);
  const board = boardOf(d as never);
  const result = deepStrike(
    { terrain: board.terrain, models: board.models.map((m) => ({ ...m, side: m.side })), table: d.setup.layout.table },
    models.map((m) => ({ id: m.id, unit: m.unit, side: m.player, base: m.base, facingDeg: m.facingDeg, name: m.name })),
    { x: target.x, y: target.y },
    { scatter: (expr) => rollScatter(ctx, expr, `${u.name} Deep Strike`, u.player) },
    { enemyDistanceIn: DEEP_STRIKE_ENEMY_IN },
  );
  if (!result.ok) illegal(`${u.name} cannot deep strike there: ${result.message}.`, a);
  const mishapIds = new Set(result.mishaps.map((x) => x.modelId));
  const moved = new Map<string, ModelPosition>();
  for (const p of result.placements) {
    const m = models.find((x) => x.id === p.modelId)!;
    let spot: ModelPosition = { x: p.x, y: p.y, facingDeg: p.facingDeg };
    if (mishapIds.has(m.id)) spot = nearestFreeSpot(d, m, { x: target.x, y: target.y }, moved) ?? spot;
    moved.set(m.id, spot);
  }
  for (const m of models) draftModel(d, m.id).onTable = true;
  place(d, moved);
  u.placed = true;
  u.reserves = false;
  // "A unit that enters from Deep Strike cannot Move in the Movement phase, but counts as having Moved on the turn it arrives.
  // It also cannot Charge in the Charge phase."
  u.arrivedRound = d.round;
  u.movedRound = d.round;
  u.deepStruckRound = d.round;
  ctx.say(`${playerName(u.player)} deep strikes ${u.name}: placed at (${target.x.toFixed(1)}, ${target.y.toFixed(1)}), it scatters ${result.scatter.hit ? 'not at all (a hit)' : `${result.scatter.distanceIn}" at ${result.scatter.bearingDeg} degrees`}.`, u.player);
  if (result.mishaps.length) {
    for (const x of result.mishaps) ctx.say(`Mishap: ${x.message}.`, u.player);
    const r = deepStrikeMishapWounds(result.mishaps, wounded(modelsOfUnit(d, u.id)), (n, why, sides) => ctx.roll(n, `${u.name}: ${why}`, sides, u.player));
    ctx.say(`${u.name} takes ${r.mortalWounds} Mortal Wounds; the models are placed as close as possible to where it was aimed.`, u.player);
    dealDamage(d, ctx, r.damageTo);
  }
  checkArmiesLeft(d, ctx);
  afterSelection(d, ctx, u);
}

/**
 * Where a model that mishapped is put: "as close as possible to its original position" (the deep strike's aim point), on a
 * spot where it may stand, off terrain and more than 1" from enemy models (named default deepStrike.replace: searched in
 * rings 0.25" apart, 24 spots each, out to 24"). Null if there is none.
 */
function nearestFreeSpot(d: HwrDraft, m: GameModel, from: { x: number; y: number }, moving: ReadonlyMap<string, ModelPosition>, maxIn = 24): ModelPosition | null {
  const r = radiusOf(m);
  for (let ring = 0; ring * 0.25 <= maxIn; ring++) {
    const dist = ring * 0.25;
    const n = ring === 0 ? 1 : 24;
    for (let k = 0; k < n; k++) {
      const ang = (k / n) * 2 * Math.PI;
      const p = { x: from.x + dist * Math.cos(ang), y: from.y + dist * Math.sin(ang), facingDeg: m.facingDeg };
      if (standingProblem(d, m, p, moving)) continue;
      if (d.setup.layout.terrain.some((t) => circleOverlapsPolygon(p.x, p.y, r, placedFootprint(t), OVERLAP_IN))) continue;
      const here = at(m, p);
      if (d.models.some((e) => e.onTable && e.player !== m.player && edgeDistance(here, e) <= DEEP_STRIKE_ENEMY_IN)) continue;
      if ([...moving.entries()].some(([id, q]) => id !== m.id && Math.hypot(q.x - p.x, q.y - p.y) < r + radiusOf(draftModel(d, id)) - OVERLAP_IN)) continue;
      return p;
    }
  }
  return null;
}

function applyRetreat(d: HwrDraft, ctx: GameContext, u: HwrUnitState): void {
  const plan = retreatPlan(d, u);
  // "Even if the unit does not move, all models count as moving for the purposes of weapons and special rules."
  u.movedRound = d.round;
  if (!plan.towards) {
    ctx.say(`${unitLabel(u)} failed its Morale test and cannot move towards cover or an edge without moving closer to the enemy: it "remains in place and takes 1d6 Mortal Wounds".`, u.player);
    const [n] = ctx.roll(1, `${u.name}: Mortal Wounds (1d6)`, 6, u.player);
    const r = applyMortalWounds(n!, wounded(modelsOfUnit(d, u.id)));
    dealDamage(d, ctx, r.damageTo);
    return afterSelection(d, ctx, u);
  }
  place(d, plan.moved);
  for (const id of plan.destroyed) {
    const m = draftModel(d, id);
    m.wounds = 0;
    m.onTable = false;
    ctx.say(`${playerName(m.player)}'s ${m.name} (${m.id}) retreats off the battlefield and is destroyed.`, u.player);
  }
  ctx.say(`${unitLabel(u)} failed its Morale test and retreats towards ${plan.towards === 'cover' ? `cover (${plan.goal})` : plan.goal}.`, u.player);
  checkArmiesLeft(d, ctx);
  afterSelection(d, ctx, u);
}

/** Why `u` may not embark in `t` from where its models stand (transports.ts embarkProblem on the game's units), or null. */
export function embarkCheck(d: HwrDraft, u: HwrUnitState, t: HwrUnitState | undefined, moved: ReadonlyMap<string, ModelPosition>): string | null {
  if (!t || t.player !== u.player || !transportCapacity(d, t)) return `${u.name} can only embark in a friendly Transport.`;
  const hull = modelsOfUnit(d, t.id)[0];
  if (!hull) return `${t.name} is not on the table.`;
  const carried = carriedBy(d, t.id).reduce((n, x) => n + aliveModels(d, x).length, 0);
  return embarkProblem({
    unitName: u.name,
    unitModels: modelsOfUnit(d, u.id).map((m) => at(m, moved.get(m.id) ?? m)),
    infantry: u.types.includes('Infantry'),
    transport: { ...hull, name: t.name, capacity: transportCapacity(d, t), carried },
    enemies: enemyModels(d, u.player),
    disembarkedThisTurn: u.disembarkedRound === d.round,
  });
}

/**
 * "A unit that ends its Move in the movement phase wholly within 3" of a friendly Transport can enter it. The unit and the
 * Transport cannot be within 1" of any enemy models." An `embark` action names the `transport`; its `positions`, if any, are
 * the unit's Move first (checked as any move). "Remove models inside a Transport from the battlefield temporarily."
 */
function applyEmbark(d: HwrDraft, a: GameAction, ctx: GameContext, u: HwrUnitState): void {
  if (engaged(d, u.id, u.player)) illegal(`${u.name} is within 1" of an enemy: it may Fall Back or hold, not embark.`, a);
  const t = unitState(d, a.transport);
  const moved = a.positions ? readUnitPositions(a, modelsOfUnit(d, u.id)) : new Map<string, ModelPosition>();
  if (a.positions) {
    const check = unitMoveProblem(d, u, moved, unitMoveIn(d, u), 'move');
    if (check.problem) illegal(`${u.name} cannot move there: ${check.problem}.`, a);
  }
  const why = embarkCheck(d, u, t, moved);
  if (why) illegal(why, a);
  d.ruleset.movedNormally[u.player] = true;
  place(d, moved);
  for (const m of modelsOfUnit(d, u.id)) draftModel(d, m.id).onTable = false;
  u.embarkedIn = t!.id;
  u.embarkedRound = d.round;
  if (moved.size) u.movedRound = d.round;
  ctx.say(`${unitLabel(u)} embarks in ${t!.name}.`, u.player);
  afterSelection(d, ctx, u);
}

/**
 * "A unit inside a Transport can be selected during the Movement phase. Deploy all models from the unit within 3" of the
 * Transport ... No model can be deployed within 1" of an enemy model. This counts as the unit's Move during the Movement
 * Phase." ("as close as possible to any doors or access points": the models carry no doors, so any spot within 3".)
 */
function applyDisembark(d: HwrDraft, a: GameAction, ctx: GameContext, u: HwrUnitState): void {
  if (a.type === 'hold') {
    ctx.say(`${unitLabel(u)} stays inside.`, u.player);
    return afterSelection(d, ctx, u);
  }
  if (a.type !== 'disembark') illegal(`${u.name} is inside a Transport: disembark, or hold.`, a);
  const t = unitState(d, u.embarkedIn)!;
  const hull = modelsOfUnit(d, t.id)[0]!;
  const models = aliveModels(d, u);
  const moved = readUnitPositions(a, models);
  for (const m of models) if (!moved.has(m.id)) illegal(`Place every model of ${u.name}: ${m.id} has no position.`, a);
  const why = disembarkProblem(u.name, models.map((m) => at(m, moved.get(m.id)!)), { ...hull, name: t.name }, enemyModels(d, u.player), u.embarkedRound === d.round);
  if (why) illegal(why, a);
  for (const m of models) {
    const stand = standingProblem(d, m, moved.get(m.id)!, moved);
    if (stand) illegal(`${stand}.`, a);
  }
  const coh = coherencyProblem(models, moved);
  if (coh) illegal(`${u.name} cannot disembark so: ${coh}.`, a);
  for (const m of models) draftModel(d, m.id).onTable = true;
  place(d, moved);
  u.embarkedIn = null;
  u.disembarkedRound = d.round;
  u.movedRound = d.round;
  d.ruleset.movedNormally[u.player] = true;
  ctx.say(`${unitLabel(u)} disembarks from ${t.name}.`, u.player);
  afterSelection(d, ctx, u);
}

function applyMovement(d: HwrDraft, a: GameAction, ctx: GameContext, u: HwrUnitState): void {
  // "It must move its maximum Movement distance towards terrain that provides Cover": the engine moves it (retreatPlan).
  if (mustRetreat(d, u)) {
    if (a.type !== 'retreat') illegal(`${u.name} failed a Morale test: it must retreat ("It must move its maximum Movement distance towards terrain that provides Cover").`, a);
    return applyRetreat(d, ctx, u);
  }
  if (a.type === 'retreat') illegal(`${u.name} did not fail a Morale test (or is within 1" of an enemy, and must Fall Back).`, a);
  if (u.embarkedIn) return applyDisembark(d, a, ctx, u);
  if (a.type === 'embark') return applyEmbark(d, a, ctx, u);
  if (a.type === 'hold') {
    // "If a unit failed a Morale Test in the Morale Phase, it must fall back": unless no Fall Back move is open (named default morale.trapped).
    if (mustFallBack(d, u) && fallBackCandidates(d, u).length) illegal(`${u.name} failed a Morale Test and is within 1" of an enemy: "it must fall back".`, a);
    ctx.say(`${unitLabel(u)} does not move.`, u.player);
    return afterSelection(d, ctx, u);
  }
  if (a.type !== 'move' && a.type !== 'fall-back') illegal('Movement phase: move, fall-back or hold.', a);
  const falling = a.type === 'fall-back';
  const moved = readUnitPositions(a, modelsOfUnit(d, u.id));
  const ruling = ruleMovement(d, a, u, moved);
  if (!ruling.ok) illegal(ruling.reasons[0]!, a);
  const allowance = ruling.allowanceIn;
  if (falling) {
    // "Before moving any models, all enemy units with models within 1" of the unit Falling Back may either fire Overwatch or Fight":
    // named default fallBack.response: each such enemy unit that can fires Overwatch.
    for (const e of onTableUnits(d, other(u.player)))
      if (unitGap(d, e.id, u.id) <= HWR_ENGAGEMENT_IN + 1e-9 && e.overwatchRound !== d.round && !d.result) {
        e.overwatchRound = d.round;
        ctx.say(`${unitLabel(e)} fires Overwatch at ${u.name} as it Falls Back.`, e.player);
        fireAt(d, ctx, e, u, true);
      }
    if (d.result) return;
    u.fellBackRound = d.round;
    place(d, new Map([...moved].filter(([id]) => draftModel(d, id).onTable)));
  } else {
    d.ruleset.movedNormally[u.player] = true;
    place(d, moved);
  }
  if (ruling.costIn > 0) u.movedRound = d.round;
  ctx.say(`${unitLabel(u)} ${falling ? 'falls back' : 'moves'} (up to ${ruling.costIn.toFixed(1)}" of ${allowance}").`, u.player);
  afterSelection(d, ctx, u);
}

/**
 * A selected unit's move or fall-back as the referee rules it: the one check applyMovement refuses by and the drag
 * readout shows (judgeHwrMove). The allowance is the unit's Move (its slowest model's M).
 */
function ruleMovement(d: HwrDraft, a: GameAction, u: HwrUnitState, moved: ReadonlyMap<string, ModelPosition>): MoveVerdict {
  const allowanceIn = unitMoveIn(d, u);
  const refuse = (reason: string, costIn = 0): MoveVerdict => ({ ok: false, reasons: [reason], costIn, allowanceIn });
  const falling = a.type === 'fall-back';
  const isEngaged = engaged(d, u.id, u.player);
  if (falling && !isEngaged) return refuse(`${u.name} is not within 1" of an enemy: only a unit that "starts the Movement phase within 1" of an enemy unit" may Fall Back.`);
  if (!falling && isEngaged) return refuse(`${u.name} is within 1" of an enemy: it may Fall Back or hold.`);
  if (falling && d.ruleset.movedNormally[u.player]) return refuse('"units attempting to Fall Back must be selected before any other units", and you have already moved another unit.');
  const check = unitMoveProblem(d, u, moved, allowanceIn, falling ? 'fall-back' : 'move');
  if (check.problem) return refuse(`${u.name} cannot ${falling ? 'fall back' : 'move'} there: ${check.problem}.`, check.longestIn);
  // A unit that failed Morale Falls Back "obeying the restrictions above": "The unit cannot move closer to any enemy models."
  if (falling && failedMorale(d, u)) {
    const models = modelsOfUnit(d, u.id);
    const closer = retreatCloserProblem(u.name, models, models.map((m) => at(m, moved.get(m.id) ?? m)), enemyModels(d, u.player));
    if (closer) return refuse(closer, check.longestIn);
  }
  return { ok: true, reasons: [], costIn: check.longestIn, allowanceIn };
}

/**
 * How a Movement-phase move or fall-back would be ruled now (null for other actions, a unit in a Transport or one that
 * must retreat): the selection rules and ruleMovement, exactly as applyHwr applies them.
 */
export function judgeHwrMove(d: HwrDraft, a: GameAction): MoveVerdict | null {
  if (d.phase !== 'Movement' || d.ruleset.consolidating || (a.type !== 'move' && a.type !== 'fall-back')) return null;
  const unit = unitState(d, a.unit);
  const allowanceIn = unit ? unitMoveIn(d, unit) : 0;
  try {
    const u = selected(d, a);
    if (u.embarkedIn || mustRetreat(d, u)) return null;
    return ruleMovement(d, a, u, readUnitPositions(a, modelsOfUnit(d, u.id)));
  } catch (e) {
    if (e instanceof IllegalActionError) return { ok: false, reasons: [e.reason], costIn: 0, allowanceIn };
    throw e;
  }
}

function applyPsychic(d: HwrDraft, a: GameAction, ctx: GameContext, u: HwrUnitState): void {
  if (a.type === 'hold') return afterSelection(d, ctx, u);
  if (a.type !== 'manifest') illegal('Psychic phase: manifest a power at a target, or hold.', a);
  const t = enemyTarget(d, a, u);
  const board = boardOf(d as never);
  const casters = modelsOfUnit(d, u.id);
  // "Unless otherwise stated, Psychic Powers require line of sight and follow Character targeting restrictions."
  const inReach = casters.some((m) => modelsOfUnit(d, t.id).some((x) => edgeDistance(m, x) <= POWER_RANGE_IN && sight(board, m.id, x.id).visible));
  if (!inReach) illegal(`${t.name} is not within ${POWER_RANGE_IN}" and in sight of ${u.name} (named default psychic.power).`, a);
  const screened = characterTargetProblem(d, u, t, board);
  if (screened) illegal(`${screened} Psychic Powers "follow Character targeting restrictions".`, a);
  const caster = casters.reduce((b, m) => ((groupOf(d, m).profile.Ld ?? 0) > (groupOf(d, b).profile.Ld ?? 0) ? m : b));
  const ld = groupOf(d, caster).profile.Ld ?? 0;
  const faces = ctx.roll(2, `${caster.name}'s Psychic test (2d6, equal to or below Ld ${ld})`, 6, u.player) as [number, number];
  const test = psychicTest(faces, ld);
  if (test.success) {
    const n = rollValue(POWER_DAMAGE, (c, why, sides) => ctx.roll(c, `Psychic power: mortal wounds ${why}`, sides, u.player), 'power');
    ctx.say(`The power manifests (${test.total}): ${t.name} takes ${n} mortal wound${n === 1 ? '' : 's'}.`, u.player);
    dealDamage(d, ctx, applyMortalWounds(n, wounded(modelsOfUnit(d, t.id))).damageTo);
  } else ctx.say(`The power fails (${test.total} against Ld ${ld}).`, u.player);
  if (test.perils && !d.result && draftModel(d, caster.id).onTable) perils(d, ctx, u, caster);
  afterSelection(d, ctx, u);
}

/** "If a double 1 or double 6 is rolled, the model suffers Perils of the Warp": the generic table (no Faction PDF). */
function perils(d: HwrDraft, ctx: GameContext, u: HwrUnitState, caster: GameModel): void {
  const [f] = ctx.roll(1, `Perils of the Warp (${caster.name})`, 6, u.player);
  const e = perilsOfTheWarp(f!);
  ctx.say(`Perils of the Warp: ${e.name}.`, u.player);
  const m = draftModel(d, caster.id);
  if (e.result === 1 || e.result === 2) {
    // "Place the Large/Small Blast template over the model. All models entirely or partially under the template take 1 ... hit."
    const radius = e.result === 1 ? 2.5 : 1.5;
    const under = d.models.filter((o) => o.onTable && o.id !== m.id && Math.hypot(o.x - m.x, o.y - m.y) - radiusOf(o) < radius);
    m.wounds = 0;
    m.onTable = false;
    ctx.say(`${m.name} (${m.id}) is removed.`, u.player);
    for (const unit of new Set(under.map((o) => o.unit))) {
      const hitModels = under.filter((o) => o.unit === unit && draftModel(d, o.id).onTable);
      const tu = unitState(d, unit)!;
      if (!hitModels.length) continue;
      const r = rollAttack({ attacks: hitModels.length, skill: 2, strength: e.hit.strength, ap: e.hit.ap, damage: 1, rules: ['Auto Hit'] }, targetStats(d, tu, m.x, m.y, false), wounded(hitModels), (n, why, sides) => ctx.roll(n, `${e.name} on ${tu.name}: ${why}`, sides, u.player));
      dealDamage(d, ctx, r.damageTo);
    }
    checkArmiesLeft(d, ctx);
  } else if (e.result === 3) {
    m.wounds = 0;
    m.onTable = false;
    ctx.say(`${m.name} (${m.id}) is removed.`, u.player);
    checkArmiesLeft(d, ctx);
  } else if (e.result === 4) {
    const n = rollValue('d3', (c, why, sides) => ctx.roll(c, `Staggered: mortal wounds ${why}`, sides, u.player), 'perils');
    dealDamage(d, ctx, applyMortalWounds(n, [{ id: m.id, wounds: m.wounds }]).damageTo);
  } else if (e.result === 5) {
    u.pinnedRound = d.round + 1;
    ctx.say(`${m.name} may not move in the next Movement phase.`, u.player);
  } else {
    m.wounds = m.maxWounds;
    ctx.say(`${m.name} is restored to full HP.`, u.player);
  }
}

/** Why `u` may not shoot at `t` now (target rules of the Shooting phase), or null. */
export function targetProblem(d: HwrDraft, u: HwrUnitState, t: HwrUnitState, board: Layout): string | null {
  // "Models cannot target enemy units within 1" of friendly models."
  if (onTableUnits(d, u.player).some((f) => unitGap(d, f.id, t.id) <= HWR_ENGAGEMENT_IN + 1e-9)) return `${t.name} is within 1" of a friendly unit: "Models cannot target enemy units within 1" of friendly models."`;
  return characterTargetProblem(d, u, t, board);
}

/**
 * "Enemy characters cannot be targeted if they are within 3" of any other valid enemy unit" unless the closest and visible:
 * the Character targeting restrictions that shots and, "Unless otherwise stated", Psychic Powers follow. Null: no objection.
 */
export function characterTargetProblem(d: HwrDraft, u: HwrUnitState, t: HwrUnitState, board: Layout): string | null {
  if (t.types.includes('Character')) {
    const others = onTableUnits(d, t.player).filter((x) => x.id !== t.id);
    const nearestOther = Math.min(Infinity, ...others.map((x) => unitGap(d, x.id, t.id)));
    const sniper = u.rules.includes('Sniper');
    if (sniper || nearestOther > HWR_CHARACTER_PROTECTION_IN) return null;
    const myGap = unitGap(d, u.id, t.id);
    const closest = onTableUnits(d, t.player).every((x) => unitGap(d, u.id, x.id) >= myGap - 1e-9);
    // Sight is only needed when the Character is the closest enemy unit (the nearest pairs are tried).
    const pairs = closest
      ? modelsOfUnit(d, u.id).flatMap((m) => modelsOfUnit(d, t.id).map((x) => ({ m, x, gap: edgeDistance(m, x) }))).sort((a, b) => a.gap - b.gap).slice(0, 3)
      : [];
    const visible = pairs.some(({ m, x }) => sight(board, m.id, x.id).visible);
    return whyCharacterNotTargetable({ targetName: t.name, nearestOtherValidUnitIn: nearestOther, isClosestEnemyUnit: closest, visible, sniper });
  }
  return null;
}

function applyShooting(d: HwrDraft, a: GameAction, ctx: GameContext, u: HwrUnitState): void {
  if (a.type === 'hold') return afterSelection(d, ctx, u);
  if (a.type !== 'shoot') illegal('Shooting phase: shoot at a target, or hold.', a);
  const t = enemyTarget(d, a, u);
  const board = boardOf(d as never);
  const why = targetProblem(d, u, t, board);
  if (why) illegal(why, a);
  // Something must fire before any die is thrown or the unit is spent: the checks fireAt makes, weapon by weapon.
  const none = noWeaponProblem(d, board, u, t);
  if (none) illegal(none, a);
  const aim = readTemplateAt(a);
  if (aim) {
    // The player's own template placement must be usable by at least one template weapon that can fire.
    const tries = modelsOfUnit(d, u.id).flatMap((m) =>
      rangedWeapons(d, m)
        .filter((w) => templateKindOf(w))
        .map((w) => (weaponShot(d, board, u, m, w, t, false) ? templateFor(d, board, m, w, t, aim) : { aimed: false, why: `${m.name}'s ${w.name} cannot fire at ${t.name}` })),
    );
    if (!tries.length) illegal(`${u.name} has no Blast or Flame weapon to place a template with.`, a);
    if (!tries.some((x) => x.aimed)) illegal(`The template cannot go there: ${tries[0]!.why}.`, a);
  }
  ctx.say(`${unitLabel(u)} shoots at ${unitLabel(t)}.`, u.player);
  const fired = fireAt(d, ctx, u, t, false, aim);
  if (!fired) ctx.say(`No weapon could fire (front arc, Heavy after moving, or range).`, u.player);
  afterSelection(d, ctx, u);
}

function applyCharge(d: HwrDraft, a: GameAction, ctx: GameContext, u: HwrUnitState): void {
  if (a.type === 'hold') return afterSelection(d, ctx, u);
  if (a.type !== 'charge') illegal('Charge phase: charge a target, or hold.', a);
  const t = enemyTarget(d, a, u);
  // "it may select one or more targets within 12". Targets do not need to be visible."
  if (unitGap(d, u.id, t.id) > HWR_CHARGE_RANGE_IN + 1e-9) illegal(`${t.name} is not within ${HWR_CHARGE_RANGE_IN}" of ${u.name}.`, a);
  const moved = readUnitPositions(a, modelsOfUnit(d, u.id));
  const check = unitMoveProblem(d, u, moved, null, 'charge');
  if (check.problem) illegal(`${u.name} cannot charge there: ${check.problem}.`, a);
  const ends = modelsOfUnit(d, u.id).map((m) => (moved.has(m.id) ? at(m, moved.get(m.id)!) : m));
  // "The charging unit must end its move so that at least one model is within 1" of a model from every enemy unit that was charged."
  if (!ends.some((m) => modelsOfUnit(d, t.id).some((x) => edgeDistance(m, x) <= HWR_ENGAGEMENT_IN + 1e-6))) illegal(`The charge must end with a model of ${u.name} within 1" of ${t.name}.`, a);
  // "A model may not move within 1" of an enemy model that is not part of a unit targeted by the charge."
  for (const m of ends)
    for (const e of d.models)
      if (e.onTable && e.player !== u.player && e.unit !== t.id && edgeDistance(m, e) < HWR_ENGAGEMENT_IN - 1e-6) illegal(`${m.name} would end within 1" of ${e.name}, which is not a target of the charge.`, a);
  // "Any unit targeted by a charge can fire Overwatch once per phase ... resolved before the charging unit makes its Charge move."
  if (!engaged(d, t.id, t.player) && t.overwatchRound !== d.round) {
    t.overwatchRound = d.round;
    ctx.say(`${unitLabel(t)} fires Overwatch at the charging ${u.name} (hits on 6+).`, t.player);
    fireAt(d, ctx, t, u, true);
    if (d.result) return;
    if (!modelsOfUnit(d, u.id).length) return afterSelection(d, ctx, u);
  }
  // "Roll 2d6. This is the maximum number of inches any model from the charging unit can move."
  const faces = ctx.roll(2, `${u.name} charges ${t.name} (2d6)`, 6, u.player);
  const dist = faces[0]! + faces[1]!;
  const still = new Map([...moved].filter(([id]) => draftModel(d, id).onTable));
  const recheck = unitMoveProblem(d, u, still, dist, 'charge');
  if (recheck.problem) {
    // "If it cannot, it does not move this phase."
    ctx.say(`The charge fails (${dist}"): ${recheck.problem}. ${u.name} does not move.`, u.player);
    return afterSelection(d, ctx, u);
  }
  place(d, still);
  u.chargedRound = d.round;
  u.movedRound = d.round;
  ctx.say(`${u.name} charges ${dist}" into ${t.name}.`, u.player);
  afterSelection(d, ctx, u);
}

/** "may move up to 2"" (Pile In and Consolidate). */
export const FIGHT_MOVE_IN = 2;

/**
 * Why a Pile In or Consolidate move is not allowed, or null: each moved model goes "up to 2"", "provided the move takes
 * the model closer to an enemy model" (Pile In) or "closer to the closest enemy model" (Consolidate; the closest as the
 * move starts), "and does not break Unit Coherency". Vehicles "can pivot during a Pile In move" and "up to 45 degrees
 * during a Consolidate move"; other models keep their facing rules (Infantry "can pivot freely").
 */
export function fightMoveProblem(d: HwrDraft, u: HwrUnitState, moved: ReadonlyMap<string, ModelPosition>, kind: 'pile-in' | 'consolidate'): string | null {
  const enemies = d.models.filter((e) => e.onTable && e.player !== u.player);
  for (const m of modelsOfUnit(d, u.id)) {
    const p = moved.get(m.id);
    if (!p || (Math.abs(p.x - m.x) < 1e-9 && Math.abs(p.y - m.y) < 1e-9)) continue;
    const to = at(m, p);
    if (kind === 'pile-in') {
      if (!enemies.some((e) => edgeDistance(to, e) < edgeDistance(m, e) - 1e-9))
        return `${m.name} (${m.id}) would not end closer to an enemy model ("provided the move takes the model closer to an enemy model")`;
    } else {
      const closest = enemies.reduce<GameModel | null>((best, e) => (!best || edgeDistance(m, e) < edgeDistance(m, best) ? e : best), null);
      if (closest && !(edgeDistance(to, closest) < edgeDistance(m, closest) - 1e-9))
        return `${m.name} (${m.id}) would not end closer to the closest enemy model, ${closest.name} ("closer to the closest enemy model")`;
      if (isBig(u) && p.facingDeg !== undefined && Math.abs(((((p.facingDeg - m.facingDeg) % 360) + 540) % 360) - 180) > 45 + 1e-9)
        return `${m.name} may pivot only up to 45 degrees during a Consolidate move`;
    }
  }
  return unitMoveProblem(d, u, moved, FIGHT_MOVE_IN, 'pile-in').problem;
}

/**
 * Each model straight towards its nearest enemy model (Pile In) or the closest one (the same), up to 2" and stopping short
 * of base contact; models already in contact stay. The sample legalActions offers; null when it is not allowed.
 */
export function fightMoveSample(d: HwrDraft, u: HwrUnitState, kind: 'pile-in' | 'consolidate'): Map<string, ModelPosition> | null {
  const enemies = d.models.filter((e) => e.onTable && e.player !== u.player);
  if (!enemies.length) return null;
  const moved = new Map<string, ModelPosition>();
  for (const m of modelsOfUnit(d, u.id)) {
    const e = enemies.reduce((best, x) => (edgeDistance(m, x) < edgeDistance(m, best) ? x : best), enemies[0]!);
    const gap = edgeDistance(m, e);
    const step = Math.min(FIGHT_MOVE_IN - 0.01, gap - 0.05);
    if (step <= 0.05) continue;
    const len = Math.hypot(e.x - m.x, e.y - m.y) || 1;
    moved.set(m.id, { x: Math.round((m.x + ((e.x - m.x) / len) * step) * 1000) / 1000, y: Math.round((m.y + ((e.y - m.y) / len) * step) * 1000) / 1000 });
  }
  if (!moved.size) return null;
  return fightMoveProblem(d, u, moved, kind) ? null : moved;
}

function applyConsolidate(d: HwrDraft, a: GameAction, ctx: GameContext, id: string): void {
  const u = unitState(d, id)!;
  if (a.unit !== id || a.player !== u.player || (a.type !== 'consolidate' && a.type !== 'hold'))
    illegal(`${u.name} has just fought: it consolidates ("all models in the unit may move up to 2"") or holds, before anything else.`, a);
  if (a.type === 'consolidate') {
    const moved = readUnitPositions(a, modelsOfUnit(d, u.id), false);
    const why = fightMoveProblem(d, u, moved, 'consolidate');
    if (why) illegal(`${u.name} cannot consolidate there: ${why}.`, a);
    place(d, moved);
    ctx.say(`${unitLabel(u)} consolidates.`, u.player);
  }
  d.ruleset.consolidating = null;
  afterSelection(d, ctx, u);
}

function applyFight(d: HwrDraft, a: GameAction, ctx: GameContext, u: HwrUnitState): void {
  if (a.type === 'hold') return afterSelection(d, ctx, u);
  if (a.type !== 'fight') illegal('Fight phase: fight a target within 1", or hold.', a);
  const t = enemyTarget(d, a, u);
  // "1. Pile In": a fight action with positions moves the unit first.
  if (a.positions) {
    const moved = readUnitPositions(a, modelsOfUnit(d, u.id), false);
    const why = fightMoveProblem(d, u, moved, 'pile-in');
    if (why) illegal(`${u.name} cannot pile in there: ${why}.`, a);
    place(d, moved);
    ctx.say(`${unitLabel(u)} piles in.`, u.player);
  }
  // "Only models within 1" of an enemy model can make attacks." "The unit target must have a model within 1" of the attacking model."
  const fighters = modelsOfUnit(d, u.id).filter((m) => groupOf(d, m).profile.WS !== null && modelsOfUnit(d, t.id).some((x) => edgeDistance(m, x) <= HWR_ENGAGEMENT_IN + 1e-6));
  if (!fighters.length) illegal(`No model of ${u.name} that can make attacks is within 1" of ${t.name}.`, a);
  ctx.say(`${unitLabel(u)} fights ${unitLabel(t)} with ${fighters.length} model${fighters.length === 1 ? '' : 's'}.`, u.player);
  for (const m of fighters) {
    const left = modelsOfUnit(d, t.id);
    if (!left.length || !draftModel(d, m.id).onTable) continue;
    const p = groupOf(d, m).profile;
    if (p.A <= 0) continue;
    const w = meleeWeapon(d, m);
    // Named default fight.weapon: the model's A attacks with its first melee weapon, or S-user AP0 D1 without one.
    const attack: HwAttack = w
      ? { attacks: p.A, skill: p.WS!, strength: w.S === 'U' ? p.S : (w.S as number), ap: w.AP, damage: w.D, melee: true, rules: validRules(w.rules).filter((r) => r !== 'Flame') }
      : { attacks: p.A, skill: p.WS!, strength: p.S, ap: 0, damage: 1, melee: true };
    const r = rollAttack(attack, targetStats(d, t, m.x, m.y, false), wounded(left), (n, why, sides) => ctx.roll(n, `${m.name}${w ? `'s ${w.name}` : ''}: ${why}`, sides, u.player));
    ctx.say(`${m.name}: ${r.hits} hit${r.hits === 1 ? '' : 's'}, ${r.totalDamage} damage${r.slain.length ? `, ${r.slain.length} slain` : ''}.`, u.player);
    const slain = dealDamage(d, ctx, r.damageTo);
    u.fightInflicted += slain;
    t.fightTaken += slain;
    if (d.result) return;
  }
  // "8. Consolidate: After all attacks in a unit have been resolved, all models in the unit may move up to 2"".
  if (modelsOfUnit(d, u.id).length && d.models.some((e) => e.onTable && e.player !== u.player)) {
    d.ruleset.consolidating = u.id;
    d.toAct = u.player;
    return;
  }
  afterSelection(d, ctx, u);
}

function applyMorale(d: HwrDraft, a: GameAction, ctx: GameContext, u: HwrUnitState): void {
  if (a.type !== 'morale') illegal('Morale phase: take the unit\'s Morale test ("morale").', a);
  const mu = moraleUnit(d, u);
  const ld = moraleLeadership(mu);
  if (ld === null) {
    ctx.say(`${unitLabel(u)} passes its Morale test automatically.`, u.player);
    return afterSelection(d, ctx, u);
  }
  // "-1 Ld if it is below 25% ... -2 Ld if it is below 50%", read the other way round: said where it decides the Ld.
  const mod = moraleStrengthModifier(mu.originalModels, mu.modelsNow);
  const why = mod ? `; ${mod} Ld below ${mod === HWR_DEFAULT.moraleBelowQuarter ? '25%' : '50%'} of its models (named default morale.strengthModifiers)` : '';
  const faces = ctx.roll(2, `${u.name} Morale test (2d6, equal to or below Ld ${ld}${why})`, 6, u.player) as [number, number];
  if (moraleTest(faces, ld)) ctx.say(`${unitLabel(u)} passes its Morale test.`, u.player);
  else {
    u.failedMoraleRound = d.round;
    ctx.say(`${unitLabel(u)} fails its Morale test: it cannot Charge next turn, and must Fall Back if within 1" of an enemy.`, u.player);
  }
  afterSelection(d, ctx, u);
}

export function applyHwr(d: HwrDraft, a: GameAction, ctx: GameContext): void {
  if (d.ruleset.consolidating) return applyConsolidate(d, a, ctx, d.ruleset.consolidating);
  const u = selected(d, a);
  d.activation = u.id;
  switch (d.phase) {
    case 'Deployment':
      return applyDeploy(d, a, ctx, u);
    case 'Movement':
      return applyMovement(d, a, ctx, u);
    case 'Psychic':
      return applyPsychic(d, a, ctx, u);
    case 'Shooting':
      return applyShooting(d, a, ctx, u);
    case 'Charge':
      return applyCharge(d, a, ctx, u);
    case 'Fight':
      return applyFight(d, a, ctx, u);
    default:
      return applyMorale(d, a, ctx, u);
  }
}

/** The first round begins with its Deployment phase. */
export function beginHwr(d: HwrDraft, ctx: GameContext): void {
  startRound(d, ctx);
}

export { chargeBlock, isBig, mustFallBack, mustRetreat };
