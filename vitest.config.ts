// Unit tests, everyday tier (`npm run test:unit`, part of `npm test`): engine, main's pure logic and renderer logic.
// The deep tier's files (`*.deep.test.ts`: long property runs, AI matches, big statistical checks) have their own config
// (vitest.deep.config.ts, `npm run test:deep`); end-to-end tests have theirs (vitest.e2e.config.ts).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    setupFiles: ['tests/support/registry.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**', '**/*.deep.test.ts', '**/*.deep.test.tsx'],
    environment: 'node',
    testTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, one. The tests are CPU-bound and
    // independent, so two workers there halve the wall time (measured: docs/PERFORMANCE.md, "Test tiers").
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
