// Line-of-sight vocabulary: options, the per-query result and its rays in a compact, drawable form.

/** How area footprints without modelled walls are treated. */
export type FootprintLosMode =
  /** True line of sight: only modelled solids block; footprints never do. */
  | 'ignore'
  /**
   * 40k-style area terrain: a piece with the `obscuring` trait and no solids blocks any line that crosses its
   * footprint, at any height, unless the observer's or the target's base centre is inside it.
   */
  | 'obscuring-blocks';

/** Which blockers count and where the eye is; a ruleset supplies these (engine/rulesets). */
export interface LosOptions {
  /** Models of other units (friendly or enemy) block. Models of the observer's own unit never block. */
  readonly modelsBlock: boolean;
  readonly footprints: FootprintLosMode;
  /** Eye height as a fraction of the observer's heightIn, measured from the bottom of its base. */
  readonly eyeHeightFraction: number;
  /** Sample points on the target's silhouette (256 by default). */
  readonly rays: number;
}

export const DEFAULT_LOS_OPTIONS: LosOptions = {
  modelsBlock: true,
  footprints: 'ignore',
  eyeHeightFraction: 0.9,
  rays: 256,
};

export const BLOCKER_NONE = 0;
export const BLOCKER_TERRAIN = 1;
export const BLOCKER_MODEL = 2;

/**
 * The rays of one query, struct-of-arrays. Ray i goes from `eye` to (ends[3i], ends[3i+1], ends[3i+2]), a point on the
 * target's visible surface. blockerKind[i] is BLOCKER_NONE (clear), BLOCKER_TERRAIN or BLOCKER_MODEL for the FIRST thing
 * hit; blockerIndex[i] indexes layout.terrain or layout.models; hits holds the first hit point (NaN when clear).
 * terrainIndex[i] is the first terrain piece on the ray even if a model is hit before it (-1 if none).
 */
export interface LosRays {
  readonly count: number;
  readonly eye: readonly [number, number, number];
  readonly ends: Float32Array;
  readonly hits: Float32Array;
  readonly blockerKind: Uint8Array;
  readonly blockerIndex: Int32Array;
  readonly terrainIndex: Int32Array;
  /** The share of the silhouette each ray stands for (sums to 1). */
  readonly weights: Float32Array;
}

export interface LosResult {
  readonly observerId: string;
  readonly targetId: string;
  /** Some ray reaches the target. */
  readonly visible: boolean;
  /** Share of the target's silhouette that is seen, 0..1. */
  readonly visibleFraction: number;
  /** Share hidden by terrain (whether or not a model is also in the way). */
  readonly concealedByTerrain: number;
  /** Share hidden by models of other units and not by terrain. visible + terrain + models = 1. */
  readonly concealedByModels: number;
  readonly rays: LosRays;
}

/** One ray in plain objects, for drawing or explaining. */
export interface LosRayView {
  readonly origin: readonly [number, number, number];
  readonly end: readonly [number, number, number];
  readonly clear: boolean;
  readonly blocker?: { readonly kind: 'terrain' | 'model'; readonly id: string; readonly index: number };
  readonly hit?: readonly [number, number, number];
}
