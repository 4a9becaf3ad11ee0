// lineOfSight(layout, observer, target): what share of the target's silhouette the observer's eye sees, ray by ray.
import type { Layout, LayoutModel } from '../types';
import { castFan, newFanQuery, newFanRecord } from './cast';
import type { FanQuery, FanRecord } from './cast';
import { getLosScene } from './scene';
import type { LosScene } from './scene';
import { BLOCKER_MODEL, BLOCKER_NONE, BLOCKER_TERRAIN, DEFAULT_LOS_OPTIONS } from './types';
import type { LosOptions, LosRayView, LosResult } from './types';

/** The observer's eye: above its base centre at eyeHeightFraction of its height (90% by default). */
export function eyePoint(m: LayoutModel, eyeHeightFraction = DEFAULT_LOS_OPTIONS.eyeHeightFraction): [number, number, number] {
  return [m.x, m.y, m.z + m.heightIn * eyeHeightFraction];
}

export const resolveLosOptions = (o?: Partial<LosOptions>): LosOptions => ({ ...DEFAULT_LOS_OPTIONS, ...o });

function modelIndexOf(scene: LosScene, layout: Layout, id: string): number {
  const i = scene.modelIndex.get(id);
  if (i === undefined) throw new Error(`Line of sight: no model "${id}" in layout "${layout.name}".`);
  return i;
}

/** Fills `q` for observer model oi looking at target model ti. */
export function setPairQuery(q: FanQuery, scene: LosScene, layout: Layout, oi: number, ti: number, o: LosOptions): void {
  const obs = layout.models[oi]!;
  q.ex = obs.x;
  q.ey = obs.y;
  q.ez = obs.z + obs.heightIn * o.eyeHeightFraction;
  q.target = scene.models;
  q.targetIndex = ti;
  q.rays = o.rays;
  q.includeTerrain = true;
  q.modelsBlock = o.modelsBlock;
  q.skipUnit = scene.modelUnit[oi]!;
  q.skipModel = ti;
  q.footprints = o.footprints === 'obscuring-blocks';
}

const query = newFanQuery();

/**
 * How a filled query is cast: writes every ray to rec and returns the visible share. The shipped engine uses the column
 * sweep (`castFan`); tests and the bench pass slow reference casters (tests/support/los/) to check it against.
 */
export type LosCaster = (scene: LosScene, q: FanQuery, rec: FanRecord) => number;

/**
 * Line of sight from one model's eye to another model's body. Rays go to points spread evenly (stratified, fixed
 * jitter) over the target's silhouette as the eye sees it, each ending on the target's visible surface.
 */
export function lineOfSight(layout: Layout, observerId: string, targetId: string, options?: Partial<LosOptions>, caster: LosCaster = castFan): LosResult {
  const o = resolveLosOptions(options);
  const scene = getLosScene(layout);
  const oi = modelIndexOf(scene, layout, observerId);
  const ti = modelIndexOf(scene, layout, targetId);
  if (oi === ti) throw new Error(`Line of sight: observer and target are the same model ("${observerId}").`);
  setPairQuery(query, scene, layout, oi, ti, o);
  const n = Math.max(1, Math.floor(o.rays));
  query.rays = n;
  const rec = newFanRecord(n);
  const visibleFraction = caster(scene, query, rec);
  let terrain = 0;
  let models = 0;
  let anyClear = false;
  for (let r = 0; r < n; r++) {
    const w = rec.weights[r]!;
    if (rec.terrainIndex[r]! >= 0) terrain += w;
    else if (rec.blockerKind[r] === BLOCKER_MODEL) models += w;
    else if (w > 0) anyClear = true;
  }
  return {
    observerId,
    targetId,
    visible: anyClear,
    visibleFraction,
    concealedByTerrain: terrain,
    concealedByModels: models,
    rays: {
      count: n,
      eye: [query.ex, query.ey, query.ez],
      ends: rec.ends,
      hits: rec.hits,
      blockerKind: rec.blockerKind,
      blockerIndex: rec.blockerIndex,
      terrainIndex: rec.terrainIndex,
      weights: rec.weights,
    },
  };
}

/** Ray i of a result as plain objects, with the blocker's id, for drawing or explaining. */
export function losRayView(layout: Layout, result: LosResult, i: number): LosRayView {
  const r = result.rays;
  const end = [r.ends[3 * i]!, r.ends[3 * i + 1]!, r.ends[3 * i + 2]!] as const;
  const kind = r.blockerKind[i]!;
  if (kind === BLOCKER_NONE) return { origin: r.eye, end, clear: true };
  const index = r.blockerIndex[i]!;
  const id = kind === BLOCKER_TERRAIN ? layout.terrain[index]?.id : layout.models[index]?.id;
  return {
    origin: r.eye,
    end,
    clear: false,
    blocker: { kind: kind === BLOCKER_TERRAIN ? 'terrain' : 'model', id: id ?? '?', index },
    hit: [r.hits[3 * i]!, r.hits[3 * i + 1]!, r.hits[3 * i + 2]!],
  };
}
