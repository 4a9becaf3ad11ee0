// AltHammer (seed 000_6eade6d934505fab.txt) as one module: its values and its game. It has no AI knowledge of its own: the
// computer opponent plays it with the generic knowledge.
export * from './values';
import { ALTHAMMER } from './values';
import type { RulesetModule } from '../module';
import { ALTHAMMER_GAME } from './game/plugin';
import type { AhState } from './game/state';

export const ALTHAMMER_MODULE: RulesetModule<AhState> = {
  id: ALTHAMMER.id,
  values: ALTHAMMER,
  game: ALTHAMMER_GAME,
};
