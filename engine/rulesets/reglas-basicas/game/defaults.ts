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
  { key: 'reglas.specials', value: "each unit's Loadout and Special lines, found by its name (specials.ts)", why: `${SEED}: "Loadouts:" and "Special:" lines under each unit: "On a 1 ignore the wound", "+1 Pierce in Melee, +1 Armor when they haven't charged", "Reroll failed Melee Precision rolls", "Every 4 or less inflicts a WOUND", Throwing Axes "once per battle ... at the beginning of a Charge move" (the action's throwingAxes: true, at the charge's target), "Reroll 6s on Armor rolls in the Ranged phase" (rolls against the Evocators), lightning "After this unit attacks", Standfast, the leaders' damage. The unclear ones are the defaults below.` },
  { key: 'reglas.loadout', value: "the army file's loadout, else the first written", why: `${SEED} lists "Loadouts:" as choices ("War-picks and Shields / Handaxe and Shields / Pair of Handaxes") and an army's unit does not say which it carries: the army file's \`loadout\` names it; without one, the first written.` },
  { key: 'reglas.ward', value: 'the models in the unit', why: `${SEED}: "On a 1 ignore the wound. 2 if at least 10. 3 if at least 20." does not say ten of what: a unit of 10 or more models ignores a wound on a 1-2, 20 or more on a 1-3. Hearthguard: "On a 3 if within 10\" of a Fyreslayer HERO": 1-3 then.` },
  { key: 'reglas.lightning', value: 'a 3 or less wounds; the unit attacked, else the nearest within 3"', why: `${SEED}: "roll 2 dice for each model in this unit. On a 3 deal a WOUND" against the text's roll-under dice ("if the roll is equal or lower, it scores a HIT", "On a 1 ignore the wound ... 3 if at least 20"): 3 or less. "choose an enemy unit within 3\"": the unit just attacked when within 3", else the nearest.` },
  { key: 'reglas.shields', value: "the charge's target, when within 8\"", why: `${SEED}: "When charging and holding shields, choose a unit within 8\" and roll a die for each model in this unit with Shields. On a 1 deal a wound": at the start of the charge, the unit charged (every model of a Shields loadout holds one).` },
  { key: 'reglas.standfast', value: 'an Action Phase Hold out of combat: +1 Armor until the turn ends', why: `${SEED}: "Standfast (take Hold action out of combat for +1 Armor)" says neither how long nor in which turn model: only the Action Phase has a Hold; the Armor lasts until the next turn begins.` },
  { key: 'reglas.hornblower', value: "the army file's hornblower (the sample Vulkite Berzerkers take one)", why: `${SEED}: "A model in this unit may be a hornblower, granting +2\" Movement when Charging": a player's choice with no cost written, so the army file says it (\`hornblower: true\`); the charge may then go twice the Movement and 2" more. Only a unit whose Special line offers it may take one.` },
  { key: 'reglas.magic', value: 'Empower cast in Leadership Skills on 2d6 of 6 or more, on the friendly unit within 12" nearest an enemy; it rerolls the Armor rolls that hold', why: `${SEED}: "1. Leadership Skills (Magic/Prayers/etc.)" and "It can cast Empower" ("Cast at 6"), but "Rules for Magic and Prayers are in the first section" refers to a section that is not there. Read: the casting roll of the game the unit is converted from, 2d6 reaching the value; "Pick a friendly unit within 12\" of the caster" is the player's pick, made for them as the unit nearest an enemy; "reroll successfull Armor rolls for HITs made by that unit" read as the Armor dice that held (a roll that wounds is the attacker's success, rerolling it would weaken the spell).` },
  { key: 'reglas.coherency', value: 'none', why: `${SEED} defines no coherency; Sightline moves each unit as a block.` },
  { key: 'reglas.table', value: '44" x 60", 12" long-edge zones, units placed alternately', why: `${SEED} gives no table size, deployment zones or terrain rules (DIGEST D.1).` },
  { key: 'reglas.scoring', value: '1 point per objective held at the end of each turn, 5 turns', why: `${SEED} has no victory conditions or game length: objectives are the layout's markers (or three on the centre line), held with more models within 3"; an army with no models left loses at once.` },
  { key: 'reglas.hunters', value: 'the first value of each range', why: `${SEED} lists the Hunters with ranges ("Armor: 1/2", "Movement: 11\\"/12\\"") instead of values (DIGEST D.6); the sample army takes the first value of each.` },
  { key: 'reglas.builder', value: '"Cost N" is the price of one step', why: `${SEED}: the builder's menus are "Cost 1/2/3" lists; read as the price of one +1 step, the Spearhead's "Troop 5+1+3+2+2+2+2+3 = 20" adds up (DIGEST D.6). The builder is data (builder.ts); the app has no unit-building screen.` },
  { key: 'reglas.bases', value: '32 mm round (40 mm for Health 3 or more)', why: `${SEED} gives no base sizes.` },
];
