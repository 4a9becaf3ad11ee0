// The table server: Hocuspocus (Yjs) with every room's documents stored in SQLite through Hocuspocus' SQLite extension.
// A room has a game document that only this server writes (clients join it read-only and propose actions in stateless
// messages) and, later, a table document the players edit together. Every refusal goes to the one connection that asked,
// with its reason, and is logged; nothing a client sends can stop the server or reach another room.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Server, type Connection, type Document, type onStoreDocumentPayload } from '@hocuspocus/server';
import { Redis as RedisExtension } from '@hocuspocus/extension-redis';
import { SQLite, selectQuery, upsertQuery } from '@hocuspocus/extension-sqlite';
import type BetterSqlite3 from 'better-sqlite3';
import * as Y from 'yjs';
import type { PlayerIndex } from '../engine/index';
import { parseClientMessage, parseDocName, type ServerMessage } from '../net/protocol';
import { joinCluster, type Cluster, type ClusterMessage } from './cluster';
import { GAME_DOC_ORIGIN, writeGameDoc } from './gameDoc';
import { GameRoom } from './gameRoom';
import { sqliteGameStore, type GameDocStore, type GameStore } from './gameStore';
import { TokenBucket } from './rateLimit';

export interface TableServerLimits {
  /** Stateless messages a connection may send a second, on average ... */
  readonly messagesPerSecond: number;
  /** ... and in one burst. */
  readonly burst: number;
  /** The biggest WebSocket frame the server reads at all; a bigger one closes that connection (code 1009). */
  readonly maxFrameBytes: number;
  /** Messages of every kind (Yjs sync and awareness too) a connection may send a second, and in one burst; past that
   * the connection is closed. A live drag on a shared layout sends about one update a frame (up to 144 a second on
   * a fast screen), hence the headroom. */
  readonly framesPerSecond: number;
  readonly frameBurst: number;
}

export const DEFAULT_LIMITS: TableServerLimits = { messagesPerSecond: 10, burst: 20, maxFrameBytes: 1024 * 1024, framesPerSecond: 300, frameBurst: 600 };

export interface TableServerOptions {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly limits?: Partial<TableServerLimits>;
  /** Where the server's log lines go (default: stdout). */
  readonly log?: (line: string) => void;
  /** The seed of each new game (default: the operating system's generator). Tests only. */
  readonly newSeed?: () => number;
  /**
   * redis://host:port: this process is one of several on the same data folder (cluster.ts); documents travel between
   * them through Hocuspocus' Redis extension, and each room's game is applied by the one process that owns it.
   */
  readonly redis?: string;
  /** Appended game document updates folded into one after this many (default GAME_DOC_FOLD_EVERY). Tests only. */
  readonly gameDocFoldEvery?: number;
}

export interface TableServer {
  /** ws://host:port, what a client's provider connects to. */
  readonly url: string;
  readonly port: number;
  /** The SQLite file holding every room. */
  readonly databaseFile: string;
  /** Stores every open document and closes every connection. */
  stop(): Promise<void>;
}

/**
 * What the server knows of one connection to a game document: its seat and its message allowance, and how to answer
 * it (on this process's socket, or through the process it is connected to).
 */
interface Peer {
  seat: PlayerIndex | null;
  readonly bucket: TokenBucket;
  /** When the last "too many messages" line was logged for it (one line a second, not one per message). */
  floodLoggedAt: number;
  readonly reply: (m: ServerMessage) => void;
  readonly label: string;
}

export const DATABASE_FILE = 'sightline-tables.sqlite';

/**
 * A game document's appended updates are folded into one after this many: every update is in the store as it is made,
 * so folding only keeps a room quick to load. (Folding each busy room every 10 s, encoding its whole document, was a
 * twentieth of the server's time at 100 busy rooms.)
 */
export const GAME_DOC_FOLD_EVERY = 100;

