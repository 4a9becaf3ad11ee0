// End-to-end tests, everyday tier (`npm run test:e2e`, part of `npm test`): the built renderer served by `vite preview`,
// driven in Debian's Chromium by playwright-core. The deep tier's files (`*.deep.e2e.ts`) have their own config
// (vitest.e2e.deep.config.ts, `npm run test:deep`).
import { defineConfig } from 'vitest/config';
import { SlowestFirst } from './tests/support/slowestFirst';

export default defineConfig({
  test: {
    // The slowest files start first, so the workers finish together (tests/support/slowestFirst.ts).
    sequence: { sequencer: SlowestFirst },
    include: ['tests/e2e/**/*.e2e.ts'],
    exclude: ['**/*.deep.e2e.ts', 'node_modules/**'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll waits up to 15 s (Vitest's default is 1 s): a game replayed in the file worker, or the computer's move,
    // can take longer than that on a busy machine, and a poll that gives up early fails a test that would have passed.
    expect: { poll: { timeout: 15_000 } },
    // Two files at a time, on the one shared Chromium (global-setup.ts): a file alone leaves part of 2 cores idle
    // (waiting on the page, the computer's moves, the file workers); two at once took 160-164 s where one at a time took
    // 202 s for the same six files (docs/PERFORMANCE.md, "Test tiers"). Files share a worker's module cache (the engine
    // is imported once a worker).
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
  },
});
