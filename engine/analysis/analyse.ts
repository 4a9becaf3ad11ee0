// Layout analysis on the line-of-sight engine: zone viewsheds as heatmaps, how much of each zone the other sees, the
// longest open firing lane and a summary card. Chunkable: a generator yields progress between small steps.
import { cellGrid, viewshedEyeCounts, viewshedEyes } from '../los/viewshed';
import type { CellGrid } from '../los/viewshed';
import { DEFAULT_LOS_OPTIONS } from '../los/types';
import type { FootprintLosMode } from '../los/types';
import type { Layout, Vec2 } from '../types';
import { laneDirections, laneObstacles, searchLanes } from './lanes';
import type { FiringLane } from './lanes';
import { analysisZones, insidePolygon } from './zones';
import type { AnalysisZone } from './zones';

export interface AnalyseOptions {
  /** Zones to compare; the layout's deployment zones, or 12" strips on the long edges, by default. */
  readonly zones?: readonly AnalysisZone[];
  /** Heatmap cell size, inches (2 by default). */
  readonly cellIn?: number;
  /** Height of the models standing in the zones (eyes at 90% of it) and in each cell (targets), inches. 1.5 by default. */
  readonly modelHeightIn?: number;
  /** Spacing of the eyes sampled inside a zone, inches (the larger of 2 and the cell, by default). */
  readonly zoneSampleIn?: number;
  readonly footprints?: FootprintLosMode;
  /** Lane sampling: directions over 180 degrees and parallel spacing (180 and 0.5" by default). */
  readonly laneDirections?: number;
  readonly laneStepIn?: number;
  /** Called with the share of the work done (0..1) and what is being done, between steps. */
  readonly onProgress?: (done: number, phase: string) => void;
  /** Asked between steps; returning true stops the analysis (analyseLayout then returns null). */
  readonly shouldCancel?: () => boolean;
}

/** What each zone sees: for every cell, how many of the zone's sampled eyes see a model standing in it. */
export interface ZoneViewshed {
  readonly zoneId: string;
  /** Eyes sampled in the zone. */
  readonly eyes: number;
  /** seenBy[row * cols + col]: eyes that see the cell (0 = hidden from the whole zone). */
  readonly seenBy: Uint16Array;
  /** Share of the table's cells seen from somewhere in the zone. */
  readonly tableSeenShare: number;
}

export interface ZoneHidden {
  readonly fromZoneId: string;
  readonly toZoneId: string;
  /** Share of the cells of `to` (centre inside it) that no eye in `from` sees. */
  readonly hiddenShare: number;
}

export interface AnalysisSummary {
  readonly zonesFromDefault: boolean;
  readonly lines: readonly string[];
  /** Share of the table seen from no zone at all. */
  readonly hiddenFromAllShare: number;
  readonly longestLaneIn: number;
}

/** The heatmaps' cells are the viewsheds' (CellGrid). */
export interface LayoutAnalysis extends CellGrid {
  readonly modelHeightIn: number;
  readonly zones: readonly AnalysisZone[];
  readonly viewsheds: readonly ZoneViewshed[];
  readonly zoneHidden: readonly ZoneHidden[];
  readonly longestLane: FiringLane | null;
  readonly summary: AnalysisSummary;
}

export interface AnalysisProgress {
  /** Share of the work done, 0..1. */
  readonly done: number;
  readonly phase: string;
}

/** Eyes per viewshed step: small enough that a step takes a few milliseconds on a crowded table. */
const EYES_PER_STEP = 2;
const LANE_DIRECTIONS_PER_STEP = 12;

const pct = (v: number): string => `${Math.round(v * 100)}%`;

/**
 * The analysis as a sequence of small steps: yields progress after each, returns the result. Drive it with next()
 * (a worker can yield to its event loop between steps so a cancel message gets through).
 */
