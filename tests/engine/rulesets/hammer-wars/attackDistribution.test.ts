// Hammer Wars attackDistribution: exact closed forms, and agreement with a seeded simulation through the real action
// path (createGame state -> activate -> attack, dice carried from one attack to the next): 101,000 dice in all.
import { describe, expect, it } from 'vitest';
import { applyAction, attackDistribution, createDiceState, createGame, edgeDistance, legalActions, previewAttack, sampleGameSetup, sideSummary, type DiceState } from '../../../../engine/index';
import { inCombat, woods, type HwGameState } from './helpers';
import { sized } from '../../../support/tier';

const choose = (n: number, k: number): number => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
};
const binom = (n: number, p: number, k: number): number => choose(n, k) * p ** k * (1 - p) ** (n - k);

describe('attackDistribution (hammer-wars) against closed forms (002: "For each success the target loses one life")', () => {
  it('10 dice at 3+ against Light with lives to spare is binomial(10, 2/3)', () => {
    const d = attackDistribution('hammer-wars', { dice: 10, Light: 3, Medium: 6, Heavy: 6 }, { armor: 'Light', lives: 100 });
    for (let k = 0; k <= 10; k++) expect(d.damage[k]).toBeCloseTo(binom(10, 2 / 3, k), 12);
    expect(d.mean).toBeCloseTo(10 * (2 / 3), 12);
    expect(d.slain).toEqual([expect.closeTo(1, 12), expect.closeTo(0, 12)]);
  });
  it('excess hits on a slain model are lost: 3 dice at 3+ against a 2-life model', () => {
    const d = attackDistribution('hammer-wars', { dice: 3, Light: 3, Medium: 3, Heavy: 3 }, { armor: 'Heavy', lives: 2 });
    const p = 2 / 3;
    expect(d.damage).toEqual([expect.closeTo(binom(3, p, 0), 12), expect.closeTo(binom(3, p, 1), 12), expect.closeTo(binom(3, p, 2) + binom(3, p, 3), 12)]);
    expect(d.slain[1]).toBeCloseTo(binom(3, p, 2) + binom(3, p, 3), 12);
  });
  it('cover -1 makes 3+ a 4+; "a roll of 6 is always a hit" keeps 6+ in cover at 1/6; Ignores Cover and Duty +1', () => {
    const at = (attack: object, target: object) => attackDistribution('hammer-wars', { dice: 1, ...attack }, { lives: 1, ...target }).mean;
    expect(at({ Light: 3, Medium: 6, Heavy: 6 }, { armor: 'Light', cover: true })).toBeCloseTo(3 / 6, 12);
    expect(at({ Light: 3, Medium: 6, Heavy: 6 }, { armor: 'Medium', cover: true })).toBeCloseTo(1 / 6, 12);
    expect(at({ Light: 3, Medium: 6, Heavy: 6, ignoresCover: true }, { armor: 'Light', cover: true })).toBeCloseTo(4 / 6, 12);
    expect(at({ Light: 3, Medium: 6, Heavy: 6, duty: true }, { armor: 'Medium' })).toBeCloseTo(2 / 6, 12);
    expect(at({ need: 5 }, { armor: 'Heavy', cover: true })).toBeCloseTo(2 / 6, 12); // Energy Pulse: "hits on 5+ (ignores modifiers)"
  });
});

/** Runs `attacks` attacks of `line` from the same position, carrying the seeded dice state; histogram of lives lost. */
function simulate(base: HwGameState, attackerId: string, targetId: string, attacks: number, seed: number): number[] {
  const p = base.toAct!;
  const active = applyAction(base, { type: 'activate', player: p, unit: attackerId, order: 'hold' });
  const target = base.models.find((m) => m.id === targetId)!;
  const hist = new Array<number>(target.wounds + 1).fill(0);
  let dice: DiceState = createDiceState(seed);
  for (let i = 0; i < attacks; i++) {
    const next: HwGameState = applyAction({ ...active, dice }, { type: 'attack', player: p, line: 0, target: targetId });
    dice = next.dice;
    const t = next.models.find((m) => m.id === targetId)!;
    hist[t.onTable ? target.wounds - t.wounds : target.wounds]! += 1;
  }
  return hist.map((h) => h / attacks);
}

/** Each simulated entry within four standard errors of the exact chance (deep: within 0.005, at five times the attacks). */
function expectNear(sim: readonly number[], exact: readonly number[], attacks: number): void {
  sim.forEach((v, k) => {
    const p = exact[k]!;
    expect(Math.abs(v - p), `damage[${k}]`).toBeLessThanOrEqual(sized(4 * Math.sqrt((p * (1 - p)) / attacks), 0.005));
  });
}

const N1 = sized(3_000, 15_000);
const N2 = sized(2_400, 12_000);
const N3 = sized(4_000, 20_000);

