// HamWarmer attackDistribution against closed forms, a brute-force enumeration of every die, and 100,000 seeded rolls of the
// rolled resolution the game uses (001_9d9921dd118cdf65.txt: hit, "Allocate Hits", wound, save, damage; "Excess damage is lost.").
import { describe, expect, it } from 'vitest';
import { hamwarmerAttackDistribution as dist } from '../../../../../engine/rulesets/shared/attacks/distribution';
import { rollAttack, type RollFn } from '../../../../../engine/rulesets/shared/attacks/resolve';
import type { HwAttack, HwTarget } from '../../../../../engine/rulesets/shared/attacks/attack';
import { createDiceState, seededSource } from '../../../../../engine/dice/rng';

const choose = (n: number, k: number): number => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
};
const binom = (n: number, p: number, k: number): number => choose(n, k) * p ** k * (1 - p) ** (n - k);
const sum = (a: readonly number[]): number => a.reduce((x, y) => x + y, 0);

describe('attackDistribution closed forms', () => {
  it('10 shots BS3+ S4 AP0 vs T4 Sv3+ (1 HP models) is binomial(10, 1/9): 4/6 hit * 3/6 wound * 2/6 unsaved', () => {
    const d = dist({ attacks: 10, skill: 3, strength: 4, ap: 0, damage: 1 }, { toughness: 4, save: 3, hp: 1, models: 10 });
    for (let k = 0; k <= 10; k++) {
      expect(d.damage[k]).toBeCloseTo(binom(10, 1 / 9, k), 12);
      expect(d.slain[k]).toBeCloseTo(binom(10, 1 / 9, k), 12);
    }
    expect(d.mean).toBeCloseTo(10 / 9, 12);
  });

  it('a single 3 HP model: damage is capped at 3 ("Excess damage is lost.")', () => {
    // 4 auto-hitting shots (Flame), S8 vs T4 wounds on 2+, no save, D2: each shot deals 2 with 5/6.
    const d = dist({ attacks: 4, skill: 4, strength: 8, ap: 0, damage: 2, rules: ['Flame'] }, { toughness: 4, save: null, hp: 3, models: 1 });
    const p = 5 / 6;
    expect(d.damage[0]).toBeCloseTo((1 - p) ** 4, 12);
    expect(d.damage[2]).toBeCloseTo(4 * p * (1 - p) ** 3, 12);
    expect(d.damage[3]).toBeCloseTo(1 - (1 - p) ** 4 - 4 * p * (1 - p) ** 3, 12);
    expect(d.damage[1]).toBe(0);
    expect(d.slain[1]).toBeCloseTo(d.damage[3]!, 12);
  });

  it('hits go one per model before seconds: 2 hits on 2 one-HP models can slay both; 3 D1 hits that all go through on one 2-HP model... ', () => {
    // auto hits, wound 2+ (S5 T3), no save: q = 5/6. 2 hits on 2 models: each model takes exactly one hit.
    const d = dist({ attacks: 2, skill: 2, strength: 5, ap: 0, damage: 3, rules: ['Auto Hit'] }, { toughness: 3, save: null, hp: 1, models: 2 });
    const q = 5 / 6;
    expect(d.slain[2]).toBeCloseTo(q * q, 12);
    expect(d.damage[2]).toBeCloseTo(q * q, 12);
    expect(d.slain[1]).toBeCloseTo(2 * q * (1 - q), 12);
  });

  it('Twin doubles the shots ("a Twin Assault Cannon makes 12 shots instead of 6"); Rapid Fire at half range doubles', () => {
    const twin = dist({ attacks: 3, skill: 3, strength: 4, ap: 0, damage: 1, rules: ['Twin'] }, { toughness: 4, save: null, hp: 1, models: 10 });
    const p = (4 / 6) * (3 / 6);
    expect(twin.mean).toBeCloseTo(6 * p, 12);
    const rfFar = dist({ attacks: 1, skill: 3, strength: 4, ap: 0, damage: 1, rules: ['Rapid Fire'] }, { toughness: 4, save: null, hp: 1, models: 10 });
    const rfNear = dist({ attacks: 1, skill: 3, strength: 4, ap: 0, damage: 1, rules: ['Rapid Fire'], halfRange: true }, { toughness: 4, save: null, hp: 1, models: 10 });
    expect(rfFar.mean).toBeCloseTo(p, 12);
    expect(rfNear.mean).toBeCloseTo(2 * p, 12);
  });

  it('random shots: 2d6 shots, BS2+, S10 vs T1, no save: hits ~ the 2d6 thinned by 5/6 and 5/6', () => {
    const d = dist({ attacks: '2d6', skill: 2, strength: 10, ap: 0, damage: 1 }, { toughness: 1, save: null, hp: 1, models: 20 });
    expect(d.mean).toBeCloseTo(7 * (5 / 6) * (5 / 6), 12);
    expect(sum(d.damage)).toBeCloseTo(1, 12);
  });

  it('cover: -1 to hit and +1 to the save roll; Flame denies the save bonus', () => {
    const open = dist({ attacks: 6, skill: 3, strength: 4, ap: 0, damage: 1 }, { toughness: 4, save: 4, hp: 1, models: 6 });
    const cover = dist({ attacks: 6, skill: 3, strength: 4, ap: 0, damage: 1 }, { toughness: 4, save: 4, hp: 1, models: 6, cover: true });
    expect(open.mean).toBeCloseTo(6 * (4 / 6) * (3 / 6) * (3 / 6), 12);
    expect(cover.mean).toBeCloseTo(6 * (3 / 6) * (3 / 6) * (2 / 6), 12);
    const flame = dist({ attacks: 6, skill: 3, strength: 4, ap: 0, damage: 1, rules: ['Flame'] }, { toughness: 4, save: 4, hp: 1, models: 6, cover: true });
    expect(flame.mean).toBeCloseTo(6 * 1 * (3 / 6) * (3 / 6), 12);
  });

  it('overwatch hits on 6+; Flame overwatch is 1d3 automatic hits; blasts cannot overwatch', () => {
    const ow = dist({ attacks: 6, skill: 2, strength: 4, ap: 0, damage: 1, rules: ['Overwatch'] }, { toughness: 4, save: null, hp: 1, models: 6 });
    expect(ow.mean).toBeCloseTo(6 * (1 / 6) * (3 / 6), 12);
    const fow = dist({ attacks: 1, skill: 2, strength: 4, ap: 0, damage: 1, rules: ['Overwatch', 'Flame'] }, { toughness: 4, save: null, hp: 1, models: 6 });
    expect(fow.mean).toBeCloseTo(2 * (3 / 6), 12);
    expect(() => dist({ attacks: 1, skill: 2, strength: 4, ap: 0, damage: 1, rules: ['Overwatch', 'Small Blast'] }, { toughness: 4, save: null, hp: 1, models: 6 })).toThrow(/cannot be used to fire Overwatch/);
  });

  it('cannot wound: S3 vs T6 gives damage 0 for sure', () => {
    const d = dist({ attacks: 10, skill: 2, strength: 3, ap: 0, damage: 1 }, { toughness: 6, save: null, hp: 1, models: 5 });
    expect(d.damage[0]).toBe(1);
    expect(d.mean).toBe(0);
  });

  it('bad fields are named', () => {
    expect(() => dist({ attacks: 1, skill: 3, strength: 4, ap: 1, damage: 1 }, { toughness: 4, save: 3, hp: 1, models: 1 })).toThrow(/attack.ap/);
    expect(() => dist({ attacks: 1, skill: 3, strength: 4, ap: 0, damage: 1 }, { toughness: 4, save: 3, hp: 0, models: 1 })).toThrow(/target.hp/);
    expect(() => dist({ attacks: 'lots', skill: 3, strength: 4, ap: 0, damage: 1 }, { toughness: 4, save: 3, hp: 1, models: 1 })).toThrow(/attack.attacks/);
    expect(() => dist({ attacks: 1, skill: 3, strength: 4, ap: 0, damage: 1, rules: ['Laser'] }, { toughness: 4, save: 3, hp: 1, models: 1 })).toThrow(/unknown rule "Laser"/);
  });
});

