// Mesh -> boxes: triangle/box overlap against a clipping reference, exact cover by merged boxes, and shapes with known answers.
import { describe, expect, it } from 'vitest';
import { mergeCells, seededRandom, meshOutlineHull, triangleOverlapsBox, voxelizeMesh, type SolidBox, type VoxelGrid } from '../../../engine/index';

/** Seeded uniform [0, 1) (mulberry32, the engine's). */
const rng = seededRandom;

type P3 = [number, number, number];
/** A triangle soup builder: every triangle gets its own three vertices (the voxelizer welds them by position). */
class Soup {
  pos: number[] = [];
  tri(a: P3, b: P3, c: P3) {
    this.pos.push(...a, ...b, ...c);
  }
  quad(a: P3, b: P3, c: P3, d: P3) {
    this.tri(a, b, c);
    this.tri(a, c, d);
  }
  box(x0: number, y0: number, z0: number, x1: number, y1: number, z1: number) {
    const q = (a: P3, b: P3, c: P3, d: P3) => this.quad(a, b, c, d);
    q([x0, y0, z0], [x1, y0, z0], [x1, y1, z0], [x0, y1, z0]);
    q([x0, y0, z1], [x0, y1, z1], [x1, y1, z1], [x1, y0, z1]);
    q([x0, y0, z0], [x0, y0, z1], [x1, y0, z1], [x1, y0, z0]);
    q([x0, y1, z0], [x1, y1, z0], [x1, y1, z1], [x0, y1, z1]);
    q([x0, y0, z0], [x0, y1, z0], [x0, y1, z1], [x0, y0, z1]);
    q([x1, y0, z0], [x1, y0, z1], [x1, y1, z1], [x1, y1, z0]);
    return this;
  }
  /** A prism over a polygon that is star-shaped from corner `fan` (caps triangulated as a fan from it). */
  prism(poly: [number, number][], z0: number, z1: number, fan: number) {
    const n = poly.length;
    for (let i = 0; i < n; i++) {
      const [ax, ay] = poly[i]!;
      const [bx, by] = poly[(i + 1) % n]!;
      this.quad([ax, ay, z0], [bx, by, z0], [bx, by, z1], [ax, ay, z1]);
    }
    for (let k = 1; k < n - 1; k++) {
      const a = poly[fan]!, b = poly[(fan + k) % n]!, c = poly[(fan + k + 1) % n]!;
      this.tri([a[0], a[1], z0], [c[0], c[1], z0], [b[0], b[1], z0]);
      this.tri([a[0], a[1], z1], [b[0], b[1], z1], [c[0], c[1], z1]);
    }
    return this;
  }
  mesh() {
    return { positions: Float32Array.from(this.pos), indices: Uint32Array.from(this.pos.slice(0, this.pos.length / 3), (_, i) => i) };
  }
}

/**
 * A watertight wall x0..x1 by y0..y1 by z0..z1 with a rectangular window hole wx0..wx1 by wz0..wz1 through it along y:
 * both faces as a 3x3 grid of quads without its centre, sides split where the window's lines meet them, and 4 reveals.
 */
function wallWithWindow(x: number[], y0: number, y1: number, z: number[]): Soup {
  const s = new Soup();
  for (const y of [y0, y1])
    for (let i = 0; i < 3; i++)
      for (let k = 0; k < 3; k++) if (i !== 1 || k !== 1) s.quad([x[i]!, y, z[k]!], [x[i + 1]!, y, z[k]!], [x[i + 1]!, y, z[k + 1]!], [x[i]!, y, z[k + 1]!]);
  for (let k = 0; k < 3; k++) for (const xx of [x[0]!, x[3]!]) s.quad([xx, y0, z[k]!], [xx, y1, z[k]!], [xx, y1, z[k + 1]!], [xx, y0, z[k + 1]!]);
  for (let i = 0; i < 3; i++) for (const zz of [z[0]!, z[3]!]) s.quad([x[i]!, y0, zz], [x[i + 1]!, y0, zz], [x[i + 1]!, y1, zz], [x[i]!, y1, zz]);
  s.quad([x[1]!, y0, z[1]!], [x[1]!, y1, z[1]!], [x[1]!, y1, z[2]!], [x[1]!, y0, z[2]!]);
  s.quad([x[2]!, y0, z[1]!], [x[2]!, y1, z[1]!], [x[2]!, y1, z[2]!], [x[2]!, y0, z[2]!]);
  s.quad([x[1]!, y0, z[1]!], [x[2]!, y0, z[1]!], [x[2]!, y1, z[1]!], [x[1]!, y1, z[1]!]);
  s.quad([x[1]!, y0, z[2]!], [x[2]!, y0, z[2]!], [x[2]!, y1, z[2]!], [x[1]!, y1, z[2]!]);
  return s;
}

