// Reading a room's game document on a client: the watchers' state, the action log and the seats. The server writes it
// (server/gameDoc.ts); a client's own copy is read-only, and entries are taken by their number so a copy that kept
// entries from before a server restart never shows an action twice.
import type * as Y from 'yjs';
import { GAME_DOC, GAME_KEYS, type GameLogEntry, type LoggedAction, type SharedGameState } from './protocol';

export interface GameDocView {
  /** The game as a watcher sees it (no actions or log: those are below), or null before the game starts. */
  readonly state: Omit<SharedGameState, 'actions' | 'log'> | null;
  readonly actions: readonly LoggedAction[];
  readonly log: readonly GameLogEntry[];
  readonly seats: readonly [boolean, boolean];
}

function bySeq<T extends { seq: number }>(entries: readonly T[]): T[] {
  const seen = new Map<number, T>();
  for (const e of entries) if (typeof e?.seq === 'number') seen.set(e.seq, e);
  return [...seen.values()].sort((a, b) => a.seq - b.seq);
}

export function readGameDoc(doc: Y.Doc): GameDocView {
  const map = doc.getMap<unknown>(GAME_DOC.map);
  const seats = map.get(GAME_KEYS.seats);
  const held: [boolean, boolean] = Array.isArray(seats) ? [seats[0] === true, seats[1] === true] : [false, false];
  const state = map.get(GAME_KEYS.state);
  return {
    state: typeof state === 'object' && state !== null ? (state as GameDocView['state']) : null,
    actions: bySeq(doc.getArray<LoggedAction>(GAME_DOC.actions).toArray()),
    log: bySeq(doc.getArray<GameLogEntry>(GAME_DOC.log).toArray()),
    seats: held,
  };
}
