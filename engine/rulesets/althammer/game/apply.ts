// AltHammer transitions (000_6eade6d934505fab.txt; after its Shoot action the text stops, so attacks, charges, fights and
// damage are HamWarmer 24.5's: named default althammer.resolution). Each action is checked in players' words first.
import { draftView } from '../../../game/draftView';
import { boardOf } from '../../../game/board';
import { overLimitInches, standingProblem as sharedStanding, straightPathProblem, readUnitPositions, rollOff } from '../../../game/kit';
import { IllegalActionError, type AttackPreview, type GameAction, type GameContext, type GameModel, type GameState, type ModelPosition, type MoveVerdict, type PlayerIndex } from '../../../game/types';
import { lineOfSight } from '../../../los/lineOfSight';
import { checkCoherency } from '../../../measure/coherency';
import { edgeDistance, pointToBaseDistance } from '../../../measure/distance';
import type { Layout, Vec2 } from '../../../types';
import { HW_WEAPON_RULES, type HwAttack } from '../../hamwarmer/game/attack';
import { baseWithinZone } from '../../hamwarmer/game/deployment';
import { chainedShots } from '../../hamwarmer/game/distribution';
import { applyMortalWounds, rollAttack, rollValue, type WoundedModel } from '../../hamwarmer/game/resolve';
import { meleeWeapon as hwrMeleeWeapon, rangedWeapons as hwrRangedWeapons } from '../../hamwarmer/game/turn';
import { ALTHAMMER } from '../index';
import { armyPoints, type AhSpell } from './army';
import { AH_DEFAULT } from './defaults';
import { activationProblem, PERILS_DAMAGE, psychicTest, SMITE_DAMAGE, twoTurnsInARowProblem, type AhActionKind } from './rules';
import { armyOf, draftModel, groupOf, liveUnits, modelsOfUnit, other, playerName, radiusOf, unitLabel, unitState, type AhDraft, type AhState, type AhUnitState } from './state';


function illegal(reason: string, a: GameAction): never {
  throw new IllegalActionError(reason, a);
}

/** Player 0's zone along the near long edge (y = 0), player 1's along the far one (named default althammer.deployment). */
export function deploymentZone(table: { widthIn: number; depthIn: number }, p: PlayerIndex): Vec2[] {
  const { widthIn: w, depthIn: d } = table;
  const z = AH_DEFAULT.zoneDepthIn;
  return p === 0 ? [[0, 0], [w, 0], [w, z], [0, z]] : [[0, d - z], [w, d - z], [w, d], [0, d]];
}

const at = <M extends GameModel>(m: M, p: ModelPosition): M => ({ ...m, x: p.x, y: p.y });

/** Where a model may stand (the engine's shared placement rules). */
export const standingProblem = (d: AhDraft, m: GameModel, p: ModelPosition, moving: ReadonlyMap<string, ModelPosition>): string | null => sharedStanding(d, m, p, moving);
/** A straight move: not through enemy bases or impassable terrain (named default: plain movement). */
const pathProblem = (d: AhDraft, m: GameModel, to: ModelPosition): string | null => straightPathProblem(d, m, to);


/** The unit's models in coherency after the move (the ruleset's coherency: named default althammer.coherency). */
export function coherencyProblem(unitModels: readonly GameModel[], moved: ReadonlyMap<string, ModelPosition>): string | null {
  const rule = ALTHAMMER.measuring.coherency;
  const placed = unitModels.map((m) => (moved.has(m.id) ? at(m, moved.get(m.id)!) : m));
  const c = checkCoherency(placed, rule);
  return c.ok ? null : `"Units must end their movement in Unit Coherency" (${rule.distanceIn}" to another model): ${c.broken.join(', ')} would be out of it`;
}

export interface UnitMoveCheck {
  readonly problem: string | null;
  /** The longest move any model makes, inches. */
  readonly longestIn: number;
}

/**
 * Checks the unit's new positions: each model's straight move within `allowanceIn` (when given), not through enemies or
 * impassable terrain, standing clear, the unit in coherency, and (unless charging) no model within 1" of an enemy.
 */
