// Terrain trait labels, and what a trait does under a ruleset (each ruleset's module holds its own sentences).
import type { TerrainTrait } from '../types';

export const TRAIT_LABELS: Record<TerrainTrait, string> = {
  obscuring: 'Obscuring',
  impassable: 'Impassable',
  difficult: 'Difficult',
  dangerous: 'Dangerous',
  environmental: 'Environmental',
  'cover-area': 'Cover area',
};

/** What a trait does where the ruleset says nothing about it. */
export const NO_TRAIT_RULE = 'No rule in this ruleset: agree with your opponent what it does.';

/** What `trait` does under a ruleset whose trait sentences are `effects` (absent: the ruleset is silent), one sentence. */
export function traitEffectIn(effects: Readonly<Partial<Record<TerrainTrait, string>>> | undefined, trait: TerrainTrait): string {
  return effects?.[trait] ?? NO_TRAIT_RULE;
}
