// End-to-end tests, deep tier (`npm run test:deep:e2e`, part of `npm run test:deep`): the `*.deep.e2e.ts` files only —
// long sessions (memory over many game cycles) and the sweeps the everyday tier samples (every sample army of every
// ruleset through the New game dialog). The same server and settings as the everyday e2e (vitest.e2e.config.ts).
import { defineConfig } from 'vitest/config';
import { SlowestFirst } from './tests/support/slowestFirst';

export default defineConfig({
  test: {
    // The slowest files start first, so the workers finish together (tests/support/slowestFirst.ts).
    sequence: { sequencer: SlowestFirst },
    include: ['tests/e2e/**/*.deep.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits up to 15 s (Vitest's default is 1 s): a game replayed in the file worker, or the computer's move,
    // can take longer than that on a busy machine, and a poll that gives up early fails a test that would have passed.
    expect: { poll: { timeout: 15_000 } },
    // One file at a time (the everyday tier runs two): the memory session's heap figures are read undisturbed. Files
    // share the worker's module cache.
    fileParallelism: false,
    isolate: false,
  },
});
