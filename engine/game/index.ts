// Public face of engine/game: games as data and pure transitions, the plug-in registry, army files.
export * from './types';
export * from './core';
export * from './army';
export { GAME_RULESETS, gamePlugin, playableRulesetIds, rulesetModule, rulesetModules, rulesetValues } from './registry';
export * from './gameFile';
export { diceLuck, woundsTaken, type PlayerLuck } from './luck';
export { modelsLost } from './losses';
export { judgeMove } from './judge';
export { actionMeaning, hasRole } from './meaning';
export { unitLabels } from './kit/units';
export { unitCard } from './card';
export { costlySpans, type CostlySpan } from './pathCosts';
export { dragWholeUnit, dropUnit, flowFormation, handMoves, handReach, judgeHandMove, openingsFor, TABLE_DRAG_ROLES, type Opening, type DraggedUnit, type DropResult, type HandMove, type HandReach, type HandVerdict } from './handPlay';
