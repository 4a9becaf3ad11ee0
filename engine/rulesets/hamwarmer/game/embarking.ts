// HamWarmer's Transports in the Movement phase (001_9d9921dd118cdf65.txt "Embarking", "Disembarking"): a unit embarks at
// the end of its Move, and a unit inside is selected to disembark within 3" of the hull (transports.ts holds the rules'
// own checks; a wreck is damage.ts's).
import { draftModel, illegal, modelAt, placeModels, readUnitPositions, unitOnTable } from '../../../game/kit';
import type { GameContext, ModelPosition } from '../../../game/types';
import type { HwrActionOf } from './actions';
import { unitMoveCheck, unitMoveIn } from './movement';
import { setUpProblem } from './placement';
import { aliveModels, carriedBy, engaged, playerName, transportCapacity, unitLabel, unitState, type HwrDraft, type HwrUnitState } from './state';
import { disembarkProblem, embarkProblem } from './transports';

const enemiesOf = (d: HwrDraft, u: HwrUnitState) => d.models.filter((e) => e.onTable && e.player !== u.player);

/** The models inside a Transport now, against its Transport Capacity (embarking and deploying inside both count them). */
const carriedModels = (d: HwrDraft, t: HwrUnitState): number => carriedBy(d, t.id).reduce((n, x) => n + aliveModels(d, x).length, 0);

/** Why `u` may not embark in `t` from where its models stand (transports.ts embarkProblem on the game's units), or null. */
export function embarkCheck(d: HwrDraft, u: HwrUnitState, t: HwrUnitState | undefined, moved: ReadonlyMap<string, ModelPosition>): string | null {
  if (!t || t.player !== u.player || !transportCapacity(d, t)) return `${u.name} can only embark in a friendly Transport.`;
  const hull = unitOnTable(d, t.id)[0];
  if (!hull) return `${t.name} is not on the table.`;
  const carried = carriedModels(d, t);
  return embarkProblem({
    unitName: u.name,
    unitModels: unitOnTable(d, u.id).map((m) => modelAt(m, moved.get(m.id))),
    infantry: u.types.includes('Infantry'),
    transport: { ...hull, name: t.name, capacity: transportCapacity(d, t), carried },
    enemies: enemiesOf(d, u),
    disembarkedThisTurn: u.disembarkedRound === d.round,
  });
}

/**
 * Why `u` may not be deployed inside `t` now, or null: "Units can be Deployed (pg. 4) inside a Transport, either on the first
 * turn or when entering from Reserves" (001 "Transport"), "the number of friendly Infantry models that can be transported".
 * The Transport must stand on the table already (named default deployment.insideTransport: one deployed or arrived
 * earlier; a unit does not ride in with a Transport that arrives later).
 */
export function deployInsideCheck(d: HwrDraft, u: HwrUnitState, t: HwrUnitState | undefined): string | null {
  if (!t || t.player !== u.player || !transportCapacity(d, t)) return `${u.name} can only be deployed inside a friendly Transport.`;
  if (!unitOnTable(d, t.id).length) return `${t.name} is not on the table yet: deploy it first, then the units it carries.`;
  if (!u.types.includes('Infantry')) return `${u.name} cannot be deployed inside ${t.name}: only Infantry models can be transported.`;
  const carried = carriedModels(d, t);
  const room = transportCapacity(d, t) - carried;
  if (aliveModels(d, u).length > room) return `${u.name} cannot be deployed inside ${t.name}: it has room for ${room} more models.`;
  return null;
}

/**
 * Deploying inside a Transport (an `embark` in the Deployment phase, no positions): the unit is placed and its models stay
 * off the table ("Remove models inside a Transport from the battlefield temporarily"). It did not Embark in a Movement
 * phase, so it may disembark in the first one (named default deployment.insideTransport); from Reserves it "cannot Move in
 * the Movement phase" of the turn it arrives, and disembarking "counts as the unit's Move".
 */
