// Dice expressions: what parses, its canonical spelling, and the messages for what does not.
import { describe, expect, it } from 'vitest';
import { diceExprProblem, parseDiceExpr } from '../../../engine/dice';

describe('parseDiceExpr', () => {
  it.each([
    ['d6', 1, 6, 0, 'd6'],
    ['D6', 1, 6, 0, 'd6'],
    ['1d6', 1, 6, 0, 'd6'],
    ['2d6', 2, 6, 0, '2d6'],
    ['d3', 1, 3, 0, 'd3'],
    ['3d6+1', 3, 6, 1, '3d6+1'],
    [' 2 d 6 - 2 ', 2, 6, -2, '2d6-2'],
    ['4d10+12', 4, 10, 12, '4d10+12'],
  ])('%s', (text, count, sides, modifier, canonical) => {
    const p = parseDiceExpr(text);
    expect(p).toEqual({ ok: true, expr: { count, sides, modifier, text: canonical } });
  });

  it.each(['3x6', '', 'd', '6', '2d', 'd6+', '2d6*2', 'd6+1+1'])('rejects %j with a usable message', (text) => {
    const p = parseDiceExpr(text);
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.message).toBe(`'${text}' is not a dice expression; use d6, 2d6, d3, 2d6+1`);
  });

  it('explains the weapon placeholder #d6', () => {
    expect(diceExprProblem('#d6')).toMatch(/weapon's own number of dice.*'2d6'/);
  });

  it('rejects zero dice and one-sided dice', () => {
    expect(diceExprProblem('0d6')).toMatch(/between 1 and/);
    expect(diceExprProblem('2d1')).toMatch(/2 to \d+ sides/);
    expect(diceExprProblem('2d6')).toBeNull();
  });
});
