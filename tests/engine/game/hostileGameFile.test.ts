// Game files that lie: positions huge, off the table or not numbers, seeds past 32 bits, newer versions, long action
// lists. Each is refused naming the field, in players' words, before any path is walked (issue 21 defect 13, issue 27
// defects 6 and 7). A check that walked the path first never returns on these files, so the tests would hang.
import { describe, expect, it } from 'vitest';
import {
  GameSetupError,
  IllegalActionError,
  applyAction,
  checkMove,
  createGame,
  gameFileOf,
  legalActions,
  loadGameFile,
  parseGameText,
  sampleGameSetup,
  type GameAction,
  type GameState,
} from '../../../engine/index';
import { gameAfter as playGameAfter, gameFileError } from './play';

// Several tests read the same seeded game: each is played once in this file (the engine never changes a state it is given).
const played = new Map<string, GameState>();
function gameAfter(rulesetId: string, seed: number, n: number): GameState {
  const key = `${rulesetId}:${seed}:${n}`;
  let s = played.get(key);
  if (!s) played.set(key, (s = playGameAfter(rulesetId, seed, n)));
  return s;
}

type FileJson = { format: string; version: number; name: string; setup: Record<string, unknown>; actions: Record<string, unknown>[] };
const fileJson = (s: GameState): FileJson => JSON.parse(JSON.stringify(gameFileOf(s, 'probe'))) as FileJson;

/** The saved game's text with the first model of its last move given `value` (JSON text) as its x or y. */
function alteredText(s: GameState, field: 'x' | 'y', value: string): { text: string; index: number; modelName: string } {
  const file = fileJson(s);
  const index = file.actions.map((a, i) => (a.positions && typeof a.positions === 'object' ? i : -1)).filter((i) => i >= 0).pop()!;
  const positions = file.actions[index]!.positions as Record<string, Record<string, unknown>>;
  const id = Object.keys(positions)[0]!;
  const SENTINEL = 987654.125;
  positions[id]![field] = SENTINEL;
  const text = JSON.stringify(file).replace(String(SENTINEL), value);
  return { text, index, modelName: s.models.find((m) => m.id === id)!.name };
}

