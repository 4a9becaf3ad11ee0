// Issue 21 defect 6: the drag readout and the referee rule a move by the same function. For every ruleset, judgeMove's
// allowance is where applyAction turns from accepting to refusing: a move just under it is accepted, just over it is
// refused with judgeMove's own reason.
import { describe, expect, it } from 'vitest';
import { IllegalActionError, applyAction, judgeMove, playableRulesetIds, type GameAction, type GameState } from '../../../engine/index';
import { firstJudgedMove, translated } from './judgeHelpers';

function refusal(s: GameState, a: GameAction): string | null {
  try {
    applyAction(s, a);
    return null;
  } catch (e) {
    if (e instanceof IllegalActionError) return e.reason;
    throw e;
  }
}

describe.each(playableRulesetIds())('%s: judgeMove is the referee', (rulesetId) => {
  it('just under the allowance accepted, just over refused with the same reason, judgeMove saying so with the same allowance', { timeout: 120_000 }, () => {
    let boundaries = 0;
    for (const seed of [1, 2, 3]) {
      const { state, move } = firstJudgedMove(rulesetId, seed);
      const allowance = judgeMove(state, move)!.allowanceIn;
      expect(allowance).toBeGreaterThan(0);
      // Headings round the compass: the open ones (where the move just under the allowance stands clear) are judged.
      for (let k = 0; k < 16; k++) {
        const angle = (k * Math.PI) / 8;
        const under = translated(state, move, angle, allowance - 0.02);
        const over = translated(state, move, angle, allowance + 0.02);
        const vu = judgeMove(state, under)!;
        const vo = judgeMove(state, over)!;
        // Always: the ruling is what applyAction does.
        expect(vu.ok).toBe(refusal(state, under) === null);
        expect(vo.ok ? null : vo.reasons[0]).toBe(refusal(state, over));
        expect(vu.allowanceIn).toBe(allowance);
        if (!vu.ok || vu.costIn < allowance - 0.03) continue; // blocked, or a heading not straight (difficult ground costs more)
        boundaries++;
        expect(vu.costIn).toBeLessThanOrEqual(allowance);
        expect(vo.ok, `${rulesetId} seed ${seed}: ${allowance + 0.02}" at heading ${k}`).toBe(false);
        expect(vo.costIn).toBeGreaterThan(allowance);
        expect(vo.allowanceIn).toBe(allowance);
      }
    }
    expect(boundaries).toBeGreaterThan(0);
  });
});
