// Action buttons in players' words (the Game panel): a unit and its target, a point, a transport, a deployment mode.
import { describe, expect, it } from 'vitest';
import { createGame, sampleGameSetup, type GameAction } from '../../../engine/index';
import { actionLabel, actionUnit } from '../../../renderer/src/game/GamePanel';

describe('actionLabel', () => {
  const s = createGame(sampleGameSetup('hamwarmer', 1));
  const name = (id: string) => (s.ruleset as { units: { id: string; name: string }[] }).units.find((u) => u.id === id)!.name;
  it('names the unit and its target unit', () => {
    expect(actionLabel(s, { type: 'shoot', player: 0, unit: 'p1-u1', target: 'p2-u1' } as GameAction)).toBe(`Shoot: ${name('p1-u1')} at ${name('p2-u1')}`);
  });
  it('a point target reads as coordinates; a transport and a mode are named', () => {
    expect(actionLabel(s, { type: 'deep-strike', player: 1, unit: 'p2-u4', target: { x: 30, y: 22 } } as GameAction)).toBe(`Deep strike: ${name('p2-u4')} at (30.0, 22.0)`);
    expect(actionLabel(s, { type: 'embark', player: 0, unit: 'p1-u2', transport: 'p1-u4' } as GameAction)).toBe(`Embark: ${name('p1-u2')} into ${name('p1-u4')}`);
    expect(actionLabel(s, { type: 'deploy', player: 0, unit: 'p1-u3', mode: 'infiltrate', positions: { 'p1-u3-g0-0': { x: 30, y: 19 } } } as GameAction)).toBe(`Deploy: ${name('p1-u3')} by infiltrate to (30.0, 19.0)`);
  });
});

describe('actionUnit', () => {
  const s = createGame(sampleGameSetup('hamwarmer', 1));
  it('reads the unit from `unit`, or from the first model an action moves', () => {
    expect(actionUnit(s, { type: 'hold', player: 0, unit: 'p1-u2' } as GameAction)).toBe('p1-u2');
    expect(actionUnit(s, { type: 'move', player: 0, positions: { 'p1-u3-g0-1': { x: 1, y: 2 } } } as GameAction)).toBe('p1-u3');
    expect(actionUnit(s, { type: 'end-phase', player: 0 } as GameAction)).toBeNull();
  });
});
