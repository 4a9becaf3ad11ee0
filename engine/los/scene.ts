// The layout as line-of-sight sees it: terrain boxes and model bodies as vertical prisms in flat typed arrays, cached.
import { baseBoundingRadius, baseOutline } from '../bases';
import { placedBox, placedBoxCorners, placedFootprint } from '../geometry/placement';
import type { Layout, LayoutModel, TerrainPiece, Vec2 } from '../types';

/** Segments of the polygon standing in for a round or oval base (the reference meshes use the same polygon). */
export const BODY_SEGMENTS = 32;

/**
 * Convex vertical prisms: prism k spans z in [zb[k], zt[k]] over the polygon whose half-planes are
 * planes[3e..3e+2] = (nx, ny, c) for e in [edgeStart[k], edgeStart[k] + edgeCount[k]), inside when nx*x + ny*y <= c.
 */
export interface PrismSet {
  readonly count: number;
  readonly owner: Int32Array;
  readonly zb: Float64Array;
  readonly zt: Float64Array;
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  readonly r: Float64Array;
  readonly edgeStart: Int32Array;
  readonly edgeCount: Int32Array;
  readonly planes: Float64Array;
  /** Outline vertices per prism (x, y pairs), same order as edges; for meshes and drawing. */
  readonly vertices: Float64Array;
  /**
   * Regular polygons (round bases, discs): polyN[k] = the edge count, else 0. Edge e's outward normal then points at
   * normalPhase[k] + e * 2pi / n and vertex i at vertexPhase[k] + i * 2pi / n about the centre; apothem = centre to edge.
   */
  readonly polyN: Int32Array;
  readonly normalPhase: Float64Array;
  readonly vertexPhase: Float64Array;
  readonly apothem: Float64Array;
}

/** Obscuring footprints of pieces without solids: polygons (maybe concave) extruded without limit. */
export interface FootprintSet {
  readonly count: number;
  readonly owner: Int32Array;
  readonly cx: Float64Array;
  readonly cy: Float64Array;
  readonly r: Float64Array;
  readonly segStart: Int32Array;
  readonly segCount: Int32Array;
  /** Vertices (x, y pairs); edge j of footprint k runs from vertex segStart+j to the next one (wrapping). */
  readonly vertices: Float64Array;
}

export interface LosScene {
  readonly terrain: PrismSet;
  readonly footprints: FootprintSet;
  readonly models: PrismSet;
  readonly modelIndex: ReadonlyMap<string, number>;
  /** A small integer per model naming its unit (models of one unit share it). */
  readonly modelUnit: Int32Array;
}

export interface PrismInput {
  owner: number;
  zb: number;
  zt: number;
  poly: readonly Vec2[];
}

const signedArea = (poly: readonly Vec2[]): number => {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a / 2;
};

const ccw = (poly: readonly Vec2[]): readonly Vec2[] => (signedArea(poly) < 0 ? [...poly].reverse() : poly);

export function buildPrismSet(items: readonly PrismInput[]): PrismSet {
  const n = items.length;
  let edges = 0;
  for (const it of items) edges += it.poly.length;
  const set: PrismSet = {
    count: n,
    owner: new Int32Array(n),
    zb: new Float64Array(n),
    zt: new Float64Array(n),
    cx: new Float64Array(n),
    cy: new Float64Array(n),
    r: new Float64Array(n),
    edgeStart: new Int32Array(n),
    edgeCount: new Int32Array(n),
    planes: new Float64Array(edges * 3),
    vertices: new Float64Array(edges * 2),
    polyN: new Int32Array(n),
    normalPhase: new Float64Array(n),
    vertexPhase: new Float64Array(n),
    apothem: new Float64Array(n),
  };
  let e = 0;
  items.forEach((it, k) => {
    set.edgeStart[k] = e;
    writePrism(set, k, it);
    e += it.poly.length;
  });
  return set;
}

/** Writes prism k from `it`; its edges go at edgeStart[k] (already set), and must number edgeCount[k] if set before. */
export function writePrism(set: PrismSet, k: number, it: PrismInput): void {
  const poly = ccw(it.poly);
  set.owner[k] = it.owner;
  set.zb[k] = it.zb;
  set.zt[k] = it.zt;
  let sx = 0;
  let sy = 0;
  for (const p of poly) {
    sx += p[0];
    sy += p[1];
  }
  const cx = sx / poly.length;
  const cy = sy / poly.length;
  let r = 0;
  for (const p of poly) r = Math.max(r, Math.hypot(p[0] - cx, p[1] - cy));
  set.cx[k] = cx;
  set.cy[k] = cy;
  set.r[k] = r * (1 + 1e-9) + 1e-9;
  set.edgeCount[k] = poly.length;
  let e = set.edgeStart[k]!;
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const nx = (b[1] - a[1]) / len;
    const ny = -(b[0] - a[0]) / len;
    set.planes[3 * e] = nx;
    set.planes[3 * e + 1] = ny;
    set.planes[3 * e + 2] = nx * a[0] + ny * a[1];
    set.vertices[2 * e] = a[0];
    set.vertices[2 * e + 1] = a[1];
    e++;
  }
  markRegular(set, k, poly, cx, cy, r);
}

