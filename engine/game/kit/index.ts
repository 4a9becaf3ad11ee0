// The tabletop kit every ruleset plays through: refusals, units, standing (no base on another base), the one movement
// check, alternating activation, the sample moves legalActions offers, army files and a game's first draft, appliers by
// action type.
export * from './refuse';
export * from './units';
export * from './standing';
export * from './movement';
export * from './sequence';
export * from './offers';
export * from './army';
export * from './setup';
export * from '../appliers';
