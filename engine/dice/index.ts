// Public face of engine/dice: seeded, serializable dice; expressions; rerolls; roll-offs; the scatter die.
export * from './rng';
export * from './expr';
export * from './roll';
export * from './scatter';
export * from './dice';
export * from './uniform';
