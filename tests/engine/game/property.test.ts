// Property test over the registry: every playable ruleset, >= 50 seeded games with both sides picking uniformly among
// legalActions. Invariants after every action; input never changed; replayGame reproduces the final state.
import { describe, expect, it } from 'vitest';
import { gamePlugin, gameResult, playableRulesetIds, replayGame } from '../../../engine/index';
import { playRandomGame } from './play';

const GAMES = 50;

describe.each(playableRulesetIds())('property: %s played at random', (rulesetId) => {
  it(`${GAMES} seeded games end within the game length, keep the invariants, never change their input, and replay exactly`, { timeout: 600_000 }, () => {
    const winners = new Set<string>();
    const kinds = new Set<string>();
    for (let seed = 1; seed <= GAMES; seed++) {
      const { state } = playRandomGame(rulesetId, seed);
      const r = gameResult(state)!;
      expect(r, `seed ${seed}`).not.toBeNull();
      expect(state.round).toBeLessThanOrEqual(gamePlugin(rulesetId)!.maxRounds);
      winners.add(String(r.winner));
      for (const a of state.actions) kinds.add(a.type);
      if (seed % 5 === 1) {
        const copy = JSON.parse(JSON.stringify(state));
        expect(copy).toEqual(state);
        expect(replayGame(state.setup, state.actions)).toEqual(state);
      }
    }
    // Random play reaches more than one kind of ending.
    expect(winners.size).toBeGreaterThan(1);
    // ... and plays much of the action vocabulary (Hammer Wars: moves, attacks, Hit & Run, Energy Pulse, goals ...).
    expect(kinds.size, [...kinds].join(', ')).toBeGreaterThanOrEqual(8);
  });
});
