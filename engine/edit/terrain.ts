// Terrain document edits with live twins: place, move, turn, duplicate, delete, set traits. Pure: layout in, layout out.
import {
  placedShapeDistance,
  placedShapeOf,
  symmetryScore,
  twinIdOf,
  twinOfPiece,
  LAYOUT_LIMITS,
  SYMMETRY_TOLERANCES,
  type Layout,
  type SymmetryMode,
  type TerrainPiece,
  type TerrainTrait,
} from '../index';

export const GRID_STEP_IN = 0.5;
export const ROTATE_STEP_DEG = 15;
/** A placed edge within this distance of a table edge or another piece's edge snaps onto it. */
export const EDGE_SNAP_IN = 0.5;

export const snapTo = (v: number, step: number) => Math.round(v / step) * step + 0;
const norm360 = (d: number) => (((d % 360) + 360) % 360) + 0;

export const pieceById = (layout: Layout, id: string) => layout.terrain.find((p) => p.id === id);

/** A fresh id for a new piece of `kind`: kind-1, kind-2, ... not taken by any piece. */
export function nextTerrainId(taken: Iterable<string>, kind: string): string {
  const used = new Set(taken);
  for (let n = 1; ; n++) if (!used.has(`${kind}-${n}`)) return `${kind}-${n}`;
}

/** True when the piece, carried through the mode, lands on itself (on the mirror axis, or at the centre for rotate-180). */
export function isOwnTwin(piece: TerrainPiece, mode: SymmetryMode, layout: Layout): boolean {
  if (mode === 'none') return true;
  const d = placedShapeDistance(placedShapeOf(piece, layout.table, mode), placedShapeOf(piece, layout.table), SYMMETRY_TOLERANCES.zeroScoreIn);
  return d <= SYMMETRY_TOLERANCES.exactIn;
}

function uniqueId(wanted: string, taken: Set<string>): string {
  let id = wanted;
  for (let n = 2; taken.has(id); n++) id = `${wanted}-${n}`;
  taken.add(id);
  return id;
}

/** Adds pieces, each with its twin under the mode (unless it is its own twin). Returns the ids added, sources first. */
export function addWithTwins(layout: Layout, pieces: readonly TerrainPiece[], mode: SymmetryMode): { layout: Layout; ids: string[]; twinIds: string[] } {
  const taken = new Set(layout.terrain.map((p) => p.id));
  const added: TerrainPiece[] = [];
  const twins: TerrainPiece[] = [];
  for (const p0 of pieces) {
    const p = { ...p0, id: uniqueId(p0.id, taken) };
    added.push(p);
    if (!isOwnTwin(p, mode, layout)) twins.push(twinOfPiece(p, mode, layout.table, uniqueId(twinIdOf(p.id), taken)));
  }
  return { layout: { ...layout, terrain: [...layout.terrain, ...added, ...twins] }, ids: added.map((p) => p.id), twinIds: twins.map((p) => p.id) };
}

/**
 * Which piece follows which during an edit: each selected piece "drives" its twin (found by placed shape at the start of
 * the gesture). When a piece and its twin are both selected, the first one drives and the other follows.
 */
export function twinLinks(layout: Layout, ids: readonly string[], mode: SymmetryMode): Map<string, string | null> {
  const links = new Map<string, string | null>();
  if (mode === 'none') {
    for (const id of ids) links.set(id, null);
    return links;
  }
  const pairs = symmetryScore(layout, mode).pairs;
  const twinOf = (id: string) => {
    const p = pairs.find((q) => q.a === id || q.b === id);
    if (!p || p.distanceIn > SYMMETRY_TOLERANCES.unmatchedBeyondIn) return null;
    const t = p.a === id ? p.b : p.a;
    return t === id ? null : t;
  };
  const followers = new Set<string>();
  for (const id of ids) {
    if (followers.has(id)) continue;
    const t = twinOf(id);
    links.set(id, t);
    if (t) followers.add(t);
  }
  return links;
}

