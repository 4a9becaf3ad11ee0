// Viewsheds: which cells of the table a model, or a model anywhere in a deployment zone, can see.
import type { Layout, TableSize, Vec2 } from '../types';
import { pointInPolygonXY } from '../geometry/polygon';
import { mmToIn } from '../bases';
import { castFan, newFanQuery } from './cast';
import { buildPrismSet, getLosScene } from './scene';
import type { PrismSet } from './scene';
import { DEFAULT_LOS_OPTIONS } from './types';
import type { FootprintLosMode } from './types';

export type ViewshedFrom =
  /** An eye standing at (x, y) on a floor at z, with a body heightIn tall (eye at eyeHeightFraction of it). */
  | { readonly x: number; readonly y: number; readonly z?: number; readonly heightIn: number }
  /** Anywhere in the polygon: the zone is sampled every `sampleIn` inches (default: the larger of 2" and the cell). */
  | { readonly zone: readonly Vec2[]; readonly heightIn: number; readonly sampleIn?: number };

export interface ViewshedOptions {
  readonly from: ViewshedFrom;
  /** Cell size, inches (1 by default). */
  readonly cellIn?: number;
  /** The model standing in each cell: height and round base (1.5" tall on 32 mm by default). */
  readonly targetHeightIn?: number;
  readonly targetBaseMm?: number;
  /** Rays per eye-cell pair (8 by default). */
  readonly raysPerCell?: number;
  readonly footprints?: FootprintLosMode;
  /** Models in the layout block too (off by default: a viewshed is about terrain). */
  readonly modelsBlock?: boolean;
  readonly eyeHeightFraction?: number;
}

/** Square cells of cellIn inches over the table, cols across (x) and rows deep (y); cell (0, 0) is at the origin corner. */
export interface CellGrid {
  readonly cellIn: number;
  readonly cols: number;
  readonly rows: number;
}

/** The cells over a table (the last column and row may run past its edge). */
export function cellGrid(table: TableSize, cellIn: number): CellGrid {
  return { cellIn, cols: Math.ceil(table.widthIn / cellIn), rows: Math.ceil(table.depthIn / cellIn) };
}

/** visible[row * cols + col] is 1 when a model standing in that cell can be seen. */
export interface Viewshed extends CellGrid {
  readonly visible: Uint8Array;
  /** The eye points used (x, y, z triples). */
  readonly eyes: Float32Array;
}

const query = newFanQuery();


/** Eye points of a viewshed source. */
export function viewshedEyes(from: ViewshedFrom, cellIn: number, eyeHeightFraction: number): Float32Array {
  if (!('zone' in from)) return Float32Array.of(from.x, from.y, (from.z ?? 0) + from.heightIn * eyeHeightFraction);
  const step = from.sampleIn ?? Math.max(2, cellIn);
  const xs = from.zone.map((p) => p[0]), ys = from.zone.map((p) => p[1]);
  const pts: number[] = [];
  for (let x = Math.min(...xs) + step / 2; x < Math.max(...xs); x += step)
    for (let y = Math.min(...ys) + step / 2; y < Math.max(...ys); y += step)
      if (pointInPolygonXY(x, y, from.zone)) pts.push(x, y, from.heightIn * eyeHeightFraction);
  return Float32Array.from(pts);
}

/** Moves single-prism set `s` so its centre is at (x, y) (planes, vertices and centre shift together). */
function moveTarget(s: PrismSet, x: number, y: number): void {
  const dx = x - s.cx[0]!, dy = y - s.cy[0]!;
  if (dx === 0 && dy === 0) return;
  for (let e = 0; e < s.edgeCount[0]!; e++) {
    s.planes[3 * e + 2] = s.planes[3 * e + 2]! + s.planes[3 * e]! * dx + s.planes[3 * e + 1]! * dy;
    s.vertices[2 * e] = s.vertices[2 * e]! + dx;
    s.vertices[2 * e + 1] = s.vertices[2 * e + 1]! + dy;
  }
  s.cx[0] = x;
  s.cy[0] = y;
}

