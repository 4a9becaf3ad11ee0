// Hammer Wars game state (the part only this ruleset understands) and small geometric helpers on it.
import { baseBoundingRadius } from '../../../bases';
import { placedFootprint } from '../../../geometry/placement';
import { circleOverlapsPolygon } from '../../../geometry/polygon';
import { edgeDistance, pointToBaseDistance } from '../../../measure/distance';
import type { DraftModel, DraftState, GameModel, GameState, PlayerIndex } from '../../../game/types';
import type { ObjectiveMarker, TerrainPiece, Vec2 } from '../../../types';
import { cardNamed, type UnitCard } from './cards';

export type Goal = 'Deception' | 'Duty' | 'Greed' | 'Oppression' | 'Revenge';
export type Order = 'hold' | 'walk' | 'run' | 'rapid-advance';
export type Step = 'choose-order' | 'choose-edge' | 'choose-goals' | 'deployment' | 'combat' | 'over';

export interface HwPlayer {
  faction: string;
  goalChoices: [Goal, Goal];
  goal: Goal | null;
  /** Deception / Duty: the objective written down. */
  goalObjective: string | null;
  goalDeclared: boolean;
  /** The side of the table: 'west' is x = 0, 'east' is x = table width. */
  edge: 'west' | 'east' | null;
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
  unitId: string;
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

export const CONTACT_IN = 0.02;
/** Bases closer than this overlap. */
export const OVERLAP_IN = 0.01;

export const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
export const cardOf = (m: Pick<GameModel, 'name'>): UnitCard => cardNamed(m.name)!;
export const radiusOf = (m: Pick<GameModel, 'base'>): number => baseBoundingRadius(m.base);
export const onTable = (models: readonly GameModel[]): GameModel[] => models.filter((m) => m.onTable);
export const enemiesOf = (models: readonly GameModel[], p: PlayerIndex): GameModel[] => models.filter((m) => m.onTable && m.player !== p);

export const gap = (a: GameModel, b: GameModel): number => edgeDistance(a, b);
export const inContact = (a: GameModel, b: GameModel): boolean => edgeDistance(a, b) <= CONTACT_IN;
export const markerGap = (m: GameModel, p: Vec2): number => pointToBaseDistance(m, p);

export const playerName = (p: PlayerIndex): string => `Player ${p + 1}`;
export const label = (m: GameModel): string => `${playerName(m.player)}'s ${m.name}`;

export function findModel(d: { models: readonly GameModel[] }, id: unknown): GameModel | undefined {
  return typeof id === 'string' ? d.models.find((m) => m.id === id) : undefined;
}
export function draftModel(d: HwDraft, id: string): DraftModel {
  return d.models.find((m) => m.id === id)!;
}

/** True when a round base of radius r at (x, y) overlaps the piece's footprint (touching is not overlapping). */
export function roundBaseInPiece(x: number, y: number, r: number, piece: TerrainPiece): boolean {
  const poly = placedFootprint(piece);
  return circleOverlapsPolygon(x, y, r, poly, OVERLAP_IN);
}

export function edgeX(edge: 'west' | 'east', widthIn: number): number {
  return edge === 'west' ? 0 : widthIn;
}

/** Horizontal distance from the base's nearest point to a player's table edge. */
export function distanceToEdge(m: Pick<GameModel, 'x' | 'base'>, edge: 'west' | 'east', widthIn: number): number {
  const r = radiusOf(m);
  return edge === 'west' ? m.x - r : widthIn - (m.x + r);
}
