// Hammer Wars v1.5 (seed 002_e47fa283e0ac09ca.txt) as one module: its values, its game and the computer opponent's
// knowledge of it.
// The values load first: engine/rulesets/index.ts reads them while the AI knowledge below is still loading (through the
// game core), so this order, and the knowledge read when asked (rulesetModule), keep that cycle harmless.
export * from './values';
import { HAMMER_WARS } from './values';
import { rulesetModule, type RulesetModule } from '../module';
import { HAMMER_WARS_AI } from './ai';
import { HAMMER_WARS_GAME } from './game/plugin';
import type { HwState } from './game/state';

export const HAMMER_WARS_MODULE: RulesetModule<HwState> = rulesetModule(HAMMER_WARS, HAMMER_WARS_GAME, () => HAMMER_WARS_AI);
