// HamWarmer 24.5 templates (001_9d9921dd118cdf65.txt "Template Weapons"): which models a placed template hits, with the
// engine's template geometry, and where a Scatter #d6 template lands.
import { scatteredPoint, type ScatterResult } from '../../../dice/scatter';
import { PARTIAL_HIT_ON, type TemplateTarget } from '../../../templates/hits';
import type { Template } from '../../../templates/shapes';
import { templateTools } from '../../../templates/tools';
import { HAMWARMER_TEMPLATES } from '../templates';
import { HWR_DEFAULT } from './defaults';

/** Which models a template hits, under HamWarmer's template sizes. */
export const { templateHits } = templateTools(HAMWARMER_TEMPLATES);

export interface TemplateRollResult {
  /** Ids of the models hit. */
  readonly hit: string[];
  /** Ids that needed the 4+ roll, in order: one die each. */
  readonly rolledFor: string[];
}

/**
 * "Models whose bases are completely covered by a template are automatically hit." "Models whose bases are partially covered
 * are hit on a 4+." "If only a sliver of base is covered, assume the model is not hit." (named default template.sliver).
 * `roll(n)` rolls n d6 for the partly covered models, in the order of `models`.
 */
export function resolveTemplate(template: Template, models: readonly TemplateTarget[], roll: (count: number, why: string) => number[]): TemplateRollResult {
  const hits = templateHits(template, models, { missThreshold: HWR_DEFAULT.templateSliver });
  const auto = hits.filter((h) => h.outcome === 'auto').map((h) => h.modelId);
  const partly = hits.filter((h) => h.outcome === 'roll').map((h) => h.modelId);
  const faces = partly.length ? roll(partly.length, `Partly under the template (${PARTIAL_HIT_ON}+)`) : [];
  return { hit: [...auto, ...partly.filter((_, i) => faces[i]! >= PARTIAL_HIT_ON)], rolledFor: partly };
}

/**
 * "Scatter #d6: ... place the template over the centre of a target model, then roll the Scatter Die. Move the template "#d6"
 * in the direction indicated. If a non-arrow (hit) symbol is rolled, the template does not move. This movement can take the
 * template beyond the weapon's maximum range or out of Line of Sight. A template can scatter to hit friendly models."
 */
export function scatterTemplate<T extends Template>(template: T, scatter: Pick<ScatterResult, 'dx' | 'dy' | 'hit'>): T {
  if (scatter.hit) return template;
  const p = scatteredPoint(template.x, template.y, scatter);
  return { ...template, x: p.x, y: p.y };
}

/** "A template cannot be positioned to deliberately hit friendly models." True when a placement would touch one. */
export function templateTouchesFriendly(template: Template, friendlies: readonly TemplateTarget[]): boolean {
  return templateHits(template, friendlies, { missThreshold: HWR_DEFAULT.templateSliver }).some((h) => h.outcome !== 'miss');
}
