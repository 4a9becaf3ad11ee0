// HamWarmer's Movement (001_9d9921dd118cdf65.txt "2: MOVEMENT"): every move a unit makes (Move, Fall Back, Charge, Pile In,
// Consolidate, a retreat's steps) is checked by the kit's one movement check with the values' movement rules, and the
// ruleset's own words on top (a Vehicle's hull pivot, a Fall Back ending out of 1"). The move, fall-back and hold actions
// of the Movement phase, and the ruling the drag readout shows.
import { checkUnitMove, illegal, modelAt, other, placeModels, readUnitPositions, unitOnTable, type UnitMoveOptions } from '../../../game/kit';
import type { GameContext, GameModel, ModelPosition, MoveVerdict } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import { HAMWARMER } from '../values';
import type { HwrActionOf } from './actions';
import { retreatCloserProblem } from './retreat';
import { HWR_ENGAGEMENT_IN } from './rulesetValues';
import { fireAt } from './shooting';
import { engaged, failedMorale, groupOf, mustFallBack, onTableUnits, unitGap, unitLabel, type HwrDraft, type HwrUnitState } from './state';

/** Which move: the Movement phase's (Move, Fall Back) keep 1" from enemy models; a Charge, a fight's move or a retreat's step may close in. */
export type MoveKind = 'move' | 'fall-back' | 'charge' | 'pile-in' | 'retreat';

export interface UnitMoveCheck {
  /** The first refusal, in players' words; null when the move is allowed. */
  readonly problem: string | null;
  readonly reasons: readonly string[];
  /** What the farthest-moving model's move costs (Difficult Terrain counted double). */
  readonly longestIn: number;
}

/** The unit's Move characteristic: its slowest model's M. */
export const unitMoveIn = (d: HwrDraft, u: HwrUnitState): number => Math.min(...unitOnTable(d, u.id).map((m) => groupOf(d, m).profile.M));

/**
 * The kit's movement rules for a unit of HamWarmer: "Any movement through Difficult Terrain counts double" (Fly ignores it:
 * "They ignore Difficult Terrain"), "A model cannot pass over the base or hull of another model" (a flyer goes over them),
 * "A model may not move within 1" of an enemy model in the Movement phase", and Unit Coherency kept.
 */
export function hwrMoveOptions(u: HwrUnitState, allowanceIn: number | null, kind: MoveKind): UnitMoveOptions {
  return {
    rules: HAMWARMER.measuring.movement,
    allowanceIn,
    flies: u.rules.includes('Fly'),
    passOver: 'no-base',
    keepAwayIn: kind === 'move' || kind === 'fall-back' ? HWR_ENGAGEMENT_IN : 0,
    coherency: HAMWARMER.measuring.coherency,
    // Only Impassible and Difficult Terrain can change a HamWarmer move's ruling: the others are not walked.
    rulingTerrainOnly: true,
  };
}

/** Whether a friend's base stops a model of `unit` (GameRulesetPlugin.friendsBlockMove), as hwrMoveOptions judges a move. */
export function hwrFriendsBlockMove(d: HwrDraft, unit: string): boolean {
  const u = d.ruleset.units.find((x) => x.id === unit);
  if (!u) return false;
  const o = hwrMoveOptions(u, null, 'move');
  return o.passOver === 'no-base' && !o.flies;
}

const turnDeg = (fromDeg: number, toDeg: number): number => Math.abs(((((toDeg - fromDeg) % 360) + 540) % 360) - 180);

/**
 * The ruleset's own words on one model's Movement-phase move: "Vehicles can pivot their hulls up to 90 degrees after
 * moving" (a Vehicle that did not move keeps its hull's facing), and a Fall Back may not end within 1" of an enemy model.
 */
function ownMoveProblem(d: HwrDraft, u: HwrUnitState, m: GameModel, p: ModelPosition, kind: MoveKind): string | null {
  if (kind !== 'move' && kind !== 'fall-back') return null;
  if (u.types.includes('Vehicle') && p.facingDeg !== undefined) {
    const turn = turnDeg(m.facingDeg, p.facingDeg);
    const still = Math.hypot(p.x - m.x, p.y - m.y) < 1e-6;
    if (turn > (still ? 0 : 90) + 1e-6)
      return still ? `${m.name} did not move: "If a Vehicle did not move, it can still pivot turrets and sponsons", not its hull` : `${m.name} may pivot its hull up to 90 degrees after moving (${turn.toFixed(0)} asked)`;
  }
  if (kind === 'fall-back')
    for (const e of d.models)
      if (e.onTable && e.player !== m.player && edgeDistance(modelAt(m, p), e) < HWR_ENGAGEMENT_IN - 1e-6)
        return `"A model may not move within 1" of an enemy model in the Movement phase": ${m.name} would end near ${e.name}`;
  return null;
}

/**
 * Checks a whole unit's move (`moved`: the new place of each model that moves): the kit's checkUnitMove (the path through
 * terrain sampled every 0.05", bases, the table edge, the 1" of the Movement phase, the allowance, where each model ends,
 * coherency), then the ruleset's own checks. The referee, the offers and the drag readout all rule through this.
 */
export function unitMoveCheck(d: HwrDraft, u: HwrUnitState, moved: ReadonlyMap<string, ModelPosition>, allowanceIn: number | null, kind: MoveKind): UnitMoveCheck {
  const models = unitOnTable(d, u.id);
  const kit = checkUnitMove(d, models, moved, hwrMoveOptions(u, allowanceIn, kind));
  const reasons = [...kit.reasons];
  for (const m of models) {
    const p = moved.get(m.id);
    const own = p ? ownMoveProblem(d, u, m, p, kind) : null;
    if (own) reasons.push(own);
  }
  return { problem: reasons[0] ?? null, reasons, longestIn: kit.costIn };
}

