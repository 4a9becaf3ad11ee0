// Reglas básicas values (seed 003_2820d2f43ec186dc.txt): no LOS, cover or terrain rules at all, so both are named defaults.
import { PLAIN_MOVEMENT } from '../../measure/movement';
import type { Ruleset } from '../types';
import { UNWRITTEN_DEFAULTS, UNWRITTEN_LOS, unwrittenCover } from '../unwritten';

export const REGLAS_BASICAS = {
  id: 'reglas-basicas',
  name: 'Reglas básicas',
  source: { file: 'shared/rules/seeds/003_2820d2f43ec186dc.txt', version: 'none given (draft)' },
  constants: {
    meleeRangeIn: 1, // sample units' melee weapons: "Range: 1""
    meleeRangeMaxIn: 3, // the builder allows 1"-3" for Breakers
    adjustIn: 3, // "an Adjust move of up to 3""
    chargeMoveMultiplier: 2, // "up to twice its Move characteristic"
  },
  measuring: {
    coherency: null, // the text defines no coherency (DIGEST: "Undefined")
    movement: PLAIN_MOVEMENT, // no terrain movement rules in the text
    movementFromDefault: true,
    engagementIn: null, // "in combat" is used but never measured
    engagementVerticalIn: null,
    // "This move may be of up to twice its Move characteristic": a per-unit figure, not one range
    chargeRangeIn: null,
  },
  traitEffects: {}, // no terrain rules at all: every trait reads "agree with your opponent"
  deployment: [],
  cover: unwrittenCover('Reglas básicas'),
  losOptions: UNWRITTEN_LOS,
  defaults: [
    UNWRITTEN_DEFAULTS.movement,
    { key: 'cover', value: 'more than half hidden by terrain', why: 'No LOS, cover or terrain rule exists in the text.' },
    UNWRITTEN_DEFAULTS.coverEffect,
    { key: 'los.footprints', value: 'obscuring-blocks', why: 'Same as AltHammer: an obscuring footprint without walls blocks unless either model is inside.' },
    UNWRITTEN_DEFAULTS.modelsBlock,
  ],
} satisfies Ruleset;
