// Reglas básicas' moves: "move each of the models a distance up to the model's Move characteristic", Run and Retreat
// twice that, a Charge "up to twice its Move characteristic but must end its move in combat", the Shoot action's Move and
// the Fight action's "Adjust move of up to 3"". Each is ruled by the kit's one unit move check (the text has no terrain
// rules: impassable pieces, enemy bases and the table edge stop a model) and the combat rule of its kind; the drag
// readout (judgeRbMove) reads the same ruling.
import { checkUnitMove, illegal, modelAt, placeModels, readUnitPositions, unitOnTable, type UnitMoveResult } from '../../../game/kit';
import { IllegalActionError, type GameAction, type GameContext, type ModelPosition, type MoveVerdict } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import { REGLAS_BASICAS } from '../values';
import { RB_DEFAULT } from './defaults';
import { chosen } from './sequence';
import { HORNBLOWER_CHARGE_IN } from './specials';
import { enemy, inCombat, playerName, specialsFor, unitData, type RbDraft, type RbMoveKind, type RbUnitState } from './state';

/** The kinds of move a unit may choose (the Movement phase's, and the Action Phase's Move, Run and Charge). */
export const MOVE_KINDS = ['move', 'run', 'retreat', 'charge'] as const;
export type RbMove = (typeof MOVE_KINDS)[number];
export const isMoveKind = (t: string): t is RbMove => (MOVE_KINDS as readonly string[]).includes(t);

/**
 * How far the unit may go for a move of this kind: "Movement" to Move, twice it to Run, Charge or Retreat, and a
 * hornblower's "+2\" Movement when Charging" (named default reglas.hornblower: the army file says whether it takes one).
 */
export function rbAllowanceIn(d: RbDraft, u: RbUnitState, kind: string): number {
  const data = unitData(d, u);
  if (kind === 'move') return data.movementIn;
  return 2 * data.movementIn + (kind === 'charge' && data.hornblower && specialsFor(d, u).hornblowerMay ? HORNBLOWER_CHARGE_IN : 0);
}

/**
 * The one check of a unit's move: each model "a distance up to" the allowance, not through enemy bases or impassable
 * ground. `verdictOnly` (the offers): stop at the first refusal.
 */
function pathCheck(d: RbDraft, u: RbUnitState, moved: ReadonlyMap<string, ModelPosition>, allowanceIn: number, allowanceWords: string, verdictOnly = false): UnitMoveResult {
  return checkUnitMove(d, unitOnTable(d, u.id), moved, { rules: REGLAS_BASICAS.measuring.movement, allowanceIn, passOver: 'friends-only', coherency: null, allowanceWords, rulingTerrainOnly: true, firstRefusalOnly: verdictOnly });
}

/** Whether any model of the unit, at its new place, ends within the in-combat distance of an enemy model (of unit `only`). */
function endsInCombat(d: RbDraft, u: RbUnitState, moved: ReadonlyMap<string, ModelPosition>, only?: string): boolean {
  const enemies = d.models.filter((e) => e.onTable && e.player !== u.player && (!only || e.unit === only));
  return unitOnTable(d, u.id).some((m) => enemies.some((e) => edgeDistance(modelAt(m, moved.get(m.id)), e) <= RB_DEFAULT.inCombatIn + 1e-9));
}

/**
 * A move of this kind within `allowanceIn`: the path, then where it may end ("must end its move in combat", or out of it).
 * The refusal's words (null when allowed) and what the move costs; `verdictOnly` for the offers (the first refusal found).
 */
export function rbMoveRuling(d: RbDraft, u: RbUnitState, moved: ReadonlyMap<string, ModelPosition>, allowanceIn: number, kind: RbMoveKind, target?: RbUnitState, verdictOnly = false): { problem: string | null; costIn: number } {
  const path = pathCheck(d, u, moved, allowanceIn, 'of movement', verdictOnly);
  const costIn = path.costIn;
  if (path.problem) return { problem: path.problem, costIn };
  // "That unit may move twice its move characteristic but must end its move in combat."
  if (kind === 'charge') return { problem: endsInCombat(d, u, moved, target!.id) ? null : `a Charge "must end its move in combat" with ${target!.name}`, costIn };
  if (!endsInCombat(d, u, moved)) return { problem: null, costIn };
  return { problem: kind === 'retreat' ? 'a Retreat must end out of combat (named default reglas.retreat)' : `only a Charge may end in combat (within ${RB_DEFAULT.inCombatIn}" of an enemy)`, costIn };
}

/**
 * A chosen unit's move, run, retreat or charge as the referee rules it: the one check applyMove refuses by and the drag
 * readout shows (judgeRbMove). The allowance is the Move characteristic, twice it to Run, Charge or Retreat. Throws
 * IllegalActionError for a charge at no enemy unit, or positions that are not positions.
 */
