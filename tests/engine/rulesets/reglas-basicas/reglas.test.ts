// Reglas básicas (shared/rules/seeds/003_2820d2f43ec186dc.txt; DIGEST D): roll-under hits, Damage dice against Armor minus
// Pierce, wounds kept until the Leadership phase and resolved model by model, Bravery morale, Stop and initiative, the
// Action Phase option. Each test quotes the rule it checks; dice are scripted.
import { describe, expect, it } from 'vitest';
import { applyAction, attackDistribution, createGame, gamePlugin, judgeMove, previewAttack, legalActions, seededRandom, withScriptedDice } from '../../../../engine/index';
import { isHit, isWound, moraleFlee, pHit, pWound, resolveWounds } from '../../../../engine/rulesets/reglas-basicas/game/rules';
import { rbSampleLayout } from '../../../../engine/rulesets/reglas-basicas/game/sample';
import fyreslayers from '../../../../assets/armies/reglas-basicas/fyreslayers.army.json';
import stormcast from '../../../../assets/armies/reglas-basicas/stormcast-seekers.army.json';
import { invariantProblems, illegalReason } from '../../game/play';
import { expectThrowsMatchPreview } from '../../game/previewCheck';
import { seededThrows } from '../checks';
import { act, battle, type G } from './helpers';
import { sized } from '../../../support/tier';

const R32 = 32 / 25.4 / 2;
const R40 = 40 / 25.4 / 2;

describe('dice as written', () => {
  it('"if the roll is equal or lower, it scores a HIT" (Precision 3: 1-3 hit)', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => isHit(f, 3))).toEqual([true, true, true, false, false, false]);
    expect(pHit(3)).toBe(0.5);
  });
  it('"compare it to the target unit\'s Armor minus the attacker\'s Pierce: if the roll is higher, it scores a WOUND"', () => {
    // Armor 3, Pierce 1: higher than 2 wounds.
    expect([1, 2, 3, 4, 5, 6].map((f) => isWound(f, 3, 1))).toEqual([false, false, true, true, true, true]);
    expect(pWound(3, 1)).toBeCloseTo(4 / 6, 12);
    expect(pWound(2, 3)).toBe(1);
  });
  it('"Once a player has started damaging a model they must continue to do so until that model is slain"', () => {
    // Health 3, 7 wounds on 5 models: two slain, 1 damage on the third.
    expect(resolveWounds(7, 3, 5)).toEqual({ slain: 2, damageLeft: 1 });
    // 2 damage already on the first model: 1 more slays it.
    expect(resolveWounds(1, 3, 5, 2)).toEqual({ slain: 1, damageLeft: 0 });
    expect(resolveWounds(99, 1, 4)).toEqual({ slain: 4, damageLeft: 0 });
  });
  it('"add the amount of models slain ... If the amount exceeds its Bravery, a number of models equal to the difference flee"', () => {
    expect(moraleFlee(4, 3, 7)).toBe(0);
    expect(moraleFlee(6, 3, 7)).toBe(2);
  });
});

describe('attackDistribution("reglas-basicas")', () => {
  it('one model, Precision 3, Damage 2, Pierce 0 against Armor 2, Health 1 x 5: hit 1/2, each die wounds 4/6 (closed form)', () => {
    const d = attackDistribution('reglas-basicas', { models: 1, precision: 3, damage: 2, pierce: 0 }, { armor: 2, health: 1, models: 5 });
    const pw = 4 / 6;
    expect(d.damage[0]).toBeCloseTo(0.5 + 0.5 * (1 - pw) ** 2, 12);
    expect(d.damage[1]).toBeCloseTo(0.5 * 2 * pw * (1 - pw), 12);
    expect(d.damage[2]).toBeCloseTo(0.5 * pw ** 2, 12);
    expect(d.mean).toBeCloseTo(0.5 * 2 * pw, 12);
  });
  it('agrees with a seeded simulation of the written dice (10 models, Damage 4 vs Armor 3 Health 3 x 5), within 0.005', () => {
    const attack = { models: 10, precision: 4, damage: 4, pierce: 0 };
    const target = { armor: 3, health: 3, models: 5 };
    const exact = attackDistribution('reglas-basicas', attack, target);
    const rnd = seededRandom(77);
    const d6 = () => 1 + Math.floor(rnd() * 6);
    const n = 100_000;
    const hist = new Array(exact.slain.length).fill(0);
    for (let i = 0; i < n; i++) {
      let w = 0;
      for (let m = 0; m < attack.models; m++) if (isHit(d6(), attack.precision)) for (let k = 0; k < attack.damage; k++) if (isWound(d6(), target.armor, attack.pierce)) w++;
      hist[resolveWounds(w, target.health, target.models).slain]++;
    }
    hist.forEach((h, k) => expect(Math.abs(h / n - exact.slain[k]!), `slain ${k}`).toBeLessThan(0.005));
  });
});

