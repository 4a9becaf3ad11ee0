// How far a whole unit has to go to reach a marker when impassable terrain stands in the way (issue 26): the unit moved as
// one block (every model the same straight step, as the engine's offered moves and the AI's own carry it), round the
// layout's impassable pieces. A coarse grid of the places the block can stand, searched once per layout, formation and
// marker, and kept.
import { baseHalfExtents } from '../bases';
import { placedFootprint } from '../geometry/placement';
import { distanceToPolygonEdge, pointInPolygonXY } from '../geometry/polygon';
import type { GameModel } from '../game/types';
import type { Layout, TableSize, TerrainPiece, Vec2 } from '../types';

/** Grid step of the places a formation's first model may stand, inches. */
export const PATH_GRID_IN = 0.5;
/** Sampling step along a straight step of the block, inches. */
const SEGMENT_STEP_IN = 0.25;
/** A base within this of a piece's edge is touching, not in it (the engine's contact tolerance and a margin). */
const TOUCH_IN = 0.02;

interface Wall {
  readonly poly: readonly Vec2[];
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** A unit's models as a block: each model's offset from the first and the radius of the circle inside its base. */
export interface Formation {
  readonly dx: Float64Array;
  readonly dy: Float64Array;
  readonly r: Float64Array;
  /** The box round every base at offset 0 (the first model at the origin). */
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The formation's offsets and radii rounded to 0.05", for the kept fields. */
function formationKey(f: Formation): string {
  const parts: string[] = [];
  for (let i = 0; i < f.dx.length; i++) parts.push(`${Math.round(f.dx[i]! * 20)},${Math.round(f.dy[i]! * 20)},${Math.round(f.r[i]! * 20)}`);
  return parts.join(';');
}

/**
 * The block of `models` (at least one). Each base counts as the circle inside it (a round base exactly; an oval or a hull
 * by its narrower half): a block judged free of a piece may still touch it, never the other way, so a path is only ever
 * made longer than the straight line where the straight line is truly shut.
 */
export function formationOf(models: readonly GameModel[]): Formation {
  const n = models.length;
  const dx = new Float64Array(n);
  const dy = new Float64Array(n);
  const r = new Float64Array(n);
  const x0 = models[0]!.x;
  const y0 = models[0]!.y;
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let i = 0; i < n; i++) {
    const m = models[i]!;
    const h = baseHalfExtents(m.base);
    dx[i] = m.x - x0;
    dy[i] = m.y - y0;
    r[i] = Math.min(h.a, h.b);
    minX = Math.min(minX, dx[i]! - r[i]!);
    minY = Math.min(minY, dy[i]! - r[i]!);
    maxX = Math.max(maxX, dx[i]! + r[i]!);
    maxY = Math.max(maxY, dy[i]! + r[i]!);
  }
  return { dx, dy, r, minX, minY, maxX, maxY };
}

// Layouts are not changed in place (every edit makes new pieces), so a layout's walls are kept with its terrain list.
const wallsByTerrain = new WeakMap<readonly TerrainPiece[], readonly Wall[]>();

/** The layout's impassable pieces, their footprints placed on the table. */
export function wallsOf(layout: Layout): readonly Wall[] {
  let walls = wallsByTerrain.get(layout.terrain);
  if (!walls) {
    walls = layout.terrain
      .filter((t) => t.traits.includes('impassable'))
      .map((t) => {
        const poly = placedFootprint(t);
        return {
          poly,
          minX: Math.min(...poly.map((p) => p[0])),
          minY: Math.min(...poly.map((p) => p[1])),
          maxX: Math.max(...poly.map((p) => p[0])),
          maxY: Math.max(...poly.map((p) => p[1])),
        };
      });
    wallsByTerrain.set(layout.terrain, walls);
  }
  return walls;
}

/** Whether the block with its first model at (x, y) stands in an impassable piece or off the table. */
export function blockShut(f: Formation, walls: readonly Wall[], table: TableSize, x: number, y: number): boolean {
  if (x + f.minX < -TOUCH_IN || y + f.minY < -TOUCH_IN || x + f.maxX > table.widthIn + TOUCH_IN || y + f.maxY > table.depthIn + TOUCH_IN) return true;
  for (const w of walls) {
    if (x + f.maxX < w.minX || x + f.minX > w.maxX || y + f.maxY < w.minY || y + f.minY > w.maxY) continue;
    for (let i = 0; i < f.dx.length; i++) {
      const px = x + f.dx[i]!;
      const py = y + f.dy[i]!;
      const r = f.r[i]! - TOUCH_IN;
      if (px + r < w.minX || px - r > w.maxX || py + r < w.minY || py - r > w.maxY) continue;
      if (pointInPolygonXY(px, py, w.poly) || distanceToPolygonEdge(px, py, w.poly) < r) return true;
    }
  }
  return false;
}

/**
 * Whether the block can be carried in a straight line from its first model at (x0, y0) to (x1, y1) past every impassable
 * piece (sampled every 0.25"; the start itself is not judged, as the engine does not judge where a model stands).
 */
export function straightOpen(f: Formation, walls: readonly Wall[], table: TableSize, x0: number, y0: number, x1: number, y1: number): boolean {
  // The box the block sweeps: no piece in it, nothing to sample.
  const sx = Math.min(x0, x1), sy = Math.min(y0, y1), ex = Math.max(x0, x1), ey = Math.max(y0, y1);
  const near = walls.filter((w) => !(ex + f.maxX < w.minX || sx + f.minX > w.maxX || ey + f.maxY < w.minY || sy + f.minY > w.maxY));
  const len = Math.hypot(x1 - x0, y1 - y0);
  const n = Math.max(1, Math.ceil(len / SEGMENT_STEP_IN));
  const offTable = sx + f.minX < -TOUCH_IN || sy + f.minY < -TOUCH_IN || ex + f.maxX > table.widthIn + TOUCH_IN || ey + f.maxY > table.depthIn + TOUCH_IN;
  if (!near.length && !offTable) return true;
  for (let k = 1; k <= n; k++) if (blockShut(f, near, table, x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n)) return false;
  return true;
}

/** The straight gap of the block to a marker: how far its nearest model is from coming within `rangeIn`, and which model. */
export function straightGap(f: Formation, x: number, y: number, o: { x: number; y: number }, rangeIn: number): { gap: number; model: number } {
  let best = Infinity;
  let model = 0;
  for (let i = 0; i < f.dx.length; i++) {
    const d = Math.hypot(x + f.dx[i]! - o.x, y + f.dy[i]! - o.y);
    if (d < best) (best = d), (model = i);
  }
  return { gap: Math.max(0, best - rangeIn), model };
}

/** The grid search's steps: the 8 neighbours and the 8 knight's moves (paths within 3% of the straight length). */
const STEPS: readonly (readonly [number, number])[] = [
  [1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1],
  [1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1],
];

/**
 * The cell a diagonal or knight's step from (ci, cj) passes beside, the first (`which` 0) or the second: for (1, 1) the
 * cells (1, 0) and (0, 1); for (2, 1) the cells (1, 0) and (1, 1); for (1, 2) the cells (0, 1) and (1, 1).
 */
function passedBeside(ci: number, cj: number, si: number, sj: number, which: 0 | 1, cols: number): number {
  const ui = Math.sign(si);
  const uj = Math.sign(sj);
  let i: number, j: number;
  if (Math.abs(si) === 2) [i, j] = which === 0 ? [ui, 0] : [ui, uj];
  else if (Math.abs(sj) === 2) [i, j] = which === 0 ? [0, uj] : [ui, uj];
  else [i, j] = which === 0 ? [ui, 0] : [0, uj];
  return (cj + j) * cols + ci + i;
}

/** What the block has to go from each grid place (its first model there) to a marker's reach; Infinity where it cannot stand. */
export interface PathField {
  readonly cols: number;
  readonly rows: number;
  readonly dist: Float32Array;
}

/**
 * The grid search (Dijkstra over the places the block can stand, 16 steps each): from every place within half a step of
 * the marker's reach (worth its straight gap), outwards, each step its straight length, a step that clips a shut place
 * not taken.
 */
function searchField(f: Formation, walls: readonly Wall[], table: TableSize, o: { x: number; y: number }, rangeIn: number): PathField {
  const h = PATH_GRID_IN;
  const cols = Math.floor(table.widthIn / h) + 1;
  const rows = Math.floor(table.depthIn / h) + 1;
  const n = cols * rows;
  const shut = new Uint8Array(n);
  const dist = new Float32Array(n).fill(Infinity);
  const heap = new MinHeap(n);
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      const c = j * cols + i;
      if (blockShut(f, walls, table, i * h, j * h)) {
        shut[c] = 1;
        continue;
      }
      const g = straightGap(f, i * h, j * h, o, rangeIn).gap;
      if (g <= h) (dist[c] = g), heap.push(c, g);
    }
  const done = new Uint8Array(n);
  while (heap.size) {
    const c = heap.pop();
    if (done[c]) continue;
    done[c] = 1;
    const ci = c % cols;
    const cj = (c - ci) / cols;
    for (const [si, sj] of STEPS) {
      const i = ci + si;
      const j = cj + sj;
      if (i < 0 || j < 0 || i >= cols || j >= rows) continue;
      const t = j * cols + i;
      if (shut[t] || done[t]) continue;
      // No corner cut: the two places a diagonal or knight's step passes beside must be open too.
      if (Math.abs(si) + Math.abs(sj) > 1 && (shut[passedBeside(ci, cj, si, sj, 0, cols)]! || shut[passedBeside(ci, cj, si, sj, 1, cols)]!)) continue;
      const nd = dist[c]! + h * Math.hypot(si, sj);
      if (nd < dist[t]!) (dist[t] = nd), heap.push(t, nd);
    }
  }
  return { cols, rows, dist };
}

