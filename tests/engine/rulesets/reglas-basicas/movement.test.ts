// Reglas básicas' moves and placements through the kit: no base on another base (deploying or moving), no move through an
// enemy base or off the table, and the drag readout ruling as apply does.
import { describe, expect, it } from 'vitest';
import { judgeMove } from '../../../../engine/index';
import { illegalReason } from '../../game/play';
import { expectStackedDeployRefused } from '../checks';
import { act, battle } from './helpers';

describe('bases never overlap (the kit standingProblem)', () => {
  it('a unit deployed onto a friendly base is refused, naming both models', () => expectStackedDeployRefused('reglas-basicas', 1));
  it('a move onto an enemy base is refused, naming both models', () => {
    const s = battle({ 'p2-u2-0': [50, 30], 'p1-u0-0': [50, 20] }, 'Movement', 1);
    const onto = { type: 'run', unit: 'p2-u2', positions: { 'p2-u2-0': { x: 50, y: 20.6 } } } as const;
    expect(illegalReason(() => act(s, onto))).toMatch(/^Hunters cannot run there: Hunters \(p2-u2-0\): Passes over the base of 'Vulkite Berzerkers \(p1-u0-0\)'/);
    expect(judgeMove(s, { ...onto, player: 1 })).toMatchObject({ ok: false });
  });
  it('"move each of the models a distance up to the model\'s Move characteristic": a straight 11" Move is allowed, 11.5" refused with both figures', () => {
    const s = battle({ 'p2-u2-0': [50, 40], 'p1-u0-0': [10, 5] }, 'Movement', 1);
    const move = (y: number) => ({ type: 'move', player: 1, unit: 'p2-u2', positions: { 'p2-u2-0': { x: 50, y } } }) as const;
    expect(judgeMove(s, move(29))).toMatchObject({ ok: true, costIn: 11, allowanceIn: 11 });
    expect(illegalReason(() => act(s, move(28.5)))).toBe('Hunters cannot move there: Hunters (p2-u2-0) would need 11.5" of movement and has 11.0".');
  });
});
