// The shared layout document: patches by id round-trip through Yjs, two players' edits to different pieces both survive,
// and a remote patch applied to an undo step leaves the other player's own change to undo.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyLayoutAction } from '../../engine/edit/index';
import type { Layout, TerrainPiece } from '../../engine/index';
import { applyLayoutPatch, layoutPatch, readLayout, writeLayout, writeLayoutPatch } from '../../net/layoutDoc';
import { emptyLayout } from '../../renderer/src/store/app';

const ruin = (id: string, x: number, y: number): TerrainPiece => ({ id, kind: 'crater', x, y, rotationDeg: 0, traits: [], footprint: [[-2, -2], [2, -2], [2, 2], [-2, 2]], solids: [] });

function placed(layout: Layout, id: string, x: number, y: number): Layout {
  const r = applyLayoutAction(layout, { kind: 'place-terrain', pieces: [ruin(id, x, y)], mode: 'none' });
  if (!r.ok) throw new Error(r.reason);
  return r.layout;
}

/** Two documents joined like two clients of one room (every update of each applied to the other). */
function linkedPair(): [Y.Doc, Y.Doc] {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(b, u, 'remote'));
  b.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(a, u, 'remote'));
  return [a, b];
}

describe('the shared layout document', () => {
  it('a patch by id carries additions, moves and removals, and a second client reads the same layout', () => {
    const base = placed(placed(emptyLayout(), 't1', 10, 10), 't2', 30, 20);
    const [a, b] = linkedPair();
    writeLayout(a, base, 'local');
    const moved = { ...base, terrain: [{ ...base.terrain[0]!, x: 12 }, ...base.terrain.slice(1)] };
    const patch = layoutPatch(base, moved)!;
    expect(patch.terrain.set.map((p) => p.id)).toEqual(['t1']);
    expect(patch.meta).toBeUndefined();
    writeLayoutPatch(a, patch, 'local');
    const seen = readLayout(b)!;
    expect(applyLayoutPatch(base, layoutPatch(base, seen)!)).toEqual(moved);
    expect(layoutPatch(moved, moved)).toBeNull();
  });

  it("two players' concurrent edits to different pieces both survive", () => {
    const base = placed(emptyLayout(), 't1', 10, 10);
    const a = new Y.Doc();
    writeLayout(a, base, 'local');
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    // Offline at the same time: A moves t1, B adds t2.
    writeLayoutPatch(a, layoutPatch(base, { ...base, terrain: [{ ...base.terrain[0]!, x: 20 }] })!, 'local');
    writeLayoutPatch(b, layoutPatch(base, placed(base, 't2', 40, 30))!, 'local');
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    for (const d of [a, b]) {
      const l = readLayout(d)!;
      expect(l.terrain.map((p) => [p.id, p.x]).sort()).toEqual([['t1', 20], ['t2', 40]]);
    }
  });

  it("applying another player's patch to an undo step keeps it when this player undoes their own change", () => {
    const base = placed(emptyLayout(), 't1', 10, 10);
    const mine = placed(base, 'mine', 5, 5);
    const theirs = layoutPatch(base, placed(base, 'theirs', 40, 30))!;
    // Both the present and the step Undo goes back to get the other player's piece.
    const undoneTo = applyLayoutPatch(base, theirs);
    const present = applyLayoutPatch(mine, theirs);
    const myUndo = layoutPatch(present, undoneTo)!;
    expect(myUndo.terrain.remove).toEqual(['mine']);
    expect(myUndo.terrain.set).toEqual([]);
  });
});