const reason = illegalReason;

describe('the turn (003: "## Turn structure")', () => {
  it('"The first player to choose to Stop will act first in the following phase"; "When all players have elected to Stop, the game advances"', () => {
    let s = battle({ 'p1-u0-0': [10, 5], 'p2-u2-0': [50, 40], 'p2-u1-0': [40, 40] }, 'Movement', 0);
    s = act(s, { type: 'stop' }, 0);
    expect(s.toAct).toBe(1);
    s = act(s, { type: 'move', unit: 'p2-u2', positions: { 'p2-u2-0': { x: 50, y: 35 } } }, 1);
    // Player 1 has stopped: player 2 goes on alone until it stops too.
    expect(s.toAct).toBe(1);
    expect(s.phase).toBe('Movement');
    s = act(s, { type: 'stop' }, 1);
    expect(s.phase).toBe('Ranged');
    // Player 1 stopped first and acts first in the Ranged phase; it has no eligible unit (no ranged weapon) and must Stop.
    const text = s.log.map((l) => l.text).join('\n');
    expect(text).toMatch(/Ranged phase: Player 1 acts first/);
    expect(text).toMatch(/Player 1 has no unit left to choose and must Stop/);
    expect(s.toAct).toBe(1);
  });
  it('"A unit may decide to Run ... double move but can\'t shoot": the Hunters run 22" and are not offered the Ranged phase', () => {
    let s = battle({ 'p2-u2-0': [50, 40], 'p1-u0-0': [10, 5] }, 'Movement', 1);
    expect(reason(() => act(s, { type: 'move', unit: 'p2-u2', positions: { 'p2-u2-0': { x: 50, y: 25 } } }))).toMatch(/Hunters \(p2-u2-0\) would need 15\.0" of movement and has 11\.0"/);
    s = act(s, { type: 'run', unit: 'p2-u2', positions: { 'p2-u2-0': { x: 50, y: 25 } } });
    expect(s.ruleset.units.find((u) => u.id === 'p2-u2')!.moved).toBe('run');
  });
  it('"A unit may decide to Charge (double move that must end in combat)"', () => {
    const s = battle({ 'p1-u0-0': [10, 10], 'p2-u1-0': [10, 17] }, 'Movement', 0);
    expect(reason(() => act(s, { type: 'charge', unit: 'p1-u0', target: 'p2-u1', positions: { 'p1-u0-0': { x: 10, y: 12 } } }))).toMatch(/must end its move in combat/);
    const t = act(s, { type: 'charge', unit: 'p1-u0', target: 'p2-u1', positions: { 'p1-u0-0': { x: 10, y: 17 - 2 * R32 - 0.5 } } });
    expect(t.ruleset.units.find((u) => u.id === 'p1-u0')!.moved).toBe('charge');
  });
  it('wounds are kept until the Leadership phase, then resolved model by model, then Morale ("Keep track of the number of WOUNDS")', () => {
    // Evocators (Health 3, Armor 3) fight by Vulkite Berzerkers in the Melee phase; both sides then stop.
    const place: Record<string, [number, number]> = { 'p1-u0-0': [10, 10], 'p1-u0-1': [12, 10], 'p2-u0-0': [10, 10 + R32 + R40 + 0.3], 'p2-u0-1': [12, 10 + R32 + R40 + 0.3] };
    let s = battle(place, 'Melee', 0);
    // Two attackers: hits on 1 and 2 (Precision 3); the Karl's 4 dice and the other's 2: faces > 3 - 1 (War-picks' "+1 Pierce
    // in Melee") wound: 4,5,6,1 and 6,6 -> 5.
    s = act(withScriptedDice(s, [1, 2, 4, 5, 6, 1, 6, 6]) as G, { type: 'fight', unit: 'p1-u0', target: 'p2-u0' });
    expect(s.ruleset.units.find((u) => u.id === 'p2-u0')!.pendingWounds).toBe(5);
    // Nothing is removed yet.
    expect(s.models.filter((m) => m.unit === 'p2-u0' && m.onTable)).toHaveLength(2);
    // Player 2 strikes back: 2 Evocators, both miss (5, 6), then their lightning (2 dice a model, all 6s). Then neither has a
    // unit left to choose: both must Stop, and the Leadership phase: the Evocators (still two, a WIZARD) fail Empower (1 + 1),
    // then 5 wounds on Health 3 (1 slain, 2 damage on the next) and Morale: d6 3 + 1 slain = 4, Bravery 8.
    s = act(withScriptedDice(s, [5, 6, 6, 6, 6, 6, 1, 1, 3]) as G, { type: 'fight', unit: 'p2-u0', target: 'p1-u0' });
    expect(s.round).toBe(2);
    const evocators = s.models.filter((m) => m.unit === 'p2-u0' && m.onTable);
    expect(evocators).toHaveLength(1);
    expect(evocators[0]!.wounds).toBe(1);
    expect(s.log.map((l) => l.text).join('\n')).toMatch(/Evocators resolves 5 WOUNDS: 1 slain, 2 damage on the next model/);
  });
});

