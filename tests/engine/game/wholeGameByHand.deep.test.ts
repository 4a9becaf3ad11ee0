// Issue 23, "Done when": a whole game of each of the five rulesets played with every deployment, move and charge made on
// the table, none from the list. The greedy bot decides what to do; it is done as the table does it: a unit dropped at
// a point (dropUnit: a legal formation round it), a unit dragged by the same offset (flowFormation: models flowing round
// what blocks them), judged by judgeHandMove as the page judges a drag. Where the flowed drag is refused, the player
// nudges each model to the spot they want (the bot's positions) and that is judged the same way. Choices, shots, fights
// and passes are the bot's own actions.
import { describe, expect, it } from 'vitest';
import { actionMeaning, applyAction, createGame, dropUnit, flowFormation, judgeHandMove, playableRulesetIds, RULESETS, sampleGameSetup, TABLE_DRAG_ROLES, type GameState } from '../../../engine/index';
import { greedyBotAction } from '../../../engine/ai/index';

const centre = (ps: readonly { x: number; y: number }[]) => ({ x: ps.reduce((a, p) => a + p.x, 0) / ps.length, y: ps.reduce((a, p) => a + p.y, 0) / ps.length });

describe.each(playableRulesetIds())('%s: a whole game by hand', (id) => {
  it.each([1, 2])('seed %i: every deployment, move and charge made on the table, to the end of the game', (seed) => {
    let s: GameState = createGame(sampleGameSetup(id, seed));
    const tally = { deploys: 0, drags: 0, nudged: 0, charges: 0 };
    const refused: string[] = [];
    for (let i = 0; i < 4000 && !s.result; i++) {
      const a = greedyBotAction(s).action;
      const m = actionMeaning(s, a);
      if (!a.positions || !m.unit || !['deploy', 'move', 'charge'].includes(m.role)) {
        s = applyAction(s, a);
        continue;
      }
      if (m.role === 'deploy') {
        const c = centre(Object.values(a.positions));
        const r = dropUnit(s, m.unit, c.x, c.y, RULESETS[id]?.measuring.coherency ?? null);
        if (!r.ok) refused.push(`${m.words}: ${r.reason}`);
        else {
          s = applyAction(s, r.action);
          tally.deploys++;
        }
        if (!r.ok) s = applyAction(s, a);
        continue;
      }
      const ids = Object.keys(a.positions);
      const all = s.models.filter((x) => x.unit === m.unit && x.onTable);
      const moved = all.filter((x) => ids.includes(x.id));
      const from = centre(moved);
      const to = centre(ids.map((k) => a.positions![k]!));
      // The whole unit dragged (its models flow), or the models the move names carried by the same offset.
      const dragged = moved.length === all.length ? flowFormation(s, all, to.x - from.x, to.y - from.y) : Object.fromEntries(moved.map((x) => [x.id, { x: x.x + to.x - from.x, y: x.y + to.y - from.y }]));
      let v = judgeHandMove(s, m.unit, dragged, TABLE_DRAG_ROLES);
      if (!v.ok) {
        tally.nudged++;
        v = judgeHandMove(s, m.unit, a.positions, TABLE_DRAG_ROLES);
      }
      if (!v.ok) {
        refused.push(`${m.words}: ${v.reason}`);
        s = applyAction(s, a);
        continue;
      }
      s = applyAction(s, v.action);
      tally.drags++;
      if (actionMeaning(s, v.action).role === 'charge' || v.action.type === 'charge') tally.charges++;
    }
    expect(s.result, 'the game ended').not.toBeNull();
    expect(refused).toEqual([]);
    expect(tally.deploys).toBeGreaterThan(0);
    expect(tally.drags).toBeGreaterThan(0);
    // Most moves are one drag of the unit; nudging model by model is the exception.
    expect(tally.nudged, JSON.stringify(tally)).toBeLessThanOrEqual(Math.ceil(tally.drags / 5));
  });
});
