// Nuceria's game state and the lookups every rule file reads: units, their army data, the units still in the game, the
// deployment zones and coherency ("Models must stay within 1” of each other").
import { baseBoundingRadius } from '../../../bases';
import { unitOnTable, playerName } from '../../../game/kit';
import type { DraftState, GameModel, GameState, ModelPosition, PlayerIndex } from '../../../game/types';
import { checkCoherency } from '../../../measure/coherency';
import type { Vec2 } from '../../../types';
import { NUCERIA_ZONE_DEPTH_IN } from '../deployment';
import { NUCERIA } from '../values';
import type { NuArmy, NuUnit } from './army';

/** rounds: the game length when nobody reaches 10; playOnRounds: the rounds a tie may be played on past it (nuceria.winAt). */
export const NU_DEFAULT = { rounds: 6, playOnRounds: 14, winAt: 10, losRays: 64, perimeterIn: 12, upperLevelIn: 2, meleeVerticalIn: 3 } as const;
/** "Melee range is determined as being within 1” of a unit’s base/hull". */
export const MELEE_IN = NUCERIA.measuring.engagementIn!;

/** A position may name the floor to stand on ("the upper levels of this terrain"): z in inches, the table when absent. */
export type NuPosition = ModelPosition & { readonly z?: number };

export interface NuUnitState {
  readonly id: string;
  readonly player: PlayerIndex;
  readonly name: string;
  readonly index: number;
  reserves: boolean;
  placed: boolean;
}

export interface NuState {
  step: 'deployment' | 'battle';
  units: NuUnitState[];
  first: PlayerIndex;
  turnsLeft: [number, number];
  /** Turns each player has taken (the Cooldown clock: "how many of the controlling player's turns need to pass"). */
  turnsTaken: [number, number];
  /** unit|weapon -> the controlling player's turn count from which it may fire again. */
  readyAt: Record<string, number>;
  active: { unit: string; moved: boolean; attacked: boolean; charged: boolean } | null;
  objectives: { id: string; x: number; y: number; controlRadiusIn: number }[];
  perimeterScored: [boolean, boolean];
  /** The tie at 10 or more has been announced (the game plays on: named default nuceria.winAt). */
  tieAnnounced?: boolean;
}

export type NuDraft = DraftState<NuState>;
export type NuGame = GameState<NuState>;

export { playerName };

type HasArmies = { setup: { armies: readonly unknown[] } };
export const armyOf = (d: HasArmies, p: PlayerIndex): NuArmy => d.setup.armies[p] as NuArmy;
export const unitData = (d: HasArmies, u: { player: PlayerIndex; index: number }): NuUnit => armyOf(d, u.player).units[u.index]!;
export const unitState = (d: { ruleset: NuState }, id: unknown): NuUnitState | undefined => d.ruleset.units.find((u) => u.id === id);
/** The unit has this keyword in its army file (Infantry, Fly, ...). */
export const hasKeyword = (d: HasArmies, u: NuUnitState, k: NuUnit['keywords'][number]): boolean => unitData(d, u).keywords.includes(k);

/** A player's units still in the game: on the table, or in reserves with models left. */
export const liveUnits = (d: { models: readonly GameModel[]; ruleset: NuState }, p: PlayerIndex): NuUnitState[] =>
  d.ruleset.units.filter((u) => u.player === p && (unitOnTable(d, u.id).length > 0 || (u.reserves && d.models.some((m) => m.unit === u.id && m.wounds > 0))));

/** "Players alternate to place units from their army within their deployment zone or reserves": the units still to place. */
export const undeployed = (d: NuDraft | NuGame, p: PlayerIndex): NuUnitState[] => d.ruleset.units.filter((u) => u.player === p && !u.placed && !u.reserves);

/** "Models must stay within 1” of each other to be in unit coherency" (one connected chain: the ruleset's default). */
export function coherent(models: readonly GameModel[]): boolean {
  return checkCoherency(models, NUCERIA.measuring.coherency).ok;
}

/** "Mark two deployment zones 12” away from one table edge": player 1's along y = 0, player 2's along the far edge. */
export function deploymentZone(table: { widthIn: number; depthIn: number }, p: PlayerIndex): Vec2[] {
  const { widthIn: w, depthIn: d } = table;
  const z = NUCERIA_ZONE_DEPTH_IN;
  return p === 0 ? [[0, 0], [w, 0], [w, z], [0, z]] : [[0, d - z], [w, d - z], [w, d], [0, d]];
}

/** The whole base inside an axis-aligned zone. */
export function withinRect(m: GameModel, zone: readonly Vec2[]): boolean {
  const r = baseBoundingRadius(m.base);
  const xs = zone.map((p) => p[0]);
  const ys = zone.map((p) => p[1]);
  return m.x - r >= Math.min(...xs) - 1e-9 && m.x + r <= Math.max(...xs) + 1e-9 && m.y - r >= Math.min(...ys) - 1e-9 && m.y + r <= Math.max(...ys) + 1e-9;
}
