// HamWarmer 24.5 template sizes (seed 001_9d9921dd118cdf65.txt, "Template Weapons"), typed once. The shared template
// geometry (engine/templates/shapes.ts) reads them from here.

export const HAMWARMER_TEMPLATE_SIZES = {
  /** "the 3" circular Small Blast": read as a 3" diameter, as in 40k (DIGEST B.2 [interp.]). */
  smallBlastDiameterIn: 3,
  /** "the 5" Large Blast marker": a 5" diameter. */
  largeBlastDiameterIn: 5,
  /** "the 8" long Flame template". */
  flameLengthIn: 8,
  /** "the 3" wide end". */
  flameWideEndIn: 3,
  /** The narrow end's width is not given: Sightline's named default 'template.flameNarrowEnd', a setting in the template tool. */
  flameNarrowEndIn: 0.75,
} as const;
