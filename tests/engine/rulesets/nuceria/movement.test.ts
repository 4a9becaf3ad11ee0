// Nuceria's moves and placements through the kit: no base on another base (deploying or moving), Environmental Terrain
// "halves movement as units pass through it (rounded up)", and the drag readout ruling as apply does.
import { describe, expect, it } from 'vitest';
import { judgeMove, makeTerrain } from '../../../../engine/index';
import { expectStackedDeployRefused } from '../checks';
import { illegalReason } from '../../game/play';
import { act, battle } from './helpers';

describe('bases never overlap (the kit standingProblem)', () => {
  it('a unit deployed onto a friendly base is refused, naming both models', () => expectStackedDeployRefused('nuceria', 2));
  it('a move onto an enemy base is refused, naming both models', () => {
    const s = act(battle({ 'p1-u0-0': [20, 20], 'p2-u0-0': [20, 26], 'p1-u1-0': [50, 5] }, 0), { type: 'activate', unit: 'p1-u0' });
    expect(illegalReason(() => act(s, { type: 'move', positions: { 'p1-u0-0': { x: 20, y: 25.6 } } }))).toMatch(/^Cohort Commander cannot move there: Cohort Commander \(p1-u0-0\): Passes over the base of 'Warboss \(p2-u0-0\)'/);
  });
});

describe('"Environmental Terrain ... halves movement as units pass through it (rounded up)"', () => {
  const crater = makeTerrain('crater', { id: 'crater', x: 20, y: 24, traits: ['environmental'] });
  const start = () => act(battle({ 'p1-u0-0': [20, 20], 'p2-u0-0': [50, 40], 'p1-u1-0': [50, 5] }, 0, [crater]), { type: 'activate', unit: 'p1-u0' });
  it('the Commander (Movement 6") crossing a crater has 3": 4" is refused, 3" allowed; 5" away from it is fine (the readout\'s allowance is the Movement, the halving in its reason)', () => {
    const s = start();
    const into = { type: 'move', player: 0, positions: { 'p1-u0-0': { x: 20, y: 24 } } } as const;
    expect(illegalReason(() => act(s, into))).toMatch(/would need 4\.0" of Movement and has 3\.0" \(environmental terrain halves 6" to 3"\)/);
    expect(judgeMove(s, into)).toMatchObject({ ok: false, costIn: 4, allowanceIn: 6, reasons: [illegalReason(() => act(s, into))] });
    const short = { type: 'move', player: 0, positions: { 'p1-u0-0': { x: 20, y: 23 } } } as const;
    expect(judgeMove(s, short)).toMatchObject({ ok: true, costIn: 3, allowanceIn: 6 });
    expect(act(s, short).models.find((m) => m.id === 'p1-u0-0')!.y).toBe(23);
    const away = { type: 'move', player: 0, positions: { 'p1-u0-0': { x: 20, y: 15 } } } as const;
    expect(judgeMove(s, away)).toMatchObject({ ok: true, costIn: 5, allowanceIn: 6 });
  });
});