export async function startTableServer(options: TableServerOptions): Promise<TableServer> {
  const limits: TableServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? ((line: string) => console.log(`${new Date().toISOString()} ${line}`));
  mkdirSync(options.dataDir, { recursive: true });
  const databaseFile = path.join(options.dataDir, DATABASE_FILE);
  // Table documents (the players' layout) are stored whole, a few seconds after a change, as the extension does (its own
  // store prepares its statement on every call; this one is prepared once). Game documents are written as they change
  // (gameStore.ts, GameDocStore) and stored whole only to fold those updates into one.
  let upsert: BetterSqlite3.Statement<{ name: string; data: Buffer }> | null = null;
  let select: BetterSqlite3.Statement<{ name: string }, { data: Buffer }> | null = null;
  const foldEvery = options.gameDocFoldEvery ?? GAME_DOC_FOLD_EVERY;
  /** Updates appended to each game document this process owns since it was last folded. */
  const appendedSinceFold = new Map<string, number>();
  // Hocuspocus stores a changed document a while after its last change (encoding it whole first); a game document is
  // left alone until it has GAME_DOC_FOLD_EVERY updates to fold.
  class TableSQLite extends SQLite {
    override async onStoreDocument(data: onStoreDocumentPayload): Promise<void> {
      const n = appendedSinceFold.get(data.documentName);
      if (n !== undefined && n < foldEvery) return;
      appendedSinceFold.delete(data.documentName);
      await super.onStoreDocument(data);
    }
  }
  const sqlite: SQLite = new TableSQLite({
    database: databaseFile,
    fetch: async ({ documentName }) => {
      if (!sqlite.db) return null;
      if (parseDocName(documentName)?.kind === 'game') {
        const updates = storeOf().docs.load(documentName);
        if (updates.length) return Y.mergeUpdates(updates);
      }
      // A table document, or a game document stored before the update log.
      select ??= sqlite.db.prepare<{ name: string }, { data: Buffer }>(selectQuery);
      return select.get({ name: documentName })?.data ?? null;
    },
    store: async ({ documentName, state }) => {
      if (!sqlite.db) return;
      const doc = parseDocName(documentName);
      // Only the owner folds a game document's updates (another process's copy may be a moment behind).
      if (doc?.kind === 'game') return cluster && !cluster.owns(doc.room) ? undefined : storeOf().docs.compact(documentName, state);
      upsert ??= sqlite.db.prepare<{ name: string; data: Buffer }>(upsertQuery);
      upsert.run({ name: documentName, data: state });
    },
  });
  let store: (GameStore & { readonly docs: GameDocStore }) | null = null;
  const storeOf = (): GameStore & { readonly docs: GameDocStore } => {
    if (store) return store;
    if (!sqlite.db) throw new Error('the SQLite database is not open yet');
    return (store = sqliteGameStore(sqlite.db));
  };
  const rooms = new Map<string, GameRoom>();
  const roomOf = (id: string): GameRoom => {
    let room = rooms.get(id);
    if (!room) {
      room = new GameRoom(id, storeOf(), options.newSeed);
      if (room.broken) log(`room ${id}: ${room.broken}`);
      rooms.set(id, room);
    }
    return room;
  };
  const peers = new WeakMap<Connection, Peer>();
  const newPeer = (reply: Peer['reply'], label: string): Peer => ({ seat: null, bucket: new TokenBucket(limits.burst, limits.messagesPerSecond), floodLoggedAt: -Infinity, reply, label });
  const peerOf = (c: Connection, docName: string): Peer => {
    let p = peers.get(c);
    if (!p) peers.set(c, (p = newPeer((m) => send(c, m), who(c, docName))));
    return p;
  };
  /** Connections of other processes whose room this process owns, by process, socket and document. */
  const remotePeers = new Map<string, Peer & { readonly room: string }>();
  /** This process's connections whose room another process owns: where that owner's answers go. */
  const forwarded = new Map<string, Connection>();
  // Every message of a connection, whatever its kind: a flood of Yjs messages closes the connection.
  const frames = new WeakMap<Connection, TokenBucket>();
  const send = (c: Connection, m: ServerMessage) => c.sendStateless(JSON.stringify(m));
  const who = (c: Connection, docName: string) => `${docName} connection ${c.socketId.slice(0, 8)}`;

  /**
   * Sends each seat holder of the room its own view (its secrets, not the other's), where it has secrets: a seat without
   * any sees what the game document shows. Sent before the document changes, so a seat never sees the watchers' state of
   * a moment its own view has not reached.
   */
  const sendViews = (document: Document, room: GameRoom, roomId: string) => {
    const holders = [...document.getConnections().map((c) => peers.get(c)), ...[...remotePeers.values()].filter((p) => p.room === roomId)];
    for (const p of holders) {
      const seat = p?.seat;
      if (!p || seat === null || seat === undefined || !room.hasSecrets(seat)) continue;
      const state = room.view(seat);
      if (state) p.reply({ t: 'view', seat, state });
    }
  };

  /** Takes one message from the peer's allowance; past it, the peer is told why (and the log says so once a second). */
  const admit = (peer: Peer): boolean => {
    const now = performance.now();
    if (peer.bucket.take(now)) return true;
    if (now - peer.floodLoggedAt > 1000) {
      peer.floodLoggedAt = now;
      log(`${peer.label}: refused: more than ${limits.messagesPerSecond} messages a second`);
    }
    peer.reply({ t: 'refused', id: null, reason: `Too many messages: the table takes ${limits.messagesPerSecond} a second from each player. Wait a moment and try again.` });
    return false;
  };

  const handleGameMessage = (peer: Peer, document: Document, roomId: string, payload: string) => {
    if (!admit(peer)) return;
    const parsed = parseClientMessage(payload);
    if (!parsed.ok) {
      log(`${peer.label}: refused a malformed message: ${parsed.reason.slice(0, 200)}`);
      peer.reply({ t: 'refused', id: parsed.id, reason: parsed.reason });
      return;
    }
    const msg = parsed.msg;
    const room = roomOf(roomId);
    const refuse = (reason: string) => {
      log(`${peer.label}: refused ${msg.t}: ${reason.slice(0, 200)}`);
      peer.reply({ t: 'refused', id: msg.id, reason });
    };
    if (msg.t === 'start') {
      const answer = room.start(msg.rulesetId, msg.setup);
      if (!answer.ok) return refuse(answer.reason);
      sendViews(document, room, roomId);
      writeGameDoc(document, room);
      log(`room ${roomId}: game of ${msg.rulesetId} started`);
      peer.reply({ t: 'started', id: msg.id });
    } else if (msg.t === 'claim') {
      const answer = room.claim(msg.seat, msg.token);
      if (!answer.ok) return refuse(answer.reason);
      peer.seat = msg.seat;
      sendViews(document, room, roomId);
      writeGameDoc(document, room);
      log(`room ${roomId}: seat ${msg.seat + 1} held by ${peer.label}`);
      peer.reply({ t: 'seat', id: msg.id, seat: msg.seat });
    } else if (msg.t === 'end') {
      const answer = room.end(peer.seat);
      if (!answer.ok) return refuse(answer.reason);
      sendViews(document, room, roomId);
      writeGameDoc(document, room);
      log(`room ${roomId}: game ended by ${peer.label}`);
      peer.reply({ t: 'ended', id: msg.id });
    } else {
      const answer = room.propose(peer.seat, msg.action);
      if (!answer.ok) return refuse(answer.reason);
      sendViews(document, room, roomId);
      writeGameDoc(document, room);
      peer.reply({ t: 'accepted', id: msg.id, seq: answer.seq });
    }
  };

  let cluster: Cluster | null = null;
  /** Game documents this process owns and opened itself (none of its own clients in the room). */
  const opened = new Map<string, Promise<Document>>();
  const documentFor = (docName: string): Promise<Document> => {
    const loaded = server.hocuspocus.documents.get(docName);
    if (loaded) return Promise.resolve(loaded);
    let p = opened.get(docName);
    if (!p) opened.set(docName, (p = server.hocuspocus.openDirectConnection(docName).then((d) => d.document!)));
    return p;
  };
  const onCluster = async (m: ClusterMessage) => {
    if (m.kind === 'answer') {
      forwarded.get(`${m.socketId}/${m.docName}`)?.sendStateless(m.message);
      return;
    }
    const key = `${m.from}/${m.socketId}/${m.docName}`;
    let peer = remotePeers.get(key);
    if (!peer) {
      const reply = (msg: ServerMessage) => cluster?.send(m.from, { kind: 'answer', docName: m.docName, socketId: m.socketId, message: JSON.stringify(msg) });
      remotePeers.set(key, (peer = { ...newPeer(reply, `${m.docName} connection ${m.socketId.slice(0, 8)} (process ${m.from.slice(0, 8)})`), room: m.room }));
    }
    try {
      handleGameMessage(peer, await documentFor(m.docName), m.room, m.payload);
    } catch (e) {
      log(`${peer.label}: error on a message: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      peer.reply({ t: 'refused', id: null, reason: 'The table server could not handle that message; the game is unchanged.' });
    }
  };
  const redisUrl = options.redis ? new URL(options.redis) : null;

  const server = new Server({
    port: options.port,
    address: options.host,
    quiet: true,
    stopOnSignals: false,
    // Whole documents are stored 2 s after the last change, at most 10 s after the first. The game's own record and its
    // document's updates are written as an action is accepted (gameStore.ts), so a crash loses no accepted action
    // whatever this is; a table document's last seconds of edits are in the players' copies, which send them again when
    // they reconnect. (Every second for every room cost the server a fifth of its time at 50 busy rooms.)
    debounce: 2000,
    maxDebounce: 10000,
    websocketOptions: { maxPayload: limits.maxFrameBytes },
    extensions: redisUrl ? [sqlite, new RedisExtension({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) })] : [sqlite],
    async onAuthenticate({ documentName, connectionConfig }) {
      const doc = parseDocName(documentName);
      if (!doc) {
        log(`refused a connection to "${documentName.slice(0, 80)}": not a room document`);
        throw new Error(`There is no room document "${documentName.slice(0, 80)}": rooms are game/<room> and table/<room>.`);
      }
      // Nobody but the server writes the game document: proposals come as messages, the log is the server's answer.
      if (doc.kind === 'game') connectionConfig.readOnly = true;
    },
    async afterLoadDocument({ documentName, document }) {
      const doc = parseDocName(documentName);
      if (doc?.kind !== 'game') return;
      // With other processes, only the room's owner writes its game; the others' copies follow through Redis.
      if (cluster && (await cluster.ownerOf(doc.room)) !== cluster.id) return;
      // Every change this process makes from now on is stored as it is made.
      document.on('update', (update: Uint8Array, origin: unknown) => {
        if (origin !== GAME_DOC_ORIGIN) return;
        storeOf().docs.append(documentName, update);
        appendedSinceFold.set(documentName, (appendedSinceFold.get(documentName) ?? 0) + 1);
      });
      writeGameDoc(document, roomOf(doc.room));
    },
    async beforeHandleMessage({ connection, documentName }) {
      let bucket = frames.get(connection);
      if (!bucket) frames.set(connection, (bucket = new TokenBucket(limits.frameBurst, limits.framesPerSecond)));
      if (bucket.take(performance.now())) return;
      log(`${who(connection, documentName)}: closed: more than ${limits.framesPerSecond} messages a second`);
      // Thrown here, Hocuspocus closes this connection with the code and reason given.
      throw Object.assign(new Error('flood'), { code: 4429, reason: `Too many messages: at most ${limits.framesPerSecond} a second.` });
    },
    async beforeSync({ documentName, document, connection, type, payload }) {
      // A client's own edit of the game document (a sync step 2 or an update it holds that the server does not): the
      // read-only connection drops it; here it is logged and the client told why.
      if (parseDocName(documentName)?.kind !== 'game' || (type !== 1 && type !== 2)) return;
      let contained = false;
      try {
        contained = Y.snapshotContainsUpdate(Y.snapshot(document), payload);
      } catch {
        contained = false;
      }
      if (contained) return;
      log(`${who(connection, documentName)}: refused an edit of the game document`);
      send(connection, { t: 'refused', id: null, reason: 'Only the table server writes the game and its log: propose an action instead.' });
    },
    async onStateless({ connection, document, documentName, payload }) {
      const doc = parseDocName(documentName);
      if (doc?.kind !== 'game') {
        send(connection, { t: 'refused', id: null, reason: 'Messages go to the game document of a room (game/<room>).' });
        return;
      }
      try {
        const peer = peerOf(connection, documentName);
        if (cluster) {
          const owner = await cluster.ownerOf(doc.room);
          if (owner !== cluster.id) {
            // Another process applies this room's game: the message goes there, its answers come back here.
            if (!admit(peer)) return;
            forwarded.set(`${connection.socketId}/${documentName}`, connection);
            cluster.send(owner, { kind: 'message', docName: documentName, room: doc.room, from: cluster.id, socketId: connection.socketId, payload });
            return;
          }
        }
        handleGameMessage(peer, document, doc.room, payload);
      } catch (e) {
        log(`${who(connection, documentName)}: error on a message: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
        send(connection, { t: 'refused', id: null, reason: 'The table server could not handle that message; the game is unchanged.' });
      }
    },
    async afterUnloadDocument({ documentName }) {
      appendedSinceFold.delete(documentName);
      const doc = parseDocName(documentName);
      if (doc?.kind === 'game') rooms.delete(doc.room);
    },
  });
  if (options.redis) cluster = await joinCluster(options.redis, (m) => void onCluster(m), log);
  await server.listen();
  storeOf();
  const port = server.address.port;
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `ws://${shownHost}:${port}`,
    port,
    databaseFile,
    stop: async () => {
      await server.destroy();
      await cluster?.close();
    },
  };
}
