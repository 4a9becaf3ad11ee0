// One player's link between their layout and the table document: a local edit is written as one transaction by id, a
// remote update is read back as a patch to apply to the player's layout (every undo step too, so Undo stays theirs).
// The renderer's tableShare drives it from the store; tests drive two or three of them over Y.Docs.
import type * as Y from 'yjs';
import type { Layout, SymmetryMode } from '../engine/index';
import { layoutPatch, readLayout, writeLayout, writeLayoutPatch, type LayoutPatch } from './layoutDoc';

const NOTHING: LayoutPatch = { terrain: { set: [], remove: [] }, models: { set: [], remove: [] } };

export class LayoutLink {
  /** What the document held when this player last read or wrote it: a remote change is the difference from it. */
  private synced: Layout | null = null;

  constructor(
    private readonly doc: Y.Doc,
    /** The origin of this player's own transactions (the document's update handler skips them). */
    readonly origin: unknown,
  ) {}

  /** True once this player shared or joined the room's layout. */
  get linked(): boolean {
    return this.synced !== null;
  }

  /** Sharing: an empty room gets `layout` whole; a room that holds one is brought to it by a patch. */
  share(layout: Layout, _mode: SymmetryMode): void {
    const there = readLayout(this.doc);
    if (!there) writeLayout(this.doc, layout, this.origin);
    else writeLayoutPatch(this.doc, layoutPatch(there, layout) ?? NOTHING, this.origin);
    this.synced = readLayout(this.doc);
  }

  /** Joining (or taking the room's layout back after a game): the layout the room holds, or null while it holds none. */
  take(): Layout | null {
    const there = readLayout(this.doc);
    if (there) this.synced = there;
    return there;
  }

  /** This player's edit from `before` to `after`, written as one transaction; false when nothing changed. */
  local(before: Layout, after: Layout, _mode: SymmetryMode): boolean {
    if (!this.synced) return false;
    const patch = layoutPatch(before, after);
    if (!patch) return false;
    writeLayoutPatch(this.doc, patch, this.origin);
    this.synced = readLayout(this.doc);
    return true;
  }

  /** After another player's update: the change to apply to this player's layout, or null when there is none. */
  remote(): LayoutPatch | null {
    if (!this.synced) return null;
    const now = readLayout(this.doc);
    if (!now) return null;
    const patch = layoutPatch(this.synced, now);
    this.synced = now;
    return patch;
  }
}
