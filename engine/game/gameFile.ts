// Game files (.sightlinegame): the setup plus the actions, versioned and validated like layouts. Reopening replays the
// actions from the setup, so the table, the dice and the log come back exactly (the dice are in the game state).
import { z } from 'zod';
import { FILE_LIMITS, GAME_FILE_LIMITS, LAYOUT_LIMITS } from '../layout/limits';
import { loadLayout } from '../layout/load';
import { LayoutError } from '../layout/errors';
import { assertPlainLayoutData } from '../layout/guard';
import { prescanJsonText, utf8ByteLength } from '../layout/prescan';
import { describeThrown } from '../layout/thrown';
import { zodProblem } from './army';
import { createGame, applyAction, DICE_SEED_MAX, DICE_SEED_MIN } from './core';
import { GameSetupError, IllegalActionError, type GameAction, type GameSetup, type GameState } from './types';

export const GAME_FILE_FORMAT = 'sightline/game-file';
export const GAME_FILE_VERSION = 1;
/**
 * Game files are saved as `<name>.sightlinegame`. Browsers' file pickers take only letters, digits, '+' and '.' in an
 * ending, so the first ending (`.sightline-game`) could not be offered there; files saved with it still open.
 */
export const GAME_FILE_ENDING = '.sightlinegame';
/** Endings game files had before; Open still reads them as games. */
export const LEGACY_GAME_FILE_ENDINGS: readonly string[] = ['.sightline-game'];
/** Whether a file's name says it holds a game (either ending, any case). */
export const isGameFileName = (name: string): boolean =>
  [GAME_FILE_ENDING, ...LEGACY_GAME_FILE_ENDINGS].some((e) => name.toLowerCase().endsWith(e));
/** The most actions a game file may hold (GAME_FILE_LIMITS.maxActions; the 2 MB file limit also applies). */
export const MAX_GAME_ACTIONS = GAME_FILE_LIMITS.maxActions;

/** What a game file holds: the setup and the actions applied, in order. Everything else is replayed from them. */
export interface GameFile {
  readonly format: typeof GAME_FILE_FORMAT;
  readonly version: typeof GAME_FILE_VERSION;
  readonly name: string;
  readonly setup: GameSetup;
  readonly actions: readonly GameAction[];
}

/** A game file that cannot be opened: `path` names the field ("actions[12]", "setup.armies[1].pool"). */
export class GameFileError extends Error {
  override readonly name = 'GameFileError';
  readonly path: string;
  constructor(message: string, path = '') {
    super(message);
    this.path = path;
  }
}

const SEED_PROBLEM = `the dice seed must be a whole number from ${DICE_SEED_MIN} to ${DICE_SEED_MAX} (the seed the dice play)`;
const envelope = z.object({
  format: z.literal(GAME_FILE_FORMAT),
  version: z.literal(GAME_FILE_VERSION),
  name: z.string().max(200),
  setup: z.object({ rulesetId: z.string().min(1).max(100), layout: z.unknown(), armies: z.array(z.unknown()).length(2), seed: z.number({ error: SEED_PROBLEM }).int({ error: SEED_PROBLEM }).min(DICE_SEED_MIN, { error: SEED_PROBLEM }).max(DICE_SEED_MAX, { error: SEED_PROBLEM }), options: z.record(z.string(), z.unknown()).optional() }),
  actions: z.array(z.object({ type: z.string().min(1).max(100), player: z.union([z.literal(0), z.literal(1)]) }).passthrough()).max(MAX_GAME_ACTIONS),
});

/** The file for a game: its setup and its actions. */
export function gameFileOf(state: GameState, name: string): GameFile {
  return { format: GAME_FILE_FORMAT, version: GAME_FILE_VERSION, name, setup: state.setup, actions: state.actions };
}

