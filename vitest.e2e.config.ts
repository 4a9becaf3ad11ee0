// End-to-end tests, everyday tier (`npm run test:e2e`, part of `npm test`): the built renderer served by `vite preview`,
// driven in Debian's Chromium by playwright-core. The deep tier's files (`*.deep.e2e.ts`) have their own config
// (vitest.e2e.deep.config.ts, `npm run test:deep`).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    exclude: ['**/*.deep.e2e.ts', 'node_modules/**'],
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
