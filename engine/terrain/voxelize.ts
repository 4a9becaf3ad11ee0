// Turns a triangle mesh (table inches, z up) into the few axis-aligned boxes a terrain piece's solids can hold.
//
// Method: a voxel grid anchored at the mesh's bounding-box minimum; a cell is filled when a triangle passes through
// its interior (triangle-box overlap, so walls thinner than a cell survive) or, for closed parts of the mesh, when its
// centre lies inside (ray parity along z, one connected part at a time so overlapping parts unite instead of cancelling).
// Filled cells are merged greedily into boxes (the best of the six axis orders). Cell sizes are tried finest first
// (0.25", 0.5", 1", ...) until the box count fits.
import type { SolidBox, Vec2 } from '../types';

export const VOXELIZE_DEFAULTS = {
  /** The finest cell edge tried, inches; each further try doubles it. */
  finestCellIn: 0.25,
  /** At most this many boxes (the layout format's limit on solids per piece). */
  maxBoxes: 256,
  /** Grids with more cells than this are skipped in favour of the next, coarser size. */
  maxCells: 4_000_000,
  /** Vertices closer than this (inches) count as one when deciding which parts of a mesh are closed. */
  weldIn: 1e-4,
  /** A mesh flatter than this along an axis (a wall modelled as one plane) is given this thickness, centred. */
  minThicknessIn: 0.1,
} as const;

export interface VoxelizeOptions {
  readonly finestCellIn?: number;
  readonly maxBoxes?: number;
  readonly maxCells?: number;
  readonly weldIn?: number;
  readonly minThicknessIn?: number;
}

export interface VoxelizeStats {
  /** The cell edge used, inches. */
  readonly cellIn: number;
  readonly filledCells: number;
  /** Connected parts of the mesh that are closed (filled inside) and open (surface only). */
  readonly closedParts: number;
  readonly openParts: number;
}

export type VoxelizeResult =
  | ({ readonly ok: true; readonly boxes: SolidBox[] } & VoxelizeStats)
  | { readonly ok: false; readonly reason: string };

