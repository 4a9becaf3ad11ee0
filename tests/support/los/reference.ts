// Test-only line of sight (not shipped): plain three.js, one Mesh per prism and THREE.Raycaster per ray. Slow and obviously right.
import { BufferAttribute, BufferGeometry, DoubleSide, Mesh, MeshBasicMaterial, Raycaster, Vector3 } from 'three';
import type { FootprintSet, LosScene, PrismSet } from '../../../engine/los/scene';
import { insideFootprint } from '../../../engine/los/scene';
import type { FanQuery, FanRecord } from '../../../engine/los/cast';
import { castFan, RAY_END_EPS } from '../../../engine/los/cast';
import type { LosCaster } from '../../../engine/los/lineOfSight';
import { BLOCKER_MODEL, BLOCKER_NONE, BLOCKER_TERRAIN } from '../../../engine/los/types';

/** Height used for the walls of footprints that block without limit. */
const FOOTPRINT_WALL_Z = 1000;

/** Triangles of prism k (sides and, for convex prisms, fan-triangulated caps) as a flat xyz array. */
export function prismTriangles(set: PrismSet, k: number, caps = true): Float32Array {
  const e0 = set.edgeStart[k]!;
  const n = set.edgeCount[k]!;
  const zb = set.zb[k]!, zt = set.zt[k]!;
  const out: number[] = [];
  const vx = (i: number): number => set.vertices[2 * (e0 + (i % n))]!;
  const vy = (i: number): number => set.vertices[2 * (e0 + (i % n)) + 1]!;
  for (let i = 0; i < n; i++) {
    out.push(vx(i), vy(i), zb, vx(i + 1), vy(i + 1), zb, vx(i + 1), vy(i + 1), zt);
    out.push(vx(i), vy(i), zb, vx(i + 1), vy(i + 1), zt, vx(i), vy(i), zt);
  }
  if (caps)
    for (let i = 1; i + 1 < n; i++) {
      out.push(vx(0), vy(0), zt, vx(i), vy(i), zt, vx(i + 1), vy(i + 1), zt);
      out.push(vx(0), vy(0), zb, vx(i + 1), vy(i + 1), zb, vx(i), vy(i), zb);
    }
  return new Float32Array(out);
}

function footprintWalls(f: FootprintSet, k: number): Float32Array {
  const s = f.segStart[k]!;
  const n = f.segCount[k]!;
  const out: number[] = [];
  const lo = -FOOTPRINT_WALL_Z, hi = FOOTPRINT_WALL_Z;
  for (let i = 0; i < n; i++) {
    const a = s + i, b = s + ((i + 1) % n);
    const ax = f.vertices[2 * a]!, ay = f.vertices[2 * a + 1]!, bx = f.vertices[2 * b]!, by = f.vertices[2 * b + 1]!;
    out.push(ax, ay, lo, bx, by, lo, bx, by, hi, ax, ay, lo, bx, by, hi, ax, ay, hi);
  }
  return new Float32Array(out);
}

const material = new MeshBasicMaterial({ side: DoubleSide });

function meshOf(positions: Float32Array, kind: number, owner: number, index: number): Mesh {
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(positions, 3));
  g.computeBoundingSphere();
  const m = new Mesh(g, material);
  m.userData = { kind, owner, index };
  m.updateMatrixWorld(true);
  return m;
}

interface ReferenceMeshes {
  terrain: Mesh[];
  models: Mesh[];
  footprints: Mesh[];
}

const meshCache = new WeakMap<object, Mesh[]>();

function cached(key: object, build: () => Mesh[]): Mesh[] {
  let m = meshCache.get(key);
  if (!m) meshCache.set(key, (m = build()));
  return m;
}

