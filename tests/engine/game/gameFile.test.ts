// Game files (.sightline-game): save, reopen to the exact same state (table, dice, log), refuse bad files naming the field.
import { describe, expect, it } from 'vitest';
import {
  GAME_FILE_FORMAT,
  applyAction,
  legalActions,
  loadGameFile,
  parseGameText,
  playableRulesetIds,
  saveGameText,
} from '../../../engine/index';
import { gameAfter, gameFileError } from './play';

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
    expect(gameFileError(() => loadGameFile({ ...good, version: 2 })).message).toMatch(/version/);
    expect(gameFileError(() => loadGameFile({ ...good, format: 'sightline/layout' })).message).toMatch(/format/);
    expect(gameFileError(() => loadGameFile({ ...good, setup: { ...good.setup, seed: 'x' } })).path).toBe('setup.seed');
    expect(gameFileError(() => loadGameFile({ ...good, actions: [{ type: 'move', player: 3 }] })).path).toBe('actions[0].player');
    const badLayout = gameFileError(() => loadGameFile({ ...good, setup: { ...good.setup, layout: { ...good.setup.layout, table: { widthIn: -1, depthIn: 44 } } } }));
    expect(badLayout.path).toMatch(/^setup\.layout\.table/);
    // An action the rules refuse: named by its number, with the rules' reason.
    const wrong = { ...good, actions: [...good.actions.slice(0, 3), { ...good.actions[3], player: 1 - good.actions[3].player }] };
    const e = gameFileError(() => loadGameFile(wrong));
    expect(e.path).toBe('actions[3]');
    expect(e.message).toMatch(/action 4 of .* does not replay: /);
    expect(gameFileError(() => parseGameText('{"format": ', 'g.sightline-game')).message).toMatch(/^g\.sightline-game: this is not valid JSON/);
    expect(gameFileError(() => parseGameText('['.repeat(100), 'deep')).message).toMatch(/deep/);
    expect(gameFileError(() => loadGameFile(null)).message).toMatch(/JSON object/);
  });
});
