// The order of play (seed 002_e47fa283e0ac09ca.txt, "Game Setup", "Rounds"; DIGEST C.3): who goes first and which table
// edge is whose, then rounds of a deployment phase and a combat phase for each player in turn, activations one unit at a
// time, and the morale clock at each round's end.
import { illegal, other } from '../../../game/kit';
import type { GameContext, PlayerIndex } from '../../../game/types';
import type { HwActionOf } from './actions';
import { endActivation } from './combat';
import { endGame } from './scoring';
import { activeUnit, cardOf, findModel, label, ORDER_MULTIPLIER, playerName, type HwDraft, type Order } from './state';

/** "At the beginning of each deployment phase the players get 6pts and 1xp each". */
export const INCOME_PTS = 6;
export const INCOME_XP = 1;

export const ORDER_WORDS: Readonly<Record<Order, string>> = { hold: 'Hold', walk: 'Walk', run: 'Run', 'rapid-advance': 'Run (Rapid Advance)' };

/** "the winner decides if he wants to go first or second during all rounds of the game" */
export function applyChooseOrder(d: HwDraft, a: HwActionOf<'choose-order'>, ctx: GameContext): void {
  const rs = d.ruleset;
  if (rs.step !== 'choose-order') illegal('The order of play has already been chosen.', a);
  if (typeof a.goFirst !== 'boolean') illegal('Say whether you go first: goFirst true or false.', a);
  const first = a.goFirst ? a.player : other(a.player);
  rs.first = first;
  // "The player that goes first lowers his morale by 1 and chooses which table edge is his"
  rs.players[first].morale -= 1;
  ctx.say(`${playerName(first)} goes first and lowers their morale to ${rs.players[first].morale}.`, a.player);
  rs.step = 'choose-edge';
  d.toAct = first;
}

/** "chooses which table edge is his" (default hw.edges: the short edges, west or east). */
export function applyChooseEdge(d: HwDraft, a: HwActionOf<'choose-edge'>, ctx: GameContext): void {
  const rs = d.ruleset;
  const p = a.player;
  if (rs.step !== 'choose-edge') illegal('Table edges have already been chosen.', a);
  if (a.edge !== 'west' && a.edge !== 'east') illegal('Choose the west or the east table edge (default hw.edges: the short edges).', a);
  rs.players[p].edge = a.edge;
  rs.players[other(p)].edge = a.edge === 'west' ? 'east' : 'west';
  ctx.say(`${playerName(p)} takes the ${a.edge} edge; ${playerName(other(p))} the ${rs.players[other(p)].edge} edge.`, p);
  rs.step = 'choose-goals';
}

/** A player's deployment phase begins, with the income (default hw.income: once a round, at their own deployment phase). */
export function startDeployment(d: HwDraft, ctx: GameContext, p: PlayerIndex): void {
  const rs = d.ruleset;
  rs.step = 'deployment';
  d.phase = 'deployment';
  d.toAct = p;
  d.activation = null;
  rs.players[p].pts = INCOME_PTS;
  rs.players[p].xp += INCOME_XP;
  ctx.say(`Round ${d.round}: ${playerName(p)}'s deployment phase. ${playerName(p)} gets ${INCOME_PTS}pts and ${INCOME_XP}xp (${rs.players[p].xp}xp in all; once a round, named default hw.income).`, p);
}

/** "all remaining pts are discarded (remaining xp are not discarded)"; the player's combat phase begins. */
export function applyEndDeployment(d: HwDraft, a: HwActionOf<'end-deployment'>, ctx: GameContext): void {
  const rs = d.ruleset;
  if (rs.step !== 'deployment') illegal('It is not the deployment phase.', a);
  const pl = rs.players[a.player];
  ctx.say(`${playerName(a.player)}'s deployment phase ends${pl.pts ? `: ${pl.pts}pts discarded` : ''}; ${pl.xp}xp kept.`, a.player);
  pl.pts = 0;
  rs.step = 'combat';
  d.phase = 'combat';
  rs.activated = [];
  endActivation(d);
}

/** "the active player may activate all of his units, taking one action each": a unit and its action (Hold, Walk, Run ...). */
export function applyActivate(d: HwDraft, a: HwActionOf<'activate'>, ctx: GameContext): void {
  const rs = d.ruleset;
  const p = a.player;
  if (rs.step !== 'combat') illegal('Units are activated in the combat phase.', a);
  if (rs.active) illegal(`Finish ${findModel(d, rs.active.unit)?.name ?? 'the active unit'}'s activation first (end-activation).`, a);
  const m = findModel(d, a.unit);
  if (!m || m.player !== p || !m.onTable) illegal('Activate one of your units on the table.', a);
  if (rs.activated.includes(m.id)) illegal(`${m.name} has already been activated this phase.`, a);
  const order = a.order;
  if (typeof order !== 'string' || !Object.prototype.hasOwnProperty.call(ORDER_MULTIPLIER, order)) illegal('Choose an action: hold, walk, run (or rapid-advance).', a);
  if (order === 'rapid-advance' && !cardOf(m).special.includes('Rapid Advance')) illegal(`${m.name} does not have Rapid Advance.`, a);
  rs.active = { unit: m.id, order, moved: false, linesUsed: [], meleeAttacked: false, pulsed: false, chains: 0, chainFrom: null };
  rs.activated.push(m.id);
  d.activation = m.id;
  ctx.say(`${label(m)} takes a ${ORDER_WORDS[order]} action.`, p);
}

export function applyEndActivation(d: HwDraft, a: HwActionOf<'end-activation'>, ctx: GameContext): void {
  const m = activeUnit(d, a);
  ctx.say(`${label(m)}'s activation ends.`, a.player);
  endActivation(d);
}

/** The combat phase ends: the other player's deployment phase, or the round's end ("both players lower their morale by 1"). */
export function applyEndPhase(d: HwDraft, a: HwActionOf<'end-phase'>, ctx: GameContext): void {
  if (d.ruleset.step !== 'combat') illegal('end-phase ends the combat phase; in deployment use end-deployment.', a);
  const rs = d.ruleset;
  const p = a.player;
  endActivation(d);
  rs.activated = [];
  ctx.say(`${playerName(p)}'s combat phase ends.`, p);
  if (rs.half === 0) {
    rs.half = 1;
    startDeployment(d, ctx, other(p));
    return;
  }
  // "Every time a round ends both players lower their morale by 1."
  const broken: PlayerIndex[] = [];
  for (const q of [0, 1] as const) {
    rs.players[q].morale = Math.max(0, rs.players[q].morale - 1);
    ctx.say(`Round ${d.round} ends: ${playerName(q)}'s morale falls to ${rs.players[q].morale}.`);
    if (rs.players[q].morale === 0) broken.push(q);
  }
  if (broken.length > 0) return endGame(d, ctx, broken);
  d.round += 1;
  rs.half = 0;
  startDeployment(d, ctx, rs.first!);
}