export function unitMoveProblem(d: AhDraft, unit: string, moved: ReadonlyMap<string, ModelPosition>, allowanceIn: number | null, charging: boolean): UnitMoveCheck {
  const models = modelsOfUnit(d, unit);
  // "Each Model in the Unit may move up to the number of inches indicated by its Movement characteristic": `allowanceIn` is
  // the unit's (its slowest model's, as moveAllowance); a faster model adds the inches its own M has over that.
  const slowest = Math.min(...models.map((m) => groupOf(d, m).profile.M));
  let longestIn = 0;
  for (const m of models) {
    const p = moved.get(m.id);
    if (!p) continue;
    const dist = Math.hypot(p.x - m.x, p.y - m.y);
    longestIn = Math.max(longestIn, dist);
    const own = allowanceIn === null ? null : allowanceIn + groupOf(d, m).profile.M - slowest;
    if (own !== null && dist > own + 1e-6) {
      const [would, may] = overLimitInches(dist, own);
      return { problem: `${m.name} (${m.id}) would move ${would}" and may move only ${may}"`, longestIn };
    }
    const path = pathProblem(d, m, p);
    if (path) return { problem: path, longestIn };
    const stand = standingProblem(d, m, p, moved);
    if (stand) return { problem: stand, longestIn };
    if (!charging)
      for (const e of d.models)
        if (e.onTable && e.player !== m.player && edgeDistance(at(m, p), e) < AH_DEFAULT.engagementIn - 1e-6)
          return { problem: `${m.name} would end within ${AH_DEFAULT.engagementIn}" of the enemy ${e.name} (only a Charge may: named default althammer.enemyDistance)`, longestIn };
  }
  const coh = coherencyProblem(models, moved);
  return { problem: coh, longestIn };
}

function place(d: AhDraft, moved: ReadonlyMap<string, ModelPosition>): void {
  for (const [id, p] of moved) {
    const m = draftModel(d, id);
    m.x = p.x;
    m.y = p.y;
    if (p.facingDeg !== undefined) m.facingDeg = p.facingDeg;
  }
}

// ---------- Line of sight, ranges, profiles ----------

export function losVisible(board: Layout, from: string, to: string): boolean {
  return lineOfSight(board, from, to, { ...ALTHAMMER.losOptions, rays: AH_DEFAULT.losRays }).visible;
}

/** The target unit's models within `rangeIn` of model m (edge to edge), nearest first. */
function inRange(m: GameModel, targets: readonly GameModel[], rangeIn: number): GameModel[] {
  return targets
    .map((t) => ({ t, dist: edgeDistance(m, t) }))
    .filter((x) => x.dist <= rangeIn + 1e-9)
    .sort((a, b) => a.dist - b.dist)
    .map((x) => x.t);
}

/** Whether model m sees some model of `targets` within range (the nearest two are tried). */
export function seesInRange(board: Layout, m: GameModel, targets: readonly GameModel[], rangeIn: number): GameModel | null {
  for (const t of inRange(m, targets, rangeIn).slice(0, 2)) if (losVisible(board, m.id, t.id)) return t;
  return null;
}

/** A model's ranged and melee weapons: HamWarmer's (the same army data; named default althammer.resolution). */
export const rangedWeapons = hwrRangedWeapons;
const meleeWeapon = hwrMeleeWeapon;

const validRules = (rules: readonly string[]): string[] => rules.filter((r) => (HW_WEAPON_RULES as readonly string[]).includes(r) && r !== 'Overwatch');

function targetStats(d: AhDraft, unit: string) {
  const m = modelsOfUnit(d, unit)[0]!;
  const p = groupOf(d, m).profile;
  return { toughness: p.T as number, save: p.Sv, invulnerable: p.invulnerable ?? null, cover: false };
}

const wounded = (models: readonly GameModel[]): WoundedModel[] => models.map((m) => ({ id: m.id, wounds: m.wounds }));

