// What each AltHammer action is, in the one shape every ruleset gives (role, unit, target, words with unit names): the
// activation's actions are the active unit's, so they name no unit of their own.
import { possessive, unitLabels } from '../../../game/kit';
import type { ActionMeaning, ActionRole, GameAction, GameState } from '../../../game/types';
import type { AhActionType } from './actions';
import type { AhState } from './state';

const ROLES: Readonly<Record<AhActionType, ActionRole>> = {
  // Which units the army keeps is the player's choice (the Sideboard Option), not an action of the unit.
  'remove-unit': 'choice',
  deploy: 'deploy',
  activate: 'choice',
  move: 'move',
  advance: 'move',
  charge: 'charge',
  shoot: 'attack',
  fight: 'attack',
  magik: 'attack',
  'end-activation': 'pass',
};

const isAhType = (t: string): t is AhActionType => Object.prototype.hasOwnProperty.call(ROLES, t);

export function ahMeaning(state: GameState<AhState>, a: GameAction): ActionMeaning {
  if (!isAhType(a.type)) return { role: 'choice', unit: null, target: null, words: 'An action AltHammer does not have' };
  const rs = state.ruleset;
  const known = (id: unknown): string | null => (typeof id === 'string' && rs.units.some((u) => u.id === id) ? id : null);
  const labels = unitLabels(state.models, (id) => rs.units.find((u) => u.id === id)?.name ?? 'a unit');
  const named = (id: string | null) => (id === null ? 'a unit' : (labels.get(id) ?? 'a unit'));
  // Removing, placing and activating name their unit; the activation's actions are the active unit's.
  const unit = a.type === 'remove-unit' || a.type === 'deploy' || a.type === 'activate' ? known(a.unit) : known(rs.active?.unit);
  const target = a.type === 'charge' || a.type === 'shoot' || a.type === 'fight' || a.type === 'magik' ? known(a.target) : null;
  const who = named(unit);
  const them = named(target);
  const words: Readonly<Record<AhActionType, () => string>> = {
    'remove-unit': () => `Remove ${who} from the army (Sideboard)`,
    deploy: () => `Deploy ${who}`,
    activate: () => `Activate ${who}`,
    move: () => `${who} moves`,
    advance: () => `${who} Advances (+1d6" Move)`,
    charge: () => `${who} charges ${them}`,
    shoot: () => `${who} shoots ${them}`,
    fight: () => `${who} fights ${them}`,
    magik: () => `${who} casts ${typeof a.spell === 'string' ? a.spell : 'Smite'} at ${them}`,
    'end-activation': () => `End ${possessive(who)} activation`,
  };
  return { role: ROLES[a.type], unit, target, words: words[a.type]() };
}
