// The longest open firing lane: the longest straight segment on the table that crosses no obscuring terrain.
//
// Definition. Obstacles are (a) the placed rectangle of every terrain solid whose height range overlaps the ground up
// to `laneHeightIn` (a wall, a tree; a floor lifted above that height is not), and (b) the footprint polygon of every
// piece with the `obscuring` trait, walls or not (area terrain blocks sight through it under 40k-style rules). A lane
// is a segment inside the table, touching no obstacle's interior; it ends at a table edge or an obstacle. Lines are
// sampled: `directions` evenly over 180 degrees plus both table diagonals, and for each direction parallel lines every
// `stepIn` inches across the table plus the lines through the four corners. So the answer is exact on an open table (a
// diagonal) and otherwise within the sampling of the true longest lane (shorter by at most what a step and a degree
// cost near the obstacles that bound it).
import { placedBox, placedBoxCorners, placedFootprint } from '../geometry/placement';
import { sortRange } from '../los/grid';
import type { Layout, Vec2 } from '../types';

export interface FiringLane {
  readonly from: Vec2;
  readonly to: Vec2;
  readonly lengthIn: number;
}

export interface LaneOptions {
  /** Solids reaching below this height block (the height of the models that shoot), inches. 1.5 by default. */
  readonly laneHeightIn?: number;
  /** Directions sampled over 180 degrees (180 by default: one per degree). */
  readonly directions?: number;
  /** Spacing of parallel lines, inches (0.5 by default). */
  readonly stepIn?: number;
}

/** Obstacle polygons as flat arrays with a bounding circle each, for the line sweep. */
export interface LaneObstacles {
  readonly count: number;
  readonly start: Int32Array;
  readonly size: Int32Array;
  readonly xs: Float64Array;
  readonly ys: Float64Array;
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  readonly r: Float64Array;
}

export function laneObstacles(layout: Layout, laneHeightIn = 1.5): LaneObstacles {
  const polys: Vec2[][] = [];
  for (const piece of layout.terrain) {
    if (piece.traits.includes('obscuring') && piece.footprint.length >= 3) polys.push(placedFootprint(piece));
    for (const s of piece.solids) {
      const b = placedBox(piece, s.box);
      if (b.w <= 0 || b.d <= 0 || b.h <= 0 || b.z >= laneHeightIn || b.z + b.h <= 0) continue;
      polys.push(placedBoxCorners(b));
    }
  }
  let nv = 0;
  for (const p of polys) nv += p.length;
  const o = {
    count: polys.length, start: new Int32Array(polys.length), size: new Int32Array(polys.length),
    xs: new Float64Array(nv), ys: new Float64Array(nv),
    cx: new Float64Array(polys.length), cy: new Float64Array(polys.length), r: new Float64Array(polys.length),
  };
  let v = 0;
  polys.forEach((p, k) => {
    o.start[k] = v;
    o.size[k] = p.length;
    let sx = 0, sy = 0;
    for (const q of p) {
      o.xs[v] = q[0];
      o.ys[v++] = q[1];
      sx += q[0];
      sy += q[1];
    }
    const cx = sx / p.length, cy = sy / p.length;
    o.cx[k] = cx;
    o.cy[k] = cy;
    o.r[k] = Math.max(...p.map((q) => Math.hypot(q[0] - cx, q[1] - cy))) + 1e-9;
  });
  return o;
}

// Scratch: crossing parameters along the current line, and blocked intervals.
let cross = new Float64Array(64);
let ivA = new Float64Array(64);
let ivB = new Float64Array(64);

// The longest free stretch of the last line: its start and end parameters.
const best = new Float64Array(2);

/**
 * Longest stretch of [t0, t1] along the line P(t) = (ox, oy) + t (ux, uy) that is inside no obstacle. Writes its ends
 * into `best` and returns its length (0 when the whole line is blocked).
 */
