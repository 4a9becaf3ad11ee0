// Public face of engine/ai: the computer opponent and the baseline bots.
export * from './types';
export { chooseAction, AI_LEVELS, ownMoves, hiddenShare, DEPLOY_HIDDEN_DEFAULT, unitThreat } from './choose';
export { randomBotAction, randomBotRng } from './random';
export { greedyBotAction } from './greedy';
export { GENERIC_AI, GENERIC_WEIGHTS, genericGreedy } from './knowledge';
export { knowledgeFor, aiKnowledge } from './registry';
