// HamWarmer 24.5 rules with dice, each against the words of 001_9d9921dd118cdf65.txt, with scripted faces.
import { describe, expect, it } from 'vitest';
import {
  canFireHeavy, chargeDistance, ignoresCharacterProtection, inFrontArc, inLeadershipAura, moraleLeadership, moraleStrengthModifier,
  moraleTest, mustTestMorale, needsLineOfSight, pChargeReaches, pMoralePass, perilsOfTheWarp, psychicTest, shotMultiplier,
  vehicleFacingHit, vehiclePivotAllowed, vehicleToughnessFrom, type MoraleUnit,
} from '../../../../engine/rulesets/hamwarmer/game/rules';
import { resolveTemplate, scatterTemplate, templateTouchesFriendly } from '../../../../engine/rulesets/hamwarmer/game/templates';
import { HWR_GAME_DEFAULTS } from '../../../../engine/rulesets/hamwarmer/game/defaults';
import type { TemplateTarget } from '../../../../engine/templates/hits';

describe('Psychic test (001: "Roll 2d6 and compare it to model\'s Leadership. If the result is equal to or below model\'s Leadership, the test is successful")', () => {
  it('equal passes, above fails', () => {
    expect(psychicTest([4, 4], 8).success).toBe(true);
    expect(psychicTest([4, 5], 8).success).toBe(false);
  });
  it('"If a double 1 or double 6 is rolled, the model suffers Perils of the Warp"; other doubles do not', () => {
    expect(psychicTest([1, 1], 8)).toEqual({ total: 2, success: true, perils: true });
    expect(psychicTest([6, 6], 8)).toEqual({ total: 12, success: false, perils: true });
    expect(psychicTest([3, 3], 8).perils).toBe(false);
    expect(psychicTest([1, 6], 8).perils).toBe(false);
  });
});

describe('Generic Perils of the Warp table (001: "1d6 Generic Perils of the Warp Result")', () => {
  it('1 "Warp Blast ... Large Blast template ... 1 S9 AP-2 hit. Then remove the model."', () => {
    expect(perilsOfTheWarp(1)).toMatchObject({ name: 'Warp Blast', template: 'large-blast', hit: { strength: 9, ap: -2 }, removeModel: true });
  });
  it('2 "Warp Burst ... Small Blast template ... 1 S6 AP0 hit. Then remove the model."', () => {
    expect(perilsOfTheWarp(2)).toMatchObject({ name: 'Warp Burst', template: 'small-blast', hit: { strength: 6, ap: 0 }, removeModel: true });
  });
  it('3 "Instant Death. Remove the model."', () => expect(perilsOfTheWarp(3)).toMatchObject({ name: 'Instant Death', removeModel: true }));
  it('4 "Staggered. The model takes 1d3 Mortal Wounds."', () => expect(perilsOfTheWarp(4)).toMatchObject({ name: 'Staggered', mortalWounds: 'd3', removeModel: false }));
  it('5 "Pinned. The model may not move in the next Movement phase."', () => expect(perilsOfTheWarp(5)).toMatchObject({ name: 'Pinned', pinnedNextMovement: true }));
  it('6 "Blessed By The Warp. The model is restored to full HP."', () => expect(perilsOfTheWarp(6)).toMatchObject({ name: 'Blessed By The Warp', restoreFullHp: true }));
  it('a face outside 1..6 is refused', () => expect(() => perilsOfTheWarp(7)).toThrow(/1 to 6/));
});

const unit = (over: Partial<MoraleUnit>): MoraleUnit => ({ originalModels: 10, modelsAtTurnStart: 10, modelsNow: 10, leadership: [7, 8], engaged: false, ...over });

