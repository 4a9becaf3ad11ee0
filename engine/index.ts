// The engine's public face: everything the renderer, main and tests may use. Pure TypeScript, no UI, no I/O.
export * from './types';
export * from './table';
export * from './bases';
