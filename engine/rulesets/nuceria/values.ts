// Nuceria Project RTS values (seed 004_6c4ffdb07edc4505.txt): true-shape terrain, tiered cover none / half / full / hidden.
import type { CoherencyRule } from '../../measure/coherency';
import type { MovementRules } from '../../measure/movement';
import type { Ruleset } from '../types';
import { NUCERIA_DEPLOYMENT, NUCERIA_OBJECTIVE_DIAMETER_IN, NUCERIA_RESERVES_EDGE_IN, NUCERIA_ZONE_DEPTH_IN } from './deployment';

export const NUCERIA = {
  id: 'nuceria',
  name: 'Nuceria Project (RTS)',
  source: { file: 'shared/rules/seeds/004_6c4ffdb07edc4505.txt', version: 'draft, no version' },
  constants: {
    meleeRangeIn: 1, // "within 1" of a unit's base/hull/torso"
    meleeVerticalIn: 3, // "Melee Attacks may also be performed against units within 3" vertically"
    coherencyIn: 1, // "Models must stay within 1" of each other"
    deploymentDepthIn: NUCERIA_ZONE_DEPTH_IN, // "Mark two deployment zones 12" away from one table edge"
    reservesEdgeIn: NUCERIA_RESERVES_EDGE_IN, // "within 6" of any table edge"
    disembarkIn: 3, // "disembark within 3""
    objectiveDiameterIn: NUCERIA_OBJECTIVE_DIAMETER_IN, // "a 8" round mousepad"
    upperLevelHeightIn: 2, // "upper levels of this terrain (+2" height)"
    perimeterCornerIn: 12, // "within 12" of all table corners"
    tableWidthIn: 60, // "48"x60" is recommended"
    tableDepthIn: 48,
  },
  measuring: {
    // "Models must stay within 1\" of each other to be in unit coherency." Read as one connected chain (default below).
    coherency: { distanceIn: 1, minNeighbours: 1, connected: true } satisfies CoherencyRule,
    // Environmental terrain "halves movement as units pass through it (rounded up)";
    // "Infantry units are the only type of unit that can enter and move through Obscuring Terrain"
    movement: { difficultCost: 'none', environmental: 'halve-round-up', runThroughDifficult: 'allowed', obscuring: 'infantry-only', pivot: 'free' } satisfies MovementRules,
    movementFromDefault: false,
    engagementIn: 1, // "within 1\" of a unit's base/hull/torso"
    engagementVerticalIn: 3, // "Melee Attacks may also be performed against units within 3\" vertically"
    chargeRangeIn: null, // the text gives no charge move
  },
  // Texts follow shared/rules/DIGEST.md (B = HamWarmer, C = Hammer Wars, E = Nuceria).
  traitEffects: {
    obscuring: 'Interrupts line of sight; only Infantry may enter; cover gives +1 (half) or +2 (full) to saves (E.2).',
    impassable: 'Some obscuring terrain cannot be entered at all: mountains, containers (E.2).',
    environmental: 'Halves movement through it, rounded up; Fly is exempt; gives no cover (E.2).',
    difficult: 'Nuceria has no difficult terrain; it calls craters and woods Environmental (E.2).',
  },
  deployment: NUCERIA_DEPLOYMENT,
  cover: {
    kind: 'tiered',
    rule: 'Nuceria: "Half Cover: ... less than ½ obscured"; "Full Cover: ... more than ½ obscured"; "Hidden: ... not visible"',
    atHalf: 'half',
    half: { hitModifier: 0, saveModifier: 1, text: '+1 to save (never better than 2+)' },
    full: { hitModifier: 0, saveModifier: 2, text: '+2 to save (never better than 2+)' },
    trait: 'obscuring',
  },
  losOptions: { modelsBlock: true, footprints: 'ignore', eyeHeightFraction: 0.9 },
  defaults: [
    { key: 'measuring.coherency.connected', value: true, why: '"within 1\" of each other" does not say all pairs or a chain; Sightline asks for one connected chain (DIGEST E.6).' },
    { key: 'cover.exactlyHalf', value: 'half', why: 'Exactly ½ obscured is neither "less than" nor "more than" ½; Sightline gives the lesser tier (DIGEST E.6).' },
    { key: 'los.modelsBlock', value: true, why: 'The text does not say whether models block; true line of sight means they do (own unit excepted).' },
    { key: 'los.footprints', value: 'ignore', why: 'Terrain is "exactly as they look and do not go infinitely up": bare footprints never block.' },
    { key: 'los.eyeHeightFraction', value: 0.9, why: 'LOS is "determined from the model\'s base (if Infantry) or hull/torso"; Sightline looks from 90% of the body height for every model.' },
    { key: 'cover.saveSign', value: 1, why: '"+1 to save" is a bonus although the save formula counts up (DIGEST E.6).' },
  ],
} satisfies Ruleset;
