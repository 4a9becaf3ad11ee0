// Public face of engine/dice (filled in by its feature).
export {};
