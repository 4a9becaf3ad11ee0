// HamWarmer 24.5 deployment (001_9d9921dd118cdf65.txt "1: DEPLOYMENT"): the seven phases, the missing scenario's zones and
// scoring (named defaults), and where Reserves, Outflank and Infiltrate may be placed.
import { pointInPolygonXY } from '../../../geometry/polygon';
import { edgeDistance } from '../../../measure/distance';
import type { Base, PlacedBase, TableSize, Vec2 } from '../../../types';

/** "Each turn, move through the 7 Phases of the game: 1. Deployment 2. Movement 3. Psychic 4. Shooting 5. Charge, 6. Fight 7. Morale" */
export const HWR_PHASES = ['Deployment', 'Movement', 'Psychic', 'Shooting', 'Charge', 'Fight', 'Morale'] as const;
export type HwPhase = (typeof HWR_PHASES)[number];

/** Reserves: "within 2" of the table edge and more than 9" away from any enemy models". */
export const RESERVES_EDGE_IN = 2;
export const RESERVES_ENEMY_IN = 9;
/** Infiltrate: "more than 9" from an enemy unit that is not within Line of Sight, or more than 12" from any enemy unit that is within Line of Sight". */
export const INFILTRATE_HIDDEN_IN = 9;
export const INFILTRATE_SEEN_IN = 12;
/** Named default scenario.deployment: 12" zones along the long edges (no scenario is included). */
export const SCENARIO_ZONE_DEPTH_IN = 12;
/** Named default scenario.objectiveRange: an objective is held by the player with more models within 3" of it. */
export const OBJECTIVE_RANGE_IN = 3;

/** The radius of a circle round the whole base (named default deployment.baseExtent: used for "within" a zone or an edge). */
export function baseExtentIn(base: Base): number {
  if (base.kind === 'round') return base.diameterMm / 25.4 / 2;
  if (base.kind === 'oval') return Math.max(base.lengthMm, base.widthMm) / 25.4 / 2;
  return Math.hypot(base.lengthIn, base.widthIn) / 2;
}

/** Player 0's zone along the near long edge (y = 0), player 1's along the far one. Table x runs along the long edge. */
export function scenarioZone(table: TableSize, player: 0 | 1): Vec2[] {
  const w = table.widthIn;
  const d = table.depthIn;
  const z = SCENARIO_ZONE_DEPTH_IN;
  return player === 0 ? [[0, 0], [w, 0], [w, z], [0, z]] : [[0, d - z], [w, d - z], [w, d], [0, d]];
}

const segDist = (px: number, py: number, a: Vec2, b: Vec2): number => {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - a[0]) * dx + (py - a[1]) * dy) / len2));
  return Math.hypot(px - a[0] - t * dx, py - a[1] - t * dy);
};

/** The whole base (its circle) inside the zone polygon. */
export function baseWithinZone(m: PlacedBase, zone: readonly Vec2[]): boolean {
  if (!pointInPolygonXY(m.x, m.y, zone)) return false;
  const r = baseExtentIn(m.base);
  for (let i = 0; i < zone.length; i++) if (segDist(m.x, m.y, zone[i]!, zone[(i + 1) % zone.length]!) < r - 1e-9) return false;
  return true;
}

/** Edge-of-base distance to the nearest table edge. */
export function tableEdgeDistanceIn(m: PlacedBase, table: TableSize): number {
  return Math.max(0, Math.min(m.x, m.y, table.widthIn - m.x, table.depthIn - m.y) - baseExtentIn(m.base));
}

export interface ArrivingModel extends PlacedBase {
  readonly name: string;
}

/**
 * Reserves: "place it within your Deployment Zone within 2" of the table edge and more than 9" away from any enemy models."
 * Outflank: "within 2" of any table edge, not just the table edge in your Deployment Zone". Every model of the unit must
 * satisfy it (named default deployment.reservesEveryModel). Returns the reason or null.
 */
export function reservesPlacementProblem(
  models: readonly ArrivingModel[],
  opts: { table: TableSize; zone: readonly Vec2[]; enemies: readonly PlacedBase[]; outflank?: boolean },
): string | null {
  for (const m of models) {
    if (!opts.outflank && !baseWithinZone(m, opts.zone)) return `${m.name} must arrive inside your Deployment Zone.`;
    if (tableEdgeDistanceIn(m, opts.table) > RESERVES_EDGE_IN) return `${m.name} must arrive within ${RESERVES_EDGE_IN}" of the table edge.`;
    for (const e of opts.enemies) if (edgeDistance(m, e) <= RESERVES_ENEMY_IN) return `${m.name} must arrive more than ${RESERVES_ENEMY_IN}" away from any enemy models.`;
  }
  return null;
}

export interface EnemyUnitSeen {
  readonly models: readonly PlacedBase[];
  /** The enemy unit is within Line of Sight of the infiltrating unit's position. */
  readonly visible: boolean;
}

/**
 * Infiltrate: "Deploy the unit anywhere on the table that is more than 9" from an enemy unit that is not within Line of Sight,
 * or more than 12" from any enemy unit that is within Line of Sight."
 */
export function infiltratePlacementProblem(models: readonly ArrivingModel[], enemyUnits: readonly EnemyUnitSeen[]): string | null {
  for (const m of models)
    for (const u of enemyUnits) {
      const need = u.visible ? INFILTRATE_SEEN_IN : INFILTRATE_HIDDEN_IN;
      for (const e of u.models)
        if (edgeDistance(m, e) <= need)
          return `${m.name} must infiltrate more than ${need}" from an enemy unit that is ${u.visible ? '' : 'not '}within Line of Sight.`;
    }
  return null;
}

/**
 * Named default scenario.scoring: "1 point per objective held at each round's end"; a player holds an objective with more
 * models within 3" (base edge to marker centre) than the opponent. Returns the points [p0, p1] for one round's end.
 */
export function objectivePoints(objectives: readonly { x: number; y: number; controlRadiusIn?: number }[], models: readonly (PlacedBase & { player: 0 | 1 })[]): [number, number] {
  const pts: [number, number] = [0, 0];
  for (const o of objectives) {
    const r = o.controlRadiusIn ?? OBJECTIVE_RANGE_IN;
    const n = [0, 0];
    for (const m of models) if (Math.hypot(m.x - o.x, m.y - o.y) - baseExtentIn(m.base) <= r) n[m.player]! += 1;
    if (n[0]! > n[1]!) pts[0] += 1;
    else if (n[1]! > n[0]!) pts[1] += 1;
  }
  return pts;
}
