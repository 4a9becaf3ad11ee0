// Deployment and objective presets per ruleset: zones as polygons, objective markers with their control radius,
// and reserve areas, for any table size. Numbers are cited from shared/rules/DIGEST.md.
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

const rectPoly = (x0: number, y0: number, x1: number, y1: number): Vec2[] => [[x0, y0], [x1, y0], [x1, y1], [x0, y1]];
const zone = (id: string, side: number, name: string, polygon: Vec2[]): DeploymentZone => ({ id, side, name, polygon });

/** Strips `depthIn` deep along two opposite edges: 'long' = the edges along x (bottom/top), 'short' = left/right. */
function edgeStrips(t: TableSize, edges: 'long' | 'short', depthIn: number, label: string): DeploymentZone[] {
  const { widthIn: w, depthIn: d } = t;
  return edges === 'long'
    ? [zone('zone-1', 1, `${label} (side 1)`, rectPoly(0, 0, w, depthIn)), zone('zone-2', 2, `${label} (side 2)`, rectPoly(0, d - depthIn, w, d))]
    : [zone('zone-1', 1, `${label} (side 1)`, rectPoly(0, 0, depthIn, d)), zone('zone-2', 2, `${label} (side 2)`, rectPoly(w - depthIn, 0, w, d))];
}

/**
 * Nuceria E.1/E.2 reserves: "within 6" of any table edge (except your opponent's deployment zone)". The band along the
 * edges, cut where the opponent's zone begins: a U shape for side 1 with zones on the long edges.
 */
