// The `?` list names the game's keys (issue 23 item 10): every key the Game panel's key layer answers, the pending move's
// Enter and Escape, selecting a whole unit and moving one model alone.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAME_KEYS } from '../../../renderer/src/ui/Overlays';

const help = new Map(GAME_KEYS.map(([k, what]) => [k, what]));
const panel = readFileSync(new URL('../../../renderer/src/game/GamePanel.tsx', import.meta.url), 'utf8');

describe('the help list of game keys', () => {
  it('names every key the Game panel answers (read from its key layer)', () => {
    const keys = new Set([...panel.matchAll(/(?:e\.key|combo) === '([^']+)'/g)].map((m) => m[1]!));
    expect(keys.size).toBeGreaterThanOrEqual(3);
    if (panel.includes('/^[1-9]$/')) keys.add('1 - 9');
    for (const k of keys) expect(help.has(k), `the help list names ${k}`).toBe(true);
  });

  it('Enter and Escape say what they do to a pending move as well as to an aimed attack', () => {
    expect(help.get('Enter')).toMatch(/pending move/);
    expect(help.get('Enter')).toMatch(/aimed attack/);
    expect(help.get('Escape')).toMatch(/pending move back/);
    expect(help.get('Escape')).toMatch(/aimed attack/);
  });

  it('selecting a unit, dragging it, one model alone, deploying from the roster', () => {
    expect(help.get('Click a model of yours')).toMatch(/whole unit/);
    expect(help.get('Drag a model of yours')).toMatch(/whole unit/);
    expect(help.get('Alt+drag')).toMatch(/one model/);
    expect([...help.keys()].some((k) => /Roster/.test(k))).toBe(true);
    expect(help.has('N')).toBe(true);
  });
});
