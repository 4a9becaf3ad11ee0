// The Reglas básicas game plug-in (seed 003_2820d2f43ec186dc.txt; DIGEST D): the phase turn with Stop and initiative by
// default, the Action Phase as an option (setup.options.turnModel = 'actions'), roll-under Precision, Damage dice against
// Armor minus Pierce, wounds kept until the Leadership phase and resolved model by model, Bravery morale.
import { firstDraft, objectivesOrCentreLine, readArmies, unitModels } from '../../../game/kit';
import { GameSetupError, type DraftModel, type DraftState, type GameContext, type GameRulesetPlugin, type GameSetup, type PlayerIndex } from '../../../game/types';
import { REGLAS_BASICAS } from '../values';
import { validateReglasArmy, type RbArmy } from './army';
import { RB_DEFAULT, RB_GAME_DEFAULTS } from './defaults';
import { reglasAttackDistribution, type RbAttack, type RbTarget } from './distribution';
import { rbLegalActions } from './legal';
import { RB_SAMPLE_ARMIES, rbSampleSetup } from './sample';
import { previewRbAttack } from './preview';
import { applyRb } from './apply';
import { rbMeaning } from './meaning';
import { rbUnitProfile } from './card';
import { judgeRbMove } from './movement';
import { beginRb } from './sequence';
import { deploymentZone, type RbState, type RbUnitState } from './state';
import { draftView } from '../../../game/draftView';
import { rbHandMoves } from './handMoves';
import { rbWhyNot } from './whyNot';

function modelsOf(army: RbArmy, p: PlayerIndex): { models: DraftModel[]; units: RbUnitState[] } {
  const units = army.units.map((u, ui): RbUnitState => ({ id: `p${p + 1}-u${ui}`, player: p, name: u.name, index: ui, pendingWounds: 0, damageOnFirst: 0, slainThisTurn: 0, moved: 'none', shot: false, fought: false, activated: false }));
  // A 32 mm base for a model of 3 or more Health is taken as 40 mm (named default reglas.bases).
  const base = (u: RbArmy['units'][number]) => (u.base.diameterMm === 32 && u.health >= 3 ? { kind: 'round' as const, diameterMm: 40 } : u.base);
  return { models: army.units.flatMap((u, ui) => unitModels(units[ui]!.id, p, u.size, { name: u.name, base: base(u), heightIn: u.heightIn, wounds: u.health })), units };
}

function setupRb(setup: GameSetup, ctx: GameContext): DraftState<RbState> {
  const model = setup.options?.turnModel ?? 'phases';
  if (model !== 'phases' && model !== 'actions') throw new GameSetupError(`setup.options.turnModel: 'phases' (the default) or 'actions', got ${JSON.stringify(model)}.`, 'setup.options.turnModel');
  const [armyA, armyB] = readArmies(setup, validateReglasArmy);
  const a = modelsOf(armyA, 0);
  const b = modelsOf(armyB, 1);
  const objectives = objectivesOrCentreLine(setup.layout).map((o) => ({ id: o.id, x: o.x, y: o.y }));
  const ruleset: RbState = { turnModel: model, step: 'deployment', units: [...a.units, ...b.units], stopped: [false, false], firstStop: null, deployFirst: 0, objectives };
  const draft = firstDraft(setup, 'deployment', [...a.models, ...b.models], ruleset);
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
  whyNot: (g, unit) => rbWhyNot(g, unit, rbLegalActions(g)),
  handMoves: rbHandMoves,
  apply: applyRb,
  sampleSetup: rbSampleSetup,
  sampleArmies: RB_SAMPLE_ARMIES,
  attackDistribution: (attack, target) => reglasAttackDistribution(attack as RbAttack, target as RbTarget),
  previewAttack: previewRbAttack,
  meaning: rbMeaning,
  unitProfile: rbUnitProfile,
  judgeMove: (s, a) => judgeRbMove(draftView(s), a),
  deploymentZones: (s) => [deploymentZone(s.setup.layout.table, 0), deploymentZone(s.setup.layout.table, 1)],
  // WOUNDS are kept on the unit until the Leadership phase: they count as taken from the roll that caused them.
  woundsTaken: (s, p) => s.models.reduce((n, m) => n + (m.player === p ? m.maxWounds - m.wounds : 0), 0) + s.ruleset.units.reduce((n, u) => n + (u.player === p ? u.pendingWounds : 0), 0),
};
