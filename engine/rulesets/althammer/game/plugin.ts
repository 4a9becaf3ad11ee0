// The AltHammer game plug-in (seed 000_6eade6d934505fab.txt; DIGEST A): muster rules, the Sideboard Option, activations
// of up to two actions, Advance, Magik and Smite with Perils of Power as written; the rest is HamWarmer 24.5's resolution
// (named default althammer.resolution), shown with every other default next to the ruleset picker.
import { GameSetupError, type DraftModel, type GameContext, type GameRulesetPlugin, type GameSetup, type PlayerIndex } from '../../../game/types';
import { firstDraft, objectivesOrCentreLine, offersNow, readArmies, rollOff, unitModels } from '../../../game/kit';
import { ALTHAMMER } from '../values';
import { armyPoints, validateAltHammerArmy, type AhArmy } from './army';
import { applyAh } from './apply';
import { AH_DEFAULT, AH_GAME_DEFAULTS } from './defaults';
import { beginGame, deploymentZone } from './deployment';
import { ahOffers } from './legal';
import { ahMeaning } from './meaning';
import { ahWhyNot } from './whyNot';
import { ahUnitProfile } from './card';
import { judgeAhMove } from './movement';
import { previewAhShot } from './shooting';
import { SMITE_DIFFICULTY } from './rules';
import { AH_SAMPLE_ARMIES, ahSampleSetup } from './sample';
import type { AhState, AhUnitState } from './state';
import { ahHandMoves, ahHandReach } from './handMoves';

/** Each unit of the army as the game tracks it, and its models off the table: ids `p1-u3-g0-2` (unit 3, model group 0). */
function modelsOf(army: AhArmy, p: PlayerIndex): { models: DraftModel[]; units: AhUnitState[] } {
  const units: AhUnitState[] = [];
  const models = army.units.flatMap((u, ui) => {
    const unit = `p${p + 1}-u${ui}`;
    units.push({ id: unit, player: p, name: u.name, index: ui, keywords: [...u.keywords], points: u.points, warlord: u.name === army.warlord && !units.some((x) => x.warlord), removed: false });
    return u.models.flatMap((g, gi) => unitModels(`${unit}-g${gi}`, p, g.count, { name: g.name, base: g.base, heightIn: g.heightIn, wounds: g.profile.HP }).map((m) => ({ ...m, unit })));
  });
  return { models, units };
}

function setupAh(setup: GameSetup, ctx: GameContext) {
  // createGame validated both armies; reading them through the validator again types them (no cast).
  const armies = readArmies(setup, validateAltHammerArmy);
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
  const ruleset: AhState = {
    step: 'deployment',
    units: [...a.units, ...b.units],
    rollOffWinner: winner,
    turnsLeft: [0, 0],
    lastActivated: [null, null],
    active: null,
    smiteDifficulty: [SMITE_DIFFICULTY, SMITE_DIFFICULTY],
    objectives: objectivesOrCentreLine(setup.layout),
  };
  const draft = firstDraft(setup, 'setup', [...a.models, ...b.models], ruleset);
  draft.toAct = winner;
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
  legalActions: (g) => offersNow(g, ahOffers),
  handMoves: ahHandMoves,
  handReach: ahHandReach,
  apply: applyAh,
  meaning: ahMeaning,
  whyNot: ahWhyNot,
  unitProfile: ahUnitProfile,
  previewAttack: previewAhShot,
  judgeMove: judgeAhMove,
  deploymentZones: (s) => [deploymentZone(s.setup.layout.table, 0), deploymentZone(s.setup.layout.table, 1)],
  sampleSetup: ahSampleSetup,
  sampleArmies: AH_SAMPLE_ARMIES,
};
