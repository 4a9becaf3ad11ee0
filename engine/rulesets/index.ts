// Public face of engine/rulesets (filled in by its feature).
export {};
