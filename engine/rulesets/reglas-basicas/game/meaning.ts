// What each Reglas básicas action is, in the one shape every ruleset gives (role, unit, target, words with unit names).
import { unitLabels } from '../../../game/kit';
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
  const known = (id: unknown): string | null => (typeof id === 'string' && rs.units.some((u) => u.id === id) ? id : null);
  const labels = unitLabels(state.models, (id) => rs.units.find((u) => u.id === id)?.name ?? 'a unit');
  const named = (id: string | null) => (id === null ? 'a unit' : (labels.get(id) ?? 'a unit'));
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
