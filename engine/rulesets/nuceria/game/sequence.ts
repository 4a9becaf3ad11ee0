// Nuceria's sequence: "Determine which player has first turn. That player leads the following steps."; "an alternating
// activation game, meaning that players select one unit at a time to activate and then pass their turn"; rounds
// (named default nuceria.round), their scoring and the game's end.
import { other, rollOff } from '../../../game/kit';
import type { GameContext, PlayerIndex } from '../../../game/types';
import { scoreRoundEnd } from './scoring';
import { liveUnits, NU_DEFAULT, playerName, type NuDraft, type NuUnitState } from './state';

/** "Determine which player has first turn. That player leads the following steps." (a roll-off: named default nuceria.firstTurn) */
export function beginNu(d: NuDraft, ctx: GameContext): void {
  d.ruleset.first = rollOff(ctx, 'First turn roll-off');
  d.toAct = d.ruleset.first;
  d.phase = 'deployment';
  ctx.say(`${playerName(d.ruleset.first)} has the first turn and leads: the players alternate placing units, within their deployment zone or in reserves.`);
}

/** A round gives each player as many activations as they have units in play (named default nuceria.round). */
export function startRound(d: NuDraft, ctx: GameContext): void {
  d.round += 1;
  d.phase = 'battle';
  const n: [number, number] = [liveUnits(d, 0).length, liveUnits(d, 1).length];
  d.ruleset.turnsLeft = n;
  d.toAct = n[d.ruleset.first] > 0 ? d.ruleset.first : other(d.ruleset.first);
  ctx.say(`Round ${d.round}: ${playerName(d.ruleset.first)} leads; ${n[0]} activations for Player 1, ${n[1]} for Player 2 (named default nuceria.round).`);
}

function endRound(d: NuDraft, ctx: GameContext): void {
  scoreRoundEnd(d, ctx);
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

/** "then pass their turn": the activation ends; the other player activates next while they have activations left. */
export function endTurn(d: NuDraft, ctx: GameContext, p: PlayerIndex): void {
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

/** After a Move or an Attack: the activation ends when the unit has used both, or is gone. */
export function afterAction(d: NuDraft, ctx: GameContext, u: NuUnitState): void {
  if (d.result) return;
  const act = d.ruleset.active!;
  if (!liveUnits(d, u.player).includes(u) || (act.moved && act.attacked)) endTurn(d, ctx, u.player);
}
