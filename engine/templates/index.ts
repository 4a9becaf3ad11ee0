// Public face of engine/templates (filled in by its feature).
export {};
