// What each Reglas básicas action is, in the one shape every ruleset gives (role, unit, target, words with unit names).
import { unitWords } from '../../../game/kit';
import type { ActionMeaning, ActionRole, GameAction, GameState } from '../../../game/types';
import type { RbActionType } from './actions';
import type { RbState } from './state';

const ROLES: Readonly<Record<RbActionType, ActionRole>> = {
  deploy: 'deploy',
  move: 'move',
  run: 'move',
  retreat: 'move',
  charge: 'charge',
  shoot: 'attack',
  fight: 'attack',
  hold: 'pass',
  stop: 'pass',
};

const isRbType = (t: string): t is RbActionType => Object.prototype.hasOwnProperty.call(ROLES, t);

export function rbMeaning(state: GameState<RbState>, a: GameAction): ActionMeaning {
  const rs = state.ruleset;
  const { known, named } = unitWords(state.models, rs.units);
  const unit = a.type === 'stop' ? null : known(a.unit);
  const target = a.type === 'charge' || a.type === 'shoot' || a.type === 'fight' ? known(a.target) : null;
  const who = named(unit);
  const them = named(target);
  const words: Readonly<Record<RbActionType, () => string>> = {
    deploy: () => `Deploy ${who}`,
    move: () => `${who} moves`,
    run: () => `${who} runs`,
    retreat: () => `${who} retreats`,
    charge: () => `${who} charges ${them}${a.throwingAxes === true ? ', throwing axes first' : ''}`,
    shoot: () => `${who} shoots ${them}${a.move === 'before' ? ' after moving' : a.move === 'after' ? ', then moves' : ''}`,
    fight: () => `${who} fights ${them}${a.positions !== undefined ? ', then adjusts' : ''}`,
    hold: () => `${who} holds`,
    stop: () => 'Stop',
  };
  if (!isRbType(a.type)) return { role: 'choice', unit, target, words: 'An action Reglas básicas does not have' };
  return { role: ROLES[a.type], unit, target, words: words[a.type]() };
}
