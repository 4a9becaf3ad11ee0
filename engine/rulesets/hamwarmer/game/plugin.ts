// The HamWarmer 24.5 game plug-in. Registered NOT playable: its rules as math (S vs T, attackDistribution), army files and
// named defaults are in; the turn sequence (phases, deployment, movement, shooting, charge, fight, morale) is not yet.
import { GameSetupError, type GameRulesetPlugin } from '../../../game/types';
import { validateHamwarmerArmy } from './army';
import { HWR_GAME_DEFAULTS } from './defaults';
import { hamwarmerAttackDistribution } from './distribution';
import { strengthVsToughness } from './math';
import type { HwAttack, HwTarget } from './attack';
import { HWR_ID, HWR_NAME, HWR_RULESET_DEFAULTS } from './rulesetValues';

const NOT_PLAYABLE = `${HWR_NAME} is not playable yet: its rules as math (S vs T, attack distributions, saves, morale, perils) and army files are in the engine, but the turn sequence (the seven phases with their roll-offs, deployment, movement, shooting, charge, fight, morale, transports) is not.`;

const refuse = (): never => {
  throw new GameSetupError(NOT_PLAYABLE, 'setup.rulesetId');
};

/** Scenario defaults (named default scenario.*): "The game ends after the number of turns described in the Scenario." and no scenario is included. */
export const HWR_SCENARIO_DEFAULTS = [
  { key: 'scenario.deployment', value: '12" zones along the long edges', why: '001_9d9921dd118cdf65.txt: Deployment Zones are "described in the Scenario" and no scenario is included (DIGEST B.6).' },
  { key: 'scenario.objectives', value: 'the layout\'s objective markers', why: '001_9d9921dd118cdf65.txt: objectives are scenario material and no scenario is included.' },
  { key: 'scenario.rounds', value: 5, why: '001_9d9921dd118cdf65.txt: "The game ends after the number of turns described in the Scenario." No scenario is included; 5 rounds.' },
  { key: 'scenario.scoring', value: '1 point per objective held at the end of each round', why: '001_9d9921dd118cdf65.txt: no scoring is written; an objective is held by the player with more models within 3" of it (named default).' },
] as const;

export const HAMWARMER_GAME: GameRulesetPlugin<Record<string, never>> = {
  id: HWR_ID,
  name: HWR_NAME,
  playable: false,
  maxRounds: 5,
  defaults: [...HWR_RULESET_DEFAULTS, ...HWR_GAME_DEFAULTS, ...HWR_SCENARIO_DEFAULTS],
  validateArmy: validateHamwarmerArmy,
  setup: refuse,
  legalActions: () => [],
  apply: refuse,
  sampleSetup: refuse,
  strengthVsToughness,
  attackDistribution: (attack, target) => hamwarmerAttackDistribution(attack as HwAttack, target as HwTarget),
};
