// Test-and-bench-only line of sight (not shipped): terrain solids in one three-mesh-bvh BVH, cast ray by ray.
import { BufferAttribute, BufferGeometry, DoubleSide, Ray, Vector3 } from 'three';
import { MeshBVH } from 'three-mesh-bvh';
import type { LosScene, PrismSet } from '../../../engine/los/scene';
import { prismTriangles } from './reference';
import type { FanQuery, FanRecord } from '../../../engine/los/cast';
import { castFan, RAY_END_EPS } from '../../../engine/los/cast';
import type { LosCaster } from '../../../engine/los/lineOfSight';
import { BLOCKER_NONE, BLOCKER_TERRAIN } from '../../../engine/los/types';

export interface TerrainBvh {
  readonly bvh: MeshBVH;
  /** Terrain piece index per vertex (every triangle's vertices belong to one prism). */
  readonly vertexOwner: Int32Array;
}

const bvhCache = new WeakMap<PrismSet, TerrainBvh | null>();

/** The BVH over all terrain solids' triangles, or null when there are none. Cached by the terrain prism set. */
export function terrainBvh(scene: LosScene): TerrainBvh | null {
  const set = scene.terrain;
  if (bvhCache.has(set)) return bvhCache.get(set) ?? null;
  let built: TerrainBvh | null = null;
  if (set.count > 0) {
    const parts: Float32Array[] = [];
    const owners: number[] = [];
    for (let k = 0; k < set.count; k++) {
      const tri = prismTriangles(set, k);
      parts.push(tri);
      owners.push(...new Array<number>(tri.length / 3).fill(set.owner[k]!));
    }
    const positions = new Float32Array(owners.length * 3);
    let o = 0;
    for (const p of parts) {
      positions.set(p, o);
      o += p.length;
    }
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(positions, 3));
    built = { bvh: new MeshBVH(g, { indirect: true }), vertexOwner: Int32Array.from(owners) };
  }
  bvhCache.set(set, built);
  return built;
}

const ray = new Ray();
const dir = new Vector3();

/**
 * Merges terrain-solid hits from the BVH into `rec`, whose rays were already swept against models and footprints
 * (with includeTerrain off). Returns the visible share.
 */
export function bvhMergeTerrain(scene: LosScene, q: FanQuery, rec: FanRecord, n: number): number {
  const t = terrainBvh(scene);
  let visible = 0;
  let total = 0;
  ray.origin.set(q.ex, q.ey, q.ez);
  for (let r = 0; r < n; r++) {
    const w = rec.weights[r]!;
    if (w === 0) continue;
    total += w;
    if (t) {
      dir.set(rec.ends[3 * r]! - q.ex, rec.ends[3 * r + 1]! - q.ey, rec.ends[3 * r + 2]! - q.ez);
      const len = dir.length();
      ray.direction.copy(dir).divideScalar(len);
      const hit = t.bvh.raycastFirst(ray, DoubleSide, 0, len * (1 - RAY_END_EPS));
      if (hit && hit.face) {
        const tHit = hit.distance / len;
        const owner = t.vertexOwner[hit.face.a]!;
        if (tHit < rec.terrainT[r]!) {
          rec.terrainT[r] = tHit;
          rec.terrainIndex[r] = owner;
        }
        if (tHit < rec.firstT[r]!) {
          rec.firstT[r] = tHit;
          rec.blockerKind[r] = BLOCKER_TERRAIN;
          rec.blockerIndex[r] = owner;
          rec.hits[3 * r] = hit.point.x;
          rec.hits[3 * r + 1] = hit.point.y;
          rec.hits[3 * r + 2] = hit.point.z;
        }
      }
    }
    if (rec.blockerKind[r] === BLOCKER_NONE) visible += w;
  }
  return total > 0 ? visible / total : 0;
}

/** The three-mesh-bvh caster: the sweep for models and footprints, then terrain solids through one BVH, ray by ray. */
export const bvhCaster: LosCaster = (scene, q, rec) => {
  const { includeTerrain } = q;
  q.includeTerrain = false;
  const withoutSolids = castFan(scene, q, rec);
  q.includeTerrain = includeTerrain;
  return includeTerrain ? bvhMergeTerrain(scene, q, rec, q.rays) : withoutSolids;
};
