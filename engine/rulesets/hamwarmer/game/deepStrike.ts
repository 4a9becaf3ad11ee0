// HamWarmer 24.5 Deep Strike mishaps (001_9d9921dd118cdf65.txt "Deep Strike"), on top of the engine's Deep Strike geometry
// (engine/templates/deepStrike.ts places, scatters 2d6" and reports mishaps).
import type { DeepStrikeMishap } from '../../../templates/deepStrike';
import { applyMortalWounds, rollValue, type RollFn, type WoundedModel } from '../../shared/attacks/resolve';

/** "Place one model from the unit anywhere on the board that is more than 1" away from an enemy model." */
export const DEEP_STRIKE_ENEMY_IN = 1;
/** "roll the Scatter Die (pg. 1) and move the model 2d6" in the direction indicated" */
export const DEEP_STRIKE_SCATTER = '2d6';

/**
 * "If any models would be placed inside Terrain (pg. 5), within 1" of an enemy model, or on top of a friendly model, the model
 * takes 2d6 Mortal Wounds and is placed as close as possible to its original position by the opposing player." The text says
 * "the model" though "any models" can trigger it (DIGEST B.6): named default deepStrike.mishap, one 2d6 roll for the unit,
 * its mortal wounds spread over the unit like hits. No mishap: no roll.
 */
export function deepStrikeMishapWounds(mishaps: readonly DeepStrikeMishap[], unit: readonly WoundedModel[], roll: RollFn): { mortalWounds: number; damageTo: Record<string, number>; slain: string[] } {
  if (mishaps.length === 0) return { mortalWounds: 0, damageTo: {}, slain: [] };
  const mortalWounds = rollValue(DEEP_STRIKE_SCATTER, roll, 'Deep Strike mishap: mortal wounds');
  return { mortalWounds, ...applyMortalWounds(mortalWounds, unit) };
}
