// Who may shoot, charge and be targeted in HamWarmer 24.5, each against the words of 001_9d9921dd118cdf65.txt.
import { describe, expect, it } from 'vitest';
import { whyCannotCharge, whyCannotShoot, whyCharacterNotTargetable } from '../../../../engine/rulesets/hamwarmer/game/eligibility';

const inf = { name: 'Line Squad', types: ['Infantry'] as const, engaged: false };

describe('shooting (001: "A unit cannot shoot if any model from that unit is within 1" of an enemy model. Monstrous Creatures and Vehicles ignore this restriction.")', () => {
  it('engaged Infantry cannot; a Vehicle or Monstrous Creature can', () => {
    expect(whyCannotShoot({ ...inf, engaged: true })).toMatch(/within 1"/);
    expect(whyCannotShoot({ name: 'Tank', types: ['Vehicle'], engaged: true })).toBeNull();
    expect(whyCannotShoot({ name: 'Behemoth', types: ['Monstrous Creature'], engaged: true })).toBeNull();
    expect(whyCannotShoot(inf)).toBeNull();
  });
  it('"an Infantry unit that Falls Back cannot shoot"', () => {
    expect(whyCannotShoot({ ...inf, fellBack: true })).toBe('Line Squad cannot shoot: it is Infantry and fell back this turn.');
    expect(whyCannotShoot({ name: 'Tank', types: ['Vehicle'], engaged: false, fellBack: true })).toBeNull();
  });
});

describe('charging (001: "eligible to Charge if any model from the unit is currently within 12" of any enemy model, and no model from the unit is within 1"")', () => {
  it('12" is in, 12.1" is out; engaged units cannot', () => {
    expect(whyCannotCharge(inf, 12)).toBeNull();
    expect(whyCannotCharge(inf, 12.1)).toMatch(/no enemy model within 12"/);
    expect(whyCannotCharge({ ...inf, engaged: true }, 0.5)).toMatch(/already within 1"/);
  });
  it('"A unit that Falls Back ... cannot charge"; failed Morale; Deep Strike; wreck', () => {
    expect(whyCannotCharge({ ...inf, fellBack: true }, 3)).toBe('Line Squad cannot charge: it fell back this turn.');
    expect(whyCannotCharge({ ...inf, failedMorale: true }, 3)).toMatch(/failed a Morale test/);
    expect(whyCannotCharge({ ...inf, arrivedByDeepStrike: true }, 3)).toMatch(/Deep Strike/);
    expect(whyCannotCharge({ ...inf, disembarkedFromWreck: true }, 3)).toMatch(/wrecked vehicle/);
  });
});

describe('character protection (001: "Enemy characters cannot be targeted if they are within 3" of any other valid enemy unit.")', () => {
  const c = { targetName: 'Legion Captain', nearestOtherValidUnitIn: 2, isClosestEnemyUnit: false, visible: true, sniper: false };
  it('within 3" of another unit and not closest: refused', () => expect(whyCharacterNotTargetable(c)).toMatch(/cannot be targeted/));
  it('3.1" away from any other unit: allowed', () => expect(whyCharacterNotTargetable({ ...c, nearestOtherValidUnitIn: 3.1 })).toBeNull());
  it('"If a Character is within Line of Sight and is the closest enemy unit, they can be selected"', () => {
    expect(whyCharacterNotTargetable({ ...c, isClosestEnemyUnit: true })).toBeNull();
    expect(whyCharacterNotTargetable({ ...c, isClosestEnemyUnit: true, visible: false })).toMatch(/cannot be targeted/);
  });
  it('"Sniper units ignore restrictions on targeting Characters."', () => expect(whyCharacterNotTargetable({ ...c, sniper: true })).toBeNull());
});
