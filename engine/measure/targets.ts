// The distance predicates every ruleset uses: within / wholly within / more than X of a model, unit, edge, corner or marker.
import type { PlacedBase, TableSize, Vec2 } from '../types';
import {
  MEASURE_EPSILON_IN,
  baseToBaseFarthestDistance,
  edgeDistance,
  pointToBaseDistance,
  pointToBaseFarthestDistance,
} from './distance';
import { extentAlong, loadBaseShape, makeShape } from './shapes';

/** Table edges seen from above: west x = 0, east x = width, south y = 0, north y = depth; 'any' is the nearest one. */
export type TableEdgeName = 'west' | 'east' | 'south' | 'north' | 'any';
/** Table corners: 'sw' is the origin (0, 0), 'ne' is (width, depth). */
export type TableCornerName = 'sw' | 'se' | 'nw' | 'ne';

/** What a distance is measured to. Models and units are measured to their base edges; markers are points. */
export type MeasureTarget =
  | { readonly kind: 'model'; readonly model: PlacedBase }
  | { readonly kind: 'unit'; readonly models: readonly PlacedBase[] }
  | { readonly kind: 'edge'; readonly edge: TableEdgeName; readonly table: TableSize }
  | { readonly kind: 'corner'; readonly corner: TableCornerName; readonly table: TableSize }
  | { readonly kind: 'marker'; readonly point: Vec2 };

const SH = makeShape();
const EDGES = ['west', 'east', 'south', 'north'] as const;

export function tableCornerPoint(corner: TableCornerName, table: TableSize): Vec2 {
  return [corner === 'sw' || corner === 'nw' ? 0 : table.widthIn, corner === 'sw' || corner === 'se' ? 0 : table.depthIn];
}

/** Nearest and farthest distance from a base (as placed) to one straight table edge; 0 where the base crosses it. */
function edgeSpan(placed: PlacedBase, edge: Exclude<TableEdgeName, 'any'>, table: TableSize): [number, number] {
  const sh = loadBaseShape(SH, placed);
  const ex = extentAlong(sh, 1, 0);
  const ey = extentAlong(sh, 0, 1);
  switch (edge) {
    case 'west':
      return [Math.max(0, sh.cx - ex), Math.max(0, sh.cx + ex)];
    case 'east':
      return [Math.max(0, table.widthIn - sh.cx - ex), Math.max(0, table.widthIn - sh.cx + ex)];
    case 'south':
      return [Math.max(0, sh.cy - ey), Math.max(0, sh.cy + ey)];
    case 'north':
      return [Math.max(0, table.depthIn - sh.cy - ey), Math.max(0, table.depthIn - sh.cy + ey)];
  }
}

/** How one end of a base's span is measured: to another base, and to a point. */
interface SpanMeasure {
  readonly end: 0 | 1;
  readonly toBase: (placed: PlacedBase, other: PlacedBase) => number;
  readonly toPoint: (placed: PlacedBase, point: Vec2) => number;
}
const NEAREST: SpanMeasure = { end: 0, toBase: edgeDistance, toPoint: pointToBaseDistance };
const FARTHEST: SpanMeasure = { end: 1, toBase: baseToBaseFarthestDistance, toPoint: pointToBaseFarthestDistance };

/** The nearest or farthest part of the base, measured to the target (for a unit or 'any' edge: the best one). */
function distanceTo(placed: PlacedBase, target: MeasureTarget, m: SpanMeasure): number {
  switch (target.kind) {
    case 'model':
      return m.toBase(placed, target.model);
    case 'unit':
      return target.models.reduce((best, other) => Math.min(best, m.toBase(placed, other)), Infinity);
    case 'edge':
      if (target.edge === 'any') return Math.min(...EDGES.map((e) => edgeSpan(placed, e, target.table)[m.end]));
      return edgeSpan(placed, target.edge, target.table)[m.end];
    case 'corner':
      return m.toPoint(placed, tableCornerPoint(target.corner, target.table));
    case 'marker':
      return m.toPoint(placed, target.point);
  }
}

/**
 * Distance in inches from the nearest part of the base to the target: base edge to base edge for models (nearest model
 * of a unit), to the edge line for table edges, to the point for corners and markers. 0 when touching or overlapping.
 */
export function nearestDistanceTo(placed: PlacedBase, target: MeasureTarget): number {
  return distanceTo(placed, target, NEAREST);
}

/**
 * Distance in inches from the farthest part of the base to the target, so "wholly within X" is farthest <= X.
 * For a unit this is the best single model of it (the base must be wholly within X of one model), which is never
 * more generous than measuring to the union of the unit's bases; for 'any' edge it is the best single edge.
 */
export function farthestDistanceTo(placed: PlacedBase, target: MeasureTarget): number {
  return distanceTo(placed, target, FARTHEST);
}

/** "Within X": some part of the base is within X inches of the target (X itself counts). */
export function isWithinDistance(placed: PlacedBase, target: MeasureTarget, rangeIn: number): boolean {
  return nearestDistanceTo(placed, target) <= rangeIn + MEASURE_EPSILON_IN;
}

/** "Wholly within X": every part of the base is within X inches of the target. */
export function isWhollyWithinDistance(placed: PlacedBase, target: MeasureTarget, rangeIn: number): boolean {
  return farthestDistanceTo(placed, target) <= rangeIn + MEASURE_EPSILON_IN;
}

/** "More than X": every part of the base is farther than X inches from the target (the negation of "within X"). */
export function isMoreThanDistance(placed: PlacedBase, target: MeasureTarget, rangeIn: number): boolean {
  return !isWithinDistance(placed, target, rangeIn);
}

/** Unit to unit: the shortest edge distance between any model of one and any model of the other (Infinity if empty). */
export function unitEdgeDistance(a: readonly PlacedBase[], b: readonly PlacedBase[]): number {
  let best = Infinity;
  for (const m of a) for (const n of b) best = Math.min(best, edgeDistance(m, n));
  return best;
}
