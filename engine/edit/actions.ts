// The one action seam for the document: every change to a layout is a LayoutAction, applied by the pure
// applyLayoutAction (layout in, new layout and a label out, or the reason it is refused). The renderer's store dispatches
// these (one undo step each); the rules engine and a computer opponent can use the same seam.
import { checkTableSize, deploymentPreset, LAYOUT_LIMITS, makeSymmetric, resizeTable, tableSizeLabel, type Layout, type TableSize, type Side, type SymmetryMode, type SymmetrySide, type TerrainPiece, type TerrainTrait, type Vec2 } from '../index';
import { applyPlacements } from './deepStrike';
import { deleteModels, groupIntoUnit, moveModels, placeModel, setSide, turnModels, type NewModelSpec } from './models';
import { addMissingTwins, addWithTwins, deletePieces, duplicatePieces, movePieces, nextTerrainId, pieceById, setTrait, turnPieces, twinLinks } from './terrain';

export type LayoutAction =
  | { readonly kind: 'place-model'; readonly spec: NewModelSpec; readonly x: number; readonly y: number }
  | { readonly kind: 'delete-models'; readonly ids: readonly string[] }
  | { readonly kind: 'turn-models'; readonly ids: readonly string[]; readonly byDeg: number; readonly label?: string }
  | { readonly kind: 'group-unit'; readonly ids: readonly string[] }
  | { readonly kind: 'set-side'; readonly ids: readonly string[]; readonly side: Side }
  | { readonly kind: 'place-terrain'; readonly pieces: readonly TerrainPiece[]; readonly mode: SymmetryMode; readonly label?: string }
  | { readonly kind: 'turn-terrain'; readonly ids: readonly string[]; readonly mode: SymmetryMode; readonly byDeg: number; readonly free?: boolean }
  | { readonly kind: 'duplicate-terrain'; readonly ids: readonly string[]; readonly mode: SymmetryMode }
  | { readonly kind: 'delete-terrain'; readonly ids: readonly string[]; readonly mode: SymmetryMode }
  | { readonly kind: 'set-trait'; readonly ids: readonly string[]; readonly mode: SymmetryMode; readonly trait: TerrainTrait; readonly on: boolean }
  | { readonly kind: 'rename-terrain'; readonly id: string; readonly name: string }
  | { readonly kind: 'make-symmetric'; readonly mode: SymmetryMode; readonly side: SymmetrySide }
  | { readonly kind: 'add-missing-twins'; readonly mode: SymmetryMode }
  | { readonly kind: 'apply-deployment'; readonly presetId: string; readonly withReserves: boolean }
  | { readonly kind: 'clear-deployment' }
  | { readonly kind: 'add-objective'; readonly x: number; readonly y: number; readonly controlRadiusIn: number }
  | { readonly kind: 'remove-objective'; readonly id: string }
  | { readonly kind: 'remove-zone'; readonly id: string }
  | { readonly kind: 'draw-zone'; readonly side: number; readonly polygon: readonly Vec2[] }
  /** A model drag: the models move by (dx, dy), kept on the table (one undo step when the drag ends). */
  | { readonly kind: 'move-models'; readonly ids: readonly string[]; readonly dx: number; readonly dy: number }
  /** A terrain drag: `ids[0]` leads (snapped, kept on the table), the rest follow; twins mirror under `mode`. `free`: no snapping. */
  | { readonly kind: 'move-terrain'; readonly ids: readonly string[]; readonly mode: SymmetryMode; readonly dx: number; readonly dy: number; readonly free?: boolean }
  /** A new table size; with `moveInside`, whatever would be off the new table is moved just inside. */
  | { readonly kind: 'resize-table'; readonly table: TableSize; readonly moveInside: boolean }
  /** The whole document replaced as one undo step (a recovered session). */
  | { readonly kind: 'restore-document'; readonly layout: Layout; readonly label: string }
  | { readonly kind: 'deep-strike'; readonly unit: string; readonly placements: readonly { modelId: string; x: number; y: number; facingDeg: number }[] };

