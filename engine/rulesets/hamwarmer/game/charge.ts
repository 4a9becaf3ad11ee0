// HamWarmer's Charge phase (001_9d9921dd118cdf65.txt "5: CHARGE"): who may charge, the target's Overwatch, the 2d6 roll and
// the charge move, checked as any move before and after the dice.
import { edgeDistance } from '../../../measure/distance';
import { illegal, modelAt, other, placeModels, readUnitPositions, unitOnTable } from '../../../game/kit';
import type { GameContext } from '../../../game/types';
import type { HwrActionOf } from './actions';
import { whyCannotCharge } from './eligibility';
import { unitMoveCheck } from './movement';
import { HWR_CHARGE_RANGE_IN, HWR_ENGAGEMENT_IN } from './rulesetValues';
import { enemyTarget, fireAt } from './shooting';
import { engaged, failedMorale, onTableUnits, unitGap, unitLabel, type HwrDraft, type HwrUnitState } from './state';

/** Why the unit may not charge this phase (in range, not engaged, not after Falling Back, failing Morale ...), or null. */
export function chargeBlock(d: HwrDraft, u: HwrUnitState): string | null {
  const nearestEnemyIn = Math.min(...onTableUnits(d, other(u.player)).map((e) => unitGap(d, u.id, e.id)));
  return whyCannotCharge(
    { name: u.name, types: u.types, engaged: engaged(d, u.id, u.player), fellBack: u.fellBackRound === d.round, failedMorale: failedMorale(d, u), arrivedByDeepStrike: u.deepStruckRound === d.round, disembarkedFromWreck: u.wreckRound === d.round },
    nearestEnemyIn,
  );
}

/**
 * Why a charge move to `moved` at `target` cannot end so (before the dice): a model "within 1" of a model from every enemy
 * unit that was charged", and none within 1" of an enemy model "that is not part of a unit targeted by the charge". Null
 * when it may.
 */
export function chargeEndProblem(d: HwrDraft, u: HwrUnitState, target: HwrUnitState, moved: ReadonlyMap<string, { x: number; y: number }>): string | null {
  const ends = unitOnTable(d, u.id).map((m) => modelAt(m, moved.get(m.id)));
  if (!ends.some((m) => unitOnTable(d, target.id).some((x) => edgeDistance(m, x) <= HWR_ENGAGEMENT_IN + 1e-6))) return `The charge must end with a model of ${u.name} within 1" of ${target.name}.`;
  for (const m of ends)
    for (const e of d.models)
      if (e.onTable && e.player !== u.player && e.unit !== target.id && edgeDistance(m, e) < HWR_ENGAGEMENT_IN - 1e-6) return `${m.name} would end within 1" of ${e.name}, which is not a target of the charge.`;
  return null;
}

/** "Select a unit ... it may select one or more targets within 12"": Overwatch, then "Roll 2d6" and the charge move. */
export function chargeAt(d: HwrDraft, a: HwrActionOf<'charge'>, ctx: GameContext, u: HwrUnitState): void {
  const t = enemyTarget(d, a, u);
  // "it may select one or more targets within 12". Targets do not need to be visible."
  if (unitGap(d, u.id, t.id) > HWR_CHARGE_RANGE_IN + 1e-9) illegal(`${t.name} is not within ${HWR_CHARGE_RANGE_IN}" of ${u.name}.`, a);
  const moved = readUnitPositions(a, unitOnTable(d, u.id));
  const check = unitMoveCheck(d, u, moved, null, 'charge');
  if (check.problem) illegal(`${u.name} cannot charge there: ${check.problem}.`, a);
  const end = chargeEndProblem(d, u, t, moved);
  if (end) illegal(end, a);
  // "Any unit targeted by a charge can fire Overwatch once per phase ... resolved before the charging unit makes its Charge move."
  if (!engaged(d, t.id, t.player) && t.overwatchRound !== d.round) {
    t.overwatchRound = d.round;
    ctx.say(`${unitLabel(t)} fires Overwatch at the charging ${u.name} (hits on 6+).`, t.player);
    fireAt(d, ctx, t, u, true);
    if (d.result || !unitOnTable(d, u.id).length) return;
  }
  // "Roll 2d6. This is the maximum number of inches any model from the charging unit can move."
  const faces = ctx.roll(2, `${u.name} charges ${t.name} (2d6)`, 6, u.player);
  const dist = faces[0]! + faces[1]!;
  const still = new Map([...moved].filter(([id]) => d.models.some((m) => m.id === id && m.onTable)));
  const recheck = unitMoveCheck(d, u, still, dist, 'charge');
  if (recheck.problem) {
    // "If it cannot, it does not move this phase."
    ctx.say(`The charge fails (${dist}"): ${recheck.problem}. ${u.name} does not move.`, u.player);
    return;
  }
  placeModels(d, still);
  u.chargedRound = d.round;
  u.movedRound = d.round;
  ctx.say(`${u.name} charges ${dist}" into ${t.name}.`, u.player);
}
