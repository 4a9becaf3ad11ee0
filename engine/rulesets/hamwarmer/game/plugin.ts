// The HamWarmer 24.5 game plug-in (001_9d9921dd118cdf65.txt; DIGEST B): the seven phases with their roll-offs and
// alternating unit selection (turn.ts), appliers by action type (apply.ts), legal actions (legal.ts), action meanings,
// rules as math (S vs T, attackDistribution), army files, the sample game, and every named default.
import { firstDraft, objectivesOrCentreLine, readArmies } from '../../../game/kit';
import type { DraftModel, GameContext, GameRulesetPlugin, GameSetup, PlayerIndex } from '../../../game/types';
import { draftView } from '../../../game/draftView';
import { applyHwr, judgeHwrMove } from './apply';
import { validateHamwarmerArmy, type HwArmy } from './army';
import type { HwAttack, HwTarget } from '../../shared/attacks/attack';
import { HWR_GAME_DEFAULTS } from './defaults';
import { scenarioZone } from './deployment';
import { hamwarmerAttackDistribution } from '../../shared/attacks/distribution';
import { hwrUnitProfile, hwrWhyNot } from './card';
import { hwrHandMoves, hwrHandReach } from './handMoves';
import { hwrLegalActions } from './legal';
import { strengthVsToughness } from '../../shared/attacks/math';
import { hwrMeaning } from './meaning';
import { hwrFriendsBlockMove } from './movement';
import { previewShot } from './preview';
import { POWER_DAMAGE, POWER_RANGE_IN } from './psychic';
import { HWR_ID, HWR_NAME, HWR_RULESET_DEFAULTS } from './rulesetValues';
import { HWR_SAMPLE_ARMIES, hwrSampleSetup } from './sample';
import type { HwrState, HwrUnitState } from './state';
import { beginHwr, ROUNDS } from './turn';
import { GAME_LOS_RAYS } from './weapons';

/** Scenario defaults (named default scenario.*): "The game ends after the number of turns described in the Scenario." and no scenario is included. */
export const HWR_SCENARIO_DEFAULTS = [
  { key: 'scenario.deployment', value: '12" zones along the long edges', why: '001_9d9921dd118cdf65.txt: Deployment Zones are "described in the Scenario" and no scenario is included (DIGEST B.6).' },
  { key: 'scenario.objectives', value: 'the layout\'s objective markers', why: '001_9d9921dd118cdf65.txt: objectives are scenario material and no scenario is included.' },
  { key: 'scenario.rounds', value: 5, why: '001_9d9921dd118cdf65.txt: "The game ends after the number of turns described in the Scenario." No scenario is included; 5 rounds.' },
  { key: 'scenario.scoring', value: '1 point per objective held at the end of each round', why: '001_9d9921dd118cdf65.txt: no scoring is written; an objective is held by the player with more models within 3" of it (named default).' },
] as const;

