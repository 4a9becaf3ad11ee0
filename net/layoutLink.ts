// One player's link between their layout and the table document: a local edit is written as one transaction by id, each
// twin pair whole with its records (net/twinRecords); a remote update first has its split pairs mended (the same way on
// every copy), then is read back as a patch to apply to the player's layout (every undo step too, so Undo stays theirs).
// The renderer's tableShare drives it from the store; tests drive two or three of them over Y.Docs.
import type * as Y from 'yjs';
import type { Layout, SymmetryMode } from '../engine/index';
import { builtOn, freshIds } from './idClash';
import { LAYOUT_DOC, layoutPatch, readLayout, writeLayout, writeLayoutPatch, type LayoutPatch } from './layoutDoc';
import { nextStamp, piecesToWrite, readTwinRecords, repairTwins, twinPairs, type TwinRecord } from './twinRecords';

/** This player's pieces to make again after an id clash (as this player last saw them), with their records. */
interface Clash {
  readonly pieces: Layout['terrain'];
  readonly records: ReadonlyMap<string, TwinRecord>;
}

const NOTHING: LayoutPatch = { terrain: { set: [], remove: [] }, models: { set: [], remove: [] } };

export class LayoutLink {
  /** What the document held when this player last read or wrote it: a remote change is the difference from it. */
  private synced: Layout | null = null;
  /** The pieces this player made, by id: its last write of each (a Yjs item) and that write's record, until another
   * player's write is built on it. */
  private readonly made = new Map<string, { readonly item: Y.Item; readonly record: TwinRecord }>();
  /** Called with old id -> new id when this player's new pieces are made again under new ids (an id clash). */
  onRemade: (ids: ReadonlyMap<string, string>) => void = () => {};

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
  share(layout: Layout, mode: SymmetryMode): void {
    const there = readLayout(this.doc);
    if (!there) {
      // Nobody else writes before the room has a layout: no piece of it is a new piece racing another.
      const pairs = twinPairs(layout, mode);
      const at = nextStamp(new Map(), this.doc.clientID);
      writeLayout(this.doc, layout, this.origin, new Map(layout.terrain.map((p) => [p.id, { twin: pairs.get(p.id) ?? null, mode, at, born: false, twinBorn: false }])));
      this.synced = readLayout(this.doc);
    } else {
      this.synced = there;
      this.local(there, layout, mode);
    }
  }

  /** Mends the twin pairs that concurrent writes split (a write of its own, which the other copies make too). */
  private mendTwins(): void {
    const there = readLayout(this.doc);
    const fix = there && repairTwins(there, readTwinRecords(this.doc));
    if (fix) writeLayoutPatch(this.doc, { terrain: { set: fix.set, remove: fix.remove }, models: NOTHING.models }, this.origin, fix.records);
  }

  /** Joining (or taking the room's layout back after a game): the layout the room holds, or null while it holds none. */
  take(): Layout | null {
    this.mendTwins();
    const there = readLayout(this.doc);
    if (there) this.synced = there;
    return there;
  }

  /** This player's edit from `before` to `after`, written as one transaction; false when nothing changed. */
  local(before: Layout, after: Layout, mode: SymmetryMode): boolean {
    if (!this.synced) return false;
    const patch = layoutPatch(before, after);
    if (!patch) return false;
    const records = readTwinRecords(this.doc);
    const pairs = twinPairs(after, mode);
    const write = piecesToWrite([...patch.terrain.set.map((p) => p.id), ...patch.terrain.remove], after, pairs, records);
    const had = new Set(before.terrain.map((p) => p.id));
    const at = nextStamp(records, this.doc.clientID);
    const record = (id: string, twin: string | null): TwinRecord => ({ twin, mode, at, born: !had.has(id), twinBorn: twin !== null && !had.has(twin) });
    const twins = new Map<string, TwinRecord>([...write].map((id) => [id, record(id, pairs.get(id) ?? null)]));
    const terrain = { set: after.terrain.filter((p) => write.has(p.id)), remove: patch.terrain.remove };
    writeLayoutPatch(this.doc, { ...patch, terrain }, this.origin, twins);
    this.remember(twins, patch.terrain.remove);
    this.synced = readLayout(this.doc);
    return true;
  }

  /** Keeps this player's last write of each piece it made (a piece it made, or one it now makes). */
  private remember(written: ReadonlyMap<string, TwinRecord>, removed: readonly string[]): void {
    const items = this.doc.getMap<unknown>(LAYOUT_DOC.terrain)._map;
    for (const id of removed) this.made.delete(id);
    for (const [id, record] of written) {
      const item = items.get(id);
      if (item && (record.born || this.made.has(id))) this.made.set(id, { item, record });
    }
  }

  /**
   * The pieces this player made that another write overwrote without knowing them (the same id made twice at once),
   * with this player's twins of them: forgotten here, to be made again. Pieces built on by others are forgotten too.
   */
  private clashed(): Clash {
    const items = this.doc.getMap<unknown>(LAYOUT_DOC.terrain)._map;
    const records = new Map<string, TwinRecord>();
    const lost = [...this.made].filter(([id, { item }]) => {
      const now = items.get(id);
      return now && now !== item && !builtOn(now, item);
    });
    for (const [id, { record }] of lost) {
      // Two players who each gave the same existing piece its twin (a move off the axis, Add missing twins) made one
      // piece, the twin of that piece: kept from one of them (or gone with an edit of theirs). Not a clash.
      const twinOfExisting = record.twin !== null && !this.made.has(record.twin);
      if (!twinOfExisting) records.set(id, record);
    }
    for (const [id, { item }] of this.made) if (items.get(id) !== item || item.deleted) this.made.delete(id);
    for (const r of [...records.values()]) {
      const twin = r.twin !== null ? this.made.get(r.twin) : undefined;
      if (r.twin !== null && twin) records.set(r.twin, twin.record);
    }
    return { pieces: this.synced?.terrain.filter((p) => records.has(p.id)) ?? [], records };
  }

  /** Makes this player's clashed pieces again under new ids, each pair with its records, as one write of its own. */
  private makeAgain({ pieces, records: mine }: Clash): void {
    const there = readLayout(this.doc);
    if (!there || !pieces.length) return;
    const ids = freshIds(pieces, there);
    const at = nextStamp(readTwinRecords(this.doc), this.doc.clientID);
    const mode = mine.get(pieces[0]!.id)?.mode ?? 'none';
    const twinOf = (id: string) => mine.get(id)?.twin ?? null;
    const twins = new Map<string, TwinRecord>(pieces.map((p) => [ids.get(p.id)!, { twin: ids.get(twinOf(p.id) ?? '') ?? null, mode, at, born: true, twinBorn: ids.has(twinOf(p.id) ?? '') }]));
    // A twin of a clashed piece that is still this player's own goes with it (its id stays with nobody).
    const remove = pieces.filter((p) => this.made.has(p.id)).map((p) => p.id);
    writeLayoutPatch(this.doc, { terrain: { set: pieces.map((p) => ({ ...p, id: ids.get(p.id)! })), remove }, models: NOTHING.models }, this.origin, twins);
    this.remember(twins, remove);
    this.onRemade(ids);
  }

  /** After another player's update: the change to apply to this player's layout, or null when there is none. */
  remote(): LayoutPatch | null {
    if (!this.synced) return null;
    const clashed = this.clashed();
    this.mendTwins();
    this.makeAgain(clashed);
    const now = readLayout(this.doc);
    if (!now) return null;
    const patch = layoutPatch(this.synced, now);
    this.synced = now;
    return patch;
  }
}
