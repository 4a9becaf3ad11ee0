// Public face of engine/terrain: the parametric terrain library, trait texts per ruleset, deployment presets, mesh voxelizing.
export * from './library';
export * from './traits';
export * from './deployment';
export * from './samples';
export * from './voxelize';
