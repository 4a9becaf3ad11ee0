// Undo and redo over immutable document snapshots: every change to the layout goes through `apply`.
export interface History<T> {
  readonly past: readonly { doc: T; label: string }[];
  readonly present: T;
  readonly future: readonly { doc: T; label: string }[];
  /** The label of the change that produced `present`. */
  readonly label: string;
}

export const MAX_UNDO = 200;

export function createHistory<T>(doc: T): History<T> {
  return { past: [], present: doc, future: [], label: '' };
}

/** Records a change; a no-op change (same object) records nothing. */
export function applyChange<T>(h: History<T>, next: T, label: string): History<T> {
  if (next === h.present) return h;
  const past = [...h.past, { doc: h.present, label: h.label }].slice(-MAX_UNDO);
  return { past, present: next, future: [], label };
}

export function undo<T>(h: History<T>): History<T> {
  const prev = h.past[h.past.length - 1];
  if (!prev) return h;
  return { past: h.past.slice(0, -1), present: prev.doc, future: [{ doc: h.present, label: h.label }, ...h.future], label: prev.label };
}

export function redo<T>(h: History<T>): History<T> {
  const next = h.future[0];
  if (!next) return h;
  return { past: [...h.past, { doc: h.present, label: h.label }], present: next.doc, future: h.future.slice(1), label: next.label };
}

/** Every step (past, present, future) changed by `change`, labels kept: another player's edit at a shared table. */
export function mapHistory<T>(h: History<T>, change: (doc: T) => T): History<T> {
  const step = (e: { doc: T; label: string }) => ({ doc: change(e.doc), label: e.label });
  return { past: h.past.map(step), present: change(h.present), future: h.future.map(step), label: h.label };
}

export const canUndo = <T>(h: History<T>) => h.past.length > 0;
export const canRedo = <T>(h: History<T>) => h.future.length > 0;
/** What Undo would take back, for the menu and the toast. */
export const undoLabel = <T>(h: History<T>) => (h.past.length ? h.label : '');
export const redoLabel = <T>(h: History<T>) => h.future[0]?.label ?? '';
