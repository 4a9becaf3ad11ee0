// TRANSITION (issue 22): the Hammer Wars test helpers moved to tests/engine/rulesets/hammer-wars/helpers.ts; bench/ still
// imports them from here until its import lines follow.
export * from '../../rulesets/hammer-wars/helpers';
