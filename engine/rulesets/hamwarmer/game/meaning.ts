// What each HamWarmer action is, in the one shape every ruleset gives (role, unit, target, words with unit names): every
// action names its selected unit; a deep strike's target is a table point, not a unit.
import { unitWords } from '../../../game/kit';
import type { ActionMeaning, ActionRole, GameAction, GameState } from '../../../game/types';
import type { HwrActionType } from './actions';
import type { HwrState } from './state';

const ROLES: Readonly<Record<HwrActionType, ActionRole>> = {
  deploy: 'deploy',
  reserve: 'deploy',
  'deep-strike': 'deploy',
  keep: 'pass',
  move: 'move',
  'fall-back': 'move',
  retreat: 'move',
  embark: 'move',
  disembark: 'move',
  consolidate: 'move',
  charge: 'charge',
  manifest: 'attack',
  shoot: 'attack',
  fight: 'attack',
  // The unit's Morale test: taken when the player selects it, not a move or an attack.
  morale: 'choice',
  hold: 'pass',
};

const isHwrType = (t: string): t is HwrActionType => Object.prototype.hasOwnProperty.call(ROLES, t);

export function hwrMeaning(state: GameState<HwrState>, a: GameAction): ActionMeaning {
  const { known, named } = unitWords(state.models, state.ruleset.units);
  const unit = known(a.unit);
  const target = a.type === 'deep-strike' ? null : known(a.target);
  const who = named(unit);
  const whom = named(target);
  const mode = a.mode === 'infiltrate' ? ' by Infiltrate' : a.mode === 'outflank' ? ' by Outflank' : '';
  const words: Readonly<Record<HwrActionType, () => string>> = {
    deploy: () => `Deploy ${who}${mode}`,
    reserve: () => `Keep ${who} in Reserves`,
    keep: () => `${who} stays in Reserves`,
    'deep-strike': () => {
      const at = a.target;
      const point = at && typeof at === 'object' && 'x' in at && 'y' in at && typeof at.x === 'number' && typeof at.y === 'number' ? ` at (${at.x.toFixed(1)}, ${at.y.toFixed(1)})` : '';
      return `${who} deep strikes${point}`;
    },
    move: () => `${who} moves`,
    'fall-back': () => `${who} falls back`,
    retreat: () => `${who} retreats (failed Morale)`,
    embark: () => (state.phase === 'Deployment' ? `Deploy ${who} inside ${named(known(a.transport))}` : `${who} embarks in ${named(known(a.transport))}`),
    disembark: () => `${who} disembarks`,
    consolidate: () => `${who} consolidates`,
    charge: () => `${who} charges ${whom}`,
    manifest: () => `${who} manifests a power at ${whom}`,
    shoot: () => `${who} shoots at ${whom}`,
    fight: () => `${who} ${a.positions ? 'piles in and fights' : 'fights'} ${whom}`,
    morale: () => `${who} takes its Morale test`,
    hold: () => `${who} holds`,
  };
  if (!isHwrType(a.type)) return { role: 'choice', unit, target, words: 'An action HamWarmer does not have' };
  const role = a.type === 'embark' && state.phase === 'Deployment' ? 'deploy' : ROLES[a.type];
  return { role, unit, target, words: words[a.type]() };
}