const inBox = (b: SolidBox, x: number, y: number, z: number) => Math.abs(x - b.x) < b.w / 2 && Math.abs(y - b.y) < b.d / 2 && z > b.z && z < b.z + b.h;
const covered = (boxes: SolidBox[], x: number, y: number, z: number) => boxes.some((b) => inBox(b, x, y, z));
const volume = (boxes: SolidBox[]) => boxes.reduce((v, b) => v + b.w * b.d * b.h, 0);

function voxelize(s: Soup) {
  const m = s.mesh();
  const r = voxelizeMesh(m.positions, m.indices);
  if (!r.ok) throw new Error(r.reason);
  return r;
}

/** Reference overlap: clip the triangle by the box's six planes; anything left means they meet. */
function clipOverlap(t: number[], c: P3, h: number): boolean {
  let poly: P3[] = [[t[0]!, t[1]!, t[2]!], [t[3]!, t[4]!, t[5]!], [t[6]!, t[7]!, t[8]!]];
  for (let d = 0; d < 3; d++)
    for (const sgn of [1, -1]) {
      const lim = c[d]! + sgn * h; // keep sgn * v <= sgn * lim
      const out: P3[] = [];
      for (let i = 0; i < poly.length; i++) {
        const p = poly[i]!, q = poly[(i + 1) % poly.length]!;
        const fp = sgn * (p[d]! - lim), fq = sgn * (q[d]! - lim);
        if (fp <= 0) out.push(p);
        if ((fp < 0 && fq > 0) || (fp > 0 && fq < 0)) {
          const u = fp / (fp - fq);
          out.push([p[0] + u * (q[0] - p[0]), p[1] + u * (q[1] - p[1]), p[2] + u * (q[2] - p[2])]);
        }
      }
      poly = out;
      if (!poly.length) return false;
    }
  return true;
}

describe('triangleOverlapsBox', () => {
  it('agrees with clipping the triangle by the box on 20000 seeded cases', () => {
    const r = rng(7);
    let hits = 0;
    for (let n = 0; n < 20000; n++) {
      const t = Array.from({ length: 9 }, () => r() * 4 - 2);
      const c: P3 = [r() - 0.5, r() - 0.5, r() - 0.5];
      const h = 0.1 + r() * 0.6;
      const fast = triangleOverlapsBox(t, 0, 3, 6, c[0], c[1], c[2], h, h, h);
      expect(fast, `case ${n}`).toBe(clipOverlap(t, c, h));
      if (fast) hits++;
    }
    expect(hits).toBeGreaterThan(3000);
    expect(hits).toBeLessThan(17000);
  });
});

describe('mergeCells', () => {
  it('covers every filled cell exactly once and no empty cell, on seeded random grids', () => {
    const r = rng(11);
    for (let n = 0; n < 60; n++) {
      const nx = 1 + Math.floor(r() * 9), ny = 1 + Math.floor(r() * 9), nz = 1 + Math.floor(r() * 6);
      const density = r();
      const cells = Uint8Array.from({ length: nx * ny * nz }, () => (r() < density ? 1 : 0));
      const grid: VoxelGrid = { cells, nx, ny, nz, origin: [0, 0, 0], cellIn: 1 };
      const boxes = mergeCells(grid);
      const count = new Uint8Array(cells.length);
      for (let q = 0; q < boxes.length; q += 6)
        for (let k = boxes[q + 2]!; k < boxes[q + 5]!; k++)
          for (let j = boxes[q + 1]!; j < boxes[q + 4]!; j++) for (let i = boxes[q]!; i < boxes[q + 3]!; i++) count[i + nx * (j + ny * k)]!++;
      expect(Array.from(count)).toEqual(Array.from(cells));
    }
  });

  it('merges a full grid into one box', () => {
    const grid: VoxelGrid = { cells: new Uint8Array(4 * 5 * 6).fill(1), nx: 4, ny: 5, nz: 6, origin: [0, 0, 0], cellIn: 1 };
    expect(Array.from(mergeCells(grid))).toEqual([0, 0, 0, 4, 5, 6]);
  });
});