describe('Morale (001 "7: MORALE")', () => {
  it('who tests: "Suffered 25% or more casualties this turn, but is not currently within 1" of any enemy models"', () => {
    expect(mustTestMorale(unit({ modelsAtTurnStart: 8, modelsNow: 6 }))).toBe(true); // 2 of 8 = 25%
    expect(mustTestMorale(unit({ modelsAtTurnStart: 8, modelsNow: 7 }))).toBe(false);
    expect(mustTestMorale(unit({ modelsAtTurnStart: 8, modelsNow: 6, engaged: true }))).toBe(false);
  });
  it('who tests: "Took more casualties than it inflicted in the Fight phase and is currently within 1""', () => {
    expect(mustTestMorale(unit({ engaged: true, fightCasualtiesTaken: 2, fightCasualtiesInflicted: 1 }))).toBe(true);
    expect(mustTestMorale(unit({ engaged: true, fightCasualtiesTaken: 1, fightCasualtiesInflicted: 1 }))).toBe(false);
  });
  it('"the highest Leadership value of any model in the unit", or a Character\'s within 6"', () => {
    expect(moraleLeadership(unit({}))).toBe(8);
    expect(moraleLeadership(unit({ auraLeadership: [9] }))).toBe(9);
    expect(inLeadershipAura(6)).toBe(true);
    expect(inLeadershipAura(6.01)).toBe(false);
  });
  it('the inverted "-1 Ld if below 25% ... -2 Ld if below 50%" as named default morale.strengthModifiers: -1 below half, -2 below a quarter', () => {
    expect(moraleStrengthModifier(10, 5)).toBe(0); // 50% is not below 50%
    expect(moraleStrengthModifier(10, 4)).toBe(-1);
    expect(moraleStrengthModifier(10, 3)).toBe(-1); // 30%
    expect(moraleStrengthModifier(10, 2)).toBe(-2); // 20%
    expect(moraleLeadership(unit({ modelsNow: 2 }))).toBe(6);
    const d = HWR_GAME_DEFAULTS.find((x) => x.key === 'morale.strengthModifiers');
    expect(d?.why).toContain('below 25%');
  });
  it('"A result of 2 always passes, regardless of any modifiers."', () => {
    expect(moraleTest([1, 1], 1)).toBe(true);
    expect(moraleTest([1, 2], 2)).toBe(false);
    expect(moraleTest([3, 4], 7)).toBe(true);
    expect(moraleTest([4, 4], 7)).toBe(false);
  });
  it('"If a unit has a Ld of "-", it automatically passes"; Fearless passes', () => {
    expect(moraleLeadership(unit({ leadership: [null] }))).toBeNull();
    expect(moraleLeadership(unit({ fearless: true }))).toBeNull();
    expect(moraleTest([6, 6], null)).toBe(true);
    expect(pMoralePass(null)).toBe(1);
  });
  it('pass probability: Ld 7 passes on 21 of 36; Ld 1 only on double 1', () => {
    expect(pMoralePass(7)).toBeCloseTo(21 / 36, 12);
    expect(pMoralePass(1)).toBeCloseTo(1 / 36, 12);
  });
});

describe('Charge (001: "Roll 2d6. This is the maximum number of inches any model from the charging unit can move.")', () => {
  it('the distance is the sum of the faces', () => expect(chargeDistance([3, 5])).toBe(8));
  it('P(2d6 >= 7) = 21/36; >= 2 is certain; >= 13 impossible', () => {
    expect(pChargeReaches(7)).toBeCloseTo(21 / 36, 12);
    expect(pChargeReaches(2)).toBe(1);
    expect(pChargeReaches(13)).toBe(0);
  });
});

