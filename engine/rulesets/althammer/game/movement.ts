// Moving and charging ("Move", "Advance", "Charge"; named defaults althammer.enemyDistance, althammer.charge): each model
// moves up to its own Movement characteristic (+1d6 after an Advance) and the unit ends in coherency, not within 1" of an
// enemy unless it charges; a charge rolls 2d6 for the longest move. Every move is ruled by the kit's one movement check,
// which the drag readout reads too.
import { approachPositions, checkUnitMove, closestPair, illegal, modelAt, placeModels, possessive, readUnitPositions, strideToward, unitOnTable } from '../../../game/kit';
import { IllegalActionError, type GameAction, type GameContext, type GameModel, type ModelPosition, type MoveVerdict } from '../../../game/types';
import { checkCoherency } from '../../../measure/coherency';
import { edgeDistance } from '../../../measure/distance';
import { baseBoundingRadius } from '../../../bases';
import { ALTHAMMER } from '../values';
import type { AhActionOf } from './actions';
import { AH_DEFAULT } from './defaults';
import { activationProblem } from './rules';
import { enemyUnit, unitGap } from './targets';
import { groupOf, isPsychic, unitState, type AhDraft, type AhUnitState, type AhView } from './state';

/** The unit's models in coherency after the move (the ruleset's coherency: named default althammer.coherency). */
export function coherencyProblem(unitModels: readonly GameModel[], moved: ReadonlyMap<string, ModelPosition>): string | null {
  const rule = ALTHAMMER.measuring.coherency;
  const c = checkCoherency(unitModels.map((m) => modelAt(m, moved.get(m.id))), rule);
  return c.ok ? null : `"Units must end their movement in Unit Coherency" (${rule.distanceIn}" to another model): ${c.broken.join(', ')} would be out of it`;
}

/** The unit's slowest model's M (plus Advance's 1d6 this activation); each model moves its own M (ahMoveCheck). */
export function moveAllowance(d: AhView, unit: string): number {
  const base = Math.min(...unitOnTable(d, unit).map((m) => groupOf(d, m).profile.M));
  return base + (d.ruleset.active?.unit === unit ? d.ruleset.active.advanceIn : 0);
}

export interface AhMoveCheck {
  readonly problem: string | null;
  /** The longest move any model makes, inches. */
  readonly longestIn: number;
}

/**
 * The unit's new positions through the kit's checkUnitMove (plain movement: straight, not through enemy bases or
 * impassable terrain, on no base), each model within `allowanceIn` plus what its own M has over the slowest ("Each Model
 * in the Unit may move up to the number of inches indicated by its Movement characteristic"; null: no limit, a charge),
 * the unit in coherency, and (unless charging) no model ending within 1" of an enemy.
 */
export function ahMoveCheck(d: AhView, unit: string, moved: ReadonlyMap<string, ModelPosition>, allowanceIn: number | null, charging: boolean, firstRefusalOnly = false): AhMoveCheck {
  const models = unitOnTable(d, unit);
  // The offers want only the verdict: where the unit ends is cheap to judge, so it goes before any path is walked.
  const early = firstRefusalOnly ? endProblem(d, models, moved, charging) : null;
  if (early) return { problem: early, longestIn: 0 };
  const slowest = Math.min(...models.map((m) => groupOf(d, m).profile.M));
  const own = allowanceIn === null ? undefined : new Map(models.map((m) => [m.id, allowanceIn + groupOf(d, m).profile.M - slowest]));
  const check = checkUnitMove(d, models, moved, { rules: ALTHAMMER.measuring.movement, allowanceIn, ...(own ? { allowanceByModel: own } : {}), passOver: 'friends-only', rulingTerrainOnly: true, ...(firstRefusalOnly ? { firstRefusalOnly } : {}) });
  return { problem: check.problem ?? (firstRefusalOnly ? null : endProblem(d, models, moved, charging)), longestIn: check.costIn };
}