describe(`attackDistribution agrees with a seeded simulation through the real action path (${sized('within four standard errors', 'within 0.005 per entry')})`, () => {
  it(`Ranged Heavy (Dice: 3, Light 3+) on a Ranged Hero (Light, 3 lives) in the open: ${N1.toLocaleString('en')} attacks`, { timeout: 120_000 }, () => {
    const base = inCombat({ 'p2-ranged-heavy-1': [10, 12], 'p1-ranged-hero-1': [18, 12] }, { toAct: 1 });
    const sim = simulate(base, 'p2-ranged-heavy-1', 'p1-ranged-hero-1', N1, 11);
    const exact = attackDistribution('hammer-wars', { dice: 3, Light: 3, Medium: 3, Heavy: 3 }, { armor: 'Light', lives: 3 });
    expectNear(sim, exact.damage, N1);
  });
  it(`Ranged Specialist (Dice: 3, Medium 6+) on an Assault Specialist (Medium) in woods, cover -1: ${N2.toLocaleString('en')} attacks`, { timeout: 120_000 }, () => {
    const base = inCombat({ 'p1-ranged-specialist-1': [9, 12], 'p2-assault-specialist-1': [18, 12] }, { terrain: [woods(18, 12)] });
    const sim = simulate(base, 'p1-ranged-specialist-1', 'p2-assault-specialist-1', N2, 12);
    const exact = attackDistribution('hammer-wars', { dice: 3, Light: 4, Medium: 6, Heavy: 6 }, { armor: 'Medium', lives: 1, cover: true });
    expectNear(sim, exact.damage, N2);
    expect(exact.slain[1]).toBeCloseTo(1 - (5 / 6) ** 3, 12);
  });
  it(`Support Infantry (Dice: 1, Heavy 4+) on a Ranged Heavy (5 lives): ${N3.toLocaleString('en')} attacks`, { timeout: 120_000 }, () => {
    const base = inCombat({ 'p1-support-infantry-1': [10, 12], 'p2-ranged-heavy-1': [16, 12] });
    const sim = simulate(base, 'p1-support-infantry-1', 'p2-ranged-heavy-1', N3, 13);
    const exact = attackDistribution('hammer-wars', { dice: 1, Light: 5, Medium: 3, Heavy: 4 }, { armor: 'Heavy', lives: 5 });
    expectNear(sim, exact.damage, N3);
  });
});

describe('previewAttack (hammer-wars): the shot preview judges cover as the roll does', () => {
  const previewOf = (base: HwGameState, attackerId: string, targetId: string) => {
    const p = base.toAct!;
    const active = applyAction(base, { type: 'activate', player: p, unit: attackerId, order: 'hold' });
    return previewAttack(active, { type: 'attack', player: p, line: 0, target: targetId })!;
  };
  it('in the open: the exact distribution, the range edge to edge, "not in cover"', () => {
    const base = inCombat({ 'p2-ranged-heavy-1': [10, 12], 'p1-ranged-hero-1': [18, 12] }, { toAct: 1 });
    const p = previewOf(base, 'p2-ranged-heavy-1', 'p1-ranged-hero-1');
    const exact = attackDistribution('hammer-wars', { dice: 3, Light: 3, Medium: 3, Heavy: 3 }, { armor: 'Light', lives: 3 });
    expect(p.meanDamage).toBeCloseTo(exact.mean, 12);
    expect(p.slain).toEqual(exact.slain);
    expect(p.cover).toBe('not in cover');
    const [a, t] = ['p2-ranged-heavy-1', 'p1-ranged-hero-1'].map((id) => base.models.find((m) => m.id === id)!);
    expect(p.lines[0]!.rangeIn).toBeCloseTo(edgeDistance(a!, t!), 9);
  });
  it('in woods: "When attacking units in cover you get -1 to your attack rolls" (Medium 6+ stays a 6: 1 - (5/6)^3 to kill)', () => {
    const base = inCombat({ 'p1-ranged-specialist-1': [9, 12], 'p2-assault-specialist-1': [18, 12] }, { terrain: [woods(18, 12)] });
    const p = previewOf(base, 'p1-ranged-specialist-1', 'p2-assault-specialist-1');
    expect(p.lines[0]!.inCover).toBe(true);
    expect(p.cover).toMatch(/in cover/);
    expect(p.slain[1]).toBeCloseTo(1 - (5 / 6) ** 3, 12);
  });
});

describe('sideSummary (hammer-wars): your pts, xp, morale, secret goal and unit pool for the Game panel', () => {
  it('a purchase ("buys ... and places it") spends its pts and leaves one fewer of its card in the pool; the opponent\'s goal is not in yours', () => {
    let s = createGame(sampleGameSetup('hammer-wars', 3));
    for (let i = 0; i < 30 && !legalActions(s).some((a) => a.type === 'deploy'); i++) s = applyAction(s, legalActions(s).find((a) => a.type !== 'end-deployment')!);
    const p = s.toAct!;
    const buy = legalActions(s).find((a) => a.type === 'deploy')!;
    const before = sideSummary(s, p)!;
    const id = Object.keys(buy.positions!)[0]!;
    const name = s.models.find((m) => m.id === id)!.name;
    const after = sideSummary(applyAction(s, buy), p)!;
    const ptsOf = (x: typeof before) => Number(/^(\d+)pts/.exec(x.facts.find((f) => f.label === 'To spend')!.value)![1]);
    const cost = Number(/^(\d+)pts/.exec(before.pool!.find((u) => u.name === name)!.cost)![1]);
    expect(ptsOf(after)).toBe(ptsOf(before) - cost);
    expect(after.pool!.find((u) => u.name === name)?.left ?? 0).toBe(before.pool!.find((u) => u.name === name)!.left - 1);
    const mine = (s.ruleset as { players: { goal: string | null }[] }).players[p]!.goal;
    expect(before.facts.find((f) => f.label === 'Secret goal')!.value).toMatch(new RegExp(`^${mine}`));
    expect(before.facts.find((f) => f.label === 'Secret goal')!.secret).toBe(true);
  });
});
