// HamWarmer's appliers, one per action type: each selects its unit by the turn sequence's rules ("each player selects one
// of their units"; the unit that has just fought consolidates first), checks the action is one of this phase's, applies it
// and hands the selection on. The drag readout's ruling (judgeHwrMove) goes through the same selection and move check.
import { applyByType, illegal, readUnitPositions, unitOnTable, type Appliers } from '../../../game/kit';
import { IllegalActionError, type GameAction, type GameContext, type MoveVerdict } from '../../../game/types';
import type { HwrAction, HwrActionOf, HwrActionType } from './actions';
import { chargeAt } from './charge';
import { deepStrikeUnit, deployUnit, keepInReserves } from './deploy';
import { HWR_PHASES, type HwPhase } from './deployment';
import { disembarkUnit, embarkUnit } from './embarking';
import { consolidateOrHold, consolidatingUnit, fightUnit } from './fight';
import { retreatUnit, testMorale } from './morale';
import { holdStill, moveUnit, ruleMovement, unitMoveIn } from './movement';
import { manifestPower } from './psychic';
import { shootAt } from './shooting';
import { mustRetreat, unitState, type HwrDraft, type HwrState, type HwrUnitState } from './state';
import { afterSelection, selected } from './turn';

/** The actions each phase offers a selected unit. */
const PHASE_ACTIONS: Readonly<Record<HwPhase, readonly HwrActionType[]>> = {
  Deployment: ['deploy', 'reserve', 'keep', 'deep-strike', 'embark'],
  Movement: ['move', 'fall-back', 'retreat', 'embark', 'disembark', 'hold'],
  Psychic: ['manifest', 'hold'],
  Shooting: ['shoot', 'hold'],
  Charge: ['charge', 'hold'],
  Fight: ['fight', 'hold'],
  Morale: ['morale'],
};

/** What each phase offers, in players' words (the refusal of an action from another phase). */
const PHASE_WORDS: Readonly<Record<HwPhase, string>> = {
  Deployment: 'Deployment phase: deploy a unit (or "embark" it inside a Transport on the table), deep-strike it, or keep it in Reserves ("reserve" / "keep").',
  Movement: 'Movement phase: move, fall-back or hold.',
  Psychic: 'Psychic phase: manifest a power at a target, or hold.',
  Shooting: 'Shooting phase: shoot at a target, or hold.',
  Charge: 'Charge phase: charge a target, or hold.',
  Fight: 'Fight phase: fight a target within 1", or hold.',
  Morale: 'Morale phase: take the unit\'s Morale test ("morale").',
};

/** A unit that failed Morale retreats, one inside a Transport disembarks or holds: said before anything else it asks. */
function movementGate(d: HwrDraft, a: HwrAction, u: HwrUnitState): void {
  if (mustRetreat(d, u)) {
    if (a.type !== 'retreat') illegal(`${u.name} failed a Morale test: it must retreat ("It must move its maximum Movement distance towards terrain that provides Cover").`, a);
    return;
  }
  if (a.type === 'retreat') illegal(`${u.name} did not fail a Morale test (or is within 1" of an enemy, and must Fall Back).`, a);
  if (u.embarkedIn && a.type !== 'disembark' && a.type !== 'hold') illegal(`${u.name} is inside a Transport: disembark, or hold.`, a);
  if (!u.embarkedIn && a.type === 'disembark') illegal(PHASE_WORDS.Movement, a);
}

/** "8. Consolidate": the unit that has just fought consolidates or holds before anything else. */
function consolidating(d: HwrDraft, a: HwrAction, ctx: GameContext, u: HwrUnitState): void {
  if (a.unit !== u.id || a.player !== u.player || (a.type !== 'consolidate' && a.type !== 'hold'))
    illegal(`${u.name} has just fought: it consolidates ("all models in the unit may move up to 2"") or holds, before anything else.`, a);
  consolidateOrHold(d, a, ctx, u);
  d.ruleset.consolidating = null;
  afterSelection(d, ctx, u);
}

type Handler<T extends HwrActionType> = (d: HwrDraft, a: HwrActionOf<T>, ctx: GameContext, u: HwrUnitState) => void;

/** An action of the selected unit: selection and the phase's actions checked, `handler` applied, the selection handed on. */
function selecting<T extends HwrActionType>(handler: Handler<T>): (d: HwrDraft, a: HwrActionOf<T>, ctx: GameContext) => void {
  return (d, a, ctx) => {
    const c = consolidatingUnit(d);
    if (c) return consolidating(d, a, ctx, c);
    const u = selected(d, a);
    const phase = HWR_PHASES.find((p) => p === d.phase);
    if (!phase) illegal('No unit can be selected now.', a);
    if (phase === 'Movement') movementGate(d, a, u);
    if (!PHASE_ACTIONS[phase].includes(a.type)) illegal(PHASE_WORDS[phase], a);
    d.activation = u.id;
    handler(d, a, ctx, u);
    // A unit that has fought may Consolidate first: the selection passes on after it.
    if (!d.ruleset.consolidating) afterSelection(d, ctx, u);
  };
}

const APPLIERS: Appliers<HwrState, HwrAction> = {
  deploy: selecting(deployUnit),
  reserve: selecting(keepInReserves),
  keep: selecting(keepInReserves),
  'deep-strike': selecting(deepStrikeUnit),
  move: selecting(moveUnit),
  'fall-back': selecting(moveUnit),
  retreat: selecting(retreatUnit),
  embark: selecting(embarkUnit),
  disembark: selecting(disembarkUnit),
  manifest: selecting(manifestPower),
  shoot: selecting(shootAt),
  charge: selecting(chargeAt),
  fight: selecting(fightUnit),
  // Only open to the unit that has just fought (before any selection): any other asks for the phase's actions.
  consolidate: selecting(() => undefined),
  morale: selecting((d, _a, ctx, u) => testMorale(d, ctx, u)),
  hold: selecting((d, a, ctx, u) => (d.phase === 'Movement' ? holdStill(d, a, ctx, u) : undefined)),
};

export const applyHwr = applyByType(APPLIERS, 'HamWarmer 24.5');

/**
 * How a Movement-phase move or fall-back would be ruled now (null for other actions, a unit in a Transport or one that
 * must retreat): the selection rules and ruleMovement, exactly as the move's applier rules it.
 */
export function judgeHwrMove(d: HwrDraft, a: GameAction): MoveVerdict | null {
  if (d.phase !== 'Movement' || d.ruleset.consolidating || (a.type !== 'move' && a.type !== 'fall-back')) return null;
  const unit = unitState(d, a.unit);
  const allowanceIn = unit ? unitMoveIn(d, unit) : 0;
  try {
    const u = selected(d, a);
    if (u.embarkedIn || mustRetreat(d, u)) return null;
    return ruleMovement(d, a.type === 'fall-back' ? 'fall-back' : 'move', u, readUnitPositions(a, unitOnTable(d, u.id)));
  } catch (e) {
    if (e instanceof IllegalActionError) return { ok: false, reasons: [e.reason], costIn: 0, allowanceIn };
    throw e;
  }
}
