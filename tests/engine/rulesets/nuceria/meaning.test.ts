// What each Nuceria action is (role, unit, target, words), for every action offered over seeded random games, and a few
// read one by one.
import { describe, expect, it } from 'vitest';
import { sized } from '../../../support/tier';
import { actionMeaning, createGame, legalActions, sampleGameSetup, type GameState } from '../../../../engine/index';
import type { NuState } from '../../../../engine/rulesets/nuceria/game/state';
import { checkMeaningsOverGames } from '../checks';

describe('Nuceria meaning()', () => {
  it(`every action offered over ${sized('a seeded random game', '2 seeded random games')} has a role, real unit ids and words with names, not ids`, { timeout: 120_000 }, () => {
    expect(checkMeaningsOverGames('nuceria', sized([1], [1, 2]))).toBeGreaterThan(sized(250, 500));
  });
  it('deploying, activating, moving and attacking read in unit names; the two Line Squads are told apart', () => {
    const s = createGame(sampleGameSetup('nuceria', 2)) as GameState<NuState>;
    const words = legalActions(s).map((a) => actionMeaning(s, a));
    expect(words.every((m) => m.role === 'deploy')).toBe(true);
    expect(words.map((m) => m.words)).toEqual(expect.arrayContaining([expect.stringMatching(/^Deploy (Cohort Commander|Line Squad \(1\)|Line Squad \(2\)|Battle Tank|Warboss|Boyz Mob|Lootas|Stompa Walker)$/)]));
    const lines = s.ruleset.units.filter((u) => u.name === 'Line Squad');
    expect(lines).toHaveLength(2);
    expect(actionMeaning(s, { type: 'deploy', player: 0, unit: lines[0]!.id, positions: {} }).words).toBe('Deploy Line Squad (1)');
    expect(actionMeaning(s, { type: 'deploy', player: 0, unit: lines[1]!.id, positions: {} }).words).toBe('Deploy Line Squad (2)');
    expect(actionMeaning(s, { type: 'end-activation', player: 0 })).toMatchObject({ role: 'pass' });
    expect(actionMeaning(s, { type: 'attack', player: 0, mode: 'melee', target: 'p2-u0' })).toMatchObject({ role: 'attack', target: 'p2-u0', words: 'a unit makes a Melee Attack on Warboss' });
  });
});
