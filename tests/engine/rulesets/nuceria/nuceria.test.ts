// Nuceria Project RTS (shared/rules/seeds/004_6c4ffdb07edc4505.txt; DIGEST E): the Power vs Toughness table cell by cell,
// saves, cover tiers, activations, Cooldowns, charges and scoring, with scripted dice. Each test quotes the rule.
import { describe, expect, it } from 'vitest';
import { attackDistribution, gamePlugin, previewAttack, legalActions, strengthVsToughness, withScriptedDice, makeTerrain, surfaceHeightAt } from '../../../../engine/index';
import { allocate, attackSucceeds, powerVsToughness, saveNeeded } from '../../../../engine/rulesets/nuceria/game/math';
import { illegalReason } from '../../game/play';
import { seededThrows } from '../checks';
import { act, battle, type G } from './helpers';
import { expectThrowsMatchPreview } from '../../game/previewCheck';

describe('"Power Comparison/Effects — Dice Value Needed" (004)', () => {
  it('every cell of the table for Power and Toughness 1..10', () => {
    for (let p = 1; p <= 10; p++)
      for (let t = 1; t <= 10; t++) {
        // "Power is 2x the value of Toughness 2+", "greater 3+", "equal 4+", "lower 5+", "Toughness is 2x the value of Power 6+".
        const want = p >= 2 * t ? 2 : p > t ? 3 : p === t ? 4 : t >= 2 * p ? 6 : 5;
        expect(powerVsToughness(p, t), `P${p} T${t}`).toBe(want);
        expect(strengthVsToughness('nuceria', p, t)).toBe(want);
      }
    expect(powerVsToughness(8, 4)).toBe(2);
    expect(powerVsToughness(7, 4)).toBe(3);
    expect(powerVsToughness(4, 8)).toBe(6);
    expect(powerVsToughness(5, 8)).toBe(5);
  });
  it('"Always Failure 1", "Always Success 6+": a natural 1 misses at 2+, a natural 6 hits at 6+ with -1', () => {
    expect(attackSucceeds(1, 2, +1)).toBe(false);
    expect(attackSucceeds(6, 6, -1)).toBe(true);
    expect(attackSucceeds(5, 6, +1)).toBe(true);
    expect(attackSucceeds(3, 4, -1)).toBe(false);
  });
});

describe('"Making Saves" (004)', () => {
  it('"Save Value + Attacking Weapon’s AP Value = Dice Value Needed"; "(7+) automatically fails"', () => {
    expect(saveNeeded(3, 1, 0)).toBe(4);
    expect(saveNeeded(5, 2, 0)).toBeNull();
  });
  it('"cannot be lowered below a 2+ save through any means (such as “Cover”)"; cover +1 half, +2 full', () => {
    expect(saveNeeded(3, 0, 2)).toBe(2);
    expect(saveNeeded(4, 1, 1)).toBe(4);
    expect(saveNeeded(4, 1, 2)).toBe(3);
  });
  it('"Units with “Invulnerable Save” values ... always succeed on their “Invulnerable Save” value instead"', () => {
    expect(saveNeeded(3, 3, 0, 4)).toBe(4);
    expect(saveNeeded(5, 2, 0, 5)).toBe(5);
    expect(saveNeeded(2, 0, 0, 4)).toBe(2);
  });
});

describe('attackDistribution("nuceria")', () => {
  it('4 attacks P4 vs T4 (4+), Save 5 AP0 (5+), 1 wound each: Binomial(4, 1/2 x 2/3)', () => {
    const d = attackDistribution('nuceria', { attacks: 4, power: 4, ap: 0 }, { toughness: 4, save: 5, wounds: 1, models: 5 });
    const p = 0.5 * (4 / 6);
    const binom = [1, 4, 6, 4, 1].map((c, k) => c * p ** k * (1 - p) ** (4 - k));
    binom.forEach((b, k) => expect(d.slain[k]).toBeCloseTo(b, 12));
    expect(d.mean).toBeCloseTo(4 * p, 12);
  });
  it('damage model by model, excess lost: 3 unsaved hits of damage 2 on 3-wound models slay one and wound the next', () => {
    expect(allocate(3, 2, 3, 4)).toEqual({ removed: 5, slain: 1 });
  });
});

const reason = illegalReason;