/** What casting into cells needs, prepared once per viewshed (the shared query is filled in too). */
interface CellCaster extends CellGrid {
  readonly scene: ReturnType<typeof getLosScene>;
  readonly target: PrismSet;
  readonly r: number;
}

function prepareCells(layout: Layout, options: Omit<ViewshedOptions, 'from'>): CellCaster {
  const cellIn = options.cellIn ?? 1;
  const r = mmToIn(options.targetBaseMm ?? 32) / 2;
  const h = options.targetHeightIn ?? 1.5;
  const disc: Vec2[] = Array.from({ length: 16 }, (_, i) => [r * Math.cos((i * Math.PI) / 8), r * Math.sin((i * Math.PI) / 8)]);
  const target = buildPrismSet([{ owner: -1, zb: 0, zt: h, poly: disc }]);
  query.target = target;
  query.targetIndex = 0;
  query.rays = options.raysPerCell ?? 8;
  query.includeTerrain = true;
  query.modelsBlock = options.modelsBlock ?? false;
  query.skipUnit = -1;
  query.skipModel = -1;
  query.footprints = (options.footprints ?? DEFAULT_LOS_OPTIONS.footprints) === 'obscuring-blocks';
  return { scene: getLosScene(layout), target, r, ...cellGrid(layout.table, cellIn) };
}

/** Sets out[cell] = 1 for every cell seen from the eye; with skipSeen, cells already 1 are not cast again. */
function castFromEye(c: CellCaster, ex: number, ey: number, ez: number, out: Uint8Array, skipSeen: boolean): void {
  query.ex = ex;
  query.ey = ey;
  query.ez = ez;
  const { target, cols, rows, cellIn, r } = c;
  for (let row = 0; row < rows; row++)
    for (let col = 0; col < cols; col++) {
      const cell = row * cols + col;
      if (skipSeen && out[cell]) continue;
      moveTarget(target, (col + 0.5) * cellIn, (row + 0.5) * cellIn);
      if (Math.hypot(target.cx[0]! - ex, target.cy[0]! - ey) <= r * 1.01) {
        out[cell] = 1; // the eye's own cell
        continue;
      }
      if (castFan(c.scene, query, null) > 0) out[cell] = 1;
    }
}

/** Which cells a model of targetHeightIn standing there can be seen in, from the eye or from anywhere in the zone. */
export function viewshed(layout: Layout, options: ViewshedOptions): Viewshed {
  const c = prepareCells(layout, options);
  const eyeFrac = options.eyeHeightFraction ?? DEFAULT_LOS_OPTIONS.eyeHeightFraction;
  const eyes = viewshedEyes(options.from, c.cellIn, eyeFrac);
  const visible = new Uint8Array(c.cols * c.rows);
  for (let e = 0; e < eyes.length; e += 3) castFromEye(c, eyes[e]!, eyes[e + 1]!, eyes[e + 2]!, visible, true);
  return { cellIn: c.cellIn, cols: c.cols, rows: c.rows, visible, eyes };
}

/**
 * For heatmaps: adds 1 to counts[cell] for every eye in eyes[3 * eyeStart .. 3 * eyeEnd) (x, y, z triples, as
 * viewshedEyes gives) that sees a model standing in the cell. Call it over eye ranges to split long work into chunks.
 */
export function viewshedEyeCounts(
  layout: Layout,
  options: Omit<ViewshedOptions, 'from'> & { readonly eyes: Float32Array; readonly eyeStart: number; readonly eyeEnd: number },
  counts: Uint16Array,
): void {
  const c = prepareCells(layout, options);
  if (counts.length !== c.cols * c.rows) throw new Error(`viewshedEyeCounts: counts must hold ${c.cols * c.rows} cells.`);
  const seen = new Uint8Array(counts.length);
  for (let e = options.eyeStart; e < options.eyeEnd; e++) {
    seen.fill(0);
    castFromEye(c, options.eyes[3 * e]!, options.eyes[3 * e + 1]!, options.eyes[3 * e + 2]!, seen, false);
    for (let i = 0; i < counts.length; i++) counts[i] = counts[i]! + seen[i]!;
  }
}
