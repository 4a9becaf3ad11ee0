// Public face of engine/rulesets: the registry of rulesets, cover verdicts read through them, and the sandbox tools
// that read every registered ruleset's values (deployment presets, trait sentences, template sizes).
import type { LosResult } from '../los/types';
import { templateKindInfo, templateSpec, templateTools, type TemplateKind, type TemplateKindInfo, type TemplateSpecs } from '../templates/index';
import { buildSampleLayoutWith, presetById, traitEffectIn, type DeploymentPreset, type SampleLayoutSpec } from '../terrain/index';
import type { Layout, TerrainTrait } from '../types';
import { ALTHAMMER } from './althammer/values';
import { verdictFor } from './cover';
import { HAMMER_WARS } from './hammer-wars/values';
import { HAMWARMER } from './hamwarmer/values';
import { NUCERIA } from './nuceria/values';
import { REGLAS_BASICAS } from './reglas-basicas/values';
import type { CoverVerdict, Ruleset } from './types';

export * from './types';
export { baseShareInTerrain, clipPolygonByConvex } from './coverArea';
export { terrainConcealment } from './cover';
export { ALTHAMMER, HAMMER_WARS, HAMWARMER, NUCERIA, REGLAS_BASICAS };
// Each ruleset's computer-opponent knowledge, by its public name (engine/ai reads them from the registry).
export { HAMWARMER_AI, HAMWARMER_WEIGHTS } from './hamwarmer/ai';
export { HAMMER_WARS_AI, HW_WEIGHTS } from './hammer-wars/ai';
export { REGLAS_AI, REGLAS_WEIGHTS } from './reglas-basicas/ai';
export { NUCERIA_AI, NUCERIA_WEIGHTS } from './nuceria/ai';

/** Every registered ruleset, by id. */
export const RULESETS: Readonly<Record<string, Ruleset>> = Object.fromEntries(
  [HAMWARMER, HAMMER_WARS, ALTHAMMER, REGLAS_BASICAS, NUCERIA].map((r) => [r.id, r]),
);

export const RULESET_IDS = Object.keys(RULESETS);

export function getRuleset(id: string): Ruleset {
  const r = RULESETS[id];
  if (!r) throw new Error(`Unknown ruleset "${id}". Known rulesets: ${RULESET_IDS.join(', ')}.`);
  return r;
}

/** Line-of-sight options a ruleset asks for (which blockers count, eye height). */
export const rulesetLosOptions = (id: string): Ruleset['losOptions'] => getRuleset(id).losOptions;

/** Whether the target of `los` is in cover under the ruleset, which tier, why, and what it does. */
export function coverVerdict(rulesetId: string, los: LosResult, layout: Layout): CoverVerdict {
  return verdictFor(getRuleset(rulesetId), los, layout);
}

/** Every registered ruleset's deployment and objective presets, in one list. */
export const DEPLOYMENT_PRESETS: readonly DeploymentPreset[] = Object.values(RULESETS).flatMap((r) => r.deployment);

export const deploymentPreset = (id: string) => presetById(DEPLOYMENT_PRESETS, id);
export const presetsForRuleset = (rulesetId: string) => DEPLOYMENT_PRESETS.filter((p) => p.rulesetId === rulesetId);

/** Builds a sample layout (engine/terrain/samples.ts) with the registered preset its spec names. */
export function buildSampleLayout(spec: SampleLayoutSpec): Layout {
  const preset = deploymentPreset(spec.preset);
  if (!preset) throw new Error(`Sample layout ${spec.file}: no deployment preset "${spec.preset}" in the registered rulesets.`);
  return buildSampleLayoutWith(spec, preset);
}

/** What `trait` does under the ruleset `rulesetId`, one sentence. */
export function traitEffect(rulesetId: string, trait: TerrainTrait): string {
  return traitEffectIn(RULESETS[rulesetId]?.traitEffects, trait);
}

/** Every registered ruleset's templates, by kind (where two rulesets named one kind, the first one's). */
export const TEMPLATE_SPECS: TemplateSpecs = Object.values(RULESETS).reduce<TemplateSpecs>((all, r) => ({ ...r.templates, ...all }), {});

export const TEMPLATE_KINDS: Readonly<Record<TemplateKind, TemplateKindInfo>> = {
  'small-blast': templateKindInfo(TEMPLATE_SPECS, 'small-blast'),
  'large-blast': templateKindInfo(TEMPLATE_SPECS, 'large-blast'),
  flame: templateKindInfo(TEMPLATE_SPECS, 'flame'),
  splash: templateKindInfo(TEMPLATE_SPECS, 'splash'),
};

const FLAME = templateSpec(TEMPLATE_SPECS, 'flame');
export const FLAME_DEFAULTS = { narrowWidthIn: FLAME.narrowWidthIn, lengthIn: FLAME.lengthIn, wideWidthIn: FLAME.wideWidthIn } as const;
export const SPLASH_RADIUS_IN = templateSpec(TEMPLATE_SPECS, 'splash').radiusIn;

/** The template tools under the registered rulesets' sizes (a template's own sizes first). */
export const {
  templateCapsule, flameSize, templateProblem, templateContainsPoint, templateBoundingCircle, templateOutline, templateCoverage,
  templateHits, templateGap, templatesTouch, splashTargets,
} = templateTools(TEMPLATE_SPECS);