describe('activations (004: "alternating activation game")', () => {
  const line = (y: number, p = 'p1-u1'): Record<string, [number, number]> => Object.fromEntries([0, 1, 2, 3, 4].map((k) => [`${p}-${k}`, [20 + k * 1.4, y] as [number, number]]));
  it('a Rifle volley: 5 attacks P4 vs T4 at 4+, then the Boyz save 5+; each unsaved hit slays a 1-wound model', () => {
    let s = battle({ ...line(10), 'p2-u1-0': [22, 30], 'p2-u1-1': [23.5, 30], 'p2-u0-0': [50, 40] }, 0);
    s = act(s, { type: 'activate', unit: 'p1-u1' });
    // Attack dice 4, 4, 1, 6, 3 -> three hits; saves 5, 2, 1 -> two fail.
    s = act(withScriptedDice(s, [4, 4, 1, 6, 3, 5, 2, 1]) as G, { type: 'attack', mode: 'ranged', target: 'p2-u1' });
    expect(s.models.filter((m) => m.unit === 'p2-u1' && m.onTable)).toHaveLength(0);
  });
  it('"Players may activate any unit, including the one activated in the previous turn"; "then pass their turn"', () => {
    let s = battle({ ...line(10), 'p2-u0-0': [50, 40], 'p2-u1-0': [40, 40] }, 0);
    s = act(s, { type: 'activate', unit: 'p1-u1' });
    s = act(s, { type: 'end-activation' });
    expect(s.toAct).toBe(1);
    s = act(s, { type: 'activate', unit: 'p2-u0' });
    s = act(s, { type: 'end-activation' });
    expect(legalActions(s).some((a) => a.type === 'activate' && a.unit === 'p1-u1')).toBe(true);
  });
  it('Cooldown: "how many of the controlling player’s turns need to pass before it can shoot again"', () => {
    // The Lootas' Deffguns (Cooldown 1) fire, then must wait one of player 2's turns.
    let s = battle({ 'p2-u2-0': [20, 34], 'p2-u2-1': [21.4, 34], 'p1-u0-0': [20, 14], 'p1-u1-0': [50, 5] }, 1);
    s = act(s, { type: 'activate', unit: 'p2-u2' });
    s = act(withScriptedDice(s, [1, 1, 1, 1]) as G, { type: 'attack', mode: 'ranged', target: 'p1-u0' });
    s = act(s, { type: 'end-activation' }, 1);
    s = act(s, { type: 'activate', unit: 'p1-u1' }, 0);
    s = act(s, { type: 'end-activation' }, 0);
    s = act(s, { type: 'activate', unit: 'p2-u2' }, 1);
    expect(reason(() => act(s, { type: 'attack', mode: 'ranged', target: 'p1-u0' }, 1))).toMatch(/no ranged weapon ready/);
  });
  it('"Charge: Add 1d6 to a unit’s “Movement” stat": 6 + 1 = 7 falls short of 9"; 6 + 4 reaches', () => {
    const start = battle({ 'p2-u0-0': [20, 20], 'p1-u0-0': [20, 20 + 10 + 40 / 25.4], 'p1-u1-0': [50, 5] }, 1);
    const a = act(start, { type: 'activate', unit: 'p2-u0' });
    const to = { 'p2-u0-0': { x: 20, y: 29.5 } };
    const short = act(withScriptedDice(a, [1]) as G, { type: 'charge', target: 'p1-u0', positions: to });
    expect(short.models.find((m) => m.id === 'p2-u0-0')!.y).toBe(20);
    const ok = act(withScriptedDice(a, [4]) as G, { type: 'charge', target: 'p1-u0', positions: to });
    expect(ok.models.find((m) => m.id === 'p2-u0-0')!.y).toBe(29.5);
  });
  it('"Infantry units are the only type of unit that can enter and move through Obscuring Terrain"', () => {
    const ruin = makeTerrain('ruin', { id: 'ruin', x: 30, y: 20, traits: ['obscuring'] });
    let s = battle({ 'p2-u3-0': [30, 10], 'p1-u0-0': [5, 40] }, 1, [ruin]);
    s = act(s, { type: 'activate', unit: 'p2-u3' });
    expect(reason(() => act(s, { type: 'move', positions: { 'p2-u3-0': { x: 30, y: 17 } } }))).toMatch(/only type of unit that can enter/);
  });
  it('"Killing warlord worth 5": the Warboss slain scores 5 for player 1', () => {
    let s = battle({ ...line(10), 'p2-u0-0': [22, 16], 'p2-u1-0': [50, 40] }, 0);
    const g = { ...s, models: s.models.map((m) => (m.id === 'p2-u0-0' ? { ...m, wounds: 1 } : m)) };
    s = act(g, { type: 'activate', unit: 'p1-u1' });
    // One hit (P4 vs T5: 5+), the save fails: the Warboss (1 wound left) falls.
    s = act(withScriptedDice(s, [5, 1, 1, 1, 1, 2]) as G, { type: 'attack', mode: 'ranged', target: 'p2-u0' });
    expect(s.points[0]).toBe(5);
  });
});

