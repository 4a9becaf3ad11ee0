// Rolls, d3, natural 1s/6s, the reroll-once rule and roll-offs, with scripted dice so every face is known.
import { describe, expect, it } from 'vitest';
import { DiceError, ScriptedDiceError, rerollableIndices, scriptedDice } from '../../../engine/dice';

describe('roll', () => {
  it('sums faces, applies the modifier and counts unmodified 1s and 6s', () => {
    const dice = scriptedDice([6, 1, 6]);
    const r = dice.roll('3d6+2', 'Bolter hits');
    expect(r).toMatchObject({ expr: '3d6+2', for: 'Bolter hits', dice: [6, 1, 6], unmodified: 13, total: 15 });
    expect(r.naturalOnes).toBe(1);
    expect(r.naturalSixes).toBe(2);
    expect(r.rerolledFrom).toEqual([null, null, null]);
  });

  it('reads d3 as ceil(d6 / 2)', () => {
    const dice = scriptedDice([1, 2, 3, 4, 5, 6]);
    expect(dice.roll('6d3').dice).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('d3 faces never count as natural sixes', () => {
    expect(scriptedDice([6]).roll('d3')).toMatchObject({ dice: [3], naturalSixes: 0 });
  });

  it('throws a DiceError with the player-facing message on a bad expression', () => {
    expect(() => scriptedDice([]).roll('3x6')).toThrow(new DiceError("'3x6' is not a dice expression; use d6, 2d6, d3, 2d6+1"));
  });

  it('logs every roll with what it was for', () => {
    const dice = scriptedDice([2, 3, 4]);
    dice.roll('d6', 'charge');
    dice.roll('2d6', 'morale');
    expect(dice.log.map((e) => [e.seq, e.kind, e.kind === 'roll' ? e.roll.for : '']))
      .toEqual([[1, 'roll', 'charge'], [2, 'roll', 'morale']]);
  });

  it('scripted dice complain when they run out or cannot show a face', () => {
    expect(() => scriptedDice([1]).roll('2d6')).toThrow(ScriptedDiceError);
    expect(() => scriptedDice([4]).roll('d3')).not.toThrow();
    expect(() => scriptedDice([7]).roll('d6')).toThrow(/d6/);
  });
});

describe('reroll', () => {
  it('rerolls chosen dice once and keeps the second result', () => {
    const dice = scriptedDice([1, 5, 2, 1, 1]);
    const first = dice.roll('3d6', 'to hit');
    const again = dice.reroll(first, rerollableIndices(first, (f) => f < 3), 'to hit, rerolling failures');
    expect(again.dice).toEqual([1, 5, 1]); // 1 -> 1 and 2 -> 1: the second result stands
    expect(again.rerolledFrom).toEqual([1, null, 2]);
    expect(again.total).toBe(7);
    expect(again.naturalOnes).toBe(2);
  });

  it('refuses to reroll a die twice, without throwing any dice', () => {
    const dice = scriptedDice([1, 2, 6]);
    const first = dice.roll('d6');
    const second = dice.reroll(first, [0]);
    expect(() => dice.reroll(second, [0])).toThrow(/already rerolled; a die can be rerolled at most once/);
    expect(rerollableIndices(second, () => true)).toEqual([]);
    expect(dice.roll('d6').dice).toEqual([6]);
  });

  it('refuses a die that is not there', () => {
    const dice = scriptedDice([3, 3]);
    expect(() => dice.reroll(dice.roll('2d6'), [2])).toThrow(/no die #3/);
  });
});

describe('rollOff', () => {
  it('rerolls ties until broken; highest wins', () => {
    const dice = scriptedDice([4, 4, 2, 5]);
    const r = dice.rollOff(['red', 'blue'], 'first turn');
    expect(r.rounds).toEqual([
      [{ player: 'red', face: 4 }, { player: 'blue', face: 4 }],
      [{ player: 'red', face: 2 }, { player: 'blue', face: 5 }],
    ]);
    expect(r.winner).toBe('blue');
    expect(r.order).toEqual(['blue', 'red']);
  });

  it('with three players only the tied ones reroll, and the order is complete', () => {
    const dice = scriptedDice([3, 6, 3, 1, 2]);
    const r = dice.rollOff(['a', 'b', 'c']);
    expect(r.order).toEqual(['b', 'c', 'a']);
    expect(r.rounds[1]).toEqual([{ player: 'a', face: 1 }, { player: 'c', face: 2 }]);
  });

  it('needs two distinct players', () => {
    expect(() => scriptedDice([]).rollOff(['solo'])).toThrow(/at least two/);
    expect(() => scriptedDice([]).rollOff(['a', 'a'])).toThrow(/only once/);
  });
});
