// The deployment zones a layout analysis compares: the layout's own, or 12" strips on the long edges by default.
import { isReserveZone } from '../terrain/deployment';
import type { Layout, Side, Vec2 } from '../types';

export interface AnalysisZone {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  readonly polygon: readonly Vec2[];
}

/** Depth of the default zones, inches: a strip along each long table edge. */
export const DEFAULT_ZONE_DEPTH_IN = 12;

/**
 * The zones to analyse and whether they are the default ones. Reserve areas (off-table strategic reserves) are left out. Default: two strips DEFAULT_ZONE_DEPTH_IN deep along
 * the long edges (the table's x axis is its long edge when widthIn >= depthIn), side 1 at the y = 0 edge.
 */
export function analysisZones(layout: Layout): { zones: AnalysisZone[]; fromDefault: boolean } {
  const own = (layout.deployment?.zones ?? []).filter((z) => !isReserveZone(z));
  if (own.length >= 2)
    return { zones: own.map((z) => ({ id: z.id, name: z.name ?? z.id, side: z.side, polygon: z.polygon })), fromDefault: false };
  const W = layout.table.widthIn, D = layout.table.depthIn, d = DEFAULT_ZONE_DEPTH_IN;
  const longAlongX = W >= D;
  const zones: AnalysisZone[] = longAlongX
    ? [
        { id: 'default-1', name: 'Side 1 (near long edge)', side: 1, polygon: [[0, 0], [W, 0], [W, d], [0, d]] },
        { id: 'default-2', name: 'Side 2 (far long edge)', side: 2, polygon: [[0, D - d], [W, D - d], [W, D], [0, D]] },
      ]
    : [
        { id: 'default-1', name: 'Side 1 (left long edge)', side: 1, polygon: [[0, 0], [d, 0], [d, D], [0, D]] },
        { id: 'default-2', name: 'Side 2 (right long edge)', side: 2, polygon: [[W - d, 0], [W, 0], [W, D], [W - d, D]] },
      ];
  return { zones, fromDefault: true };
}

/** Whether (x, y) is inside the polygon (even-odd rule). */
export function insidePolygon(poly: readonly Vec2[], x: number, y: number): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!, b = poly[j]!;
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) c = !c;
  }
  return c;
}