describe('Weapon rules (001 "Weapon Special Rules")', () => {
  it('"Infantry models cannot fire a Heavy weapon if they moved this turn."', () => {
    expect(canFireHeavy(['Infantry'], true)).toBe(false);
    expect(canFireHeavy(['Infantry'], false)).toBe(true);
    expect(canFireHeavy(['Vehicle'], true)).toBe(true);
  });
  it('Indirect: "Does not require Line of Sight"', () => {
    expect(needsLineOfSight(['Indirect'])).toBe(false);
    expect(needsLineOfSight(['Heavy'])).toBe(true);
  });
  it('"Sniper units ignore restrictions on targeting Characters."', () => {
    expect(ignoresCharacterProtection(['Sniper'], [])).toBe(true);
    expect(ignoresCharacterProtection([], [])).toBe(false);
  });
  it('Rapid Fire: "A weapon with a 24" range makes 1 shot at 12"-24" or 2 shots at 1"-12"" (12" exactly: named default, 2)', () => {
    expect(shotMultiplier(24, 18, ['Rapid Fire'])).toBe(1);
    expect(shotMultiplier(24, 12, ['Rapid Fire'])).toBe(2);
    expect(shotMultiplier(24, 5, ['Rapid Fire'])).toBe(2);
    expect(shotMultiplier(24, 25, ['Rapid Fire'])).toBe(0);
    expect(shotMultiplier(24, 5, ['Twin', 'Rapid Fire'])).toBe(4);
  });
  it('"Units can only select targets in a 90 degree arc in front of them."', () => {
    expect(inFrontArc(0, 0, 0, 10, 9.9)).toBe(true); // 44.7 degrees off
    expect(inFrontArc(0, 0, 0, 10, 10.1)).toBe(false);
    expect(inFrontArc(90, 0, 0, 0, 10)).toBe(true);
    expect(inFrontArc(90, 0, 0, 0, -10)).toBe(false);
  });
});

describe('Vehicles (001: "Vehicles have different Toughness values depending on their facing.")', () => {
  const t = { front: 8, side: 7, rear: 6 };
  it('the facing struck depends on where the attacker stands (named default vehicle.facings)', () => {
    expect(vehicleFacingHit(0, 0, 0, 10, 2)).toBe('front');
    expect(vehicleFacingHit(0, 0, 0, 0, 10)).toBe('side');
    expect(vehicleFacingHit(0, 0, 0, -10, 1)).toBe('rear');
    expect(vehicleFacingHit(0, 0, 90, 0, 10)).toBe('front');
    expect(vehicleToughnessFrom(t, vehicleFacingHit(0, 0, 90, 0, -10))).toBe(6);
  });
  it('"Vehicles can pivot their hulls up to 90 degrees after moving"; Consolidate "up to 45 degrees"', () => {
    expect(vehiclePivotAllowed(0, 90, 90)).toBe(true);
    expect(vehiclePivotAllowed(0, 91, 90)).toBe(false);
    expect(vehiclePivotAllowed(350, 30, 45)).toBe(true);
    expect(vehiclePivotAllowed(0, 50, 45)).toBe(false);
  });
});

const model = (id: string, x: number, y: number, side: 'a' | 'b' = 'b'): TemplateTarget => ({ id, unit: 'u', side, base: { kind: 'round', diameterMm: 25 }, x, y });

describe('Templates (001 "Template Weapons")', () => {
  // A 25 mm base is 0.984" across; the Small Blast "3" circular" is read as a 3" diameter (radius 1.5").
  const blast = { kind: 'small-blast' as const, x: 0, y: 0 };
  it('"completely covered ... automatically hit"; "partially covered are hit on a 4+"; "only a sliver ... not hit"', () => {
    const models = [model('full', 0, 0), model('half', 1.5, 0), model('sliver', 1.95, 0), model('far', 5, 0)];
    const rolled: number[][] = [];
    const r = resolveTemplate(blast, models, (n) => {
      const faces = [4];
      rolled.push(faces);
      expect(n).toBe(1);
      return faces;
    });
    expect(r.rolledFor).toEqual(['half']);
    expect(r.hit).toEqual(['full', 'half']);
    const miss = resolveTemplate(blast, models, () => [3]);
    expect(miss.hit).toEqual(['full']);
  });
  it('Scatter #d6: "If a non-arrow (hit) symbol is rolled, the template does not move"; an arrow moves it', () => {
    expect(scatterTemplate(blast, { hit: true, dx: 0, dy: 0 })).toBe(blast);
    expect(scatterTemplate(blast, { hit: false, dx: 3, dy: -4 })).toEqual({ kind: 'small-blast', x: 3, y: -4 });
  });
  it('"A template cannot be positioned to deliberately hit friendly models."', () => {
    expect(templateTouchesFriendly(blast, [model('f', 1.5, 0, 'a')])).toBe(true);
    expect(templateTouchesFriendly(blast, [model('f', 4, 0, 'a')])).toBe(false);
  });
});
