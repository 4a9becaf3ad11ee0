// The greedy-objectives baseline (issue 26) and the rulesets' objectivePoints it reads: legal choices in every ruleset,
// and each ruleset's objectivePoints agrees with the points its own round-end scoring adds.
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  gameResult,
  knowledgeFor,
  legalActions,
  objectivesBotAction,
  objectivesBotValue,
  playableRulesetIds,
  sampleGameSetup,
  type GameState,
} from '../../../engine/index';
import { randomPlay } from './match';
import { sized } from '../../support/tier';

describe('the objectives bot', () => {
  const CHOICES = sized(25, 60);
  it.each(playableRulesetIds())(`%s: each of its first ${CHOICES} choices is one of the legal actions and is accepted`, (rulesetId) => {
    let s: GameState = createGame(sampleGameSetup(rulesetId, 3));
    for (let i = 0; i < CHOICES && !gameResult(s); i++) {
      const a = objectivesBotAction(s).action;
      expect(legalActions(s).map((x) => JSON.stringify(x))).toContain(JSON.stringify(a));
      s = applyAction(s, a);
    }
  }, 60_000);

  it('values a held objective: the same state is worth more to the side the ruleset counts as holding more markers', () => {
    const k = knowledgeFor('hamwarmer');
    // The first state of a random game where one side holds more markers than the other.
    let s: GameState = createGame(sampleGameSetup('hamwarmer', 5));
    for (const { before, after } of randomPlay('hamwarmer', 5, 400)) {
      s = before;
      const held = k.objectivePoints!(s);
      if (held[0] !== held[1] && s.points[0] === s.points[1]) break;
      s = after;
    }
    const held = k.objectivePoints!(s);
    expect(held[0]).not.toBe(held[1]);
    const leader = held[0] > held[1] ? 0 : 1;
    const withMarkers = objectivesBotValue(s, leader);
    // The same table with the objectives taken away: the leader's value drops by the objective points' weight.
    const noMarkers: GameState = { ...s, ruleset: { ...(s.ruleset as object), objectives: [] }, setup: { ...s.setup, layout: { ...s.setup.layout, objectives: [] } } };
    expect(withMarkers).toBeGreaterThan(objectivesBotValue(noMarkers, leader));
  });
});

describe("each ruleset's objectivePoints is its own round-end count", () => {
  // Rulesets whose only points are the objectives held at a round's (turn's) end: the points added equal objectivePoints
  // of the table as it stands then.
  it.each(['hamwarmer', 'althammer', 'reglas-basicas'])('%s: the points a round end adds equal objectivePoints of that table', (rulesetId) => {
    const k = knowledgeFor(rulesetId);
    expect(k.objectivePoints).toBeDefined();
    let checked = 0;
    for (const seed of sized([1], [1, 2, 3])) {
      for (const { before: s, after: next } of randomPlay(rulesetId, seed, 1500)) {
        if (next.round !== s.round || (next.result && !s.result)) {
          const pts = k.objectivePoints!(next);
          expect([next.points[0] - s.points[0], next.points[1] - s.points[1]]).toEqual([...pts]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(2);
  }, 120_000);
});
