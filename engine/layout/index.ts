// Public face of engine/layout (filled in by its feature).
export {};