/** The text to save: indented when it fits the file limit, compact when only that fits, else a clear refusal. */
export function saveGameText(state: GameState, name: string): string {
  const file = gameFileOf(state, name);
  const pretty = `${JSON.stringify(file, null, 1)}\n`;
  if (utf8ByteLength(pretty) <= FILE_LIMITS.maxTextChars) return pretty;
  const compact = JSON.stringify(file);
  if (utf8ByteLength(compact) <= FILE_LIMITS.maxTextChars) return compact;
  throw new GameFileError(`This game is too large to save (${(utf8ByteLength(compact) / 1e6).toFixed(1)} MB; a game file holds at most ${FILE_LIMITS.maxTextChars / 1e6} MB).`);
}

/**
 * Checks a parsed game file and replays it: the state it describes. Throws GameFileError naming the field: a bad
 * envelope, a bad layout (`setup.layout...`), a bad army (`setup.armies[i]...`), or the first action that the rules refuse
 * (`actions[i]`, with the rules' reason).
 */
export function loadGameFile(value: unknown, fileName = 'game file'): GameState {
  try {
    // The actions list has its own limit; every other list keeps the layout's.
    assertPlainLayoutData(value, (path) => (path.length === 1 && path[0] === 'actions' ? MAX_GAME_ACTIONS : LAYOUT_LIMITS.maxListEntries));
  } catch (e) {
    throw new GameFileError(`${fileName}: ${describeThrown(e).replace(/\blayout\b/g, 'game file')}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new GameFileError(`${fileName}: a game file is a JSON object {format: "${GAME_FILE_FORMAT}", version: 1, name, setup, actions}.`);
  const { format, version } = value as { format?: unknown; version?: unknown };
  if (format !== GAME_FILE_FORMAT)
    throw new GameFileError(`${fileName}: this is not a Sightline game file: ${format === undefined ? 'it has no "format" field' : `its format is ${JSON.stringify(format).slice(0, 60)}`}, expected "${GAME_FILE_FORMAT}".`, 'format');
  if (typeof version === 'number' && Number.isInteger(version) && version > GAME_FILE_VERSION)
    throw new GameFileError(`${fileName}: this game was made by a newer Sightline (game file version ${version}); this version reads up to ${GAME_FILE_VERSION}.`, 'version');
  const parsed = envelope.safeParse(value);
  if (!parsed.success) {
    const p = zodProblem(parsed.error, '', 'game file');
    const path = p.path.replace(/^\./, '');
    throw new GameFileError(`${fileName}: ${p.message.replace(/^\.?/, '')}`, path);
  }
  const file = value as GameFile;
  let layout;
  try {
    layout = loadLayout(file.setup.layout);
  } catch (e) {
    const path = e instanceof LayoutError && e.path ? `setup.layout.${e.path}` : 'setup.layout';
    throw new GameFileError(`${fileName}: the game's layout cannot be read: ${describeThrown(e)}`, path);
  }
  let state: GameState;
  try {
    state = createGame({ ...file.setup, layout });
  } catch (e) {
    throw new GameFileError(`${fileName}: ${describeThrown(e)}`, e instanceof GameSetupError ? e.path : 'setup');
  }
  file.actions.forEach((action, i) => {
    try {
      state = applyAction(state, action);
    } catch (e) {
      const why = e instanceof IllegalActionError ? e.reason : describeThrown(e);
      throw new GameFileError(`${fileName}: action ${i + 1} of ${file.actions.length} (${action.type} by player ${action.player + 1}) does not replay: ${why}`, `actions[${i}]`);
    }
  });
  return state;
}

/** Reads a game file's text with the shared file limits (size and depth checked before JSON.parse), then loadGameFile. */
export function parseGameText(text: string, fileName = 'game file'): GameState {
  if (typeof text !== 'string') throw new GameFileError(`${fileName}: expected the text of a game file.`);
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const scan = prescanJsonText(body, 'game file');
  if (!scan.ok) throw new GameFileError(`${fileName}: ${scan.message}`);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (e) {
    throw new GameFileError(`${fileName}: this is not valid JSON (${describeThrown(e)}).`);
  }
  return loadGameFile(json, fileName);
}