/** How the turn sequence reads the text where it is silent (turn.ts). */
export const HWR_TURN_DEFAULTS = [
  { key: 'deployment.order', value: 'alternate units, roll-off winner first; any unit may be kept in Reserves', why: '001_9d9921dd118cdf65.txt: "Starting with the player who rolled the highest result, each player selects one of their units" (every phase). Special Deployment Modes: a deploy with mode "infiltrate" (round 1 or from Reserves) or "outflank" (from Reserves), and a "deep-strike" action with the aim point (from Reserves).' },
  { key: 'deployment.insideTransport', value: 'inside a Transport already on the table; may disembark in the first Movement phase', why: '001_9d9921dd118cdf65.txt: "Units can be Deployed (pg. 4) inside a Transport, either on the first turn or when entering from Reserves" and "A unit cannot Embark and Disembark in the same turn": a unit is deployed inside a friendly Transport that stands on the table (deployed or arrived before it; one that arrives later brings no passengers), and deploying inside is not Embarking, so the unit may disembark in the first Movement phase. From Reserves it "cannot Move in the Movement phase" of the turn it arrives, so it stays inside that turn.' },
  { key: 'deployment.infiltrateSight', value: 'any of an enemy unit\'s first three models sees any model of the unit', why: '001_9d9921dd118cdf65.txt: Infiltrate "more than 9" from an enemy unit that is not within Line of Sight, or more than 12" from any enemy unit that is within Line of Sight": an enemy unit is within sight when one of its first three models sees one of the infiltrating models where they would stand (64 rays).' },
  { key: 'deepStrike.replace', value: 'the nearest free spot to the aim point', why: '001_9d9921dd118cdf65.txt: a mishapped model "is placed as close as possible to its original position by the opposing player": the engine places it at the nearest spot (rings 0.25" apart) where it may stand, off terrain and more than 1" from enemy models.' },
  { key: 'movement.sampling', value: '0.05" steps along a straight line, edges found by bisection', why: '001_9d9921dd118cdf65.txt: "Any movement through Difficult Terrain counts double", "A model cannot pass over the base or hull of another model", "A model may not move within 1" of an enemy model in the Movement phase" and "No part of the model\'s base or hull can ... move off the edge of the battlefield": a move is a straight line per model, its base checked every 0.05" for terrain, bases and the table edge (where it enters or leaves Difficult Terrain found by bisection, so the length counted double is exact to a hair), and its path for the 1" from enemy models (the kit\'s one movement check).' },
  { key: 'fallBack.response', value: 'Overwatch', why: '001_9d9921dd118cdf65.txt: enemy units within 1" "may either fire Overwatch or Fight": Sightline fires Overwatch for each (once per turn, overwatch.perTurn).' },
  { key: 'overwatch.automatic', value: true, why: '001_9d9921dd118cdf65.txt: "Any unit targeted by a charge can fire Overwatch": it always does when it can (not within 1" of an enemy, not yet this turn).' },
  { key: 'psychic.power', value: `${POWER_DAMAGE} mortal wounds within ${POWER_RANGE_IN}" in sight`, why: '001_9d9921dd118cdf65.txt: the powers are in the Faction PDFs, which are not included. A manifested power deals d3 mortal wounds to an enemy unit within 18" in Line of Sight; the test ("2d6 ... equal to or below model\'s Leadership") and the generic Perils table are as written.' },
  { key: 'shooting.pivot', value: 'Infantry turn to their target; Vehicles and Monstrous Creatures use their facing', why: '001_9d9921dd118cdf65.txt: "Units can only select targets in a 90 degree arc in front of them" but Infantry "can pivot freely" (DIGEST B.6 facing conflict).' },
  { key: 'shooting.cover', value: 'per shooter, against the nearest target model it sees', why: '001_9d9921dd118cdf65.txt: "A model is in Cover if more than half of the model body is concealed by Terrain"; each firing model judges the nearest target model it can see (64 rays).' },
  { key: 'weapon.mode', value: 'first mode', why: '001_9d9921dd118cdf65.txt: a "Choose:" weapon picks its mode before targets; the game fires the first listed mode.' },
  { key: 'template.placement', value: 'the placement covering most of the target unit, off friendly models, unless the player places it', why: 'Used when the shoot action names no templateAt point (the computer, or a player who does not place it with the Template tool). 001_9d9921dd118cdf65.txt: a blast goes "over the centre of a target model" (within range and Line of Sight), a flame\'s narrow end "at the base of the firing model" and its wide end "at any point within Line of Sight"; "A template cannot be positioned to deliberately hit friendly models". The game tries the six nearest target models and keeps the one whose template covers most of the unit (fully covered counts 1, partly 1/2). Every template of a multi-shot weapon goes over the same model, so each touches the previous one.' },
  { key: 'template.units', value: 'the target unit; any unit after a scatter', why: '001_9d9921dd118cdf65.txt: "The defending player may remove casualties from the unit as a whole" and "A template can scatter to hit friendly models": a template placed on purpose counts the target unit\'s models; one that scattered hits every unit under it, each resolving its own hits (cover only for the target unit).' },
  { key: 'template.scatterBearing', value: 'd360, whole degrees', why: '001_9d9921dd118cdf65.txt: "roll the Scatter Die. Move the template "#d6" in the direction indicated": the arrow\'s direction is rolled on the game\'s dice as a d360.' },
  { key: 'fight.weapon', value: "the model's A with its first melee weapon, or S user AP0 D1", why: '001_9d9921dd118cdf65.txt: "The base number of attacks a model makes in the Fight phase" is A; a model without a melee weapon strikes at its own Strength.' },
  { key: 'fight.pileInConsolidate', value: 'a fight may carry its Pile In; Consolidate or hold after it', why: '001_9d9921dd118cdf65.txt: "all models in the unit may move up to 2", provided the move takes the model closer to an enemy model" (Pile In, as the fight action\'s positions) and, "After all attacks in a unit have been resolved", "closer to the closest enemy model" (Consolidate, the closest as the move starts); both keep Unit Coherency and cost double through Difficult Terrain (as any move). The engine offers each model straight towards its nearest enemy, stopping short of contact.' },
  { key: 'morale.failed', value: 'cannot Charge next turn; retreats, or Falls Back if within 1"', why: '001_9d9921dd118cdf65.txt: "The unit cannot Charge during the Charge phase"; "If any models are within 1" of enemy models, the unit must Fall Back (pg. 5), obeying the restrictions above" (its Fall Back may not end any model closer to any enemy model); otherwise it retreats (morale.retreat).' },
  { key: 'morale.retreat', value: 'the engine moves it: towards the nearest cover, else the nearest edge', why: '001_9d9921dd118cdf65.txt: "It must move its maximum Movement distance towards terrain that provides Cover. If no eligible terrain is present, the unit must move towards the nearest edge". Cover is the nearest obscuring or cover-area piece (its centre, measured from the unit\'s first model; of pieces equally near, the one farther from the nearest enemy model first, then the next when no model can move towards it; edges equally near the same way); each model goes straight at it as far as it can up to its Move (the longest of steps 0.25" apart that is allowed), each step checked as any move (not over bases or through impassable terrain, difficult terrain counting double), not ending closer to any enemy model; a model whose centre would cross the edge is destroyed (its way checked up to where its base reaches the edge). When no model can move either way: "remains in place and takes 1d6 Mortal Wounds". The unit counts as having moved.' },
  { key: 'transports.vehicles', value: 'embark, disembark and wrecks in the Movement phase; hulls pivot up to 90 degrees', why: '001_9d9921dd118cdf65.txt: "A unit that ends its Move in the movement phase wholly within 3" of a friendly Transport can enter it"; "A unit inside a Transport can be selected during the Movement phase. Deploy all models from the unit within 3" of the Transport"; "Vehicles can pivot their hulls up to 90 degrees after moving". Deploying a unit inside a Transport is deployment.insideTransport. Vehicles move in straight lines like other models; their facing sets the Toughness hit.' },
  { key: 'transport.wreck', value: 'survivors set up at the free spots nearest the wreck, within 3"', why: '001_9d9921dd118cdf65.txt: "roll 1d6 for each model inside the transport. On a 6+, the model is destroyed. Otherwise, set it up near the wreck (as Disembarking, above)": the engine places each survivor at the nearest free spot within 3" of the hull; one with no room is lost.' },
  { key: 'morale.trapped', value: 'holds', why: '001_9d9921dd118cdf65.txt: a unit that failed Morale within 1" of an enemy "must fall back"; if no Fall Back move is open (hemmed in), it stays where it is.' },
  { key: 'los.rays', value: GAME_LOS_RAYS, why: 'The game judges sight with 64 rays per model pair (the LOS tool uses 256): visible when any ray reaches the target.' },
  { key: 'game.rounds', value: ROUNDS, why: 'scenario.rounds: the game ends after 5 rounds, or when an army has no models on the table and none in Reserves.' },
] as const;

