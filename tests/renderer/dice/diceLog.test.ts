// How rolls read in the dice log (issue 16, defect 10): totals first, to-hit dice never added up.
import { describe, expect, it } from 'vitest';
import { createDice, scriptedDice } from '../../../engine/index';
import { describeRoll } from '../../../renderer/src/dice/diceLog';

describe('describeRoll', () => {
  it('reads separate to-hit dice one by one against their target, never as a sum', () => {
    const roll = scriptedDice([2, 2]).roll('2d6', 'Large Blast (5"): 4+ to hit 2 partly covered models');
    expect(describeRoll(roll, { kind: 'each', target: 4 })).toBe('2d6 for Large Blast (5"): 4+ to hit 2 partly covered models -> 2, 2: 0 of 2 at 4+');
    expect(describeRoll(scriptedDice([5, 3, 4]).roll('3d6'), { kind: 'each', target: 4 })).toBe('3d6 -> 5, 3, 4: 2 of 3 at 4+');
  });

  it('puts the total first, so 100d6 shows its total however long the dice list is', () => {
    const roll = createDice(7).roll('100d6');
    const text = describeRoll(roll);
    expect(text.startsWith(`100d6 -> ${roll.total} (`)).toBe(true);
    expect(text.endsWith(`${roll.dice.join(' + ')})`)).toBe(true);
  });

  it('reads a charge as a sum with its modifier, and one die as its face', () => {
    expect(describeRoll(scriptedDice([4, 3]).roll('2d6+1', 'Charge'))).toBe('2d6+1 for Charge -> 8 (4 + 3 + 1)');
    expect(describeRoll(scriptedDice([5]).roll('d6'))).toBe('d6 -> 5');
  });
});
