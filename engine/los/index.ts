// Public face of engine/los (filled in by its feature).
export {};
