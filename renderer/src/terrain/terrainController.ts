// The terrain tool's state machine: what a click, a drag or a key does to terrain, zones and objectives. No React.
import {
  deploymentPreset,
  LAYOUT_LIMITS,
  makeTerrain,
  terrainKind,
  type Layout,
  type SymmetryMode,
  type SymmetrySide,
  type TerrainTrait,
  type Vec2,
} from '../../../engine/index';
import { useApp } from '../store/app';
import { applyLayoutAction } from '../../../engine/edit/index';
import { nextTerrainId, pieceById } from './terrainOps';
import { derivedSymmetry } from '../store/derived';
import { useTerrain } from './terrainStore';

const app = () => useApp.getState();
const ts = () => useTerrain.getState();
const doc = () => app().history.present;

export interface Mods {
  readonly shift?: boolean;
  readonly ctrl?: boolean;
  readonly alt?: boolean;
}

export const isTerrainDragging = () => ts().drag !== null;

const withTwinText = (n: number) => (n ? ` and ${n === 1 ? 'its twin' : `${n} twins`}` : '');

/** A press on empty table in the terrain tool. */
export function terrainTableDown(x: number, y: number, mods: Mods = {}): void {
  const s = ts();
  switch (s.click) {
    case 'place': {
      const layout = doc();
      if (x < 0 || y < 0 || x > layout.table.widthIn || y > layout.table.depthIn) return;
      const id = nextTerrainId(layout.terrain.map((p) => p.id), s.kind);
      const piece = makeTerrain(s.kind, { id, x: Math.round(x * 2) / 2, y: Math.round(y * 2) / 2, params: s.params[s.kind] ?? {} });
      const before = layout.terrain.length;
      const r = app().dispatch({ kind: 'place-terrain', pieces: [piece], mode: s.mode });
      if (!r.ok) return;
      s.select([...r.ids]);
      app().notify('info', `Placed ${terrainKind(s.kind)?.label ?? s.kind} ${r.ids[0]}${withTwinText(doc().terrain.length - before - r.ids.length)}.`);
      return;
    }
    case 'select':
      if (!mods.shift) s.select([]);
      return;
    case 'objective':
      return addObjective(x, y);
    case 'zone':
      s.setZoneDraft([...s.zoneDraft, [Math.round(x * 2) / 2, Math.round(y * 2) / 2]]);
      return;
  }
}

/** A press on a terrain piece. Returns true when a drag begins (the caller feeds pointer moves and the release). */
export function terrainPieceDown(id: string, x: number, y: number, mods: Mods = {}): boolean {
  const s = ts();
  if (s.click === 'zone' || s.click === 'objective') {
    terrainTableDown(x, y, mods);
    return false;
  }
  if (mods.shift) {
    s.select([id], true);
    return false;
  }
  const sel = s.selection.includes(id) ? s.selection : [id];
  if (!s.selection.includes(id)) s.select([id]);
  // The lead first, so it drives its twin and follows the pointer even when its twin is selected too.
  app().beginGesture();
  s.setDrag({ base: doc(), leadId: id, ids: [id, ...sel.filter((i) => i !== id)], grabX: x, grabY: y, moved: false });
  return true;
}

export function terrainPointerMove(x: number, y: number, mods: Mods = {}): void {
  const drag = ts().drag;
  if (!drag) return;
  const r = app().gesture({ kind: 'move-terrain', ids: drag.ids, mode: ts().mode, dx: x - drag.grabX, dy: y - drag.grabY, free: mods.alt });
  if (!r.ok) return;
  const lead = pieceById(r.layout, drag.leadId)!;
  const was = pieceById(drag.base, drag.leadId)!;
  ts().setDrag({ ...drag, moved: lead.x !== was.x || lead.y !== was.y });
}

export function terrainPointerUp(): void {
  const drag = ts().drag;
  if (!drag) return;
  if (drag.moved) app().endGesture();
  else app().cancelGesture();
  ts().setDrag(null);
}

export function cancelTerrainDrag(): boolean {
  if (!ts().drag) return false;
  app().cancelGesture();
  ts().setDrag(null);
  return true;
}

const needSelection = (): string[] | null => {
  const sel = ts().selection.filter((id) => pieceById(doc(), id));
  if (sel.length) return sel;
  app().notify('info', 'Select a terrain piece first (click it in the Terrain tool).');
  return null;
};

/** Turns the selection by `byDeg` (snapped to 15 degree steps unless free); twins turn the mirrored way. */
export function turnSelection(byDeg: number, free = false): void {
  const sel = needSelection();
  if (!sel) return;
  app().dispatch({ kind: 'turn-terrain', ids: sel, mode: ts().mode, byDeg, free });
}

export function duplicateSelection(): void {
  const sel = needSelection();
  if (!sel) return;
  const r = app().dispatch({ kind: 'duplicate-terrain', ids: sel, mode: ts().mode });
  if (!r.ok) return;
  ts().select([...r.ids]);
  app().notify('info', `Duplicated as ${r.ids.join(', ')}.`);
}

export function deleteSelection(): void {
  const sel = needSelection();
  if (!sel) return;
  const r = app().dispatch({ kind: 'delete-terrain', ids: sel, mode: ts().mode });
  if (!r.ok) return;
  ts().select([]);
  app().notify('info', `Deleted ${r.ids.join(', ')}.`);
}

