// The random-play property, shared by the everyday test (a few seeded games per ruleset: property.test.ts) and the deep
// tier (200 seeded games per ruleset: property*.deep.test.ts). Both sides pick uniformly among legalActions; after every
// action the invariants hold (no two bases overlap, no model off the table or inside impassable terrain, wounds in range:
// invariantProblems in play.ts), the input is never changed, and replayGame reproduces the final state.
import { describe, expect, it } from 'vitest';
import { gamePlugin, gameResult, playableRulesetIds, replayGame } from '../../../engine/index';
import { playRandomGame } from './play';

export interface RandomPlaySummary {
  /** Every winner seen (as text: a player index, or "null" for a draw). */
  winners: Set<string>;
  /** Every action type played. */
  kinds: Set<string>;
}

/**
 * Plays the seeded games `seeds` of `rulesetId` with every check on (playRandomGame throws on a broken invariant, a
 * changed input, a round past the game length or a game that does not end). `replayEvery`: every such game (by seed,
 * counted from the first) is also copied as JSON and replayed from its setup and actions, which must give the same state.
 */
export function playSeededGames(rulesetId: string, seeds: readonly number[], replayEvery = 5): RandomPlaySummary {
  const winners = new Set<string>();
  const kinds = new Set<string>();
  seeds.forEach((seed, i) => {
    const { state } = playRandomGame(rulesetId, seed);
    const r = gameResult(state)!;
    expect(r, `seed ${seed}`).not.toBeNull();
    expect(state.round).toBeLessThanOrEqual(gamePlugin(rulesetId)!.maxRounds);
    winners.add(String(r.winner));
    for (const a of state.actions) kinds.add(a.type);
    if (i % replayEvery === 0) {
      const copy = JSON.parse(JSON.stringify(state));
      expect(copy).toEqual(state);
      expect(replayGame(state.setup, state.actions)).toEqual(state);
    }
  });
  return { winners, kinds };
}

/** Seeds from..to, inclusive. */
export const seedRange = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The deep tier's property, seeds from..to of every playable ruleset (200 a ruleset, split over two files so that two
 * workers share them): every game checked as playSeededGames checks it; over the block, random play reaches more than one
 * kind of ending and plays much of the action vocabulary.
 */
export function describeRandomPlay(from: number, to: number): void {
  describe.each(playableRulesetIds())('property: %s played at random (deep tier)', (rulesetId) => {
    it(`seeded games ${from}-${to} of 200 end within the game length, keep the invariants, never change their input, and replay exactly`, { timeout: 3_600_000 }, () => {
      const { winners, kinds } = playSeededGames(rulesetId, seedRange(from, to));
      // Random play reaches more than one kind of ending.
      expect(winners.size).toBeGreaterThan(1);
      // ... and plays much of the action vocabulary (Hammer Wars: moves, attacks, Hit & Run, Energy Pulse, goals ...).
      expect(kinds.size, [...kinds].join(', ')).toBeGreaterThanOrEqual(8);
    });
  });
}
