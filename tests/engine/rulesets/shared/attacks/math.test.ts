// HamWarmer 24.5 dice math against 001_9d9921dd118cdf65.txt: the S vs T chart (all 100 cells), hit, save and rounding rules.
import { describe, expect, it } from 'vitest';
import { S_VS_T_CHART, hitNeed, pHit, pRollAtLeast, pSave, roundHamWarmer, saveNeed, strengthVsToughness, valueDistribution } from '../../../../../engine/rulesets/shared/attacks/math';

// 001_9d9921dd118cdf65.txt, the text rule printed under "2. Roll To Hit":
// "Strength 2 or More Over Toughness 2+ / Strength 1 Over Toughness 3+ / Strength Equal to Toughness 4+ /
//  Strength 1 Below than Toughness 5+ / Strength 2 Below Toughness 6+ / Strength 3 or More Below Toughness -"
function textRule(s: number, t: number): number | null {
  if (s - t >= 2) return 2;
  if (s - t === 1) return 3;
  if (s === t) return 4;
  if (t - s === 1) return 5;
  if (t - s === 2) return 6;
  return null;
}

// The chart as printed in the seed ("Attacker's Strength" rows, "Defender's Toughness" columns), row by row as text.
const PRINTED = [
  '4+ 5+ 6+ - - - - - - -',
  '3+ 4+ 5+ 6+ - - - - - -',
  '2+ 3+ 4+ 5+ 6+ - - - - -',
  '2+ 2+ 3+ 4+ 5+ 6+ - - - -',
  '2+ 2+ 2+ 3+ 4+ 5+ 6+ - - -',
  '2+ 2+ 2+ 2+ 3+ 4+ 5+ 6+ - -',
  '2+ 2+ 2+ 2+ 2+ 3+ 4+ 5+ 6+ -',
  '2+ 2+ 2+ 2+ 2+ 2+ 3+ 4+ 5+ 6+',
  '2+ 2+ 2+ 2+ 2+ 2+ 2+ 3+ 4+ 5+',
  '2+ 2+ 2+ 2+ 2+ 2+ 2+ 2+ 3+ 4+',
];

describe('HamWarmer S vs T chart (001_9d9921dd118cdf65.txt, "compare the weapon\'s Strength (S) to the target\'s Toughness (T) using the adjacent chart")', () => {
  for (let s = 1; s <= 10; s++)
    for (let t = 1; t <= 10; t++)
      it(`S${s} vs T${t}`, () => {
        const printed = PRINTED[s - 1]!.split(' ')[t - 1]!;
        const expected = printed === '-' ? null : Number(printed[0]);
        expect(strengthVsToughness(s, t)).toBe(expected);
        // The chart matches the text rule in every cell.
        expect(strengthVsToughness(s, t)).toBe(textRule(s, t));
      });

  it('the transcribed chart has 10 rows of 10 and the blank cells are exactly those 3 or more below', () => {
    expect(S_VS_T_CHART).toHaveLength(10);
    let blanks = 0;
    S_VS_T_CHART.forEach((row) => row.forEach((c) => (blanks += c === 0 ? 1 : 0)));
    expect(blanks).toBe(28); // T - S >= 3 for 1 <= S,T <= 10: 7+6+...+1
  });

  it('beyond the chart the text rule decides (named default woundChart.beyond10)', () => {
    expect(strengthVsToughness(12, 10)).toBe(2);
    expect(strengthVsToughness(11, 11)).toBe(4);
    expect(strengthVsToughness(10, 13)).toBeNull();
    expect(strengthVsToughness(10, 12)).toBe(6);
  });

  it('refuses nonsense with the field named', () => {
    expect(() => strengthVsToughness(0, 4)).toThrow(/strength/);
    expect(() => strengthVsToughness(4, 2.5)).toThrow(/toughness/);
  });
});

