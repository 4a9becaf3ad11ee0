// The AltHammer game plug-in (seed 000_6eade6d934505fab.txt; DIGEST A): muster rules, the Sideboard Option, activations
// of up to two actions, Advance, Magik and Smite with Perils of Power as written; the rest is HamWarmer 24.5's resolution
// (named default althammer.resolution), shown with every other default next to the ruleset picker.
import { GameSetupError, type DraftModel, type GameContext, type GameRulesetPlugin, type GameSetup, type PlayerIndex } from '../../../game/types';
import { rollOff } from '../../../game/kit';
import { ALTHAMMER } from '../index';
import { armyPoints, validateAltHammerArmy, type AhArmy } from './army';
import { applyAh, beginGame, deploymentZone, judgeAhMove, previewAhShot } from './apply';
import { draftView } from '../../../game/draftView';
import { AH_DEFAULT, AH_GAME_DEFAULTS } from './defaults';
import { ahLegalActions } from './legal';
import { SMITE_DIFFICULTY } from './rules';
import { ahSampleSetup } from './sample';
import type { AhState, AhUnitState } from './state';

function modelsOf(army: AhArmy, p: PlayerIndex): { models: DraftModel[]; units: AhUnitState[] } {
  const models: DraftModel[] = [];
  const units: AhUnitState[] = [];
  army.units.forEach((u, ui) => {
    const unit = `p${p + 1}-u${ui}`;
    units.push({ id: unit, player: p, name: u.name, index: ui, keywords: [...u.keywords], points: u.points, warlord: u.name === army.warlord && !units.some((x) => x.warlord), removed: false });
    u.models.forEach((g, gi) => {
      for (let k = 0; k < g.count; k++)
        models.push({
          id: `${unit}-g${gi}-${k}`,
          unit,
          player: p,
          name: g.name,
          base: g.base,
          x: 0,
          y: 0,
          z: 0,
          facingDeg: p === 0 ? 90 : 270,
          heightIn: g.heightIn,
          wounds: g.profile.HP,
          maxWounds: g.profile.HP,
          onTable: false,
          statuses: [],
        });
    });
  });
  return { models, units };
}

function setupAh(setup: GameSetup, ctx: GameContext) {
  // createGame validated both armies; reading them through the validator again types them (no cast).
  const armies: [AhArmy, AhArmy] = [validateAltHammerArmy(setup.armies[0], 'setup.armies[0]'), validateAltHammerArmy(setup.armies[1], 'setup.armies[1]')];
  // "Together with your opponent, agree on a points limit for the game".
  if (armies[0].pointsLimit !== armies[1].pointsLimit)
    throw new GameSetupError(`setup.armies[1].pointsLimit: the players agree one points limit; the armies say ${armies[0].pointsLimit} and ${armies[1].pointsLimit}.`, 'setup.armies[1].pointsLimit');
  // "If any player declines the Sideboard Option, it is not enabled."
  const sideboard = armies[0].sideboard && armies[1].sideboard;
  armies.forEach((a, i) => {
    if (!sideboard && armyPoints(a) > a.pointsLimit)
      throw new GameSetupError(`setup.armies[${i}].units: the army costs ${armyPoints(a)} points, over the agreed ${a.pointsLimit}, and the Sideboard Option is not enabled ("If any player declines the Sideboard Option, it is not enabled").`, `setup.armies[${i}].units`);
  });
  const { widthIn, depthIn } = setup.layout.table;
  // "500-1999 points: 44" x 60"", "2000+ points: 44" x 90"": another table only when the players confirm it (named default althammer.table).
  const written = armies[0].pointsLimit >= 2000 ? [90, 44] : [60, 44];
  if (Math.max(widthIn, depthIn) !== written[0] || Math.min(widthIn, depthIn) !== written[1]) {
    if (setup.options?.tableSize !== 'as laid out')
      throw new GameSetupError(`setup.layout.table: AltHammer sets up "${armies[0].pointsLimit >= 2000 ? '2000+ points: 44" x 90"' : '500-1999 points: 44" x 60"'}" and this layout is ${depthIn}" x ${widthIn}"; choose a ${written[1]}" x ${written[0]}" layout, or confirm this table.`, 'setup.layout.table', {
        option: 'tableSize',
        value: 'as laid out',
        label: `Play on this ${depthIn}" x ${widthIn}" table anyway`,
      });
    ctx.say(`AltHammer sets up ${written[1]}" x ${written[0]}" for ${armies[0].pointsLimit} points; the players confirm this layout's ${depthIn}" x ${widthIn}" (named default althammer.table).`);
  }
  const a = modelsOf(armies[0], 0);
  const b = modelsOf(armies[1], 1);
  const winner: PlayerIndex = rollOff(ctx, 'Roll-off');
  ctx.say(`Player ${winner + 1} wins the roll-off.`);
  const objectives = setup.layout.objectives?.length
    ? setup.layout.objectives.map((o) => ({ id: o.id, x: o.x, y: o.y }))
    : [0.25, 0.5, 0.75].map((f, i) => ({ id: `obj-${i + 1}`, x: widthIn * f, y: depthIn / 2 }));
  const ruleset: AhState = {
    step: 'deployment',
    units: [...a.units, ...b.units],
    rollOffWinner: winner,
    turnsLeft: [0, 0],
    lastActivated: [null, null],
    active: null,
    smiteDifficulty: [SMITE_DIFFICULTY, SMITE_DIFFICULTY],
    objectives,
  };
  const draft = {
    setup,
    rulesetId: ALTHAMMER.id,
    round: 0,
    phase: 'setup',
    activation: null,
    toAct: winner as PlayerIndex | null,
    models: [...a.models, ...b.models],
    points: [0, 0] as [number, number],
    result: null,
    ruleset,
  };
  beginGame(draft, ctx);
  return draft;
}

export const ALTHAMMER_GAME: GameRulesetPlugin<AhState> = {
  id: ALTHAMMER.id,
  name: ALTHAMMER.name,
  playable: true,
  maxRounds: AH_DEFAULT.rounds,
  defaults: AH_GAME_DEFAULTS,
  validateArmy: (army, path) => validateAltHammerArmy(army, path),
  roster: (army) => validateAltHammerArmy(army, 'army').units.map((u) => ({ name: u.name, models: u.models.reduce((n, g) => n + g.count, 0), points: u.points })),
  setup: setupAh,
  legalActions: ahLegalActions,
  apply: applyAh,
  previewAttack: previewAhShot,
  judgeMove: (s, a) => judgeAhMove(draftView(s), a),
  deploymentZones: (s) => [deploymentZone(s.setup.layout.table, 0), deploymentZone(s.setup.layout.table, 1)],
  sampleSetup: ahSampleSetup,
};
