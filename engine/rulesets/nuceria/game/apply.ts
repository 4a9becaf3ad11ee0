// Nuceria's appliers, one per action type: placing units, activating one, its Move (normal, charge, arrive) and its
// Attack ("you must choose whether it will be a “Ranged Attack” or “Melee Attack”"), and ending the activation. Each
// refuses an action that is not open now in players' words.
import { applyByType, illegal, unitOnTable, type Appliers } from '../../../game/kit';
import type { GameAction, GameContext } from '../../../game/types';
import type { NuAction } from './actions';
import { arriveFromReserves, deployUnit, reserveUnit } from './deployment';
import { lockedWith, meleeAttack } from './melee';
import { chargeMove, enemy, normalMove } from './movement';
import { afterAction, endTurn } from './sequence';
import { rangedAttack } from './shooting';
import { coherent, liveUnits, playerName, unitState, type NuDraft, type NuState, type NuUnitState } from './state';

/** An action that is not open now: refused with the words for what is. */
function notNow(d: NuDraft, a: GameAction): never {
  if (d.ruleset.step === 'deployment') illegal('Deployment: deploy a unit or place it in reserves.', a);
  const act = d.ruleset.active;
  if (!act) illegal('Choose a unit to activate ("activate").', a);
  illegal(`${unitState(d, act.unit)!.name} is active: move, charge, arrive, attack or end-activation.`, a);
}

/** The active unit, for an action of its activation (refused in deployment or before a unit is activated). */
function activeUnit(d: NuDraft, a: GameAction): { u: NuUnitState; act: NonNullable<NuState['active']> } {
  const act = d.ruleset.active;
  if (d.ruleset.step !== 'battle' || !act) notNow(d, a);
  return { u: unitState(d, act.unit)!, act };
}

/** The active unit about to use its Move action ("Whenever you make a “Move” action, choose one for each unit"). */
function moving(d: NuDraft, a: GameAction): NuUnitState {
  const { u, act } = activeUnit(d, a);
  if (act.moved) illegal(`${u.name} has already used its Move action this activation.`, a);
  return u;
}

/** Marks the Move used and ends the activation when it is over. */
function moved(d: NuDraft, ctx: GameContext, u: NuUnitState): void {
  d.ruleset.active!.moved = true;
  afterAction(d, ctx, u);
}

const APPLIERS: Appliers<NuState, NuAction> = {
  deploy: (d, a, ctx) => (d.ruleset.step === 'deployment' ? deployUnit(d, a, ctx) : notNow(d, a)),
  reserve: (d, a, ctx) => (d.ruleset.step === 'deployment' ? reserveUnit(d, a, ctx) : notNow(d, a)),
  activate: (d, a, ctx) => {
    if (d.ruleset.step !== 'battle' || d.ruleset.active) notNow(d, a);
    const u = unitState(d, a.unit);
    if (!u || u.player !== a.player || !liveUnits(d, a.player).includes(u)) illegal(`${String(a.unit)} is not one of your units.`, a);
    d.ruleset.active = { unit: u.id, moved: false, attacked: false, charged: false };
    d.activation = u.id;
    ctx.say(`${playerName(a.player)} activates ${u.name}.`, a.player);
  },
  move: (d, a, ctx) => {
    const u = moving(d, a);
    normalMove(d, a, ctx, u);
    moved(d, ctx, u);
  },
  charge: (d, a, ctx) => {
    const u = moving(d, a);
    chargeMove(d, a, ctx, u);
    moved(d, ctx, u);
  },
  arrive: (d, a, ctx) => {
    const u = moving(d, a);
    arriveFromReserves(d, a, ctx, u);
    moved(d, ctx, u);
  },
  attack: (d, a, ctx) => {
    const { u, act } = activeUnit(d, a);
    if (act.attacked) illegal(`${u.name} has already used its Attack action this activation.`, a);
    if (!unitOnTable(d, u.id).length) illegal(`${u.name} is in reserves.`, a);
    // "Units outside of this cannot make any actions except “Move”."
    if (!coherent(unitOnTable(d, u.id))) illegal(`${u.name} is out of coherency: "Units outside of this cannot make any actions except “Move”."`, a);
    const t = enemy(d, a, u);
    if (a.mode === 'melee') {
      if (!lockedWith(d, u.id, t.id)) illegal(`${t.name} is not in melee range of ${u.name}.`, a);
      meleeAttack(d, ctx, u, t, 'Melee:');
    } else if (a.mode === 'ranged') rangedAttack(d, ctx, u, t, a);
    else illegal('An attack is "ranged" or "melee" ("you must choose whether it will be a “Ranged Attack” or “Melee Attack”").', a);
    act.attacked = true;
    afterAction(d, ctx, u);
  },
  'end-activation': (d, a, ctx) => {
    activeUnit(d, a);
    endTurn(d, ctx, a.player);
  },
};

export const applyNu = applyByType(APPLIERS, 'Nuceria');
