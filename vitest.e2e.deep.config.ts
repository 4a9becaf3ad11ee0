// End-to-end tests, deep tier (`npm run test:deep:e2e`, part of `npm run test:deep`): the `*.deep.e2e.ts` files only —
// long sessions (memory over many game cycles) and the sweeps the everyday tier samples (every sample army of every
// ruleset through the New game dialog). The same server and settings as the everyday e2e (vitest.e2e.config.ts).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.deep.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One file at a time: on 2 cores SwiftShader's WebGL keeps both busy, and two files at once took as long (measured:
    // docs/PERFORMANCE.md, "Test tiers"). Files share one worker's module cache (the engine is imported once).
    fileParallelism: false,
    isolate: false,
  },
});
