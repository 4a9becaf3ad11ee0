// What Sightline gives a ruleset whose text has no terrain, line-of-sight or cover rules at all (Reglas básicas,
// AltHammer): plain movement, cover when more than half of the model is hidden (with no effect), obscuring footprints that
// block, models that block; each a named default the players can read and change by agreement.
import type { CoverModel, RulesetDefault, RulesetLosOptions } from './types';

/** "More than half hidden by terrain" with no modifier, in the ruleset's name. */
export function unwrittenCover(rulesetName: string): CoverModel {
  return {
    kind: 'concealed-share',
    threshold: 0.5,
    rule: `${rulesetName} says nothing about cover; Sightline default: in cover when more than half of the model is hidden by terrain`,
    effect: { hitModifier: 0, saveModifier: 0, text: `none: ${rulesetName} gives no cover modifier (Sightline default "cover.effect"); agree one with your opponent` },
  };
}

/** Models of other units block; an obscuring footprint without walls blocks unless either model is inside. */
export const UNWRITTEN_LOS: RulesetLosOptions = { modelsBlock: true, footprints: 'obscuring-blocks', eyeHeightFraction: 0.9 };

/** The named defaults every such ruleset shares, by key. */
export const UNWRITTEN_DEFAULTS = {
  movement: { key: 'measuring.movement', value: 'plain', why: 'The text gives no terrain movement rules: only impassable pieces and other bases stop a move.' },
  coverEffect: { key: 'cover.effect', value: 'none', why: 'No modifier is given anywhere in the text.' },
  modelsBlock: { key: 'los.modelsBlock', value: true, why: 'Not specified; models of other units block, the observer\'s own unit never does.' },
} as const satisfies Record<string, RulesetDefault>;