describe('the Action Phase option (003: "# The Turn / ## Action Phase")', () => {
  it('"Charge ... It may then immediately Fight": a charge in the Action Phase rolls the fight at once', () => {
    const s = battle({ 'p1-u0-0': [10, 10], 'p2-u1-0': [10, 17] }, 'Action', 0, 'actions');
    // The Shields die first (6: no wound), then the fight: a HIT (1) and the Karl's 4 dice, all 6s.
    const t = act(withScriptedDice(s, [6, 1, 6, 6, 6, 6]) as G, { type: 'charge', unit: 'p1-u0', target: 'p2-u1', positions: { 'p1-u0-0': { x: 10, y: 17 - 2 * R32 - 0.5 } } });
    expect(t.ruleset.units.find((u) => u.id === 'p2-u1')!.pendingWounds).toBe(4);
  });
  it(`${sized(2, 10)} random games with turnModel "actions" end, keep the invariants and replay`, () => {
    for (let seed = 1; seed <= sized(2, 10); seed++) {
      let s = createGame({ rulesetId: 'reglas-basicas', layout: rbSampleLayout(), armies: [fyreslayers as never, stormcast as never], seed, options: { turnModel: 'actions' } });
      const rnd = seededRandom(seed);
      let n = 0;
      while (!s.result && n < 2000) {
        const la = legalActions(s);
        s = applyAction(s, la[Math.floor(rnd() * la.length)]!);
        expect(invariantProblems(s)).toEqual([]);
        n++;
      }
      expect(s.result, `seed ${seed}`).not.toBeNull();
      expect(s.log.some((l) => /Action phase/.test(l.text))).toBe(true);
    }
  });
  it('a bad turn model is refused naming the option', () => {
    expect(() => createGame({ rulesetId: 'reglas-basicas', layout: rbSampleLayout(), armies: [fyreslayers as never, stormcast as never], seed: 1, options: { turnModel: 'chess' } })).toThrow(/setup\.options\.turnModel/);
  });
});

describe('named defaults', () => {
  it('both turn models, the die, the contradictions and every missing piece are listed', () => {
    const keys = gamePlugin('reglas-basicas')!.defaults.map((d) => d.key);
    for (const k of ['reglas.turnModel', 'reglas.die', 'reglas.chargeFights', 'reglas.inCombat', 'reglas.table', 'reglas.scoring', 'reglas.specials']) expect(keys).toContain(k);
    for (const d of gamePlugin('reglas-basicas')!.defaults) expect(String(d.value), d.key).not.toMatch(/not yet/);
  });
});