function modelsOf(army: HwArmy, p: PlayerIndex): { models: DraftModel[]; units: HwrUnitState[] } {
  const models: DraftModel[] = [];
  const units: HwrUnitState[] = [];
  army.units.forEach((u, ui) => {
    const unit = `p${p + 1}-u${ui}`;
    const count = u.models.reduce((n, g) => n + g.count, 0);
    units.push({
      id: unit, player: p, name: u.name, index: ui, types: [...u.types], rules: [...u.rules], points: u.points, originalModels: count,
      reserves: false, placed: false, arrivedRound: 0, movedRound: 0, fellBackRound: 0, chargedRound: 0, failedMoraleRound: 0, pinnedRound: 0, overwatchRound: 0,
      modelsAtRoundStart: 0, fightTaken: 0, fightInflicted: 0,
    });
    u.models.forEach((g, gi) => {
      for (let k = 0; k < g.count; k++)
        models.push({
          id: `${unit}-g${gi}-${k}`, unit, player: p, name: g.name, base: g.base, x: 0, y: 0, z: 0, facingDeg: p === 0 ? 90 : 270,
          heightIn: g.heightIn, wounds: g.profile.HP, maxWounds: g.profile.HP, onTable: false, statuses: [],
        });
    });
  });
  return { models, units };
}

function setupHwr(setup: GameSetup, ctx: GameContext) {
  const [armyA, armyB] = readArmies(setup, validateHamwarmerArmy);
  const a = modelsOf(armyA, 0);
  const b = modelsOf(armyB, 1);
  const ruleset: HwrState = { units: [...a.units, ...b.units], first: 0, done: [], fightStage: 'chargers', movedNormally: [false, false], objectives: objectivesOrCentreLine(setup.layout) };
  const draft = firstDraft(setup, 'setup', [...a.models, ...b.models], ruleset);
  beginHwr(draft, ctx);
  return draft;
}

export const HAMWARMER_GAME: GameRulesetPlugin<HwrState> = {
  id: HWR_ID,
  name: HWR_NAME,
  playable: true,
  maxRounds: ROUNDS,
  defaults: [...HWR_RULESET_DEFAULTS, ...HWR_GAME_DEFAULTS, ...HWR_SCENARIO_DEFAULTS, ...HWR_TURN_DEFAULTS],
  validateArmy: validateHamwarmerArmy,
  roster: (army) => validateHamwarmerArmy(army, 'army').units.map((u) => ({ name: u.name, models: u.models.reduce((n, g) => n + g.count, 0), points: u.points })),
  setup: setupHwr,
  legalActions: hwrLegalActions,
  apply: applyHwr,
  sampleSetup: hwrSampleSetup,
  sampleArmies: HWR_SAMPLE_ARMIES,
  strengthVsToughness,
  attackDistribution: (attack, target) => hamwarmerAttackDistribution(attack as HwAttack, target as HwTarget),
  previewAttack: previewShot,
  meaning: hwrMeaning,
  handMoves: hwrHandMoves,
  handReach: hwrHandReach,
  friendsBlockMove: (s, unit) => hwrFriendsBlockMove(draftView(s), unit),
  unitProfile: hwrUnitProfile,
  whyNot: hwrWhyNot,
  judgeMove: (s, a) => judgeHwrMove(draftView(s), a),
  // scenario.deployment: 12" zones along the long edges, whatever the layout draws.
  deploymentZones: (s) => [scenarioZone(s.setup.layout.table, 0), scenarioZone(s.setup.layout.table, 1)],
};