function ruleRbMove(d: RbDraft, a: GameAction, u: RbUnitState, kind: RbMove): MoveVerdict {
  const allowanceIn = rbAllowanceIn(d, u, kind);
  const engaged = inCombat(d, u);
  // "A unit must not be in combat to Move / Run / Charge"; "a unit that is in combat ... declare it is Retreating".
  if (kind === 'retreat' ? !engaged : engaged)
    return { ok: false, reasons: [kind === 'retreat' ? `${u.name} is not in combat: only a unit in combat may Retreat.` : `${u.name} is in combat: "A unit must not be in combat to ${kind === 'move' ? 'Move' : kind === 'run' ? 'Run' : 'Charge'}" (it may Retreat).`], costIn: 0, allowanceIn };
  const target = kind === 'charge' ? enemy(d, a, u) : undefined;
  const moved = readUnitPositions(a, unitOnTable(d, u.id));
  const { problem, costIn } = rbMoveRuling(d, u, moved, allowanceIn, kind, target);
  return problem ? { ok: false, reasons: [`${u.name} cannot ${kind} there: ${problem}.`], costIn, allowanceIn } : { ok: true, reasons: [], costIn, allowanceIn };
}

/** How a move, run, retreat or charge would be ruled now (null for other actions): the unit's choice and ruleRbMove. */
export function judgeRbMove(d: RbDraft, a: GameAction): MoveVerdict | null {
  const kinds: readonly string[] = d.phase === 'Movement' ? MOVE_KINDS : d.phase === 'Action' ? ['move', 'run', 'charge'] : [];
  if (d.ruleset.step === 'deployment' || !kinds.includes(a.type) || !isMoveKind(a.type)) return null;
  const unit = d.ruleset.units.find((x) => x.id === a.unit);
  const allowanceIn = unit ? rbAllowanceIn(d, unit, a.type) : 0;
  try {
    return ruleRbMove(d, a, chosen(d, a), a.type);
  } catch (e) {
    if (e instanceof IllegalActionError) return { ok: false, reasons: [e.reason], costIn: 0, allowanceIn };
    throw e;
  }
}

/** The unit moves, runs, retreats or charges (a charge's target is named in the log). */
export function applyMove(d: RbDraft, a: GameAction, ctx: GameContext, u: RbUnitState, kind: RbMove): void {
  const ruling = ruleRbMove(d, a, u, kind);
  if (!ruling.ok) illegal(ruling.reasons[0]!, a);
  const target = kind === 'charge' ? enemy(d, a, u) : undefined;
  placeModels(d, readUnitPositions(a, unitOnTable(d, u.id)));
  u.moved = kind;
  ctx.say(`${playerName(u.player)}'s ${u.name} ${kind === 'move' ? 'moves' : kind === 'run' ? 'runs' : kind === 'retreat' ? 'retreats' : `charges ${target!.name}`}.`, u.player);
}

/** The Shoot action's Move: none without positions; with them, `move` says "before" or "after" the shots. */
export function shootMoveWhen(d: RbDraft, a: GameAction, u: RbUnitState): 'before' | 'after' | null {
  if (a.positions === undefined) return null;
  if (inCombat(d, u)) illegal(`${u.name} is in combat: only a unit that is not "may Move before or after Shooting".`, a);
  if (a.move !== 'before' && a.move !== 'after') illegal('Shoot with a Move: say move: "before" or "after" ("it may Move before or after Shooting").', a);
  return a.move;
}

/** A Move ("move each of the models a distance up to the model's Move characteristic"), not ending in combat. */
export function shootMove(d: RbDraft, a: GameAction, ctx: GameContext, u: RbUnitState): void {
  const moved = readUnitPositions(a, unitOnTable(d, u.id));
  const { problem } = rbMoveRuling(d, u, moved, unitData(d, u).movementIn, 'move');
  if (problem) illegal(`${u.name} cannot move there: ${problem}.`, a);
  placeModels(d, moved);
  ctx.say(`${playerName(u.player)}'s ${u.name} moves ${String(a.move)} shooting.`, u.player);
}

/** "You may make an Adjust move of up to 3" with that unit. This move cannot take you out of combat." */
export function adjustMove(d: RbDraft, a: GameAction, ctx: GameContext, u: RbUnitState): void {
  const moved = readUnitPositions(a, unitOnTable(d, u.id));
  const path = pathCheck(d, u, moved, 3, 'for an Adjust move ("up to 3"")');
  if (path.problem) illegal(`${u.name} cannot adjust there: ${path.problem}.`, a);
  if (!endsInCombat(d, u, moved)) illegal(`${u.name} cannot adjust there: "This move cannot take you out of combat".`, a);
  placeModels(d, moved);
  ctx.say(`${playerName(u.player)}'s ${u.name} makes an Adjust move.`, u.player);
}
