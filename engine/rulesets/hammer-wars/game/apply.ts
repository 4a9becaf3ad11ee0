// Hammer Wars' appliers, one per action type (seed 002_e47fa283e0ac09ca.txt): the choices before the first round, the
// deployment phase, the combat phase's activations with their moves, attacks and special rules. Each checks the action in
// players' words and applies it to the draft.
import { applyByType, type Appliers } from '../../../game/kit';
import type { HwAction } from './actions';
import { applyAttack } from './combat';
import { applyDeploy } from './deployment';
import { applyChooseGoal, applyDeclareGoal } from './goals';
import { applyMove } from './movement';
import { applyActivate, applyChooseEdge, applyChooseOrder, applyEndActivation, applyEndDeployment, applyEndPhase } from './sequence';
import { applyChainAttack, applyEnergyPulse, applyHitAndRun } from './specials';
import type { HwState } from './state';
import { HW_NAME } from './rulesetValues';

const APPLIERS: Appliers<HwState, HwAction> = {
  'choose-order': applyChooseOrder,
  'choose-edge': applyChooseEdge,
  'choose-goal': applyChooseGoal,
  'declare-goal': applyDeclareGoal,
  deploy: applyDeploy,
  'end-deployment': applyEndDeployment,
  activate: applyActivate,
  move: applyMove,
  attack: applyAttack,
  'chain-attack': applyChainAttack,
  'hit-and-run': applyHitAndRun,
  'energy-pulse': applyEnergyPulse,
  'end-activation': applyEndActivation,
  'end-phase': applyEndPhase,
};

export const applyHw = applyByType(APPLIERS, HW_NAME);
