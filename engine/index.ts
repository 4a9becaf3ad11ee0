// The engine's public face: everything the renderer, main and tests may use. Pure TypeScript, no UI, no I/O.
// The registry first: it hands every ruleset to engine/game and engine/ai before anything can ask for one.
export { RULESET_MODULES } from './registry';
export * from './types';
export * from './table';
export * from './bases';
export * from './geometry/placement';
export * from './geometry/polygon';
export * from './surface';
export * from './measure/index';
export * from './layout/index';
export * from './dice/index';
export * from './templates/index';
export * from './los/index';
export * from './rulesets/index';
export * from './terrain/index';
export * from './analysis/index';
export * from './game/index';
export * from './ai/index';
