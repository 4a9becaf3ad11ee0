// The registry of game rulesets: one plug-in object per ruleset, listed once here.
import { HAMMER_WARS_GAME } from '../rulesets/hammer-wars/game/plugin';
import { HAMWARMER_GAME } from '../rulesets/hamwarmer/game/plugin';
import { ALTHAMMER_GAME } from '../rulesets/althammer/game/plugin';
import { REGLAS_GAME } from '../rulesets/reglas-basicas/game/plugin';
import { NUCERIA_GAME } from '../rulesets/nuceria/game/plugin';
import type { GameRulesetPlugin } from './types';

/** Every ruleset with game rules. Add a plug-in here to make its ruleset playable (and property-tested). */
export const GAME_RULESETS: readonly GameRulesetPlugin<any>[] = [HAMMER_WARS_GAME, HAMWARMER_GAME, ALTHAMMER_GAME, REGLAS_GAME, NUCERIA_GAME];

export const gamePlugin = (rulesetId: string): GameRulesetPlugin<any> | undefined => GAME_RULESETS.find((p) => p.id === rulesetId);

/** Ids of the rulesets that can be played now. */
export const playableRulesetIds = (): string[] => GAME_RULESETS.filter((p) => p.playable).map((p) => p.id);
