// Public face of engine/templates: template shapes, base coverage, hit outcomes, chaining, splash and deep strike.
// The exact area kernels are exported as one namespace, templateArea, to keep generic names out of the engine barrel.
export * as templateArea from './area';
export * from './shapes';
export * from './coverage';
export * from './hits';
export * from './splash';
export * from './deepStrike';
export * from './tools';
