// Derived results, computed once per change in one place and read by panels and scenes alike: the line-of-sight ruling,
// the template's hits and the symmetry report. Each remembers its last inputs (compared by identity: the document is
// immutable, so a new layout object is a change) and hands every reader of one change the same result.
import { templateHits, type Layout, type Side, type SymmetryMode, type Template, type TemplateHit } from '../../../engine/index';
import { describeSymmetry } from '../../../engine/edit/index';
import { computeRuling, type Ruling } from '../los/ruling';

/** Wraps `fn` so a call with the same arguments (by identity) as the last returns the last result without recomputing. */
export function lastValue<A extends readonly unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let last: { args: A; value: R } | null = null;
  return (...args: A): R => {
    if (last && last.args.length === args.length && last.args.every((a, i) => Object.is(a, args[i]))) return last.value;
    const value = fn(...args);
    last = { args, value };
    return value;
  };
}

/** The ruling (rays, concealed share, cover verdict) of observer -> target under the ruleset, or null. */
export const derivedRuling: (layout: Layout, rulesetId: string, observerId: string, targetId: string) => Ruling | null = lastValue(computeRuling);

/** Which models a template covers, and how (the firing side's and firing model's own are told apart). */
export const derivedTemplateHits = lastValue((template: Template | null, firingSide: Side | null, firingModel: string | null, layout: Layout): TemplateHit[] =>
  template
    ? templateHits(template, layout.models, {
        ...(firingSide === null ? {} : { firingSide }),
        ...(firingModel === null ? {} : { firingModelId: firingModel }),
      })
    : [],
);

/** The symmetry report for the mode: score, the pieces without their twin, the line the panel shows. */
export const derivedSymmetry = lastValue((layout: Layout, mode: SymmetryMode) => describeSymmetry(layout, mode));
