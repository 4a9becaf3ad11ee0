// The scatter die with scripted faces: arrows vs hit symbols, bearing and distance, and the "#d6" placeholder.
import { describe, expect, it } from 'vitest';
import { scatteredPoint, scriptedDice } from '../../../engine/dice';

describe('scatter', () => {
  it.each([5, 6])('face %i is a hit: no move and no distance dice thrown', (face) => {
    const dice = scriptedDice([face, 6]);
    const s = dice.scatter('2d6', 'Deep Strike');
    expect(s).toEqual({ for: 'Deep Strike', face, hit: true, bearingDeg: 0, distanceIn: 0, dx: 0, dy: 0 });
    expect(dice.roll('d6').dice).toEqual([6]); // the 6 was still unused
  });

  it.each([1, 2, 3, 4])('face %i is an arrow: bearing from the unit draw, distance from the dice', (face) => {
    const dice = scriptedDice([face, 3, 4], [0.25]);
    const s = dice.scatter('2d6');
    expect(s.hit).toBe(false);
    expect(s.bearingDeg).toBe(90);
    expect(s.distanceIn).toBe(7);
    expect(s.distanceRoll?.dice).toEqual([3, 4]);
    expect(s.dx).toBeCloseTo(0, 12);
    expect(s.dy).toBeCloseTo(7, 12);
    expect(scatteredPoint(10, 10, s).y).toBeCloseTo(17, 12);
  });

  it('weapon scatter distances Nd6 roll N dice', () => {
    const s = scriptedDice([1, 2, 2, 2], [0.5]).scatter('3d6');
    expect(s.distanceIn).toBe(6);
    expect(s.dx).toBeCloseTo(-6, 12);
  });

  it("'#d6' asks for the weapon's number", () => {
    expect(() => scriptedDice([1]).scatter('#d6')).toThrow(/weapon's own number of dice/);
  });
});
