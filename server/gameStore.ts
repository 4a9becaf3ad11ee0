// The server's own record of each room's game: the setup with its seed, the seats' token hashes and every accepted
// action, in the same SQLite file as the rooms' documents. Written synchronously before an action is shown to anyone,
// so an action a client has seen accepted survives a crash; the game document is rebuilt from it (gameDoc.ts).
import type BetterSqlite3 from 'better-sqlite3';
import type { GameAction, GameSetup, PlayerIndex } from '../engine/index';

export interface GameRecord {
  readonly setup: GameSetup;
  readonly seatHashes: readonly [string | null, string | null];
  readonly actions: readonly GameAction[];
  /** A seated player ended the game (End game): no more actions, and the seed is public. */
  readonly ended: boolean;
}

/** Where a room's game is kept; the SQLite one below, or a Map in tests of the room alone. */
export interface GameStore {
  load(room: string): GameRecord | null;
  create(room: string, setup: GameSetup): void;
  claimSeat(room: string, seat: PlayerIndex, tokenHash: string): void;
  appendAction(room: string, seq: number, action: GameAction): void;
  /** Marks the room's game ended (End game by a seated player). */
  end(room: string): void;
}

/**
 * The game documents' own store: each change the server makes to a room's game document, appended as it is made (a few
 * kilobytes: the fields an action changed), so the stored document is never behind what a client was sent; now and then
 * the updates are folded into one. (A whole-document store a second later left a window in which a client held changes
 * the restarted server did not: the client's copy then kept two values for a field.)
 */
export interface GameDocStore {
  load(docName: string): Uint8Array[];
  append(docName: string, update: Uint8Array): void;
  /** Replaces the document's updates with its whole state (one update). */
  compact(docName: string, state: Uint8Array): void;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS sightline_games (
  room TEXT PRIMARY KEY,
  setup TEXT NOT NULL,
  seat0 TEXT,
  seat1 TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS sightline_game_doc_updates (
  doc TEXT NOT NULL,
  n INTEGER PRIMARY KEY AUTOINCREMENT,
  data BLOB NOT NULL
);
CREATE INDEX IF NOT EXISTS sightline_game_doc_updates_doc ON sightline_game_doc_updates (doc, n);
CREATE TABLE IF NOT EXISTS sightline_game_actions (
  room TEXT NOT NULL,
  seq INTEGER NOT NULL,
  action TEXT NOT NULL,
  PRIMARY KEY (room, seq)
);`;

export function sqliteGameStore(db: BetterSqlite3.Database): GameStore & { readonly docs: GameDocStore } {
  // Write-ahead log, synced at checkpoints: a commit survives the server process being killed (the operating system has
  // it), though not a power cut in the same instant; every write no longer waits for the disk (the server bench spent a
  // quarter of its CPU time in the two stores' writes before this).
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA);
  // Rooms stored before End game reached the server have no `ended_at` column: added (null: not ended).
  if (!db.prepare<[], { name: string }>('PRAGMA table_info(sightline_games)').all().some((c) => c.name === 'ended_at')) db.exec('ALTER TABLE sightline_games ADD COLUMN ended_at TEXT');
  const selectGame = db.prepare<[string], { setup: string; seat0: string | null; seat1: string | null; ended_at: string | null }>('SELECT setup, seat0, seat1, ended_at FROM sightline_games WHERE room = ?');
  const endGame = db.prepare<[string, string]>('UPDATE sightline_games SET ended_at = ? WHERE room = ? AND ended_at IS NULL');
  const selectActions = db.prepare<[string], { action: string }>('SELECT action FROM sightline_game_actions WHERE room = ? ORDER BY seq');
  const insertGame = db.prepare<[string, string, string]>('INSERT INTO sightline_games (room, setup, created_at) VALUES (?, ?, ?)');
  const seatStmts = [
    db.prepare<[string, string]>('UPDATE sightline_games SET seat0 = ? WHERE room = ?'),
    db.prepare<[string, string]>('UPDATE sightline_games SET seat1 = ? WHERE room = ?'),
  ] as const;
  // The primary key (room, seq) refuses a second action with the same number: two proposals can never both become seq n.
  const insertAction = db.prepare<[string, number, string]>('INSERT INTO sightline_game_actions (room, seq, action) VALUES (?, ?, ?)');
  const selectUpdates = db.prepare<[string], { data: Buffer }>('SELECT data FROM sightline_game_doc_updates WHERE doc = ? ORDER BY n');
  const insertUpdate = db.prepare<[string, Buffer]>('INSERT INTO sightline_game_doc_updates (doc, data) VALUES (?, ?)');
  const deleteUpdates = db.prepare<[string]>('DELETE FROM sightline_game_doc_updates WHERE doc = ?');
  const compact = db.transaction((doc: string, state: Uint8Array) => {
    deleteUpdates.run(doc);
    insertUpdate.run(doc, Buffer.from(state));
  });
  return {
    docs: {
      load: (doc) => selectUpdates.all(doc).map((r) => new Uint8Array(r.data)),
      append: (doc, update) => void insertUpdate.run(doc, Buffer.from(update)),
      compact: (doc, state) => void compact(doc, state),
    },
    load(room) {
      const g = selectGame.get(room);
      if (!g) return null;
      return {
        setup: JSON.parse(g.setup) as GameSetup,
        seatHashes: [g.seat0, g.seat1],
        actions: selectActions.all(room).map((r) => JSON.parse(r.action) as GameAction),
        ended: g.ended_at !== null,
      };
    },
    create(room, setup) {
      insertGame.run(room, JSON.stringify(setup), new Date().toISOString());
    },
    claimSeat(room, seat, tokenHash) {
      seatStmts[seat].run(tokenHash, room);
    },
    appendAction(room, seq, action) {
      insertAction.run(room, seq, JSON.stringify(action));
    },
    end(room) {
      endGame.run(new Date().toISOString(), room);
    },
  };
}

/** A store in memory: for tests of a room without a server. */
export function memoryGameStore(): GameStore & { readonly records: Map<string, GameRecord> } {
  const records = new Map<string, GameRecord>();
  return {
    records,
    load: (room) => records.get(room) ?? null,
    create(room, setup) {
      records.set(room, { setup, seatHashes: [null, null], actions: [], ended: false });
    },
    claimSeat(room, seat, tokenHash) {
      const r = records.get(room);
      if (!r) return;
      const seatHashes: [string | null, string | null] = [r.seatHashes[0], r.seatHashes[1]];
      seatHashes[seat] = tokenHash;
      records.set(room, { ...r, seatHashes });
    },
    appendAction(room, seq, action) {
      const r = records.get(room);
      if (!r) return;
      if (r.actions.length + 1 !== seq) throw new Error(`action ${seq} of room ${room} after ${r.actions.length}`);
      records.set(room, { ...r, actions: [...r.actions, action] });
    },
    end(room) {
      const r = records.get(room);
      if (r) records.set(room, { ...r, ended: true });
    },
  };
}
