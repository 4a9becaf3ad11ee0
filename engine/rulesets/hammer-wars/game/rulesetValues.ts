// The ONE place the Hammer Wars game rules read values the ruleset module already declares (id, name, constants, cover, LOS).
import { HAMMER_WARS } from '../index';

export const HW_ID = HAMMER_WARS.id;
export const HW_NAME = HAMMER_WARS.name;
export const HW_SOURCE = HAMMER_WARS.source.file;
const c = HAMMER_WARS.constants as Readonly<Record<string, number>>;
const num = (key: string, fallback: number): number => (typeof c[key] === 'number' ? c[key]! : fallback);

export const HW_TABLE = { widthIn: num('tableWidthIn', 36), depthIn: num('tableDepthIn', 24) };
export const HW_DEPLOY_EDGE_IN = num('deploymentEdgeIn', 4);
export const HW_DEPLOY_ENEMY_IN = num('deploymentEnemyIn', 1);
export const HW_OBJECTIVE_EDGE_IN = num('objectiveEdgeIn', 4);
export const HW_SEIZE_IN = num('objectiveSeizeIn', 2);
export const HW_SPLASH_IN = num('splashIn', 2);
export const HW_HIT_AND_RUN_IN = num('hitAndRunIn', 4);
export const HW_PULSE_RANGE_IN = num('energyPulseIn', 8);
export const HW_PULSE_MOVE_IN = num('energyPulseMoveIn', 4);
export const HW_LOS_OPTIONS = HAMMER_WARS.losOptions;
/** How terrain affects a move (difficult, Run through difficult...), from the ruleset's own measuring values. */
export const HW_MOVEMENT = HAMMER_WARS.measuring.movement;
export const HW_RULESET_DEFAULTS = HAMMER_WARS.defaults;
