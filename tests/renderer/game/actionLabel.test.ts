// Action buttons in players' words (the Game panel, issue 22/23): each offer's label is its ruleset's meaning, naming the
// unit (and target) by name, never by id; offers with the same words are told apart by where they put the first model.
import { describe, expect, it } from 'vitest';
import { actionMeaning, applyAction, createGame, legalActions, playableRulesetIds, sampleGameSetup, seededRandom, type GameAction, type GameState } from '../../../engine/index';
import { actionLabel, actionLabels, actionUnit } from '../../../renderer/src/game/GamePanel';
import { unitName } from '../../../renderer/src/game/names';

/** Model and unit ids as the engine writes them (p1-u3, p1-u3-g0-2, p2-support-infantry-1). */
const ID = /\bp[12]-[a-z0-9-]*\d\b/;

function states(id: string): GameState[] {
  let s = createGame(sampleGameSetup(id, 2));
  const pick = seededRandom(5);
  const out: GameState[] = [s];
  for (let i = 0; i < 120 && !s.result; i++) {
    const la = legalActions(s);
    s = applyAction(s, la[Math.floor(pick() * la.length)]!);
    if (i % 20 === 0) out.push(s);
  }
  return out;
}

describe.each(playableRulesetIds())('%s: action labels', (id) => {
  it('every offer reads in words: no ids, and the acting unit by its name', () => {
    for (const s of states(id))
      for (const a of legalActions(s)) {
        const label = actionLabel(s, a);
        expect(label, JSON.stringify(a)).not.toMatch(ID);
        const unit = actionUnit(s, a);
        if (unit) expect(label, JSON.stringify(a)).toContain(unitName(s, unit).replace(/ \(\d+\)$/, ''));
        expect(actionMeaning(s, a).unit).toBe(unit);
      }
  });
});

describe('actionLabels', () => {
  it('offers with the same words get where they put the first model, then a number', () => {
    const s = createGame(sampleGameSetup('althammer', 1));
    const deploy = legalActions(s).find((a) => a.positions && actionMeaning(s, a).role === 'deploy')!;
    const first = Object.keys(deploy.positions!)[0]!;
    const moved = (x: number): GameAction => ({ ...deploy, positions: { ...deploy.positions!, [first]: { x, y: 3 } } });
    const labels = actionLabels(s, [moved(10), moved(20), moved(20)]);
    const words = actionLabel(s, deploy);
    expect(labels).toEqual([`${words} to (10.0, 3.0)`, `${words} to (20.0, 3.0) (option 1)`, `${words} to (20.0, 3.0) (option 2)`]);
  });
});
