// The AI's knowledge per ruleset, from the registered modules (engine/registry.ts); a ruleset without its own knowledge
// gets the generic one. engine/ai imports no ruleset.
import { rulesetModules, rulesetModule } from '../game/registry';
import { GENERIC_AI } from './knowledge';
import type { RulesetKnowledge } from './types';

/** The rulesets' own knowledge, read from the registry when asked. */
export const aiKnowledge = (): RulesetKnowledge[] => rulesetModules().flatMap((m) => (m.ai ? [m.ai] : []));

export const knowledgeFor = (rulesetId: string): RulesetKnowledge => rulesetModule(rulesetId)?.ai ?? GENERIC_AI;