/** The reference meshes of a scene (cached per prism set). */
export function referenceMeshes(scene: LosScene): ReferenceMeshes {
  const prisms = (set: PrismSet, kind: number): Mesh[] =>
    Array.from({ length: set.count }, (_, k) => meshOf(prismTriangles(set, k), kind, set.owner[k]!, k));
  return {
    terrain: cached(scene.terrain, () => prisms(scene.terrain, BLOCKER_TERRAIN)),
    models: cached(scene.models, () => prisms(scene.models, BLOCKER_MODEL)),
    footprints: cached(scene.footprints, () =>
      Array.from({ length: scene.footprints.count }, (_, k) =>
        meshOf(footprintWalls(scene.footprints, k), BLOCKER_TERRAIN, scene.footprints.owner[k]!, k),
      ),
    ),
  };
}

const raycaster = new Raycaster();
const origin = new Vector3();
const dir = new Vector3();

/** Meshes that may block the query, chosen by the same rules as the fast path but without any culling. */
export function referenceBlockers(scene: LosScene, q: FanQuery): Mesh[] {
  const meshes = referenceMeshes(scene);
  const list: Mesh[] = [];
  if (q.includeTerrain) list.push(...meshes.terrain);
  if (q.modelsBlock)
    for (const m of meshes.models) {
      const i = m.userData.owner as number;
      if (i !== q.skipModel && scene.modelUnit[i] !== q.skipUnit) list.push(m);
    }
  if (q.footprints) {
    const tx = q.target.cx[q.targetIndex]!, ty = q.target.cy[q.targetIndex]!;
    for (const m of meshes.footprints) {
      const k = m.userData.index as number;
      if (!insideFootprint(scene.footprints, k, q.ex, q.ey) && !insideFootprint(scene.footprints, k, tx, ty)) list.push(m);
    }
  }
  return list;
}

/**
 * Casts every ray of `rec` (ends already sampled) with THREE.Raycaster against `blockers`, writing the first blocker,
 * the hit point and the first terrain piece. Returns the visible share.
 */
export function referenceCast(q: FanQuery, rec: FanRecord, n: number, blockers: Mesh[]): number {
  let visible = 0;
  let total = 0;
  origin.set(q.ex, q.ey, q.ez);
  for (let r = 0; r < n; r++) {
    const w = rec.weights[r]!;
    if (w === 0) continue;
    dir.set(rec.ends[3 * r]! - q.ex, rec.ends[3 * r + 1]! - q.ey, rec.ends[3 * r + 2]! - q.ez);
    const len = dir.length();
    dir.divideScalar(len);
    raycaster.set(origin, dir);
    raycaster.near = 0;
    raycaster.far = len * (1 - RAY_END_EPS);
    const hits = raycaster.intersectObjects(blockers, false);
    const first = hits[0];
    const firstTerrain = hits.find((h) => h.object.userData.kind === BLOCKER_TERRAIN);
    rec.terrainIndex[r] = firstTerrain ? (firstTerrain.object.userData.owner as number) : -1;
    rec.terrainT[r] = firstTerrain ? firstTerrain.distance / len : Infinity;
    rec.firstT[r] = first ? first.distance / len : Infinity;
    total += w;
    if (!first) {
      visible += w;
      rec.blockerKind[r] = BLOCKER_NONE;
      rec.blockerIndex[r] = -1;
      rec.hits[3 * r] = rec.hits[3 * r + 1] = rec.hits[3 * r + 2] = NaN;
    } else {
      rec.blockerKind[r] = first.object.userData.kind as number;
      rec.blockerIndex[r] = first.object.userData.owner as number;
      rec.hits[3 * r] = first.point.x;
      rec.hits[3 * r + 1] = first.point.y;
      rec.hits[3 * r + 2] = first.point.z;
    }
  }
  return total > 0 ? visible / total : 0;
}

/** The reference caster: sample the rays only (no blockers), then one plain Raycaster per ray against every eligible mesh. */
export const raycasterCaster: LosCaster = (scene, q, rec) => {
  const { includeTerrain, modelsBlock, footprints } = q;
  q.includeTerrain = false;
  q.modelsBlock = false;
  q.footprints = false;
  castFan(scene, q, rec);
  q.includeTerrain = includeTerrain;
  q.modelsBlock = modelsBlock;
  q.footprints = footprints;
  return referenceCast(q, rec, q.rays, referenceBlockers(scene, q));
};