/** Every die of rollAttack enumerated with its probability: a slow, obviously-right reference for small attacks. */
function bruteForce(attack: HwAttack, target: HwTarget): { damage: number[]; slain: number[] } {
  const damage: number[] = [];
  const slain: number[] = [];
  const models = Array.from({ length: target.models }, (_, i) => ({ id: `m${i}`, wounds: target.hp }));
  // Depth-first over every sequence of faces the resolution asks for; each die face has weight 1/sides.
  const walk = (prefix: number[], weight: number): void => {
    let i = 0;
    let needMore: number | null = null;
    const roll: RollFn = (count, _why, sides = 6) => {
      const out: number[] = [];
      for (let c = 0; c < count; c++) {
        if (i < prefix.length) out.push(prefix[i++]!);
        else {
          needMore = sides;
          throw new Error('more');
        }
      }
      return out;
    };
    try {
      const r = rollAttack(attack, target, models, roll);
      damage[r.totalDamage] = (damage[r.totalDamage] ?? 0) + weight;
      slain[r.slain.length] = (slain[r.slain.length] ?? 0) + weight;
    } catch (e) {
      if (needMore === null) throw e;
      const sides: number = needMore;
      for (let f = 1; f <= sides; f++) walk([...prefix, f], weight / sides);
    }
  };
  walk([], 1);
  return { damage, slain };
}