describe('HamWarmer to hit (001: "If the result is equal to or above the model\'s Ballistic Skill (BS), the shot hits.")', () => {
  it('BS 3+ hits on 3..6', () => expect(pHit({ skill: 3 })).toBeCloseTo(4 / 6, 12));
  it('"An unmodified result of 1 always fails": BS 1+ still misses on a 1', () => expect(pHit({ skill: 1 })).toBeCloseTo(5 / 6, 12));
  it('Cover: "subtract 1 from the model\'s Ballistic Skill" read as -1 to hit (named default cover.toHitSign of the ruleset): BS3 needs 4+', () => {
    expect(hitNeed({ skill: 3, cover: true })).toBe(4);
    expect(pHit({ skill: 3, cover: true })).toBeCloseTo(3 / 6, 12);
    expect(pHit({ skill: 6, cover: true })).toBe(0);
  });
  it('Overwatch: "only hit on a 6+, regardless of modifiers"', () => {
    expect(pHit({ skill: 2, overwatch: true })).toBeCloseTo(1 / 6, 12);
    expect(pHit({ skill: 5, cover: true, overwatch: true })).toBeCloseTo(1 / 6, 12);
  });
  it('melee ignores cover ("No cover rule is stated for melee")', () => expect(pHit({ skill: 4, melee: true, cover: true })).toBeCloseTo(3 / 6, 12));
});

describe('HamWarmer saves (001: "rolls 1d6, modified by the weapon\'s Armour Penetration (AP) value, and compares it to the model\'s Armour Save value")', () => {
  it('Sv 3+ AP0 saves on 3+', () => expect(pSave({ save: 3, ap: 0 })).toBeCloseTo(4 / 6, 12));
  it('AP-1 makes a 3+ a 4+; AP-2 a 5+ (named default save.apDirection)', () => {
    expect(saveNeed({ save: 3, ap: -1 })).toBe(4);
    expect(saveNeed({ save: 3, ap: -2 })).toBe(5);
    expect(saveNeed({ save: 5, ap: -2 })).toBeNull();
  });
  it('"A model in Cover (pg. 5) adds +1 to its Armour Save": +1 to the roll (named default cover.saveSign of the ruleset)', () => {
    expect(saveNeed({ save: 4, ap: 0, cover: true })).toBe(3);
    expect(saveNeed({ save: 4, ap: -1, cover: true })).toBe(4);
    // "An unmodified roll of 1 always fails": a 2+ in cover is still a 2+.
    expect(saveNeed({ save: 2, ap: 0, cover: true })).toBe(2);
    expect(saveNeed({ save: 7, ap: 0, cover: true })).toBe(6);
  });
  it('"Invulnerable Saves are not modified by AP"; the better save is used', () => {
    expect(saveNeed({ save: 3, invulnerable: 5, ap: -3 })).toBe(5);
    expect(saveNeed({ save: 3, invulnerable: 5, ap: 0 })).toBe(3);
    expect(saveNeed({ save: null, invulnerable: 4, ap: -4 })).toBe(4);
    // cover improves the Armour Save only (named default cover.invulnerable)
    expect(saveNeed({ save: 6, invulnerable: 5, ap: -2, cover: true })).toBe(5);
  });
  it('no save: Sv "-" and no invulnerable', () => expect(pSave({ save: null, ap: 0 })).toBe(0));
  it('AP must be 0 or negative', () => expect(() => saveNeed({ save: 3, ap: 1 })).toThrow(/AP/));
});

describe('HamWarmer dice values (001: "2d6 (roll 2 dice and add the results), 1d6+2 ..., or d3 (roll 1 die and divide the result by 2, rounding up)")', () => {
  it('d3 is 1, 2, 3 with 1/3 each', () => {
    const d = valueDistribution('d3', 'x');
    expect(d[1]).toBeCloseTo(1 / 3, 12);
    expect(d[2]).toBeCloseTo(1 / 3, 12);
    expect(d[3]).toBeCloseTo(1 / 3, 12);
  });
  it('2d6 is the triangle 1/36 .. 6/36 .. 1/36', () => {
    const d = valueDistribution('2d6', 'x');
    for (let v = 2; v <= 12; v++) expect(d[v]).toBeCloseTo((6 - Math.abs(v - 7)) / 36, 12);
  });
  it('1d6+2 is 3..8', () => {
    const d = valueDistribution('1d6+2', 'x');
    expect(d[2] ?? 0).toBe(0);
    for (let v = 3; v <= 8; v++) expect(d[v]).toBeCloseTo(1 / 6, 12);
  });
  it('a bad expression names the field', () => expect(() => valueDistribution('2x6', 'attack.damage')).toThrow(/attack.damage/));
  it('"round up. 2.5 becomes 3 and 7.2 becomes 7": nearest, halves up (named default rounding)', () => {
    expect(roundHamWarmer(2.5)).toBe(3);
    expect(roundHamWarmer(7.2)).toBe(7);
  });
  it('pRollAtLeast: a natural 1 fails', () => expect(pRollAtLeast(1)).toBeCloseTo(5 / 6, 12));
});
