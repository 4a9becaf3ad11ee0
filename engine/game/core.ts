// The rules engine's public face: games as plain data and pure transitions, dispatched to the ruleset plug-ins.
import { cloneData } from './cloneData';
import { createDiceState, sourceFromState, type DiceState, type ScriptedDiceState, type StatefulSource } from '../dice/rng';
import type { Layout } from '../types';
import { actionShapeProblem, looksLikeRawValue, unreadableActionReason } from './actionCheck';
import { checkArmyEnvelope } from './army';
import { boardOf } from './board';
import { gamePlugin, rulesetModules, rulesetValues } from './registry';
import {
  GameSetupError,
  IllegalActionError,
  type ArmyFile,
  type AttackDistribution,
  type AttackPreview,
  type DraftState,
  type GameAction,
  type GameContext,
  type GameLogEntry,
  type GameModel,
  type GameResult,
  type GameRulesetPlugin,
  type GameSetup,
  type GameState,
  type PlayerIndex,
  type SideSummary,
} from './types';

function makeContext(dice: DiceState, log: GameLogEntry[]): { ctx: GameContext; src: StatefulSource } {
  const src = sourceFromState(dice);
  const ctx: GameContext = {
    roll(count, why, sides = 6, player) {
      const faces: number[] = [];
      for (let i = 0; i < count; i++) faces.push(src.die(sides));
      const text = `${why}: rolled ${count}d${sides === 6 ? '6' : sides} → ${faces.join(', ')}`;
      log.push(player === undefined ? { seq: log.length + 1, kind: 'roll', text, faces } : { seq: log.length + 1, kind: 'roll', text, faces, player });
      return faces;
    },
    say(text, player, template) {
      log.push({ seq: log.length + 1, kind: 'event', text, ...(player === undefined ? {} : { player }), ...(template ? { template } : {}) });
    },
  };
  return { ctx, src };
}

/** The dice seeds a game accepts: the 32-bit whole numbers, each played as it is. */
export const DICE_SEED_MIN = -2_147_483_648;
export const DICE_SEED_MAX = 2_147_483_647;

const isPlayer = (p: unknown): p is PlayerIndex => p === 0 || p === 1;

/** Checks a setup's fields; the error names the field (setup.seed, setup.armies[1].pool ...). */
function checkSetup(setup: GameSetup): void {
  if (typeof setup !== 'object' || setup === null) throw new GameSetupError('setup: a game setup is an object {rulesetId, layout, armies, seed}.', 'setup');
  if (typeof setup.rulesetId !== 'string') throw new GameSetupError('setup.rulesetId: name the ruleset to play, e.g. "hammer-wars".', 'setup.rulesetId');
  // The dice take a 32-bit seed: a seed outside that range (or with a fraction) is refused rather than cut, so the seed a
  // game records and reports is the seed its dice played.
  if (typeof setup.seed !== 'number' || !Number.isInteger(setup.seed) || setup.seed < DICE_SEED_MIN || setup.seed > DICE_SEED_MAX)
    throw new GameSetupError(
      `setup.seed: the dice seed must be a whole number from ${DICE_SEED_MIN} to ${DICE_SEED_MAX}, got ${typeof setup.seed === 'number' ? String(setup.seed) : JSON.stringify(setup.seed)}.`,
      'setup.seed',
    );
  const l = setup.layout as Layout | undefined;
  if (typeof l !== 'object' || l === null || l.format !== 'sightline/layout' || !Array.isArray(l.terrain) || typeof l.table !== 'object')
    throw new GameSetupError('setup.layout: a loaded Sightline layout is needed (format "sightline/layout", with table and terrain).', 'setup.layout');
  if (!Array.isArray(setup.armies) || setup.armies.length !== 2)
    throw new GameSetupError('setup.armies: exactly two armies are needed, [player 0, player 1].', 'setup.armies');
  if (setup.options !== undefined && (typeof setup.options !== 'object' || setup.options === null || Array.isArray(setup.options)))
    throw new GameSetupError('setup.options: options are an object of named choices.', 'setup.options');
}

