// The AltHammer game state (the ruleset part of GameState) and the small helpers every transition uses.
import { baseBoundingRadius } from '../../../bases';
import type { DraftModel, DraftState, GameModel, GameState, PlayerIndex } from '../../../game/types';
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
  active: { unit: string; taken: AhActionKind[]; advanceIn: number } | null;
  /** Smite's Difficulty for each army ("increases by 1 for your army"). */
  smiteDifficulty: [number, number];
  objectives: { id: string; x: number; y: number }[];
}

export type AhDraft = DraftState<AhState>;
export type AhGame = GameState<AhState>;

export const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
export const playerName = (p: PlayerIndex): string => `Player ${p + 1}`;
export const radiusOf = (m: Pick<GameModel, 'base'>): number => baseBoundingRadius(m.base);

export const armyOf = (d: { setup: { armies: readonly unknown[] } }, p: PlayerIndex): AhArmy => d.setup.armies[p] as AhArmy;

/** Model ids are `p1-u3-g0-2`: player 1, unit 3, model group 0, the third model. */
export function groupOf(d: { setup: { armies: readonly unknown[] } }, m: Pick<GameModel, 'id' | 'player'>) {
  const match = /-u(\d+)-g(\d+)-\d+$/.exec(m.id)!;
  return armyOf(d, m.player).units[Number(match[1])]!.models[Number(match[2])]!;
}

export const unitState = (d: { ruleset: AhState }, id: unknown): AhUnitState | undefined => d.ruleset.units.find((u) => u.id === id);
export const modelsOfUnit = <M extends GameModel>(d: { models: readonly M[] }, unit: string): M[] => d.models.filter((m) => m.unit === unit && m.onTable);
export const liveUnits = (d: { models: readonly GameModel[]; ruleset: AhState }, p: PlayerIndex): AhUnitState[] =>
  d.ruleset.units.filter((u) => u.player === p && !u.removed && d.models.some((m) => m.unit === u.id && m.onTable));
export const unitLabel = (u: AhUnitState): string => `${playerName(u.player)}'s ${u.name}`;

export function draftModel(d: AhDraft, id: string): DraftModel {
  const m = d.models.find((x) => x.id === id);
  if (!m) throw new Error(`no model ${id}`);
  return m;
}
