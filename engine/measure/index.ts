// Public face of engine/measure (filled in by its feature).
export {};
