// AltHammer core rules values (seed 000_6eade6d934505fab.txt): truncated before LOS and cover, so both are named defaults.
import type { CoherencyRule } from '../../measure/coherency';
import { PLAIN_MOVEMENT } from '../../measure/movement';
import type { Ruleset } from '../types';

export const ALTHAMMER = {
  id: 'althammer',
  name: 'AltHammer',
  source: { file: 'shared/rules/seeds/000_6eade6d934505fab.txt', version: 'none given (text truncated at Shoot)' },
  constants: {
    tableWidthIn: 60, // "500-1999 points: 44" x 60""
    tableDepthIn: 44,
    tableWidthLargeIn: 90, // "2000+ points: 44" x 90""
    minimumPoints: 500, // "at least 500 points or higher"
  },
  measuring: {
    // "Units must end their movement in Unit Coherency." The distance lives on a Definitions page that is not supplied:
    // Sightline's named default 'measuring.coherency' (2" to one other model) below.
    coherency: { distanceIn: 2, minNeighbours: 1 } satisfies CoherencyRule,
    movement: PLAIN_MOVEMENT, // no terrain rules in the text (truncated at Shoot)
    movementFromDefault: true,
    engagementIn: null,
    engagementVerticalIn: null,
    chargeRangeIn: null,
  },
  traitEffects: {}, // no terrain rules at all: every trait reads "agree with your opponent"
  deployment: [],
  cover: {
    kind: 'concealed-share',
    threshold: 0.5,
    rule: 'AltHammer says nothing about cover; Sightline default: in cover when more than half of the model is hidden by terrain',
    effect: { hitModifier: 0, saveModifier: 0, text: 'none: AltHammer gives no cover modifier (Sightline default "cover.effect"); agree one with your opponent' },
  },
  losOptions: { modelsBlock: true, footprints: 'obscuring-blocks', eyeHeightFraction: 0.9 },
  defaults: [
    { key: 'measuring.coherency', value: '2" to one other model', why: '"Units must end their movement in Unit Coherency" but the Definitions page giving the distance is not supplied; Sightline checks 2" to one other model.' },
    { key: 'measuring.movement', value: 'plain', why: 'The text gives no terrain movement rules: only impassable pieces and other bases stop a move.' },
    { key: 'cover', value: 'more than half hidden by terrain', why: 'The text stops before any LOS or cover rule; this mirrors the common true-LOS reading.' },
    { key: 'cover.effect', value: 'none', why: 'No modifier is given anywhere in the text.' },
    { key: 'los.footprints', value: 'obscuring-blocks', why: 'Made for 40k collections and layouts, whose area ruins often have no modelled walls: an obscuring footprint blocks lines through it unless either model is inside.' },
    { key: 'los.modelsBlock', value: true, why: 'Not specified; models of other units block, the observer\'s own unit never does.' },
  ],
} satisfies Ruleset;