/** Applies `edit` to every driving piece and re-derives each follower as the twin of its (edited) driver. */
export function editWithTwins(layout: Layout, links: ReadonlyMap<string, string | null>, mode: SymmetryMode, edit: (p: TerrainPiece) => TerrainPiece): Layout {
  const next = new Map<string, TerrainPiece>();
  for (const [id, twinId] of links) {
    const p = pieceById(layout, id);
    if (!p) continue;
    const edited = edit(p);
    next.set(id, edited);
    if (twinId) next.set(twinId, twinOfPiece(edited, mode, layout.table, twinId));
  }
  return { ...layout, terrain: layout.terrain.map((p) => next.get(p.id) ?? p) };
}

/** Axis-aligned bounds [minX, minY, maxX, maxY] of a piece as placed. */
export const boundsOf = (p: TerrainPiece, layout: Layout): ArrayLike<number> => placedShapeOf(p, layout.table).bounds;

/**
 * Where a dragged piece lands: its origin on the 0.5" grid (unless free), then nudged so an edge of its placed bounds
 * meets a table edge or another piece's edge when within EDGE_SNAP_IN.
 */
export function snapPosition(layout: Layout, piece: TerrainPiece, x: number, y: number, opts: { free?: boolean; ignore?: ReadonlySet<string> } = {}): [number, number] {
  if (opts.free) return [x, y];
  let sx = snapTo(x, GRID_STEP_IN);
  let sy = snapTo(y, GRID_STEP_IN);
  const b = boundsOf({ ...piece, x: sx, y: sy }, layout);
  const xs = [0, layout.table.widthIn];
  const ys = [0, layout.table.depthIn];
  for (const o of layout.terrain) {
    if (o.id === piece.id || opts.ignore?.has(o.id)) continue;
    const ob = boundsOf(o, layout);
    xs.push(ob[0]!, ob[2]!);
    ys.push(ob[1]!, ob[3]!);
  }
  const best = (lo: number, hi: number, lines: number[]) => {
    let shift = 0;
    let bestD = EDGE_SNAP_IN + 1e-9;
    for (const l of lines)
      for (const e of [lo, hi]) {
        const d = Math.abs(l - e);
        if (d > 1e-9 && d < bestD) (bestD = d), (shift = l - e);
      }
    return shift;
  };
  sx += best(b[0]!, b[2]!, xs);
  sy += best(b[1]!, b[3]!, ys);
  return [sx, sy];
}

/**
 * Moves the linked pieces by (dx, dy) from where they were in `base`, the lead piece snapped; twins follow. A piece that
 * stood on the axis or centre (its own twin) and is moved off it gets a twin, as a newly placed piece would.
 */
export function movePieces(base: Layout, links: ReadonlyMap<string, string | null>, mode: SymmetryMode, leadId: string, dx: number, dy: number, free = false): Layout {
  const lead = pieceById(base, leadId);
  if (!lead) return base;
  const ignore = new Set<string>();
  for (const [id, t] of links) (ignore.add(id), t && ignore.add(t));
  const [lx, ly] = snapPosition(base, lead, lead.x + dx, lead.y + dy, { free, ignore });
  const [ddx, ddy] = [lx - lead.x, ly - lead.y];
  const moved = editWithTwins(base, links, mode, (p) => ({ ...p, x: p.x + ddx, y: p.y + ddy }));
  if (mode === 'none') return moved;
  const leftAxis: TerrainPiece[] = [];
  for (const [id, twinId] of links) {
    const before = pieceById(base, id);
    const after = pieceById(moved, id);
    if (twinId === null && before && after && isOwnTwin(before, mode, base) && !isOwnTwin(after, mode, moved)) leftAxis.push(after);
  }
  if (!leftAxis.length) return moved;
  const taken = new Set(moved.terrain.map((p) => p.id));
  return { ...moved, terrain: [...moved.terrain, ...leftAxis.map((p) => twinOfPiece(p, mode, moved.table, uniqueId(twinIdOf(p.id), taken)))] };
}

/** Turns each linked piece about its own origin by `byDeg`, landing on a multiple of 15 degrees unless free; twins follow. */
export function turnPieces(layout: Layout, links: ReadonlyMap<string, string | null>, mode: SymmetryMode, byDeg: number, free = false): Layout {
  return editWithTwins(layout, links, mode, (p) => ({ ...p, rotationDeg: norm360(free ? p.rotationDeg + byDeg : snapTo(p.rotationDeg + byDeg, ROTATE_STEP_DEG)) }));
}

