// The template tools bound to one set of rules' templates: each takes a template and reads the sizes it leaves open
// from those rules (engine/rulesets binds every registered ruleset's templates under the names the engine exports).
import type { PlacedBase, Vec2 } from '../types';
import { capsuleCoverage } from './coverage';
import { capsuleGap, capsuleHits, capsulesTouch, type TemplateHit, type TemplateHitOptions, type TemplateTarget } from './hits';
import {
  capsuleBoundingCircle, capsuleContainsPoint, capsuleOf, capsuleOutline, flameSizeOf, makeCapsule, templateProblemOf, templateSpec,
  type FlameTemplate, type Template, type TemplateCapsule, type TemplateSpecs,
} from './shapes';
import { splashTargetsWithin, type SplashOptions, type SplashUnit } from './splash';

/** The template functions, each reading the sizes a template leaves open from `specs`. */
export interface TemplateTools {
  /** The template as a tapered capsule (into `out` when given). */
  templateCapsule(t: Template, out?: TemplateCapsule): TemplateCapsule;
  flameSize(t: FlameTemplate): { narrowWidthIn: number; lengthIn: number; wideWidthIn: number };
  /** Null when the template is usable, else what to fix. */
  templateProblem(t: Template): string | null;
  templateContainsPoint(t: Template, px: number, py: number): boolean;
  /** Radius about the template's centre-ish point that contains it, and that point. */
  templateBoundingCircle(t: Template): { x: number; y: number; r: number };
  /** The template's outline for drawing: a counter-clockwise polygon, `segments` points on each arc (48 by default). */
  templateOutline(t: Template, segments?: number): Vec2[];
  /** The fraction of the base's area under the template, 0..1. */
  templateCoverage(t: Template, placed: PlacedBase): number;
  /** One entry per model, in the order given (the firing model, if named, left out). */
  templateHits(t: Template, models: readonly TemplateTarget[], options?: TemplateHitOptions): TemplateHit[];
  /** Edge-to-edge gap between two templates in inches; negative when they overlap. */
  templateGap(a: Template, b: Template): number;
  /** Whether two templates touch or overlap (multiple template shots). */
  templatesTouch(a: Template, b: Template): boolean;
  /** Each enemy unit with a model within the splash radius (the options' or the rules') of the target, nearest first. */
  splashTargets(target: TemplateTarget, models: readonly TemplateTarget[], options?: SplashOptions): SplashUnit[];
}

export function templateTools(specs: TemplateSpecs): TemplateTools {
  const CA = makeCapsule();
  const CB = makeCapsule();
  const cap = (t: Template, out: TemplateCapsule = CA): TemplateCapsule => capsuleOf(t, specs, out);
  return {
    templateCapsule: (t, out = makeCapsule()) => capsuleOf(t, specs, out),
    flameSize: (t) => flameSizeOf(t, specs),
    templateProblem: (t) => templateProblemOf(t, specs),
    templateContainsPoint: (t, px, py) => capsuleContainsPoint(cap(t), px, py),
    templateBoundingCircle: (t) => capsuleBoundingCircle(cap(t)),
    templateOutline: (t, segments = 48) => capsuleOutline(cap(t), segments),
    templateCoverage: (t, placed) => capsuleCoverage(cap(t), placed),
    templateHits: (t, models, options = {}) => capsuleHits(cap(t), templateSpec(specs, t.kind).partial, models, options),
    templateGap: (a, b) => capsuleGap(cap(a), cap(b, CB)),
    templatesTouch: (a, b) => capsulesTouch(cap(a), cap(b, CB)),
    splashTargets: (target, models, options = {}) =>
      splashTargetsWithin(target, models, options.radiusIn ?? templateSpec(specs, 'splash').radiusIn, options),
  };
}
