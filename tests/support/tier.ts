// Which tier is running: the everyday tier (`npm test`, vitest.config.ts) or the deep tier (`npm run test:deep`,
// vitest.deep.config.ts, which runs every unit test file again with `tier: 'deep'` and the `*.deep.test.ts` files).
// A test whose sample is large (dice thrown, games played, seeded cases) takes `sized(everyday, deep)`: the everyday
// sample keeps `npm test` under five minutes, the deep one is the full check. An everyday tolerance must still be one the
// test can fail: widen it with the smaller sample's spread, never to a bound the wrong answer also meets.
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** 'deep' under vitest.deep.config.ts; absent (everyday) under vitest.config.ts. */
    tier: 'everyday' | 'deep';
  }
}

/** True in the deep tier. */
export const DEEP: boolean = inject('tier') === 'deep';

/** The everyday sample or the deep one. */
export function sized<T>(everyday: T, deep: T): T {
  return DEEP ? deep : everyday;
}
