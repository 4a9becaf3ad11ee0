// Reglas básicas' game state and the lookups every rule file reads: units and their army data, the units still on the
// table, "in combat", the deployment zones and each unit's special rules.
import { illegal, other, unitOnTable, playerName } from '../../../game/kit';
import type { DraftState, GameAction, GameModel, GameState, PlayerIndex } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import type { Vec2 } from '../../../types';
import type { RbArmy, RbUnit } from './army';
import { RB_DEFAULT } from './defaults';
import { specialsOf, type RbSpecials } from './specials';

export type RbMoveKind = 'none' | 'move' | 'run' | 'retreat' | 'charge';

export interface RbUnitState {
  readonly id: string;
  readonly player: PlayerIndex;
  readonly name: string;
  readonly index: number;
  /** WOUNDS suffered this turn, resolved in the Leadership phase. */
  pendingWounds: number;
  /** Damage on the unit's most damaged model (carried until it is slain). */
  damageOnFirst: number;
  slainThisTurn: number;
  moved: RbMoveKind;
  shot: boolean;
  fought: boolean;
  activated: boolean;
  /** "Each unit of Fyreslayers may, once per battle, use the Throwing Axes": used. */
  axesThrown?: boolean;
  /** "Standfast (take Hold action out of combat for +1 Armor)": held this turn. */
  standfast?: boolean;
  /** Empowered: "Until your next Leadership phase, reroll successfull Armor rolls for HITs made by that unit." */
  empowered?: boolean;
}

export interface RbState {
  turnModel: 'phases' | 'actions';
  step: 'deployment' | 'battle';
  units: RbUnitState[];
  /** Who has elected to Stop in this phase. */
  stopped: [boolean, boolean];
  /** "The first player to choose to Stop will act first in the following phase." */
  firstStop: PlayerIndex | null;
  deployFirst: PlayerIndex;
  objectives: { id: string; x: number; y: number }[];
}

export type RbDraft = DraftState<RbState>;
export type RbGame = GameState<RbState>;

/** "A Turn has 4 Phases", or the "Action Phase" turn: the phases in order. */
export const PHASES = { phases: ['Movement', 'Ranged', 'Melee', 'Leadership'], actions: ['Action', 'Leadership'] } as const;

export { playerName };

type HasArmies = { setup: { armies: readonly unknown[] } };
export const unitData = (d: HasArmies, u: { player: PlayerIndex; index: number }): RbUnit => (d.setup.armies[u.player] as RbArmy).units[u.index]!;
export const unitState = (d: { ruleset: RbState }, id: unknown): RbUnitState | undefined => d.ruleset.units.find((u) => u.id === id);
/** A player's units with models on the table. */
export const liveUnits = (d: { models: readonly GameModel[]; ruleset: RbState }, p: PlayerIndex): RbUnitState[] => d.ruleset.units.filter((u) => u.player === p && unitOnTable(d, u.id).length > 0);

/** The unit's special rules (specials.ts), with the loadout its army file names (named default reglas.loadout). */
export const specialsFor = (d: HasArmies, u: { player: PlayerIndex; index: number }): RbSpecials => {
  const data = unitData(d, u);
  return specialsOf(data.name, data.loadout);
};

/** The closest any model of one unit comes to any model of the other, edge to edge (Infinity when either has none). */
export const unitGap = (d: { models: readonly GameModel[] }, a: string, b: string): number =>
  Math.min(Infinity, ...unitOnTable(d, a).flatMap((m) => unitOnTable(d, b).map((e) => edgeDistance(m, e))));

/**
 * Whether the unit may still fight this turn, in combat or not: "Players take turns fighting with units that haven't done
 * so yet and haven't Run, Retreated" (Charged: named default reglas.chargeFights).
 */
export const mayFightThisTurn = (u: { readonly fought: boolean; readonly moved: string }): boolean => !u.fought && u.moved !== 'run' && u.moved !== 'retreat';

/** "in combat": a model within 1" of an enemy model (named default reglas.inCombat). */
export function inCombatWith(d: { models: readonly GameModel[] }, a: string, b: string): boolean {
  return unitOnTable(d, a).some((m) => unitOnTable(d, b).some((e) => edgeDistance(m, e) <= RB_DEFAULT.inCombatIn + 1e-9));
}
export function inCombat(d: { models: readonly GameModel[]; ruleset: RbState }, u: RbUnitState): boolean {
  return liveUnits(d, other(u.player)).some((e) => inCombatWith(d, u.id, e.id));
}

/** The enemy unit on the table an action targets. */
export function enemy(d: RbDraft, a: GameAction, u: RbUnitState): RbUnitState {
  const t = unitState(d, a.target);
  if (!t || t.player === u.player || !unitOnTable(d, t.id).length) illegal(`${String(a.target)} is not an enemy unit on the table.`, a);
  return t;
}

/** Each player's zone along their own edge, RB_DEFAULT.zoneDepthIn deep (named default reglas.table). */
export function deploymentZone(table: { widthIn: number; depthIn: number }, p: PlayerIndex): Vec2[] {
  const { widthIn: w, depthIn: dd } = table;
  const z = RB_DEFAULT.zoneDepthIn;
  return p === 0 ? [[0, 0], [w, 0], [w, z], [0, z]] : [[0, dd - z], [w, dd - z], [w, dd], [0, dd]];
}
