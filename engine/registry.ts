// The one list of rulesets (issue 22): each ruleset's module (values, game, AI knowledge) from its own folder, handed to
// engine/game and engine/ai, which import no ruleset. engine/index.ts loads this first, so whatever imports the engine's
// public face plays with every ruleset registered.
import { registerRulesets } from './game/registry';
import type { RulesetModule } from './rulesets/module';
import { ALTHAMMER_MODULE } from './rulesets/althammer/index';
import { HAMMER_WARS_MODULE } from './rulesets/hammer-wars/index';
import { HAMWARMER_MODULE } from './rulesets/hamwarmer/index';
import { NUCERIA_MODULE } from './rulesets/nuceria/index';
import { REGLAS_BASICAS_MODULE } from './rulesets/reglas-basicas/index';

/** Every ruleset, in the order the pickers list them. Add a sixth here (docs/architecture.md, "Where a new ruleset goes"). */
export const RULESET_MODULES: readonly RulesetModule<any>[] = [HAMWARMER_MODULE, HAMMER_WARS_MODULE, ALTHAMMER_MODULE, REGLAS_BASICAS_MODULE, NUCERIA_MODULE];

registerRulesets(RULESET_MODULES);