export function deployInside(d: HwrDraft, a: HwrActionOf<'embark'>, ctx: GameContext, u: HwrUnitState): void {
  if (a.positions) illegal(`${u.name} is deployed inside the Transport: its models are not placed on the table (no positions).`, a);
  const t = unitState(d, a.transport);
  const why = deployInsideCheck(d, u, t);
  if (why || !t) illegal(why ?? `${u.name} can only be deployed inside a friendly Transport.`, a);
  const fromReserves = u.reserves;
  u.embarkedIn = t.id;
  u.placed = true;
  u.reserves = false;
  if (fromReserves) {
    u.arrivedRound = d.round;
    u.movedRound = d.round;
  }
  ctx.say(`${playerName(u.player)} deploys ${u.name} inside ${t.name}${fromReserves ? ' from Reserves' : ''}.`, u.player);
}

/**
 * "A unit that ends its Move in the movement phase wholly within 3" of a friendly Transport can enter it. The unit and the
 * Transport cannot be within 1" of any enemy models." An `embark` action names the `transport`; its `positions`, if any, are
 * the unit's Move first (checked as any move). "Remove models inside a Transport from the battlefield temporarily."
 */
export function embarkUnit(d: HwrDraft, a: HwrActionOf<'embark'>, ctx: GameContext, u: HwrUnitState): void {
  if (d.phase === 'Deployment') return deployInside(d, a, ctx, u);
  if (engaged(d, u.id, u.player)) illegal(`${u.name} is within 1" of an enemy: it may Fall Back or hold, not embark.`, a);
  const t = unitState(d, a.transport);
  const moved = a.positions ? readUnitPositions(a, unitOnTable(d, u.id)) : new Map<string, ModelPosition>();
  if (a.positions) {
    const check = unitMoveCheck(d, u, moved, unitMoveIn(d, u), 'move');
    if (check.problem) illegal(`${u.name} cannot move there: ${check.problem}.`, a);
  }
  const why = embarkCheck(d, u, t, moved);
  if (why || !t) illegal(why ?? `${u.name} can only embark in a friendly Transport.`, a);
  d.ruleset.movedNormally[u.player] = true;
  placeModels(d, moved);
  for (const m of unitOnTable(d, u.id)) draftModel(d, m.id).onTable = false;
  u.embarkedIn = t.id;
  u.embarkedRound = d.round;
  if (moved.size) u.movedRound = d.round;
  ctx.say(`${unitLabel(u)} embarks in ${t.name}.`, u.player);
}

/**
 * Why the unit inside a Transport may not disembark to `moved`, or null: "Deploy all models from the unit within 3" of the
 * Transport ... No model can be deployed within 1" of an enemy model" ("as close as possible to any doors or access
 * points": the models carry no doors, so any spot within 3"), then every model standing clear and in Unit Coherency.
 */
export function disembarkCheck(d: HwrDraft, u: HwrUnitState, moved: ReadonlyMap<string, ModelPosition>): string | null {
  const t = unitState(d, u.embarkedIn)!;
  const hull = unitOnTable(d, t.id)[0]!;
  const models = aliveModels(d, u);
  const why = disembarkProblem(u.name, models.map((m) => modelAt(m, moved.get(m.id))), { ...hull, name: t.name }, enemiesOf(d, u), u.embarkedRound === d.round);
  return why ?? setUpProblem(d, u.name, models, moved, undefined, 'disembark');
}

/** "A unit inside a Transport can be selected during the Movement phase ... This counts as the unit's Move during the Movement Phase." */
export function disembarkUnit(d: HwrDraft, a: HwrActionOf<'disembark'>, ctx: GameContext, u: HwrUnitState): void {
  const moved = readUnitPositions(a, aliveModels(d, u), true, u.name);
  const why = disembarkCheck(d, u, moved);
  if (why) illegal(why, a);
  for (const m of aliveModels(d, u)) draftModel(d, m.id).onTable = true;
  placeModels(d, moved);
  const from = unitState(d, u.embarkedIn)!;
  u.embarkedIn = null;
  u.disembarkedRound = d.round;
  u.movedRound = d.round;
  d.ruleset.movedNormally[u.player] = true;
  ctx.say(`${unitLabel(u)} disembarks from ${from.name}.`, u.player);
}
