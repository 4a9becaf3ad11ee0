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
  /** A seated player ended the game (End game): every page closes it. */
  readonly ended: boolean;
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
  const fields = doc.getMap<unknown>(GAME_DOC.state);
  const state = fields.size ? fields.toJSON() : null;
  if (state && Array.isArray(state.models)) {
    const byId = doc.getMap<unknown>(GAME_DOC.models);
    state.models = (state.models as unknown[]).map((id) => byId.get(String(id))).filter((m) => m !== undefined);
  }
  return {
    state: state && typeof state.rulesetId === 'string' ? (state as GameDocView['state']) : null,
    actions: bySeq(doc.getArray<LoggedAction>(GAME_DOC.actions).toArray()),
    log: bySeq(doc.getArray<GameLogEntry>(GAME_DOC.log).toArray()),
    seats: held,
    ended: map.get(GAME_KEYS.ended) === true,
  };
}

/**
 * The game as the holder of `seat` sees it: its newest `view` where the server sent one for this moment or a later one
 * (a ruleset with secrets), else the document's (no secrets: a seat sees what watchers see; the dice stay on the server).
 */
export function seatState(doc: Y.Doc, view: SharedGameState | null): SharedGameState | null {
  const d = readGameDoc(doc);
  if (view && (!d.state || view.actions.length >= d.actions.length)) return view;
  if (!d.state) return null;
  return { ...d.state, actions: d.actions.map((e) => e.action), log: [...d.log] };
}
