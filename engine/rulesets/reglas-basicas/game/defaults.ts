// Reglas básicas game rules: every choice Sightline makes where 003_2820d2f43ec186dc.txt is silent or contradicts itself
// (DIGEST D.6). The text gives no table, deployment, terrain, game length or scoring at all.
import type { RulesetDefault } from '../../types';

export const SEED = '003_2820d2f43ec186dc.txt';

export const RB_DEFAULT = {
  turns: 5,
  zoneDepthIn: 12,
  inCombatIn: 1,
  objectiveRangeIn: 3,
  losRays: 64,
} as const;

export const RB_GAME_DEFAULTS: readonly RulesetDefault[] = [
  { key: 'reglas.turnModel', value: 'phases (Movement, Ranged, Melee, Leadership) with Stop', why: `${SEED} describes two turn models ("## Turn structure" with four phases and Stop; "# The Turn / ## Action Phase" with activations). The phase model is the default; the Action Phase model is the option setup.options.turnModel = 'actions' (then: Action, Leadership).` },
  { key: 'reglas.die', value: 'd6', why: `${SEED} says "roll a die" throughout and never names the die (DIGEST D.6).` },
  { key: 'reglas.firstPlayer', value: 'roll-off', why: `${SEED}: "The first player to choose to Stop will act first in the following phase", but nobody has stopped before the first phase: a roll-off (d6 each, ties rerolled) decides it, and deployment.` },
  { key: 'reglas.inCombat', value: 'within 1"', why: `${SEED} never defines "in combat": a unit is in combat when one of its models is within 1" (edge to edge) of an enemy model.` },
  { key: 'reglas.chargeFights', value: 'a unit that Charged fights in the Melee phase', why: `${SEED} contradicts itself: "Charge (double move that must end in combat but can't shoot)" and "It may then immediately Fight" against "## Melee: ... haven't Run, Retreated or Charged". Two statements against one: chargers fight.` },
  { key: 'reglas.retreat', value: 'up to twice Move, ending out of combat', why: `${SEED}: "Resolve this move just as if the unit had been declared Running"; a Retreat that stays in combat would be no retreat, so it must end out of combat.` },
  { key: 'reglas.shootInCombat', value: 'only at a unit it is in combat with', why: `${SEED} (Shoot action): "If the unit is in combat it must Attack a unit it's in combat with." Applied in the Ranged phase too.` },
  { key: 'reglas.rangedSight', value: 'a model needs line of sight to shoot; melee needs none', why: `${SEED} has no line of sight rule: a model shoots only at a target model it can see (any of 64 rays), and strikes in melee within its weapon's Range.` },
  { key: 'reglas.resolveOrder', value: 'the most damaged model first', why: `${SEED}: "Once a player has started damaging a model they must continue to do so until that model is slain." Damage left from an earlier turn is finished first.` },
  { key: 'reglas.cost', value: 'the first number of "(120/30)"', why: `${SEED} writes unit costs as "(120/30)" or "(100/30@480)" without explaining them (DIGEST D.5): the first number is the unit's points.` },
  { key: 'reglas.specials', value: 'not yet applied', why: `${SEED}: Loadouts and Special lines (shields, rerolls, Shrug, Throwing Axes, Empower, Frenzy, Standfast/Hold) are kept in the army files as notes and not applied yet; the Leadership Skills step has none to run. "Rules for Magic and Prayers are in the first section" refers to a section that is not there.` },
  { key: 'reglas.coherency', value: 'none', why: `${SEED} defines no coherency; Sightline moves each unit as a block.` },
  { key: 'reglas.table', value: '44" x 60", 12" long-edge zones, units placed alternately', why: `${SEED} gives no table size, deployment zones or terrain rules (DIGEST D.1).` },
  { key: 'reglas.scoring', value: '1 point per objective held at the end of each turn, 5 turns', why: `${SEED} has no victory conditions or game length: objectives are the layout's markers (or three on the centre line), held with more models within 3"; an army with no models left loses at once.` },
  { key: 'reglas.hunters', value: 'the first value of each range', why: `${SEED} lists the Hunters with ranges ("Armor: 1/2", "Movement: 11\\"/12\\"") instead of values (DIGEST D.6); the sample army takes the first value of each.` },
  { key: 'reglas.builder', value: '"Cost N" is the price of one step', why: `${SEED}: the builder's menus are "Cost 1/2/3" lists; read as the price of one +1 step, the Spearhead's "Troop 5+1+3+2+2+2+2+3 = 20" adds up (DIGEST D.6). The builder is data (builder.ts); building new units in the app is not yet offered.` },
  { key: 'reglas.bases', value: '32 mm round (40 mm for Health 3 or more)', why: `${SEED} gives no base sizes.` },
];