/** Takes damage off the models; those at 0 leave the table. Then checks whether an army is gone. */
function dealDamage(d: AhDraft, ctx: GameContext, damageTo: Record<string, number>): void {
  for (const [id, n] of Object.entries(damageTo)) {
    const m = draftModel(d, id);
    m.wounds = Math.max(0, m.wounds - n);
    if (m.wounds === 0) {
      m.onTable = false;
      ctx.say(`${playerName(m.player)}'s ${m.name} (${m.id}) is slain.`);
    }
  }
  checkArmiesLeft(d, ctx);
}

function checkArmiesLeft(d: AhDraft, ctx: GameContext): void {
  if (d.result || d.ruleset.step !== 'battle') return;
  const gone = ([0, 1] as PlayerIndex[]).filter((p) => liveUnits(d, p).length === 0);
  if (!gone.length) return;
  const winner: PlayerIndex | null = gone.length === 2 ? null : other(gone[0]!);
  const reason = gone.length === 2 ? 'both armies are destroyed' : `${playerName(gone[0]!)} has no models left on the table`;
  d.result = { winner, reason, score: [d.points[0], d.points[1]] };
  d.toAct = null;
  ctx.say(`The game ends: ${reason}.`);
}

// ---------- The steps of the game ----------

function startDeployment(d: AhDraft, ctx: GameContext): void {
  d.ruleset.step = 'deployment';
  d.phase = 'deployment';
  d.toAct = d.ruleset.rollOffWinner;
  ctx.say(`Deployment: ${playerName(d.toAct)} (the roll-off winner) places a unit first; the players alternate (named default althammer.deployment).`);
}


export function startRound(d: AhDraft, ctx: GameContext): void {
  d.round += 1;
  d.phase = 'battle';
  d.ruleset.step = 'battle';
  const live: [number, number] = [liveUnits(d, 0).length, liveUnits(d, 1).length];
  d.ruleset.turnsLeft = live;
  const first = rollOff(ctx, `Round ${d.round} roll-off`);
  d.toAct = live[first] > 0 ? first : other(first);
  ctx.say(`Round ${d.round}: ${playerName(first)} wins the roll-off and takes the first turn; ${live[0]} turns for Player 1, ${live[1]} for Player 2 (named default althammer.round).`);
}

/** Objectives held: a player holds one with more models within 3" of the marker (named default althammer.scoring). */
export function heldBy(d: { models: readonly GameModel[] }, o: { x: number; y: number }): PlayerIndex | null {
  const n = [0, 0];
  for (const m of d.models) if (m.onTable && pointToBaseDistance(m, [o.x, o.y]) <= AH_DEFAULT.objectiveRangeIn) n[m.player]! += 1;
  return n[0]! > n[1]! ? 0 : n[1]! > n[0]! ? 1 : null;
}

function endRound(d: AhDraft, ctx: GameContext): void {
  const scored = [0, 0];
  for (const o of d.ruleset.objectives) {
    const h = heldBy(d, o);
    if (h !== null) scored[h]! += 1;
  }
  d.points = [d.points[0] + scored[0]!, d.points[1] + scored[1]!];
  ctx.say(`End of round ${d.round}: Player 1 holds ${scored[0]} objective${scored[0] === 1 ? '' : 's'}, Player 2 holds ${scored[1]}. Score ${d.points[0]}-${d.points[1]}.`);
  if (d.round >= AH_DEFAULT.rounds) {
    const [a, b] = d.points;
    const winner: PlayerIndex | null = a > b ? 0 : b > a ? 1 : null;
    d.result = { winner, reason: `after ${AH_DEFAULT.rounds} rounds, ${winner === null ? 'a draw' : `${playerName(winner)} wins`} ${a}-${b} on objectives`, score: [a, b] };
    d.toAct = null;
    ctx.say(`The game ends: ${d.result.reason}.`);
    return;
  }
  startRound(d, ctx);
}

/** After an activation: the other player's turn if they have turns left, else this player's, else the round ends. */
function endTurn(d: AhDraft, ctx: GameContext, p: PlayerIndex): void {
  d.ruleset.active = null;
  d.activation = null;
  if (d.result) return;
  const rs = d.ruleset;
  rs.turnsLeft[p] = Math.max(0, rs.turnsLeft[p] - 1);
  const q = other(p);
  const can = (x: PlayerIndex) => rs.turnsLeft[x] > 0 && liveUnits(d, x).length > 0;
  if (can(q)) d.toAct = q;
  else if (can(p)) d.toAct = p;
  else endRound(d, ctx);
}

