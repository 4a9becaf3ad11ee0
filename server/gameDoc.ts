// Writes a room's game into its Yjs document, the copy every client of the room syncs: the watchers' state (a field an
// entry, only the fields an action changed), the action log (public versions: a secret goal stays "hidden" until revealed, then its entry is rewritten) and the game log.
// Idempotent: called after every accepted message and when the document loads, so a document stored before a crash
// catches up with the server's own record (gameStore.ts).
import type * as Y from 'yjs';
import type { GameLogEntry } from '../engine/index';
import { GAME_DOC, GAME_KEYS, type LoggedAction } from '../net/protocol';
import type { GameRoom } from './gameRoom';

/**
 * Whether two plain-JSON values would be written the same (a key holding undefined counts as absent, as in JSON; the
 * order of keys does not matter). Walks both without building their JSON: the engine hands over a copy of every model
 * each action, so comparing by identity finds nothing, and stringifying each model was a tenth of the server's time.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let keys = 0;
  for (const k in ra) {
    const v = ra[k];
    if (v === undefined) continue;
    keys++;
    if (!sameJson(v, rb[k])) return false;
  }
  for (const k in rb) if (rb[k] !== undefined) keys--;
  return keys === 0;
}

/**
 * Brings the array in line with `want`. Entries before `from` are taken as final (this function wrote them, and only a
 * secret's reveal rewrites an entry: `from` is at or before the first one that may change), so a long game costs a
 * comparison of the tail, not of the whole log, per action.
 */
function reconcile<T>(arr: Y.Array<T>, want: readonly T[], from: number): void {
  let i = Math.min(from, arr.length, want.length);
  const have = arr.slice(i);
  for (let k = 0; i < arr.length && i < want.length && sameJson(have[k], want[i]); i++, k++);
  if (i < arr.length) arr.delete(i, arr.length - i);
  if (i < want.length) arr.push(want.slice(i));
}

/** Each state field (and each model, as `model:<id>`) last written to each document: only a value that changed is written again. */
const writtenFields = new WeakMap<Y.Doc, Map<string, unknown>>();

/** The origin of the server's own writes to a game document (an update arriving from another process has another). */
export const GAME_DOC_ORIGIN = 'sightline-table-server';

export function writeGameDoc(doc: Y.Doc, room: GameRoom): void {
  const view = room.view(null);
  if (!view) return;
  const { actions: _actions, log, ...state } = view;
  const publicActions = room.publicActions();
  const real = room.game?.actions ?? [];
  // The first action shown other than as played (a secret not yet revealed): from there on an entry may be rewritten.
  let firstSecret = publicActions.findIndex((e, i) => e.action !== real[i]);
  if (firstSecret < 0) firstSecret = publicActions.length;
  doc.transact(() => {
    const map = doc.getMap<unknown>(GAME_DOC.map);
    if (map.has(GAME_KEYS.oldState)) map.delete(GAME_KEYS.oldState);
    const fields = doc.getMap<unknown>(GAME_DOC.state);
    let written = writtenFields.get(doc);
    if (!written) {
      // A document loaded from the store: what it holds is what was written.
      written = new Map<string, unknown>(fields.entries());
      for (const [id, m] of doc.getMap<unknown>(GAME_DOC.models).entries()) written.set(`model:${id}`, m);
      writtenFields.set(doc, written);
    }
    // Models by id: an action rewrites only the models it changed; the state's `models` field is their order.
    const models = doc.getMap<unknown>(GAME_DOC.models);
    for (const m of state.models) {
      const key = `model:${m.id}`;
      if (sameJson(written.get(key), m)) continue;
      models.set(m.id, m);
      written.set(key, m);
    }
    if (models.size > state.models.length) {
      const ids = new Set(state.models.map((m) => m.id));
      for (const id of [...models.keys()]) if (!ids.has(id)) models.delete(id);
    }
    const fieldValues: Record<string, unknown> = { ...state, models: state.models.map((m) => m.id) };
    for (const [key, value] of Object.entries(fieldValues)) {
      if (sameJson(written.get(key), value)) continue;
      fields.set(key, value);
      written.set(key, value);
    }
    for (const key of [...fields.keys()]) if (!(key in fieldValues)) fields.delete(key);
    const seats = room.seatsHeld();
    if (!sameJson(map.get(GAME_KEYS.seats), seats)) map.set(GAME_KEYS.seats, seats);
    if (room.ended && map.get(GAME_KEYS.ended) !== true) map.set(GAME_KEYS.ended, true);
    const actions = doc.getArray<LoggedAction>(GAME_DOC.actions);
    // Where a secret was shown hidden, compare from the start of the secrets (at most the entries written so far).
    reconcile(actions, publicActions, Math.min(firstSecret, Math.max(0, actions.length - 1)));
    const lines = doc.getArray<GameLogEntry>(GAME_DOC.log);
    // The game log only grows: compare the last line written, then append.
    reconcile(lines, log, Math.max(0, lines.length - 1));
  }, GAME_DOC_ORIGIN);
}
