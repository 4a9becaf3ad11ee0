// Reglas básicas' sequence: "A Turn has 4 Phases" (or the Action Phase turn) in which "players take turns" with their
// units until both "elect to Stop"; "The first player to choose to Stop will act first in the following phase"; the
// units each phase lets a player choose; the start of the game and of each turn.
import { illegal, other, rollOff } from '../../../game/kit';
import type { GameAction, GameContext, PlayerIndex } from '../../../game/types';
import { leadership } from './leadership';
import { inCombat, liveUnits, mayFightThisTurn, PHASES, playerName, unitData, unitState, type RbDraft, type RbGame, type RbUnitState } from './state';

/** Units player p may still choose in this phase. */
export function eligible(d: RbDraft | RbGame, p: PlayerIndex): RbUnitState[] {
  const rs = d.ruleset;
  if (rs.step === 'deployment') return rs.units.filter((u) => u.player === p && !d.models.some((m) => m.unit === u.id && m.onTable) && d.models.some((m) => m.unit === u.id && m.wounds > 0));
  const live = liveUnits(d, p);
  switch (d.phase) {
    case 'Movement':
      return live.filter((u) => u.moved === 'none');
    case 'Ranged':
      // "Players take turns shooting with units that haven't done so yet and haven't Run, Retreated or Charged"
      return live.filter((u) => !u.shot && !['run', 'retreat', 'charge'].includes(u.moved) && unitData(d, u).ranged !== undefined);
    case 'Melee':
      // "haven't done so yet and haven't Run, Retreated" (Charged: named default reglas.chargeFights)
      return live.filter((u) => mayFightThisTurn(u) && inCombat(d, u));
    case 'Action':
      return live.filter((u) => !u.activated);
    default:
      return [];
  }
}

/** The unit an action chooses: one of the player's units that may still be chosen now. */
export function chosen(d: RbDraft, a: GameAction): RbUnitState {
  const u = unitState(d, a.unit);
  if (!u || u.player !== a.player) illegal(`${String(a.unit)} is not one of your units.`, a);
  if (!eligible(d, a.player).includes(u)) illegal(`${u.name} cannot be chosen in the ${d.ruleset.step === 'deployment' ? 'deployment' : d.phase} now (it has acted, or the phase does not allow it).`, a);
  return u;
}

export function beginRb(d: RbDraft, ctx: GameContext): void {
  d.ruleset.deployFirst = rollOff(ctx, 'Deployment roll-off');
  d.toAct = d.ruleset.deployFirst;
  d.phase = 'deployment';
  ctx.say(`${playerName(d.toAct)} wins the roll-off and places a unit first; the players alternate (named default reglas.table).`);
}

function startPhase(d: RbDraft, ctx: GameContext, phase: string): void {
  const rs = d.ruleset;
  if (phase === 'Leadership') {
    leadership(d, ctx);
    if (!d.result) startTurn(d, ctx);
    return;
  }
  d.phase = phase;
  rs.stopped = [false, false];
  const first = rs.firstStop ?? rollOff(ctx, `Turn ${d.round} first player roll-off`);
  rs.firstStop = null;
  ctx.say(`Turn ${d.round}, ${phase} phase: ${playerName(first)} acts first.`);
  d.toAct = first;
  autoStop(d, ctx);
}

export function startTurn(d: RbDraft, ctx: GameContext): void {
  d.round += 1;
  for (const u of d.ruleset.units) {
    u.moved = 'none';
    u.shot = false;
    u.fought = false;
    u.activated = false;
    u.standfast = false;
    u.slainThisTurn = 0;
  }
  startPhase(d, ctx, PHASES[d.ruleset.turnModel][0]);
}

/** "If a player has no eligible units to choose in a phase, he must elect to Stop." Passes play on, or ends the phase. */
function autoStop(d: RbDraft, ctx: GameContext): void {
  const rs = d.ruleset;
  for (let guard = 0; guard < 4; guard++) {
    const p = d.toAct!;
    if (!rs.stopped[p] && eligible(d, p).length > 0) return;
    if (!rs.stopped[p]) stop(d, ctx, p, true);
    if (rs.stopped[0] && rs.stopped[1]) return nextPhase(d, ctx);
    d.toAct = rs.stopped[other(p)] ? p : other(p);
  }
}

function stop(d: RbDraft, ctx: GameContext, p: PlayerIndex, forced: boolean): void {
  const rs = d.ruleset;
  rs.stopped[p] = true;
  if (rs.firstStop === null) rs.firstStop = p;
  ctx.say(`${playerName(p)} ${forced ? 'has no unit left to choose and must' : 'elects to'} Stop.`, p);
}

function nextPhase(d: RbDraft, ctx: GameContext): void {
  const list = PHASES[d.ruleset.turnModel] as readonly string[];
  startPhase(d, ctx, list[list.indexOf(d.phase) + 1] ?? 'Leadership');
}

/** A player elects to Stop; when both have, the next phase begins. */
export function electToStop(d: RbDraft, ctx: GameContext, p: PlayerIndex): void {
  stop(d, ctx, p, false);
  if (d.ruleset.stopped[0] && d.ruleset.stopped[1]) return nextPhase(d, ctx);
  d.toAct = other(p);
  autoStop(d, ctx);
}

/** "players take turns": after a unit acts, the other player unless they have stopped. */
export function afterUnit(d: RbDraft, ctx: GameContext, p: PlayerIndex): void {
  if (d.result) return;
  const rs = d.ruleset;
  d.activation = null;
  d.toAct = rs.stopped[other(p)] ? p : other(p);
  autoStop(d, ctx);
}