const knownIds = (): string => rulesetModules().map((m) => m.id).join(', ');

function pluginFor(rulesetId: string) {
  const plugin = gamePlugin(rulesetId);
  if (plugin && plugin.playable) return plugin;
  const known = rulesetValues(rulesetId);
  if (!known && !plugin) throw new GameSetupError(`Unknown ruleset "${rulesetId}". Known rulesets: ${knownIds()}.`, 'setup.rulesetId');
  throw new GameSetupError(`${known?.name ?? rulesetId} is not playable yet: its game rules are not in the engine.`, 'setup.rulesetId');
}

function freeze(draft: DraftState, base: Pick<GameState, 'setup' | 'actions'>, dice: DiceState, log: GameLogEntry[]): GameState {
  return {
    format: 'sightline/game',
    version: 1,
    setup: base.setup,
    rulesetId: draft.rulesetId,
    round: draft.round,
    phase: draft.phase,
    activation: draft.activation,
    toAct: draft.result ? null : draft.toAct,
    models: draft.models,
    dice,
    points: [draft.points[0], draft.points[1]],
    actions: base.actions,
    log,
    result: draft.result,
    ruleset: draft.ruleset,
  };
}

/** A new game from a setup. Validates the setup and both armies; throws GameSetupError naming the field. */
export function createGame(setup: GameSetup): GameState {
  checkSetup(setup);
  const plugin = pluginFor(setup.rulesetId);
  const army = (i: 0 | 1): ArmyFile => {
    const a: unknown = setup.armies[i];
    const env = checkArmyEnvelope(a, `setup.armies[${i}]`);
    if (env.ruleset !== setup.rulesetId)
      throw new GameSetupError(`setup.armies[${i}].ruleset: the army "${env.name}" is for "${env.ruleset}", but the game is "${setup.rulesetId}".`, `setup.armies[${i}].ruleset`);
    return plugin.validateArmy(a, `setup.armies[${i}]`);
  };
  const armies: GameSetup['armies'] = [army(0), army(1)];
  const clean: GameSetup = JSON.parse(JSON.stringify({ ...setup, armies }));
  const log: GameLogEntry[] = [];
  const { ctx, src } = makeContext(createDiceState(clean.seed), log);
  const draft = plugin.setup(clean, ctx);
  return freeze(draft, { setup: clean, actions: [] }, src.state(), log);
}

function draftOf<R>(state: GameState<R>): DraftState<R> {
  return {
    setup: state.setup,
    rulesetId: state.rulesetId,
    round: state.round,
    phase: state.phase,
    activation: state.activation,
    toAct: state.toAct,
    models: state.models.map((m) => ({ ...m, statuses: [...m.statuses] })),
    points: [state.points[0], state.points[1]],
    result: state.result,
    ruleset: cloneData(state.ruleset),
  };
}

/**
 * The next state after `action`. Never changes `state`. Throws IllegalActionError (with `reason` in players' words) for an
 * action that is not legal now, including one by the player who is not to act.
 */
