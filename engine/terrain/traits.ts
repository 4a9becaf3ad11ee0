// Terrain trait labels, and what a trait does under a ruleset (each ruleset's module holds its own sentences).
import { RULESETS } from '../rulesets/index';
import type { TerrainTrait } from '../types';

export const TRAIT_LABELS: Record<TerrainTrait, string> = {
  obscuring: 'Obscuring',
  impassable: 'Impassable',
  difficult: 'Difficult',
  dangerous: 'Dangerous',
  environmental: 'Environmental',
  'cover-area': 'Cover area',
};

const SILENT = 'No rule in this ruleset: agree with your opponent what it does.';

/** What `trait` does under the ruleset `rulesetId`, one sentence. */
export function traitEffect(rulesetId: string, trait: TerrainTrait): string {
  return RULESETS[rulesetId]?.traitEffects[trait] ?? SILENT;
}
