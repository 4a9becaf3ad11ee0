// The Nuceria Project RTS game plug-in (seed 004_6c4ffdb07edc4505.txt; DIGEST E): setup sequence, alternating
// activations with Move (normal, charge, arrive), Attack (ranged or melee) in any order, the Power vs Toughness table,
// saves with AP, the 2+ floor and invulnerable saves, tiered cover, Cooldowns, and scoring to 10.
import { firstDraft, objectivesOrCentreLine, readArmies, unitModels } from '../../../game/kit';
import type { DraftModel, DraftState, GameContext, GameRulesetPlugin, GameSetup, PlayerIndex } from '../../../game/types';
import { NUCERIA } from '../values';
import { validateNuceriaArmy, type NuArmy } from './army';
import { NU_GAME_DEFAULTS } from './defaults';
import { nuLegalActions } from './legal';
import { nuceriaAttackDistribution, powerVsToughness, type NuAttack, type NuTarget } from './math';
import { NU_SAMPLE_ARMIES, nuSampleSetup } from './sample';
import { applyNu } from './apply';
import { nuMeaning } from './meaning';
import { nuUnitProfile } from './card';
import { judgeNuMove } from './movement';
import { previewNuAttack } from './preview';
import { beginNu } from './sequence';
import { deploymentZone, NU_DEFAULT, type NuState, type NuUnitState } from './state';
import { draftView } from '../../../game/draftView';
import { nuHandMoves, nuHandReach } from './handMoves';
import { nuWhyNot } from './whyNot';

function modelsOf(army: NuArmy, p: PlayerIndex): { models: DraftModel[]; units: NuUnitState[] } {
  const units = army.units.map((u, ui): NuUnitState => ({ id: `p${p + 1}-u${ui}`, player: p, name: u.name, index: ui, reserves: false, placed: false }));
  return { models: army.units.flatMap((u, ui) => unitModels(units[ui]!.id, p, u.models, u)), units };
}

function setupNu(setup: GameSetup, ctx: GameContext): DraftState<NuState> {
  const [armyA, armyB] = readArmies(setup, validateNuceriaArmy);
  const a = modelsOf(armyA, 0);
  const b = modelsOf(armyB, 1);
  const objectives = objectivesOrCentreLine(setup.layout).map((o) => ({ id: o.id, x: o.x, y: o.y, controlRadiusIn: o.controlRadiusIn ?? 4 }));
  const ruleset: NuState = { step: 'deployment', units: [...a.units, ...b.units], first: 0, turnsLeft: [0, 0], turnsTaken: [0, 0], readyAt: {}, active: null, objectives, perimeterScored: [false, false] };
  const draft = firstDraft(setup, 'deployment', [...a.models, ...b.models], ruleset);
  beginNu(draft, ctx);
  return draft;
}

export const NUCERIA_GAME: GameRulesetPlugin<NuState> = {
  id: NUCERIA.id,
  name: NUCERIA.name,
  playable: true,
  maxRounds: NU_DEFAULT.rounds + NU_DEFAULT.playOnRounds,
  defaults: NU_GAME_DEFAULTS,
  validateArmy: (army, path) => validateNuceriaArmy(army, path),
  roster: (army) => validateNuceriaArmy(army, 'army').units.map((u) => ({ name: u.name, models: u.models, points: u.points })),
  setup: setupNu,
  legalActions: nuLegalActions,
  whyNot: (g, unit) => nuWhyNot(g, unit, nuLegalActions(g).some((a) => a.type === 'attack')),
  handMoves: nuHandMoves,
  handReach: nuHandReach,
  apply: applyNu,
  sampleSetup: nuSampleSetup,
  sampleArmies: NU_SAMPLE_ARMIES,
  strengthVsToughness: powerVsToughness,
  attackDistribution: (attack, target) => nuceriaAttackDistribution(attack as NuAttack, target as NuTarget),
  previewAttack: previewNuAttack,
  meaning: nuMeaning,
  unitProfile: nuUnitProfile,
  judgeMove: (s, a) => judgeNuMove(draftView(s), a),
  deploymentZones: (s) => [deploymentZone(s.setup.layout.table, 0), deploymentZone(s.setup.layout.table, 1)],
};
