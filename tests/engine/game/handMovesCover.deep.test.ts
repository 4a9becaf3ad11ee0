// Hand moves (issue 23): every kind of move the rules offer a unit now is open by hand too (a ruleset's handMoves names
// each kind without positions, so the table can take the player's own), over seeded random games of every ruleset.
import { describe, expect, it } from 'vitest';
import { actionMeaning, applyAction, createGame, handMoves, legalActions, playableRulesetIds, sampleGameSetup, seededRandom, type GameAction, type GameState } from '../../../engine/index';

/** What a hand move and an offer of the same unit must agree on: the kind, the target and any mode. */
const kindOf = (a: GameAction): string => JSON.stringify([a.type, a.target ?? null, a.mode ?? null]);

describe.each(playableRulesetIds())('%s: hand moves cover the offers', (id) => {
  it('each offered action that places models has a hand move of its kind for its unit', () => {
    let checked = 0;
    for (const seed of [2, 9]) {
      let s: GameState = createGame(sampleGameSetup(id, seed));
      const pick = seededRandom(seed * 7 + 1);
      for (let i = 0; i < 160 && !s.result; i++) {
        const offers = legalActions(s);
        for (const a of offers) {
          if (!a.positions || Object.keys(a.positions).length === 0) continue;
          const m = actionMeaning(s, a);
          if (!m.unit) continue;
          const hand = handMoves(s, m.unit).map((h) => kindOf(h.action));
          expect(hand, `${id} seed ${seed} step ${i}: ${m.words}`).toContain(kindOf(a));
          checked++;
        }
        s = applyAction(s, offers[Math.floor(pick() * offers.length)]!);
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
