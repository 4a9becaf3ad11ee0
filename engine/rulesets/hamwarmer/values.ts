// HamWarmer 24.5 values (seed 001_9d9921dd118cdf65.txt): true line of sight, binary cover "more than half ... concealed by
// Terrain", the movement rules every move is checked by, deployment presets, templates and named defaults.
import type { CoherencyRule } from '../../measure/coherency';
import type { MovementRules } from '../../measure/movement';
import { ATTACK_DEFAULT } from '../shared/attacks/defaults';
import type { Ruleset } from '../types';
import { HAMWARMER_DEPLOYMENT } from './deployment';
import { HAMWARMER_TEMPLATE_SIZES, HAMWARMER_TEMPLATES } from './templates';

export const HAMWARMER = {
  id: 'hamwarmer',
  name: 'HamWarmer 24.5',
  source: { file: 'shared/rules/seeds/001_9d9921dd118cdf65.txt', version: 'v.0.4' },
  constants: {
    engagementIn: 1, // "Many rules specify a 1" distance from enemy models."
    engagementVerticalIn: 5, // "This also includes 5" vertically"
    coherencyIn: 2, // "within 2" of at least one other model"
    coherencyNeighbours: 1,
    coherencyNeighboursLargeUnit: 2, // units of "6 or more models": "at least two other models"
    coherencyLargeUnitSize: 6,
    characterProtectionIn: 3, // "Enemy characters cannot be targeted if they are within 3" of any other valid enemy unit"
    auraOfLeadershipIn: 6, // "within 6" of any model in the unit"
    chargeRangeIn: 12, // charge eligibility "within 12" of any enemy model"
    pileInIn: 2, // Pile In "up to 2""
    consolidateIn: 2, // Consolidate "up to 2""
    reservesEdgeIn: 2, // Reserves "within 2" of the table edge"
    reservesEnemyIn: 9, // "more than 9" away from any enemy models"
    infiltrateHiddenIn: 9, // Infiltrate "more than 9" from an enemy unit that is not within Line of Sight"
    infiltrateSeenIn: 12, // "or more than 12" from any enemy unit that is within Line of Sight"
    smallBlastIn: HAMWARMER_TEMPLATE_SIZES.smallBlastDiameterIn, // cited in templates.ts
    largeBlastIn: HAMWARMER_TEMPLATE_SIZES.largeBlastDiameterIn,
    flameLengthIn: HAMWARMER_TEMPLATE_SIZES.flameLengthIn,
    flameWideEndIn: HAMWARMER_TEMPLATE_SIZES.flameWideEndIn,
    frontArcDeg: 90, // "Units can only select targets in a 90 degree arc in front of them."
  },
  measuring: {
    // "All models in a unit must remain within 2\" of at least one other model in the unit."
    // "If unit consists of 6 or more models, all models in the unit must remain within 2\" of at least two other models in the unit."
    coherency: { distanceIn: 2, minNeighbours: 1, minNeighboursAt6Plus: 2, largeUnitSize: 6 } satisfies CoherencyRule,
    // "Any movement through Difficult Terrain counts double (e.g. moving a model 3\" costs 6\" of movement"
    movement: { difficultCost: 'double', environmental: 'none', runThroughDifficult: 'allowed', obscuring: 'open', pivot: 'free' } satisfies MovementRules,
    movementFromDefault: false,
    engagementIn: 1, // "Many rules specify a 1\" distance from enemy models."
    engagementVerticalIn: 5, // "This also includes 5\" vertically"
    chargeRangeIn: 12, // charge eligibility "within 12\" of any enemy model"
  },
  // Texts follow shared/rules/DIGEST.md (B = HamWarmer, C = Hammer Wars, E = Nuceria).
  templates: HAMWARMER_TEMPLATES,
  traitEffects: {
    impassable: 'Blocks movement and line of sight ("Impassible Terrain (buildings, walls, etc.)", B.2).',
    difficult: 'Moving through it counts double ("moving a model 3" costs 6""); Fly ignores it (B.2).',
    obscuring: 'Its walls block sight as modelled; a model more than half concealed is in Cover: -1 BS, +1 save (B.2).',
    'cover-area': 'No area rule: cover is judged by how much of the body is concealed (B.2).',
  },
  deployment: HAMWARMER_DEPLOYMENT,
  cover: {
    kind: 'concealed-share',
    threshold: 0.5,
    rule: 'HamWarmer 24.5: "A model is in Cover if more than half of the model body is concealed by Terrain"',
    effect: { hitModifier: -1, saveModifier: 1, text: '-1 to hit and +1 to the Armour Save against shooting (Flame weapons deny the save bonus)' },
  },
  // "Friendly models in the same unit do not block Line of Sight, but other friendly or enemy models do."
  losOptions: { modelsBlock: true, footprints: 'ignore', eyeHeightFraction: 0.9 },
  defaults: [
    { key: 'cover.toHitSign', value: ATTACK_DEFAULT.coverToHit, why: '001_9d9921dd118cdf65.txt: "If the target is in Cover (pg. 5), subtract 1 from the model\'s Ballistic Skill" against "If the result is equal to or above the model\'s Ballistic Skill (BS), the shot hits": a lower BS would make hits easier, so cover is read as -1 to the hit roll (DIGEST B.6); the roll says so where it decides.' },
    { key: 'cover.saveSign', value: ATTACK_DEFAULT.coverSaveRoll, why: '"adds +1 to its Armour Save" read as +1 to the save roll, a bonus (DIGEST B.6).' },
    { key: 'los.footprints', value: 'ignore', why: 'True line of sight ("crouch behind the model"): only modelled terrain blocks, never a bare footprint.' },
    { key: 'los.eyeHeightFraction', value: 0.9, why: 'The rule looks from behind the model; the eye sits at 90% of its height above its base centre.' },
    { key: 'template.flameNarrowEnd', value: HAMWARMER_TEMPLATE_SIZES.flameNarrowEndIn, why: 'The Flame template is "8\" long" with "the 3\" wide end"; its narrow end is not given. 0.75" wide by default; the template tool lets players set it.' },
    { key: 'template.blastSize', value: 'diameter', why: '"the 3\" circular Small Blast" and "the 5\" Large Blast marker" do not say diameter or radius; read as diameters, as in the game they come from (DIGEST B.2).' },
  ],
} satisfies Ruleset;
