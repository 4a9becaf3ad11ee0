// AltHammer (seed 000_6eade6d934505fab.txt) as one module: its values, its game and its AI knowledge (the generic one
// with the round's own count of objectives held).
export * from './values';
import { ALTHAMMER } from './values';
import { rulesetModule, type RulesetModule } from '../module';
import { ALTHAMMER_GAME } from './game/plugin';
import { ALTHAMMER_AI } from './ai';
import type { AhState } from './game/state';

export const ALTHAMMER_MODULE: RulesetModule<AhState> = rulesetModule(ALTHAMMER, ALTHAMMER_GAME, () => ALTHAMMER_AI);
