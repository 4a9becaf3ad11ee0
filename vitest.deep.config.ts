// Unit tests, deep tier (`npm run test:deep`, which CI runs after `npm test`): the `*.deep.test.ts` files only — long
// property runs (200 random games per ruleset), AI matches, million-dice statistics, layout fuzzing. The everyday tier
// (vitest.config.ts) runs every other test file and a short sample of each of these.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.deep.test.ts', 'tests/**/*.deep.test.tsx'],
    // As the everyday tier (vitest.config.ts): every ruleset registered, also for tests importing engine/game directly.
    setupFiles: ['tests/support/registry.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 600_000,
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
