// Public face of engine/templates: template shapes, base coverage, hit outcomes, chaining, splash and deep strike.
export * from './area';
export * from './shapes';
export * from './coverage';
export * from './hits';