/** Where the unit would end: (unless charging) no model within 1" of an enemy model, and the unit in coherency. */
function endProblem(d: AhView, models: readonly GameModel[], moved: ReadonlyMap<string, ModelPosition>, charging: boolean): string | null {
  if (!charging)
    for (const m of models) {
      const p = moved.get(m.id);
      const e = p && d.models.find((o) => o.onTable && o.player !== m.player && edgeDistance(modelAt(m, p), o) < AH_DEFAULT.engagementIn - 1e-6);
      if (e) return `${m.name} would end within ${AH_DEFAULT.engagementIn}" of the enemy ${e.name} (only a Charge may: named default althammer.enemyDistance)`;
    }
  return coherencyProblem(models, moved);
}

/** The active unit's move as the referee rules it: the one check a 'move' is refused by and the drag readout shows. */
function ruleAhMove(d: AhView, u: AhUnitState, moved: ReadonlyMap<string, ModelPosition>): MoveVerdict {
  const allowanceIn = moveAllowance(d, u.id);
  const check = ahMoveCheck(d, u.id, moved, allowanceIn, false);
  return check.problem ? { ok: false, reasons: [`${u.name} cannot move there: ${check.problem}.`], costIn: check.longestIn, allowanceIn } : { ok: true, reasons: [], costIn: check.longestIn, allowanceIn };
}

/** How a 'move' of the active unit would be ruled now (null for other actions): the activation's rules and ruleAhMove. */
export function judgeAhMove(d: AhView, a: GameAction): MoveVerdict | null {
  const act = d.ruleset.active;
  if (a.type !== 'move' || d.ruleset.step !== 'battle' || !act) return null;
  const u = unitState(d, act.unit);
  if (!u) return null;
  const allowanceIn = moveAllowance(d, u.id);
  const why = activationProblem(act.taken, 'move', isPsychic(u));
  if (why) return { ok: false, reasons: [`${u.name} cannot move: ${why}.`], costIn: 0, allowanceIn };
  try {
    return ruleAhMove(d, u, readUnitPositions(a, unitOnTable(d, u.id), false));
  } catch (e) {
    if (e instanceof IllegalActionError) return { ok: false, reasons: [e.reason], costIn: 0, allowanceIn };
    throw e;
  }
}

/** "Move": each model up to its Movement characteristic, ending in coherency. */
export function applyMove(d: AhDraft, a: AhActionOf<'move'>, ctx: GameContext, u: AhUnitState): void {
  const moved = readUnitPositions(a, unitOnTable(d, u.id), false);
  const ruling = ruleAhMove(d, u, moved);
  if (!ruling.ok) illegal(ruling.reasons[0]!, a);
  placeModels(d, moved);
  ctx.say(`${u.name} moves (up to ${ruling.costIn.toFixed(1)}" of ${ruling.allowanceIn}").`, a.player);
}

/** "Advance: For the duration of the Activation, the Unit's Move characteristic is increased by 1d6 inches." */
export function applyAdvance(d: AhDraft, a: AhActionOf<'advance'>, ctx: GameContext, u: AhUnitState): void {
  const [f] = ctx.roll(1, `${u.name} Advances (+1d6" Move)`, 6, a.player);
  d.ruleset.active!.advanceIn = f!;
  ctx.say(`${possessive(u.name)} Move is ${moveAllowance(d, u.id)}" for this activation.`, a.player);
}

