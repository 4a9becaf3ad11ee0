// What is drawn round a unit during a drag (issue 23 item 4): the reach of each kind of move it may make by hand, from the
// same check the referee rules with. Each kind's reach is the allowance judgeMove gives an offered move of that kind, and
// a charge decided by dice reaches as far as the dice can go; a model moved one inch past its reach is refused.
import { describe, expect, it } from 'vitest';
import { actionMeaning, applyAction, createGame, handReach, judgeMove, legalActions, playableRulesetIds, sampleGameSetup, type GameState } from '../../../engine/index';
import { greedyBotAction } from '../../../engine/ai/index';
import { battle } from '../rulesets/hamwarmer/helpers';

describe.each(playableRulesetIds())('%s: reach drawn round a unit', (id) => {
  it('each offered move of a unit has its kind drawn at the allowance the referee gives it', () => {
    let s: GameState = createGame(sampleGameSetup(id, 4));
    let checked = 0;
    for (let i = 0; i < 250 && !s.result && checked < 6; i++) {
      for (const a of legalActions(s)) {
        const m = actionMeaning(s, a);
        if (!a.positions || m.role !== 'move' || !m.unit) continue;
        const j = judgeMove(s, a);
        if (!j?.allowanceIn) continue;
        const labels = handReach(s, m.unit).filter((r) => r.role === 'move').map((r) => [r.label, r.reachIn]);
        expect(labels.some(([, r]) => r === j.allowanceIn), `${m.words}: ${JSON.stringify(labels)} vs ${j.allowanceIn}`).toBe(true);
        checked++;
        break;
      }
      s = applyAction(s, greedyBotAction(s).action);
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('HamWarmer: reach in the Charge phase', () => {
  it('a unit within 12" of an enemy shows "Charge up to 12" (2d6)": the most 2d6 can give', () => {
    // The Ghoul Pack (p2-u1) 5" from Line Squad Alpha (p1-u1).
    const place: Record<string, [number, number]> = {};
    for (let k = 0; k < 8; k++) place[`p2-u1-g0-${k}`] = [28.35 + (k % 4) * 1.1, 20 + Math.floor(k / 4) * 1.1];
    place['p1-u1-g0-0'] = [25, 27];
    for (let k = 0; k < 7; k++) place[`p1-u1-g1-${k}`] = [26.1 + k * 1.1, 27];
    const s = battle(place, 'Charge', 1);
    expect(handReach(s, 'p2-u1')).toEqual([{ role: 'charge', label: 'Charge up to 12" (2d6)', reachIn: 12 }]);
    // In the Movement phase the same unit shows its Move (the Ghoul's M from the army file), and no charge.
    const moving = battle(place, 'Movement', 1);
    const reach = handReach(moving, 'p2-u1');
    expect(reach.map((r) => r.role)).toEqual(['move']);
    const offered = legalActions(moving).find((a) => a.type === 'move' && actionMeaning(moving, a).unit === 'p2-u1');
    if (offered) expect(reach[0]!.reachIn).toBe(judgeMove(moving, offered)!.allowanceIn);
    expect(reach[0]!.label).toBe(`Move ${reach[0]!.reachIn}"`);
  });
});