/** Sets a trait on or off on the linked pieces; twins get the same traits. */
export function setTrait(layout: Layout, links: ReadonlyMap<string, string | null>, mode: SymmetryMode, trait: TerrainTrait, on: boolean): Layout {
  return editWithTwins(layout, links, mode, (p) => ({ ...p, traits: on ? (p.traits.includes(trait) ? p.traits : [...p.traits, trait]) : p.traits.filter((t) => t !== trait) }));
}

/** Deletes the pieces and their twins. */
export function deletePieces(layout: Layout, ids: readonly string[], mode: SymmetryMode): { layout: Layout; removed: string[] } {
  const links = twinLinks(layout, ids, mode);
  const gone = new Set<string>(ids);
  for (const t of links.values()) if (t) gone.add(t);
  return { layout: { ...layout, terrain: layout.terrain.filter((p) => !gone.has(p.id)) }, removed: [...gone] };
}

/** Copies the pieces (not their followers) offset by (dx, dy), each copy with a new twin. */
export function duplicatePieces(layout: Layout, ids: readonly string[], mode: SymmetryMode, dx = 2, dy = -2): { layout: Layout; ids: string[] } {
  const links = twinLinks(layout, ids, mode);
  const taken = layout.terrain.map((p) => p.id);
  const copies: TerrainPiece[] = [];
  for (const id of links.keys()) {
    const p = pieceById(layout, id)!;
    const nid = nextTerrainId([...taken, ...copies.map((c) => c.id)], p.kind);
    copies.push({ ...p, id: nid, x: p.x + dx, y: p.y + dy });
  }
  const r = addWithTwins(layout, copies, mode);
  return { layout: r.layout, ids: r.ids };
}

/**
 * Adds the missing twin of every piece that has none under `mode` (a layout built before the mode was chosen), as one
 * edit. Pieces that are their own twin are left alone. Refused, with the piece named, when a twin would land past the
 * coordinate limit a layout file can hold.
 */
export function addMissingTwins(layout: Layout, mode: SymmetryMode): { ok: true; layout: Layout; added: string[] } | { ok: false; reason: string } {
  if (mode === 'none') return { ok: true, layout, added: [] };
  const unmatched = new Set(symmetryScore(layout, mode).unmatched);
  const taken = new Set(layout.terrain.map((p) => p.id));
  const twins: TerrainPiece[] = [];
  for (const p of layout.terrain) {
    if (!unmatched.has(p.id) || isOwnTwin(p, mode, layout)) continue;
    const t = twinOfPiece(p, mode, layout.table, uniqueId(twinIdOf(p.id), taken));
    if (Math.abs(t.x) > LAYOUT_LIMITS.maxCoordIn || Math.abs(t.y) > LAYOUT_LIMITS.maxCoordIn)
      return { ok: false, reason: `"${p.name ?? p.id}" would get its twin past the ${LAYOUT_LIMITS.maxCoordIn}" a layout can hold. Move it onto the table first.` };
    twins.push(t);
  }
  return { ok: true, layout: twins.length ? { ...layout, terrain: [...layout.terrain, ...twins] } : layout, added: twins.map((t) => t.id) };
}

/** The line the UI shows: "Symmetry (rotate-180): 0.97 - 2 pieces off: ruin-3, ruin-3-twin". */
export function describeSymmetry(layout: Layout, mode: SymmetryMode): { text: string; score: number; unmatched: readonly string[] } {
  if (mode === 'none') return { text: 'Symmetry: off', score: 1, unmatched: [] };
  const r = symmetryScore(layout, mode);
  const head = `Symmetry (${mode}): ${r.score.toFixed(2)}`;
  if (!r.unmatched.length) return { text: `${head} - every piece has its twin`, score: r.score, unmatched: r.unmatched };
  const names = r.unmatched.slice(0, 6).join(', ') + (r.unmatched.length > 6 ? ', ...' : '');
  return { text: `${head} - ${r.unmatched.length} piece${r.unmatched.length === 1 ? '' : 's'} off: ${names}`, score: r.score, unmatched: r.unmatched };
}
