// Public face of engine/ai: the computer opponent and the baseline bots.
export * from './types';
export { chooseAction, AI_LEVELS, ownMoves, hiddenShare, DEPLOY_HIDDEN_DEFAULT, unitThreat } from './choose';
export { randomBotAction, randomBotRng } from './random';
export { greedyBotAction } from './greedy';
export { GENERIC_AI, GENERIC_WEIGHTS, genericGreedy } from './knowledge';
export { HAMWARMER_AI, HAMWARMER_WEIGHTS } from './hamwarmer';
export { knowledgeFor, AI_KNOWLEDGE } from './registry';
export { REGLAS_AI, REGLAS_WEIGHTS } from '../rulesets/reglas-basicas/ai';
export { NUCERIA_AI, NUCERIA_WEIGHTS } from '../rulesets/nuceria/ai';
export { HAMMER_WARS_AI, HW_WEIGHTS } from '../rulesets/hammer-wars/ai';