/** A binary heap of grid cells by distance (a cell may be pushed again with a shorter one; the stale copy is skipped). */
class MinHeap {
  private cells: Int32Array;
  private keys: Float64Array;
  size = 0;
  constructor(capacity: number) {
    this.cells = new Int32Array(Math.max(16, capacity));
    this.keys = new Float64Array(Math.max(16, capacity));
  }
  push(cell: number, key: number): void {
    if (this.size === this.cells.length) {
      const c = new Int32Array(this.size * 2);
      const k = new Float64Array(this.size * 2);
      c.set(this.cells);
      k.set(this.keys);
      this.cells = c;
      this.keys = k;
    }
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.keys[p]! <= key) break;
      this.cells[i] = this.cells[p]!;
      this.keys[i] = this.keys[p]!;
      i = p;
    }
    this.cells[i] = cell;
    this.keys[i] = key;
  }
  pop(): number {
    const top = this.cells[0]!;
    const lastCell = this.cells[--this.size]!;
    const lastKey = this.keys[this.size]!;
    let i = 0;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= this.size) break;
      if (c + 1 < this.size && this.keys[c + 1]! < this.keys[c]!) c++;
      if (this.keys[c]! >= lastKey) break;
      this.cells[i] = this.cells[c]!;
      this.keys[i] = this.keys[c]!;
      i = c;
    }
    this.cells[i] = lastCell;
    this.keys[i] = lastKey;
    return top;
  }
}

