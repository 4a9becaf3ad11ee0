// HamWarmer's unit card and why-not (issue 23 items 5 and 6): the profile from the army file in the book's words, the
// weapons with range and profile, the state now, and why a unit may not shoot or charge.
import { describe, expect, it } from 'vitest';
import { unitCard } from '../../../../engine/index';
import { battle } from './helpers';

describe('HamWarmer unit card', () => {
  it('Line Squad Alpha: the Troopers\' profile, the Sergeant where he differs, both weapons, engaged when an enemy is within 1"', () => {
    const s = battle({ 'p1-u1-g0-0': [10, 10], 'p1-u1-g1-0': [11.1, 10], 'p2-u1-g0-0': [10, 11.5] }, 'Shooting', 0);
    const card = unitCard(s, 'p1-u1', (u) => s.ruleset.units.find((x) => x.id === u)!.name)!;
    expect(card.name).toBe('Line Squad Alpha');
    expect(card.stats.map((x) => `${x.label} ${x.value}`)).toEqual(['M 6"', 'WS 4+', 'BS 4+', 'S 3', 'T 3', 'HP 1', 'A 1', 'Ld 7', 'Sv 5+']);
    expect(card.groups?.map((g) => [g.name, g.stats.map((x) => x.value).join(' ')])).toEqual([
      ['Trooper', '6" 4+ 4+ 3 3 1 1 7 5+'],
      ['Sergeant', '6" 4+ 4+ 3 3 1 2 8 5+'],
    ]);
    expect(card.weapons).toEqual([
      { name: 'Las Rifle', range: '24"', profile: '1 shot, S 3, AP 0, D 1, Rapid Fire' },
      { name: 'Heavy Stubber', range: '36"', profile: '3 shots, S 4, AP 0, D 1, Heavy' },
    ]);
    // 1.5" apart centre to centre, 25 mm bases: 0.52" edge to edge.
    expect(card.status).toContain('engaged (within 1" of an enemy model)');
    expect(card.rules).toEqual(['Infantry']);
  });

  it('the Siege Tank: Toughness by facing', () => {
    const s = battle({ 'p1-u5-g0-0': [10, 10], 'p2-u1-g0-0': [40, 40] }, 'Movement', 0);
    const card = unitCard(s, 'p1-u5')!;
    expect(card.stats.find((x) => x.label.startsWith('T'))).toEqual({ label: 'T (front/side/rear)', value: '9/8/7' });
    expect(card.groups).toBeUndefined();
  });
});

describe('HamWarmer unit card: a melee weapon and an invulnerable save', () => {
  it('the Ash Seer: Claws strike with its A (no shots shown), Warp Lash at 12", the 4+ invulnerable save', () => {
    const s = battle({ 'p2-u0-g0-0': [10, 40], 'p1-u1-g0-0': [10, 5] }, 'Movement', 1);
    const card = unitCard(s, 'p2-u0')!;
    expect(card.stats.at(-1)).toEqual({ label: 'Inv', value: '4+' });
    expect(card.stats.find((x) => x.label === 'A')).toEqual({ label: 'A', value: '3' });
    expect(card.weapons).toEqual([
      { name: 'Claws', range: 'Melee', profile: 'S U, AP -1, D 1' },
      { name: 'Warp Lash', range: '12"', profile: '1 shot, S 5, AP -1, D d3' },
    ]);
  });
});

describe('HamWarmer why not', () => {
  it('an Infantry unit within 1" of an enemy may not shoot, and says so', () => {
    const s = battle({ 'p1-u1-g0-0': [10, 10], 'p1-u1-g1-0': [11.1, 10], 'p2-u1-g0-0': [10, 11.5] }, 'Shooting', 0);
    expect(unitCard(s, 'p1-u1')!.notNow).toEqual([{ what: 'Shoot', why: 'Line Squad Alpha cannot shoot: a model is within 1" of an enemy model.' }]);
  });

  it('a unit with no enemy within 12" may not charge; the enemy\'s card has no why-not (not theirs to act)', () => {
    const s = battle({ 'p1-u1-g0-0': [10, 10], 'p2-u1-g0-0': [10, 30] }, 'Charge', 0);
    expect(unitCard(s, 'p1-u1')!.notNow).toEqual([{ what: 'Charge', why: 'Line Squad Alpha cannot charge: no enemy model within 12".' }]);
    expect(unitCard(s, 'p2-u1')!.notNow).toEqual([]);
  });

  it('no shot when every enemy is out of range says why', () => {
    // The Marksmen (the only units on the table besides a far Ghoul) 50" from it.
    const s = battle({ 'p1-u3-g0-0': [5, 5], 'p2-u1-g0-0': [55, 40] }, 'Shooting', 0);
    const why = unitCard(s, 'p1-u3')!.notNow;
    expect(why.map((x) => x.what)).toEqual(['Shoot']);
    expect(why[0]!.why).toMatch(/No enemy unit can be shot\. No weapon of Marksmen can fire at Ghoul Pack: .*range/i);
  });
});