/** Sets polyN and the phases when prism k is a regular polygon (every vertex and edge where the rotation puts it). */
function markRegular(set: PrismSet, k: number, poly: readonly Vec2[], cx: number, cy: number, r: number): void {
  const n = poly.length;
  set.polyN[k] = 0;
  if (n < 8 || !(r > 0)) return;
  const step = (2 * Math.PI) / n;
  const v0 = Math.atan2(poly[0]![1] - cy, poly[0]![0] - cx);
  for (let i = 0; i < n; i++) {
    const p = poly[i]!;
    const want = v0 + i * step;
    if (Math.abs(p[0] - (cx + r * Math.cos(want))) > 1e-9 * (1 + r) || Math.abs(p[1] - (cy + r * Math.sin(want))) > 1e-9 * (1 + r)) return;
  }
  const e0 = set.edgeStart[k]!;
  set.polyN[k] = n;
  set.vertexPhase[k] = v0;
  set.normalPhase[k] = Math.atan2(set.planes[3 * e0 + 1]!, set.planes[3 * e0]!);
  set.apothem[k] = set.planes[3 * e0 + 2]! - (set.planes[3 * e0]! * cx + set.planes[3 * e0 + 1]! * cy);
}

/** The body of a model: a prism of its base outline (a box for a hull) from z to z + heightIn. */
export function modelBodyOutline(m: LayoutModel): Vec2[] {
  return baseOutline(m, BODY_SEGMENTS);
}

export function buildModelPrisms(models: readonly LayoutModel[]): PrismSet {
  return buildPrismSet(models.map((m, i) => ({ owner: i, zb: m.z, zt: m.z + m.heightIn, poly: modelBodyOutline(m) })));
}

export function buildTerrainPrisms(terrain: readonly TerrainPiece[]): PrismSet {
  const items: PrismInput[] = [];
  terrain.forEach((piece, i) => {
    for (const s of piece.solids) {
      const b = placedBox(piece, s.box);
      if (b.w <= 0 || b.d <= 0 || b.h <= 0) continue;
      items.push({ owner: i, zb: b.z, zt: b.z + b.h, poly: placedBoxCorners(b) });
    }
  });
  return buildPrismSet(items);
}

export function buildFootprints(terrain: readonly TerrainPiece[]): FootprintSet {
  const polys: { owner: number; poly: Vec2[] }[] = [];
  terrain.forEach((piece, i) => {
    if (piece.solids.length === 0 && piece.traits.includes('obscuring') && piece.footprint.length >= 3)
      polys.push({ owner: i, poly: placedFootprint(piece) });
  });
  let nv = 0;
  for (const p of polys) nv += p.poly.length;
  const n = polys.length;
  const set = {
    count: n,
    owner: new Int32Array(n),
    cx: new Float64Array(n),
    cy: new Float64Array(n),
    r: new Float64Array(n),
    segStart: new Int32Array(n),
    segCount: new Int32Array(n),
    vertices: new Float64Array(nv * 2),
  };
  let v = 0;
  polys.forEach(({ owner, poly }, k) => {
    let minx = Infinity, miny = Infinity, maxx = -Infinity, maxy = -Infinity;
    for (const p of poly) {
      minx = Math.min(minx, p[0]);
      maxx = Math.max(maxx, p[0]);
      miny = Math.min(miny, p[1]);
      maxy = Math.max(maxy, p[1]);
    }
    const cx = (minx + maxx) / 2;
    const cy = (miny + maxy) / 2;
    set.owner[k] = owner;
    set.cx[k] = cx;
    set.cy[k] = cy;
    set.r[k] = Math.hypot(maxx - cx, maxy - cy) + 1e-9;
    set.segStart[k] = v;
    set.segCount[k] = poly.length;
    for (const p of poly) {
      set.vertices[2 * v] = p[0];
      set.vertices[2 * v + 1] = p[1];
      v++;
    }
  });
  return set;
}

