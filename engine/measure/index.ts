// Public face of engine/measure: base-edge distances, range rings, coherency, distance predicates and movement checks.
export * from './distance';
export * from './rangeRing';
export * from './targets';
export * from './coherency';
export * from './movement';