/** Whether the move is allowed: unitMoveCheck's verdict, found sooner (it stops at the first refusal) for the offers. */
export function moveAllowed(d: HwrDraft, u: HwrUnitState, moved: ReadonlyMap<string, ModelPosition>, allowanceIn: number | null, kind: MoveKind): boolean {
  const models = unitOnTable(d, u.id);
  if (models.some((m) => moved.has(m.id) && ownMoveProblem(d, u, m, moved.get(m.id)!, kind))) return false;
  return !checkUnitMove(d, models, moved, { ...hwrMoveOptions(u, allowanceIn, kind), firstRefusalOnly: true }).problem;
}

/**
 * Fall Back moves for a unit within 1" of an enemy: the whole unit straight away in eight directions, at its full Move and
 * less. Used by legalActions and to tell whether a unit that "must fall back" can (named default morale.trapped).
 */
export function fallBackCandidates(d: HwrDraft, u: HwrUnitState): Map<string, ModelPosition>[] {
  const models = unitOnTable(d, u.id);
  const allowance = unitMoveIn(d, u) - 0.01;
  const enemies = d.models.filter((e) => e.onTable && e.player !== u.player);
  const out: Map<string, ModelPosition>[] = [];
  const r3 = (v: number) => Math.round(v * 1000) / 1000;
  for (let k = 0; k < 8; k++) {
    const ang = (k * Math.PI) / 4;
    for (const f of [1, 0.6, 0.3]) {
      const len = allowance * f;
      const moved = new Map(models.map((m) => [m.id, { x: r3(m.x + Math.cos(ang) * len), y: r3(m.y + Math.sin(ang) * len) }]));
      if (!moveAllowed(d, u, moved, allowance + 0.01, 'fall-back')) continue;
      if (failedMorale(d, u) && retreatCloserProblem(u.name, models, models.map((m) => modelAt(m, moved.get(m.id))), enemies)) continue;
      out.push(moved);
      break;
    }
  }
  return out;
}

/**
 * A selected unit's move or fall-back as the referee rules it: the one check moveUnit refuses by and the drag readout
 * shows (judgeHwrMove). The allowance is the unit's Move (its slowest model's M).
 */
export function ruleMovement(d: HwrDraft, type: 'move' | 'fall-back', u: HwrUnitState, moved: ReadonlyMap<string, ModelPosition>): MoveVerdict {
  const allowanceIn = unitMoveIn(d, u);
  const refuse = (reasons: readonly string[], costIn = 0): MoveVerdict => ({ ok: false, reasons, costIn, allowanceIn });
  const falling = type === 'fall-back';
  const isEngaged = engaged(d, u.id, u.player);
  if (falling && !isEngaged) return refuse([`${u.name} is not within 1" of an enemy: only a unit that "starts the Movement phase within 1" of an enemy unit" may Fall Back.`]);
  if (!falling && isEngaged) return refuse([`${u.name} is within 1" of an enemy: it may Fall Back or hold.`]);
  if (falling && d.ruleset.movedNormally[u.player]) return refuse(['"units attempting to Fall Back must be selected before any other units", and you have already moved another unit.']);
  const check = unitMoveCheck(d, u, moved, allowanceIn, type);
  if (check.problem) return refuse(check.reasons.map((r) => `${u.name} cannot ${falling ? 'fall back' : 'move'} there: ${r}.`), check.longestIn);
  // A unit that failed Morale Falls Back "obeying the restrictions above": "The unit cannot move closer to any enemy models."
  if (falling && failedMorale(d, u)) {
    const models = unitOnTable(d, u.id);
    const closer = retreatCloserProblem(u.name, models, models.map((m) => modelAt(m, moved.get(m.id))), d.models.filter((e) => e.onTable && e.player !== u.player));
    if (closer) return refuse([closer], check.longestIn);
  }
  return { ok: true, reasons: [], costIn: check.longestIn, allowanceIn };
}

/** A Move or a Fall Back: "Models in a unit may move up to their Movement value in inches." */
export function moveUnit(d: HwrDraft, a: HwrActionOf<'move' | 'fall-back'>, ctx: GameContext, u: HwrUnitState): void {
  const falling = a.type === 'fall-back';
  const moved = readUnitPositions(a, unitOnTable(d, u.id));
  const ruling = ruleMovement(d, a.type, u, moved);
  if (!ruling.ok) illegal(ruling.reasons[0]!, a);
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
    placeModels(d, new Map([...moved].filter(([id]) => d.models.some((m) => m.id === id && m.onTable))));
  } else {
    d.ruleset.movedNormally[u.player] = true;
    placeModels(d, moved);
  }
  if (ruling.costIn > 0) u.movedRound = d.round;
  ctx.say(`${unitLabel(u)} ${falling ? 'falls back' : 'moves'} (up to ${ruling.costIn.toFixed(1)}" of ${ruling.allowanceIn}").`, u.player);
}

/** "A player can choose not to move a selected unit", unless it failed Morale within 1" of an enemy: "it must fall back". */
export function holdStill(d: HwrDraft, a: HwrActionOf<'hold'>, ctx: GameContext, u: HwrUnitState): void {
  if (u.embarkedIn) {
    ctx.say(`${unitLabel(u)} stays inside.`, u.player);
    return;
  }
  // Unless no Fall Back move is open (named default morale.trapped).
  if (mustFallBack(d, u) && fallBackCandidates(d, u).length) illegal(`${u.name} failed a Morale Test and is within 1" of an enemy: "it must fall back".`, a);
  ctx.say(`${unitLabel(u)} does not move.`, u.player);
}