describe('hostile positions in a game file (issue 21 defect 13)', () => {
  const games: [string, number, number][] = [['hamwarmer', 3, 40], ['nuceria', 2, 40], ['hammer-wars', 4, 30]];
  for (const [rulesetId, seed, n] of games)
    for (const [field, value, words] of [['x', '1e300', /off the table/], ['y', '-7', /off the table/], ['x', '1e999', /number of inches/], ['y', '"NaN"', /number of inches/], ['x', 'null', /number of inches/]] as const)
      it(`${rulesetId}: a move with ${field} = ${value} is refused at its action, naming the model`, () => {
        const s = gameAfter(rulesetId, seed, n);
        const { text, index, modelName } = alteredText(s, field, value);
        expect(text).not.toBe(JSON.stringify(fileJson(s)));
        const e = gameFileError(() => parseGameText(text, 'probe.sightlinegame'));
        expect(e.path).toBe(`actions[${index}]`);
        expect(e.message).toMatch(words);
        expect(e.message).toContain(modelName);
        expect(e.message).not.toMatch(/undefined|NaN is|toFixed|\[object/);
      });

  it('Hammer Wars: a path waypoint far off the table is refused before the path is walked', () => {
    const s = gameAfter('hammer-wars', 4, 30);
    const move = legalActions(s).find((a) => a.positions);
    expect(move).toBeDefined();
    const hostile: GameAction = { ...move!, path: [[1e300, 5]] };
    expect(() => applyAction(s, hostile)).toThrow(IllegalActionError);
    expect(() => applyAction(s, hostile)).toThrow(/path\[0\].*off the/);
  });

  it('checkMove refuses a huge or non-finite path at once, and bounds its walk', () => {
    const model = { x: 10, y: 10, facingDeg: 0, base: { kind: 'round' as const, diameterMm: 32 } };
    const rules = { difficultCost: 'double', environmental: 'none', pivot: 'free', runThroughDifficult: 'allowed', obscuring: 'open' } as const;
    const table = { widthIn: 44, depthIn: 30 };
    const far = checkMove({ model, path: [[1e300, 10]], allowanceIn: 6, table }, rules);
    expect(far.ok).toBe(false);
    expect(far.reasons[0]).toMatch(/off the edge/);
    const nan = checkMove({ model, path: [[Number.NaN, 10]], allowanceIn: 6 }, rules);
    expect(nan.reasons[0]).toMatch(/not a number/);
    // No table given: a long finite path is walked with at most MAX_MOVE_SAMPLES samples, and still priced.
    const long = checkMove({ model, path: [[1e7, 10]], allowanceIn: 6 }, rules);
    expect(long.ok).toBe(false);
    expect(long.reasons.some((r) => /Moves .* but only 6" is allowed/.test(r))).toBe(true);
  });
});

describe('dice seeds are played as recorded (issue 27 defect 6)', () => {
  const setupError = (seed: unknown): GameSetupError => {
    try {
      createGame({ ...sampleGameSetup('hamwarmer', 1), seed: seed as number });
    } catch (e) {
      if (e instanceof GameSetupError) return e;
      throw e;
    }
    throw new Error(`seed ${String(seed)} was accepted`);
  };

  it('createGame refuses a seed it would cut to 32 bits, naming setup.seed', () => {
    for (const seed of [4294967297, 4294967299, 2147483648, -2147483649, 1e308, 0.9, -0.5, Number.NaN, '7']) {
      const e = setupError(seed);
      expect(e.path).toBe('setup.seed');
      expect(e.message).toMatch(/whole number from -2147483648 to 2147483647/);
    }
  });

  it('a seed in range is the seed the dice play and the game records', () => {
    for (const seed of [0, 1, -1, 2147483647, -2147483648, 4008]) {
      const s = createGame({ ...sampleGameSetup('hamwarmer', 1), seed });
      expect(s.setup.seed).toBe(seed);
      expect(s.dice.kind === 'seeded' && s.dice.seed).toBe(seed);
    }
  });

  it('a game file with seed 4294967299 is refused at setup.seed rather than played as 3', () => {
    const file = fileJson(gameAfter('hamwarmer', 3, 5));
    file.setup.seed = 4294967299;
    const e = gameFileError(() => loadGameFile(file, 'probe.sightlinegame'));
    expect(e.path).toBe('setup.seed');
    expect(e.message).toMatch(/dice seed must be a whole number/);
  });
});

describe('versions and limits of game files (issue 27 defect 7)', () => {
  it('a game file from a newer version says it was made by a newer Sightline', () => {
    const file = fileJson(gameAfter('hammer-wars', 4, 3));
    file.version = 2;
    const e = gameFileError(() => loadGameFile(file, 'probe.sightlinegame'));
    expect(e.message).toMatch(/made by a newer Sightline \(game file version 2\); this version reads up to 1/);
    expect(e.path).toBe('version');
  });

  it('a game with more than 5,000 actions is not stopped by the layout list limit', () => {
    const file = fileJson(gameAfter('hammer-wars', 4, 3));
    const extra = Array.from({ length: 6000 }, () => ({ type: 'no-such-action', player: 0 }));
    file.actions = [...file.actions, ...extra];
    const e = gameFileError(() => loadGameFile(file, 'probe.sightlinegame'));
    // Refused by the rules at its first unknown action, not by a list check.
    expect(e.message).not.toMatch(/entries/);
    expect(e.path).toMatch(/^actions\[\d+\]$/);
  });

  it('more than 100,000 actions are refused by the game file limit', () => {
    const file = fileJson(gameAfter('hammer-wars', 4, 3));
    file.actions = Array.from({ length: 100_001 }, () => ({ type: 'pass', player: 0 }));
    const e = gameFileError(() => loadGameFile(file, 'probe.sightlinegame'));
    expect(e.message).toMatch(/100001 entries; at most 100000 are allowed/);
  });

  it('other lists in a game file keep the layout limit', () => {
    const file = fileJson(gameAfter('hammer-wars', 4, 3));
    file.setup.options = { many: Array.from({ length: 5001 }, () => 1) };
    const e = gameFileError(() => loadGameFile(file, 'probe.sightlinegame'));
    expect(e.message).toMatch(/5001 entries/);
  });
});
