// HamWarmer 24.5 template sizes (seed 001_9d9921dd118cdf65.txt, "Template Weapons"), typed once. The ruleset's values
// carry them (HAMWARMER.templates), and the shared template geometry (engine/templates) takes them from there.
import type { TemplateSpecs } from '../../templates/shapes';

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

const S = HAMWARMER_TEMPLATE_SIZES;

/** The templates HamWarmer names, as the shared geometry reads them. */
export const HAMWARMER_TEMPLATES = {
  'small-blast': {
    name: 'Small Blast',
    diameterIn: S.smallBlastDiameterIn,
    source: 'DIGEST B.3 Templates: "the 3" circular Small Blast" - read as a 3" diameter, as in 40k',
    partial: 'sliver-threshold',
  },
  'large-blast': {
    name: 'Large Blast',
    diameterIn: S.largeBlastDiameterIn,
    source: 'DIGEST B.3 Templates: "the 5" Large Blast marker" - read as a 5" diameter',
    partial: 'sliver-threshold',
  },
  flame: {
    name: 'Flame',
    lengthIn: S.flameLengthIn,
    wideWidthIn: S.flameWideEndIn,
    narrowWidthIn: S.flameNarrowEndIn,
    source: 'DIGEST B.3 Templates: "the narrow end of the 8" long Flame template ... the 3" wide end"; narrow width not given',
    partial: 'sliver-threshold',
  },
} as const satisfies TemplateSpecs;
