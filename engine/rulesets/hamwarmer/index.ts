// HamWarmer 24.5 (seed 001_9d9921dd118cdf65.txt) as one module: its values, its game and the computer opponent's knowledge
// of it.
// The values load first: engine/rulesets/index.ts reads them while the AI knowledge below is still loading (through the
// game core), so this order, and the knowledge read when asked (rulesetModule), keep that cycle harmless.
export * from './values';
import { HAMWARMER } from './values';
import { rulesetModule, type RulesetModule } from '../module';
import { HAMWARMER_AI } from './ai';
import { HAMWARMER_GAME } from './game/plugin';
import type { HwrState } from './game/state';

export const HAMWARMER_MODULE: RulesetModule<HwrState> = rulesetModule(HAMWARMER, HAMWARMER_GAME, () => HAMWARMER_AI);