function applySideboard(d: AhDraft, a: GameAction, ctx: GameContext): void {
  if (a.type !== 'remove-unit') illegal('The Sideboard step: remove a unit ("remove-unit").', a);
  const u = unitState(d, a.unit);
  if (!u || u.player !== a.player || u.removed) illegal(`${String(a.unit)} is not one of your mustered units.`, a);
  u.removed = true;
  for (const m of d.models) if (m.unit === u.id) m.onTable = false;
  ctx.say(`${playerName(a.player)} removes ${u.name} from the sideboard (${u.points} points).`, a.player);
  const over = (p: PlayerIndex) => sideboardPoints(d, p) > armyOf(d, p).pointsLimit;
  const q = other(a.player);
  if (over(q)) d.toAct = q;
  else if (over(a.player)) d.toAct = a.player;
  else startDeployment(d, ctx);
}

export const sideboardPoints = (d: AhDraft | { ruleset: { units: readonly AhUnitState[] } }, p: PlayerIndex): number =>
  d.ruleset.units.filter((u) => u.player === p && !u.removed).reduce((s, u) => s + u.points, 0);

export const undeployed = (d: { models: readonly GameModel[]; ruleset: { units: readonly AhUnitState[] } }, p: PlayerIndex): AhUnitState[] =>
  d.ruleset.units.filter((u) => u.player === p && !u.removed && !d.models.some((m) => m.unit === u.id && m.onTable) && d.models.some((m) => m.unit === u.id && m.wounds > 0));

function applyDeploy(d: AhDraft, a: GameAction, ctx: GameContext): void {
  if (a.type !== 'deploy') illegal('Deployment: place a unit ("deploy" with its models\' positions).', a);
  const u = unitState(d, a.unit);
  if (!u || u.player !== a.player || u.removed) illegal(`${String(a.unit)} is not one of your units.`, a);
  if (!undeployed(d, a.player).includes(u)) illegal(`${u.name} is already on the table.`, a);
  const models = d.models.filter((m) => m.unit === u.id);
  const moved = readUnitPositions(a, models, true);
  const zone = deploymentZone(d.setup.layout.table, a.player);
  for (const m of models) {
    const p = moved.get(m.id)!;
    if (!baseWithinZone(at(m, p), zone)) illegal(`${m.name} (${m.id}) must be placed wholly within your ${AH_DEFAULT.zoneDepthIn}" deployment zone (named default althammer.deployment).`, a);
    const stand = standingProblem(d, m, p, moved);
    if (stand) illegal(`${stand}.`, a);
  }
  const coh = coherencyProblem(models, moved);
  if (coh) illegal(`${coh}.`, a);
  for (const m of models) draftModel(d, m.id).onTable = true;
  place(d, moved);
  ctx.say(`${playerName(a.player)} deploys ${u.name}.`, a.player);
  const q = other(a.player);
  if (undeployed(d, q).length) d.toAct = q;
  else if (undeployed(d, a.player).length) d.toAct = a.player;
  else startRound(d, ctx);
}

function applyActivate(d: AhDraft, a: GameAction, ctx: GameContext): void {
  if (a.type !== 'activate') illegal('Choose a unit to activate ("activate").', a);
  const u = unitState(d, a.unit);
  if (!u || u.player !== a.player || !liveUnits(d, a.player).includes(u)) illegal(`${String(a.unit)} is not one of your units on the table.`, a);
  const why = twoTurnsInARowProblem(u.id, d.ruleset.lastActivated[a.player], liveUnits(d, a.player).length);
  if (why) illegal(`${u.name} cannot be activated: ${why}.`, a);
  d.ruleset.active = { unit: u.id, taken: [], advanceIn: 0 };
  d.ruleset.lastActivated[a.player] = u.id;
  d.activation = u.id;
  ctx.say(`${playerName(a.player)} activates ${u.name}.`, a.player);
}

