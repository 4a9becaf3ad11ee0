// What each Reglas básicas action is (role, unit, target, words), for every action offered over seeded random games, in
// both turn models, and a few read one by one.
import { describe, expect, it } from 'vitest';
import { sized } from '../../../support/tier';
import { actionMeaning, createGame, sampleGameSetup, unitLabels } from '../../../../engine/index';
import { checkMeaningsOverGames } from '../checks';

describe('Reglas básicas meaning()', () => {
  it(`every action offered over ${sized('a seeded random game', '2 seeded random games')} has a role, real unit ids and words with names, not ids`, { timeout: 120_000 }, () => {
    expect(checkMeaningsOverGames('reglas-basicas', sized([1], [1, 2]))).toBeGreaterThan(sized(250, 500));
  });
  it('moves, charges, shots, fights, holds and Stop read in unit names with their roles', () => {
    expect(unitLabels(createGame(sampleGameSetup('reglas-basicas', 1)).models).get('p2-u0')).toBe('Vulkite Berzerkers (1)');
    const s = createGame(sampleGameSetup('reglas-basicas', 1));
    const unitOf = (p: 0 | 1, k: number) => `p${p + 1}-u${k}`;
    // Same-named units are told apart: the Fyreslayers bring two units of Vulkite Berzerkers.
    const name = (u: string) => unitLabels(s.models).get(u)!;
    const [a, t] = [unitOf(0, 0), unitOf(1, 0)];
    expect(actionMeaning(s, { type: 'run', player: 0, unit: a, positions: {} })).toEqual({ role: 'move', unit: a, target: null, words: `${name(a)} runs` });
    expect(actionMeaning(s, { type: 'charge', player: 0, unit: a, target: t, positions: {}, throwingAxes: true })).toEqual({ role: 'charge', unit: a, target: t, words: `${name(a)} charges ${name(t)}, throwing axes first` });
    expect(actionMeaning(s, { type: 'shoot', player: 0, unit: a, target: t, move: 'before' })).toMatchObject({ role: 'attack', words: `${name(a)} shoots ${name(t)} after moving` });
    expect(actionMeaning(s, { type: 'fight', player: 0, unit: a, target: t })).toMatchObject({ role: 'attack', target: t });
    expect(actionMeaning(s, { type: 'hold', player: 0, unit: a })).toMatchObject({ role: 'pass', unit: a });
    expect(actionMeaning(s, { type: 'stop', player: 0 })).toEqual({ role: 'pass', unit: null, target: null, words: 'Stop' });
  });
});