function nuceriaReserves(t: TableSize, edges: 'long' | 'short', zoneIn: number, bandIn: number): DeploymentZone[] {
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

/** HamWarmer B.4: reserves arrive "within your Deployment Zone within 2" of the table edge": that part of each edge strip. */
function hamwarmerEdgeReserves(t: TableSize, edges: 'long' | 'short'): DeploymentZone[] {
  const { widthIn: w, depthIn: d } = t;
  const b = 2;
  return edges === 'long'
    ? [zone('reserve-1', 1, 'Side 1 reserves', rectPoly(0, 0, w, b)), zone('reserve-2', 2, 'Side 2 reserves', rectPoly(0, d - b, w, d))]
    : [zone('reserve-1', 1, 'Side 1 reserves', rectPoly(0, 0, b, d)), zone('reserve-2', 2, 'Side 2 reserves', rectPoly(w - b, 0, w, d))];
}

/** Table quarter at the bottom-left (side 1) or top-right (side 2), less a circle of `clearIn` about the centre. */
function quarterLessCircle(t: TableSize, side: 1 | 2, clearIn: number, arcSteps = 12): Vec2[] {
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

/** Part of a bottom-left quarter within 2" of the table edges (an L), or its rotate-180 image for side 2. */
function quarterReserves(t: TableSize, side: 1 | 2): Vec2[] {
  const { widthIn: w, depthIn: d } = t;
  const [cx, cy] = [w / 2, d / 2];
  const l: Vec2[] = [[0, 0], [cx, 0], [cx, 2], [2, 2], [2, cy], [0, cy]];
  return side === 1 ? l : l.map(([x, y]) => [w - x, d - y] as Vec2);
}

export const DEPLOYMENT_PRESETS: readonly DeploymentPreset[] = [
  {
    id: 'nuceria-long',
    rulesetId: 'nuceria',
    label: 'Nuceria: 12" zones on the long edges',
    source: 'Nuceria E.1: "Mark two deployment zones 12” away from one table edge (length or width both ok)"; objectives "8” round" areas, one in each zone; reserves "within 6” of any table edge (except your opponent’s deployment zone)".',
    build: (t) => ({
      name: 'Nuceria: long edges',
      zones: edgeStrips(t, 'long', 12, '12" zone'),
      // "3-6 objectives, with one in each deployment zone": four, one per zone and two on the centre line; 8" area = 4" radius.
      objectives: [
        { id: 'obj-1', name: 'Side 1 zone', x: t.widthIn / 2, y: 6, controlRadiusIn: 4 },
        { id: 'obj-2', name: 'Side 2 zone', x: t.widthIn / 2, y: t.depthIn - 6, controlRadiusIn: 4 },
        { id: 'obj-3', name: 'West', x: t.widthIn / 4, y: t.depthIn / 2, controlRadiusIn: 4 },
        { id: 'obj-4', name: 'East', x: (3 * t.widthIn) / 4, y: t.depthIn / 2, controlRadiusIn: 4 },
      ],
      reserves: nuceriaReserves(t, 'long', 12, 6),
    }),
  },
  {
    id: 'nuceria-short',
    rulesetId: 'nuceria',
    label: 'Nuceria: 12" zones on the short edges',
    source: 'Nuceria E.1 (as above, on the short edges: "length or width both ok").',
    build: (t) => ({
      name: 'Nuceria: short edges',
      zones: edgeStrips(t, 'short', 12, '12" zone'),
      objectives: [
        { id: 'obj-1', name: 'Side 1 zone', x: 6, y: t.depthIn / 2, controlRadiusIn: 4 },
        { id: 'obj-2', name: 'Side 2 zone', x: t.widthIn - 6, y: t.depthIn / 2, controlRadiusIn: 4 },
        { id: 'obj-3', name: 'South', x: t.widthIn / 2, y: t.depthIn / 4, controlRadiusIn: 4 },
        { id: 'obj-4', name: 'North', x: t.widthIn / 2, y: (3 * t.depthIn) / 4, controlRadiusIn: 4 },
      ],
      reserves: nuceriaReserves(t, 'short', 12, 6),
    }),
  },
  {
    id: 'hammer-wars',
    rulesetId: 'hammer-wars',
    label: 'Hammer Wars: 4" edges, three objectives',
    source:
      'Hammer Wars C.1: units are "placed within 4" of the player\'s table edge"; "3 objective markers in a line dividing the table, with one marker at the center and two other markers exactly 4" away from the long table edges"; seized with "more units within 2"". Edges are the short ones [interp., C.1].',
    build: (t) => {
      const x = t.widthIn / 2;
      return {
        name: 'Hammer Wars',
        zones: edgeStrips(t, 'short', 4, '4" edge'),
        objectives: [
          { id: 'obj-1', name: 'South', x, y: 4, controlRadiusIn: 2 },
          { id: 'obj-2', name: 'Centre', x, y: t.depthIn / 2, controlRadiusIn: 2 },
          { id: 'obj-3', name: 'North', x, y: t.depthIn - 4, controlRadiusIn: 2 },
        ],
        // Hammer Wars has no reserves: units are bought and placed in the 4" strip every round (C.4).
        reserves: [],
      };
    },
  },
  {
    id: 'hamwarmer-long',
    rulesetId: 'hamwarmer',
    label: 'HamWarmer: long edges (12")',
    source: 'HamWarmer B.1: zones come from the scenario (not included); 12" strips are a common shape. Reserves arrive "within your Deployment Zone within 2" of the table edge" (B.4).',
    build: (t) => ({ name: 'HamWarmer: long edges', zones: edgeStrips(t, 'long', 12, 'Long edge'), objectives: [], reserves: hamwarmerEdgeReserves(t, 'long') }),
  },
  {
    id: 'hamwarmer-short',
    rulesetId: 'hamwarmer',
    label: 'HamWarmer: short edges (12")',
    source: 'HamWarmer B.1 (scenario zones not included): 12" strips on the short edges; reserves within 2" of the edge (B.4).',
    build: (t) => ({ name: 'HamWarmer: short edges', zones: edgeStrips(t, 'short', 12, 'Short edge'), objectives: [], reserves: hamwarmerEdgeReserves(t, 'short') }),
  },
  {
    id: 'hamwarmer-quarters',
    rulesetId: 'hamwarmer',
    label: 'HamWarmer: diagonal quarters',
    source: 'HamWarmer B.1 (scenario zones not included): opposite table quarters, kept 9" from the centre (the 9" of B.2 reserves); reserves within 2" of the table edge (B.4).',
    build: (t) => ({
      name: 'HamWarmer: diagonal quarters',
      zones: [zone('zone-1', 1, 'Quarter (side 1)', quarterLessCircle(t, 1, 9)), zone('zone-2', 2, 'Quarter (side 2)', quarterLessCircle(t, 2, 9))],
      objectives: [],
      reserves: [zone('reserve-1', 1, 'Side 1 reserves', quarterReserves(t, 1)), zone('reserve-2', 2, 'Side 2 reserves', quarterReserves(t, 2))],
    }),
  },
];

export const deploymentPreset = (id: string) => DEPLOYMENT_PRESETS.find((p) => p.id === id);
export const presetsForRuleset = (rulesetId: string) => DEPLOYMENT_PRESETS.filter((p) => p.rulesetId === rulesetId);

/** True for the areas a preset adds for reserves (drawn as outlines, not filled zones). */
export const isReserveZone = (z: Pick<DeploymentZone, 'id'>) => z.id.startsWith('reserve-');
