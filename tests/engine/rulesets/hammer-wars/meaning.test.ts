// Hammer Wars' actions in the one shape every ruleset gives (meaning: role, unit, target, words with unit names) and the
// older spelling of its fields (unitId/targetId, before issue 22) read through upgradeAction.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sized } from '../../../support/tier';
import { actionMeaning, applyAction, legalActions, replayGame, sampleGameSetup, type GameAction, type GameState } from '../../../../engine/index';
import { checkOfferedMeanings } from '../meanings';
import { act, inCombat, newGame, throughSetup, type HwGameState } from './helpers';

describe('meaning: every offered action has a role, real unit ids and words without ids', () => {
  it.each(sized([1], [1, 2, 3]))('seeded random game %i', (seed) => {
    const roles = checkOfferedMeanings('hammer-wars', seed, 250, (st, a, m) => {
      const s = st as HwGameState;
      // An activation's actions are the active unit's; an attack names its target.
      if (['move', 'attack', 'chain-attack', 'hit-and-run', 'energy-pulse', 'end-activation'].includes(a.type)) expect(m.unit).toBe(s.ruleset.active!.unit);
      if (a.type === 'attack' || a.type === 'chain-attack') expect(m.target).toBe(a.target);
      if (a.type === 'deploy' || a.type === 'activate') expect(m.unit).not.toBeNull();
    });
    expect([...roles].sort()).toEqual(expect.arrayContaining(['attack', 'choice', 'deploy', 'move', 'pass']));
  });

  it('the choices before the first round read apart: "Go first", "Deploy from the West edge", "Secret goal: Duty, on the North objective"', () => {
    let s: GameState = newGame();
    const words = (st: GameState) => legalActions(st).map((a) => actionMeaning(st, a).words);
    expect(words(s)).toEqual(['Go first', 'Let the opponent go first']);
    s = applyAction(s, legalActions(s)[0]!);
    expect(words(s)).toEqual(['Deploy from the West edge', 'Deploy from the East edge']);
    s = applyAction(s, legalActions(s)[0]!);
    const goals = words(s);
    expect(new Set(goals).size).toBe(goals.length);
    for (const w of goals) expect(w).toMatch(/^Secret goal: (Duty|Revenge|Deception|Oppression|Greed)/);
    expect(goals).toContain('Secret goal: Duty, on the North objective');
    for (const a of legalActions(s)) expect(actionMeaning(s, a).role).toBe('choice');
  });

  it('units with one name are told apart; roles and targets of the combat phase', () => {
    const s = throughSetup(newGame());
    const deploys = legalActions(s).filter((a) => a.type === 'deploy');
    expect(deploys.map((a) => actionMeaning(s, a).words)).toContain('Deploy Ranged Infantry (1)');
    const c = act(inCombat({ 'p1-ranged-infantry-2': [8, 12], 'p2-assault-infantry-1': [14, 12] }), { type: 'activate', unit: 'p1-ranged-infantry-2', order: 'walk' });
    const shot = legalActions(c).find((a) => a.type === 'attack')!;
    expect(actionMeaning(c, shot)).toEqual({ role: 'attack', unit: 'p1-ranged-infantry-2', target: 'p2-assault-infantry-1', words: 'Ranged Infantry (2) attacks Assault Infantry (1) with attack line 1' });
    expect(actionMeaning(c, { type: 'end-activation', player: 0 })).toMatchObject({ role: 'pass', unit: 'p1-ranged-infantry-2', words: "End Ranged Infantry (2)'s activation" });
    expect(actionMeaning(c, legalActions(c).find((a) => a.type === 'move')!)).toMatchObject({ role: 'move', unit: 'p1-ranged-infantry-2', words: 'Ranged Infantry (2) walks' });
  });
});

describe('upgradeAction: the older spelling (unitId, targetId) is read and stored in today\'s (unit, target)', () => {
  it('an activation and an attack written with unitId/targetId apply, and the game keeps them as unit/target', () => {
    let s = inCombat({ 'p1-ranged-infantry-1': [8, 12], 'p2-assault-infantry-1': [14, 12] }, { dice: [3] });
    s = applyAction(s, { type: 'activate', player: 0, unitId: 'p1-ranged-infantry-1', order: 'hold' });
    s = applyAction(s, { type: 'attack', player: 0, line: 0, targetId: 'p2-assault-infantry-1' });
    expect(s.models.find((m) => m.id === 'p2-assault-infantry-1')!.onTable).toBe(false);
    expect(s.actions.slice(-2)).toEqual([
      { type: 'activate', player: 0, unit: 'p1-ranged-infantry-1', order: 'hold' },
      { type: 'attack', player: 0, line: 0, target: 'p2-assault-infantry-1' },
    ]);
  });
  it('a recorded game rewritten in the older spelling replays to the same end', () => {
    const r = JSON.parse(readFileSync(path.resolve(__dirname, '../../../fixtures/replays/hammer-wars-3.json'), 'utf8')) as { seed: number; actions: GameAction[] };
    // As the older files wrote them: the same fields in the same places, under the older names.
    const older = r.actions.map((a): GameAction => ({ type: a.type, player: a.player, ...Object.fromEntries(Object.entries(a).map(([k, v]) => [k === 'unit' ? 'unitId' : k === 'target' ? 'targetId' : k, v])) }));
    expect(older.some((a) => 'unitId' in a) && older.some((a) => 'targetId' in a)).toBe(true);
    const now = replayGame(sampleGameSetup('hammer-wars', r.seed), r.actions);
    const then = replayGame(sampleGameSetup('hammer-wars', r.seed), older);
    expect(then).toEqual(now);
  });
});