/** The unit's slowest model's M (plus Advance's 1d6 this activation); each model moves its own M (unitMoveProblem). */
export function moveAllowance(d: AhDraft, unit: string): number {
  const ms = modelsOfUnit(d, unit);
  const base = Math.min(...ms.map((m) => groupOf(d, m).profile.M));
  return base + (d.ruleset.active?.unit === unit ? d.ruleset.active.advanceIn : 0);
}

const isPsychic = (u: AhUnitState) => u.keywords.includes('Psychic');

function enemyUnit(d: AhDraft, a: GameAction, p: PlayerIndex): AhUnitState {
  const t = unitState(d, a.target);
  if (!t || t.player === p || !liveUnits(d, t.player).includes(t)) illegal(`${String(a.target)} is not an enemy unit on the table.`, a);
  return t;
}

/** Edge-to-edge distance between the closest models of two units. */
export function unitGap(d: { models: readonly GameModel[] }, a: string, b: string): number {
  let best = Infinity;
  for (const m of modelsOfUnit(d, a)) for (const t of modelsOfUnit(d, b)) best = Math.min(best, edgeDistance(m, t));
  return best;
}

/** The weapons of `u` that fire at `target`: every ranged weapon whose model sees a target model in range (the nearest two tried). */
function volleysAt(d: AhDraft, u: AhUnitState, target: AhUnitState) {
  const board = boardOf(d as never);
  const out: { m: GameModel; w: ReturnType<typeof rangedWeapons>[number]; dist: number; seen: GameModel; attack: HwAttack }[] = [];
  for (const m of modelsOfUnit(d, u.id)) {
    const p = groupOf(d, m).profile;
    if (p.BS === null) continue;
    for (const w of rangedWeapons(d, m)) {
      const seen = seesInRange(board, m, modelsOfUnit(d, target.id), w.range as number);
      if (!seen) continue;
      const dist = edgeDistance(m, seen);
      const attack: HwAttack = {
        attacks: w.shots,
        skill: p.BS,
        strength: w.S === 'U' ? p.S : (w.S as number),
        ap: w.AP,
        damage: w.D,
        rules: validRules(w.rules),
        halfRange: dist <= (w.range as number) / 2,
      };
      out.push({ m, w, dist, seen, attack });
    }
  }
  return out;
}

function doShoot(d: AhDraft, a: GameAction, ctx: GameContext, u: AhUnitState): void {
  const target = enemyUnit(d, a, u.player);
  const volleys = volleysAt(d, u, target);
  if (!volleys.length) illegal(`No model of ${u.name} has ${target.name} in range and in sight.`, a);
  ctx.say(`${unitLabel(u)} shoots ${unitLabel(target)}: ${volleys.length} weapon${volleys.length === 1 ? '' : 's'} in range and in sight.`, u.player);
  for (const { m, w, attack } of volleys) {
    const left = modelsOfUnit(d, target.id);
    if (!left.length) break;
    const r = rollAttack(attack, targetStats(d, target.id), wounded(left), (n, why, sides) => ctx.roll(n, `${m.name}'s ${w.name}: ${why}`, sides, u.player));
    ctx.say(`${m.name}'s ${w.name}: ${r.shots} shot${r.shots === 1 ? '' : 's'}, ${r.hits} hit${r.hits === 1 ? '' : 's'}, ${r.totalDamage} damage${r.slain.length ? `, ${r.slain.length} slain` : ''}.`, u.player);
    dealDamage(d, ctx, r.damageTo);
    if (d.result) return;
  }
}

/**
 * The active unit's `shoot` before any die is rolled (HamWarmer's resolution: named default althammer.resolution; AltHammer
 * gives no cover rule, so no cover).
 */