describe('the unit builder as data (003: "# Unit builder")', () => {
  it('"Spearhead (Troop 5+1+3+2+2+2+2+3 = 20)" from the Troops menu, a step at its price', async () => {
    const { ARCHETYPES, builderCost } = await import('../../../../engine/rulesets/reglas-basicas/game/builder');
    // Base 5; +1 Movement (1); +1 Melee Pierce (3); +1 Precision, +1 Armor, +1 Melee Range, Standfast (2 each); +3 Bravery (3 x 1).
    const steps = ['+1 Movement', '+1 Melee Pierce', '+1 Precision', '+1 Armor', '+1 Melee Range', 'Standfast', '+1 Bravery', '+1 Bravery', '+1 Bravery'];
    expect(builderCost(ARCHETYPES.Troops, steps)).toBe(5 + 1 + 3 + 2 + 2 + 2 + 2 + 3);
    expect(builderCost(ARCHETYPES.Troops, steps)).toBe(20);
    expect(() => builderCost(ARCHETYPES.Troops, ['Frenzy'])).toThrow(/cannot buy "Frenzy"/);
    expect(() => builderCost(ARCHETYPES.Rocks, [])).toThrow(/no base cost/);
  });
  it('"Health Ranks": every option of a rank has the models and health the text lists', async () => {
    const { HEALTH_RANKS } = await import('../../../../engine/rulesets/reglas-basicas/game/builder');
    expect(HEALTH_RANKS[2]).toEqual([[12, 1], [6, 2], [4, 3], [3, 4]]);
    expect(HEALTH_RANKS.map((r) => r.length)).toEqual([1, 2, 4, 3, 3]);
  });
});

