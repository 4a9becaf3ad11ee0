// Hammer Wars v1.5 values (seed 002_e47fa283e0ac09ca.txt): straight-line LOS; cover by cover-area footprint or partial obscuring.
import type { MovementRules } from '../../measure/movement';
import type { Ruleset } from '../types';
import { HAMMER_WARS_DEPLOY_EDGE_IN, HAMMER_WARS_DEPLOYMENT, HAMMER_WARS_OBJECTIVE_EDGE_IN, HAMMER_WARS_SEIZE_IN } from './deployment';
import { HAMMER_WARS_SPLASH_RADIUS_IN, HAMMER_WARS_TEMPLATES } from './templates';

export const HAMMER_WARS = {
  id: 'hammer-wars',
  name: 'Hammer Wars v1.5',
  source: { file: 'shared/rules/seeds/002_e47fa283e0ac09ca.txt', version: 'Core Rules v1.5' },
  constants: {
    tableWidthIn: 36, // "a flat 3'x2' surface"
    tableDepthIn: 24,
    engagementIn: 0, // melee: "any enemy unit in base contact"
    deploymentEdgeIn: HAMMER_WARS_DEPLOY_EDGE_IN, // cited in deployment.ts: "placed within 4" of the player's table edge"
    deploymentEnemyIn: 1, // "at least 1" away from enemy units"
    objectiveEdgeIn: HAMMER_WARS_OBJECTIVE_EDGE_IN, // cited in deployment.ts: "exactly 4" away from the long table edges"
    objectiveSeizeIn: HAMMER_WARS_SEIZE_IN, // cited in deployment.ts: "more units within 2" of a marker"
    splashIn: HAMMER_WARS_SPLASH_RADIUS_IN, // cited in templates.ts: "each enemy unit within 2" of the target model"
    hitAndRunIn: 4, // "move up to 4" after attacking"
    energyPulseIn: 8, // "place a marker anywhere within 8""
    energyPulseMoveIn: 4,
  },
  measuring: {
    coherency: null, // every unit is one model: no coherency rule (DIGEST table: "N/A (1 model)")
    // "Difficult Terrain (woods, mud, rivers, etc.): Units may not use Run actions through Difficult terrain."
    movement: { difficultCost: 'none', environmental: 'none', runThroughDifficult: 'forbidden', obscuring: 'open', pivot: 'free' } satisfies MovementRules,
    movementFromDefault: false,
    engagementIn: 0, // melee: "any enemy unit in base contact"
    engagementVerticalIn: null,
    chargeRangeIn: null,
  },
  // Texts follow shared/rules/DIGEST.md (B = HamWarmer, C = Hammer Wars, E = Nuceria).
  templates: HAMMER_WARS_TEMPLATES,
  traitEffects: {
    'cover-area': 'A model at least half inside it is in cover: -1 to attack rolls, 6 always hits (C.2).',
    obscuring: 'A model partially obscured by it is in cover; sight is a straight line not through solid obstacles (C.2).',
    difficult: 'Units may not Run through it (C.2).',
    dangerous: 'Moving into or across it: a Dice:1 attack that hits on 6+, ignoring modifiers (C.2).',
    impassable: 'Not named by Hammer Wars; Sightline treats it as a solid obstacle no unit moves through.',
  },
  deployment: HAMMER_WARS_DEPLOYMENT,
  cover: {
    kind: 'area-or-obscured',
    areaShare: 0.5,
    rule: 'Hammer Wars v1.5: "If at least half of the model is within cover terrain, or is partially obscured by a piece of terrain from the view of the attacker"',
    effect: { hitModifier: -1, saveModifier: 0, text: '-1 to attack rolls (a roll of 6 always hits)' },
  },
  // "without passing through any solid obstacle or unit": every other unit blocks (each unit is one model).
  losOptions: { modelsBlock: true, footprints: 'ignore', eyeHeightFraction: 0.9 },
  defaults: [
    { key: 'cover.withinCoverTerrain', value: 'base area', why: '"at least half of the model is within cover terrain" is measured as the share of the base inside cover-area footprints.' },
    { key: 'los.footprints', value: 'ignore', why: 'Only a "solid obstacle" blocks; forests block only through their modelled trees (DIGEST C.6 leaves it open).' },
    { key: 'los.singleLine', value: 'silhouette', why: '"a straight line" from attacker to target: any clear ray to the silhouette counts.' },
  ],
} satisfies Ruleset;
