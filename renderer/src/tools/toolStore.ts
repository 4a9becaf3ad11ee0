// Interaction state: the active tool, the selection, the ruler, range rings, and what a new model looks like.
import { create } from 'zustand';
import type { Base, Side } from '../../../engine/index';
import type { Anchor } from './measure';
import type { DragSession } from './controller';

export type ToolId = 'select' | 'place' | 'ruler' | (string & {});

export interface Ruler {
  readonly from: Anchor;
  readonly to: Anchor;
}

export interface RingSettings {
  readonly r1: boolean;
  readonly r3: boolean;
  readonly r12: boolean;
  /** Extra radii in inches (auras, deep strike denial, weapon ranges). */
  readonly custom: readonly number[];
}

export interface DragInfo {
  readonly ids: readonly string[];
  /** Distance the dragged model has moved from where the drag began, inches. */
  readonly movedIn: number;
  /**
   * The move judged: in a game by the referee (the engine's judgeMove), else under the chosen ruleset's movement rules:
   * cost, allowance (null when the rules give none to show, e.g. a charge), and why it is illegal if it is.
   */
  readonly check?: { readonly ok: boolean; readonly costIn: number; readonly allowanceIn: number | null; readonly reasons: readonly string[] };
}

export interface ToolState {
  tool: ToolId;
  selection: string[];
  /** The ruler being drawn: its first anchor, and where the pointer is now. */
  rulerStart: Anchor | null;
  rulerHover: Anchor | null;
  pinned: Ruler[];
  rings: RingSettings;
  drag: DragInfo | null;
  /** The model drag in progress (what the controller needs to move and undo it); null when none. */
  dragSession: DragSession | null;
  /** The Move characteristic the drag readout counts against, inches. */
  moveIn: number;
  newModel: { base: Base; heightIn: number; side: Side; unit: string };

  setTool: (tool: ToolId) => void;
  select: (ids: string[], additive?: boolean) => void;
  setRulerStart: (a: Anchor | null) => void;
  setRulerHover: (a: Anchor | null) => void;
  pinRuler: (r: Ruler) => void;
  clearRulers: () => void;
  setRings: (r: Partial<RingSettings>) => void;
  setDrag: (d: DragInfo | null) => void;
  setDragSession: (d: DragSession | null) => void;
  setMoveIn: (v: number) => void;
  setNewModel: (m: Partial<ToolState['newModel']>) => void;
}

export const useTools = create<ToolState>()((set) => ({
  tool: 'select',
  selection: [],
  rulerStart: null,
  rulerHover: null,
  pinned: [],
  rings: { r1: false, r3: false, r12: false, custom: [] },
  drag: null,
  dragSession: null,
  moveIn: 6,
  newModel: { base: { kind: 'round', diameterMm: 32 }, heightIn: 1.6, side: 1, unit: 'u1' },

  setTool: (tool) => set({ tool, rulerStart: null, rulerHover: null }),
  select: (ids, additive = false) =>
    set((s) => ({ selection: additive ? [...new Set([...s.selection.filter((i) => !ids.includes(i)), ...ids.filter((i) => !s.selection.includes(i))])] : ids })),
  setRulerStart: (rulerStart) => set({ rulerStart, rulerHover: null }),
  setRulerHover: (rulerHover) => set({ rulerHover }),
  pinRuler: (r) => set((s) => ({ pinned: [...s.pinned, r], rulerStart: null, rulerHover: null })),
  clearRulers: () => set({ pinned: [], rulerStart: null, rulerHover: null }),
  setRings: (r) => set((s) => ({ rings: { ...s.rings, ...r } })),
  setDrag: (drag) => set({ drag }),
  setDragSession: (dragSession) => set({ dragSession }),
  setMoveIn: (moveIn) => set({ moveIn }),
  setNewModel: (m) => set((s) => ({ newModel: { ...s.newModel, ...m } })),
}));
