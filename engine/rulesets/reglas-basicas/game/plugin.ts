// The Reglas básicas game plug-in (seed 003_2820d2f43ec186dc.txt; DIGEST D): the phase turn with Stop and initiative by
// default, the Action Phase as an option (setup.options.turnModel = 'actions'), roll-under Precision, Damage dice against
// Armor minus Pierce, wounds kept until the Leadership phase and resolved model by model, Bravery morale.
import { GameSetupError, type DraftModel, type GameContext, type GameRulesetPlugin, type GameSetup, type PlayerIndex } from '../../../game/types';
import { REGLAS_BASICAS } from '../values';
import { validateReglasArmy, type RbArmy } from './army';
import { RB_DEFAULT, RB_GAME_DEFAULTS } from './defaults';
import { reglasAttackDistribution, type RbAttack, type RbTarget } from './distribution';
import { rbLegalActions } from './legal';
import { rbSampleSetup } from './sample';
import { previewRbAttack } from './preview';
import { applyRb } from './apply';
import { rbMeaning } from './meaning';
import { judgeRbMove } from './movement';
import { beginRb } from './sequence';
import { deploymentZone, type RbState, type RbUnitState } from './state';
import { draftView } from '../../../game/draftView';

function modelsOf(army: RbArmy, p: PlayerIndex): { models: DraftModel[]; units: RbUnitState[] } {
  const models: DraftModel[] = [];
  const units: RbUnitState[] = [];
  army.units.forEach((u, ui) => {
    const unit = `p${p + 1}-u${ui}`;
    units.push({ id: unit, player: p, name: u.name, index: ui, pendingWounds: 0, damageOnFirst: 0, slainThisTurn: 0, moved: 'none', shot: false, fought: false, activated: false });
    const base = u.base.diameterMm === 32 && u.health >= 3 ? { kind: 'round' as const, diameterMm: 40 } : u.base;
    for (let k = 0; k < u.size; k++)
      models.push({ id: `${unit}-${k}`, unit, player: p, name: u.name, base, x: 0, y: 0, z: 0, facingDeg: p === 0 ? 90 : 270, heightIn: u.heightIn, wounds: u.health, maxWounds: u.health, onTable: false, statuses: [] });
  });
  return { models, units };
}

function setupRb(setup: GameSetup, ctx: GameContext) {
  const model = setup.options?.turnModel ?? 'phases';
  if (model !== 'phases' && model !== 'actions') throw new GameSetupError(`setup.options.turnModel: 'phases' (the default) or 'actions', got ${JSON.stringify(model)}.`, 'setup.options.turnModel');
  // createGame validated both armies; reading them through the validator again types them (no cast).
  const armies: [RbArmy, RbArmy] = [validateReglasArmy(setup.armies[0], 'setup.armies[0]'), validateReglasArmy(setup.armies[1], 'setup.armies[1]')];
  const a = modelsOf(armies[0], 0);
  const b = modelsOf(armies[1], 1);
  const { widthIn, depthIn } = setup.layout.table;
  const objectives = setup.layout.objectives?.length ? setup.layout.objectives.map((o) => ({ id: o.id, x: o.x, y: o.y })) : [0.25, 0.5, 0.75].map((f, i) => ({ id: `obj-${i + 1}`, x: widthIn * f, y: depthIn / 2 }));
  const ruleset: RbState = { turnModel: model, step: 'deployment', units: [...a.units, ...b.units], stopped: [false, false], firstStop: null, deployFirst: 0, objectives };
  const draft = { setup, rulesetId: REGLAS_BASICAS.id, round: 0, phase: 'deployment', activation: null, toAct: 0 as PlayerIndex | null, models: [...a.models, ...b.models], points: [0, 0] as [number, number], result: null, ruleset };
  beginRb(draft, ctx);
  return draft;
}

export const REGLAS_GAME: GameRulesetPlugin<RbState> = {
  id: REGLAS_BASICAS.id,
  name: REGLAS_BASICAS.name,
  playable: true,
  maxRounds: RB_DEFAULT.turns,
  defaults: RB_GAME_DEFAULTS,
  validateArmy: (army, path) => validateReglasArmy(army, path),
  roster: (army) => validateReglasArmy(army, 'army').units.map((u) => ({ name: u.name, models: u.size, points: u.points })),
  setup: setupRb,
  legalActions: rbLegalActions,
  apply: applyRb,
  sampleSetup: rbSampleSetup,
  attackDistribution: (attack, target) => reglasAttackDistribution(attack as RbAttack, target as RbTarget),
  previewAttack: previewRbAttack,
  meaning: rbMeaning,
  judgeMove: (s, a) => judgeRbMove(draftView(s), a),
  deploymentZones: (s) => [deploymentZone(s.setup.layout.table, 0), deploymentZone(s.setup.layout.table, 1)],
  // WOUNDS are kept on the unit until the Leadership phase: they count as taken from the roll that caused them.
  woundsTaken: (s, p) => s.models.reduce((n, m) => n + (m.player === p ? m.maxWounds - m.wounds : 0), 0) + s.ruleset.units.reduce((n, u) => n + (u.player === p ? u.pendingWounds : 0), 0),
};
