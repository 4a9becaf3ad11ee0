// Issue 21 defect 12: a new game's tray log starts with that game's rolls; the previous game's go, the tray's own stay.
import { describe, expect, it } from 'vitest';
import { sampleGameSetup } from '../../../engine/index';
import { useDice } from '../../../renderer/src/dice/diceStore';
import { startGame } from '../../../renderer/src/game/gameStore';

describe('game rolls in the dice tray', () => {
  it('starting a new game clears the previous game\'s rolls and keeps the tray\'s own', () => {
    useDice.getState().roll('2d6', 'Charge');
    useDice.getState().showGameRolls([{ text: 'Old game: To hit (4+): rolled 2d6 → 3, 5', faces: [3, 5] }]);
    expect(useDice.getState().log.some((l) => l.text.startsWith('Game: Old game'))).toBe(true);
    const setup = sampleGameSetup('nuceria', 2);
    expect(startGame(setup, ['you', 'you'], 'easy')).toBe(true);
    const log = useDice.getState().log.map((l) => l.text);
    expect(log.some((t) => t.startsWith('Game: Old game'))).toBe(false);
    expect(log.some((t) => /2d6 for Charge/.test(t))).toBe(true);
  });
});