export function applyAction<R>(state: GameState<R>, action: GameAction): GameState<R> {
  if (typeof action !== 'object' || action === null || typeof action.type !== 'string')
    throw new IllegalActionError('That is not an action: an action is an object with a "type" and a "player".', action);
  if (!isPlayer(action.player)) throw new IllegalActionError(`An action must say which player takes it (player 0 or 1), got ${JSON.stringify(action.player)}.`, action);
  if (state.result) throw new IllegalActionError(`The game is over: ${state.result.reason}.`, action);
  if (state.toAct !== action.player)
    throw new IllegalActionError(`It is not player ${action.player + 1}'s move: player ${(state.toAct ?? 0) + 1} is to act.`, action);
  const plugin = pluginFor(state.rulesetId);
  const draft = draftOf(state);
  const log = state.log.slice();
  const { ctx, src } = makeContext(state.dice, log);
  let clean: GameAction;
  try {
    clean = JSON.parse(JSON.stringify(action));
  } catch {
    throw new IllegalActionError('An action must be plain JSON data (no cycles, functions or big integers).', action);
  }
  // An action in an older spelling (a game file from before a field was renamed) is read in today's.
  if (plugin.upgradeAction) clean = plugin.upgradeAction(clean);
  // Shared fields (positions, points, names) are checked before any rule reads them: no path is walked to a point that
  // is not on the table, and a malformed field is refused naming it rather than failing inside a rule.
  const shape = actionShapeProblem(state as GameState, clean);
  if (shape) throw new IllegalActionError(shape, action);
  try {
    log.push({ seq: log.length + 1, kind: 'action', text: plugin.describeAction?.(clean) ?? actionWords(state as GameState, plugin, clean), player: clean.player });
    plugin.apply(draft as DraftState, clean, ctx);
  } catch (e) {
    if (e instanceof IllegalActionError && !looksLikeRawValue(e.reason)) throw e;
    // A field a rule could not read (a TypeError, "undefined is not one of your units"): said in players' words.
    let offered: GameAction[] = [];
    try {
      offered = plugin.legalActions(state as GameState);
    } catch {
      offered = [];
    }
    throw new IllegalActionError(unreadableActionReason(clean, offered), action);
  }
  return freeze(draft as DraftState, { setup: state.setup, actions: [...state.actions, clean] }, src.state(), log) as GameState<R>;
}

/**
 * The battle report's line for an action: the player and the action's meaning in players' words ("Player 1: Ghoul Pack
 * charges Line Squad Alpha"), unit names and not ids; the field list where the meaning cannot be read (a malformed action
 * the ruleset will refuse anyway).
 */
function actionWords(state: GameState, plugin: GameRulesetPlugin, a: GameAction): string {
  try {
    const words = plugin.meaning(state, a).words.trim();
    if (words) return `Player ${a.player + 1}: ${words}`;
  } catch {
    // Read below.
  }
  return describeAction(a);
}

function describeAction(a: GameAction): string {
  const extra = Object.entries(a)
    .filter(([k]) => k !== 'type' && k !== 'player')
    .map(([k, v]) => {
      if (k === 'positions' && v && typeof v === 'object') {
        // "3 models to (12.0, 9.5) ..." rather than every coordinate: the table shows where they stand.
        const ps = Object.values(v as Record<string, { x: number; y: number }>);
        const first = ps[0];
        return first ? `${ps.length} model${ps.length === 1 ? '' : 's'} to (${first.x.toFixed(1)}, ${first.y.toFixed(1)})${ps.length > 1 ? ' ...' : ''}` : 'no models';
      }
      const pt = v as { x?: unknown; y?: unknown } | null;
      if (pt && typeof pt === 'object' && typeof pt.x === 'number' && typeof pt.y === 'number' && Object.keys(pt).length === 2) return `${k} (${pt.x.toFixed(1)}, ${pt.y.toFixed(1)})`;
      return `${k} ${typeof v === 'string' ? v : JSON.stringify(v)}`;
    })
    .join(', ');
  return `Player ${a.player + 1}: ${a.type}${extra ? ` (${extra})` : ''}`;
}

/** A finite sample of legal actions for the player to act now (empty when the game is over). */
export function legalActions<R>(state: GameState<R>): GameAction[] {
  if (state.result || state.toAct === null) return [];
  return pluginFor(state.rulesetId).legalActions(state as GameState);
}

export const activePlayer = (state: GameState): PlayerIndex | null => (state.result ? null : state.toAct);
export const gameResult = (state: GameState): GameResult | null => state.result;

/** Every model of the game, on the table or not. */
export const gameModels = (state: GameState): readonly GameModel[] => state.models;

export { boardOf } from './board';

/** Replays a list of actions from a setup; reproduces the state exactly (same seed, same dice). */
export function replayGame(setup: GameSetup, actions: readonly GameAction[]): GameState {
  let s = createGame(setup);
  for (const a of actions) s = applyAction(s, a);
  return s;
}

