// Nuceria's Move action: a Normal Move ("Move any distance up to the value on a unit’s “Movement” stat") and a Charge
// ("Add 1d6 to a unit’s “Movement” stat and move that unit up to that distance"), each ruled by the kit's one unit move
// check with Nuceria's terrain rules: Environmental Terrain "halves movement as units pass through it (rounded up)" (Fly
// spared), "Infantry units are the only type of unit that can enter and move through Obscuring Terrain", never through an
// enemy base, and "Models must stay within 1” of each other". The drag readout (judgeNuMove) reads the same check.
import { checkUnitMove, illegal, modelAt, other, readUnitPositions, unitOnTable, type UnitMoveResult } from '../../../game/kit';
import { IllegalActionError, type GameAction, type GameContext, type ModelPosition, type MoveVerdict } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import { surfaceHeightAt } from '../../../surface';
import { NUCERIA } from '../values';
import type { NuActionOf } from './actions';
import { attacksOfOpportunity, lockedWith } from './melee';
import { hasKeyword, liveUnits, MELEE_IN, unitData, unitState, type NuDraft, type NuPosition, type NuUnitState } from './state';

/** Puts the models at their new places, each on the highest floor at or below the `z` its position asks for (the table if none). */
export function place(d: NuDraft, moved: ReadonlyMap<string, NuPosition>): void {
  for (const [id, p] of moved) {
    const m = d.models.find((x) => x.id === id)!;
    m.x = p.x;
    m.y = p.y;
    m.z = typeof p.z === 'number' && Number.isFinite(p.z) ? surfaceHeightAt(d.setup.layout, p.x, p.y, p.z + 1e-6) : 0;
    if (p.facingDeg !== undefined) m.facingDeg = p.facingDeg;
  }
}

/** The kit's words for a broken rule, with the rule quoted as Nuceria writes it. */
const RULE_WORDS: readonly [string, string][] = [
  ['it would break unit coherency', '"Models must stay within 1” of each other to be in unit coherency"'],
  ['Only infantry may enter obscuring terrain', '"Infantry units are the only type of unit that can enter and move through Obscuring Terrain"'],
];
const cited = (problem: string): string => {
  const quote = RULE_WORDS.find(([words]) => problem.includes(words));
  return quote ? `${problem} (${quote[1]})` : problem;
};

/**
 * The one check of a unit's move (null allowance: the path alone, as a Charge is checked before its die). `verdictOnly`
 * (the offers): stop at the first refusal.
 */
export function nuMoveCheck(d: NuDraft, u: NuUnitState, moved: ReadonlyMap<string, ModelPosition>, allowanceIn: number | null, verdictOnly = false): UnitMoveResult {
  return checkUnitMove(d, unitOnTable(d, u.id), moved, {
    rules: NUCERIA.measuring.movement,
    allowanceIn,
    flies: hasKeyword(d, u, 'Fly'),
    flyOverBases: false,
    isInfantry: hasKeyword(d, u, 'Infantry'),
    passOver: 'friends-only',
    coherency: NUCERIA.measuring.coherency,
    allowanceWords: 'of Movement',
    rulingTerrainOnly: true,
    firstRefusalOnly: verdictOnly,
  });
}

/** The allowance the check held the move to: `allowanceIn`, halved (rounded up) where a model crosses Environmental Terrain. */
function allowanceOf(check: UnitMoveResult, allowanceIn: number): number {
  return Math.min(allowanceIn, ...[...check.perModel.values()].map((c) => c.allowanceIn));
}

/**
 * The active unit's Move as the referee rules it: the one check a 'move' is refused by and the drag readout shows. The
 * allowance is the unit's Movement whichever way it goes; a path through Environmental Terrain is refused past half of it
 * with the halving in the reason.
 */