describe('attackDistribution equals brute-force enumeration of every die', () => {
  // Small enough that every die sequence can be walked (at most a few thousand leaves each).
  const cases: [HwAttack, HwTarget][] = [
    [{ attacks: 1, skill: 3, strength: 4, ap: -1, damage: 'd3' }, { toughness: 4, save: 3, hp: 2, models: 1 }],
    [{ attacks: 2, skill: 4, strength: 5, ap: 0, damage: 2 }, { toughness: 4, save: 5, invulnerable: 6, hp: 3, models: 2 }],
    [{ attacks: 1, skill: 3, strength: 6, ap: -2, damage: 1, rules: ['Twin'] }, { toughness: 5, save: null, hp: 1, models: 3, cover: true }],
    [{ attacks: 'd3', skill: 3, strength: 6, ap: -2, damage: 1, rules: ['Auto Hit'] }, { toughness: 5, save: null, hp: 1, models: 2 }],
    [{ attacks: 3, skill: 3, strength: 6, ap: 0, damage: 2, rules: ['Flame'] }, { toughness: 5, save: null, hp: 3, models: 2 }],
    [{ attacks: 1, skill: 3, strength: 4, ap: 0, damage: 'd3', melee: true }, { toughness: 3, save: 4, hp: 3, models: 1, cover: true }],
  ];
  cases.forEach(([a, t], n) =>
    it(`case ${n + 1}`, () => {
      const exact = dist(a, t);
      const ref = bruteForce(a, t);
      exact.damage.forEach((p, k) => expect(p).toBeCloseTo(ref.damage[k] ?? 0, 12));
      ref.damage.forEach((p, k) => expect(exact.damage[k] ?? 0).toBeCloseTo(p ?? 0, 12));
      exact.slain.forEach((p, k) => expect(p).toBeCloseTo(ref.slain[k] ?? 0, 12));
      expect(sum(exact.damage)).toBeCloseTo(1, 12);
    }),
  );
});

describe('attackDistribution agrees with 100,000 seeded rolls of the rolled resolution (within 0.005 per entry)', () => {
  const cases: [HwAttack, HwTarget][] = [
    [{ attacks: '2d6', skill: 3, strength: 5, ap: -1, damage: 'd3' }, { toughness: 4, save: 3, hp: 2, models: 5 }],
    [{ attacks: 4, skill: 4, strength: 8, ap: -3, damage: 'd6', rules: ['Twin'] }, { toughness: 7, save: 3, invulnerable: 5, hp: 6, models: 2, cover: true }],
  ];
  cases.forEach(([a, t], n) =>
    it(`case ${n + 1}: 50,000 attacks`, () => {
      const src = seededSource(createDiceState(1000 + n));
      const roll: RollFn = (count, _why, sides = 6) => Array.from({ length: count }, () => src.die(sides));
      const models = Array.from({ length: t.models }, (_, i) => ({ id: `m${i}`, wounds: t.hp }));
      const N = 50_000;
      const dmg = new Array<number>(t.hp * t.models + 1).fill(0);
      const sl = new Array<number>(t.models + 1).fill(0);
      for (let i = 0; i < N; i++) {
        const r = rollAttack(a, t, models, roll);
        dmg[r.totalDamage]! += 1 / N;
        sl[r.slain.length]! += 1 / N;
      }
      const exact = dist(a, t);
      dmg.forEach((p, k) => expect(Math.abs(p - exact.damage[k]!)).toBeLessThan(0.005));
      sl.forEach((p, k) => expect(Math.abs(p - exact.slain[k]!)).toBeLessThan(0.005));
      // the comparison is not vacuous: several outcomes carry real weight
      expect(exact.damage.filter((p) => p > 0.02).length).toBeGreaterThan(2);
    }),
  );
});
