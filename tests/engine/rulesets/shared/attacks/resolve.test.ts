// HamWarmer attacks rolled with scripted faces, in the order of 001_9d9921dd118cdf65.txt: "1. Roll To Hit", "Allocate Hits",
// "Roll To Wound", "Saving Throws", "Inflict Damage"; mortal wounds.
import { describe, expect, it } from 'vitest';
import { allocateHits, applyMortalWounds, rollAttack, rollValue, type RollFn } from '../../../../../engine/rulesets/shared/attacks/resolve';

/** Scripted dice: returns the faces in order and records what each roll was for. */
function scripted(faces: number[]): RollFn & { asked: string[] } {
  const asked: string[] = [];
  const fn = ((count: number, why: string) => {
    asked.push(`${count}x ${why}`);
    if (faces.length < count) throw new Error(`script ran out at "${why}"`);
    return faces.splice(0, count);
  }) as RollFn & { asked: string[] };
  fn.asked = asked;
  return fn;
}

const squad = (n: number, hp = 1) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, wounds: hp }));

describe('rollAttack with scripted dice', () => {
  it('BS3+ S4 vs T4 Sv3+: hits on 3+ ("An unmodified result of 1 always fails"), wounds on 4+, saves on 3+', () => {
    // 4 shots: hit faces 1, 3, 6, 2 -> 2 hits; wound faces 4, 3 -> 1 wound; save face 2 -> failed; damage 1.
    const roll = scripted([1, 3, 6, 2, 4, 3, 2]);
    const r = rollAttack({ attacks: 4, skill: 3, strength: 4, ap: 0, damage: 1 }, { toughness: 4, save: 3 }, squad(5), roll);
    expect(r.hits).toBe(2);
    expect(r.totalDamage).toBe(1);
    expect(r.slain).toEqual(['m0']);
    expect(roll.asked).toEqual(['4x To hit (3+)', '2x To wound (4+)', '1x Saves (3+)']);
  });

  it('"If a model is reduced to 0 HP, it is destroyed ... Excess damage is lost.": two D3 hits on one 2-HP model', () => {
    // 2 shots auto (Flame), wound faces 5, 5; no save; damage d3 faces 6 (=3) and 4 (=2): the model takes 2 and is slain.
    const roll = scripted([5, 5, 6, 4]);
    const r = rollAttack({ attacks: 2, skill: 3, strength: 5, ap: 0, damage: 'd3', rules: ['Flame'] }, { toughness: 4, save: null }, squad(1, 2), roll);
    expect(r.damageTo).toEqual({ m0: 2 });
    expect(r.slain).toEqual(['m0']);
  });

  it('hits are allocated one per model before any second; the most hurt model first', () => {
    expect(allocateHits(5, [{ id: 'a', wounds: 2 }, { id: 'b', wounds: 1 }, { id: 'c', wounds: 2 }])).toEqual([1, 0, 2, 1, 0]);
  });

  it('invulnerable save against high AP: AP-3 vs Sv3+ 5++ saves on 5+', () => {
    const roll = scripted([6, 6, 5, 5]); // 1 shot: hit 6, wound 6, save 5 passes -> nothing; then unused
    const r = rollAttack({ attacks: 1, skill: 3, strength: 4, ap: -3, damage: 1 }, { toughness: 4, save: 3, invulnerable: 5 }, squad(1), roll);
    expect(r.totalDamage).toBe(0);
    expect(roll.asked).toEqual(['1x To hit (3+)', '1x To wound (4+)', '1x Saves (5+)']);
  });

  it('random shots "roll first": 2d6 shots; d3 is "roll 1 die and divide the result by 2, rounding up"', () => {
    expect(rollValue('2d6', scripted([2, 5]), 'Shots')).toBe(7);
    expect(rollValue('d3', scripted([5]), 'Damage')).toBe(3);
    expect(rollValue('d3', scripted([1]), 'Damage')).toBe(1);
    expect(rollValue('1d6+2', scripted([4]), 'x')).toBe(6);
  });

  it('Overwatch hits only on 6+: a 5 misses even at BS2+', () => {
    const roll = scripted([5, 6, 4]);
    const r = rollAttack({ attacks: 2, skill: 2, strength: 4, ap: 0, damage: 1, rules: ['Overwatch'] }, { toughness: 4, save: null }, squad(3), roll);
    expect(r.hits).toBe(1);
    expect(r.totalDamage).toBe(1);
  });
});

describe('Mortal wounds ("Each mortal wound automatically inflicts 1 point of damage (and removes 1 HP). No Saves are permitted.")', () => {
  it('spread like hits, excess lost when the unit is gone', () => {
    expect(applyMortalWounds(3, squad(2, 2))).toEqual({ damageTo: { m0: 2, m1: 1 }, slain: ['m0'] });
    expect(applyMortalWounds(9, squad(2, 2)).slain).toEqual(['m0', 'm1']);
    expect(applyMortalWounds(0, squad(2)).slain).toEqual([]);
  });
});
