// The meaning check every ruleset's tests can share: over a seeded random game, every action legalActions offers has a
// role of the fixed set, a unit and a target that are real unit ids (or null), and words that name no model or unit id.
import { expect } from 'vitest';
import { ACTION_ROLES, actionMeaning, applyAction, createDiceState, createGame, legalActions, sampleGameSetup, seededSource, type ActionMeaning, type GameAction, type GameState } from '../../../engine/index';

/** Ids as the games write them: p1-u3, p1-u3-g0-2, p2-support-infantry-1. */
export const GAME_ID = /\bp[12]-[a-z0-9-]*\d\b/;

/**
 * Plays `steps` actions of a seeded random game of `rulesetId`, checking the meaning of every offer on the way (and
 * `also`, the ruleset's own expectations of it); returns the roles seen.
 */
export function checkOfferedMeanings(rulesetId: string, seed: number, steps: number, also?: (s: GameState, a: GameAction, m: ActionMeaning) => void): Set<string> {
  let s = createGame(sampleGameSetup(rulesetId, seed));
  const pick = seededSource(createDiceState(seed * 17 + 3));
  const units = new Set(s.models.map((m) => m.unit));
  const roles = new Set<string>();
  for (let n = 0; n < steps && !s.result; n++) {
    const la = legalActions(s);
    for (const a of la) {
      const m = actionMeaning(s, a);
      roles.add(m.role);
      expect(ACTION_ROLES).toContain(m.role);
      if (m.unit !== null) expect(units.has(m.unit), `${a.type}: unit ${m.unit}`).toBe(true);
      if (m.target !== null) expect(units.has(m.target), `${a.type}: target ${m.target}`).toBe(true);
      expect(m.words, JSON.stringify(a)).not.toMatch(GAME_ID);
      expect(m.words.length).toBeGreaterThan(0);
      also?.(s, a, m);
    }
    s = applyAction(s, la[pick.die(la.length) - 1]!);
  }
  return roles;
}