/** A filled-cell grid: cells[ix + nx * (iy + ny * iz)] is 1 when filled. Cell (i, j, k) spans origin + [i, i+1] * cellIn. */
export interface VoxelGrid {
  readonly cells: Uint8Array;
  readonly nx: number;
  readonly ny: number;
  readonly nz: number;
  readonly origin: readonly [number, number, number];
  readonly cellIn: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Triangle / box overlap (separating axes, Akenine-Moller). Scratch state at module level: the hot loop allocates nothing.
let v0x = 0, v0y = 0, v0z = 0, v1x = 0, v1y = 0, v1z = 0, v2x = 0, v2y = 0, v2z = 0;
let hx = 0, hy = 0, hz = 0;

function separatedOn(ax: number, ay: number, az: number): boolean {
  const p0 = ax * v0x + ay * v0y + az * v0z;
  const p1 = ax * v1x + ay * v1y + az * v1z;
  const p2 = ax * v2x + ay * v2y + az * v2z;
  const r = hx * Math.abs(ax) + hy * Math.abs(ay) + hz * Math.abs(az);
  return Math.min(p0, p1, p2) > r || Math.max(p0, p1, p2) < -r;
}

/** True when the triangle (a, b, c) meets the box centred on (cx, cy, cz) with half sizes (hxIn, hyIn, hzIn). */
export function triangleOverlapsBox(
  t: ArrayLike<number>, a: number, b: number, c: number,
  cx: number, cy: number, cz: number, hxIn: number, hyIn: number, hzIn: number,
): boolean {
  v0x = t[a]! - cx; v0y = t[a + 1]! - cy; v0z = t[a + 2]! - cz;
  v1x = t[b]! - cx; v1y = t[b + 1]! - cy; v1z = t[b + 2]! - cz;
  v2x = t[c]! - cx; v2y = t[c + 1]! - cy; v2z = t[c + 2]! - cz;
  hx = hxIn; hy = hyIn; hz = hzIn;
  if (separatedOn(1, 0, 0) || separatedOn(0, 1, 0) || separatedOn(0, 0, 1)) return false;
  const e0x = v1x - v0x, e0y = v1y - v0y, e0z = v1z - v0z;
  const e1x = v2x - v1x, e1y = v2y - v1y, e1z = v2z - v1z;
  const e2x = v0x - v2x, e2y = v0y - v2y, e2z = v0z - v2z;
  if (separatedOn(e0y * e1z - e0z * e1y, e0z * e1x - e0x * e1z, e0x * e1y - e0y * e1x)) return false; // the triangle's plane
  // Cross products of the box axes with the edges.
  if (separatedOn(0, -e0z, e0y) || separatedOn(0, -e1z, e1y) || separatedOn(0, -e2z, e2y)) return false;
  if (separatedOn(e0z, 0, -e0x) || separatedOn(e1z, 0, -e1x) || separatedOn(e2z, 0, -e2x)) return false;
  if (separatedOn(-e0y, e0x, 0) || separatedOn(-e1y, e1x, 0) || separatedOn(-e2y, e2x, 0)) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// Mesh parts: vertices welded by position, triangles grouped into connected parts, each part closed or open.

interface MeshParts {
  /** Part of each triangle. */
  readonly partOf: Int32Array;
  readonly closed: boolean[];
}

function meshParts(pos: Float32Array, idx: Uint32Array, weldIn: number): MeshParts {
  const nv = pos.length / 3;
  const weld = new Int32Array(nv);
  const ids = new Map<string, number>();
  for (let i = 0; i < nv; i++) {
    const key = `${Math.round(pos[3 * i]! / weldIn)},${Math.round(pos[3 * i + 1]! / weldIn)},${Math.round(pos[3 * i + 2]! / weldIn)}`;
    let id = ids.get(key);
    if (id === undefined) ids.set(key, (id = ids.size));
    weld[i] = id;
  }
  const nw = ids.size;
  const parent = new Int32Array(nw);
  for (let i = 0; i < nw; i++) parent[i] = i;
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const edges = new Map<number, number>();
  const addEdge = (a: number, b: number) => {
    if (a === b) return;
    const k = a < b ? a * nw + b : b * nw + a;
    edges.set(k, (edges.get(k) ?? 0) + 1);
  };
  const nt = idx.length / 3;
  for (let t = 0; t < nt; t++) {
    const w0 = weld[idx[3 * t]!]!, w1 = weld[idx[3 * t + 1]!]!, w2 = weld[idx[3 * t + 2]!]!;
    parent[find(w1)] = find(w0);
    parent[find(w2)] = find(w0);
    addEdge(w0, w1);
    addEdge(w1, w2);
    addEdge(w2, w0);
  }
  const partIdOfRoot = new Map<number, number>();
  const partOf = new Int32Array(nt);
  for (let t = 0; t < nt; t++) {
    const r = find(weld[idx[3 * t]!]!);
    let p = partIdOfRoot.get(r);
    if (p === undefined) partIdOfRoot.set(r, (p = partIdOfRoot.size));
    partOf[t] = p;
  }
  const closed = new Array<boolean>(partIdOfRoot.size).fill(true);
  // A part is closed when every edge is shared by an even number of its triangles (2 for a watertight surface).
  for (const [k, n] of edges) if (n % 2) closed[partIdOfRoot.get(find(Math.floor(k / nw)))!] = false;
  return { partOf, closed };
}

// ---------------------------------------------------------------------------------------------------------------
// Filling a grid.

/** Fills `grid.cells` from the mesh: surface cells of every part, inside cells of closed parts. */
function fillGrid(pos: Float32Array, idx: Uint32Array, parts: MeshParts, grid: VoxelGrid): void {
  const { cells, nx, ny, nz, cellIn } = grid;
  const [ox, oy, oz] = grid.origin;
  const h = cellIn / 2;
  // Strict interior: a face lying exactly on a cell boundary fills neither neighbour (the parity fill decides for
  // closed parts). An open part's triangle that meets no interior at all fills the half-open cells it lies in.
  const eps = cellIn * 1e-6;
  const clampI = (v: number, n: number) => Math.min(n - 1, Math.max(0, Math.floor(v)));
  const nt = idx.length / 3;
  for (let t = 0; t < nt; t++) {
    const a = 3 * idx[3 * t]!, b = 3 * idx[3 * t + 1]!, c = 3 * idx[3 * t + 2]!;
    const i0 = clampI((Math.min(pos[a]!, pos[b]!, pos[c]!) - ox) / cellIn, nx), i1 = clampI((Math.max(pos[a]!, pos[b]!, pos[c]!) - ox) / cellIn, nx);
    const j0 = clampI((Math.min(pos[a + 1]!, pos[b + 1]!, pos[c + 1]!) - oy) / cellIn, ny), j1 = clampI((Math.max(pos[a + 1]!, pos[b + 1]!, pos[c + 1]!) - oy) / cellIn, ny);
    const k0 = clampI((Math.min(pos[a + 2]!, pos[b + 2]!, pos[c + 2]!) - oz) / cellIn, nz), k1 = clampI((Math.max(pos[a + 2]!, pos[b + 2]!, pos[c + 2]!) - oz) / cellIn, nz);
    let any = false;
    for (let k = k0; k <= k1; k++)
      for (let j = j0; j <= j1; j++)
        for (let i = i0; i <= i1; i++) {
          if (triangleOverlapsBox(pos, a, b, c, ox + (i + 0.5) * cellIn, oy + (j + 0.5) * cellIn, oz + (k + 0.5) * cellIn, h - eps, h - eps, h - eps)) {
            cells[i + nx * (j + ny * k)] = 1;
            any = true;
          }
        }
    if (any || parts.closed[parts.partOf[t]!]) continue;
    for (let k = k0; k <= k1; k++)
      for (let j = j0; j <= j1; j++)
        for (let i = i0; i <= i1; i++)
          if (triangleOverlapsBox(pos, a, b, c, ox + (i + 0.5) * cellIn - eps, oy + (j + 0.5) * cellIn - eps, oz + (k + 0.5) * cellIn - eps, h - eps, h - eps, h - eps))
            cells[i + nx * (j + ny * k)] = 1;
  }
  fillClosedInsides(pos, idx, parts, grid);
}

/**
 * For each closed part: a vertical ray through every column (a hair off the column centre, so it never runs along a
 * shared edge), its crossings with the part sorted, and the cells whose centres lie between odd and even crossings filled.
 */
function fillClosedInsides(pos: Float32Array, idx: Uint32Array, parts: MeshParts, grid: VoxelGrid): void {
  const { cells, nx, ny, nz, cellIn } = grid;
  const [ox, oy, oz] = grid.origin;
  const dx = 0.5 + 1.234567e-4, dy = 0.5 + 2.718281e-4; // sample point inside each column, in cells
  const nt = idx.length / 3;
  const trisOfPart: number[][] = parts.closed.map(() => []);
  for (let t = 0; t < nt; t++) if (parts.closed[parts.partOf[t]!]) trisOfPart[parts.partOf[t]!]!.push(t);
  let hitCol = new Int32Array(1024);
  let hitZ = new Float64Array(1024);
  for (const tris of trisOfPart) {
    if (!tris.length) continue;
    let n = 0;
    for (const t of tris) {
      const a = 3 * idx[3 * t]!, b = 3 * idx[3 * t + 1]!, c = 3 * idx[3 * t + 2]!;
      const ax = pos[a]!, ay = pos[a + 1]!, bx = pos[b]!, by = pos[b + 1]!, cx = pos[c]!, cy = pos[c + 1]!;
      const area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
      if (area === 0) continue; // seen edge-on from above: no vertical ray crosses it
      const i0 = Math.max(0, Math.ceil((Math.min(ax, bx, cx) - ox) / cellIn - dx)), i1 = Math.min(nx - 1, Math.floor((Math.max(ax, bx, cx) - ox) / cellIn - dx));
      const j0 = Math.max(0, Math.ceil((Math.min(ay, by, cy) - oy) / cellIn - dy)), j1 = Math.min(ny - 1, Math.floor((Math.max(ay, by, cy) - oy) / cellIn - dy));
      for (let j = j0; j <= j1; j++) {
        const py = oy + (j + dy) * cellIn;
        for (let i = i0; i <= i1; i++) {
          const px = ox + (i + dx) * cellIn;
          // Barycentric weights of (px, py) in the triangle seen from above.
          const wa = ((bx - px) * (cy - py) - (by - py) * (cx - px)) / area;
          const wb = ((cx - px) * (ay - py) - (cy - py) * (ax - px)) / area;
          const wc = 1 - wa - wb;
          if (wa < 0 || wb < 0 || wc < 0) continue;
          if (n === hitCol.length) {
            const c2 = new Int32Array(2 * n); c2.set(hitCol); hitCol = c2;
            const z2 = new Float64Array(2 * n); z2.set(hitZ); hitZ = z2;
          }
          hitCol[n] = i + nx * j;
          hitZ[n++] = wa * pos[a + 2]! + wb * pos[b + 2]! + wc * pos[c + 2]!;
        }
      }
    }
    const order = Array.from({ length: n }, (_, q) => q).sort((p, q) => hitCol[p]! - hitCol[q]! || hitZ[p]! - hitZ[q]!);
    for (let s = 0; s < n; ) {
      let e = s;
      while (e < n && hitCol[order[e]!] === hitCol[order[s]!]) e++;
      const col = hitCol[order[s]!]!;
      for (let q = s; q + 1 < e; q += 2) {
        const zIn = hitZ[order[q]!]!, zOut = hitZ[order[q + 1]!]!;
        const k0 = Math.max(0, Math.ceil((zIn - oz) / cellIn - 0.5)), k1 = Math.min(nz - 1, Math.floor((zOut - oz) / cellIn - 0.5));
        for (let k = k0; k <= k1; k++) cells[col + nx * ny * k] = 1;
      }
      s = e;
    }
  }
}

/** The filled-cell grid of a mesh at one cell size (the grid covers the mesh's bounding box, anchored at its minimum). */
export function voxelGridOf(positions: Float32Array, indices: Uint32Array, cellIn: number, weldIn: number = VOXELIZE_DEFAULTS.weldIn): VoxelGrid {
  const b = thickened(meshBounds(positions), VOXELIZE_DEFAULTS.minThicknessIn);
  const n = (ext: number) => Math.floor(ext / cellIn + 1e-9) + 1;
  const grid: VoxelGrid = { cells: new Uint8Array(n(b[3] - b[0]) * n(b[4] - b[1]) * n(b[5] - b[2])), nx: n(b[3] - b[0]), ny: n(b[4] - b[1]), nz: n(b[5] - b[2]), origin: [b[0], b[1], b[2]], cellIn };
  fillGrid(positions, indices, meshParts(positions, indices, weldIn), grid);
  return grid;
}

// ---------------------------------------------------------------------------------------------------------------
// Greedy merging.

/**
 * Merges the filled cells into disjoint boxes covering exactly them: from each unvisited filled cell, grow along the
 * first axis of `order`, then the second, then the third. Returns 6 numbers per box: i0, j0, k0, i1, j1, k1 (exclusive).
 */
export function mergeCellsInOrder(grid: VoxelGrid, order: readonly [0 | 1 | 2, 0 | 1 | 2, 0 | 1 | 2]): Int32Array {
  const dims = [grid.nx, grid.ny, grid.nz];
  const strides = [1, grid.nx, grid.nx * grid.ny];
  const [a, b, c] = order;
  const na = dims[a]!, nb = dims[b]!, nc = dims[c]!;
  const sa = strides[a]!, sb = strides[b]!, sc = strides[c]!;
  const cells = grid.cells;
  const seen = new Uint8Array(cells.length);
  const out: number[] = [];
  const free = (q: number) => cells[q] === 1 && seen[q] === 0;
  for (let ic = 0; ic < nc; ic++)
    for (let ib = 0; ib < nb; ib++)
      for (let ia = 0; ia < na; ia++) {
        const q0 = ia * sa + ib * sb + ic * sc;
        if (!free(q0)) continue;
        let la = 1;
        while (ia + la < na && free(q0 + la * sa)) la++;
        let lb = 1;
        grow: while (ib + lb < nb) {
          for (let x = 0; x < la; x++) if (!free(q0 + x * sa + lb * sb)) break grow;
          lb++;
        }
        let lc = 1;
        grow2: while (ic + lc < nc) {
          for (let y = 0; y < lb; y++) for (let x = 0; x < la; x++) if (!free(q0 + x * sa + y * sb + lc * sc)) break grow2;
          lc++;
        }
        for (let z = 0; z < lc; z++) for (let y = 0; y < lb; y++) for (let x = 0; x < la; x++) seen[q0 + x * sa + y * sb + z * sc] = 1;
        const lo = [0, 0, 0], hi = [0, 0, 0];
        lo[a] = ia; lo[b] = ib; lo[c] = ic;
        hi[a] = ia + la; hi[b] = ib + lb; hi[c] = ic + lc;
        out.push(lo[0]!, lo[1]!, lo[2]!, hi[0]!, hi[1]!, hi[2]!);
      }
  return Int32Array.from(out);
}

const ORDERS = [[0, 1, 2], [1, 0, 2], [0, 2, 1], [2, 0, 1], [1, 2, 0], [2, 1, 0]] as const;

/** The fewest boxes any of the six greedy axis orders finds (6 numbers per box, see mergeCellsInOrder). */
export function mergeCells(grid: VoxelGrid): Int32Array {
  let best: Int32Array | null = null;
  for (const o of ORDERS) {
    const r = mergeCellsInOrder(grid, o);
    if (!best || r.length < best.length) best = r;
  }
  return best!;
}

// ---------------------------------------------------------------------------------------------------------------

/** [minX, minY, minZ, maxX, maxY, maxZ] of a position list. */
export function meshBounds(positions: ArrayLike<number>): [number, number, number, number, number, number] {
  const b: [number, number, number, number, number, number] = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
  for (let i = 0; i + 2 < positions.length; i += 3)
    for (let d = 0; d < 3; d++) {
      const v = positions[i + d]!;
      if (v < b[d]!) b[d] = v;
      if (v > b[d + 3]!) b[d + 3] = v;
    }
  return b;
}

/** Bounds grown about their centre to at least `minIn` along each axis. */
function thickened(b: [number, number, number, number, number, number], minIn: number): [number, number, number, number, number, number] {
  const out = b.slice() as typeof b;
  for (let d = 0; d < 3; d++)
    if (b[d + 3]! - b[d]! < minIn) {
      const c = (b[d]! + b[d + 3]!) / 2;
      out[d] = c - minIn / 2;
      out[d + 3] = c + minIn / 2;
    }
  return out;
}

const round4 = (v: number) => Math.round(v * 1e4) / 1e4 + 0;

/**
 * Boxes approximating the mesh, at the finest cell size (0.25", 0.5", 1", ...) whose merged box count is at most
 * maxBoxes. Boxes are in the mesh's own frame, clipped to its bounding box. Reasons, not throws, for bad input.
 */
export function voxelizeMesh(positions: Float32Array, indices: Uint32Array, options: VoxelizeOptions = {}): VoxelizeResult {
  const o = { ...VOXELIZE_DEFAULTS, ...options };
  if (indices.length < 3 || indices.length % 3) return { ok: false, reason: 'The model has no triangles.' };
  const nv = positions.length / 3;
  for (let i = 0; i < indices.length; i++) if (indices[i]! >= nv) return { ok: false, reason: `Triangle corner ${i} points at vertex ${indices[i]}, but the model has only ${nv} vertices.` };
  for (let i = 0; i < positions.length; i++) if (!Number.isFinite(positions[i]!)) return { ok: false, reason: 'The model has a vertex that is not a finite number.' };
  const b = thickened(meshBounds(positions), o.minThicknessIn);
  const maxExtent = Math.max(b[3] - b[0], b[4] - b[1], b[5] - b[2]);
  const parts = meshParts(positions, indices, o.weldIn);
  const closedParts = parts.closed.filter(Boolean).length;
  for (let cellIn = o.finestCellIn; ; cellIn *= 2) {
    const n = (ext: number) => Math.floor(ext / cellIn + 1e-9) + 1;
    const nx = n(b[3] - b[0]), ny = n(b[4] - b[1]), nz = n(b[5] - b[2]);
    const last = cellIn >= maxExtent;
    if (nx * ny * nz > o.maxCells && !last) continue;
    const grid: VoxelGrid = { cells: new Uint8Array(nx * ny * nz), nx, ny, nz, origin: [b[0], b[1], b[2]], cellIn };
    fillGrid(positions, indices, parts, grid);
    const merged = mergeCells(grid);
    if (merged.length / 6 > o.maxBoxes && !last) continue;
    const boxes: SolidBox[] = [];
    for (let q = 0; q < merged.length; q += 6) {
      const lo = [0, 1, 2].map((d) => round4(Math.max(b[d]!, grid.origin[d]! + merged[q + d]! * cellIn)));
      const hi = [0, 1, 2].map((d) => round4(Math.min(b[d + 3]!, grid.origin[d]! + merged[q + 3 + d]! * cellIn)));
      if (hi[0]! <= lo[0]! || hi[1]! <= lo[1]! || hi[2]! <= lo[2]!) continue; // a sliver past a flat mesh's bounds
      boxes.push({ x: round4((lo[0]! + hi[0]!) / 2), y: round4((lo[1]! + hi[1]!) / 2), z: lo[2]!, w: round4(hi[0]! - lo[0]!), d: round4(hi[1]! - lo[1]!), h: round4(hi[2]! - lo[2]!) });
    }
    let filled = 0;
    for (let i = 0; i < grid.cells.length; i++) filled += grid.cells[i]!;
    if (boxes.length > o.maxBoxes) return { ok: false, reason: `The model needs ${boxes.length} boxes even at ${cellIn}" cells; at most ${o.maxBoxes} are allowed.` };
    return { ok: true, boxes, cellIn, filledCells: filled, closedParts, openParts: parts.closed.length - closedParts };
  }
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * The convex hull of the mesh seen from above (counter-clockwise, no repeated corner), cut down to at most maxPoints
 * corners by dropping the corners whose removal loses the least area.
 */
export function meshOutlineHull(positions: ArrayLike<number>, maxPoints = 256): Vec2[] {
  const pts: [number, number][] = [];
  for (let i = 0; i + 2 < positions.length; i += 3) pts.push([positions[i]!, positions[i + 1]!]);
  pts.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const cross = (o: Vec2, a: Vec2, b: Vec2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: [number, number][]) => {
    const h: [number, number][] = [];
    for (const p of list) {
      while (h.length >= 2 && cross(h[h.length - 2]!, h[h.length - 1]!, p) <= 0) h.pop();
      h.push(p);
    }
    h.pop();
    return h;
  };
  const hull: Vec2[] = [...half(pts), ...half([...pts].reverse())];
  while (hull.length > Math.max(3, maxPoints)) {
    let worst = 0, least = Infinity;
    for (let i = 0; i < hull.length; i++) {
      const a = Math.abs(cross(hull[(i + hull.length - 1) % hull.length]!, hull[i]!, hull[(i + 1) % hull.length]!));
      if (a < least) (least = a), (worst = i);
    }
    hull.splice(worst, 1);
  }
  return hull;
}
