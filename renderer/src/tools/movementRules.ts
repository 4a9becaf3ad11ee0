// Which movement rules the drag readout applies: the chosen ruleset's own (engine/rulesets/<id>/index.ts, measuring.movement).
import { getRuleset, PLAIN_MOVEMENT, RULESETS, type MovementRules } from '../../../engine/index';

/** An unknown ruleset id falls back to plain movement, marked as Sightline's default. */
export function movementRulesFor(rulesetId: string): { rules: MovementRules; fromDefault: boolean } {
  if (!RULESETS[rulesetId]) return { rules: PLAIN_MOVEMENT, fromDefault: true };
  const m = getRuleset(rulesetId).measuring;
  return { rules: m.movement, fromDefault: m.movementFromDefault };
}
