// Writes a room's game into its Yjs document, the copy every client of the room syncs: the watchers' state, the action
// log (public versions: a secret goal stays "hidden" until revealed, then its entry is rewritten) and the game log.
// Idempotent: called after every accepted message and when the document loads, so a document stored before a crash
// catches up with the server's own record (gameStore.ts).
import type * as Y from 'yjs';
import type { GameLogEntry } from '../engine/index';
import { GAME_DOC, GAME_KEYS, type LoggedAction } from '../net/protocol';
import type { GameRoom } from './gameRoom';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Brings the array in line with `want`. Entries before `from` are taken as final (this function wrote them, and only a
 * secret's reveal rewrites an entry: `from` is at or before the first one that may change), so a long game costs a
 * comparison of the tail, not of the whole log, per action.
 */
function reconcile<T>(arr: Y.Array<T>, want: readonly T[], from: number): void {
  let i = Math.min(from, arr.length, want.length);
  const have = arr.slice(i);
  for (let k = 0; i < arr.length && i < want.length && same(have[k], want[i]); i++, k++);
  if (i < arr.length) arr.delete(i, arr.length - i);
  if (i < want.length) arr.push(want.slice(i));
}

/** The watchers' state last written to each document, as JSON: a change of seats alone does not rewrite the state. */
const writtenState = new WeakMap<Y.Doc, string>();

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
    const stateJson = JSON.stringify(state);
    if (writtenState.get(doc) !== stateJson && JSON.stringify(map.get(GAME_KEYS.state)) !== stateJson) map.set(GAME_KEYS.state, state);
    writtenState.set(doc, stateJson);
    const seats = room.seatsHeld();
    if (!same(map.get(GAME_KEYS.seats), seats)) map.set(GAME_KEYS.seats, seats);
    const actions = doc.getArray<LoggedAction>(GAME_DOC.actions);
    // Where a secret was shown hidden, compare from the start of the secrets (at most the entries written so far).
    reconcile(actions, publicActions, Math.min(firstSecret, Math.max(0, actions.length - 1)));
    const lines = doc.getArray<GameLogEntry>(GAME_DOC.log);
    // The game log only grows: compare the last line written, then append.
    reconcile(lines, log, Math.max(0, lines.length - 1));
  }, 'sightline-table-server');
}
