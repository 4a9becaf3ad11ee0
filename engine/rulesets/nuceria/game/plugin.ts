// The Nuceria Project RTS game plug-in (seed 004_6c4ffdb07edc4505.txt; DIGEST E): setup sequence, alternating
// activations with Move (normal, charge, arrive), Attack (ranged or melee) in any order, the Power vs Toughness table,
// saves with AP, the 2+ floor and invulnerable saves, tiered cover, Cooldowns, and scoring to 10.
import type { DraftModel, GameContext, GameRulesetPlugin, GameSetup, PlayerIndex } from '../../../game/types';
import { NUCERIA } from '../values';
import { validateNuceriaArmy, type NuArmy } from './army';
import { NU_GAME_DEFAULTS } from './defaults';
import { nuLegalActions } from './legal';
import { nuceriaAttackDistribution, powerVsToughness, type NuAttack, type NuTarget } from './math';
import { nuSampleSetup } from './sample';
import { applyNu } from './apply';
import { nuMeaning } from './meaning';
import { judgeNuMove } from './movement';
import { previewNuAttack } from './preview';
import { beginNu } from './sequence';
import { deploymentZone, NU_DEFAULT, type NuState, type NuUnitState } from './state';
import { draftView } from '../../../game/draftView';

function modelsOf(army: NuArmy, p: PlayerIndex): { models: DraftModel[]; units: NuUnitState[] } {
  const models: DraftModel[] = [];
  const units: NuUnitState[] = [];
  army.units.forEach((u, ui) => {
    const unit = `p${p + 1}-u${ui}`;
    units.push({ id: unit, player: p, name: u.name, index: ui, reserves: false, placed: false });
    for (let k = 0; k < u.models; k++)
      models.push({ id: `${unit}-${k}`, unit, player: p, name: u.name, base: u.base, x: 0, y: 0, z: 0, facingDeg: p === 0 ? 90 : 270, heightIn: u.heightIn, wounds: u.wounds, maxWounds: u.wounds, onTable: false, statuses: [] });
  });
  return { models, units };
}

function setupNu(setup: GameSetup, ctx: GameContext) {
  // createGame validated both armies; reading them through the validator again types them (no cast).
  const armies: [NuArmy, NuArmy] = [validateNuceriaArmy(setup.armies[0], 'setup.armies[0]'), validateNuceriaArmy(setup.armies[1], 'setup.armies[1]')];
  const a = modelsOf(armies[0], 0);
  const b = modelsOf(armies[1], 1);
  const { widthIn, depthIn } = setup.layout.table;
  const objectives = setup.layout.objectives?.length
    ? setup.layout.objectives.map((o) => ({ id: o.id, x: o.x, y: o.y, controlRadiusIn: o.controlRadiusIn ?? 4 }))
    : [0.25, 0.5, 0.75].map((f, i) => ({ id: `obj-${i + 1}`, x: widthIn * f, y: depthIn / 2, controlRadiusIn: 4 }));
  const ruleset: NuState = { step: 'deployment', units: [...a.units, ...b.units], first: 0, turnsLeft: [0, 0], turnsTaken: [0, 0], readyAt: {}, active: null, objectives, perimeterScored: [false, false] };
  const draft = { setup, rulesetId: NUCERIA.id, round: 0, phase: 'deployment', activation: null, toAct: 0 as PlayerIndex | null, models: [...a.models, ...b.models], points: [0, 0] as [number, number], result: null, ruleset };
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
  apply: applyNu,
  sampleSetup: nuSampleSetup,
  strengthVsToughness: powerVsToughness,
  attackDistribution: (attack, target) => nuceriaAttackDistribution(attack as NuAttack, target as NuTarget),
  previewAttack: previewNuAttack,
  meaning: nuMeaning,
  judgeMove: (s, a) => judgeNuMove(draftView(s), a),
  deploymentZones: (s) => [deploymentZone(s.setup.layout.table, 0), deploymentZone(s.setup.layout.table, 1)],
};
