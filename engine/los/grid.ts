// A uniform 2D grid over bounding circles (terrain solids, model bodies, footprints): which items lie near a corridor.
//
// Items are listed in every cell their bounding circle's square overlaps (CSR arrays: cellStart, items). A query walks
// only the cells a capsule (segment + pad) touches, row by row, and reports each item once (a per-item stamp).

export interface CircleGrid {
  readonly cellIn: number;
  readonly x0: number;
  readonly y0: number;
  readonly cols: number;
  readonly rows: number;
  /** Items of cell c are items[cellStart[c] .. cellStart[c + 1]). */
  readonly cellStart: Int32Array;
  readonly items: Int32Array;
  /** Stamp per item: equal to `stamp` when already reported in the current query. */
  readonly seen: Uint32Array;
  stamp: number;
}

/** Cell size in inches: small enough that a corridor visits few items, large enough that walls span few cells. */
export const GRID_CELL_IN = 2;

/** Builds the grid over circles (cx[i], cy[i], r[i]) for i < count. */
export function buildCircleGrid(
  cx: Float64Array, cy: Float64Array, r: Float64Array, count: number, cellIn = GRID_CELL_IN,
): CircleGrid {
  let minx = Infinity, miny = Infinity, maxx = -Infinity, maxy = -Infinity;
  for (let i = 0; i < count; i++) {
    minx = Math.min(minx, cx[i]! - r[i]!);
    maxx = Math.max(maxx, cx[i]! + r[i]!);
    miny = Math.min(miny, cy[i]! - r[i]!);
    maxy = Math.max(maxy, cy[i]! + r[i]!);
  }
  if (count === 0) minx = miny = maxx = maxy = 0;
  // Cap the cell count for huge or scattered inputs: cells grow rather than the arrays.
  let cell = cellIn;
  while (((maxx - minx) / cell + 1) * ((maxy - miny) / cell + 1) > 65536) cell *= 2;
  const cols = Math.max(1, Math.floor((maxx - minx) / cell) + 1);
  const rows = Math.max(1, Math.floor((maxy - miny) / cell) + 1);
  const counts = new Int32Array(cols * rows + 1);
  const span = (i: number, f: (c: number) => void): void => {
    const c0 = Math.floor((cx[i]! - r[i]! - minx) / cell), c1 = Math.min(cols - 1, Math.floor((cx[i]! + r[i]! - minx) / cell));
    const r0 = Math.floor((cy[i]! - r[i]! - miny) / cell), r1 = Math.min(rows - 1, Math.floor((cy[i]! + r[i]! - miny) / cell));
    for (let row = Math.max(0, r0); row <= r1; row++) for (let col = Math.max(0, c0); col <= c1; col++) f(row * cols + col);
  };
  for (let i = 0; i < count; i++) span(i, (c) => counts[c + 1]!++);
  for (let c = 0; c < cols * rows; c++) counts[c + 1] = counts[c + 1]! + counts[c]!;
  const cellStart = Int32Array.from(counts);
  const fill = Int32Array.from(counts);
  const items = new Int32Array(counts[cols * rows]!);
  for (let i = 0; i < count; i++) span(i, (c) => (items[fill[c]!++] = i));
  return { cellIn: cell, x0: minx, y0: miny, cols, rows, cellStart, items, seen: new Uint32Array(count), stamp: 0 };
}

/** Starts a query: returns the stamp that marks items reported by it. */
function nextStamp(g: CircleGrid): number {
  g.stamp = (g.stamp + 1) >>> 0;
  if (g.stamp === 0) {
    g.seen.fill(0);
    g.stamp = 1;
  }
  return g.stamp;
}

/**
 * Writes into `out` (from position 0) every item listed in a cell that the capsule around segment a-b with radius
 * `pad` touches, each once, in no particular order. Returns how many. `out` must hold at least g.seen.length entries.
 */
export function gridNearSegment(
  g: CircleGrid, ax: number, ay: number, bx: number, by: number, pad: number, out: Int32Array,
): number {
  if (g.seen.length === 0) return 0;
  const stamp = nextStamp(g);
  const cell = g.cellIn, cols = g.cols;
  const seen = g.seen, items = g.items, start = g.cellStart;
  const lo = Math.min(ay, by) - pad, hi = Math.max(ay, by) + pad;
  let r0 = Math.floor((lo - g.y0) / cell), r1 = Math.floor((hi - g.y0) / cell);
  if (r0 < 0) r0 = 0;
  if (r1 > g.rows - 1) r1 = g.rows - 1;
  const dy = by - ay;
  let n = 0;
  for (let row = r0; row <= r1; row++) {
    // The part of the segment whose y lies within pad of this row's band, then its x-extent widened by pad.
    const yb0 = g.y0 + row * cell - pad, yb1 = g.y0 + (row + 1) * cell + pad;
    let t0 = 0, t1 = 1;
    if (dy !== 0) {
      let ta = (yb0 - ay) / dy, tb = (yb1 - ay) / dy;
      if (ta > tb) {
        const s = ta;
        ta = tb;
        tb = s;
      }
      if (ta > t0) t0 = ta;
      if (tb < t1) t1 = tb;
      if (t0 > t1) continue;
    } else if (ay < yb0 || ay > yb1) continue;
    const xa = ax + (bx - ax) * t0, xb = ax + (bx - ax) * t1;
    let c0 = Math.floor(((xa < xb ? xa : xb) - pad - g.x0) / cell), c1 = Math.floor(((xa < xb ? xb : xa) + pad - g.x0) / cell);
    if (c0 < 0) c0 = 0;
    if (c1 > cols - 1) c1 = cols - 1;
    for (let c = row * cols + c0, e = row * cols + c1; c <= e; c++)
      for (let k = start[c]!, kEnd = start[c + 1]!; k < kEnd; k++) {
        const i = items[k]!;
        if (seen[i] === stamp) continue;
        seen[i] = stamp;
        out[n++] = i;
      }
  }
  return n;
}

/**
 * Sorts a[from..to) ascending in place (insertion sort: the lists are short, and nothing is allocated). Candidate
 * blockers (indices) and the analysis's lane crossings (distances) both use it.
 */
export function sortRange(a: Int32Array | Float64Array, from: number, to: number): void {
  for (let i = from + 1; i < to; i++) {
    const v = a[i]!;
    let j = i - 1;
    while (j >= from && a[j]! > v) {
      a[j + 1] = a[j]!;
      j--;
    }
    a[j + 1] = v;
  }
}
