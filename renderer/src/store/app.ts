// The app store: the open layout (with undo history), the view settings and the status line.
import { create } from 'zustand';
import { DEFAULT_TABLE, type Layout, type TableSize } from '../../../engine/index';
import { applyLayoutAction, type ActionResult, type LayoutAction } from '../../../engine/edit/index';
import { applyChange, createHistory, mapHistory, redo, undo, type History } from './history';

export function emptyLayout(table: TableSize = DEFAULT_TABLE, name = 'Untitled layout'): Layout {
  return { format: 'sightline/layout', version: 1, name, table: { ...table }, terrain: [], models: [] };
}

export interface Toast {
  readonly id: number;
  readonly kind: 'info' | 'error';
  readonly text: string;
  /** How many times this same notice was raised while it was shown (one toast with a count, not a stack of copies). */
  readonly count: number;
}

export interface AppState {
  history: History<Layout>;
  /** Where the document lives: a desktop path, a browser file handle name, or null when never saved. */
  filePath: string | null;
  fileName: string;
  /** The layout as last saved or opened, to tell whether there are unsaved changes. */
  savedDoc: Layout;
  showGrid: boolean;
  /** Unit names over the units in a game (N). */
  showUnitNames: boolean;
  topDown: boolean;
  cursor: { x: number; y: number } | null;
  toasts: Toast[];
  helpOpen: boolean;
  /** The ruleset that judges cover, coherency, movement, trait effects and presets (the toolbar's Rules picker). */
  rulesetId: string;

  /**
   * The one way renderer code edits the document: applies `action` (engine/edit) as one undo step, or shows why it is
   * refused (an error toast) and leaves the document as it was. Returns the result (new ids to select, or the reason).
   */
  dispatch: (action: LayoutAction) => ActionResult;
  /** Live edits during a gesture (a drag): each `gesture(action)` applies to the document as it was when the gesture
   * began and is shown at once; endGesture records the last one as one undo step. Edits go through actions here too. */
  gestureBase: Layout | null;
  gestureLabel: string;
  beginGesture: () => void;
  gesture: (action: LayoutAction) => ActionResult;
  endGesture: () => void;
  cancelGesture: () => void;
  undo: () => void;
  redo: () => void;
  replaceDocument: (doc: Layout, file: { path: string | null; name: string }) => void;
  /**
   * Another player's change at a shared table (renderer/src/share/): applied to the document and to every undo and redo
   * step, so Undo takes back only this player's own changes; never an undo step itself. `change` is a pure function of a
   * layout (net/layoutDoc's applyLayoutPatch).
   */
  applyRemote: (change: (doc: Layout) => Layout) => void;
  markSaved: (file: { path: string | null; name: string }) => void;
  /** Resizes the table (one undo step); with `moveInside`, whatever would be off the new table is moved just inside. */
  setTable: (table: TableSize, moveInside?: boolean) => void;
  toggleGrid: () => void;
  toggleUnitNames: () => void;
  toggleTopDown: () => void;
  setCursor: (c: { x: number; y: number } | null) => void;
  /** A toast: errors stay 9 s, news 3.5 s, unless `ms` says how long (a recovery is news to read while the page settles). */
  notify: (kind: Toast['kind'], text: string, ms?: number) => void;
  dismissToast: (id: number) => void;
  setHelpOpen: (open: boolean) => void;
  setRuleset: (id: string) => void;
}

let toastSeq = 0;

/** Layout files are saved as `<name>.sightline` (JSON inside; the desktop app is associated with the ending). */
export const LAYOUT_FILE_ENDING = '.sightline';
export const UNTITLED_FILE_NAME = `untitled${LAYOUT_FILE_ENDING}`;

export const useApp = create<AppState>()((set, get) => {
  const initial = emptyLayout();
  return {
    history: createHistory(initial),
    filePath: null,
    fileName: UNTITLED_FILE_NAME,
    savedDoc: initial,
    showGrid: true,
    showUnitNames: true,
    topDown: false,
    cursor: null,
    toasts: [],
    helpOpen: false,
    rulesetId: 'hamwarmer',

    dispatch: (action) => {
      const r = applyLayoutAction(get().history.present, action);
      if (r.ok) set((s) => ({ history: applyChange(s.history, r.layout, r.label) }));
      else get().notify('error', r.reason);
      return r;
    },
    gestureBase: null,
    gestureLabel: '',
    beginGesture: () => set((s) => ({ gestureBase: s.history.present, gestureLabel: '' })),
    gesture: (action) => {
      const base = get().gestureBase;
      if (!base) return { ok: false, reason: 'No gesture in progress.' };
      const r = applyLayoutAction(base, action);
      // A refused step leaves the last good position shown (a drag that strays is not an error to shout about).
      if (r.ok) set((s) => ({ history: { ...s.history, present: r.layout }, gestureLabel: r.label }));
      return r;
    },
    endGesture: () =>
      set((s) => {
        if (!s.gestureBase) return {};
        const moved = s.history.present;
        const h = { ...s.history, present: s.gestureBase };
        return { gestureBase: null, history: moved === s.gestureBase ? h : applyChange(h, moved, s.gestureLabel || 'Move') };
      }),
    cancelGesture: () => set((s) => (s.gestureBase ? { gestureBase: null, history: { ...s.history, present: s.gestureBase } } : {})),
    undo: () => {
      const h = get().history;
      if (!h.past.length) return get().notify('info', 'Nothing to undo.');
      set({ history: undo(h) });
      get().notify('info', `Undid: ${h.label || 'change'}`);
    },
    redo: () => {
      const h = get().history;
      const next = h.future[0];
      if (!next) return get().notify('info', 'Nothing to redo.');
      set({ history: redo(h) });
      get().notify('info', `Redid: ${next.label || 'change'}`);
    },
    replaceDocument: (doc, file) => set({ history: createHistory(doc), savedDoc: doc, filePath: file.path, fileName: file.name }),
    applyRemote: (change) =>
      set((s) => ({ history: mapHistory(s.history, change), gestureBase: s.gestureBase ? change(s.gestureBase) : null })),
    markSaved: (file) => set((s) => ({ savedDoc: s.history.present, filePath: file.path, fileName: file.name })),
    setTable: (table, moveInside = false) => {
      const doc = get().history.present;
      if (doc.table.widthIn === table.widthIn && doc.table.depthIn === table.depthIn) return;
      get().dispatch({ kind: 'resize-table', table, moveInside });
    },
    toggleGrid: () => set((s) => ({ showGrid: !s.showGrid })),
    toggleUnitNames: () => set((s) => ({ showUnitNames: !s.showUnitNames })),
    toggleTopDown: () => set((s) => ({ topDown: !s.topDown })),
    setCursor: (cursor) => set({ cursor }),
    notify: (kind, text, ms) => {
      const id = ++toastSeq;
      // The same notice again while it is shown (three saves: three "Saved the game as ..."): one toast, counted, its time
      // started again. At most three toasts, over the table, never over the panel.
      set((s) => {
        const same = s.toasts.find((t) => t.kind === kind && t.text === text);
        const others = s.toasts.filter((t) => t !== same);
        return { toasts: [...others.slice(-2), { id, kind, text, count: (same?.count ?? 0) + 1 }] };
      });
      setTimeout(() => get().dismissToast(id), ms ?? (kind === 'error' ? 9000 : 3500));
    },
    dismissToast: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
    setHelpOpen: (helpOpen) => set({ helpOpen }),
    setRuleset: (rulesetId) => set({ rulesetId }),
  };
});

export const currentLayout = () => useApp.getState().history.present;
export const isDirty = (s: AppState) => s.history.present !== s.savedDoc;