describe('"Players need 10 points to win" at a round\'s end (named default nuceria.winAt)', () => {
  it('both reaching 10 together is no draw: the game plays on, whatever order the objectives are listed in', () => {
    for (const reverse of [false, true]) {
      const s0 = battle({ 'p1-u0-0': [30, 6], 'p2-u0-0': [30, 42] }, 0);
      const objectives = reverse ? [...s0.ruleset.objectives].reverse() : s0.ruleset.objectives;
      let s: G = { ...s0, points: [8, 8], ruleset: { ...s0.ruleset, objectives, turnsLeft: [1, 0] } };
      s = act(s, { type: 'activate', unit: 'p1-u0' });
      s = act(s, { type: 'end-activation' });
      expect(s.result, `reverse ${reverse}`).toBeNull();
      expect(s.points).toEqual([10, 10]);
      expect(s.round).toBe(2);
      expect(s.log.some((l) => /plays on until one side leads \(named default nuceria.winAt\)/.test(l.text))).toBe(true);
    }
  });
  it('after the tie, the side that leads at the next round\'s end wins', () => {
    const s0 = battle({ 'p1-u0-0': [30, 6], 'p2-u0-0': [30, 42], 'p1-u1-0': [12, 24] }, 0);
    let s: G = { ...s0, points: [10, 10], ruleset: { ...s0.ruleset, turnsLeft: [1, 0] } };
    s = act(s, { type: 'activate', unit: 'p1-u0' });
    s = act(s, { type: 'end-activation' });
    expect(s.result).toMatchObject({ winner: 0 });
    expect(s.result!.score[0]).toBeGreaterThan(s.result!.score[1]);
  });
});

