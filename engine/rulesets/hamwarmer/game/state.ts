// The HamWarmer 24.5 game state (the ruleset part of GameState) and helpers the turn sequence shares.
import { baseBoundingRadius } from '../../../bases';
import { enemyModels, unitOnTable, playerName, modelGroup } from '../../../game/kit';
import type { DraftState, GameModel, GameState, PlayerIndex } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import type { HwArmy } from './army';
import type { UnitType } from './rules';

export interface HwrUnitState {
  readonly id: string;
  readonly player: PlayerIndex;
  readonly name: string;
  /** Index of the unit in its army file's `units`. */
  readonly index: number;
  readonly types: readonly UnitType[];
  readonly rules: readonly string[];
  readonly points: number;
  /** Models the unit started the game with ("its original model count"). */
  readonly originalModels: number;
  /** Kept in Reserves (not yet on the table). */
  reserves: boolean;
  /** Has been on the table (deployed or arrived). */
  placed: boolean;
  /** Rounds in which things happened (0: never). */
  arrivedRound: number;
  movedRound: number;
  fellBackRound: number;
  chargedRound: number;
  failedMoraleRound: number;
  pinnedRound: number;
  overwatchRound: number;
  /** The round it arrived by Deep Strike ("It also cannot Charge in the Charge phase"); 0 never. */
  deepStruckRound?: number;
  /** The Transport unit it is inside ("Remove models inside a Transport from the battlefield temporarily"), or null. */
  embarkedIn?: string | null;
  /** Rounds it embarked, disembarked, and was set up from a wreck ("A unit cannot Embark and Disembark in the same turn"). */
  embarkedRound?: number;
  disembarkedRound?: number;
  wreckRound?: number;
  /** Models on the table at the start of this round (named default morale.casualtyBase). */
  modelsAtRoundStart: number;
  /** Models it lost and slew in this round's Fight phase. */
  fightTaken: number;
  fightInflicted: number;
}

export interface HwrState {
  units: HwrUnitState[];
  /** Who won this phase's roll-off and selects first. */
  first: PlayerIndex;
  /** Units already selected in this phase. */
  done: string[];
  /** The Fight phase: "units that charged this turn" first, then the others. */
  fightStage: 'chargers' | 'others';
  /** Whether a player has moved a unit normally this Movement phase (Fall Back comes first). */
  movedNormally: [boolean, boolean];
  objectives: { id: string; x: number; y: number; controlRadiusIn?: number }[];
  /** The unit that has just fought and may Consolidate now (001: "8. Consolidate"), or null. */
  consolidating?: string | null;
}

export type HwrDraft = DraftState<HwrState>;
export type HwrGame = GameState<HwrState>;

export { playerName };
export const radiusOf = (m: Pick<GameModel, 'base'>): number => baseBoundingRadius(m.base);
export const armyOf = (d: { setup: { armies: readonly unknown[] } }, p: PlayerIndex): HwArmy => d.setup.armies[p] as HwArmy;

/** A model's group in its army file (its profile, base, weapons): the kit's modelGroup. */
export const groupOf = (d: { setup: { armies: readonly unknown[] } }, m: Pick<GameModel, 'id' | 'player'>) => modelGroup(armyOf(d, m.player), m.id);

export const unitState = (d: { ruleset: HwrState }, id: unknown): HwrUnitState | undefined => d.ruleset.units.find((u) => u.id === id);
export const onTableUnits = (d: { models: readonly GameModel[]; ruleset: HwrState }, p: PlayerIndex): HwrUnitState[] =>
  d.ruleset.units.filter((u) => u.player === p && d.models.some((m) => m.unit === u.id && m.onTable));
export const unitLabel = (u: HwrUnitState): string => `${playerName(u.player)}'s ${u.name}`;
/** Vehicles and Monstrous Creatures: they fire in their front arc and pivot by their own rules. */
export const isBig = (u: HwrUnitState): boolean => u.types.includes('Vehicle') || u.types.includes('Monstrous Creature');

/** A unit's models still alive (on the table, in Reserves or inside a Transport). */
export const aliveModels = <M extends GameModel>(d: { models: readonly M[] }, u: HwrUnitState): M[] => d.models.filter((m) => m.unit === u.id && m.wounds > 0);

/** Edge-to-edge distance between the closest models of two units (Infinity when one has none on the table). */
export function unitGap(d: { models: readonly GameModel[] }, a: string, b: string): number {
  let best = Infinity;
  for (const m of unitOnTable(d, a)) for (const t of unitOnTable(d, b)) best = Math.min(best, edgeDistance(m, t));
  return best;
}

/** "within 1" of an enemy model": any model of the unit. */
export function engaged(d: { models: readonly GameModel[] }, unit: string, player: PlayerIndex, reachIn = 1): boolean {
  const enemies = enemyModels(d, player);
  return unitOnTable(d, unit).some((m) => enemies.some((e) => edgeDistance(m, e) <= reachIn + 1e-9));
}

/** The unit failed a Morale test in the last Morale phase: "A unit that fails its Morale Test must behave in certain ways during its next turn." */
export const failedMorale = (d: { round: number }, u: HwrUnitState): boolean => u.failedMoraleRound === d.round - 1 && u.failedMoraleRound > 0;
/** Failed Morale and within 1" of an enemy: "the unit must Fall Back". */
export const mustFallBack = (d: { round: number; models: readonly GameModel[] }, u: HwrUnitState): boolean => failedMorale(d, u) && engaged(d, u.id, u.player);
/** Failed Morale and not within 1" of an enemy: the forced retreat (morale.ts retreatPlan). */
export const mustRetreat = (d: { round: number; models: readonly GameModel[] }, u: HwrUnitState): boolean => failedMorale(d, u) && !engaged(d, u.id, u.player);

/** The capacity of a unit that is a Transport ("Transports have a Transport Capacity listed"), or 0. */
export const transportCapacity = (d: { setup: { armies: readonly unknown[] } }, u: HwrUnitState): number => armyOf(d, u.player).units[u.index]?.transportCapacity ?? 0;
/** The units inside a Transport. */
export const carriedBy = (d: { ruleset: HwrState }, transportId: string): HwrUnitState[] => d.ruleset.units.filter((x) => x.embarkedIn === transportId);
