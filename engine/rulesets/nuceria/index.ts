// Nuceria Project RTS (seed 004_6c4ffdb07edc4505.txt) as one module: its values, its game and the computer opponent's
// knowledge of it.
// The values load first: engine/rulesets/index.ts reads them while the AI knowledge below is still loading (through the
// game core), so this order, and the knowledge read when asked (rulesetModule), keep that cycle harmless.
export * from './values';
import { NUCERIA } from './values';
import { rulesetModule, type RulesetModule } from '../module';
import { NUCERIA_AI } from './ai';
import { NUCERIA_GAME } from './game/plugin';
import type { NuState } from './game/state';

export const NUCERIA_MODULE: RulesetModule<NuState> = rulesetModule(NUCERIA, NUCERIA_GAME, () => NUCERIA_AI);
