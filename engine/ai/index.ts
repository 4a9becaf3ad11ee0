// Public face of engine/ai: the computer opponent and the baseline bots.
export * from './types';
export { chooseAction, ownMoves, hiddenShare, DEPLOY_HIDDEN_DEFAULT, unitThreat } from './choose';
export { AI_LEVELS } from './search';
export { answerGain } from './reply';
export { randomBotAction, randomBotRng } from './random';
export { greedyBotAction } from './greedy';
export { objectivesBotAction, objectivesBotValue, OBJECTIVES_BOT_WEIGHTS } from './objectivesBot';
export { GENERIC_AI, GENERIC_WEIGHTS, genericGreedy, genericObjectivePoints } from './knowledge';
export { knowledgeFor, aiKnowledge } from './registry';
