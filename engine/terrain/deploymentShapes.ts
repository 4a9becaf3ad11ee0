// Shared shapes for deployment presets: zones as polygons and reserve areas, for any table size. Each ruleset's own
// presets (with their cited numbers) live in engine/rulesets/<id>/deployment.ts and call these with its values.
import type { DeploymentZone, ObjectiveMarker, TableSize, Vec2 } from '../types';

export interface DeploymentSetup {
  readonly name: string;
  readonly zones: readonly DeploymentZone[];
  readonly objectives: readonly ObjectiveMarker[];
  /** Where reserves may arrive, one area per side; drawn as outlines. Ids start with "reserve-". */
  readonly reserves: readonly DeploymentZone[];
}

export interface DeploymentPreset {
  readonly id: string;
  readonly rulesetId: string;
  readonly label: string;
  /** Where the numbers come from, for the UI. */
  readonly source: string;
  build(table: TableSize): DeploymentSetup;
}

export const rectPoly = (x0: number, y0: number, x1: number, y1: number): Vec2[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
export const zone = (id: string, side: number, name: string, polygon: Vec2[]): DeploymentZone => ({ id, side, name, polygon });

/** Strips `depthIn` deep along two opposite edges: 'long' = the edges along x (bottom/top), 'short' = left/right. */
export function edgeStrips(t: TableSize, edges: 'long' | 'short', depthIn: number, label: string): DeploymentZone[] {
  const { widthIn: w, depthIn: d } = t;
  return edges === 'long'
    ? [zone('zone-1', 1, `${label} (side 1)`, rectPoly(0, 0, w, depthIn)), zone('zone-2', 2, `${label} (side 2)`, rectPoly(0, d - depthIn, w, d))]
    : [zone('zone-1', 1, `${label} (side 1)`, rectPoly(0, 0, depthIn, d)), zone('zone-2', 2, `${label} (side 2)`, rectPoly(w - depthIn, 0, w, d))];
}

/**
 * Reserves in a band `bandIn` wide along every table edge except the opponent's zone (`zoneIn` deep strips on `edges`):
 * a U shape for side 1 with zones on the long edges (Nuceria's "within 6" of any table edge (except your opponent's
 * deployment zone)").
 */
export function edgeBandReservesExceptOpponent(t: TableSize, edges: 'long' | 'short', zoneIn: number, bandIn: number): DeploymentZone[] {
  const { widthIn: w, depthIn: d } = t;
  const b = bandIn;
  if (edges === 'long') {
    const top = d - zoneIn;
    const bottom = zoneIn;
    return [
      zone('reserve-1', 1, 'Side 1 reserves', [[0, 0], [w, 0], [w, top], [w - b, top], [w - b, b], [b, b], [b, top], [0, top]]),
      zone('reserve-2', 2, 'Side 2 reserves', [[0, d], [0, bottom], [b, bottom], [b, d - b], [w - b, d - b], [w - b, bottom], [w, bottom], [w, d]]),
    ];
  }
  const right = w - zoneIn;
  const left = zoneIn;
  return [
    zone('reserve-1', 1, 'Side 1 reserves', [[0, 0], [right, 0], [right, b], [b, b], [b, d - b], [right, d - b], [right, d], [0, d]]),
    zone('reserve-2', 2, 'Side 2 reserves', [[w, d], [left, d], [left, d - b], [w - b, d - b], [w - b, b], [left, b], [left, 0], [w, 0]]),
  ];
}

/** Reserves on each side's own edge, `bandIn` deep (HamWarmer's "within your Deployment Zone within 2" of the table edge"). */
export function ownEdgeReserves(t: TableSize, edges: 'long' | 'short', bandIn: number): DeploymentZone[] {
  const { widthIn: w, depthIn: d } = t;
  const b = bandIn;
  return edges === 'long'
    ? [zone('reserve-1', 1, 'Side 1 reserves', rectPoly(0, 0, w, b)), zone('reserve-2', 2, 'Side 2 reserves', rectPoly(0, d - b, w, d))]
    : [zone('reserve-1', 1, 'Side 1 reserves', rectPoly(0, 0, b, d)), zone('reserve-2', 2, 'Side 2 reserves', rectPoly(w - b, 0, w, d))];
}

/** Table quarter at the bottom-left (side 1) or top-right (side 2), less a circle of `clearIn` about the centre. */
export function quarterLessCircle(t: TableSize, side: 1 | 2, clearIn: number, arcSteps = 12): Vec2[] {
  const { widthIn: w, depthIn: d } = t;
  const cx = w / 2;
  const cy = d / 2;
  const r = Math.min(clearIn, cx, cy);
  // Bottom-left quarter: corner (0,0), along the bottom edge to (cx - r, 0)... up the centre line, round the arc.
  const pts: Vec2[] = [[0, 0], [cx, 0], [cx, cy - r]];
  for (let i = 1; i < arcSteps; i++) {
    const a = -Math.PI / 2 - (i * (Math.PI / 2)) / arcSteps;
    pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  pts.push([cx - r, cy], [0, cy]);
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return (side === 1 ? pts : pts.map(([x, y]) => [w - x, d - y] as Vec2)).map(([x, y]) => [round(x), round(y)] as Vec2);
}

/** Part of a bottom-left quarter within `bandIn` of the table edges (an L), or its rotate-180 image for side 2. */
export function quarterReserves(t: TableSize, side: 1 | 2, bandIn: number): Vec2[] {
  const { widthIn: w, depthIn: d } = t;
  const [cx, cy] = [w / 2, d / 2];
  const b = bandIn;
  const l: Vec2[] = [[0, 0], [cx, 0], [cx, b], [b, b], [b, cy], [0, cy]];
  return side === 1 ? l : l.map(([x, y]) => [w - x, d - y] as Vec2);
}
