// Hammer Wars v1.5 template size (seed 002_e47fa283e0ac09ca.txt), typed once. The ruleset's values carry it
// (HAMMER_WARS.templates) for the shared template geometry (engine/templates); the game's splash reads it from here.
import type { TemplateSpecs } from '../../templates/shapes';

/** "*": "you may roll one additional attack on each enemy unit within 2" of the target model": a 2" radius (a distance). */
export const HAMMER_WARS_SPLASH_RADIUS_IN = 2;

/** The one template Hammer Wars names, as the shared geometry reads it. */
export const HAMMER_WARS_TEMPLATES = {
  splash: {
    name: 'Splash',
    radiusIn: HAMMER_WARS_SPLASH_RADIUS_IN,
    source: 'DIGEST C.2: "*" attacks hit "each enemy unit within 2" of the target model" - a 2" radius (distance), not a diameter',
    partial: 'any-touch',
  },
} as const satisfies TemplateSpecs;