export function previewAhShot(state: GameState<AhState>, a: GameAction): AttackPreview | null {
  if (a.type !== 'shoot') return null;
  const d = draftView(state);
  const act = d.ruleset.active;
  const u = act ? unitState(d, act.unit) : undefined;
  const t = unitState(d, a.target);
  if (!u || !t || t.player === u.player) return null;
  const volleys = volleysAt(d, u, t);
  const stats = targetStats(d, t.id);
  const hp = modelsOfUnit(d, t.id)[0]?.maxWounds ?? 1;
  return {
    attacker: unitLabel(u),
    target: unitLabel(t),
    lines: volleys.map((v) => ({ from: v.m.id, to: v.seen.id, text: `${v.m.name}'s ${v.w.name}: ${v.dist.toFixed(1)}" to ${v.seen.name}`, rangeIn: v.dist, inCover: false })),
    ...chainedShots(volleys.map((v) => ({ attack: v.attack, target: { ...stats, hp } })), modelsOfUnit(d, t.id).length),
    cover: 'no cover rule in AltHammer (HamWarmer resolution without cover)',
    note: 'Each weapon is reckoned on unhurt models; wounds carried between weapons are not counted.',
  };
}

function doFight(d: AhDraft, a: GameAction, ctx: GameContext, u: AhUnitState): void {
  const target = enemyUnit(d, a, u.player);
  const reach = AH_DEFAULT.engagementIn;
  const targets = () => modelsOfUnit(d, target.id);
  const fighters = modelsOfUnit(d, u.id).filter((m) => groupOf(d, m).profile.WS !== null && targets().some((t) => edgeDistance(m, t) <= reach + 1e-6));
  if (!fighters.length) illegal(`No model of ${u.name} is within ${reach}" of ${target.name} (or able to fight).`, a);
  ctx.say(`${unitLabel(u)} fights ${unitLabel(target)} with ${fighters.length} model${fighters.length === 1 ? '' : 's'}.`, u.player);
  for (const m of fighters) {
    const left = targets();
    if (!left.length) break;
    const p = groupOf(d, m).profile;
    if (p.A <= 0) continue;
    const w = meleeWeapon(d, m);
    const attack: HwAttack = w
      ? { attacks: p.A, skill: p.WS!, strength: w.S === 'U' ? p.S : (w.S as number), ap: w.AP, damage: w.D, melee: true, rules: validRules(w.rules).filter((r) => r !== 'Flame') }
      : { attacks: p.A, skill: p.WS!, strength: p.S, ap: 0, damage: 1, melee: true };
    const r = rollAttack(attack, targetStats(d, target.id), wounded(left), (n, why, sides) => ctx.roll(n, `${m.name}${w ? `'s ${w.name}` : ' (bare hands)'}: ${why}`, sides, u.player));
    ctx.say(`${m.name}: ${r.hits} hit${r.hits === 1 ? '' : 's'}, ${r.totalDamage} damage${r.slain.length ? `, ${r.slain.length} slain` : ''}.`, u.player);
    dealDamage(d, ctx, r.damageTo);
    if (d.result) return;
  }
}

function doCharge(d: AhDraft, a: GameAction, ctx: GameContext, u: AhUnitState): void {
  const target = enemyUnit(d, a, u.player);
  const gap = unitGap(d, u.id, target.id);
  if (gap > AH_DEFAULT.chargeRangeIn + 1e-9) illegal(`${target.name} is ${gap.toFixed(1)}" away; a charge target must be within ${AH_DEFAULT.chargeRangeIn}" (named default althammer.charge).`, a);
  const models = modelsOfUnit(d, u.id);
  const moved = readUnitPositions(a, models, false);
  const check = unitMoveProblem(d, u.id, moved, null, true);
  if (check.problem) illegal(`${u.name} cannot charge there: ${check.problem}.`, a);
  const ends = models.map((m) => (moved.has(m.id) ? at(m, moved.get(m.id)!) : m));
  if (!ends.some((m) => modelsOfUnit(d, target.id).some((t) => edgeDistance(m, t) <= AH_DEFAULT.engagementIn + 1e-6)))
    illegal(`A charge must bring a model of ${u.name} within ${AH_DEFAULT.engagementIn}" of ${target.name}.`, a);
  const faces = ctx.roll(2, `${u.name} charges ${target.name} (2d6)`, 6, u.player);
  const dist = faces[0]! + faces[1]!;
  if (check.longestIn > dist + 1e-6) {
    ctx.say(`The charge fails: it needs ${check.longestIn.toFixed(1)}" and rolled ${dist}". ${u.name} stays where it is.`, u.player);
    return;
  }
  place(d, moved);
  ctx.say(`${u.name} charges ${dist}" into ${target.name}.`, u.player);
}

function doMagik(d: AhDraft, a: GameAction, ctx: GameContext, u: AhUnitState): void {
  const target = enemyUnit(d, a, u.player);
  const army = armyOf(d, u.player);
  const spellName = a.spell === undefined ? 'Smite' : a.spell;
  const spell: AhSpell | null = spellName === 'Smite' ? null : (army.spells.find((s) => s.name === spellName) ?? null);
  if (spellName !== 'Smite' && !spell) illegal(`${String(spellName)} is not a spell of your Detachment (Smite is known to every +Psychic+ model).`, a);
  const range = spell ? spell.rangeIn : AH_DEFAULT.smiteRangeIn;
  const board = boardOf(d as never);
  const casters = modelsOfUnit(d, u.id);
  if (!casters.some((m) => seesInRange(board, m, modelsOfUnit(d, target.id), range)))
    illegal(`${target.name} is not within ${range}" and in sight of ${u.name} (named default althammer.smite.range).`, a);
  const difficulty = spell ? spell.difficulty : d.ruleset.smiteDifficulty[u.player];
  const damage = spell ? spell.mortalDamage : SMITE_DAMAGE;
  ctx.say(`${unitLabel(u)} casts ${spellName} (Difficulty ${difficulty}) at ${unitLabel(target)}.`, u.player);
  let succeeded = false;
  for (const m of casters) {
    if (!draftModel(d, m.id).onTable) continue;
    const mind = groupOf(d, m).profile.Mind ?? 0;
    const faces = ctx.roll(2, `${m.name}'s Psychic test (2d6 + Mind ${mind}, more than ${difficulty})`, 6, u.player) as [number, number];
    const t = psychicTest(faces, mind, difficulty);
    succeeded ||= t.success;
    if (t.success && modelsOfUnit(d, target.id).length) {
      const n = rollValue(damage, (c, why, sides) => ctx.roll(c, `${spellName}: Mortal Damage ${why}`, sides, u.player), String(damage));
      const r = applyMortalWounds(n, wounded(modelsOfUnit(d, target.id)));
      ctx.say(`${spellName} succeeds (${t.total}): ${target.name} suffers ${n} Mortal Damage.`, u.player);
      dealDamage(d, ctx, r.damageTo);
      if (d.result) return;
    } else if (!t.success) ctx.say(`${spellName} fails (${t.total}).`, u.player);
    if (t.perils) {
      const n = rollValue(PERILS_DAMAGE, (c, why, sides) => ctx.roll(c, `Perils of Power: Mortal Damage ${why}`, sides, u.player), PERILS_DAMAGE);
      ctx.say(`Perils of Power (an unmodified ${faces[0] + faces[1]}): ${u.name} suffers ${n} Mortal Damage.`, u.player);
      const r = applyMortalWounds(n, wounded(modelsOfUnit(d, u.id)));
      dealDamage(d, ctx, r.damageTo);
      if (d.result) return;
    }
  }
  // "The Difficulty of this spell increases by 1 for your army" is one of Smite's effects: "if the result is greater than the
  // spell's Difficulty, then the spell is successful. Resolve the effects of the spell." A failed cast changes nothing.
  if (!spell && succeeded) {
    d.ruleset.smiteDifficulty[u.player] += 1;
    ctx.say(`Smite's Difficulty for ${playerName(u.player)}'s army is now ${d.ruleset.smiteDifficulty[u.player]} (named default althammer.smite.difficulty).`, u.player);
  }
}

/** The active unit's move as the referee rules it: the one check a 'move' is refused by and the drag readout shows. */
function ruleAhMove(d: AhDraft, u: AhUnitState, moved: ReadonlyMap<string, ModelPosition>): MoveVerdict {
  const allowanceIn = moveAllowance(d, u.id);
  const check = unitMoveProblem(d, u.id, moved, allowanceIn, false);
  return check.problem ? { ok: false, reasons: [`${u.name} cannot move there: ${check.problem}.`], costIn: check.longestIn, allowanceIn } : { ok: true, reasons: [], costIn: check.longestIn, allowanceIn };
}

/** How a 'move' of the active unit would be ruled now (null for other actions): the activation's rules and ruleAhMove. */
export function judgeAhMove(d: AhDraft, a: GameAction): MoveVerdict | null {
  const act = d.ruleset.active;
  if (a.type !== 'move' || d.ruleset.step === 'sideboard' || d.ruleset.step === 'deployment' || !act) return null;
  const u = unitState(d, act.unit);
  if (!u) return null;
  const allowanceIn = moveAllowance(d, u.id);
  const why = activationProblem(act.taken, 'move', isPsychic(u));
  if (why) return { ok: false, reasons: [`${u.name} cannot move: ${why}.`], costIn: 0, allowanceIn };
  try {
    return ruleAhMove(d, u, readUnitPositions(a, modelsOfUnit(d, u.id), false));
  } catch (e) {
    if (e instanceof IllegalActionError) return { ok: false, reasons: [e.reason], costIn: 0, allowanceIn };
    throw e;
  }
}

function applyInActivation(d: AhDraft, a: GameAction, ctx: GameContext): void {
  const act = d.ruleset.active!;
  const u = unitState(d, act.unit)!;
  if (a.type === 'end-activation') {
    ctx.say(`${u.name} ends its activation.`, a.player);
    return endTurn(d, ctx, a.player);
  }
  const kind = a.type as AhActionKind;
  if (!['move', 'advance', 'magik', 'shoot', 'charge', 'fight'].includes(kind)) illegal(`${u.name} is active: move, advance, magik, shoot, charge, fight or end-activation.`, a);
  const why = activationProblem(act.taken, kind, isPsychic(u));
  if (why) illegal(`${u.name} cannot ${kind}: ${why}.`, a);
  if (kind === 'move') {
    const moved = readUnitPositions(a, modelsOfUnit(d, u.id), false);
    const ruling = ruleAhMove(d, u, moved);
    if (!ruling.ok) illegal(ruling.reasons[0]!, a);
    place(d, moved);
    ctx.say(`${u.name} moves (up to ${ruling.costIn.toFixed(1)}" of ${ruling.allowanceIn}").`, a.player);
  } else if (kind === 'advance') {
    const [f] = ctx.roll(1, `${u.name} Advances (+1d6" Move)`, 6, a.player);
    act.advanceIn = f!;
    ctx.say(`${u.name}'s Move is ${moveAllowance(d, u.id)}" for this activation.`, a.player);
  } else if (kind === 'shoot') doShoot(d, a, ctx, u);
  else if (kind === 'fight') doFight(d, a, ctx, u);
  else if (kind === 'charge') doCharge(d, a, ctx, u);
  else doMagik(d, a, ctx, u);
  if (d.result) return;
  act.taken.push(kind);
  // A unit wiped out by its own Perils, or one that has done two actions, ends its activation.
  if (act.taken.length >= 2 || !liveUnits(d, a.player).includes(u)) endTurn(d, ctx, a.player);
}

export function applyAh(d: AhDraft, a: GameAction, ctx: GameContext): void {
  const rs = d.ruleset;
  if (rs.step === 'sideboard') return applySideboard(d, a, ctx);
  if (rs.step === 'deployment') return applyDeploy(d, a, ctx);
  if (!rs.active) return applyActivate(d, a, ctx);
  applyInActivation(d, a, ctx);
}

/** After setup: the Sideboard step when both armies took the option, else deployment. */
export function beginGame(d: AhDraft, ctx: GameContext): void {
  const over = ([0, 1] as PlayerIndex[]).filter((p) => armyPoints(armyOf(d, p)) > armyOf(d, p).pointsLimit);
  if (over.length) {
    d.ruleset.step = 'sideboard';
    d.phase = 'sideboard';
    const loser = other(d.ruleset.rollOffWinner);
    d.toAct = over.includes(loser) ? loser : over[0]!;
    ctx.say(`Sideboard: the players remove units until each army is at or below the points limit, beginning with ${playerName(loser)}, who lost the roll-off.`);
  } else startDeployment(d, ctx);
}

