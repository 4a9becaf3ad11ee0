// Reglas básicas (seed 003_2820d2f43ec186dc.txt) as one module: its values, its game and the computer opponent's knowledge
// of it.
// The values load first: engine/rulesets/index.ts reads them while the AI knowledge below is still loading (through the
// game core), so this order, and the knowledge read when asked (rulesetModule), keep that cycle harmless.
export * from './values';
import { REGLAS_BASICAS } from './values';
import { rulesetModule, type RulesetModule } from '../module';
import { REGLAS_AI } from './ai';
import { REGLAS_GAME } from './game/plugin';
import type { RbState } from './game/state';

export const REGLAS_BASICAS_MODULE: RulesetModule<RbState> = rulesetModule(REGLAS_BASICAS, REGLAS_GAME, () => REGLAS_AI);
