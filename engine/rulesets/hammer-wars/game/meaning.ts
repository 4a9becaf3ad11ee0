// What each Hammer Wars action is, in the one shape every ruleset gives (role, unit, target, words with unit names). Every
// unit is one model, so a unit's id is its model's; an activation's actions are the active unit's.
import { possessive, unitLabels } from '../../../game/kit';
import type { ActionMeaning, ActionRole, GameAction, GameState } from '../../../game/types';
import type { HwActionType } from './actions';
import { ORDER_WORDS } from './sequence';
import { goalRule } from './goalWords';
import type { HwState, Order } from './state';

const ROLES: Readonly<Record<HwActionType, ActionRole>> = {
  'choose-order': 'choice',
  'choose-edge': 'choice',
  'choose-goal': 'choice',
  'declare-goal': 'choice',
  deploy: 'deploy',
  'end-deployment': 'pass',
  // Choosing the unit and its order (Hold, Walk, Run, Rapid Advance): the move and the attacks are actions of their own.
  activate: 'choice',
  move: 'move',
  'hit-and-run': 'move',
  attack: 'attack',
  'chain-attack': 'attack',
  'energy-pulse': 'attack',
  'end-activation': 'pass',
  'end-phase': 'pass',
};

const isHwType = (t: string): t is HwActionType => Object.prototype.hasOwnProperty.call(ROLES, t);

const MOVES: Readonly<Record<Order, string>> = { hold: 'moves', walk: 'walks', run: 'runs', 'rapid-advance': 'makes a Rapid Advance' };

const isOrder = (v: unknown): v is Order => typeof v === 'string' && Object.prototype.hasOwnProperty.call(ORDER_WORDS, v);

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function hwMeaning(state: GameState<HwState>, a: GameAction): ActionMeaning {
  if (!isHwType(a.type)) return { role: 'choice', unit: null, target: null, words: 'An action Hammer Wars does not have' };
  const role = ROLES[a.type];
  const rs = state.ruleset;
  const known = (id: unknown): string | null => (typeof id === 'string' && state.models.some((m) => m.unit === id) ? id : null);
  const labels = unitLabels(state.models);
  const named = (id: string | null) => (id === null ? 'a unit' : (labels.get(id) ?? 'a unit'));
  const placed = Object.keys(a.positions ?? {}).filter((id) => known(id) !== null);
  // Placing and activating name their unit; the other choices are the player's; the rest are the active unit's.
  const unit = a.type === 'deploy' ? (placed[0] ?? null) : a.type === 'activate' ? known(a.unit) : role === 'choice' ? null : known(rs.active?.unit);
  const target = a.type === 'attack' || a.type === 'chain-attack' ? known(a.target) : null;
  const who = named(unit);
  const them = named(target);
  const objective = (id: unknown): string => {
    const i = rs.objectives.findIndex((o) => o.id === id);
    return i < 0 ? 'an objective' : `the ${rs.objectives[i]!.name ?? `objective ${i + 1}`} objective`;
  };
  const goal = typeof a.goal === 'string' && a.goal !== 'hidden' ? a.goal : null;
  const mine = rs.players[a.player];
  const words: Readonly<Record<HwActionType, () => string>> = {
    'choose-order': () => (a.goFirst === true ? 'Go first' : 'Let the opponent go first'),
    'choose-edge': () => `Deploy from the ${capital(String(a.edge))} edge`,
    // Another player's goal stays secret (playerView writes it "hidden").
    'choose-goal': () => (goal === null ? 'Choose a secret goal' : `Secret goal: ${goal}${a.objective !== undefined ? `, on ${objective(a.objective)}` : ''}`),
    'declare-goal': () => (mine.goal ? `Declare the goal ${mine.goal}${mine.goalObjective ? ` on ${objective(mine.goalObjective)}` : ''}` : 'Declare the secret goal'),
    deploy: () => `Deploy ${placed.map((id) => named(id)).join(' and ') || 'a unit'}`,
    'end-deployment': () => 'End the deployment phase',
    activate: () => `Activate ${who}: ${isOrder(a.order) ? ORDER_WORDS[a.order] : 'an action'}`,
    move: () => `${who} ${MOVES[rs.active?.order ?? 'walk']}`,
    'hit-and-run': () => `${who} Hits & Runs`,
    attack: () => `${who} attacks ${them}${typeof a.line === 'number' ? ` with attack line ${a.line + 1}` : ''}`,
    'chain-attack': () => `${who} makes a Chain Attack on ${them}`,
    'energy-pulse': () => `${who} uses Energy Pulse`,
    'end-activation': () => `End ${possessive(who)} activation`,
    'end-phase': () => 'End the combat phase',
  };
  // What a goal scores, in the text's words: on the player's own choices only (another player's goal reads "hidden").
  const isGoal = (g: unknown): g is NonNullable<typeof mine.goal> => typeof g === 'string' && mine.goalChoices.some((x) => x === g);
  const detail =
    a.type === 'choose-goal' && isGoal(goal)
      ? // One explanation for every marker the goal may write down (the button says which): one line per goal on the panel.
        goalRule(goal, `one of the objective markers (${rs.objectives.map((o, i) => o.name ?? `objective ${i + 1}`).join(', ')})`)
      : a.type === 'declare-goal' && isGoal(mine.goal)
        ? goalRule(mine.goal, mine.goalObjective ? objective(mine.goalObjective) : undefined, true)
        : undefined;
  return { role, unit, target, words: words[a.type](), ...(detail ? { detail } : {}) };
}
