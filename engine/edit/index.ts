// Public face of engine/edit: the document's one action seam and the pure edits it is built from.
export * from './actions';
export * from './models';
export * from './terrain';
export * from './deepStrike';
