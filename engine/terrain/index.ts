// Public face of engine/terrain: the parametric terrain library, trait texts per ruleset, deployment presets.
export * from './library';
export * from './traits';
export * from './deployment';
export * from './samples';
