// Hammer Wars v1.5 template size (seed 002_e47fa283e0ac09ca.txt), typed once. The shared template geometry
// (engine/templates/shapes.ts) and the game's splash read it from here.

/** "*": "you may roll one additional attack on each enemy unit within 2" of the target model": a 2" radius (a distance). */
export const HAMMER_WARS_SPLASH_RADIUS_IN = 2;
