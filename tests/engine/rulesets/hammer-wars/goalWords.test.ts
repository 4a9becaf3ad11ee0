// Hammer Wars' goal choices explained (issue 23 item 7): each secret-goal choice says what its goal does and scores in the
// text's words ("Goals", 002_e47fa283e0ac09ca.txt), objectives named as the table names them, and never the other player's goal.
import { describe, expect, it } from 'vitest';
import { actionMeaning, applyAction, legalActions, playerView, type GameAction } from '../../../../engine/index';
import { newGame, type HwGameState } from './helpers';

/** The game at player 1's goal choice (Space Marines: Duty or Revenge). */
function atGoals(): HwGameState {
  let s = newGame();
  for (let i = 0; i < 10 && s.ruleset.step !== 'choose-goals'; i++) s = applyAction(s, legalActions(s)[0]!) as HwGameState;
  expect(s.ruleset.step).toBe('choose-goals');
  return s;
}

const OBJECTIVE_IDS = /obj-\d/;

describe('Hammer Wars goal choices explained', () => {
  it('Duty and Revenge each say what they do, in the text\'s words; the markers by the names the table gives them', () => {
    const s = atGoals();
    const goals = legalActions(s).filter((a) => a.type === 'choose-goal');
    const p = s.toAct!;
    expect(new Set(goals.map((a) => a.goal))).toEqual(new Set(s.ruleset.players[p].goalChoices));
    const names = s.ruleset.objectives.map((o) => o.name!);
    expect(names.every((n) => n && !OBJECTIVE_IDS.test(n))).toBe(true);
    for (const a of goals) {
      const m = actionMeaning(s, a);
      expect(m.detail, m.words).toBeDefined();
      expect(m.detail!.startsWith(`${String(a.goal)}:`)).toBe(true);
      expect(m.words + m.detail).not.toMatch(OBJECTIVE_IDS);
      if (a.goal === 'Duty') {
        // The button names its marker; the explanation names every marker the goal may take.
        const marker = s.ruleset.objectives.find((o) => o.id === a.objective)!;
        expect(m.words).toBe(`Secret goal: Duty, on the ${marker.name} objective`);
        expect(m.detail).toContain('all friendly units within 2" of it get +1 to their attack rolls from then on');
        expect(m.detail).toContain('you get 1VP');
        for (const n of names) expect(m.detail).toContain(n);
      }
      if (a.goal === 'Revenge') expect(m.detail).toBe('Revenge: if during the game you have killed at least one enemy Hero unit, or if your opponent did not deploy any Hero units, you get 1VP.');
    }
    // One explanation per goal, whichever marker a Duty button names (the panel lists each once).
    expect(new Set(goals.map((a) => actionMeaning(s, a).detail)).size).toBe(2);
  });

  it('declaring Duty names the marker written down; the other player\'s goal choice explains nothing (it is secret)', () => {
    let s = atGoals();
    const p = s.toAct!;
    const duty = legalActions(s).find((a) => a.type === 'choose-goal' && a.goal === 'Duty')!;
    s = applyAction(s, duty) as HwGameState;
    const marker = s.ruleset.objectives.find((o) => o.id === duty.objective)!;
    const declare: GameAction = { type: 'declare-goal', player: p };
    expect(actionMeaning(s, declare).detail).toMatch(new RegExp(`^Duty: you wrote down the ${marker.name} objective\\. At any point`));
    // Seen from the other seat, player 1's goal is hidden: neither its words nor a detail say it.
    const seen = playerView(s, (1 - p) as 0 | 1) as HwGameState;
    const hidden: GameAction = { type: 'choose-goal', player: p, goal: seen.ruleset.players[p].goal ?? 'hidden' };
    const m = actionMeaning(seen, hidden);
    expect(m.detail).toBeUndefined();
    expect(m.words).not.toMatch(/Deception|Duty|Greed|Oppression|Revenge/);
    expect(actionMeaning(seen, declare).detail).toBeUndefined();
  });
});
