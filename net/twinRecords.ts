// Twin pairs in the table document, so symmetry survives concurrent edits. Each terrain entry has a record in Y.Map
// `twins` (same id): which piece was its twin when it was last written, under which mode, and a stamp of that write.
// A write of a piece also writes its twin (old and new), so the two keys have the same writers and Yjs keeps both from
// one of them. Where a pair's twins still come from different writes (the pairing itself changed on one side: a piece
// moved off the axis gets a new twin while another player moves it along the axis), every copy repairs the document the
// same way, a pure function of what it holds: the pair of the latest write drives and its twin is re-derived from it.
import type * as Y from 'yjs';
import { symmetryScore, twinOfPiece, SYMMETRY_MODES, SYMMETRY_TOLERANCES, type Layout, type SymmetryMode, type TerrainPiece } from '../engine/index';

export const TWINS_MAP = 'twins';

/** When a write happened: a Lamport count (one more than any the writer had seen), then its Yjs client id. */
export type TwinStamp = readonly [count: number, client: number];

export interface TwinRecord {
  /** The piece's twin when it was written; null when it had none or was its own. */
  readonly twin: string | null;
  readonly mode: SymmetryMode;
  readonly at: TwinStamp;
  /** The write made the piece (it was not in the writer's layout before). */
  readonly born: boolean;
  /** The write made its twin too (a copy and its twin): that twin under another write's record is another piece. */
  readonly twinBorn: boolean;
}

const isStamp = (v: unknown): v is TwinStamp => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && Number.isFinite(n));
const isMode = (v: unknown): v is SymmetryMode => typeof v === 'string' && (SYMMETRY_MODES as readonly string[]).includes(v);

function asRecord(v: unknown): TwinRecord | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  if (!(r.twin === null || typeof r.twin === 'string') || !isMode(r.mode) || !isStamp(r.at) || typeof r.born !== 'boolean' || typeof r.twinBorn !== 'boolean') return null;
  return { twin: r.twin, mode: r.mode, at: r.at, born: r.born, twinBorn: r.twinBorn };
}

/** The records the document holds (a malformed one, or a room from before records, is as if absent). */
export function readTwinRecords(doc: Y.Doc): Map<string, TwinRecord> {
  const out = new Map<string, TwinRecord>();
  for (const [id, v] of doc.getMap<unknown>(TWINS_MAP).entries()) {
    const r = asRecord(v);
    if (r) out.set(id, r);
  }
  return out;
}

/** Later first: by count, then by client id. */
export const compareStamps = (a: TwinStamp, b: TwinStamp): number => b[0] - a[0] || b[1] - a[1];
const sameStamp = (a: TwinStamp, b: TwinStamp) => a[0] === b[0] && a[1] === b[1];

/** The stamp of a new write by `client`: after every write in `records`. */
export function nextStamp(records: ReadonlyMap<string, TwinRecord>, client: number): TwinStamp {
  let count = 0;
  for (const r of records.values()) count = Math.max(count, r.at[0]);
  return [count + 1, client];
}

/** Each piece's twin under `mode` as the symmetry report pairs them (within unmatchedBeyondIn; never itself). */
export function twinPairs(layout: Layout, mode: SymmetryMode): Map<string, string> {
  const out = new Map<string, string>();
  if (mode === 'none') return out;
  for (const p of symmetryScore(layout, mode).pairs)
    if (p.a !== p.b && p.distanceIn <= SYMMETRY_TOLERANCES.unmatchedBeyondIn) out.set(p.a, p.b).set(p.b, p.a);
  return out;
}

/**
 * The pieces a local edit must write so each pair is written whole: those it changed, their twins in `after` and the
 * twins their records named (both sides of a pair that the edit split), repeated until nothing more joins.
 */
export function piecesToWrite(changed: Iterable<string>, after: Layout, pairs: ReadonlyMap<string, string>, records: ReadonlyMap<string, TwinRecord>): Set<string> {
  const present = new Set(after.terrain.map((p) => p.id));
  const write = new Set<string>();
  const queue = [...changed];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (present.has(id)) write.add(id);
    for (const next of [pairs.get(id), records.get(id)?.twin])
      if (next && present.has(next) && !write.has(next)) (write.add(next), queue.push(next));
  }
  return write;
}

export interface TwinRepair {
  readonly set: readonly TerrainPiece[];
  readonly remove: readonly string[];
  readonly records: ReadonlyMap<string, TwinRecord>;
}

/**
 * How to mend the pairs whose twins came from different writes, or null when every pair is whole. Claims to a twin go
 * first, the latest write's first: its piece drives and its twin is re-derived from it (made again if it was deleted).
 * A piece whose twin an earlier claim took is left without one; if the write that lost it made it, it goes with it.
 * Pure and deterministic: every copy holding the same document mends it the same way, and a mended one needs nothing.
 */
export function repairTwins(layout: Layout, records: ReadonlyMap<string, TwinRecord>): TwinRepair | null {
  const pieces = new Map(layout.terrain.map((p) => [p.id, p]));
  const whole = (id: string, r: TwinRecord) => {
    if (r.twin === null || r.twin === id) return true;
    const t = records.get(r.twin);
    return pieces.has(r.twin) && t !== undefined && t.twin === id && sameStamp(t.at, r.at);
  };
  const claims = [...records].filter(([id]) => pieces.has(id));
  if (claims.every(([id, r]) => whole(id, r))) return null;
  // A claim to a twin before a claim to stand alone (mending a pair keeps both pieces; the other way loses one), then
  // the latest write first.
  const alone = (id: string, r: TwinRecord) => (r.twin === null || r.twin === id ? 1 : 0);
  claims.sort(([a, r], [b, q]) => alone(a, r) - alone(b, q) || compareStamps(r.at, q.at) || (a < b ? -1 : a > b ? 1 : 0));
  const taken = new Set<string>();
  const set = new Map<string, TerrainPiece>();
  const remove: string[] = [];
  const mended = new Map<string, TwinRecord>();
  // This pair's write made its twin new, and another write made a new piece of that id of its own, not knowing this one
  // (two players took the same id at once): the id is that write's (the player who lost it makes theirs again under a
  // new one: net/layoutLink). A twin of a piece that existed stays this pair's whoever wrote it last.
  const madeElsewhere = (id: string, twin: string, r: TwinRecord) => {
    const t = records.get(twin);
    return r.twinBorn && pieces.has(twin) && t !== undefined && t.born && t.twin !== id && !sameStamp(t.at, r.at);
  };
  for (const [id, r] of claims) {
    if (taken.has(id)) continue;
    taken.add(id);
    if (r.twin === null || r.twin === id) continue;
    if (taken.has(r.twin) || madeElsewhere(id, r.twin, r)) {
      if (r.born) remove.push(id);
      else (set.set(id, pieces.get(id)!), mended.set(id, { ...r, twin: null, twinBorn: false }));
      continue;
    }
    taken.add(r.twin);
    if (whole(id, r)) continue;
    // The twin takes its place and shape from the driver; a name is the piece's own (a rename writes one piece).
    const driver = pieces.get(id)!;
    const { name: _driverName, ...shape } = twinOfPiece(driver, r.mode, layout.table, r.twin);
    const name = pieces.get(r.twin)?.name;
    set.set(id, driver).set(r.twin, name === undefined ? shape : { ...shape, name });
    mended.set(id, r).set(r.twin, { ...r, twin: id, born: !pieces.has(r.twin), twinBorn: r.born });
  }
  return { set: [...set.values()], remove, records: mended };
}
