// Which models a template hits (auto / roll / miss), friendly flags, the multiple-template chaining rule and splash.
import type { LayoutModel, Side } from '../types';
import { capsuleCoverage } from './coverage';
import type { PartialRule, TemplateCapsule } from './shapes';
import { goldenMin } from '../geometry/goldenMin';

export type TemplateOutcome = 'auto' | 'roll' | 'miss';

export type TemplateTarget = Pick<LayoutModel, 'id' | 'unit' | 'side' | 'base' | 'x' | 'y'> & { readonly facingDeg?: number };

export interface TemplateHit {
  readonly modelId: string;
  readonly unit: string;
  /** Fraction of the base's area under the template, 0..1. */
  readonly coverage: number;
  /** auto: wholly covered; roll: partly covered, hit on 4+ (rollTarget); miss: untouched or only a sliver. */
  readonly outcome: TemplateOutcome;
  /** On the firing side: a template may not be placed to hit these deliberately (HamWarmer). */
  readonly friendly: boolean;
}

export interface TemplateHitOptions {
  /** Below this fraction of its base a covered model is a sliver and is missed. Default 0.10. */
  readonly missThreshold?: number;
  /** The firing player's side, to flag friendly models. */
  readonly firingSide?: Side;
  /**
   * The model firing a flame: the template starts at its base edge, so it always touches it; it is not a target of its
   * own weapon and is left out of the hits.
   */
  readonly firingModelId?: string;
}

/** A partly covered model is hit on this roll or more (HamWarmer: "partially covered are hit on a 4+"). */
export const PARTIAL_HIT_ON = 4;
export const DEFAULT_MISS_THRESHOLD = 0.1;
// Coverage within this of 1 counts as wholly covered (round-off in the area sums).
const FULL_EPS = 1e-9;

/**
 * One entry per model, in the order given (the firing model, if named, left out), for a template's capsule whose
 * partial cover is read by `rule`.
 */
export function capsuleHits(cap: TemplateCapsule, rule: PartialRule, models: readonly TemplateTarget[], options: TemplateHitOptions = {}): TemplateHit[] {
  const threshold = options.missThreshold ?? DEFAULT_MISS_THRESHOLD;
  const targets = options.firingModelId === undefined ? models : models.filter((m) => m.id !== options.firingModelId);
  return targets.map((m) => {
    const coverage = capsuleCoverage(cap, m);
    let outcome: TemplateOutcome = 'miss';
    if (rule === 'any-touch') outcome = coverage > 0 ? 'roll' : 'miss';
    else if (coverage >= 1 - FULL_EPS) outcome = 'auto';
    else if (coverage > 0 && coverage >= threshold) outcome = 'roll';
    return {
      modelId: m.id,
      unit: m.unit,
      coverage,
      outcome,
      friendly: options.firingSide !== undefined && m.side === options.firingSide,
    };
  });
}

/** Friendly models the template would hit (outcome auto or roll): the UI warns before the template is placed. */
export function friendlyUnderTemplate(hits: readonly TemplateHit[]): TemplateHit[] {
  return hits.filter((h) => h.friendly && h.outcome !== 'miss');
}

const TOUCH_EPS_IN = 1e-9;

/**
 * "Weapons that fire multiple Template shots must place each template touching or overlapping a previous template."
 * Exact: the hull of two discs is the union of discs interpolated between them, so the gap between two templates is
 * the minimum over (s, t) of |cA(s) - cB(t)| - rA(s) - rB(t), a convex function minimised here by nested golden sections.
 */
export function capsulesTouch(a: TemplateCapsule, b: TemplateCapsule): boolean {
  return capsuleGap(a, b) <= TOUCH_EPS_IN;
}

/** Edge-to-edge gap between two templates' capsules in inches; negative when they overlap (not a penetration depth). */
export function capsuleGap(a: TemplateCapsule, b: TemplateCapsule): number {
  return goldenMin(0, 1, (s) => goldenMin(0, 1, (t) => pairGap(a, s, b, t)));
}

function pairGap(p: TemplateCapsule, s: number, q: TemplateCapsule, t: number): number {
  const px = p.ax + s * (p.bx - p.ax);
  const py = p.ay + s * (p.by - p.ay);
  const qx = q.ax + t * (q.bx - q.ax);
  const qy = q.ay + t * (q.by - q.ay);
  return Math.hypot(px - qx, py - qy) - (p.ar + s * (p.br - p.ar)) - (q.ar + t * (q.br - q.ar));
}

