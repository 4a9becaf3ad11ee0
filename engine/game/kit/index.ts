// The tabletop kit every ruleset plays through: refusals, units, standing (no base on another base), the one movement
// check, alternating activation, the sample moves legalActions offers, appliers by action type.
export * from './refuse';
export * from './units';
export * from './standing';
export * from './movement';
export * from './sequence';
export * from './offers';
export * from './army';
export * from '../appliers';
