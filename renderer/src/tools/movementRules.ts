// Which movement rules the drag readout applies under each ruleset (the engine's presets, cited in docs/engine-measure.md).
import { HAMMERWARS_MOVEMENT, HAMWARMER_MOVEMENT, NUCERIA_MOVEMENT, PLAIN_MOVEMENT, type MovementRules } from '../../../engine/index';

/** AltHammer and Reglas básicas give no terrain movement rules: plain movement is Sightline's named default for them. */
export function movementRulesFor(rulesetId: string): { rules: MovementRules; fromDefault: boolean } {
  switch (rulesetId) {
    case 'hamwarmer':
      return { rules: HAMWARMER_MOVEMENT, fromDefault: false };
    case 'hammer-wars':
      return { rules: HAMMERWARS_MOVEMENT, fromDefault: false };
    case 'nuceria':
      return { rules: NUCERIA_MOVEMENT, fromDefault: false };
    default:
      return { rules: PLAIN_MOVEMENT, fromDefault: true };
  }
}