/** Fields searched, per layout (its terrain list), by formation, marker and reach. A pure function's results: kept or not, the answers are the same. */
const fieldsByTerrain = new WeakMap<readonly TerrainPiece[], Map<string, PathField>>();
/** Most fields kept per layout (about 43 KB each, 2.8 MB in all); past it the oldest go. A formation changes only when it loses models or fights, so a game needs a few dozen. */
const FIELDS_KEPT = 64;

/** The field of `f` to the marker at `o`, searched once and kept for the layout. */
export function pathField(layout: Layout, f: Formation, o: { x: number; y: number }, rangeIn: number): PathField {
  let fields = fieldsByTerrain.get(layout.terrain);
  if (!fields) fieldsByTerrain.set(layout.terrain, (fields = new Map()));
  const key = `${o.x},${o.y},${rangeIn},${layout.table.widthIn}x${layout.table.depthIn}|${formationKey(f)}`;
  let field = fields.get(key);
  if (!field) {
    field = searchField(f, wallsOf(layout), layout.table, o, rangeIn);
    if (fields.size >= FIELDS_KEPT) fields.delete(fields.keys().next().value!);
    fields.set(key, field);
  }
  return field;
}

/**
 * The path gap of the block from its first model at (x, y): the field at the grid places round it (the nearest open ones
 * within two steps), each plus the straight way to it. Infinity when none is open.
 */
