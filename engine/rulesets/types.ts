// What a ruleset module declares: its source, measuring constants, cover model, LOS options and named defaults.
import type { FootprintLosMode } from '../los/types';
import type { CoherencyRule } from '../measure/coherency';
import type { MovementRules } from '../measure/movement';
import type { DeploymentPreset } from '../terrain/deploymentShapes';
import type { TemplateSpecs } from '../templates/shapes';
import type { TerrainTrait } from '../types';

export type CoverTier = 'none' | 'half' | 'full' | 'hidden';

export interface CoverEffect {
  /** Added to the attacker's hit (or attack) roll. */
  readonly hitModifier: number;
  /** Added to the target's save roll (a bonus is positive). */
  readonly saveModifier: number;
  /** In players' words. */
  readonly text: string;
}

/** A choice Sightline makes where the ruleset is silent or contradicts itself, shown to players as such. */
export interface RulesetDefault {
  readonly key: string;
  readonly value: string | number | boolean;
  readonly why: string;
}

export type CoverModel =
  /** In cover when more than `threshold` of the body is concealed by terrain (HamWarmer; the default for silent rulesets). */
  | { readonly kind: 'concealed-share'; readonly threshold: number; readonly rule: string; readonly effect: CoverEffect }
  /** In cover when at least `areaShare` of the base is inside a cover-area footprint, or terrain obscures any of it. */
  | { readonly kind: 'area-or-obscured'; readonly areaShare: number; readonly rule: string; readonly effect: CoverEffect }
  /** none / half below one half obscured / full above / hidden when nothing is seen; `atHalf` settles exactly one half. */
  | {
      readonly kind: 'tiered';
      readonly rule: string;
      readonly atHalf: 'half' | 'full';
      readonly half: CoverEffect;
      readonly full: CoverEffect;
      /** Only pieces with this trait give cover (Nuceria: obscuring terrain). */
      readonly trait?: string;
    };

export interface RulesetLosOptions {
  readonly modelsBlock: boolean;
  readonly footprints: FootprintLosMode;
  readonly eyeHeightFraction: number;
}

/**
 * Measuring values a ruleset gives, typed (the shared mechanics in engine/measure take them as parameters). `null` means the
 * ruleset has no such rule; a value Sightline chose where the text is silent is listed in `defaults` under `measuring.*`.
 */
export interface RulesetMeasuring {
  /** Unit coherency (null: the ruleset has none, e.g. units of one model). */
  readonly coherency: CoherencyRule | null;
  /** Terrain effects on movement. */
  readonly movement: MovementRules;
  /** True when `movement` is Sightline's named default (the text gives no terrain movement rules). */
  readonly movementFromDefault: boolean;
  /** Horizontal engagement / melee distance, inches (null: not given). */
  readonly engagementIn: number | null;
  /** Vertical engagement / melee distance, inches (null: not given). */
  readonly engagementVerticalIn: number | null;
  /** Maximum charge distance or charge-eligibility range, inches (null: not given). */
  readonly chargeRangeIn: number | null;
}

export interface Ruleset {
  readonly id: string;
  readonly name: string;
  readonly source: { readonly file: string; readonly version: string };
  /** Measuring constants in inches (and counts), each with a citation in the module. */
  readonly constants: Readonly<Record<string, number>>;
  /** Typed measuring values the tools and the rules engine read (each cited in the module). */
  readonly measuring: RulesetMeasuring;
  /** Deployment and objective presets this ruleset names (may be empty), in `<id>/deployment.ts`. */
  readonly deployment: readonly DeploymentPreset[];
  /** The templates this ruleset names, with their sizes (in `<id>/templates.ts`); absent: it has none. */
  readonly templates?: TemplateSpecs;
  /** What each terrain trait does under this ruleset, one sentence in players' words with its citation; absent = silent. */
  readonly traitEffects: Readonly<Partial<Record<TerrainTrait, string>>>;
  readonly cover: CoverModel;
  readonly losOptions: RulesetLosOptions;
  readonly defaults: readonly RulesetDefault[];
}

export interface CoverVerdict {
  readonly inCover: boolean;
  readonly tier: CoverTier;
  /** In players' words, naming the terrain and the rule. */
  readonly reason: string;
  readonly effect: CoverEffect;
  /** True when the ruleset says nothing and Sightline's named default decided. */
  readonly fromDefault: boolean;
}

export const NO_EFFECT: CoverEffect = { hitModifier: 0, saveModifier: 0, text: 'no effect' };
export const HIDDEN_EFFECT: CoverEffect = { hitModifier: 0, saveModifier: 0, text: 'cannot be targeted' };
