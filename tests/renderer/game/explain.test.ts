// The computer's choice in players' words (issue 23 item 8): what it does with unit names, the expected wounds of an
// attack from the engine's own preview, the distance to the nearest objective for a move, and what it chose it over.
import { describe, expect, it } from 'vitest';
import { actionMeaning, applyAction, createGame, greedyBotAction, legalActions, previewAttack, sampleGameSetup, type GameAction, type GameState } from '../../../engine/index';
import { explainChoice } from '../../../renderer/src/game/explain';

/** Plays the greedy bot until it picks an action `want` accepts; that state and action. */
function until(rulesetId: string, want: (s: GameState, a: GameAction) => boolean): { s: GameState; a: GameAction } {
  let s = createGame(sampleGameSetup(rulesetId, 5));
  for (let i = 0; i < 400 && !s.result; i++) {
    const a = greedyBotAction(s).action;
    if (want(s, a)) return { s, a };
    s = applyAction(s, a);
  }
  throw new Error('not found');
}

describe('explainChoice', () => {
  it('an attack: the words, the expected wounds and the chance to slay one model, from the preview; no ids', () => {
    const { s, a } = until('hamwarmer', (s, a) => actionMeaning(s, a).role === 'attack' && (previewAttack(s, a)?.meanDamage ?? 0) > 0);
    const p = previewAttack(s, a)!;
    const text = explainChoice(s, a);
    expect(text.startsWith(`${actionMeaning(s, a).words}: ${p.meanDamage.toFixed(1)} wound`)).toBe(true);
    expect(text).toContain(`${Math.round((1 - p.slain[0]!) * 100)}% to slay at least one model`);
    expect(text).not.toMatch(/\bp[12]-\w/);
  });

  it('a move: how far it ends from the nearest objective, by the layout\'s objectives', () => {
    const { s, a } = until('hamwarmer', (s, a) => actionMeaning(s, a).role === 'move' && Object.keys(a.positions ?? {}).length > 0);
    const unit = actionMeaning(s, a).unit!;
    const ps = Object.values(a.positions!);
    const c = { x: ps.reduce((n, p) => n + p.x, 0) / ps.length, y: ps.reduce((n, p) => n + p.y, 0) / ps.length };
    const nearest = Math.min(...(s.setup.layout.objectives ?? []).map((o) => Math.hypot(o.x - c.x, o.y - c.y)));
    const text = explainChoice(s, a);
    expect(unit).toBeTruthy();
    expect(text).toMatch(new RegExp(`${nearest.toFixed(1)}" (from the|off\\))`));
  });

  it('names the best other choice when its words differ', () => {
    const s = createGame(sampleGameSetup('hammer-wars', 3));
    const legal = legalActions(s);
    const other = legal.find((x) => actionMeaning(s, x).words !== actionMeaning(s, legal[0]!).words)!;
    expect(explainChoice(s, legal[0]!, [legal[0]!, other])).toBe(`${actionMeaning(s, legal[0]!).words}; rather than ${actionMeaning(s, other).words}.`);
  });

  it('Hammer Wars: the computer\'s secret goal is said as the report says it, never the goal or the other goal', () => {
    let s = createGame(sampleGameSetup('hammer-wars', 3));
    for (let i = 0; i < 60 && !legalActions(s).some((a) => a.type === 'choose-goal'); i++) s = applyAction(s, legalActions(s)[0]!);
    const goals = legalActions(s).filter((a) => a.type === 'choose-goal');
    expect(goals.length).toBeGreaterThan(1);
    const text = explainChoice(s, goals[0]!, goals.slice(1));
    expect(text).not.toMatch(/Deception|Duty|Greed|Oppression|Revenge/);
    expect(text).toBe('Secret goal written down (hidden until declared).');
  });
});