function fieldAt(field: PathField, x: number, y: number): number {
  const h = PATH_GRID_IN;
  const i0 = Math.round(x / h);
  const j0 = Math.round(y / h);
  let best = Infinity;
  for (let reach = 1; reach <= 2 && !Number.isFinite(best); reach++)
    for (let j = j0 - reach; j <= j0 + reach; j++)
      for (let i = i0 - reach; i <= i0 + reach; i++) {
        if (i < 0 || j < 0 || i >= field.cols || j >= field.rows) continue;
        const d = field.dist[j * field.cols + i]!;
        if (Number.isFinite(d)) best = Math.min(best, d + Math.hypot(i * h - x, j * h - y));
      }
  return best;
}

/**
 * How far the block `f` with its first model at (x, y) (formationOf the unit's models as they stand) has to go for one of them to come within `rangeIn` of the marker, moved
 * as one block round the layout's impassable pieces: the straight gap where the block can be carried straight there,
 * else the way round (never less than the straight gap). The straight gap where no way round is found.
 */
export function formationGap(layout: Layout, f: Formation, x: number, y: number, o: { x: number; y: number }, rangeIn: number): number {
  const { gap, model } = straightGap(f, x, y, o, rangeIn);
  if (gap <= 0) return 0;
  const walls = wallsOf(layout);
  if (!walls.length) return gap;
  // The straight way: the nearest model straight at the marker until it is within reach.
  const mx = x + f.dx[model]!;
  const my = y + f.dy[model]!;
  const d = Math.hypot(o.x - mx, o.y - my);
  const tx = x + ((o.x - mx) / d) * gap;
  const ty = y + ((o.y - my) / d) * gap;
  if (straightOpen(f, walls, layout.table, x, y, tx, ty)) return gap;
  const round = fieldAt(pathField(layout, f, o, rangeIn), x, y);
  return Number.isFinite(round) ? Math.max(gap, round) : gap;
}

/**
 * The first leg of the block's way round the impassable pieces to a marker, from its first model at (x, y): the farthest
 * place along the searched way (down the field, grid step by grid step) that the block reaches in one straight line of at
 * most `maxIn`. Null where the straight way is open (nothing to go round), no way is found, or the leg is under 0.5".
 */
export function firstLeg(layout: Layout, f: Formation, x: number, y: number, o: { x: number; y: number }, rangeIn: number, maxIn: number): { x: number; y: number } | null {
  const walls = wallsOf(layout);
  const { gap, model } = straightGap(f, x, y, o, rangeIn);
  if (!walls.length || gap <= 0) return null;
  const mx = x + f.dx[model]!;
  const my = y + f.dy[model]!;
  const d = Math.hypot(o.x - mx, o.y - my);
  if (straightOpen(f, walls, layout.table, x, y, x + ((o.x - mx) / d) * gap, y + ((o.y - my) / d) * gap)) return null;
  const field = pathField(layout, f, o, rangeIn);
  const h = PATH_GRID_IN;
  // Start at the open grid place nearest (x, y), then always the step to the lowest neighbour.
  let best = -1;
  let bestD = Infinity;
  for (let j = Math.round(y / h) - 1; j <= Math.round(y / h) + 1; j++)
    for (let i = Math.round(x / h) - 1; i <= Math.round(x / h) + 1; i++) {
      if (i < 0 || j < 0 || i >= field.cols || j >= field.rows) continue;
      const v = field.dist[j * field.cols + i]! + Math.hypot(i * h - x, j * h - y);
      if (v < bestD) (bestD = v), (best = j * field.cols + i);
    }
  if (best < 0 || !Number.isFinite(bestD)) return null;
  let leg: { x: number; y: number } | null = null;
  let c = best;
  for (let walked = 0; walked < 4 * (maxIn + 2) / h; walked++) {
    const ci = c % field.cols;
    const cj = (c - ci) / field.cols;
    const px = ci * h;
    const py = cj * h;
    const len = Math.hypot(px - x, py - y);
    if (len > maxIn + 1e-9) break;
    if (len >= 0.5 && straightOpen(f, walls, layout.table, x, y, px, py)) leg = { x: px, y: py };
    if (field.dist[c]! <= h) break;
    let next = -1;
    let nextD = field.dist[c]!;
    for (const [si, sj] of STEPS) {
      const i = ci + si;
      const j = cj + sj;
      if (i < 0 || j < 0 || i >= field.cols || j >= field.rows) continue;
      const t = j * field.cols + i;
      if (field.dist[t]! < nextD - 1e-6) (nextD = field.dist[t]!), (next = t);
    }
    if (next < 0) break;
    c = next;
  }
  return leg;
}
