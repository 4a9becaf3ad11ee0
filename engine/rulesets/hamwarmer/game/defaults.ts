// HamWarmer 24.5 game rules: every choice Sightline makes where 001_9d9921dd118cdf65.txt is silent or contradicts itself (DIGEST B.6).
import type { RulesetDefault } from '../../types';
import { ATTACK_DEFAULT } from '../../shared/attacks/defaults';

export const SEED = '001_9d9921dd118cdf65.txt';

/** The named defaults, by key, so code reads `HWR_DEFAULT.coverToHit` and players see the same list. */
export const HWR_DEFAULT = {
  /** Cover's signs, the cover bonus and an Invulnerable Save, a natural 1 in melee: the attack rules' own (shared/attacks). */
  ...ATTACK_DEFAULT,
  /** AP 0, -1, -2 ... is added to the save roll ("AP-2" in the Perils table): AP-1 turns a 3+ save into a 4+. */
  apAddsToSaveRoll: true,
  /** "-1 Ld if it is below 25% ... -2 Ld if it is below 50%" is inverted: below 50% is -1, below 25% is -2, not cumulative. */
  moraleBelowHalf: -1,
  moraleBelowQuarter: -2,
  /** "25% or more casualties this turn": 25% of the models the unit had at the start of the turn. */
  moraleCasualtyBase: 'start-of-turn',
  /** "round up. 2.5 becomes 3 and 7.2 becomes 7": both examples fit rounding to the nearest, halves up. */
  rounding: 'nearest-half-up',
  /** The chart stops at 10; beyond it the text rule (the difference between S and T) decides. */
  strengthToughnessBeyondChart: 'text-rule',
  /** Overwatch "once per phase": a unit may fire Overwatch at most once per turn (Fall Back and Charge share it). */
  overwatchPerTurn: 1,
  /** Rapid Fire at exactly half range: the example's bands overlap at 12"; the shorter band (double shots) wins. */
  rapidFireAtHalfRange: 'double',
  /** A template covering less than this share of a base is "only a sliver" and misses. */
  templateSliver: 0.1,
  /** Vehicle facings: the front and rear are the 90-degree arcs ahead and behind the hull; the rest are sides. */
  vehicleArcDeg: 90,
  /** Hits are allocated before wounding "one hit to each model before a second": identical models share them evenly. */
  hitAllocation: 'even-spread',
} as const;

export const HWR_GAME_DEFAULTS: readonly RulesetDefault[] = [
  { key: 'save.apDirection', value: 'added to the roll', why: `${SEED}: "rolls 1d6, modified by the weapon's Armour Penetration (AP) value" does not say which way; the Perils table writes "AP-2", so AP is added to the roll (DIGEST B.6).` },
  { key: 'cover.invulnerable', value: HWR_DEFAULT.coverImprovesInvulnerable, why: `${SEED}: the cover bonus is written for the "Armour Save"; it does not improve an Invulnerable Save.` },
  { key: 'morale.strengthModifiers', value: '-1 below 50%, -2 below 25%', why: `${SEED}: "A unit has -1 Ld if it is below 25% of its original model count" and "-2 Ld if it is below 50% of its original model count": a unit below 25% is also below 50%, and the smaller remnant would get the milder penalty; read the other way round, not cumulative (DIGEST B.6). The Morale test's roll names it when it applies.` },
  { key: 'morale.casualtyBase', value: HWR_DEFAULT.moraleCasualtyBase, why: `${SEED}: "Suffered 25% or more casualties this turn" does not say of what; of the models the unit had at the start of the turn (DIGEST B.6).` },
  { key: 'rounding', value: HWR_DEFAULT.rounding, why: `${SEED}: "When necessary, round up. 2.5 becomes 3 and 7.2 becomes 7." contradicts itself; both examples fit rounding to the nearest, halves up (DIGEST B.6).` },
  { key: 'melee.naturalOne', value: HWR_DEFAULT.meleeNaturalOneFails, why: `${SEED}: the melee hit roll has no "unmodified 1" rule (shooting, wound and save rolls have one); a 1 fails in melee too.` },
  { key: 'woundChart.beyond10', value: HWR_DEFAULT.strengthToughnessBeyondChart, why: `${SEED}: the S vs T chart stops at 10; beyond it the text rule ("Strength 2 or More Over Toughness: 2+" ...) decides, which the chart matches cell by cell.` },
  { key: 'overwatch.perTurn', value: HWR_DEFAULT.overwatchPerTurn, why: `${SEED}: "can fire Overwatch once per phase" but also at units that Fall Back in the Movement phase; Sightline caps it at once per turn (DIGEST B.6).` },
  { key: 'rapidFire.halfRange', value: HWR_DEFAULT.rapidFireAtHalfRange, why: `${SEED}: "1 shot at 12"-24" or 2 shots at 1"-12"" overlap at exactly half range; "within half the weapon's range" includes it, so double shots.` },
  { key: 'template.sliver', value: HWR_DEFAULT.templateSliver, why: `${SEED}: "If only a sliver of base is covered, assume the model is not hit." A sliver is under 10% of the base's area.` },
  { key: 'vehicle.facings', value: '90-degree front and rear arcs', why: `${SEED}: "Vehicles have different Toughness values depending on their facing." The facings are not drawn; the front and rear are the 90-degree arcs ahead and behind, the rest the sides.` },
  { key: 'hits.allocation', value: HWR_DEFAULT.hitAllocation, why: `${SEED}: "If a model in the unit has already had a hit allocated to it, it cannot have a second hit allocated to it until all other models in the unit have had one hit allocated." With identical models this spreads the hits evenly; damaged models are hit first where the defender chooses.` },
  { key: 'morale.retreat.closer', value: 'model by model, edge to edge', why: `${SEED}: "The unit cannot move closer to any enemy models." No model may end closer, edge to edge, to any enemy model than it started.` },
  { key: 'morale.retreat.offTable', value: 'base centre leaves the table', why: `${SEED}: "If this movement would take a model off the battlefield, the model is destroyed." A model whose base centre leaves the table is destroyed.` },
  { key: 'deployment.baseExtent', value: 'the circle round the whole base', why: `${SEED}: "within your Deployment Zone", "within 2" of the table edge" do not say how a base is measured; the circle round the whole base must be inside the zone, and its edge within 2" of the table edge (exact for round bases).` },
  { key: 'deployment.reservesEveryModel', value: true, why: `${SEED}: "place it within your Deployment Zone within 2" of the table edge and more than 9" away from any enemy models" is said of the unit; every model must satisfy it.` },
  { key: 'scenario.objectiveRange', value: 3, why: `${SEED}: no objective rules are included; a player holds an objective with more models within 3" (edge of base to the marker centre) than the opponent.` },
  { key: 'deepStrike.mishap', value: 'one 2d6 for the unit, spread like hits', why: `${SEED}: "If any models would be placed inside Terrain ... the model takes 2d6 Mortal Wounds" names one model though any can trigger it (DIGEST B.6); one 2d6 roll of mortal wounds for the unit, spread over it like hits.` },
];
