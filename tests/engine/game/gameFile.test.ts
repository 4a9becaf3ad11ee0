// Game files (.sightline-game): save, reopen to the exact same state (table, dice, log), refuse bad files naming the field.
import { describe, expect, it } from 'vitest';
import {
  GAME_FILE_FORMAT,
  GameFileError,
  applyAction,
  createGame,
  gameFileOf,
  legalActions,
  loadGameFile,
  parseGameText,
  playableRulesetIds,
  sampleGameSetup,
  saveGameText,
  seededRandom,
  type GameState,
} from '../../../engine/index';

/** A game some way in: `n` actions chosen by a seeded uniform player. */
function gameAfter(rulesetId: string, seed: number, n: number): GameState {
  let s = createGame(sampleGameSetup(rulesetId, seed));
  const pick = seededRandom(seed * 7 + 1);
  for (let i = 0; i < n && !s.result; i++) {
    const acts = legalActions(s);
    s = applyAction(s, acts[Math.floor(pick() * acts.length)]!);
  }
  return s;
}

const errorOf = (fn: () => unknown): GameFileError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof GameFileError) return e;
    throw e;
  }
  throw new Error('expected a GameFileError');
};

describe('game files', () => {
  for (const id of playableRulesetIds())
    it(`${id}: saving and reopening gives the same state (table, dice state, log, score)`, () => {
      const s = gameAfter(id, 11, 40);
      expect(s.actions.length).toBeGreaterThan(10);
      const text = saveGameText(s, 'practice');
      const back = parseGameText(text, 'practice.sightline-game');
      expect(back).toEqual(s);
      // And the reopened game plays on with the same dice as the original.
      const next = legalActions(s)[0];
      if (next) expect(applyAction(back, next)).toEqual(applyAction(s, next));
    });

  it('holds only the setup and the actions, under its format and version', () => {
    const s = gameAfter(playableRulesetIds()[0]!, 3, 5);
    const file = JSON.parse(saveGameText(s, 'x'));
    expect(Object.keys(file).sort()).toEqual(['actions', 'format', 'name', 'setup', 'version']);
    expect(file).toMatchObject({ format: GAME_FILE_FORMAT, version: 1, name: 'x' });
  });

  it('refuses bad files with the field named, never a crash', () => {
    const s = gameAfter(playableRulesetIds()[0]!, 5, 12);
    const good = JSON.parse(saveGameText(s, 'g'));
    expect(errorOf(() => loadGameFile({ ...good, version: 2 })).message).toMatch(/version/);
    expect(errorOf(() => loadGameFile({ ...good, format: 'sightline/layout' })).message).toMatch(/format/);
    expect(errorOf(() => loadGameFile({ ...good, setup: { ...good.setup, seed: 'x' } })).path).toBe('setup.seed');
    expect(errorOf(() => loadGameFile({ ...good, actions: [{ type: 'move', player: 3 }] })).path).toBe('actions[0].player');
    const badLayout = errorOf(() => loadGameFile({ ...good, setup: { ...good.setup, layout: { ...good.setup.layout, table: { widthIn: -1, depthIn: 44 } } } }));
    expect(badLayout.path).toMatch(/^setup\.layout\.table/);
    // An action the rules refuse: named by its number, with the rules' reason.
    const wrong = { ...good, actions: [...good.actions.slice(0, 3), { ...good.actions[3], player: 1 - good.actions[3].player }] };
    const e = errorOf(() => loadGameFile(wrong));
    expect(e.path).toBe('actions[3]');
    expect(e.message).toMatch(/action 4 of .* does not replay: /);
    expect(errorOf(() => parseGameText('{"format": ', 'g.sightline-game')).message).toMatch(/^g\.sightline-game: this is not valid JSON/);
    expect(errorOf(() => parseGameText('['.repeat(100), 'deep')).message).toMatch(/deep/);
    expect(errorOf(() => loadGameFile(null)).message).toMatch(/JSON object/);
  });
});
