// Reglas básicas' appliers, one per action type. Each phase opens its own: the Movement phase move, run, retreat and
// charge; the Ranged phase shoot; the Melee phase fight; the Action Phase option "Move, Run, Charge (then fight at once),
// Shoot, Fight, or hold"; every phase but the Action Phase Stop. An action a phase does not open is refused with what it does.
import { applyByType, illegal, type Appliers } from '../../../game/kit';
import type { GameAction, GameContext } from '../../../game/types';
import type { RbAction } from './actions';
import { attack, beforeCharge } from './attacks';
import { deployUnit } from './deployment';
import { adjustMove, applyMove, shootMove, shootMoveWhen, type RbMove } from './movement';
import { afterUnit, chosen, electToStop } from './sequence';
import { enemy, inCombat, inCombatWith, specialsFor, unitData, type RbDraft, type RbState, type RbUnitState } from './state';

const DEPLOY_WORDS = 'Deployment: place a unit ("deploy" with every model\'s position).';
const PHASE_WORDS: Readonly<Record<string, string>> = {
  Movement: 'Movement phase: move, run, retreat or charge a unit, or stop.',
  Ranged: 'Ranged phase: shoot with a unit, or stop.',
  Melee: 'Melee phase: fight with a unit locked in combat, or stop.',
  Action: 'Action Phase: move, run, charge, shoot, fight or hold with a unit that has not activated.',
};

/** The unit a battle action chooses (refused in deployment, or when the phase does not open this action). */
function chosenIn(d: RbDraft, a: GameAction, phases: readonly string[]): RbUnitState {
  if (d.ruleset.step === 'deployment') illegal(DEPLOY_WORDS, a);
  const u = chosen(d, a);
  d.activation = u.id;
  if (!phases.includes(d.phase)) illegal(PHASE_WORDS[d.phase] ?? PHASE_WORDS.Action!, a);
  return u;
}

/** The unit has acted: in the Action Phase it has activated; the other player goes on. */
function acted(d: RbDraft, ctx: GameContext, u: RbUnitState): void {
  if (d.phase === 'Action') u.activated = true;
  afterUnit(d, ctx, u.player);
}

/** A Move, Run or Retreat ("A unit must not be in combat to Move / Run"; only a unit in combat may Retreat). */
function moveLike(kind: RbMove, phases: readonly string[]) {
  return (d: RbDraft, a: GameAction, ctx: GameContext): void => {
    const u = chosenIn(d, a, phases);
    applyMove(d, a, ctx, u, kind);
    acted(d, ctx, u);
  };
}

const APPLIERS: Appliers<RbState, RbAction> = {
  deploy: (d, a, ctx) => (d.ruleset.step === 'deployment' ? deployUnit(d, a, ctx) : void chosenIn(d, a, [])),
  stop: (d, a, ctx) => {
    if (d.ruleset.step === 'deployment') illegal(DEPLOY_WORDS, a);
    if (d.phase === 'Action') illegal('The Action Phase has no Stop: activate a unit (it may "hold").', a);
    electToStop(d, ctx, a.player);
  },
  move: moveLike('move', ['Movement', 'Action']),
  run: moveLike('run', ['Movement', 'Action']),
  retreat: moveLike('retreat', ['Movement']),
  charge: (d, a, ctx) => {
    const u = chosenIn(d, a, ['Movement', 'Action']);
    beforeCharge(d, ctx, u, a);
    applyMove(d, a, ctx, u, 'charge');
    // The Action Phase's Charge: "It may then immediately Fight."
    if (d.phase === 'Action') attack(d, ctx, u, enemy(d, a, u), false, a);
    acted(d, ctx, u);
  },
  shoot: (d, a, ctx) => {
    const u = chosenIn(d, a, ['Ranged', 'Action']);
    const t = enemy(d, a, u);
    if (d.phase === 'Ranged') {
      if (inCombat(d, u) && !inCombatWith(d, u.id, t.id)) illegal(`${u.name} is in combat: "it must Attack a unit it's in combat with" (named default reglas.shootInCombat).`, a);
      attack(d, ctx, u, t, true, a);
      u.shot = true;
    } else {
      if (!unitData(d, u).ranged) illegal(`${u.name} has no Ranged Weapon.`, a);
      if (inCombat(d, u) && !inCombatWith(d, u.id, t.id)) illegal(`${u.name} is in combat: "If the unit is in combat it must Attack a unit it's in combat with."`, a);
      // "If it isn't, it may Move before or after Shooting": positions with move 'before' or 'after'.
      const when = shootMoveWhen(d, a, u);
      if (when === 'before') shootMove(d, a, ctx, u);
      attack(d, ctx, u, t, true, a);
      if (when === 'after') shootMove(d, a, ctx, u);
    }
    acted(d, ctx, u);
  },
  fight: (d, a, ctx) => {
    const u = chosenIn(d, a, ['Melee', 'Action']);
    const t = enemy(d, a, u);
    if (d.phase === 'Melee') {
      if (!inCombatWith(d, u.id, t.id)) illegal(`${u.name} is not in combat with ${t.name}.`, a);
      attack(d, ctx, u, t, false, a);
      u.fought = true;
    } else {
      if (!inCombatWith(d, u.id, t.id)) illegal(`"A unit must be in combat to Fight": ${u.name} is not in combat with ${t.name}.`, a);
      attack(d, ctx, u, t, false, a);
      // "You may make an Adjust move of up to 3" with that unit. This move cannot take you out of combat."
      if (a.positions !== undefined) adjustMove(d, a, ctx, u);
    }
    acted(d, ctx, u);
  },
  hold: (d, a, ctx) => {
    const u = chosenIn(d, a, ['Action']);
    // Standfast: "take Hold action out of combat for +1 Armor" (until the turn ends: named default reglas.standfast).
    u.standfast = specialsFor(d, u).standfast && !inCombat(d, u);
    ctx.say(`${u.name} holds${u.standfast ? ' (Standfast: +1 Armor this turn)' : ''}.`, u.player);
    acted(d, ctx, u);
  },
};

export const applyRb = applyByType(APPLIERS, 'Reglas básicas');
