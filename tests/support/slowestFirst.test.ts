// The test sequencer's order: measured files slowest first, the others after them in the order they came.
import { describe, expect, it } from 'vitest';
import { FILE_SECONDS, slowestFirst } from './slowestFirst';

describe('slowestFirst', () => {
  it('starts the slowest measured files first and keeps the order of the rest', () => {
    const seconds: Record<string, number> = { b: 3, d: 12, e: 3 };
    expect(slowestFirst(['a', 'b', 'c', 'd', 'e', 'f'], (f) => seconds[f])).toEqual(['d', 'b', 'e', 'a', 'c', 'f']);
  });

  it('has figures for the files that ran last on a fresh clone: the AI cases and the every-ruleset and shared-game e2e', () => {
    for (const f of ['tests/engine/ai/ai.test.ts', 'tests/e2e/every-ruleset.e2e.ts', 'tests/e2e/shared-game.e2e.ts']) expect(FILE_SECONDS[f]).toBeGreaterThan(5);
  });
});
