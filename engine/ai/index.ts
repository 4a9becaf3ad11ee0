// Public face of engine/ai: the computer opponent and the baseline bots.
export * from './types';
export { chooseAction, AI_LEVELS } from './choose';
export { randomBotAction, randomBotRng } from './random';
export { greedyBotAction } from './greedy';
export { knowledgeFor, AI_KNOWLEDGE, GENERIC_AI, GENERIC_WEIGHTS } from './knowledge';
export { HAMMER_WARS_AI, HW_WEIGHTS } from './hammerWars';