function ruleNuMove(d: NuDraft, u: NuUnitState, moved: ReadonlyMap<string, ModelPosition>): MoveVerdict {
  const allowanceIn = unitData(d, u).movementIn;
  const check = nuMoveCheck(d, u, moved, allowanceIn);
  return check.problem ? { ok: false, reasons: [`${u.name} cannot move there: ${cited(check.problem)}.`], costIn: check.costIn, allowanceIn } : { ok: true, reasons: [], costIn: check.costIn, allowanceIn };
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
  if (unitOnTable(d, u.id).length === 0) return refuse(`${u.name} is in reserves: it must arrive first.`);
  try {
    return ruleNuMove(d, u, readUnitPositions(a, unitOnTable(d, u.id)));
  } catch (e) {
    if (e instanceof IllegalActionError) return refuse(e.reason);
    throw e;
  }
}

/** The enemy unit on the table an action targets. */
export function enemy(d: NuDraft, a: GameAction, u: NuUnitState): NuUnitState {
  const t = unitState(d, a.target);
  if (!t || t.player === u.player || !unitOnTable(d, t.id).length) illegal(`${String(a.target)} is not an enemy unit on the table.`, a);
  return t;
}

/** A unit on the table about to move: the enemy units it is in melee range of now (they may strike as it leaves). */
function lockedByNow(d: NuDraft, a: GameAction, u: NuUnitState): NuUnitState[] {
  if (!unitOnTable(d, u.id).length) illegal(`${u.name} is in reserves: it must arrive first.`, a);
  return liveUnits(d, other(u.player)).filter((e) => lockedWith(d, u.id, e.id));
}

/** "Normal Move: Move any distance up to the value on a unit’s “Movement” stat." */
export function normalMove(d: NuDraft, a: NuActionOf<'move'>, ctx: GameContext, u: NuUnitState): void {
  const lockedBy = lockedByNow(d, a, u);
  const moved = readUnitPositions(a, unitOnTable(d, u.id));
  const ruling = ruleNuMove(d, u, moved);
  if (!ruling.ok) illegal(ruling.reasons[0]!, a);
  place(d, moved);
  ctx.say(`${u.name} moves.`, u.player);
  attacksOfOpportunity(d, ctx, u, lockedBy);
}

/**
 * "Charge: Add 1d6 to a unit’s “Movement” stat and move that unit up to that distance." The path is checked before the
 * die; a charge that falls short does not move (named default nuceria.charge).
 */
export function chargeMove(d: NuDraft, a: NuActionOf<'charge'>, ctx: GameContext, u: NuUnitState): void {
  const lockedBy = lockedByNow(d, a, u);
  const moved = readUnitPositions(a, unitOnTable(d, u.id));
  const data = unitData(d, u);
  const t = enemy(d, a, u);
  const path = nuMoveCheck(d, u, moved, null);
  if (path.problem) illegal(`${u.name} cannot charge there: ${cited(path.problem)}.`, a);
  const ends = unitOnTable(d, u.id).map((m) => modelAt(m, moved.get(m.id)));
  if (!ends.some((m) => unitOnTable(d, t.id).some((x) => edgeDistance(m, x) <= MELEE_IN + 1e-9))) illegal(`A Charge must end in melee range of ${t.name}.`, a);
  const [f] = ctx.roll(1, `${u.name} charges ${t.name} (Movement ${data.movementIn}" + 1d6)`, 6, u.player);
  const reachIn = data.movementIn + f!;
  const rolled = nuMoveCheck(d, u, moved, reachIn);
  if (rolled.problem) {
    const allowanceIn = allowanceOf(rolled, reachIn);
    const halved = allowanceIn < reachIn ? `, halved to ${allowanceIn}" by Environmental Terrain` : '';
    ctx.say(`The charge falls short (${reachIn.toFixed(0)}"${halved} of ${rolled.costIn.toFixed(1)}" needed): ${u.name} stays (named default nuceria.charge).`, u.player);
  } else {
    place(d, moved);
    d.ruleset.active!.charged = true;
    ctx.say(`${u.name} charges ${t.name}.`, u.player);
  }
  attacksOfOpportunity(d, ctx, u, lockedBy);
}
