// The Hammer Wars v1.5 game plug-in (seed 002_e47fa283e0ac09ca.txt; DIGEST C): setup, legal actions, transitions, math.
import { presetById } from '../../../terrain/deployment';
import { HAMMER_WARS_DEPLOYMENT } from '../deployment';
import { rollOff } from '../../../game/kit';
import type { DraftModel, GameAction, GameContext, GameRulesetPlugin, GameSetup, GameState, PlayerIndex } from '../../../game/types';
import { upgradeHwAction } from './actions';
import { applyHw } from './apply';
import { goalsOfFaction, validateHwArmy, type HwArmy } from './army';
import { HW_CARDS, HW_DEFAULT_BASES, slug } from './cards';
import { HW_GAME_DEFAULTS } from './defaults';
import { hwLegalActions } from './legal';
import { hwAttackDistribution } from './math';
import { hwMeaning } from './meaning';
import { hwUnitProfile } from './unitCard';
import { judgeHwMove } from './movement';
import { hwDeploymentZones, hwSideSummary, previewHwAttack } from './preview';
import { HW_SAMPLE_ARMIES, hwSampleSetup } from './sample';
import type { HwPlayer, HwState } from './state';
import { HW_ID, HW_NAME } from './rulesetValues';
import { hwHandMoves } from './handMoves';
import { hwWhyNot } from './whyNot';

/** "they each then set their morale counter to 10" */
export const START_MORALE = 10;

function modelsOf(army: HwArmy, player: PlayerIndex): DraftModel[] {
  const out: DraftModel[] = [];
  const n: Record<string, number> = {};
  for (const entry of army.pool) {
    const card = HW_CARDS.find((c) => c.name === entry.card)!;
    const custom = army.bases?.[entry.card];
    const def = HW_DEFAULT_BASES[card.category];
    for (let i = 0; i < entry.count; i++) {
      n[card.name] = (n[card.name] ?? 0) + 1;
      const id = `p${player + 1}-${slug(card.name)}-${n[card.name]}`;
      out.push({
        id,
        unit: id,
        player,
        name: card.name,
        base: custom ? { kind: 'round', diameterMm: custom.diameterMm } : def.base,
        x: 0,
        y: 0,
        z: 0,
        facingDeg: player === 0 ? 0 : 180,
        heightIn: custom?.heightIn ?? def.heightIn,
        wounds: card.lives,
        maxWounds: card.lives,
        onTable: false,
        statuses: [],
      });
    }
  }
  return out;
}

function setupHw(setup: GameSetup, ctx: GameContext) {
  // createGame validated both armies; reading them through the validator again types them (no cast).
  const armies: [HwArmy, HwArmy] = [validateHwArmy(setup.armies[0], 'setup.armies[0]'), validateHwArmy(setup.armies[1], 'setup.armies[1]')];
  const player = (a: HwArmy): HwPlayer => ({
    faction: a.faction,
    goalChoices: goalsOfFaction(a.faction)!,
    goal: null,
    goalObjective: null,
    goalDeclared: false,
    edge: null,
    pts: 0,
    xp: 0,
    morale: START_MORALE,
    unitsLost: 0,
    lost: [],
    heroesKilled: 0,
    deployedHero: false,
  });
  // Objectives from the layout; else the three markers "in a line dividing the table" (terrain/deployment preset).
  const objectives = setup.layout.objectives?.length ? [...setup.layout.objectives] : [...presetById(HAMMER_WARS_DEPLOYMENT, 'hammer-wars')!.build(setup.layout.table).objectives];
  // "Before the first round begins the players roll-off" (default hw.rollOff: 1d6 each, ties rerolled).
  const w = rollOff(ctx, 'Roll-off');
  ctx.say(`Player ${w + 1} wins the roll-off and decides who goes first.`);
  const ruleset: HwState = {
    step: 'choose-order',
    rollOffWinner: w,
    first: null,
    half: 0,
    players: [player(armies[0]), player(armies[1])],
    active: null,
    activated: [],
    pulsedRound: {},
    objectives,
  };
  return {
    setup,
    rulesetId: HW_ID,
    round: 0,
    phase: 'setup',
    activation: null,
    toAct: w,
    models: [...modelsOf(armies[0], 0), ...modelsOf(armies[1], 1)],
    points: [0, 0] as [number, number],
    result: null,
    ruleset,
  };
}

/** Hides the other player's goal until it is declared or the game is over ("secretly select one of two goals"). */
function hwPlayerView(state: GameState<HwState>, viewer: PlayerIndex): GameState<HwState> {
  if (state.result) return state;
  const hide = (q: PlayerIndex): boolean => q !== viewer && !state.ruleset.players[q].goalDeclared;
  const players = state.ruleset.players.map((pl, q) => (hide(q as PlayerIndex) ? { ...pl, goal: null, goalObjective: null } : pl)) as [HwPlayer, HwPlayer];
  const actions = state.actions.map((a: GameAction) => (a.type === 'choose-goal' && hide(a.player) ? { type: a.type, player: a.player, goal: 'hidden' } : a));
  return { ...state, actions, ruleset: { ...state.ruleset, players } };
}

export const HAMMER_WARS_GAME: GameRulesetPlugin<HwState> = {
  id: HW_ID,
  name: HW_NAME,
  playable: true,
  maxRounds: 10,
  defaults: HW_GAME_DEFAULTS,
  validateArmy: (army, path) => validateHwArmy(army, path),
  // Every model is a unit of its own; a pool line is one card bought `count` times (its own name first, when it has one).
  roster: (army) =>
    validateHwArmy(army, 'army').pool.map((e) => ({ name: e.name ? `${e.name} (${e.card})` : e.card, models: e.count, points: e.count * (HW_CARDS.find((c) => c.name === e.card)?.pts ?? 0) })),
  setup: setupHw,
  legalActions: (state) => hwLegalActions(state),
  handMoves: hwHandMoves,
  whyNot: hwWhyNot,
  apply: (draft, action, ctx) => applyHw(draft, action, ctx),
  sampleSetup: hwSampleSetup,
  sampleArmies: HW_SAMPLE_ARMIES,
  playerView: hwPlayerView,
  describeAction: (a) => (a.type === 'choose-goal' ? `Player ${a.player + 1}: Secret goal written down (hidden until declared)` : undefined),
  attackDistribution: hwAttackDistribution,
  previewAttack: previewHwAttack,
  judgeMove: judgeHwMove,
  meaning: hwMeaning,
  unitProfile: hwUnitProfile,
  upgradeAction: upgradeHwAction,
  sideSummary: hwSideSummary,
  deploymentZones: hwDeploymentZones,
  lostModels: (s) => [s.ruleset.players[0].lost, s.ruleset.players[1].lost],
  // The lives of every model killed (back in the pool at full lives) and those lost by the models on the table.
  woundsTaken: (s, p) => s.models.filter((m) => m.player === p).reduce((n, m) => n + (m.onTable ? m.maxWounds - m.wounds : 0), 0) + s.ruleset.players[p].lost.reduce((n, u) => n + (s.models.find((m) => m.id === u)?.maxWounds ?? 0), 0),
};