/** Whether (x, y) is inside footprint k (even-odd rule). */
export function insideFootprint(f: FootprintSet, k: number, x: number, y: number): boolean {
  const s = f.segStart[k]!;
  const n = f.segCount[k]!;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = f.vertices[2 * (s + i)]!, yi = f.vertices[2 * (s + i) + 1]!;
    const xj = f.vertices[2 * (s + j)]!, yj = f.vertices[2 * (s + j) + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const terrainCache = new WeakMap<readonly TerrainPiece[], { terrain: PrismSet; footprints: FootprintSet }>();
const modelCache = new WeakMap<readonly LayoutModel[], ModelEntry>();

function unitNumbers(models: readonly LayoutModel[]): Int32Array {
  const ids = new Map<string, number>();
  const out = new Int32Array(models.length);
  models.forEach((m, i) => {
    const key = `${String(m.side)}\u0000${m.unit}`;
    let u = ids.get(key);
    if (u === undefined) ids.set(key, (u = ids.size));
    out[i] = u;
  });
  return out;
}

type ModelEntry = { models: PrismSet; modelIndex: Map<string, number>; modelUnit: Int32Array };
// The model list built last: a list that differs from it in a few models (one moved) is patched, not rebuilt.
let lastModels: { list: readonly LayoutModel[]; entry: ModelEntry } | null = null;
const PATCH_LIMIT = 4;

function clonePrismSet(s: PrismSet): PrismSet {
  return {
    count: s.count, owner: s.owner.slice(), zb: s.zb.slice(), zt: s.zt.slice(), cx: s.cx.slice(), cy: s.cy.slice(),
    r: s.r.slice(), edgeStart: s.edgeStart, edgeCount: s.edgeCount.slice(), planes: s.planes.slice(),
    vertices: s.vertices.slice(), polyN: s.polyN.slice(), normalPhase: s.normalPhase.slice(),
    vertexPhase: s.vertexPhase.slice(), apothem: s.apothem.slice(),
  };
}

/** Whether two models have the very same body prism: every field buildModelPrisms reads is equal. */
function sameBody(a: LayoutModel, b: LayoutModel): boolean {
  if (a.x !== b.x || a.y !== b.y || a.z !== b.z || a.facingDeg !== b.facingDeg || a.heightIn !== b.heightIn) return false;
  if (a.base === b.base) return true;
  const ka = Object.keys(a.base), kb = Object.keys(b.base);
  if (ka.length !== kb.length) return false;
  const ra: Readonly<Record<string, unknown>> = a.base, rb: Readonly<Record<string, unknown>> = b.base;
  return ka.every((k) => ra[k] === rb[k]);
}

/**
 * The bodies of `models` made by copying the last built list's and rewriting the few models that changed (same ids,
 * units and outline sizes), or null when that does not apply. Equal, array for array, to a fresh build.
 */
function patchedModels(models: readonly LayoutModel[]): ModelEntry | null {
  const last = lastModels;
  if (!last || last.list.length !== models.length) return null;
  const changed: number[] = [];
  for (let i = 0; i < models.length; i++) {
    const a = models[i]!, b = last.list[i]!;
    if (a.id !== b.id || a.unit !== b.unit || a.side !== b.side) return null;
    // A copy with the same body (a game's board is rebuilt from the state for every ruling) needs no rewrite.
    if (a === b || sameBody(a, b)) continue;
    if (changed.length >= PATCH_LIMIT) return null;
    changed.push(i);
  }
  if (changed.length === 0) return last.entry;
  const polys = changed.map((i) => modelBodyOutline(models[i]!));
  if (polys.some((p, j) => p.length !== last.entry.models.edgeCount[changed[j]!])) return null;
  const set = clonePrismSet(last.entry.models);
  changed.forEach((i, j) => {
    const m = models[i]!;
    writePrism(set, i, { owner: i, zb: m.z, zt: m.z + m.heightIn, poly: polys[j]! });
  });
  return { models: set, modelIndex: last.entry.modelIndex, modelUnit: last.entry.modelUnit };
}

/** The prisms of a layout. Terrain is cached by the identity of layout.terrain, bodies by that of layout.models. */
export function getLosScene(layout: Layout): LosScene {
  let t = terrainCache.get(layout.terrain);
  if (!t) {
    t = { terrain: buildTerrainPrisms(layout.terrain), footprints: buildFootprints(layout.terrain) };
    terrainCache.set(layout.terrain, t);
  }
  let m = modelCache.get(layout.models);
  if (!m) {
    m = patchedModels(layout.models) ?? {
      models: buildModelPrisms(layout.models),
      modelIndex: new Map(layout.models.map((x, i) => [x.id, i])),
      modelUnit: unitNumbers(layout.models),
    };
    modelCache.set(layout.models, m);
    lastModels = { list: layout.models, entry: m };
  }
  return { terrain: t.terrain, footprints: t.footprints, models: m.models, modelIndex: m.modelIndex, modelUnit: m.modelUnit };
}

/** Radius of the circle about the base centre that holds the model's body, inches. */
export const bodyRadius = (m: LayoutModel): number => baseBoundingRadius(m.base);
