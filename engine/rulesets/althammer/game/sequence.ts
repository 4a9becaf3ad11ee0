// The turn sequence (the text has none: named defaults althammer.turn, althammer.round, althammer.scoring): rounds of
// alternating turns, one activation a turn of "up to two of the following actions", objectives scored at each round's end.
import { illegal, other, rollOff } from '../../../game/kit';
import type { GameAction, GameContext, GameModel, PlayerIndex } from '../../../game/types';
import { pointToBaseDistance } from '../../../measure/distance';
import type { AhActionOf, AhActionType } from './actions';
import { AH_DEFAULT } from './defaults';
import { ACTIONS_PER_ACTIVATION, activationProblem, twoTurnsInARowProblem, type AhActionKind } from './rules';
import { activeUnit, isPsychic, liveUnits, notNow, playerName, unitState, type AhDraft, type AhUnitState } from './state';

/** A round begins: each player gets as many turns as they have units on the table; a roll-off says who takes the first. */
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

/** "When Activated, a Unit may do up to two of the following actions" (one activation a turn: althammer.turn). */
export function applyActivate(d: AhDraft, a: AhActionOf<'activate'>, ctx: GameContext): void {
  if (d.ruleset.step !== 'battle' || d.ruleset.active) notNow(d, a);
  const u = unitState(d, a.unit);
  if (!u || u.player !== a.player || !liveUnits(d, a.player).includes(u)) illegal(`${String(a.unit)} is not one of your units on the table.`, a);
  const why = twoTurnsInARowProblem(u.id, d.ruleset.lastActivated[a.player], liveUnits(d, a.player).length);
  if (why) illegal(`${u.name} cannot be activated: ${why}.`, a);
  d.ruleset.active = { unit: u.id, taken: [], advanceIn: 0 };
  d.ruleset.lastActivated[a.player] = u.id;
  d.activation = u.id;
  ctx.say(`${playerName(a.player)} activates ${u.name}.`, a.player);
}

export function applyEndActivation(d: AhDraft, a: AhActionOf<'end-activation'>, ctx: GameContext): void {
  const { u } = activeUnit(d, a);
  ctx.say(`${u.name} ends its activation.`, a.player);
  endTurn(d, ctx, a.player);
}

type ActionHandler<K extends AhActionKind> = (d: AhDraft, a: AhActionOf<K>, ctx: GameContext, u: AhUnitState) => void;

/**
 * One of the activation's actions: open when the activation allows it ("up to two", "Magik (+Psychic+ Units only)", no
 * Magik, Shoot or Charge with an Advance, each once), then counted; the second, or a unit wiped out by its own Perils, ends
 * the activation.
 */
export function activationAction<K extends AhActionKind & AhActionType>(kind: K, handler: ActionHandler<K>): (d: AhDraft, a: AhActionOf<K> & GameAction, ctx: GameContext) => void {
  return (d, a, ctx) => {
    const { player }: GameAction = a;
    const { u, act } = activeUnit(d, a);
    const why = activationProblem(act.taken, kind, isPsychic(u));
    if (why) illegal(`${u.name} cannot ${kind}: ${why}.`, a);
    handler(d, a, ctx, u);
    if (d.result) return;
    act.taken.push(kind);
    if (act.taken.length >= ACTIONS_PER_ACTIVATION || !liveUnits(d, player).includes(u)) endTurn(d, ctx, player);
  };
}