export function setSelectionTrait(trait: TerrainTrait, on: boolean): void {
  const sel = needSelection();
  if (!sel) return;
  app().dispatch({ kind: 'set-trait', ids: sel, mode: ts().mode, trait, on });
}

/** Renames one piece (its twin keeps its own name); an empty name goes back to showing the id. One undo step. */
export function renamePiece(id: string, name: string): void {
  const piece = pieceById(doc(), id);
  if (!piece) return;
  const trimmed = name.trim().slice(0, LAYOUT_LIMITS.maxNameChars);
  if ((piece.name ?? '') === trimmed) return;
  app().dispatch({ kind: 'rename-terrain', id, name });
}

export function selectAllTerrain(): void {
  ts().select(doc().terrain.map((p) => p.id));
}

/** "Make symmetric": keeps one half and regenerates the other as twins. */
export function makeLayoutSymmetric(side: SymmetrySide): void {
  const mode = ts().mode;
  if (mode === 'none') return app().notify('error', 'Choose a symmetry mode first (mirror-x, mirror-y or rotate-180).');
  const before = new Set(doc().terrain.map((p) => p.id));
  const r = app().dispatch({ kind: 'make-symmetric', mode, side });
  if (!r.ok) return;
  const removed = [...before].filter((id) => !doc().terrain.some((p) => p.id === id));
  ts().select([]);
  app().notify('info', `Made symmetric: kept the ${side} half, removed ${removed.length}, added ${r.ids.length} twins.`);
}

/** Pieces with no twin under `mode` (the ones choosing the mode would leave "off"). */
export const piecesWithoutTwins = (mode: SymmetryMode): readonly string[] => derivedSymmetry(doc(), mode).unmatched;

/**
 * Chooses a symmetry mode. With `twinExisting`, the pieces already placed get their missing twins first, as one undo
 * step, so every piece has its live twin as the README promises.
 */
export function chooseSymmetryMode(mode: SymmetryMode, twinExisting: boolean): void {
  if (twinExisting) {
    // A dry run through the action seam: "every piece already has its twin" is no error here, just nothing to add.
    const check = applyLayoutAction(doc(), { kind: 'add-missing-twins', mode });
    if (!check.ok && !/already has its twin/.test(check.reason)) return app().notify('error', check.reason);
    if (check.ok) {
      const r = app().dispatch({ kind: 'add-missing-twins', mode });
      if (!r.ok) return;
      app().notify('info', `Added ${r.ids.length} twin${r.ids.length === 1 ? '' : 's'}: ${r.ids.slice(0, 6).join(', ')}${r.ids.length > 6 ? ', ...' : ''}.`);
    }
  }
  ts().setMode(mode);
}

export function applyDeploymentPreset(presetId: string, withReserves: boolean): void {
  const p = deploymentPreset(presetId);
  if (!app().dispatch({ kind: 'apply-deployment', presetId, withReserves }).ok || !p) return;
  const s = p.build(doc().table);
  app().notify('info', `Deployment set: ${p.label} (${s.zones.length} zones, ${s.objectives.length} objectives${withReserves && s.reserves.length ? ', reserve areas' : ''}).`);
}

export function clearDeployment(): void {
  const layout = doc();
  if (!layout.deployment && !layout.objectives) return app().notify('info', 'This layout has no deployment zones or objectives.');
  if (!app().dispatch({ kind: 'clear-deployment' }).ok) return;
  app().notify('info', 'Removed the deployment zones and objectives.');
}

export function addObjective(x: number, y: number): void {
  const r = ts().objectiveRadiusIn;
  const res = app().dispatch({ kind: 'add-objective', x, y, controlRadiusIn: r });
  if (!res.ok) return;
  const o = doc().objectives!.find((ob) => ob.id === res.ids[0])!;
  app().notify('info', `Objective ${o.id} at (${o.x}, ${o.y}), control ${r}".`);
}

export function removeObjective(id: string): void {
  app().dispatch({ kind: 'remove-objective', id });
}

export function removeZone(id: string): void {
  if (!doc().deployment) return;
  app().dispatch({ kind: 'remove-zone', id });
}

/** Closes the zone being drawn: at least three corners. */
export function finishZone(): void {
  const s = ts();
  const pts: Vec2[] = s.zoneDraft;
  if (pts.length < 3) return app().notify('error', `A zone needs at least 3 corners; this one has ${pts.length}. Click the table to add corners.`);
  const r = app().dispatch({ kind: 'draw-zone', side: s.zoneSide, polygon: pts });
  if (!r.ok) return;
  const id = r.ids[0]!;
  s.setZoneDraft([]);
  app().notify('info', `Zone ${id} drawn for side ${s.zoneSide} (${pts.length} corners).`);
}

/** Escape: cancel a drag, then a zone being drawn, then the selection. Returns true when it did something. */
export function terrainEscape(): boolean {
  if (cancelTerrainDrag()) return true;
  const s = ts();
  if (s.zoneDraft.length) return s.setZoneDraft([]), true;
  if (s.selection.length) return s.select([]), true;
  return false;
}
