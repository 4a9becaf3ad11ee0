// What each terrain trait does under each ruleset, in players' words, with the digest section it comes from.
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

// Texts follow shared/rules/DIGEST.md: B = HamWarmer 24.5, C = Hammer Wars v1.5, E = Nuceria RTS; AltHammer (A) and
// Reglas basicas (D) have no terrain rules at all.
const EFFECTS: Record<string, Partial<Record<TerrainTrait, string>>> = {
  hamwarmer: {
    impassable: 'Blocks movement and line of sight ("Impassible Terrain (buildings, walls, etc.)", B.2).',
    difficult: 'Moving through it counts double ("moving a model 3" costs 6""); Fly ignores it (B.2).',
    obscuring: 'Its walls block sight as modelled; a model more than half concealed is in Cover: -1 BS, +1 save (B.2).',
    'cover-area': 'No area rule: cover is judged by how much of the body is concealed (B.2).',
  },
  'hammer-wars': {
    'cover-area': 'A model at least half inside it is in cover: -1 to attack rolls, 6 always hits (C.2).',
    obscuring: 'A model partially obscured by it is in cover; sight is a straight line not through solid obstacles (C.2).',
    difficult: 'Units may not Run through it (C.2).',
    dangerous: 'Moving into or across it: a Dice:1 attack that hits on 6+, ignoring modifiers (C.2).',
    impassable: 'Not named by Hammer Wars; Sightline treats it as a solid obstacle no unit moves through.',
  },
  nuceria: {
    obscuring: 'Interrupts line of sight; only Infantry may enter; cover gives +1 (half) or +2 (full) to saves (E.2).',
    impassable: 'Some obscuring terrain cannot be entered at all: mountains, containers (E.2).',
    environmental: 'Halves movement through it, rounded up; Fly is exempt; gives no cover (E.2).',
    difficult: 'Nuceria has no difficult terrain; it calls craters and woods Environmental (E.2).',
  },
};

/** What `trait` does under the ruleset `rulesetId`, one sentence. */
export function traitEffect(rulesetId: string, trait: TerrainTrait): string {
  return EFFECTS[rulesetId]?.[trait] ?? SILENT;
}