function longestFreeStretch(o: LaneObstacles, ox: number, oy: number, ux: number, uy: number, t0: number, t1: number): number {
  let ni = 0;
  for (let k = 0; k < o.count; k++) {
    // Signed distance of the circle's centre from the line: too far, no crossing.
    const dist = (o.cx[k]! - ox) * -uy + (o.cy[k]! - oy) * ux;
    if (dist > o.r[k]! || dist < -o.r[k]!) continue;
    const s = o.start[k]!, n = o.size[k]!;
    if (cross.length < n) cross = new Float64Array(2 * n);
    let nc = 0;
    for (let i = 0; i < n; i++) {
      const j = i + 1 === n ? 0 : i + 1;
      const ax = o.xs[s + i]!, ay = o.ys[s + i]!, bx = o.xs[s + j]!, by = o.ys[s + j]!;
      const da = (ax - ox) * -uy + (ay - oy) * ux;
      const db = (bx - ox) * -uy + (by - oy) * ux;
      // Half-open rule: a vertex on the line counts for exactly one of its edges, so crossings pair up.
      if (da > 0 === db > 0) continue;
      const f = da / (da - db);
      cross[nc++] = (ax + f * (bx - ax) - ox) * ux + (ay + f * (by - ay) - oy) * uy;
    }
    sortRange(cross, 0, nc);
    for (let c = 0; c + 1 < nc; c += 2) {
      if (ni + 1 >= ivA.length) {
        const a = new Float64Array(2 * ivA.length), b = new Float64Array(2 * ivB.length);
        a.set(ivA);
        b.set(ivB);
        ivA = a;
        ivB = b;
      }
      ivA[ni] = cross[c]!;
      ivB[ni++] = cross[c + 1]!;
    }
  }
  // Sort intervals by start (insertion sort on both arrays), then walk the gaps.
  for (let i = 1; i < ni; i++) {
    const a = ivA[i]!, b = ivB[i]!;
    let j = i - 1;
    while (j >= 0 && ivA[j]! > a) {
      ivA[j + 1] = ivA[j]!;
      ivB[j + 1] = ivB[j]!;
      j--;
    }
    ivA[j + 1] = a;
    ivB[j + 1] = b;
  }
  let longest = 0;
  let cursor = t0;
  for (let i = 0; i <= ni; i++) {
    const a = i < ni ? Math.min(ivA[i]!, t1) : t1;
    if (a - cursor > longest) {
      longest = a - cursor;
      best[0] = cursor;
      best[1] = a;
    }
    if (i < ni && ivB[i]! > cursor) cursor = ivB[i]!;
    if (cursor >= t1) break;
  }
  return longest;
}

// The line's parameter range inside the table: [t0, t1].
const span = new Float64Array(2);

/**
 * Narrows `span` to where the line o + t u (one coordinate) lies in the slab [0, size]; false when the line runs
 * along the slab outside it.
 */
function clipSlab(o: number, u: number, size: number, span: Float64Array): boolean {
  if (Math.abs(u) < 1e-12) return !(o < -1e-9 || o > size + 1e-9);
  const a = (0 - o) / u, b = (size - o) / u;
  span[0] = Math.max(span[0]!, Math.min(a, b));
  span[1] = Math.min(span[1]!, Math.max(a, b));
  return true;
}

/** The line directions sampled: `directions` over [0, pi) plus both table diagonals, as angles in radians. */
export function laneDirections(layout: Layout, directions = 180): Float64Array {
  const out = new Float64Array(directions + 2);
  for (let k = 0; k < directions; k++) out[k] = (k * Math.PI) / directions;
  out[directions] = Math.atan2(layout.table.depthIn, layout.table.widthIn);
  out[directions + 1] = Math.PI - out[directions]!;
  return out;
}

/**
 * Searches directions [from, to) of `angles` for a lane longer than `current` (null: none yet). Returns the best lane
 * found so far. Split the direction range into chunks to report progress.
 */
export function searchLanes(
  layout: Layout, o: LaneObstacles, angles: Float64Array, from: number, to: number, stepIn: number, current: FiringLane | null,
): FiringLane | null {
  const W = layout.table.widthIn, D = layout.table.depthIn;
  let lane = current;
  const offsets: number[] = [];
  for (let k = from; k < to; k++) {
    const th = angles[k]!;
    const ux = Math.cos(th), uy = Math.sin(th);
    const nx = -uy, ny = ux;
    // Offsets along the normal: the table corners' projections bound them, and are tried exactly.
    const proj = [0, W * nx, D * ny, W * nx + D * ny];
    const pmin = Math.min(...proj), pmax = Math.max(...proj);
    offsets.length = 0;
    for (let p = pmin; p <= pmax; p += stepIn) offsets.push(p);
    offsets.push(...proj);
    for (const p of offsets) {
      const ox = p * nx, oy = p * ny;
      // Clip the line to the table rectangle (slab method).
      span[0] = -Infinity;
      span[1] = Infinity;
      if (!clipSlab(ox, ux, W, span) || !clipSlab(oy, uy, D, span)) continue;
      const t0 = span[0]!, t1 = span[1]!;
      if (!(t1 - t0 > (lane?.lengthIn ?? 0))) continue;
      const len = longestFreeStretch(o, ox, oy, ux, uy, t0, t1);
      if (len > (lane?.lengthIn ?? 0)) {
        const a = best[0]!, b = best[1]!;
        lane = { from: [ox + a * ux, oy + a * uy], to: [ox + b * ux, oy + b * uy], lengthIn: len };
      }
    }
  }
  return lane;
}

/** The longest open firing lane on the layout (null when every sampled line is blocked end to end). */
export function longestOpenLane(layout: Layout, options: LaneOptions = {}): FiringLane | null {
  const o = laneObstacles(layout, options.laneHeightIn ?? 1.5);
  const angles = laneDirections(layout, options.directions ?? 180);
  return searchLanes(layout, o, angles, 0, angles.length, options.stepIn ?? 0.5, null);
}
