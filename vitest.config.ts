// Unit tests, everyday tier (`npm run test:unit`, part of `npm test`): engine, main's pure logic and renderer logic.
// The deep tier's files (`*.deep.test.ts`: long property runs, AI matches, big statistical checks) have their own config
// (vitest.deep.config.ts, `npm run test:deep`); end-to-end tests have theirs (vitest.e2e.config.ts).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowestFirst } from './tests/support/slowestFirst';

export default defineConfig({
  test: {
    // The slowest files start first, so the workers finish together (tests/support/slowestFirst.ts).
    sequence: { sequencer: SlowestFirst },
    setupFiles: ['tests/support/registry.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', '**/*.deep.test.ts', '**/*.deep.test.tsx'],
    environment: 'node',
    provide: { tier: 'everyday' },
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, one. The tests are CPU-bound and
    // independent, so two workers there halve the wall time (measured: docs/PERFORMANCE.md, "Test tiers").
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/renderer/**', 'tests/e2e/**', 'node_modules/**', '**/*.deep.test.ts'],
          // The engine, main's and the server's tests hold no state between files (the engine is pure; each test makes
          // its own stores, servers and folders), so a worker's files share one module cache: the five rulesets are
          // loaded once a worker, not once a file. Isolated, that loading was most of the tier's time (82 small files:
          // 147 s isolated, 34 s shared; docs/PERFORMANCE.md, "Test tiers").
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'renderer',
          include: ['tests/renderer/**/*.test.ts', 'tests/renderer/**/*.test.tsx'],
          exclude: ['node_modules/**', '**/*.deep.test.ts', '**/*.deep.test.tsx'],
          // The renderer's files share a worker's module cache too (react, three and the engine load once a worker, not once
          // a file): its stores are module-level singletons (zustand), so rendererStores.ts puts every one back to its
          // initial state before each file. 29 files: 48.9 s isolated, 24.3-28.8 s shared (docs/PERFORMANCE.md).
          setupFiles: ['tests/support/rendererStores.ts'],
          isolate: false,
        },
      },
    ],
  },
});