export function* analyseLayoutSteps(layout: Layout, options: AnalyseOptions = {}): Generator<AnalysisProgress, LayoutAnalysis> {
  const cellIn = options.cellIn ?? 2;
  const h = options.modelHeightIn ?? 1.5;
  const picked = options.zones ? { zones: [...options.zones], fromDefault: false } : analysisZones(layout);
  const zones = picked.zones;
  const grid = cellGrid(layout.table, cellIn);
  const { cols, rows } = grid;
  const footprints = options.footprints ?? DEFAULT_LOS_OPTIONS.footprints;
  const eyesOf = zones.map((z) =>
    viewshedEyes({ zone: z.polygon, heightIn: h, ...(options.zoneSampleIn ? { sampleIn: options.zoneSampleIn } : {}) }, cellIn, DEFAULT_LOS_OPTIONS.eyeHeightFraction),
  );
  const angles = laneDirections(layout, options.laneDirections ?? 180);
  // Work units: one per eye, and one per lane direction weighted as a tenth of an eye (lanes are cheap).
  const totalEyes = eyesOf.reduce((s, e) => s + e.length / 3, 0);
  const total = totalEyes + angles.length / 10;
  let done = 0;

  const counts = zones.map(() => new Uint16Array(cols * rows));
  for (let z = 0; z < zones.length; z++) {
    const eyes = eyesOf[z]!;
    const n = eyes.length / 3;
    for (let e = 0; e < n; e += EYES_PER_STEP) {
      const end = Math.min(n, e + EYES_PER_STEP);
      viewshedEyeCounts(layout, { eyes, eyeStart: e, eyeEnd: end, cellIn, targetHeightIn: h, footprints }, counts[z]!);
      done += end - e;
      yield { done: Math.min(1, done / total), phase: `What ${zones[z]!.name} sees` };
    }
  }

  const obstacles = laneObstacles(layout, h);
  let lane: FiringLane | null = null;
  const stepIn = options.laneStepIn ?? 0.5;
  for (let k = 0; k < angles.length; k += LANE_DIRECTIONS_PER_STEP) {
    const end = Math.min(angles.length, k + LANE_DIRECTIONS_PER_STEP);
    lane = searchLanes(layout, obstacles, angles, k, end, stepIn, lane);
    done += (end - k) / 10;
    yield { done: Math.min(1, done / total), phase: 'Longest open firing lane' };
  }

  const cellCentre = (i: number): Vec2 => [((i % cols) + 0.5) * cellIn, (Math.floor(i / cols) + 0.5) * cellIn];
  const viewsheds: ZoneViewshed[] = zones.map((z, k) => {
    const c = counts[k]!;
    let seen = 0;
    for (let i = 0; i < c.length; i++) if (c[i]! > 0) seen++;
    return { zoneId: z.id, eyes: eyesOf[k]!.length / 3, seenBy: c, tableSeenShare: seen / c.length };
  });
  const zoneHidden: ZoneHidden[] = [];
  for (let a = 0; a < zones.length; a++)
    for (let b = 0; b < zones.length; b++) {
      if (a === b) continue;
      let cells = 0, hidden = 0;
      for (let i = 0; i < cols * rows; i++) {
        const [x, y] = cellCentre(i);
        if (!insidePolygon(zones[b]!.polygon, x, y)) continue;
        cells++;
        if (counts[a]![i] === 0) hidden++;
      }
      zoneHidden.push({ fromZoneId: zones[a]!.id, toZoneId: zones[b]!.id, hiddenShare: cells ? hidden / cells : 0 });
    }
  let hiddenFromAll = 0;
  for (let i = 0; i < cols * rows; i++) if (counts.every((c) => c[i] === 0)) hiddenFromAll++;
  const hiddenFromAllShare = hiddenFromAll / (cols * rows);
  const name = new Map(zones.map((z) => [z.id, z.name]));
  const lines = [
    picked.fromDefault
      ? `No deployment zones in the layout: using ${zones.length} default 12" zones on the long edges.`
      : `Deployment zones: ${zones.map((z) => z.name).join(', ')}.`,
    ...zoneHidden.map((z) => `${pct(z.hiddenShare)} of ${name.get(z.toZoneId)} is hidden from ${name.get(z.fromZoneId)}.`),
    ...viewsheds.map((v) => `${name.get(v.zoneId)} sees ${pct(v.tableSeenShare)} of the table.`),
    `${pct(hiddenFromAllShare)} of the table is hidden from every zone.`,
    lane ? `Longest open firing lane: ${lane.lengthIn.toFixed(1)}".` : 'No open firing lane: every line crosses obscuring terrain.',
    `Models ${h}" tall, ${cellIn}" cells.`,
  ];
  return {
    ...grid, modelHeightIn: h, zones, viewsheds, zoneHidden, longestLane: lane,
    summary: { zonesFromDefault: picked.fromDefault, lines, hiddenFromAllShare, longestLaneIn: lane?.lengthIn ?? 0 },
  };
}

/** Runs the whole analysis, reporting progress; returns null when shouldCancel asked to stop. */
export function analyseLayout(layout: Layout, options: AnalyseOptions = {}): LayoutAnalysis | null {
  const steps = analyseLayoutSteps(layout, options);
  for (;;) {
    if (options.shouldCancel?.()) return null;
    const r = steps.next();
    if (r.done) {
      options.onProgress?.(1, 'Done');
      return r.value;
    }
    options.onProgress?.(r.value.done, r.value.phase);
  }
}