describe('The attack preview (003: "roll a die for each model attacking", "for each HIT, roll dice equal to the model\'s Damage")', () => {
  it('Vulkite Berzerkers (with the Karl) fight two Evocators: previewed wounds and models to be slain match 2,000 seeded throws', () => {
    const place: Record<string, [number, number]> = { 'p1-u0-0': [10, 10], 'p1-u0-1': [12, 10], 'p2-u0-0': [10, 10 + R32 + R40 + 0.3], 'p2-u0-1': [12, 10 + R32 + R40 + 0.3] };
    const s = battle(place, 'Melee', 0);
    const fight = { type: 'fight', unit: 'p1-u0', target: 'p2-u0', player: 0 } as const;
    const p = previewAttack(s, fight)!;
    expect(p.lines[0]!.text).toMatch(/^2 models attack: Precision 3, Damage 2 \(leader 4\), against Armor 3 - Pierce 1/);
    expect(p.slain).toHaveLength(3);
    expect(p.slain.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const N = 2000;
    let wounds = 0;
    const counts = [0, 0, 0];
    for (const t of seededThrows(s, fight, N)) {
      const w = t.ruleset.units.find((u) => u.id === 'p2-u0')!.pendingWounds;
      wounds += w;
      // "Each player clears the wounds from a unit by damaging models": Evocators have Health 3.
      counts[resolveWounds(w, 3, 2).slain]!++;
    }
    expectThrowsMatchPreview(p, counts, N);
    expect(Math.abs(wounds / N - p.meanDamage)).toBeLessThan(0.15);
  });
});

describe('unit special rules (003: "# Converted Units", "# Original Units"; reglas.specials)', () => {
  it('Vulkite Berzerkers: "When resolving wounds, roll a die for each wound. On a 1 ignore the wound. 2 if at least 10."', () => {
    const place: Record<string, [number, number]> = { 'p2-u1-0': [50, 40] };
    for (let k = 0; k < 10; k++) place[`p1-u0-${k}`] = [5 + k * 1.5, 5];
    const s0 = battle(place, 'Melee', 0);
    const s1: G = { ...s0, ruleset: { ...s0.ruleset, units: s0.ruleset.units.map((u) => (u.id === 'p1-u0' ? { ...u, pendingWounds: 3 } : u)) } };
    // Ward dice 1, 2, 3: ten models ignore on a 2 or less, so one WOUND is left: one slain; Morale 1 + 1 against Bravery 7.
    const s = act(withScriptedDice(s1, [1, 2, 3, 1]) as G, { type: 'stop' }, 0);
    expect(s.log.some((l) => /Vulkite Berzerkers ignores 2 WOUNDS/.test(l.text))).toBe(true);
    expect(s.models.filter((m) => m.unit === 'p1-u0' && m.onTable)).toHaveLength(9);
  });
  it('War-picks and Shields: "+1 Pierce in Melee, +1 Armor when they haven\'t charged"', () => {
    const place: Record<string, [number, number]> = { 'p1-u0-0': [10, 10], 'p2-u2-0': [10, 10 + 2 * R32 + 0.3] };
    const s = battle(place, 'Melee', 1);
    const fight = { type: 'fight', unit: 'p2-u2', target: 'p1-u0', player: 1 } as const;
    expect(previewAttack(s, fight)!.lines[0]!.text).toMatch(/against Armor 3 - Pierce 0/);
    const charged: G = { ...s, ruleset: { ...s.ruleset, units: s.ruleset.units.map((u) => (u.id === 'p1-u0' ? { ...u, moved: 'charge' as const } : u)) } };
    expect(previewAttack(charged, fight)!.lines[0]!.text).toMatch(/against Armor 2 - Pierce 0/);
    const back = { type: 'fight', unit: 'p1-u0', target: 'p2-u2', player: 0 } as const;
    expect(previewAttack({ ...s, toAct: 0 }, back)!.lines[0]!.text).toMatch(/against Armor 1 - Pierce 1/);
  });
  it('"Each unit of Fyreslayers may, once per battle, use the Throwing Axes Ranged Attack at the beginning of a Charge move"', () => {
    const s = battle({ 'p1-u0-0': [10, 10], 'p2-u1-0': [10, 17] }, 'Action', 0, 'actions');
    const charge = { type: 'charge', unit: 'p1-u0', target: 'p2-u1', throwingAxes: true, positions: { 'p1-u0-0': { x: 10, y: 17 - 2 * R32 - 0.5 } } };
    // Axes: a HIT (1), its die 6 wounds (Armor 2); Shields 6; the fight: a HIT and the Karl's four 6s.
    const t = act(withScriptedDice(s, [1, 6, 6, 1, 6, 6, 6, 6]) as G, charge);
    expect(t.log.some((l) => /throws Throwing Axes at Spearhead: 1 HIT, 1 WOUND/.test(l.text))).toBe(true);
    expect(t.ruleset.units.find((u) => u.id === 'p2-u1')!.pendingWounds).toBe(5);
    expect(t.ruleset.units.find((u) => u.id === 'p1-u0')!.axesThrown).toBe(true);
    const again: G = { ...s, ruleset: { ...s.ruleset, units: s.ruleset.units.map((u) => (u.id === 'p1-u0' ? { ...u, axesThrown: true } : u)) } };
    expect(reason(() => act(again, charge))).toMatch(/once per battle/);
  });
  it('Evocators: "After this unit attacks, choose an enemy unit within 3" and roll 2 dice for each model in this unit. On a 3 deal a WOUND."', () => {
    const s = battle({ 'p2-u0-0': [10, 10], 'p1-u0-0': [10, 10 + R32 + R40 + 0.3] }, 'Melee', 1);
    // A miss (6), then the lightning's 2 dice: 3 and 4: one WOUND (3 or less: named default reglas.lightning).
    const t = act(withScriptedDice(s, [6, 3, 4]) as G, { type: 'fight', unit: 'p2-u0', target: 'p1-u0' });
    expect(t.ruleset.units.find((u) => u.id === 'p1-u0')!.pendingWounds).toBe(1);
  });
  it('Spearhead "Special: Standfast" ("take Hold action out of combat for +1 Armor")', () => {
    const s = battle({ 'p2-u1-0': [10, 30], 'p1-u0-0': [40, 10] }, 'Action', 1, 'actions');
    const t = act(s, { type: 'hold', unit: 'p2-u1' });
    expect(t.ruleset.units.find((u) => u.id === 'p2-u1')!.standfast).toBe(true);
    const near: G = { ...t, toAct: 0, models: t.models.map((m) => (m.id === 'p1-u0-0' ? { ...m, x: 10, y: 30 - 2 * R32 - 0.3 } : m)) };
    expect(previewAttack(near, { type: 'fight', unit: 'p1-u0', target: 'p2-u1', player: 0 })!.lines[0]!.text).toMatch(/against Armor 3 - Pierce 1/);
  });
});

describe('chargers fight (003 line 44 "It may then immediately Fight" against line 63 "haven\'t Run, Retreated or Charged")', () => {
  it('a unit that Charged fights in the Melee phase, and the log names the reading (named default reglas.chargeFights)', () => {
    const s0 = battle({ 'p1-u0-0': [10, 10], 'p2-u1-0': [10, 10 + 2 * R32 + 0.5] }, 'Melee', 0);
    const s: G = { ...s0, ruleset: { ...s0.ruleset, units: s0.ruleset.units.map((u) => (u.id === 'p1-u0' ? { ...u, moved: 'charge' as const } : u)) } };
    const t = act(withScriptedDice(s, [6]) as G, { type: 'fight', unit: 'p1-u0', target: 'p2-u1' });
    expect(t.log.some((l) => /It Charged this turn and fights: .*\(named default reglas.chargeFights\)/.test(l.text))).toBe(true);
  });
});

describe('the Action Phase\'s Shoot and Fight (003: "## Action Phase")', () => {
  it('"Shoot: ... If it isn\'t, it may Move before or after Shooting"', () => {
    const s = battle({ 'p2-u2-0': [30, 35], 'p1-u0-0': [30, 20] }, 'Action', 1, 'actions');
    const shoot = { type: 'shoot', unit: 'p2-u2', target: 'p1-u0', positions: { 'p2-u2-0': { x: 30, y: 26 } } };
    // Out of its 8" range where it stands: it moves first, then shoots (Precision 3: a 6 misses).
    const before = act(withScriptedDice(s, [6]) as G, { ...shoot, move: 'before' });
    expect(before.models.find((m) => m.id === 'p2-u2-0')!.y).toBe(26);
    // The report's lines after the action's own line (which names the shot in words).
    const lines = before.log.filter((l) => l.kind !== 'action').map((l) => l.text);
    expect(lines.findIndex((l) => /moves before shooting/.test(l))).toBeLessThan(lines.findIndex((l) => /Hunters shoots Vulkite/.test(l)));
    expect(reason(() => act(s, { ...shoot, move: 'after' }))).toMatch(/within its Ranged Range 8"/);
    expect(reason(() => act(s, shoot))).toMatch(/move: "before" or "after"/);
    expect(legalActions(s).some((a) => a.type === 'shoot' && a.positions !== undefined)).toBe(true);
  });
  it('"Fight: ... You may make an Adjust move of up to 3" with that unit. This move cannot take you out of combat."', () => {
    const s = battle({ 'p1-u0-0': [10, 10], 'p2-u1-0': [10, 10 + 2 * R32 + 0.5] }, 'Action', 0, 'actions');
    const fight = (to: { x: number; y: number }) => ({ type: 'fight', unit: 'p1-u0', target: 'p2-u1', positions: { 'p1-u0-0': to } });
    const t = act(withScriptedDice(s, [6]) as G, fight({ x: 10.5, y: 10 }));
    expect(t.models.find((m) => m.id === 'p1-u0-0')!.x).toBe(10.5);
    expect(reason(() => act(withScriptedDice(s, [6]) as G, fight({ x: 10, y: 8 })))).toMatch(/cannot take you out of combat/);
    expect(reason(() => act(withScriptedDice(s, [6]) as G, fight({ x: 10, y: 6 })))).toMatch(/up to 3"/);
  });
});

describe('the hornblower (003: "A model in this unit may be a hornblower, granting +2\\" Movement when Charging"; reglas.hornblower)', () => {
  const R = 32 / 25.4 / 2;
  // A Vulkite unit (Movement 4") charges the Spearhead 9.3" away: twice its Movement is 8", with the hornblower 10".
  const s = battle({ 'p1-u0-0': [10, 10], 'p2-u1-0': [10, 10 + 9.3 + 2 * R + 0.5] }, 'Action', 0, 'actions');
  const charge = { type: 'charge', unit: 'p1-u0', target: 'p2-u1', player: 0, positions: { 'p1-u0-0': { x: 10, y: 10 + 9.3 } } } as const;
  const without: G = { ...s, setup: { ...s.setup, armies: [{ ...fyreslayers, units: fyreslayers.units.map((u, i) => (i === 0 ? { ...u, hornblower: false } : u)) } as never, s.setup.armies[1]] } };
  it('with one, the charge reaches 9.3" (allowance 10"), and the referee and the readout say the same', () => {
    expect(judgeMove(s, charge)).toMatchObject({ ok: true, allowanceIn: 10 });
    expect(act(s, charge).models.find((m) => m.id === 'p1-u0-0')!.y).toBeCloseTo(19.3, 6);
  });
  it('without one, the same charge is refused (allowance 8")', () => {
    expect(judgeMove(without, charge)).toMatchObject({ ok: false, allowanceIn: 8 });
    expect(reason(() => act(without, charge))).toMatch(/cannot charge there/);
  });
  it('a unit whose Special line does not offer it may not take one', () => {
    const army = { ...fyreslayers, units: fyreslayers.units.map((u) => (u.name === 'Hearthguard Berzerkers' ? { ...u, hornblower: true } : u)) };
    expect(() => gamePlugin('reglas-basicas')!.validateArmy(army, 'fyre.army.json')).toThrow(/Hearthguard Berzerkers may not take a hornblower/);
  });
});

describe('Empower (003: "It can cast Empower", "Cast at 6", "Pick a friendly unit within 12\\" of the caster"; reglas.magic)', () => {
  // Two Evocators (a WIZARD "as long as it has 2 or more models"), the Spearhead 6" away and nearer the Vulkites than they are.
  const place: Record<string, [number, number]> = { 'p2-u0-0': [30, 20], 'p2-u0-1': [31.5, 20], 'p2-u1-0': [30, 26], 'p1-u0-0': [30, 40] };
  const toLeadership = (s: G, dice: number[]): G => {
    let t = withScriptedDice(s, dice) as G;
    while (t.phase === 'Melee') t = act(t, { type: 'stop' });
    return t;
  };
  const unit = (s: G, id: string) => s.ruleset.units.find((u) => u.id === id)!;
  it('"1. Leadership Skills (Magic/Prayers/etc.)": 2d6 of 6 or more casts it on the friendly unit within 12" nearest an enemy', () => {
    const t = toLeadership(battle(place, 'Melee', 0), [2, 4]);
    expect(t.log.some((l) => /Evocators casts Empower \(6\) on Spearhead/.test(l.text))).toBe(true);
    expect(unit(t, 'p2-u1').empowered).toBe(true);
    expect(unit(t, 'p2-u0').empowered).toBeFalsy();
  });
  it('a 5 fails; one Evocator left is no WIZARD and casts nothing', () => {
    const failed = toLeadership(battle(place, 'Melee', 0), [2, 3]);
    expect(failed.log.some((l) => /Evocators fails to cast Empower \(5\)/.test(l.text))).toBe(true);
    expect(unit(failed, 'p2-u1').empowered).toBeFalsy();
    const { ['p2-u0-1']: _gone, ...alone } = place;
    const one = toLeadership(battle(alone, 'Melee', 0), []);
    expect(one.log.some((l) => /Empower/.test(l.text))).toBe(false);
  });
  it('"reroll successfull Armor rolls for HITs made by that unit": the Armor dice that held are rolled again', () => {
    // The empowered Spearhead fights the Vulkites (Armor 2 + Shields 1 = 3): its HIT's dice 2 and 5; the 2 held and is rerolled to a 6.
    const s = battle({ 'p2-u1-0': [30, 26], 'p1-u0-0': [30, 26 + 2 * (32 / 25.4 / 2) + 0.3] }, 'Melee', 1);
    const empowered: G = { ...s, ruleset: { ...s.ruleset, units: s.ruleset.units.map((u) => (u.id === 'p2-u1' ? { ...u, empowered: true } : u)) } };
    const fight = { type: 'fight', unit: 'p2-u1', target: 'p1-u0' } as const;
    const plain = act(withScriptedDice(s, [1, 2, 5, 5, 5]) as G, fight);
    const rolled = act(withScriptedDice(empowered, [1, 2, 5, 5, 5, 6, 6, 6]) as G, fight);
    expect(rolled.log.some((l) => /Spearhead rerolls \d+ Armor rolls? Vulkite Berzerkers made \(Empower\)/.test(l.text))).toBe(true);
    expect(unit(rolled, 'p1-u0').pendingWounds).toBeGreaterThan(unit(plain, 'p1-u0').pendingWounds);
    expect(previewAttack(empowered, { ...fight, player: 1 })!.note).toMatch(/Not in the chart: .*Empower's rerolled Armor rolls/);
  });
});