export type LayoutActionKind = LayoutAction['kind'];

/** The new layout, the undo label, and the ids the action created or kept (to select them), or why it is refused. */
export type ActionResult = { readonly ok: true; readonly layout: Layout; readonly label: string; readonly ids: readonly string[] } | { readonly ok: false; readonly reason: string };

const refuse = (reason: string): ActionResult => ({ ok: false, reason });
const done = (layout: Layout, label: string, ids: readonly string[] = []): ActionResult => ({ ok: true, layout, label, ids });
const onTable = (l: Layout, x: number, y: number) => x >= 0 && y >= 0 && x <= l.table.widthIn && y <= l.table.depthIn;
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

function missingModels(l: Layout, ids: readonly string[]): string | null {
  if (!ids.length) return 'Select at least one model first.';
  const missing = ids.filter((id) => !l.models.some((m) => m.id === id));
  return missing.length ? `No model ${missing.join(', ')} on this table.` : null;
}
function missingPieces(l: Layout, ids: readonly string[]): string | null {
  if (!ids.length) return 'Select at least one terrain piece first.';
  const missing = ids.filter((id) => !l.terrain.some((p) => p.id === id));
  return missing.length ? `No terrain piece ${missing.join(', ')} on this table.` : null;
}

/** Applies one action to `layout` without changing it. */
export function applyLayoutAction(layout: Layout, action: LayoutAction): ActionResult {
  switch (action.kind) {
    case 'place-model': {
      if (!Number.isFinite(action.x) || !Number.isFinite(action.y)) return refuse('A model needs a position on the table (x and y in inches).');
      const r = placeModel(layout, action.spec, action.x, action.y);
      return done(r.layout, `Place model ${r.id}`, [r.id]);
    }
    case 'delete-models': {
      const bad = missingModels(layout, action.ids);
      if (bad) return refuse(bad);
      const n = action.ids.length;
      return done(deleteModels(layout, action.ids), n === 1 ? `Delete ${action.ids[0]}` : `Delete ${n} models`);
    }
    case 'turn-models': {
      const bad = missingModels(layout, action.ids);
      if (bad) return refuse(bad);
      if (!Number.isFinite(action.byDeg)) return refuse('A turn needs an angle in degrees.');
      const who = action.ids.length === 1 ? action.ids[0] : 'models';
      return done(turnModels(layout, action.ids, action.byDeg), action.label ?? `Turn ${who} ${action.byDeg > 0 ? 'left' : 'right'} ${Math.abs(action.byDeg)}°`, action.ids);
    }
    case 'group-unit': {
      const bad = missingModels(layout, action.ids);
      if (bad) return refuse(bad);
      if (action.ids.length < 2) return refuse('Select two or more models to group them into a unit.');
      return done(groupIntoUnit(layout, action.ids).layout, 'Group into a unit', action.ids);
    }
    case 'set-side': {
      const bad = missingModels(layout, action.ids);
      if (bad) return refuse(bad);
      return done(setSide(layout, action.ids, action.side), 'Change side', action.ids);
    }
    case 'place-terrain': {
      if (!action.pieces.length) return refuse('Nothing to place.');
      const off = action.pieces.find((p) => !onTable(layout, p.x, p.y));
      if (off) return refuse(`Terrain piece ${off.id} would stand off the table at (${off.x}, ${off.y}).`);
      const taken = action.pieces.find((p) => pieceById(layout, p.id));
      if (taken) return refuse(`A terrain piece ${taken.id} is already on the table.`);
      const r = addWithTwins(layout, action.pieces, action.mode);
      const n = r.twinIds.length;
      const twins = n ? ` and ${n === 1 ? 'its twin' : `${n} twins`}` : '';
      return done(r.layout, action.label ?? `Place ${r.ids[0]}${twins}`, r.ids);
    }
    case 'turn-terrain': {
      const bad = missingPieces(layout, action.ids);
      if (bad) return refuse(bad);
      const links = twinLinks(layout, action.ids, action.mode);
      const who = action.ids.length === 1 ? action.ids[0] : `${action.ids.length} pieces`;
      return done(turnPieces(layout, links, action.mode, action.byDeg, action.free), `Turn ${who} ${Math.abs(action.byDeg)}° ${action.byDeg > 0 ? 'left' : 'right'}`, action.ids);
    }
    case 'duplicate-terrain': {
      const bad = missingPieces(layout, action.ids);
      if (bad) return refuse(bad);
      const r = duplicatePieces(layout, action.ids, action.mode);
      return done(r.layout, `Duplicate ${r.ids.join(', ')}`, r.ids);
    }
    case 'delete-terrain': {
      const bad = missingPieces(layout, action.ids);
      if (bad) return refuse(bad);
      const r = deletePieces(layout, action.ids, action.mode);
      return done(r.layout, `Delete ${r.removed.join(', ')}`, r.removed);
    }
    case 'set-trait': {
      const bad = missingPieces(layout, action.ids);
      if (bad) return refuse(bad);
      const links = twinLinks(layout, action.ids, action.mode);
      return done(setTrait(layout, links, action.mode, action.trait, action.on), `${action.on ? 'Add' : 'Remove'} ${action.trait} on ${action.ids.join(', ')}`, action.ids);
    }
    case 'rename-terrain': {
      const piece = pieceById(layout, action.id);
      if (!piece) return refuse(`No terrain piece ${action.id} on this table.`);
      const trimmed = action.name.trim().slice(0, LAYOUT_LIMITS.maxNameChars);
      if ((piece.name ?? '') === trimmed) return refuse(`${action.id} already has that name.`);
      const { name: _old, ...rest } = piece;
      const renamed = trimmed ? { ...rest, name: trimmed } : rest;
      return done({ ...layout, terrain: layout.terrain.map((p) => (p.id === action.id ? renamed : p)) }, trimmed ? `Rename ${action.id} to "${trimmed}"` : `Clear the name of ${action.id}`, [action.id]);
    }
    case 'make-symmetric': {
      if (action.mode === 'none') return refuse('Choose a symmetry mode first (mirror-x, mirror-y or rotate-180).');
      const r = makeSymmetric(layout, action.mode, action.side);
      if (!r.ok) return refuse(r.reason);
      return done(r.layout, `Make symmetric (${action.mode}, keep ${action.side})`, r.added);
    }
    case 'add-missing-twins': {
      const r = addMissingTwins(layout, action.mode);
      if (!r.ok) return refuse(r.reason);
      if (!r.added.length) return refuse('Every piece already has its twin.');
      return done(r.layout, `Twin ${r.added.length} piece${r.added.length === 1 ? '' : 's'} (${action.mode})`, r.added);
    }
    case 'apply-deployment': {
      const p = deploymentPreset(action.presetId);
      if (!p) return refuse(`No deployment preset "${action.presetId}".`);
      const s = p.build(layout.table);
      const zones = action.withReserves ? [...s.zones, ...s.reserves] : [...s.zones];
      return done({ ...layout, deployment: { name: s.name, zones }, objectives: [...s.objectives] }, `Deployment: ${p.label}`);
    }
    case 'clear-deployment': {
      if (!layout.deployment && !layout.objectives) return refuse('This layout has no deployment zones or objectives.');
      const { deployment: _d, objectives: _o, ...rest } = layout;
      return done(rest, 'Clear deployment and objectives');
    }
    case 'add-objective': {
      if (!onTable(layout, action.x, action.y)) return refuse('An objective must stand on the table.');
      if (!(action.controlRadiusIn > 0)) return refuse('An objective needs a control radius above 0".');
      const objectives = layout.objectives ?? [];
      const id = nextTerrainId(objectives.map((o) => o.id), 'obj');
      const o = { id, name: `Objective ${id.slice(4)}`, x: Math.round(action.x * 2) / 2, y: Math.round(action.y * 2) / 2, controlRadiusIn: action.controlRadiusIn };
      return done({ ...layout, objectives: [...objectives, o] }, `Add objective ${id}`, [id]);
    }
    case 'remove-objective': {
      if (!(layout.objectives ?? []).some((o) => o.id === action.id)) return refuse(`No objective ${action.id} on this table.`);
      return done({ ...layout, objectives: (layout.objectives ?? []).filter((o) => o.id !== action.id) }, `Remove objective ${action.id}`);
    }
    case 'remove-zone': {
      if (!layout.deployment?.zones.some((z) => z.id === action.id)) return refuse(`No zone ${action.id} on this table.`);
      return done({ ...layout, deployment: { ...layout.deployment, zones: layout.deployment.zones.filter((z) => z.id !== action.id) } }, `Remove zone ${action.id}`);
    }
    case 'draw-zone': {
      if (action.polygon.length < 3) return refuse(`A zone needs at least 3 corners; this one has ${action.polygon.length}. Click the table to add corners.`);
      const zones = layout.deployment?.zones ?? [];
      const id = nextTerrainId(zones.map((z) => z.id), 'zone');
      const zone = { id, side: action.side, name: `Custom zone (side ${action.side})`, polygon: [...action.polygon] };
      return done({ ...layout, deployment: { ...(layout.deployment ?? { name: 'Custom' }), zones: [...zones, zone] } }, `Draw zone ${id}`, [id]);
    }
    case 'move-models': {
      const bad = missingModels(layout, action.ids);
      if (bad) return refuse(bad);
      if (!Number.isFinite(action.dx) || !Number.isFinite(action.dy)) return refuse('A move needs a distance in inches (dx and dy).');
      return done(moveModels(layout, action.ids, action.dx, action.dy), action.ids.length === 1 ? `Move ${action.ids[0]}` : `Move ${action.ids.length} models`, action.ids);
    }
    case 'move-terrain': {
      const bad = missingPieces(layout, action.ids);
      if (bad) return refuse(bad);
      if (!Number.isFinite(action.dx) || !Number.isFinite(action.dy)) return refuse('A move needs a distance in inches (dx and dy).');
      // The lead first, so it drives its twin and follows the pointer even when its twin is selected too.
      const links = twinLinks(layout, action.ids, action.mode);
      const twins = [...links.values()].filter(Boolean).length;
      const who = links.size === 1 ? action.ids[0] : `${links.size} pieces`;
      const withTwins = twins ? ` and ${twins === 1 ? 'its twin' : `${twins} twins`}` : '';
      return done(movePieces(layout, links, action.mode, action.ids[0]!, action.dx, action.dy, action.free), `Move ${who}${withTwins}`, action.ids);
    }
    case 'resize-table': {
      const check = checkTableSize(action.table);
      if (!check.ok) return refuse(check.reason);
      if (layout.table.widthIn === action.table.widthIn && layout.table.depthIn === action.table.depthIn) return refuse(`The table is already ${tableSizeLabel(action.table)}.`);
      return done(resizeTable(layout, action.table, action.moveInside), `Table ${tableSizeLabel(action.table)}${action.moveInside ? ', pieces moved inside' : ''}`);
    }
    case 'restore-document':
      return done(action.layout, action.label);
    case 'deep-strike': {
      if (!layout.models.some((m) => m.unit === action.unit)) return refuse(`No unit ${action.unit} on this table.`);
      const missing = action.placements.filter((p) => !layout.models.some((m) => m.id === p.modelId && m.unit === action.unit));
      if (missing.length) return refuse(`${missing.map((p) => p.modelId).join(', ')} ${plural(missing.length, 'is', 'are')} not in unit ${action.unit}.`);
      return done(applyPlacements(layout, action.placements), `Deep strike unit ${action.unit}`, action.placements.map((p) => p.modelId));
    }
  }
}
