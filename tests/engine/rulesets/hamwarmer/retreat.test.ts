// The failed-morale retreat of HamWarmer 24.5 (001_9d9921dd118cdf65.txt: "The unit cannot move closer to any enemy models.",
// "If this movement would take a model off the battlefield, the model is destroyed.").
import { describe, expect, it } from 'vitest';
import { retreatCloserProblem, retreatOffTable } from '../../../../engine/rulesets/hamwarmer/game/retreat';
import type { PlacedBase } from '../../../../engine/types';

const at = (x: number, y: number): PlacedBase => ({ base: { kind: 'round', diameterMm: 25.4 }, x, y });

describe('failed-morale retreat', () => {
  const enemy = [at(20, 10)];
  it('moving straight away is allowed; sideways along a circle around the enemy is allowed (not closer)', () => {
    expect(retreatCloserProblem('Squad', [at(10, 10)], [at(4, 10)], enemy)).toBeNull();
    // same distance 10" from the enemy's centre: (20 - 10cos30, 10 + 10sin30)
    expect(retreatCloserProblem('Squad', [at(10, 10)], [at(20 - 10 * Math.cos(Math.PI / 6), 15)], enemy)).toBeNull();
  });
  it('any model ending closer to any enemy model is refused, with the reason', () => {
    expect(retreatCloserProblem('Squad', [at(10, 10), at(8, 10)], [at(4, 10), at(8.5, 10)], enemy)).toBe('Squad failed its Morale test: it cannot move closer to any enemy models.');
    expect(retreatCloserProblem('Squad', [at(10, 10)], [at(9, 12)], [...enemy, at(5, 14)])).toMatch(/cannot move closer/);
  });
  it('models leaving the battlefield are destroyed', () => {
    const after = [{ ...at(-0.1, 5), id: 'a' }, { ...at(3, 5), id: 'b' }, { ...at(48.2, 5), id: 'c' }];
    expect(retreatOffTable(after, { widthIn: 48, depthIn: 36 })).toEqual(['a', 'c']);
  });
});
