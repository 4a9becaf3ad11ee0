// The computer opponent decides on a budget of engine work, never on the clock (issue 26: 4 of 4,070 repeated decisions
// differed when an 800 ms time cap cut the search). With every clock the engine could read made to jump a minute per read,
// the decisions are the same as with the real clock, and no clock is read at all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseAction, gameResult, playableRulesetIds } from '../../../engine/index';
import { midGame } from './match';

/** Makes performance.now and Date.now jump a minute at every read; returns how many reads there were. */
function jumpingClocks(): () => number {
  let t = 0;
  const perf = vi.spyOn(performance, 'now').mockImplementation(() => (t += 60_000));
  const date = vi.spyOn(Date, 'now').mockImplementation(() => (t += 60_000));
  return () => perf.mock.calls.length + date.mock.calls.length;
}

afterEach(() => vi.restoreAllMocks());

describe('chooseAction reads no clock: the budget of work decides', () => {
  it.each(playableRulesetIds())('%s: the same choices, scores and work with the clock jumping a minute per read, and no read', (rulesetId) => {
    // Normal on a mid-game state, hard on a later one (hard's search is the one a cap used to cut).
    const cases = [
      { s: midGame(rulesetId, 21, 40), level: 'normal' as const },
      { s: midGame(rulesetId, 22, 90), level: 'hard' as const },
    ].filter((c) => !gameResult(c.s));
    expect(cases.length).toBeGreaterThan(0);
    const real = cases.map((c) => chooseAction(c.s, { level: c.level, seed: 5 }));
    const reads = jumpingClocks();
    const jumped = cases.map((c) => chooseAction(c.s, { level: c.level, seed: 5 }));
    expect(reads()).toBe(0);
    for (let i = 0; i < cases.length; i++) {
      expect(jumped[i]!.action).toEqual(real[i]!.action);
      expect(jumped[i]!.score).toBe(real[i]!.score);
      expect(jumped[i]!.alternatives).toEqual(real[i]!.alternatives);
      expect(jumped[i]!.evaluated).toBe(real[i]!.evaluated);
    }
  }, 60_000);

  it('the budget bounds the work: a smaller budget simulates fewer transitions, never more than it is given', () => {
    const s = midGame('hamwarmer', 21, 40);
    const small = chooseAction(s, { level: 'normal', seed: 5, budget: 30 });
    const full = chooseAction(s, { level: 'normal', seed: 5 });
    expect(small.evaluated).toBeLessThanOrEqual(30);
    expect(full.evaluated).toBeGreaterThan(small.evaluated);
  });
});
