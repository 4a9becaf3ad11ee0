// Deployment and objective presets: every registered ruleset's own (engine/rulesets/<id>/deployment.ts), in one list.
import { RULESETS } from '../rulesets/index';
import type { DeploymentZone } from '../types';
import type { DeploymentPreset } from './deploymentShapes';

export type { DeploymentPreset, DeploymentSetup } from './deploymentShapes';

export const DEPLOYMENT_PRESETS: readonly DeploymentPreset[] = Object.values(RULESETS).flatMap((r) => r.deployment);

export const deploymentPreset = (id: string) => DEPLOYMENT_PRESETS.find((p) => p.id === id);
export const presetsForRuleset = (rulesetId: string) => DEPLOYMENT_PRESETS.filter((p) => p.rulesetId === rulesetId);

/** True for the areas a preset adds for reserves (drawn as outlines, not filled zones). */
export const isReserveZone = (z: Pick<DeploymentZone, 'id'>) => z.id.startsWith('reserve-');
