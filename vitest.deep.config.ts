// Unit tests, deep tier (`npm run test:deep`, which CI runs after `npm test`): every unit test file again at its full
// sample (`tier: 'deep'`, read through tests/support/tier.ts: a million dice where the everyday tier throws a few
// thousand, every seed where it plays one), and the `*.deep.test.ts` files, which only this tier runs — long property
// runs (200 random games per ruleset), AI matches, million-dice statistics, layout fuzzing, whole games by hand.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { SlowestFirst } from './tests/support/slowestFirst';

export default defineConfig({
  test: {
    // The slowest files start first, so the workers finish together (tests/support/slowestFirst.ts).
    sequence: { sequencer: SlowestFirst },
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // As the everyday tier (vitest.config.ts): every ruleset registered, also for tests importing engine/game directly.
    setupFiles: ['tests/support/registry.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    provide: { tier: 'deep' },
    environment: 'node',
    testTimeout: 600_000,
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