describe('Attack of Opportunity (004: "These attacks gain the “Devastating Wounds” weapon ability")', () => {
  it('an attack roll of 6 allows no save (named default nuceria.devastatingWounds)', () => {
    // The Warboss (Power Klaw, 4 attacks P9 vs T3: 2+) is in melee with the Commander, who moves away.
    const s0 = battle({ 'p1-u0-0': [20, 20], 'p2-u0-0': [20, 22.3], 'p1-u1-0': [50, 5] }, 0);
    let s = act(s0, { type: 'activate', unit: 'p1-u0' });
    // Klaw rolls 6, 1, 1, 1: one hit, a 6. Without Devastating Wounds the Commander would roll a save (6 saves).
    s = act(withScriptedDice(s, [6, 1, 1, 1, 6, 6, 6, 6]) as G, { type: 'move', positions: { 'p1-u0-0': { x: 20, y: 15 } } });
    expect(s.log.some((l) => /Devastating Wounds: 1 attack roll of 6 cannot be saved/.test(l.text))).toBe(true);
    expect(s.log.some((l) => /saves \(/.test(l.text))).toBe(false);
    expect(s.models.find((m) => m.id === 'p1-u0-0')!.wounds).toBeLessThan(s0.models.find((m) => m.id === 'p1-u0-0')!.wounds);
  });
});

describe('Obscuring Terrain heights (004, named default nuceria.height)', () => {
  it('"Ranged Attacks from the upper levels of this terrain (+2” height) provide that unit with +1 to hit"', () => {
    // A ruin with its upper floor at 3" over the corner its walls enclose (table (26.5..30.25, 18..20.25)).
    const r = makeTerrain('ruin', { id: 'ruin', x: 30, y: 20, traits: ['obscuring'], params: { upperFloor: true } });
    let s = battle({ 'p1-u0-0': [24, 22], 'p2-u1-0': [28, 25.5], 'p1-u1-0': [5, 5] }, 0, [r]);
    s = act(s, { type: 'activate', unit: 'p1-u0' });
    const shoot = { type: 'attack', mode: 'ranged', player: 0, target: 'p2-u1' } as const;
    expect(previewAttack(s, shoot)!.lines[0]!.text).not.toMatch(/to hit/);
    // The Commander on the upper floor (3.25" up): the table's surface there, as the renderer places it.
    const top = surfaceHeightAt(s.setup.layout, 28.4, 19.1);
    expect(top).toBeCloseTo(3.25, 6);
    const up: G = { ...s, models: s.models.map((m) => (m.id === 'p1-u0-0' ? { ...m, x: 28.4, y: 19.1, z: top } : m)) };
    expect(previewAttack(up, shoot)!.lines[0]!.text).toMatch(/\+1 to hit/);
    // A move without z puts the model back on the table.
    const down = act(up, { type: 'move', positions: { 'p1-u0-0': { x: 28.4, y: 19.6 } } });
    expect(down.models.find((m) => m.id === 'p1-u0-0')!.z).toBe(0);
  });
  it('"Melee Attacks may also be performed against units within 3” vertically": a model 2" up fights the one below at +1', () => {
    const s0 = battle({ 'p1-u0-0': [20, 20], 'p2-u1-0': [20, 21.4], 'p1-u1-0': [50, 5] }, 0);
    const up: G = { ...s0, models: s0.models.map((m) => (m.id === 'p1-u0-0' ? { ...m, z: 2.5 } : m)) };
    const s = act(up, { type: 'activate', unit: 'p1-u0' });
    const p = previewAttack(s, { type: 'attack', mode: 'melee', player: 0, target: 'p2-u1' })!;
    expect(p.lines[0]!.text).toMatch(/\+1 to hit/);
    const far: G = { ...s0, models: s0.models.map((m) => (m.id === 'p1-u0-0' ? { ...m, z: 6 } : m)) };
    const s2 = act(far, { type: 'activate', unit: 'p1-u0' });
    expect(reason(() => act(s2, { type: 'attack', mode: 'melee', target: 'p2-u1' }))).toMatch(/not in melee range/);
  });
});

describe('Melee into terrain (004, named default nuceria.terrainMelee)', () => {
  it('"Any movement into melee range with a terrain piece that contains an opposing unit is considered melee range ... regardless of distance", at -1', () => {
    const wood = makeTerrain('woods', { id: 'wood', x: 30, y: 20, traits: ['environmental'] });
    const f = wood.footprint;
    const xs = f.map((q) => q[0]);
    const left = wood.x + Math.min(...xs);
    // The Boyz stand in the middle of the wood, the Commander 0.5" outside its left edge, far more than 1" from them.
    const s0 = battle({ 'p2-u1-0': [30, 20], 'p1-u0-0': [left - 0.9, 20], 'p1-u1-0': [5, 5] }, 0, [wood]);
    const s = act(s0, { type: 'activate', unit: 'p1-u0' });
    const p = previewAttack(s, { type: 'attack', mode: 'melee', player: 0, target: 'p2-u1' })!;
    expect(p.lines[0]!.text).toMatch(/-1 to hit/);
    expect(() => act(s, { type: 'attack', mode: 'melee', target: 'p2-u1' })).not.toThrow();
  });
});

describe('named defaults', () => {
  it('every hole of DIGEST E.6 the game fills is listed', () => {
    const keys = gamePlugin('nuceria')!.defaults.map((d) => d.key);
    for (const k of ['nuceria.firstTurn', 'nuceria.round', 'nuceria.rounds', 'nuceria.objectives', 'nuceria.outpost', 'nuceria.colossal', 'nuceria.twice', 'nuceria.damage', 'nuceria.lexicon']) expect(keys).toContain(k);
    for (const d of gamePlugin('nuceria')!.defaults) expect(String(d.value), d.key).not.toMatch(/not yet/);
  });
});

describe('The shot preview (004: Power vs Toughness, "Save + AP", cover tiers), checked against seeded throws', () => {
  it('a Line Squad\'s five Rifles at a Boyz Mob: the previewed chance of each number slain matches 1,500 seeded throws', () => {
    const place: Record<string, [number, number]> = {};
    for (let k = 0; k < 5; k++) place[`p1-u1-${k}`] = [20 + k * 1.4, 10];
    for (let k = 0; k < 8; k++) place[`p2-u1-${k}`] = [18 + k * 1.4, 28];
    const s = act(battle(place, 0), { type: 'activate', unit: 'p1-u1' });
    const shoot = { type: 'attack', mode: 'ranged', player: 0, target: 'p2-u1' } as const;
    const p = previewAttack(s, shoot)!;
    expect(p.lines).toHaveLength(1);
    expect(p.lines[0]!.text).toMatch(/^Rifle: 5 dice, Power \d+ vs Toughness \d+/);
    expect(p.slain.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const N = 1500;
    const counts = new Array<number>(9).fill(0);
    for (const t of seededThrows(s, shoot, N)) counts[t.models.filter((m) => m.unit === 'p2-u1' && !m.onTable).length]!++;
    expectThrowsMatchPreview(p, counts, N);
  });
});
