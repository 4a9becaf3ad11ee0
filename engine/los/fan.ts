// What one line-of-sight cast is asked (FanQuery) and what a full cast writes ray by ray (FanRecord).
import { buildPrismSet } from './scene';
import type { PrismSet } from './scene';

/**
 * Switches for the fast paths, all on by default. Tests turn them off to check that each gives the same answers as the
 * plain version: `grid` finds candidate blockers through a uniform grid instead of scanning every solid; `regularClip`
 * clips round bodies (regular polygons) at the two edges around the analytic entry and exit instead of every edge.
 */
export const LOS_FAST_PATHS = { grid: true, regularClip: true };

/** A query, filled in place by callers (one module-level object each, so hot loops allocate nothing). */
export interface FanQuery {
  ex: number;
  ey: number;
  ez: number;
  /** The set holding the target prism (NO_TARGET until the caller fills the query in). */
  target: PrismSet;
  targetIndex: number;
  rays: number;
  /** Terrain solids block (footprints are governed by `footprints`). */
  includeTerrain: boolean;
  modelsBlock: boolean;
  /** Models of this unit number never block (-1: none). */
  skipUnit: number;
  /** This model never blocks (the target itself; -1: none). */
  skipModel: number;
  footprints: boolean;
  /** A second model that never blocks (-1: none); matrix updates use it to leave out a model that moved. */
  skipModel2: number;
  /**
   * Any-hit casts with at most 32 rays: only rays whose bit is set are tested (bit j * nv + i; -1 for all). The
   * returned share then counts only them as clear; read `fanClearMask` instead.
   */
  rayMask: number;
  /** Instead of gathering blockers, test only this one prism: 1 terrain or 2 model, with `onlyIndex` (0: gather). */
  onlyKind: number;
  onlyIndex: number;
}

/** The target of a query not filled in yet: a set of no prisms. */
export const NO_TARGET: PrismSet = buildPrismSet([]);

export const newFanQuery = (): FanQuery => ({
  ex: 0, ey: 0, ez: 0, target: NO_TARGET, targetIndex: 0, rays: 256,
  includeTerrain: true, modelsBlock: true, skipUnit: -1, skipModel: -1, footprints: false,
  skipModel2: -1, rayMask: -1, onlyKind: 0, onlyIndex: -1,
});

/** Per-ray output for a full query (sized to the ray count by the caller). */
export interface FanRecord {
  ends: Float32Array;
  hits: Float32Array;
  blockerKind: Uint8Array;
  blockerIndex: Int32Array;
  terrainIndex: Int32Array;
  weights: Float32Array;
  /** Unit direction of each ray's column in the table plane, and the ray's horizontal length. */
  colDx: Float64Array;
  colDy: Float64Array;
  sampleS: Float64Array;
  /** Where along the ray (0 eye .. 1 sample) the first blocker and the first terrain are hit (Infinity: none). */
  firstT: Float64Array;
  terrainT: Float64Array;
}

export function newFanRecord(n: number): FanRecord {
  return {
    ends: new Float32Array(3 * n), hits: new Float32Array(3 * n), blockerKind: new Uint8Array(n),
    blockerIndex: new Int32Array(n), terrainIndex: new Int32Array(n), weights: new Float32Array(n),
    colDx: new Float64Array(n), colDy: new Float64Array(n), sampleS: new Float64Array(n),
    firstT: new Float64Array(n), terrainT: new Float64Array(n),
  };
}

/** Rays stop this fraction short of the sample point, so the target's own surface is never counted as a blocker. */
export const RAY_END_EPS = 1e-7;
