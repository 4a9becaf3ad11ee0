// Deployment and objective presets: the shapes live in ./deploymentShapes.ts, each ruleset's presets in
// engine/rulesets/<id>/deployment.ts; engine/rulesets gathers every registered ruleset's into DEPLOYMENT_PRESETS.
import type { DeploymentZone } from '../types';
import type { DeploymentPreset } from './deploymentShapes';

export type { DeploymentPreset, DeploymentSetup } from './deploymentShapes';

/** The preset with this id among `presets`, if any. */
export const presetById = (presets: readonly DeploymentPreset[], id: string): DeploymentPreset | undefined => presets.find((p) => p.id === id);

/** True for the areas a preset adds for reserves (drawn as outlines, not filled zones). */
export const isReserveZone = (z: Pick<DeploymentZone, 'id'>) => z.id.startsWith('reserve-');
