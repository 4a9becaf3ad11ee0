// The AI's knowledge per ruleset, in one registry (like GAME_RULESETS); a ruleset without an entry gets the generic one.
import { HAMMER_WARS_AI } from '../rulesets/hammer-wars/ai';
import { HAMWARMER_AI } from './hamwarmer';
import { GENERIC_AI } from './knowledge';
import { NUCERIA_AI } from '../rulesets/nuceria/ai';
import { REGLAS_AI } from '../rulesets/reglas-basicas/ai';
import type { RulesetKnowledge } from './types';

export const AI_KNOWLEDGE: readonly RulesetKnowledge[] = [HAMMER_WARS_AI, HAMWARMER_AI, REGLAS_AI, NUCERIA_AI];

export const knowledgeFor = (rulesetId: string): RulesetKnowledge => AI_KNOWLEDGE.find((k) => k.rulesetId === rulesetId) ?? GENERIC_AI;
