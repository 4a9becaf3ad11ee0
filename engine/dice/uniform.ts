// The one small seeded generator for things that are not game dice (generated test scenes, sample positions, the 3D dice
// tray's throw directions): mulberry32, floats in [0, 1). Game dice come from rng.ts (xoroshiro128plus, saved with the game).

/** mulberry32: a tiny seeded PRNG returning floats in [0, 1). The same seed gives the same sequence everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