describe('voxelizeMesh', () => {
  it('turns a unit cube into one box of the same size', () => {
    const r = voxelize(new Soup().box(0, 0, 0, 1, 1, 1));
    expect(r.boxes).toEqual([{ x: 0.5, y: 0.5, z: 0, w: 1, d: 1, h: 1 }]);
    expect(r.cellIn).toBe(0.25);
    expect([r.closedParts, r.openParts]).toEqual([1, 0]);
  });

  it('turns a cube off the grid (1.1" at 10.3, 5.7, 2) into one box of its size', () => {
    const r = voxelize(new Soup().box(10.3, 5.7, 2, 11.4, 6.8, 3.1));
    expect(r.boxes).toHaveLength(1);
    const b = r.boxes[0]!;
    for (const [got, want] of [[b.x, 10.85], [b.y, 6.25], [b.z, 2], [b.w, 1.1], [b.d, 1.1], [b.h, 1.1]] as const) expect(got).toBeCloseTo(want, 3);
  });

  it('turns a closed L into boxes whose union is the L (volume and 5000 seeded points)', () => {
    const L: [number, number][] = [[0, 0], [3, 0], [3, 1], [1, 1], [1, 2.5], [0, 2.5]];
    const r = voxelize(new Soup().prism(L, 0, 1.5, 3));
    const inL = (x: number, y: number, z: number) => z > 0 && z < 1.5 && x > 0 && y > 0 && ((x < 3 && y < 1) || (x < 1 && y < 2.5));
    expect(volume(r.boxes)).toBeCloseTo((3 * 1 + 1 * 1.5) * 1.5, 6);
    expect(r.boxes.length).toBeLessThanOrEqual(2);
    const rand = rng(3);
    for (let n = 0; n < 5000; n++) {
      const x = rand() * 4 - 0.5, y = rand() * 3.5 - 0.5, z = rand() * 2.5 - 0.5;
      expect(covered(r.boxes, x, y, z), `(${x}, ${y}, ${z})`).toBe(inL(x, y, z));
    }
  });

  it('unites two overlapping closed boxes instead of cancelling their overlap', () => {
    const r = voxelize(new Soup().box(0, 0, 0, 2, 1, 1).box(1, 0, 0, 3, 1, 2));
    // 2 + 4 - 1 overlapping: parity over both at once would leave the shared cube empty (4).
    expect(volume(r.boxes)).toBeCloseTo(5, 6);
    expect(covered(r.boxes, 1.5, 0.5, 0.5)).toBe(true);
  });

  it('keeps a window hole in a watertight wall open: rays through it stay clear, the wall stays solid', () => {
    const wall = wallWithWindow([0, 2.25, 3.75, 6], 0, 0.5, [0, 1.25, 2.75, 4]);
    const r = voxelize(wall);
    expect([r.closedParts, r.openParts]).toEqual([1, 0]);
    expect(volume(r.boxes)).toBeCloseTo(6 * 0.5 * 4 - 1.5 * 0.5 * 1.5, 6);
    const rand = rng(5);
    for (let n = 0; n < 200; n++) {
      // A ray from one side of the wall to the other through the window, sampled every 0.05".
      const ax = 2.3 + rand() * 1.4, az = 1.3 + rand() * 1.4, bx = 2.3 + rand() * 1.4, bz = 1.3 + rand() * 1.4;
      for (let u = 0; u <= 1; u += 0.01) expect(covered(r.boxes, ax + u * (bx - ax), -2 + 4.5 * u, az + u * (bz - az))).toBe(false);
    }
    for (const [x, z] of [[1, 2], [5, 2], [3, 0.5], [3, 3.5]] as const) expect(covered(r.boxes, x, 0.25, z)).toBe(true);
  });

  it('narrows a window off the grid by at most one cell on each side', () => {
    const r = voxelize(wallWithWindow([0, 2.3, 3.7, 6], 0, 0.5, [0, 1.3, 2.7, 4]));
    expect(r.cellIn).toBe(0.25);
    for (let x = 2.55; x < 3.45; x += 0.05) for (let z = 1.55; z < 2.45; z += 0.05) expect(covered(r.boxes, x, 0.25, z)).toBe(false);
    for (const [x, z] of [[2.2, 2], [3.8, 2], [3, 1.2], [3, 2.8]] as const) expect(covered(r.boxes, x, 0.25, z)).toBe(true);
  });

  it('keeps an open mesh (a single upright quad) as a thin wall that blocks rays crossing it', () => {
    const s = new Soup();
    s.quad([0, 1, 0], [4, 1, 0], [4, 1, 3], [0, 1, 3]);
    const r = voxelize(s);
    expect([r.closedParts, r.openParts]).toEqual([0, 1]);
    for (let x = 0.1; x < 4; x += 0.3) for (let z = 0.1; z < 3; z += 0.3) expect(covered(r.boxes, x, 1, z)).toBe(true);
    expect(covered(r.boxes, 2, 1.5, 1)).toBe(false);
    // Given the minimum thickness, centred on the plane.
    expect(r.boxes.every((b) => b.y === 1 && b.d === 0.1)).toBe(true);
  });

  it('coarsens until a dense random mesh fits in 256 boxes', () => {
    const rand = rng(99);
    const s = new Soup();
    for (let n = 0; n < 3000; n++) {
      const c: P3 = [rand() * 20, rand() * 20, rand() * 8];
      const p = (): P3 => [c[0] + rand() - 0.5, c[1] + rand() - 0.5, c[2] + rand() - 0.5];
      s.tri(p(), p(), p());
    }
    const r = voxelize(s);
    expect(r.boxes.length).toBeLessThanOrEqual(256);
    expect(r.cellIn).toBeGreaterThan(0.25);
    // It is the finest size that fits: half of it needs more than 256 boxes.
    const m0 = s.mesh();
    const finer = voxelizeMesh(m0.positions, m0.indices, { finestCellIn: r.cellIn / 2, maxBoxes: Infinity });
    expect(finer.ok && finer.boxes.length).toBeGreaterThan(256);
    // Every triangle's centroid lies in (or on) some box: coarsening never drops surface.
    const m = s.mesh();
    for (let t = 0; t < 3000; t += 7) {
      const q = 9 * t;
      const cx = (m.positions[q]! + m.positions[q + 3]! + m.positions[q + 6]!) / 3, cy = (m.positions[q + 1]! + m.positions[q + 4]! + m.positions[q + 7]!) / 3, cz = (m.positions[q + 2]! + m.positions[q + 5]! + m.positions[q + 8]!) / 3;
      expect(r.boxes.some((b) => Math.abs(cx - b.x) <= b.w / 2 + 1e-6 && Math.abs(cy - b.y) <= b.d / 2 + 1e-6 && cz >= b.z - 1e-6 && cz <= b.z + b.h + 1e-6)).toBe(true);
    }
  });

  it('gives reasons for meshes it cannot use', () => {
    expect(voxelizeMesh(new Float32Array(0), new Uint32Array(0))).toMatchObject({ ok: false, reason: expect.stringMatching(/no triangles/) });
    expect(voxelizeMesh(new Float32Array(9), Uint32Array.from([0, 1, 5]))).toMatchObject({ ok: false, reason: expect.stringMatching(/only 3 vertices/) });
    expect(voxelizeMesh(Float32Array.from([0, 0, 0, 1, 0, 0, NaN, 1, 0]), Uint32Array.from([0, 1, 2]))).toMatchObject({ ok: false });
  });
});

describe('meshOutlineHull', () => {
  it('is the convex hull seen from above, counter-clockwise', () => {
    const m = new Soup().prism([[0, 0], [3, 0], [3, 1], [1, 1], [1, 2.5], [0, 2.5]], 0, 1, 3).mesh();
    expect(meshOutlineHull(m.positions)).toEqual([[0, 0], [3, 0], [3, 1], [1, 2.5], [0, 2.5]]);
  });

  it('cuts a 1000-corner circle down to 256 corners that stay on it', () => {
    const pos: number[] = [];
    for (let i = 0; i < 1000; i++) pos.push(5 * Math.cos((2 * Math.PI * i) / 1000), 5 * Math.sin((2 * Math.PI * i) / 1000), 0);
    const h = meshOutlineHull(pos);
    expect(h).toHaveLength(256);
    for (const [x, y] of h) expect(Math.hypot(x, y)).toBeCloseTo(5, 4);
  });
});
