// HamWarmer 24.5 who may shoot, charge and be targeted (001_9d9921dd118cdf65.txt), as pure checks that return the reason in
// players' words (null when allowed), ready for the game's IllegalActionError.
import type { UnitType } from './rules';
import { HWR_CHARACTER_PROTECTION_IN, HWR_CHARGE_RANGE_IN } from './rulesetValues';

export interface UnitTurnStatus {
  readonly name: string;
  readonly types: readonly UnitType[];
  /** Any model within 1" (and 5" vertically) of an enemy model now. */
  readonly engaged: boolean;
  readonly fellBack?: boolean;
  readonly failedMorale?: boolean;
  readonly arrivedByDeepStrike?: boolean;
  readonly disembarkedFromWreck?: boolean;
}

/**
 * "A unit cannot shoot if any model from that unit is within 1" of an enemy model. Monstrous Creatures and Vehicles ignore
 * this restriction." "an Infantry unit that Falls Back cannot shoot the Shooting Phase."
 */
export function whyCannotShoot(u: UnitTurnStatus): string | null {
  const big = u.types.includes('Monstrous Creature') || u.types.includes('Vehicle');
  if (u.engaged && !big) return `${u.name} cannot shoot: a model is within 1" of an enemy model.`;
  if (u.fellBack && u.types.includes('Infantry') && !big) return `${u.name} cannot shoot: it is Infantry and fell back this turn.`;
  return null;
}

/**
 * "A unit is eligible to Charge if any model from the unit is currently within 12" of any enemy model, and no model from the
 * unit is within 1" of an enemy model." It cannot if it fell back ("cannot charge in the Charge phase"), failed Morale ("The
 * unit cannot Charge during the Charge phase."), arrived by Deep Strike ("It also cannot Charge") or left a wreck
 * ("Units Disembarking from a wrecked vehicle cannot Charge that turn.").
 */
export function whyCannotCharge(u: UnitTurnStatus, nearestEnemyIn: number): string | null {
  if (u.fellBack) return `${u.name} cannot charge: it fell back this turn.`;
  if (u.failedMorale) return `${u.name} cannot charge: it failed a Morale test.`;
  if (u.arrivedByDeepStrike) return `${u.name} cannot charge: it arrived by Deep Strike this turn.`;
  if (u.disembarkedFromWreck) return `${u.name} cannot charge: it disembarked from a wrecked vehicle this turn.`;
  if (u.engaged) return `${u.name} cannot charge: a model is already within 1" of an enemy model.`;
  if (nearestEnemyIn > HWR_CHARGE_RANGE_IN) return `${u.name} cannot charge: no enemy model within ${HWR_CHARGE_RANGE_IN}".`;
  return null;
}

export interface CharacterTargetCheck {
  readonly targetName: string;
  /** Edge distance from the Character to the nearest model of any OTHER valid enemy unit (Infinity when none). */
  readonly nearestOtherValidUnitIn: number;
  /** The Character is the closest enemy unit to the shooter. */
  readonly isClosestEnemyUnit: boolean;
  readonly visible: boolean;
  /** "Sniper units ignore restrictions on targeting Characters." */
  readonly sniper: boolean;
}

/**
 * "Enemy characters cannot be targeted if they are within 3" of any other valid enemy unit. If a Character is within Line of
 * Sight and is the closest enemy unit, they can be selected as a target."
 */
export function whyCharacterNotTargetable(c: CharacterTargetCheck): string | null {
  if (c.sniper) return null;
  if (c.visible && c.isClosestEnemyUnit) return null;
  if (c.nearestOtherValidUnitIn <= HWR_CHARACTER_PROTECTION_IN)
    return `${c.targetName} cannot be targeted: a Character within ${HWR_CHARACTER_PROTECTION_IN}" of another enemy unit, and not the closest visible one.`;
  return null;
}
