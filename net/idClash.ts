// Two players who make a new piece at the same moment may give it the same id (each takes the first free "ruin-N"); the
// table document keeps one of the two writes. The player whose piece was overwritten by a write that never saw it
// notices it (builtOn: the Yjs item that now holds the id was not written on top of theirs) and makes it again under new
// ids (freshIds; net/layoutLink does both).
import type * as Y from 'yjs';
import type { Layout, TerrainPiece } from '../engine/index';
import { nextTerrainId } from '../engine/edit/index';
import { twinIdOf } from '../engine/index';

const sameId = (a: Y.ID, b: Y.ID) => a.client === b.client && a.clock === b.clock;

/** True when `now` was written by someone who had `mine` (or a later write of the same key) in front of them. */
export function builtOn(now: Y.Item, mine: Y.Item): boolean {
  // A map entry's origin is the item the writer saw under that key; the items of one key are a chain by `left`.
  for (let origin = now.origin; origin; ) {
    if (sameId(origin, mine.id)) return true;
    let seen: Y.Item | null = now.left;
    while (seen && !sameId(seen.id, origin)) seen = seen.left;
    origin = seen ? seen.origin : null;
  }
  return false;
}

/**
 * New ids for pieces made again: a twin (id "<x>-twin" of a piece also made again) follows its piece's new id, the rest
 * take the next free id of their kind. Ids in `layout` are not reused.
 */
export function freshIds(pieces: readonly TerrainPiece[], layout: Layout): Map<string, string> {
  const taken = new Set([...layout.terrain.map((p) => p.id), ...pieces.map((p) => p.id)]);
  const out = new Map<string, string>();
  const twinOf = (p: TerrainPiece) => pieces.find((q) => q.id !== p.id && twinIdOf(q.id) === p.id);
  for (const p of pieces.filter((q) => !twinOf(q))) {
    const id = nextTerrainId(taken, p.kind);
    taken.add(id);
    out.set(p.id, id);
  }
  for (const p of pieces.filter((q) => twinOf(q))) {
    let id = twinIdOf(out.get(twinOf(p)!.id)!);
    for (let n = 2; taken.has(id); n++) id = `${twinIdOf(out.get(twinOf(p)!.id)!)}-${n}`;
    taken.add(id);
    out.set(p.id, id);
  }
  return out;
}
