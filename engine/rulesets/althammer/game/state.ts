// The AltHammer game state (the ruleset part of GameState) and the small helpers every transition uses.
import { illegal, playerName, modelGroup } from '../../../game/kit';
import type { DraftState, GameAction, GameModel, GameSetup, GameState, PlayerIndex } from '../../../game/types';
import type { AhActionKind } from './rules';
import type { AhArmy } from './army';

export interface AhUnitState {
  readonly id: string;
  readonly player: PlayerIndex;
  readonly name: string;
  /** Index of the unit in its army file's `units`. */
  readonly index: number;
  readonly keywords: readonly string[];
  readonly points: number;
  readonly warlord: boolean;
  /** Removed in the Sideboard step (never deployed). */
  removed: boolean;
}

export interface AhActive {
  unit: string;
  taken: AhActionKind[];
  advanceIn: number;
}

export interface AhState {
  step: 'sideboard' | 'deployment' | 'battle';
  units: AhUnitState[];
  /** The roll-off winner of the game (deploys first). */
  rollOffWinner: PlayerIndex;
  /** Turns left in this round, per player. */
  turnsLeft: [number, number];
  /** The unit each player activated on their previous turn ("two turns in a row"). */
  lastActivated: [string | null, string | null];
  /** The unit acting now and what it has done. */
  active: AhActive | null;
  /** Smite's Difficulty for each army ("increases by 1 for your army"). */
  smiteDifficulty: [number, number];
  objectives: { id: string; x: number; y: number; controlRadiusIn?: number }[];
}

export type AhDraft = DraftState<AhState>;
export type AhGame = GameState<AhState>;
/** What the rulings read, from a draft or a game state alike (nothing is written through it). */
export interface AhView {
  readonly setup: GameSetup;
  readonly models: readonly GameModel[];
  readonly ruleset: AhState;
}

export { playerName };

export const armyOf = (d: { setup: { armies: readonly unknown[] } }, p: PlayerIndex): AhArmy => d.setup.armies[p] as AhArmy;

/** A model's group in its army file (its profile, base, weapons): the kit's modelGroup. */
export const groupOf = (d: { setup: { armies: readonly unknown[] } }, m: Pick<GameModel, 'id' | 'player'>) => modelGroup(armyOf(d, m.player), m.id);

export const unitState = (d: { ruleset: AhState }, id: unknown): AhUnitState | undefined => d.ruleset.units.find((u) => u.id === id);
export const liveUnits = (d: { models: readonly GameModel[]; ruleset: AhState }, p: PlayerIndex): AhUnitState[] =>
  d.ruleset.units.filter((u) => u.player === p && !u.removed && d.models.some((m) => m.unit === u.id && m.onTable));
export const unitLabel = (u: AhUnitState): string => `${playerName(u.player)}'s ${u.name}`;
export const isPsychic = (u: AhUnitState): boolean => u.keywords.includes('Psychic');

/** An action that is not open now: refused with the words for what is open in this step. */
export function notNow(d: AhView, a: GameAction): never {
  const rs = d.ruleset;
  if (rs.step === 'sideboard') illegal('The Sideboard step: remove a unit ("remove-unit").', a);
  if (rs.step === 'deployment') illegal('Deployment: place a unit ("deploy" with its models\' positions).', a);
  if (!rs.active) illegal('Choose a unit to activate ("activate").', a);
  illegal(`${unitState(d, rs.active.unit)!.name} is active: move, advance, magik, shoot, charge, fight or end-activation.`, a);
}

/** The active unit and its activation, for an action of the activation (anything else is not open now). */
export function activeUnit(d: AhView, a: GameAction): { u: AhUnitState; act: AhActive } {
  const act = d.ruleset.active;
  if (d.ruleset.step !== 'battle' || !act) notNow(d, a);
  return { u: unitState(d, act.unit)!, act };
}
