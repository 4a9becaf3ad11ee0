// HamWarmer army files (001_9d9921dd118cdf65.txt "Unit Profiles", "Weapons", "ARMIES"; DIGEST B.5) and the plug-in's public face.
import { describe, expect, it } from 'vitest';
import ironLegion from '../../../../assets/armies/hamwarmer/iron-legion.army.json';
import ashHorde from '../../../../assets/armies/hamwarmer/ash-horde.army.json';
import { validateHamwarmerArmy, weaponModes } from '../../../../engine/rulesets/hamwarmer/game/army';
import { setupError } from '../../game/play';
import { attackDistribution, checkArmyEnvelope, gamePlugin, sampleGameSetup, strengthVsToughness, GameSetupError } from '../../../../engine/game';

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const problem = setupError;

describe('HamWarmer sample armies', () => {
  for (const [name, army] of [['iron-legion', ironLegion], ['ash-horde', ashHorde]] as const)
    it(`${name} passes the envelope and the HamWarmer schema`, () => {
      checkArmyEnvelope(army, 'army');
      const a = validateHamwarmerArmy(army, 'armies[0]');
      expect(a.ruleset).toBe('hamwarmer');
      // "1 HQ choice", "2 Troops choices"
      expect(a.units.filter((u) => u.slot === 'HQ').length).toBeGreaterThanOrEqual(1);
      expect(a.units.filter((u) => u.slot === 'Troops').length).toBeGreaterThanOrEqual(2);
    });

  it('the two armies use the data model: per-facing vehicle Toughness, multi-mode weapons, invulnerable saves, unit rules', () => {
    const il = validateHamwarmerArmy(ironLegion, 'a');
    const tank = il.units.find((u) => u.name === 'Siege Tank')!;
    expect(tank.models[0]!.profile.T).toEqual({ front: 9, side: 8, rear: 7 });
    expect(weaponModes(il.weapons.find((w) => w.name === 'Battle Cannon')!)).toHaveLength(2);
    const ah = validateHamwarmerArmy(ashHorde, 'a');
    expect(ah.units.some((u) => u.rules.includes('Deep Strike'))).toBe(true);
    expect(ah.units.some((u) => u.rules.includes('Fearless'))).toBe(true);
  });
});

describe('HamWarmer army errors name the field', () => {
  it('a bad stat', () => {
    const a = clone(ironLegion) as any;
    a.units[1].models[0].profile.BS = 9;
    expect(problem(() => validateHamwarmerArmy(a, 'armies[1]')).path).toBe('armies[1].units[1].models[0].profile.BS');
  });
  it('an unknown weapon name', () => {
    const a = clone(ironLegion) as any;
    a.units[0].models[0].weapons = ['Laser Sword'];
    const e = problem(() => validateHamwarmerArmy(a, 'armies[0]'));
    expect(e.path).toBe('armies[0].units[0].models[0].weapons[0]');
    expect(e.message).toContain('Laser Sword');
  });
  it('"1 HQ choice" and "2 Troops choices"', () => {
    const a = clone(ashHorde) as any;
    a.units = a.units.filter((u: any) => u.slot !== 'HQ');
    expect(problem(() => validateHamwarmerArmy(a, 'army')).message).toContain('"1 HQ choice"');
    const b = clone(ashHorde) as any;
    b.units = b.units.filter((u: any) => u.name !== 'Ghoul Pack');
    expect(problem(() => validateHamwarmerArmy(b, 'army')).message).toContain('"2 Troops choices"');
  });
  it('per-facing Toughness only on Vehicles; points over the army total; Points Limit', () => {
    const a = clone(ashHorde) as any;
    a.units[1].models[0].profile.T = { front: 4, side: 4, rear: 3 };
    expect(problem(() => validateHamwarmerArmy(a, 'army')).path).toBe('army.units[1].models[0].profile.T');
    const b = clone(ashHorde) as any;
    b.points = 100;
    expect(problem(() => validateHamwarmerArmy(b, 'army')).path).toBe('army.points');
    const c = clone(ashHorde) as any;
    c.units[0].pointsLimit = 2000; // "a unit with a Points Limit of 2,000 cannot be selected until 2,000 points have been spent"
    expect(problem(() => validateHamwarmerArmy(c, 'army')).path).toBe('army.units[0].pointsLimit');
  });
  it('hostile files are refused without harm', () => {
    const hostile = JSON.parse('{"format":"sightline/army","version":1,"ruleset":"hamwarmer","name":"x","__proto__":{"polluted":true}}');
    expect(() => checkArmyEnvelope(hostile, 'army')).toThrow(GameSetupError);
    expect(({} as any).polluted).toBeUndefined();
    expect(() => validateHamwarmerArmy({ ...clone(ironLegion), extra: 1 }, 'army')).toThrow(GameSetupError);
  });
});

describe('HamWarmer through the engine registry', () => {
  it('strengthVsToughness("hamwarmer", ...) reads the chart (001: S4 vs T4 "Strength Equal to Toughness 4+")', () => {
    expect(strengthVsToughness('hamwarmer', 4, 4)).toBe(4);
    expect(strengthVsToughness('hamwarmer', 3, 6)).toBeNull();
  });
  it('attackDistribution("hamwarmer", ...) is the exact distribution', () => {
    const d = attackDistribution('hamwarmer', { attacks: 10, skill: 3, strength: 4, ap: 0, damage: 1 }, { toughness: 4, save: 3, hp: 1, models: 10 });
    expect(d.mean).toBeCloseTo(10 / 9, 12);
  });
  it('playable: the sample setup pairs the two sample armies on a 44" x 60" layout', () => {
    expect(gamePlugin('hamwarmer')?.playable).toBe(true);
    const s = sampleGameSetup('hamwarmer', 1);
    expect(s.layout.table).toEqual({ widthIn: 60, depthIn: 44 });
    expect(s.armies.map((a) => a.name).sort()).toEqual(['Ash Horde Warband', 'Iron Legion Vanguard'].sort());
  });
  it('every named default has a key, a value and a why citing the seed or the layout', () => {
    const defaults = gamePlugin('hamwarmer')!.defaults;
    expect(defaults.length).toBeGreaterThan(15);
    for (const d of defaults) {
      expect(d.key).toBeTruthy();
      expect(d.why.length).toBeGreaterThan(20);
    }
    const keys = defaults.map((d) => d.key);
    for (const k of ['cover.toHitSign', 'cover.saveSign', 'save.apDirection', 'morale.strengthModifiers', 'rounding', 'scenario.rounds']) expect(keys).toContain(k);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