/** A ready setup for a sample game of a playable ruleset; a clear error for one that is not playable yet. */
export function sampleGameSetup(rulesetId: string, seed: number): GameSetup {
  return pluginFor(rulesetId).sampleSetup(seed);
}

/** A playable ruleset's sample armies, in the ruleset's order (New game offers each for either side). */
export function sampleArmies(rulesetId: string): readonly ArmyFile[] {
  return pluginFor(rulesetId).sampleArmies;
}

/** The state as `player` may see it: the other player's secret choices are hidden. */
export function playerView<R>(state: GameState<R>, player: PlayerIndex): GameState<R> {
  const plugin = pluginFor(state.rulesetId);
  return plugin.playerView ? (plugin.playerView(state as GameState, player) as GameState<R>) : state;
}

/** Tests: the same state with dice that return `faces` in order (like boardgame.io's mock random). */
export function withScriptedDice<R>(state: GameState<R>, faces: readonly number[]): GameState<R> {
  const dice: ScriptedDiceState = { kind: 'scripted', faces: [...faces], units: [], faceCursor: 0, unitCursor: 0 };
  return { ...state, dice };
}

/** The named defaults of a ruleset's game rules (what Sightline chose where the text is silent). */
export function gameDefaults(rulesetId: string) {
  return pluginFor(rulesetId).defaults;
}

function mathPlugin(rulesetId: string, what: string) {
  const plugin = gamePlugin(rulesetId);
  if (!plugin) {
    const known = rulesetValues(rulesetId);
    throw new Error(known ? `${known.name} has no ${what} in the engine yet.` : `Unknown ruleset "${rulesetId}". Known rulesets: ${knownIds()}.`);
  }
  return plugin;
}

/** The roll needed (2..6) for strength s against toughness t, or null when it cannot succeed. */
export function strengthVsToughness(rulesetId: string, s: number, t: number): number | null {
  const p = mathPlugin(rulesetId, 'strength-vs-toughness table');
  if (!p.strengthVsToughness) throw new Error(`${p.name} has no strength-vs-toughness table.`);
  return p.strengthVsToughness(s, t);
}

/** The exact distribution of an attack's outcome before it is rolled (fields per ruleset: docs/rules-engine.md). */
export function attackDistribution(rulesetId: string, attack: unknown, target: unknown): AttackDistribution {
  const p = mathPlugin(rulesetId, 'attack math');
  if (!p.attackDistribution) throw new Error(`${p.name} has no attack math in the engine yet.`);
  return p.attackDistribution(attack, target);
}

/**
 * What an attack action would do before any die is rolled: the weapons that can fire with their range and cover, and the
 * chance of each number of models slain. Null for an action that is not an attack, or a ruleset without a preview yet.
 */
export function previewAttack<R>(state: GameState<R>, action: GameAction): AttackPreview | null {
  const p = pluginFor(state.rulesetId) as GameRulesetPlugin<R>;
  return p.previewAttack ? p.previewAttack(state, action) : null;
}

/** What `player` knows of their own side beyond the table (resources, secret goal, unit pool), or null if the ruleset has nothing. */
export function sideSummary<R>(state: GameState<R>, player: PlayerIndex): SideSummary | null {
  const p = pluginFor(state.rulesetId) as GameRulesetPlugin<R>;
  return p.sideSummary ? p.sideSummary(state, player) : null;
}

/**
 * The board as the game plays it: boardOf plus the deployment zones the ruleset uses in this game (they replace the
 * layout's own zones, which a ruleset with fixed zones does not read). What the table shows during a game.
 */
export function gameBoard<R>(state: GameState<R>): Layout {
  const board = boardOf(state as GameState);
  const zones = (pluginFor(state.rulesetId) as GameRulesetPlugin<R>).deploymentZones?.(state);
  if (!zones) return board;
  return {
    ...board,
    deployment: {
      name: `${pluginFor(state.rulesetId).name} deployment`,
      zones: zones.flatMap((polygon, p) => (polygon ? [{ id: `game-zone-${p + 1}`, side: p, name: `Player ${p + 1} deploys here`, polygon }] : [])),
    },
  };
}
