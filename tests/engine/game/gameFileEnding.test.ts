// The game file's ending is one browsers' file pickers accept (letters, digits, '+', '.'), and older games still open.
import { describe, expect, it } from 'vitest';
import { GAME_FILE_ENDING, isGameFileName, LEGACY_GAME_FILE_ENDINGS } from '../../../engine/game/gameFile';

describe('game file endings', () => {
  it('the ending is valid in a Chromium file picker (starts with ".", letters/digits/+/. only, at most 16 characters)', () => {
    expect(GAME_FILE_ENDING).toMatch(/^\.[A-Za-z0-9+.]*[A-Za-z0-9+]$/);
    expect(GAME_FILE_ENDING.length).toBeLessThanOrEqual(16);
  });
  it('names games by the new and the old ending, any case; layouts are not games', () => {
    expect(isGameFileName(`Practice${GAME_FILE_ENDING}`)).toBe(true);
    expect(isGameFileName('Practice.sightline-game')).toBe(true);
    expect(isGameFileName('FINAL.SIGHTLINE-GAME')).toBe(true);
    expect(LEGACY_GAME_FILE_ENDINGS).toContain('.sightline-game');
    for (const n of ['city.sightline', 'city.json', 'report.md', 'x.sightline-gamex']) expect(isGameFileName(n)).toBe(false);
  });
});
