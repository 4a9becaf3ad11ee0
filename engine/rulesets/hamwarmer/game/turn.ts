// HamWarmer 24.5's turn sequence (001_9d9921dd118cdf65.txt "Turn Sequence"; DIGEST B.4): "Each turn, move through the 7
// Phases of the game", each opened by a roll-off after which "each player selects one of their units" in turn, "until all
// players have selected all the units they control"; which units may be selected in each phase; rounds and their scoring.
import { illegal, nextToActivate, rollOff, unitOnTable } from '../../../game/kit';
import type { GameAction, GameContext, PlayerIndex } from '../../../game/types';
import { chargeBlock } from './charge';
import { HWR_PHASES, objectivePoints } from './deployment';
import { canFight } from './fight';
import { moraleUnit } from './morale';
import { mustTestMorale } from './rules';
import { canShoot } from './shooting';
import { mustFallBack, mustRetreat, playerName, unitState, type HwrDraft, type HwrUnitState } from './state';

/** "Scenario" defaults (plugin.ts HWR_SCENARIO_DEFAULTS): 5 rounds. */
export const ROUNDS = 5;

/** The units player p may still select in this phase. */
export function eligibleUnits(d: HwrDraft, p: PlayerIndex): HwrUnitState[] {
  const rs = d.ruleset;
  const fresh = rs.units.filter((u) => u.player === p && !rs.done.includes(u.id));
  const on = fresh.filter((u) => unitOnTable(d, u.id).length > 0);
  switch (d.phase) {
    case 'Deployment':
      return d.round === 1 ? fresh.filter((u) => !u.placed && !u.reserves) : fresh.filter((u) => u.reserves);
    case 'Movement': {
      // "A unit inside a Transport can be selected during the Movement phase" (to disembark; not the turn it embarked, nor the
      // turn it arrived inside one from Reserves: "cannot Move in the Movement phase", and disembarking "counts as the unit's Move").
      const inside = fresh.filter((u) => u.embarkedIn && u.embarkedRound !== d.round && u.arrivedRound !== d.round && unitOnTable(d, u.embarkedIn).length > 0);
      const movers = [...on.filter((u) => u.arrivedRound !== d.round && !u.rules.includes('Immobile') && u.pinnedRound !== d.round), ...inside];
      // "Units that failed a Morale Test in the Morale Phase and/or units attempting to Fall Back must be selected before any other units."
      const forced = movers.filter((u) => mustFallBack(d, u) || mustRetreat(d, u));
      return forced.length ? forced : movers;
    }
    case 'Psychic':
      return on.filter((u) => u.rules.includes('Psyker'));
    case 'Shooting':
      return on.filter((u) => canShoot(d, u));
    case 'Charge':
      return on.filter((u) => !chargeBlock(d, u));
    case 'Fight':
      return on.filter((u) => canFight(d, u) && (rs.fightStage === 'others' || u.chargedRound === d.round));
    case 'Morale':
      return on.filter((u) => mustTestMorale(moraleUnit(d, u)));
    default:
      return [];
  }
}

/** The unit an action selects: one of the player's, not yet selected this phase, eligible now; refused in players' words. */
export function selected(d: HwrDraft, a: GameAction): HwrUnitState {
  const u = unitState(d, a.unit);
  if (!u || u.player !== a.player) illegal(`${String(a.unit)} is not one of your units.`, a);
  if (d.ruleset.done.includes(u.id)) illegal(`${u.name} has already been selected in this ${d.phase} phase ("A unit may only be selected once").`, a);
  const eligible = eligibleUnits(d, a.player);
  if (!eligible.includes(u)) {
    if (d.phase === 'Movement' && eligible.some((x) => mustFallBack(d, x)))
      illegal(`"Units that failed a Morale Test in the Morale Phase and/or units attempting to Fall Back must be selected before any other units": select ${eligible.map((x) => x.name).join(', ')} first.`, a);
    if (d.phase === 'Charge') illegal(chargeBlock(d, u) ?? `${u.name} cannot charge now.`, a);
    illegal(`${u.name} cannot be selected in the ${d.phase} phase.`, a);
  }
  return u;
}

const hasEligible = (d: HwrDraft) => (p: PlayerIndex) => eligibleUnits(d, p).length > 0;

/** "At the start of the ... phase, players roll off. Starting with the player who rolled the highest result, each player selects one of their units". */
function startPhase(d: HwrDraft, ctx: GameContext, i: number): void {
  for (let k = i; k < HWR_PHASES.length; k++) {
    d.phase = HWR_PHASES[k]!;
    d.ruleset.done = [];
    d.ruleset.fightStage = 'chargers';
    d.ruleset.movedNormally = [false, false];
    if (d.phase === 'Fight' && !eligibleUnits(d, 0).length && !eligibleUnits(d, 1).length) d.ruleset.fightStage = 'others';
    if (!eligibleUnits(d, 0).length && !eligibleUnits(d, 1).length) continue;
    const first = rollOff(ctx, `${d.phase} phase roll-off`);
    d.ruleset.first = first;
    d.toAct = nextToActivate(null, first, hasEligible(d));
    ctx.say(`Round ${d.round}, ${d.phase} phase: ${playerName(first)} wins the roll-off and selects first.`);
    return;
  }
  endRound(d, ctx);
}

function startRound(d: HwrDraft, ctx: GameContext): void {
  d.round += 1;
  for (const u of d.ruleset.units) {
    u.modelsAtRoundStart = unitOnTable(d, u.id).length;
    u.fightTaken = 0;
    u.fightInflicted = 0;
  }
  startPhase(d, ctx, 0);
}

function endRound(d: HwrDraft, ctx: GameContext): void {
  if (d.result) return;
  const pts = objectivePoints(d.ruleset.objectives, d.models.filter((m) => m.onTable));
  d.points = [d.points[0] + pts[0], d.points[1] + pts[1]];
  ctx.say(`End of round ${d.round}: Player 1 holds ${pts[0]} objective${pts[0] === 1 ? '' : 's'}, Player 2 holds ${pts[1]} (named default scenario.scoring). Score ${d.points[0]}-${d.points[1]}.`);
  if (d.round >= ROUNDS) {
    const [a, b] = d.points;
    const winner: PlayerIndex | null = a > b ? 0 : b > a ? 1 : null;
    d.result = { winner, reason: `after ${ROUNDS} rounds (named default scenario.rounds), ${winner === null ? 'a draw' : `${playerName(winner)} wins`} ${a}-${b} on objectives`, score: [a, b] };
    d.toAct = null;
    ctx.say(`The game ends: ${d.result.reason}.`);
    return;
  }
  startRound(d, ctx);
}

/** "This continues until all players have selected all the units they control." */
export function afterSelection(d: HwrDraft, ctx: GameContext, u: HwrUnitState): void {
  if (d.result) return;
  d.ruleset.done.push(u.id);
  d.activation = null;
  let next = nextToActivate(u.player, u.player, hasEligible(d));
  if (next === null && d.phase === 'Fight' && d.ruleset.fightStage === 'chargers') {
    // "Then, starting with the player who rolled the highest result, each player selects one of their eligible units that did not charge".
    d.ruleset.fightStage = 'others';
    next = nextToActivate(null, d.ruleset.first, hasEligible(d));
  }
  if (next !== null) d.toAct = next;
  else startPhase(d, ctx, HWR_PHASES.findIndex((p) => p === d.phase) + 1);
}

/** The first round begins with its Deployment phase. */
export function beginHwr(d: HwrDraft, ctx: GameContext): void {
  startRound(d, ctx);
}