/** A charge (named default althammer.charge): a target within 12", 2d6 for the longest move, a model ending within 1" of it. */
export function applyCharge(d: AhDraft, a: AhActionOf<'charge'>, ctx: GameContext, u: AhUnitState): void {
  const target = enemyUnit(d, a, u.player);
  const gap = unitGap(d, u.id, target.id);
  if (gap > AH_DEFAULT.chargeRangeIn + 1e-9) illegal(`${target.name} is ${gap.toFixed(1)}" away; a charge target must be within ${AH_DEFAULT.chargeRangeIn}" (named default althammer.charge).`, a);
  const models = unitOnTable(d, u.id);
  const moved = readUnitPositions(a, models, false);
  const check = ahMoveCheck(d, u.id, moved, null, true);
  if (check.problem) illegal(`${u.name} cannot charge there: ${check.problem}.`, a);
  if (!reachesTarget(d, models, moved, target.id)) illegal(`A charge must bring a model of ${u.name} within ${AH_DEFAULT.engagementIn}" of ${target.name}.`, a);
  const faces = ctx.roll(2, `${u.name} charges ${target.name} (2d6)`, 6, u.player);
  const dist = faces[0]! + faces[1]!;
  if (check.longestIn > dist + 1e-6) {
    ctx.say(`The charge fails: it needs ${check.longestIn.toFixed(1)}" and rolled ${dist}". ${u.name} stays where it is.`, u.player);
    return;
  }
  placeModels(d, moved);
  ctx.say(`${u.name} charges ${dist}" into ${target.name}.`, u.player);
}

/** Whether a model of the unit ends within 1" of the target unit. */
function reachesTarget(d: AhView, models: readonly GameModel[], moved: ReadonlyMap<string, ModelPosition>, target: string): boolean {
  return models.some((m) => unitOnTable(d, target).some((t) => edgeDistance(modelAt(m, moved.get(m.id)), t) <= AH_DEFAULT.engagementIn + 1e-6));
}

const centroid = (ms: readonly GameModel[]) => ({ x: ms.reduce((s, m) => s + m.x, 0) / ms.length, y: ms.reduce((s, m) => s + m.y, 0) / ms.length });

/** Move offers: the unit as a block towards the nearest objective, up to the nearest enemy, and away from it. */
export function moveActions(d: AhView, u: AhUnitState): GameAction[] {
  const models = unitOnTable(d, u.id);
  const c = centroid(models);
  const allowanceIn = moveAllowance(d, u.id);
  const nearestOf = <T extends { x: number; y: number }>(xs: readonly T[]) => xs.reduce<T | undefined>((b, x) => (!b || Math.hypot(x.x - c.x, x.y - c.y) < Math.hypot(b.x - c.x, b.y - c.y) ? x : b), undefined);
  const obj = nearestOf(d.ruleset.objectives);
  const foe = nearestOf(d.models.filter((m) => m.onTable && m.player !== u.player));
  const aims: { x: number; y: number; stopIn: number }[] = [];
  if (obj) aims.push({ x: obj.x, y: obj.y, stopIn: 0.5 });
  if (foe) aims.push({ x: foe.x, y: foe.y, stopIn: AH_DEFAULT.engagementIn + 2 * baseBoundingRadius(foe.base) + 1.5 }, { x: 2 * c.x - foe.x, y: 2 * c.y - foe.y, stopIn: 0 });
  const ok = (moved: ReadonlyMap<string, ModelPosition>) => !ahMoveCheck(d, u.id, moved, allowanceIn, false, true).problem;
  return aims.flatMap((aim) => {
    // A hair short of the allowance, so positions rounded to the thousandth stay within it.
    const moved = strideToward(models, c, aim, allowanceIn - 0.01, ok);
    return moved ? [{ type: 'move', player: u.player, positions: Object.fromEntries(moved) }] : [];
  });
}

/** Charge offers: for each enemy unit in reach, the unit as a block until its closest model stands 0.5" from the target's. */
export function chargeActions(d: AhView, u: AhUnitState, enemyUnits: readonly AhUnitState[]): GameAction[] {
  const models = unitOnTable(d, u.id);
  const out: GameAction[] = [];
  for (const t of enemyUnits) {
    const pair = closestPair(models, unitOnTable(d, t.id));
    if (!pair || pair.gapIn > AH_DEFAULT.chargeRangeIn || pair.gapIn < 0.3) continue;
    const moved = approachPositions(models, pair, (mv) => reachesTarget(d, models, mv, t.id) && !ahMoveCheck(d, u.id, mv, null, true, true).problem);
    if (moved) out.push({ type: 'charge', player: u.player, target: t.id, positions: Object.fromEntries(moved) });
  }
  return out;
}
