// HamWarmer 24.5 rules with dice, as pure functions of the faces rolled (001_9d9921dd118cdf65.txt): psychic tests and
// Perils of the Warp, morale, charge, weapon rules (Heavy, Indirect, Sniper, Rapid Fire range bands), vehicle facings.
import { HWR_DEFAULT } from './defaults';
import { HWR_AURA_IN, HWR_FRONT_ARC_DEG } from './rulesetValues';

const SEED = '001_9d9921dd118cdf65.txt';

// ---------- Psychic ----------

export interface PsychicTest {
  readonly total: number;
  /** "If the result is equal to or below model's Leadership, the test is successful, and the power activates." */
  readonly success: boolean;
  /** "If a double 1 or double 6 is rolled, the model suffers Perils of the Warp." */
  readonly perils: boolean;
}

/** "Roll 2d6 and compare it to model's Leadership." Modifiers to Ld do not apply unless an ability says so. */
export function psychicTest(faces: readonly [number, number], leadership: number): PsychicTest {
  const [a, b] = faces;
  const total = a + b;
  return { total, success: total <= leadership, perils: a === b && (a === 1 || a === 6) };
}

export type PerilsEffect =
  | { readonly result: 1; readonly name: 'Warp Blast'; readonly template: 'large-blast'; readonly hit: { strength: 9; ap: -2 }; readonly removeModel: true }
  | { readonly result: 2; readonly name: 'Warp Burst'; readonly template: 'small-blast'; readonly hit: { strength: 6; ap: 0 }; readonly removeModel: true }
  | { readonly result: 3; readonly name: 'Instant Death'; readonly removeModel: true }
  | { readonly result: 4; readonly name: 'Staggered'; readonly mortalWounds: 'd3'; readonly removeModel: false }
  | { readonly result: 5; readonly name: 'Pinned'; readonly pinnedNextMovement: true; readonly removeModel: false }
  | { readonly result: 6; readonly name: 'Blessed By The Warp'; readonly restoreFullHp: true; readonly removeModel: false };

/**
 * The generic Perils table (used because "Each Faction has its own Perils table. If, for some reason, one is not included,
 * use the table below." and no Faction PDF is included):
 * 1 "Warp Blast. Place the Large Blast template over the model. All models entirely or partially under the template take 1 S9 AP-2 hit. Then remove the model."
 * 2 "Warp Burst. Place the Small Blast template over the model. All models entirely or partially under the template take 1 S6 AP0 hit. Then remove the model."
 * 3 "Instant Death. Remove the model." 4 "Staggered. The model takes 1d3 Mortal Wounds."
 * 5 "Pinned. The model may not move in the next Movement phase." 6 "Blessed By The Warp. The model is restored to full HP."
 */
export function perilsOfTheWarp(d6: number): PerilsEffect {
  switch (d6) {
    case 1: return { result: 1, name: 'Warp Blast', template: 'large-blast', hit: { strength: 9, ap: -2 }, removeModel: true };
    case 2: return { result: 2, name: 'Warp Burst', template: 'small-blast', hit: { strength: 6, ap: 0 }, removeModel: true };
    case 3: return { result: 3, name: 'Instant Death', removeModel: true };
    case 4: return { result: 4, name: 'Staggered', mortalWounds: 'd3', removeModel: false };
    case 5: return { result: 5, name: 'Pinned', pinnedNextMovement: true, removeModel: false };
    case 6: return { result: 6, name: 'Blessed By The Warp', restoreFullHp: true, removeModel: false };
    default: throw new Error(`${SEED} Perils of the Warp: a d6 result from 1 to 6 (got ${d6}).`);
  }
}

// ---------- Morale ----------

export interface MoraleUnit {
  /** Models the unit started the game with ("its original model count"). */
  readonly originalModels: number;
  /** Models at the start of this turn (named default morale.casualtyBase). */
  readonly modelsAtTurnStart: number;
  readonly modelsNow: number;
  /** Leadership of each model; null for "-". */
  readonly leadership: readonly (number | null)[];
  readonly fearless?: boolean;
  /** Ld of friendly Characters within 6" of any model of the unit (the Aura of Leadership). */
  readonly auraLeadership?: readonly number[];
  /** Any model within 1" of an enemy model now. */
  readonly engaged: boolean;
  /** Casualties it took and inflicted in this turn's Fight phase. */
  readonly fightCasualtiesTaken?: number;
  readonly fightCasualtiesInflicted?: number;
}

/**
 * Who tests: a unit that "Suffered 25% or more casualties this turn, but is not currently within 1" of any enemy models", or
 * one that "Took more casualties than it inflicted in the Fight phase and is currently within 1" of any enemy models."
 */
export function mustTestMorale(u: MoraleUnit): boolean {
  if (u.modelsNow === 0) return false;
  const lost = u.modelsAtTurnStart - u.modelsNow;
  if (!u.engaged && u.modelsAtTurnStart > 0 && lost * 4 >= u.modelsAtTurnStart && lost > 0) return true;
  return u.engaged && (u.fightCasualtiesTaken ?? 0) > (u.fightCasualtiesInflicted ?? 0);
}

/**
 * The Ld the unit tests on, or null for an automatic pass. "the highest Leadership value of any model in the unit" or "the
 * Leadership of any friendly model with the Character type that is within 6" of any model in the unit", then "A unit has -1 Ld
 * if it is below 25% of its original model count and -2 Ld if it is below 50%", read the other way round (named default
 * morale.strengthModifiers): below 50% -1, below 25% -2.
 */
