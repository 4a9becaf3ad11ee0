// What each HamWarmer action is (role, unit, target, words), for every action offered over seeded random games, and a few
// read one by one; and bases never overlap: placements and moves onto another base are refused with both models named.
import { describe, expect, it } from 'vitest';
import { sized } from '../../../support/tier';
import { actionMeaning, applyAction, createGame, judgeMove, legalActions, sampleGameSetup, type GameState } from '../../../../engine/index';
import { validateHamwarmerArmy } from '../../../../engine/rulesets/hamwarmer/game/army';
import type { HwrState } from '../../../../engine/rulesets/hamwarmer/game/state';
import ironLegion from '../../../../assets/armies/hamwarmer/iron-legion.army.json';
import { checkMeaningsOverGames, expectStackedDeployRefused } from '../checks';
import { illegalReason } from '../../game/play';
import { battle } from './helpers';

describe('HamWarmer meaning()', () => {
  it(`every action offered over ${sized('a seeded random game', '2 seeded random games')} has a role, real unit ids and words with names, not ids`, { timeout: 300_000 }, () => {
    expect(checkMeaningsOverGames('hamwarmer', sized([1], [1, 2]), 250)).toBeGreaterThan(sized(250, 500));
  });
  it('deploying, moving, shooting, charging and holding read in unit names', () => {
    const s = createGame(sampleGameSetup('hamwarmer', 2)) as GameState<HwrState>;
    const offered = legalActions(s).map((a) => actionMeaning(s, a));
    expect(new Set(offered.map((m) => m.role))).toEqual(new Set(['deploy']));
    expect(offered.map((m) => m.words)).toEqual(expect.arrayContaining([expect.stringMatching(/^(Deploy|Keep) .+/)]));
    const mean = (a: Record<string, unknown>) => actionMeaning(s, { player: 0 as const, ...a, type: String(a.type) });
    expect(mean({ type: 'deploy', unit: 'p1-u3', positions: {}, mode: 'infiltrate' })).toEqual({ role: 'deploy', unit: 'p1-u3', target: null, words: 'Deploy Marksmen by Infiltrate' });
    expect(mean({ type: 'deep-strike', unit: 'p2-u4', target: { x: 30, y: 22 } })).toMatchObject({ role: 'deploy', unit: 'p2-u4', target: null, words: 'Gargoyle Swarm deep strikes at (30.0, 22.0)' });
    expect(mean({ type: 'keep', unit: 'p1-u3' })).toMatchObject({ role: 'pass', words: 'Marksmen stays in Reserves' });
    expect(mean({ type: 'fall-back', unit: 'p1-u1', positions: {} })).toMatchObject({ role: 'move', unit: 'p1-u1', words: 'Line Squad Alpha falls back' });
    expect(mean({ type: 'shoot', unit: 'p1-u1', target: 'p2-u1' })).toEqual({ role: 'attack', unit: 'p1-u1', target: 'p2-u1', words: 'Line Squad Alpha shoots at Ghoul Pack' });
    expect(mean({ type: 'charge', unit: 'p2-u1', target: 'p1-u0', positions: {} })).toMatchObject({ role: 'charge', target: 'p1-u0', words: 'Ghoul Pack charges Legion Captain' });
    expect(mean({ type: 'fight', unit: 'p2-u1', target: 'p1-u0', positions: {} })).toMatchObject({ role: 'attack', words: 'Ghoul Pack piles in and fights Legion Captain' });
    // In the Deployment phase an embark deploys the unit inside the Transport; in the Movement phase it is a move.
    expect(mean({ type: 'embark', unit: 'p1-u2', transport: 'p1-u4' })).toMatchObject({ role: 'deploy', target: null, words: 'Deploy Line Squad Beta inside Carrier' });
    const moving = { ...s, phase: 'Movement' };
    expect(actionMeaning(moving, { type: 'embark', player: 0, unit: 'p1-u2', transport: 'p1-u4' })).toMatchObject({ role: 'move', target: null, words: 'Line Squad Beta embarks in Carrier' });
    expect(mean({ type: 'hold', unit: 'p1-u0' })).toMatchObject({ role: 'pass', words: 'Legion Captain holds' });
    expect(mean({ type: 'morale', unit: 'p1-u1' })).toMatchObject({ role: 'choice', unit: 'p1-u1', words: 'Line Squad Alpha takes its Morale test' });
    // An id that is no unit of this game is not passed on as one.
    expect(mean({ type: 'shoot', unit: 'p1-u1', target: 'p9-u9' })).toMatchObject({ target: null, words: 'Line Squad Alpha shoots at a unit' });
  });
  it('two units of one name are told apart: "Line Squad Alpha (1)" and "(2)"', () => {
    const army = validateHamwarmerArmy({ ...ironLegion, units: ironLegion.units.map((u, i) => (i === 2 ? { ...u, name: 'Line Squad Alpha' } : u)) }, 'army');
    const setup = sampleGameSetup('hamwarmer', 2);
    const s = createGame({ ...setup, armies: [army, setup.armies[1]] });
    expect(actionMeaning(s, { type: 'hold', player: 0, unit: 'p1-u1' }).words).toBe('Line Squad Alpha (1) holds');
    expect(actionMeaning(s, { type: 'hold', player: 0, unit: 'p1-u2' }).words).toBe('Line Squad Alpha (2) holds');
  });
});

describe('bases never overlap (the kit standingProblem and checkUnitMove)', () => {
  it('a unit deployed onto a friendly base is refused, naming both models', () => expectStackedDeployRefused('hamwarmer', 2));
  it('a move onto an enemy base is refused, naming both models (the drag readout says the same)', () => {
    const s = battle({ 'p1-u0-g0-0': [20, 20], 'p2-u0-g0-0': [20, 24], 'p2-u1-g0-0': [50, 40] }, 'Movement', 0);
    const onto = { type: 'move', player: 0 as const, unit: 'p1-u0', positions: { 'p1-u0-g0-0': { x: 20, y: 23.8 } } };
    expect(illegalReason(() => applyAction(s, onto))).toMatch(/^Legion Captain cannot move there: Captain \(p1-u0-g0-0\): Passes over the base of 'Seer \(p2-u0-g0-0\)'/);
    const verdict = judgeMove(s, onto)!;
    expect(verdict.ok).toBe(false);
    expect(verdict.reasons.join('\n')).toMatch(/Captain \(p1-u0-g0-0\) would stand on the base of Seer \(p2-u0-g0-0\)/);
  });
  it('a charge onto an enemy base is refused before any die is thrown, naming both models', () => {
    const s = battle({ 'p1-u0-g0-0': [20, 20], 'p2-u0-g0-0': [20, 24], 'p2-u1-g0-0': [50, 40] }, 'Charge', 0);
    const onto = { type: 'charge', player: 0 as const, unit: 'p1-u0', target: 'p2-u0', positions: { 'p1-u0-g0-0': { x: 20, y: 23.8 } } };
    expect(illegalReason(() => applyAction(s, onto))).toMatch(/^Legion Captain cannot charge there: Captain \(p1-u0-g0-0\): Passes over the base of 'Seer \(p2-u0-g0-0\)'/);
  });
});
