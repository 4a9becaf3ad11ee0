// The ONE place the Hammer Wars game rules read values the ruleset module already declares (id, name, constants, cover, LOS).
import { HAMMER_WARS } from '../values';

export const HW_ID = HAMMER_WARS.id;
export const HW_NAME = HAMMER_WARS.name;
/** The values themselves, for the shared cover verdict (engine/rulesets/cover.ts). */
export const HW_VALUES = HAMMER_WARS;
export const HW_SOURCE = HAMMER_WARS.source.file;
// Typed: the module keeps its constants' keys (`satisfies Ruleset`), so a missing or misspelt value fails to compile.
const c = HAMMER_WARS.constants;

export const HW_TABLE = { widthIn: c.tableWidthIn, depthIn: c.tableDepthIn };
export const HW_DEPLOY_EDGE_IN = c.deploymentEdgeIn;
export const HW_DEPLOY_ENEMY_IN = c.deploymentEnemyIn;
export const HW_OBJECTIVE_EDGE_IN = c.objectiveEdgeIn;
export const HW_SEIZE_IN = c.objectiveSeizeIn;
export const HW_SPLASH_IN = c.splashIn;
export const HW_HIT_AND_RUN_IN = c.hitAndRunIn;
export const HW_PULSE_RANGE_IN = c.energyPulseIn;
export const HW_PULSE_MOVE_IN = c.energyPulseMoveIn;
export const HW_LOS_OPTIONS = HAMMER_WARS.losOptions;
/** How terrain affects a move (difficult, Run through difficult...), from the ruleset's own measuring values. */
export const HW_MOVEMENT = HAMMER_WARS.measuring.movement;
export const HW_RULESET_DEFAULTS = HAMMER_WARS.defaults;
