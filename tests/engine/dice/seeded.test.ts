// Seeded dice: the same seed replays exactly, saved state continues the same sequence, and the pure API matches the wrapper.
import { describe, expect, it } from 'vitest';
import { createDice, createDiceState, diceFromState, rollDice, scatterDice, type DiceState } from '../../../engine/dice';

const script = (seed: number): unknown[] => {
  const d = createDice(seed);
  return [d.roll('2d6+1', 'charge'), d.rollOff(['red', 'blue']), d.scatter('2d6'), d.roll('10d3'), d.scatter('1d6')];
};

describe('seeded dice', () => {
  it('the same seed gives the same dice and scatters', () => {
    expect(script(1234)).toEqual(script(1234));
  });

  it('different seeds give different sequences', () => {
    const a = createDice(1).roll('20d6').dice;
    const b = createDice(2).roll('20d6').dice;
    expect(a).not.toEqual(b);
  });

  it('a restored state continues the same sequence', () => {
    const d = createDice(99);
    d.roll('5d6');
    const saved: DiceState = JSON.parse(JSON.stringify(d.saveState()));
    const next = [d.roll('10d6').dice, d.scatter('2d6'), d.roll('d3').dice];
    const restored = diceFromState(saved);
    expect([restored.roll('10d6').dice, restored.scatter('2d6'), restored.roll('d3').dice]).toEqual(next);
    d.restoreState(saved);
    expect(d.roll('10d6').dice).toEqual(next[0]);
  });

  it('the pure functions leave their input state untouched and agree with the wrapper', () => {
    const s0 = createDiceState(7);
    const frozen = JSON.stringify(s0);
    const r1 = rollDice(s0, '3d6', 'x');
    expect(JSON.stringify(s0)).toBe(frozen);
    if (!r1.ok) throw new Error(r1.message);
    const r2 = scatterDice(r1.state, '2d6');
    if (!r2.ok) throw new Error(r2.message);
    const d = createDice(7);
    expect(d.roll('3d6', 'x')).toEqual(r1.roll);
    expect(d.scatter('2d6')).toEqual(r2.scatter);
    expect(d.saveState()).toEqual(r2.state);
    expect(r2.state.kind === 'seeded' && r2.state.draws).toBeGreaterThan(3);
  });

  it('a bad expression returns the unchanged state and a message', () => {
    const s0 = createDiceState(7);
    const r = rollDice(s0, 'lots');
    expect(r).toEqual({ ok: false, state: s0, message: "'lots' is not a dice expression; use d6, 2d6, d3, 2d6+1" });
  });
});
