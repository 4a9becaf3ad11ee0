// Hammer Wars game state (the part only this ruleset understands) and small geometric helpers on it.
import { baseBoundingRadius } from '../../../bases';
import { illegal, playerName } from '../../../game/kit';
import { edgeDistance, pointToBaseDistance } from '../../../measure/distance';
import type { DraftState, GameAction, GameModel, GameSetup, GameState, PlayerIndex } from '../../../game/types';
import type { ObjectiveMarker, Vec2 } from '../../../types';
import { cardNamed, type UnitCard } from './cards';

export type Goal = 'Deception' | 'Duty' | 'Greed' | 'Oppression' | 'Revenge';
export type Order = 'hold' | 'walk' | 'run' | 'rapid-advance';
export type Step = 'choose-order' | 'choose-edge' | 'choose-goals' | 'deployment' | 'combat' | 'over';
export type Edge = 'west' | 'east';

export interface HwPlayer {
  faction: string;
  goalChoices: [Goal, Goal];
  goal: Goal | null;
  /** Deception / Duty: the objective written down. */
  goalObjective: string | null;
  goalDeclared: boolean;
  /** The side of the table: 'west' is x = 0, 'east' is x = table width. */
  edge: Edge | null;
  pts: number;
  xp: number;
  morale: number;
  unitsLost: number;
  /** The units (one model each) this player has lost, in the order they fell; a killed model returns to the pool, so the table cannot tell. */
  lost: string[];
  heroesKilled: number;
  deployedHero: boolean;
}

export interface HwActive {
  /** The active unit (every unit is one model: its id is the model's). */
  unit: string;
  order: Order;
  moved: boolean;
  linesUsed: number[];
  meleeAttacked: boolean;
  pulsed: boolean;
  chains: number;
  /** After a kill in melee by a Chain Attack unit: where the killed model stood, and which line killed it. */
  chainFrom: { x: number; y: number; r: number; line: number } | null;
}

export interface HwState {
  step: Step;
  rollOffWinner: PlayerIndex;
  first: PlayerIndex | null;
  /** 0 while the first player has the round, 1 for the second. */
  half: 0 | 1;
  players: [HwPlayer, HwPlayer];
  active: HwActive | null;
  activated: string[];
  /** Energy Pulse "Once per round": unit id -> the round it was used. */
  pulsedRound: Record<string, number>;
  objectives: ObjectiveMarker[];
}

export type HwDraft = DraftState<HwState>;
export type HwGame = GameState<HwState>;
/** What the rulings read, from a draft or a game state alike (nothing is written through it). */
export interface HwView {
  readonly setup: GameSetup;
  readonly round: number;
  readonly models: readonly GameModel[];
  readonly ruleset: HwState;
}

/** "Hold 0x", "Walk 1x", "Run 2x"; Rapid Advance: "may choose to move 3x when using Run actions". */
export const ORDER_MULTIPLIER: Readonly<Record<Order, number>> = { hold: 0, walk: 1, run: 2, 'rapid-advance': 3 };

export const CONTACT_IN = 0.02;

export const cardOf = (m: Pick<GameModel, 'name'>): UnitCard => cardNamed(m.name)!;
export const radiusOf = (m: Pick<GameModel, 'base'>): number => baseBoundingRadius(m.base);
export const enemiesOf = (models: readonly GameModel[], p: PlayerIndex): GameModel[] => models.filter((m) => m.onTable && m.player !== p);

export const gap = (a: GameModel, b: GameModel): number => edgeDistance(a, b);
export const inContact = (a: GameModel, b: GameModel): boolean => edgeDistance(a, b) <= CONTACT_IN;
export const markerGap = (m: GameModel, p: Vec2): number => pointToBaseDistance(m, p);

export { playerName };
export const label = (m: GameModel): string => `${playerName(m.player)}'s ${m.name}`;

/** The model a player's action names, or undefined when it names none (ids in actions come from players). */
export function findModel(d: { models: readonly GameModel[] }, id: unknown): GameModel | undefined {
  return typeof id === 'string' ? d.models.find((m) => m.id === id) : undefined;
}

/** The active unit, for an action of its activation (refused outside the combat phase or before a unit is activated). */
export function activeUnit(d: HwView, a: GameAction): GameModel {
  const act = d.ruleset.active;
  if (d.ruleset.step !== 'combat') illegal('Units act only in the combat phase.', a);
  if (!act) illegal('No unit is active: activate a unit first.', a);
  return findModel(d, act.unit)!;
}

/** Horizontal distance from the base's nearest point to a player's table edge. */
export function distanceToEdge(m: Pick<GameModel, 'x' | 'base'>, edge: Edge, widthIn: number): number {
  const r = radiusOf(m);
  return edge === 'west' ? m.x - r : widthIn - (m.x + r);
}
