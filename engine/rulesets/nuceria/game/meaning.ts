// What each Nuceria action is, in the one shape every ruleset gives (role, unit, target, words with unit names): the
// Move actions and the Attack are the active unit's, so a move names no unit of its own.
import { possessive, unitWords } from '../../../game/kit';
import type { ActionMeaning, ActionRole, GameAction, GameState } from '../../../game/types';
import type { NuActionType } from './actions';
import type { NuState } from './state';

const ROLES: Readonly<Record<NuActionType, ActionRole>> = {
  deploy: 'deploy',
  reserve: 'deploy',
  arrive: 'deploy',
  activate: 'choice',
  move: 'move',
  charge: 'charge',
  attack: 'attack',
  'end-activation': 'pass',
};

const isNuType = (t: string): t is NuActionType => Object.prototype.hasOwnProperty.call(ROLES, t);

export function nuMeaning(state: GameState<NuState>, a: GameAction): ActionMeaning {
  const rs = state.ruleset;
  const { known, named } = unitWords(state.models, rs.units);
  // Placing and activating name their unit; the activation's actions are the active unit's.
  const unit = a.type === 'deploy' || a.type === 'reserve' || a.type === 'activate' ? known(a.unit) : (rs.active?.unit ?? null);
  const target = a.type === 'charge' || a.type === 'attack' ? known(a.target) : null;
  const role: ActionRole = isNuType(a.type) ? ROLES[a.type] : 'choice';
  const who = named(unit);
  const words: Readonly<Record<NuActionType, () => string>> = {
    deploy: () => `Deploy ${who}`,
    reserve: () => `Place ${who} in reserves`,
    activate: () => `Activate ${who}`,
    move: () => `${who} moves`,
    charge: () => `${who} charges ${named(target)}`,
    arrive: () => `${who} arrives from reserves`,
    attack: () => `${who} makes a ${a.mode === 'melee' ? 'Melee' : 'Ranged'} Attack on ${named(target)}`,
    'end-activation': () => `End ${possessive(who)} activation`,
  };
  return { role, unit, target, words: isNuType(a.type) ? words[a.type]() : 'An action Nuceria does not have' };
}
