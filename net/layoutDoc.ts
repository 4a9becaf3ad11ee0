// A shared layout as a Yjs document (`table/<room>`): each terrain piece and each model is one entry keyed by its id,
// the rest of the layout (table, deployment, objectives, name, symmetry, ruleset) is one `meta` value. Two players who
// edit different pieces at once both keep their edit; the same piece, the last write wins, whole. Y.Map `twins` keeps
// each piece's twin record (net/twinRecords), so a twin pair resolves as one. A change is carried as a patch by id, so
// each side keeps its own order of pieces and its own undo steps.
import * as Y from 'yjs';
import type { Layout, LayoutModel, TerrainPiece } from '../engine/index';
import { TWINS_MAP, type TwinRecord } from './twinRecords';

export type LayoutMeta = Omit<Layout, 'terrain' | 'models'>;

export interface LayoutPatch {
  readonly meta?: LayoutMeta;
  readonly terrain: { readonly set: readonly TerrainPiece[]; readonly remove: readonly string[] };
  readonly models: { readonly set: readonly LayoutModel[]; readonly remove: readonly string[] };
}

export const LAYOUT_DOC = { meta: 'meta', terrain: 'terrain', models: 'models' } as const;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const metaOf = ({ terrain: _t, models: _m, ...meta }: Layout): LayoutMeta => meta;

function diffById<T extends { readonly id: string }>(before: readonly T[], after: readonly T[]) {
  const was = new Map(before.map((e) => [e.id, e]));
  const now = new Set(after.map((e) => e.id));
  return {
    set: after.filter((e) => { const old = was.get(e.id); return old !== e && !same(old, e); }),
    remove: before.filter((e) => !now.has(e.id)).map((e) => e.id),
  };
}

/** What changed from `before` to `after`, by id; null when nothing did. */
export function layoutPatch(before: Layout, after: Layout): LayoutPatch | null {
  if (before === after) return null;
  const terrain = diffById(before.terrain, after.terrain);
  const models = diffById(before.models, after.models);
  const meta = same(metaOf(before), metaOf(after)) ? undefined : metaOf(after);
  if (!meta && !terrain.set.length && !terrain.remove.length && !models.set.length && !models.remove.length) return null;
  return meta ? { meta, terrain, models } : { terrain, models };
}

function patchList<T extends { readonly id: string }>(list: readonly T[], p: { readonly set: readonly T[]; readonly remove: readonly string[] }): readonly T[] {
  if (!p.set.length && !p.remove.length) return list;
  const gone = new Set(p.remove);
  const byId = new Map(p.set.map((e) => [e.id, e]));
  const kept = list.filter((e) => !gone.has(e.id)).map((e) => byId.get(e.id) ?? e);
  const known = new Set(list.map((e) => e.id));
  return [...kept, ...p.set.filter((e) => !known.has(e.id))];
}

/** `layout` with `patch` applied: changed entries replaced where they stand, new ones at the end. */
export function applyLayoutPatch(layout: Layout, patch: LayoutPatch): Layout {
  return { ...(patch.meta ?? metaOf(layout)), terrain: patchList(layout.terrain, patch.terrain), models: patchList(layout.models, patch.models) };
}

/**
 * Writes a patch into the document as one transaction (one update for the other players), with the twin records of the
 * pieces it sets (net/twinRecords); a removed piece's record goes with it.
 */
export function writeLayoutPatch(doc: Y.Doc, patch: LayoutPatch, origin: unknown, twins: ReadonlyMap<string, TwinRecord> = new Map()): void {
  doc.transact(() => {
    if (patch.meta) doc.getMap<unknown>(LAYOUT_DOC.meta).set('layout', patch.meta);
    for (const [key, p] of [[LAYOUT_DOC.terrain, patch.terrain], [LAYOUT_DOC.models, patch.models]] as const) {
      const map = doc.getMap<unknown>(key);
      for (const id of p.remove) map.delete(id);
      for (const e of p.set) map.set(e.id, e);
    }
    const records = doc.getMap<unknown>(TWINS_MAP);
    for (const id of patch.terrain.remove) records.delete(id);
    for (const [id, r] of twins) records.set(id, r);
  }, origin);
}

/** Writes a whole layout into an empty document (the player who shares the table). */
export function writeLayout(doc: Y.Doc, layout: Layout, origin: unknown, twins?: ReadonlyMap<string, TwinRecord>): void {
  writeLayoutPatch(doc, { meta: metaOf(layout), terrain: { set: layout.terrain, remove: [] }, models: { set: layout.models, remove: [] } }, origin, twins);
}

/** The layout the document holds, or null while it holds none yet. */
export function readLayout(doc: Y.Doc): Layout | null {
  const meta = doc.getMap<unknown>(LAYOUT_DOC.meta).get('layout');
  if (typeof meta !== 'object' || meta === null) return null;
  const entries = <T>(key: string) => [...doc.getMap<T>(key).values()].filter((v) => typeof v === 'object' && v !== null);
  return { ...(meta as LayoutMeta), terrain: entries<TerrainPiece>(LAYOUT_DOC.terrain), models: entries<LayoutModel>(LAYOUT_DOC.models) };
}
