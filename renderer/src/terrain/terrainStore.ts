// Terrain tool state: the piece to place, the terrain selection, the symmetry mode and what is being drawn.
// (The ruleset is the toolbar's "Rules" choice, kept in the app store.)
import { create } from 'zustand';
import { useApp } from '../store/app';
import type { Layout, ParamValue, SymmetryMode, Vec2 } from '../../../engine/index';

/** A terrain drag in progress: the document as it was, the lead piece and its twins, where it was grabbed. */
export interface TerrainDrag {
  readonly base: Layout;
  readonly leadId: string;
  /** The pieces moved, the lead first (their twins follow under the symmetry mode). */
  readonly ids: readonly string[];
  readonly grabX: number;
  readonly grabY: number;
  readonly moved: boolean;
}

/** What a click on empty table does in the terrain tool. */
export type TerrainClickMode = 'place' | 'select' | 'objective' | 'zone';

export interface TerrainToolState {
  kind: string;
  params: Record<string, Record<string, ParamValue>>;
  selection: string[];
  mode: SymmetryMode;
  click: TerrainClickMode;
  /** The custom zone being drawn: its corners so far, and the side it is for. */
  zoneDraft: Vec2[];
  zoneSide: number;
  objectiveRadiusIn: number;
  drag: TerrainDrag | null;

  setKind: (kind: string) => void;
  setParam: (kind: string, key: string, v: ParamValue) => void;
  select: (ids: string[], additive?: boolean) => void;
  setMode: (mode: SymmetryMode) => void;
  setClick: (c: TerrainClickMode) => void;
  setZoneDraft: (pts: Vec2[]) => void;
  setZoneSide: (side: number) => void;
  setObjectiveRadius: (r: number) => void;
  setDrag: (d: TerrainDrag | null) => void;
}

export const useTerrain = create<TerrainToolState>()((set) => ({
  kind: 'ruin',
  params: {},
  selection: [],
  mode: 'none',
  click: 'place',
  zoneDraft: [],
  zoneSide: 1,
  objectiveRadiusIn: 3,
  drag: null,

  setKind: (kind) => set({ kind, click: 'place' }),
  setParam: (kind, key, v) => set((s) => ({ params: { ...s.params, [kind]: { ...s.params[kind], [key]: v } } })),
  select: (ids, additive = false) =>
    set((s) => ({ selection: additive ? [...s.selection.filter((i) => !ids.includes(i)), ...ids.filter((i) => !s.selection.includes(i))] : ids })),
  setMode: (mode) => set({ mode }),
  setClick: (click) => set({ click, zoneDraft: [] }),
  setZoneDraft: (zoneDraft) => set({ zoneDraft }),
  setZoneSide: (zoneSide) => set({ zoneSide }),
  setObjectiveRadius: (objectiveRadiusIn) => set({ objectiveRadiusIn }),
  setDrag: (drag) => set({ drag }),
}));

// A new or opened document starts with nothing selected (ids of the old one may exist in the new one by chance).
useApp.subscribe((s, prev) => {
  if (s.savedDoc !== prev.savedDoc && s.history.past.length === 0 && s.history.present === s.savedDoc) useTerrain.getState().select([]);
});
