// A bounded cache of GPU-backed values (label textures): the least recently used is disposed when it is full.
/** Values kept by key up to `capacity`; a hit makes the entry the most recent, an overflow disposes the least recent. */
export class DisposingCache<V extends { dispose(): void }> {
  private readonly entries = new Map<string, V>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value for `key`, made by `make` on a miss. */
  get(key: string, make: () => V): V {
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: moving the hit to the end keeps the least recent first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = make();
    this.entries.set(key, value);
    // A value evicted while a mesh still shows it is only uploaded again on its next draw (three re-creates a disposed
    // texture's GPU copy from its canvas), so eviction never blanks a label; it only bounds what is kept.
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldKey);
      old.dispose();
    }
    return value;
  }
}
