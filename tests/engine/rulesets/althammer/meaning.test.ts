// AltHammer's actions in the one shape every ruleset gives (meaning: role, unit, target, words with unit names), and no
// base on another base: a unit placed or moved onto a base is refused naming both models.
import { describe, expect, it } from 'vitest';
import { sized } from '../../../support/tier';
import { actionMeaning, applyAction, createGame, legalActions, sampleGameSetup, type GameAction, type GameState, type PlayerIndex } from '../../../../engine/index';
import { ahSampleLayout } from '../../../../engine/rulesets/althammer/game/sample';
import type { AhState } from '../../../../engine/rulesets/althammer/game/state';
import ironCompany from '../../../../assets/armies/althammer/iron-company.army.json';
import emberCult from '../../../../assets/armies/althammer/ember-cult.army.json';
import { illegalReason } from '../../game/play';
import { checkOfferedMeanings } from '../meanings';

type AhGameState = GameState<AhState>;

describe('meaning: every offered action has a role, real unit ids and words without ids', () => {
  it.each(sized([1], [1, 2]))('seeded random game %i', (seed) => {
    const roles = checkOfferedMeanings('althammer', seed, 120, (st, a, m) => {
      const s = st as AhGameState;
      if (a.type === 'deploy' || a.type === 'activate') expect(m.unit).toBe(a.unit);
      if (['move', 'advance', 'shoot', 'charge', 'fight', 'magik', 'end-activation'].includes(a.type)) expect(m.unit).toBe(s.ruleset.active!.unit);
      if (['shoot', 'charge', 'fight', 'magik'].includes(a.type)) expect(m.target).toBe(a.target);
    });
    expect([...roles]).toEqual(expect.arrayContaining(['deploy', 'choice', 'move', 'pass']));
  });
  it('two units of one name are told apart, and the words name units, never ids', () => {
    const s = createGame(sampleGameSetup('althammer', 0)) as AhGameState;
    const p = s.toAct!;
    const words = legalActions(s).map((a) => actionMeaning(s, a).words);
    expect(words).toContain(p === 0 ? 'Deploy Line Squad (2)' : 'Deploy Cult Mob (2)');
    expect(actionMeaning(s, { type: 'shoot', player: 0, target: 'p2-u1' })).toMatchObject({ role: 'attack', target: 'p2-u1', words: 'a unit shoots Cult Mob (1)' });
  });
  it("a plural name's possessive takes the apostrophe alone: \"End Ash Brutes' activation\" (it read \"Ash Brutes's\")", () => {
    const s = createGame(sampleGameSetup('althammer', 0)) as AhGameState;
    const brutes = s.ruleset.units.find((u) => u.name === 'Ash Brutes')!;
    const line = s.ruleset.units.find((u) => u.name === 'Line Squad')!;
    const acting = (unit: string): AhGameState => ({ ...s, ruleset: { ...s.ruleset, step: 'battle', active: { unit, taken: [], advanceIn: 0 } } });
    expect(actionMeaning(acting(brutes.id), { type: 'end-activation', player: brutes.player }).words).toBe("End Ash Brutes' activation");
    expect(actionMeaning(acting(line.id), { type: 'end-activation', player: line.player }).words).toMatch(/^End Line Squad \(\d\)'s activation$/);
  });
});

describe('no base on another base (SPEC-NOTES: bases never overlap)', () => {
  const deploying = (): { s: AhGameState; p: PlayerIndex; y: number } => {
    const s = createGame(sampleGameSetup('althammer', 0)) as AhGameState;
    const p = s.toAct!;
    return { s, p, y: p === 0 ? 6 : 38 };
  };
  it('a unit deployed onto a friend, or two of its own models on one spot, is refused naming both models', () => {
    const { s: s0, p, y } = deploying();
    const u0 = `p${p + 1}-u0`;
    let s = applyAction(s0, { type: 'deploy', player: p, unit: u0, positions: { [`${u0}-g0-0`]: { x: 20, y } } }) as AhGameState;
    // The other player places a unit; then this player places one onto the first.
    const q = s.toAct!;
    const uq = `p${q + 1}-u0`;
    s = applyAction(s, { type: 'deploy', player: q, unit: uq, positions: { [`${uq}-g0-0`]: { x: 40, y: q === 0 ? 6 : 38 } } }) as AhGameState;
    const u3 = `p${p + 1}-u3`;
    const five = s.models.filter((m) => m.unit === u3);
    const onFriend = Object.fromEntries(five.map((m, i) => [m.id, { x: 20.3 + i * 1.5, y }]));
    expect(illegalReason(() => applyAction(s, { type: 'deploy', player: p, unit: u3, positions: onFriend }))).toMatch(new RegExp(`\\(${u3}-g0-0\\) would stand on the base of .* \\(${u0}-g0-0\\)`));
    const stacked = Object.fromEntries(five.map((m, i) => [m.id, { x: 30 + (i === 1 ? 0.2 : i * 2), y }]));
    expect(illegalReason(() => applyAction(s, { type: 'deploy', player: p, unit: u3, positions: stacked }))).toMatch(new RegExp(`\\(${u3}-g0-0\\) would stand on the base of .* \\(${u3}-g0-1\\)`));
  });
  it('a move onto an enemy base is refused naming both models; base to base is not', () => {
    const g = createGame({ rulesetId: 'althammer', layout: { ...ahSampleLayout(), terrain: [] }, armies: [ironCompany as never, emberCult as never], seed: 3 }) as AhGameState;
    const place: Record<string, [number, number]> = { 'p1-u0-g0-0': [30, 10], 'p2-u0-g0-0': [30, 13], 'p2-u1-g0-0': [50, 40] };
    const models = g.models.map((m) => (place[m.id] ? { ...m, onTable: true, x: place[m.id]![0], y: place[m.id]![1] } : { ...m, onTable: false }));
    let s: AhGameState = { ...g, round: 1, phase: 'battle', toAct: 0, models, ruleset: { ...g.ruleset, step: 'battle', turnsLeft: [3, 3], active: null } };
    s = applyAction(s, { type: 'activate', player: 0, unit: 'p1-u0' }) as AhGameState;
    const onEnemy: GameAction = { type: 'move', player: 0, positions: { 'p1-u0-g0-0': { x: 30, y: 12.8 } } };
    const why = illegalReason(() => applyAction(s, onEnemy));
    expect(why).toMatch(/Captain \(p1-u0-g0-0\)/);
    expect(why).toMatch(/Witch \(p2-u0-g0-0\)/);
    // A charge may end base to base with its target.
    const t = applyAction(s, { type: 'charge', player: 0, target: 'p2-u0', positions: { 'p1-u0-g0-0': { x: 30, y: 13 - 2 * (32 / 25.4 / 2) - 0.005 } } });
    expect(t.log.some((l) => /charges/.test(l.text))).toBe(true);
  });
});
