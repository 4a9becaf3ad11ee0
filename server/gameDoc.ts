// Writes a room's game into its Yjs document, the copy every client of the room syncs: the watchers' state, the action
// log (public versions: a secret goal stays "hidden" until revealed, then its entry is rewritten) and the game log.
// Idempotent: called after every accepted message and when the document loads, so a document stored before a crash
// catches up with the server's own record (gameStore.ts).
import type * as Y from 'yjs';
import type { GameLogEntry } from '../engine/index';
import { GAME_DOC, GAME_KEYS, type LoggedAction } from '../net/protocol';
import type { GameRoom } from './gameRoom';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Brings the arrays in line with `want`, touching only entries that differ (normally: appending the new ones). */
function reconcile<T>(arr: Y.Array<T>, want: readonly T[]): void {
  const have = arr.toArray();
  let i = 0;
  while (i < have.length && i < want.length && same(have[i], want[i])) i++;
  if (i < have.length) arr.delete(i, have.length - i);
  if (i < want.length) arr.push(want.slice(i));
}

export function writeGameDoc(doc: Y.Doc, room: GameRoom): void {
  const view = room.view(null);
  if (!view) return;
  const { actions: _actions, log, ...state } = view;
  doc.transact(() => {
    const map = doc.getMap<unknown>(GAME_DOC.map);
    if (!same(map.get(GAME_KEYS.state), state)) map.set(GAME_KEYS.state, state);
    const seats = room.seatsHeld();
    if (!same(map.get(GAME_KEYS.seats), seats)) map.set(GAME_KEYS.seats, seats);
    reconcile(doc.getArray<LoggedAction>(GAME_DOC.actions), room.publicActions());
    reconcile(doc.getArray<GameLogEntry>(GAME_DOC.log), log);
  }, 'sightline-table-server');
}
