// The rulesets engine/game plays, as engine/registry.ts hands them over: engine/game imports no ruleset. Lookups read the
// list when asked, so the order modules load in does not matter.
import type { RulesetModule } from '../rulesets/module';
import type { Ruleset } from '../rulesets/types';
import type { GameRulesetPlugin } from './types';

const modules: RulesetModule<any>[] = [];
const plugins: GameRulesetPlugin<any>[] = [];

/** Every ruleset with game rules (filled by engine/registry.ts, which engine/index.ts loads first). */
export const GAME_RULESETS: readonly GameRulesetPlugin<any>[] = plugins;

/** Hands the rulesets over (engine/registry.ts does, once); a second call replaces the list. */
export function registerRulesets(list: readonly RulesetModule<any>[]): void {
  modules.splice(0, modules.length, ...list);
  plugins.splice(0, plugins.length, ...list.map((m) => m.game));
}

/** Every registered ruleset module, in the pickers' order. */
export const rulesetModules = (): readonly RulesetModule<any>[] => modules;

export const rulesetModule = (rulesetId: string): RulesetModule<any> | undefined => modules.find((m) => m.id === rulesetId);

/** A registered ruleset's values (measuring, cover, deployment, templates, defaults). */
export const rulesetValues = (rulesetId: string): Ruleset | undefined => rulesetModule(rulesetId)?.values;

export const gamePlugin = (rulesetId: string): GameRulesetPlugin<any> | undefined => plugins.find((p) => p.id === rulesetId);

/** Ids of the rulesets that can be played now. */
export const playableRulesetIds = (): string[] => plugins.filter((p) => p.playable).map((p) => p.id);
