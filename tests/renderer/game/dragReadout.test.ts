// Issue 21 defect 6: "The drag readout contradicts the referee" (Ghouls, Move 7, read as 6"). In a game, dragging a unit's
// models shows the allowance and the verdict the engine will give when the drag is let go, for every ruleset.
import { beforeEach, describe, expect, it } from 'vitest';
import { IllegalActionError, applyAction, gameBoard, judgeHandMove, playableRulesetIds, type GameAction, type GameState } from '../../../engine/index';
import { useApp } from '../../../renderer/src/store/app';
import { useTools } from '../../../renderer/src/tools/toolStore';
import { modelDown, pointerMove, toolKey } from '../../../renderer/src/tools/controller';
import '../../../renderer/src/tools/basicTools';
import { useGame } from '../../../renderer/src/game/gameStore';
import { moveReadoutText } from '../../../renderer/src/tools/moveReadout';
import { inches } from '../../../renderer/src/tools/measure';
import { firstJudgedMove, translated } from '../../engine/game/judgeHelpers';
import { sized } from '../../support/tier';

/** Headings k * 22.5 degrees: everyday one a quadrant, off the axes (k = 1, 5, 9, 13); deep all 16. */
const HEADINGS = sized([1, 5, 9, 13], Array.from({ length: 16 }, (_, k) => k));

const accepted = (s: GameState, a: GameAction): boolean => {
  try {
    applyAction(s, a);
    return true;
  } catch (e) {
    if (e instanceof IllegalActionError) return false;
    throw e;
  }
};

/** Drags the move's models (selected together) by `lengthIn` along `angle`, and returns the readout's check and words. */
function drag(s: GameState, move: GameAction, angle: number, lengthIn: number) {
  const ids = Object.keys(move.positions!);
  const lead = s.models.find((m) => m.id === ids[0])!;
  useTools.setState({ tool: 'select', selection: ids, drag: null, dragSession: null, moveIn: 6 });
  expect(modelDown(lead.id, lead.x, lead.y)).toBe(true);
  pointerMove(lead.x + Math.cos(angle) * lengthIn, lead.y + Math.sin(angle) * lengthIn, null);
  const d = useTools.getState().drag!;
  const text = moveReadoutText(d, useTools.getState().moveIn);
  toolKey('Escape'); // the drag is not let go: only the readout is read
  return { check: d.check!, text };
}

describe.each(playableRulesetIds())('%s: the drag readout is the referee', (rulesetId) => {
  beforeEach(() => useGame.setState({ state: null, viewing: null }));
  it('the allowance read while dragging is the engine\'s, and "too far" exactly when applyAction refuses', { timeout: 120_000 }, () => {
    const { state, move } = firstJudgedMove(rulesetId, 1);
    useApp.getState().replaceDocument(gameBoard(state), { path: null, name: 'game' });
    useGame.setState({ state, viewing: null, seats: ['you', 'you'] });
    let judged = 0;
    for (const k of HEADINGS) {
      const angle = (k * Math.PI) / 8;
      const under = drag(state, move, angle, 0);
      const allowance = under.check.allowanceIn!;
      expect(allowance).toBeGreaterThan(0);
      expect(under.text).toContain(`of ${inches(allowance)}`);
      for (const len of [allowance - 0.05, allowance + 0.05]) {
        const r = drag(state, move, angle, len);
        const a = translated(state, move, angle, len);
        const rounded = { ...a, positions: Object.fromEntries(Object.entries(a.positions!).map(([id, p]) => [id, { x: Math.round(p.x * 1000) / 1000, y: Math.round(p.y * 1000) / 1000 }])) };
        // The readout is the verdict on the drag as a move made by hand: some kind open to the unit (a Move, else a Run
        // or an Advance with its own, larger allowance) accepts it exactly when the readout says so.
        const unit = state.models.find((m) => m.id === Object.keys(move.positions!)[0])!.unit;
        const v = judgeHandMove(state, unit, rounded.positions!);
        expect(r.check.ok, `${rulesetId} heading ${k}, ${len.toFixed(2)}": ${r.text} ${r.check.reasons.join('; ')}`).toBe(v.ok);
        if (v.ok) expect(accepted(state, v.action)).toBe(true);
        // Within the Move it is the Move, with the Move's allowance; past it, either refused against the Move's allowance
        // ("too far") or taken as a kind that allows more.
        if (len < allowance) expect(r.check.allowanceIn).toBe(allowance);
        else if (r.check.ok) expect(r.check.allowanceIn!).toBeGreaterThan(allowance);
        else {
          expect(r.check.allowanceIn).toBe(allowance);
          if (r.check.costIn > allowance) expect(r.text).toContain('too far');
        }
        if (r.check.ok) judged++;
      }
    }
    expect(judged).toBeGreaterThan(0);
    useGame.setState({ state: null });
  });
});