export function moraleLeadership(u: MoraleUnit): number | null {
  if (u.fearless) return null; // "Fearless": passes Morale tests automatically
  const own = u.leadership.filter((l): l is number => l !== null);
  if (own.length === 0 && u.leadership.length > 0) return null; // 'If a unit has a Ld of "-", it automatically passes'
  const best = Math.max(...own, ...(u.auraLeadership ?? []));
  return best + moraleStrengthModifier(u.originalModels, u.modelsNow);
}

export function moraleStrengthModifier(originalModels: number, modelsNow: number): number {
  if (modelsNow * 4 < originalModels) return HWR_DEFAULT.moraleBelowQuarter;
  if (modelsNow * 2 < originalModels) return HWR_DEFAULT.moraleBelowHalf;
  return 0;
}

/** "Roll 2d6 ... If the result is equal to or below the unit's Ld, the unit passes." "A result of 2 always passes, regardless of any modifiers." */
export function moraleTest(faces: readonly [number, number], ld: number | null): boolean {
  if (ld === null) return true;
  const total = faces[0] + faces[1];
  return total === 2 || total <= ld;
}

/** Probability of passing, for the UI and the computer opponent. */
export function pMoralePass(ld: number | null): number {
  if (ld === null) return 1;
  let pass = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (moraleTest([a, b], ld)) pass++;
  return pass / 36;
}

/** Whether a Character is close enough to lend its Ld: "within 6" of any model in the unit" (edge to edge distance given). */
export const inLeadershipAura = (edgeDistanceIn: number): boolean => edgeDistanceIn <= HWR_AURA_IN;

// ---------- Charge ----------

/** "Roll 2d6. This is the maximum number of inches any model from the charging unit can move." */
export const chargeDistance = (faces: readonly [number, number]): number => faces[0] + faces[1];

/** Probability that 2d6 reaches `inches` (what a charge needs to end within 1"). */
export function pChargeReaches(inches: number): number {
  let ok = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= inches) ok++;
  return ok / 36;
}

// ---------- Weapon rules ----------

export type UnitType = 'Infantry' | 'Character' | 'Monstrous Creature' | 'Vehicle';

/** "Heavy: Infantry models cannot fire a Heavy weapon if they moved this turn." */
export const canFireHeavy = (types: readonly UnitType[], moved: boolean): boolean => !(moved && types.includes('Infantry') && !types.includes('Vehicle') && !types.includes('Monstrous Creature'));

/** "Indirect: Does not require Line of Sight." */
export const needsLineOfSight = (weaponRules: readonly string[]): boolean => !weaponRules.includes('Indirect');

/** "Sniper units ignore restrictions on targeting Characters." */
export const ignoresCharacterProtection = (unitRules: readonly string[], weaponRules: readonly string[]): boolean =>
  unitRules.includes('Sniper') || weaponRules.includes('Sniper');

/**
 * Shots at a distance: "double the number of shots the weapon makes if the target is within half the weapon's range. (E.g. A
 * weapon with a 24" range makes 1 shot at 12"-24" or 2 shots at 1"-12")". Returns the multiplier (0: out of range).
 * Exactly half range counts as within (named default rapidFire.halfRange).
 */
export function shotMultiplier(rangeIn: number, distanceIn: number, weaponRules: readonly string[]): number {
  if (distanceIn > rangeIn) return 0;
  let m = weaponRules.includes('Twin') ? 2 : 1;
  if (weaponRules.includes('Rapid Fire') && distanceIn <= rangeIn / 2) m *= 2;
  return m;
}

/** "Units can only select targets in a 90 degree arc in front of them." Bearing and facing in degrees counter-clockwise from +x. */
export function inFrontArc(facingDeg: number, fromX: number, fromY: number, toX: number, toY: number, arcDeg = HWR_FRONT_ARC_DEG): boolean {
  if (fromX === toX && fromY === toY) return true;
  const bearing = (Math.atan2(toY - fromY, toX - fromX) * 180) / Math.PI;
  return Math.abs(angleDiff(bearing, facingDeg)) <= arcDeg / 2 + 1e-9;
}

const angleDiff = (a: number, b: number): number => {
  let d = (a - b) % 360;
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  return d;
};

// ---------- Vehicles ----------

export type VehicleFacing = 'front' | 'side' | 'rear';

export interface VehicleToughness {
  readonly front: number;
  readonly side: number;
  readonly rear: number;
}

/**
 * "Vehicles have different Toughness values depending on their facing." Which facing a shot strikes: the attacker's bearing
 * from the vehicle within 45 degrees of its facing is the front, within 45 degrees of its back the rear, else a side
 * (named default vehicle.facings).
 */
export function vehicleFacingHit(vehicleX: number, vehicleY: number, vehicleFacingDeg: number, attackerX: number, attackerY: number): VehicleFacing {
  const half = HWR_DEFAULT.vehicleArcDeg / 2;
  const bearing = (Math.atan2(attackerY - vehicleY, attackerX - vehicleX) * 180) / Math.PI;
  const d = Math.abs(angleDiff(bearing, vehicleFacingDeg));
  if (d <= half) return 'front';
  if (d >= 180 - half) return 'rear';
  return 'side';
}

export const vehicleToughnessFrom = (t: VehicleToughness, facing: VehicleFacing): number => t[facing];

/** "Vehicles can pivot their hulls up to 90 degrees after moving"; Consolidate: "Vehicles can pivot up to 45 degrees". */
export const vehiclePivotAllowed = (fromDeg: number, toDeg: number, maxDeg: 90 | 45): boolean => Math.abs(angleDiff(toDeg, fromDeg)) <= maxDeg + 1e-9;
