// More than one table server process (`npm run serve -- --redis redis://HOST:PORT`, all on one data folder): Hocuspocus'
// Redis extension carries every document between the processes; a room's game is applied by one process, its owner
// (the one holding the room's key in Redis), and the others forward their clients' game messages to it over Redis
// pub/sub and relay its answers (and a seat's view) to their own connections. Nothing here decides a rule.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

/** A client's game message, forwarded by the process it is connected to, to the room's owner. */
export interface ForwardedMessage {
  readonly kind: 'message';
  readonly docName: string;
  readonly room: string;
  readonly from: string;
  readonly socketId: string;
  readonly payload: string;
}
/** The owner's answer (or a view) for one connection of the process it is sent to. */
export interface RelayedAnswer {
  readonly kind: 'answer';
  readonly docName: string;
  readonly socketId: string;
  readonly message: string;
}
export type ClusterMessage = ForwardedMessage | RelayedAnswer;

export interface Cluster {
  /** This process's id among the servers. */
  readonly id: string;
  /** The owner of `room`'s game: this process if the room was free, else the other process's id. */
  ownerOf(room: string): Promise<string>;
  /** Whether this process owns `room` now (as far as it knows). */
  owns(room: string): boolean;
  send(to: string, m: ClusterMessage): void;
  close(): Promise<void>;
}

/** How long a room's key lives without renewal: a dead owner's rooms pass to another process after this. */
const OWNER_MS = 30_000;
const RENEW_MS = 10_000;
/** How long another process's ownership is believed without asking Redis again. */
const BELIEVE_MS = 5_000;
const ownerKey = (room: string) => `sightline:owner:${room}`;
const inbox = (id: string) => `sightline:to:${id}`;

export async function joinCluster(url: string, onMessage: (m: ClusterMessage) => void, log: (line: string) => void): Promise<Cluster> {
  const id = randomUUID();
  const pub = new Redis(url, { lazyConnect: true });
  const sub = new Redis(url, { lazyConnect: true });
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(inbox(id));
  sub.on('message', (_channel: string, raw: string) => {
    try {
      onMessage(JSON.parse(raw) as ClusterMessage);
    } catch (e) {
      log(`cluster: a message from Redis could not be read: ${e instanceof Error ? e.message : String(e)}`);
    }
  });
  const owned = new Set<string>();
  const others = new Map<string, { owner: string; until: number }>();
  const renew = setInterval(() => {
    for (const room of owned) {
      void pub.eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end", 1, ownerKey(room), id, OWNER_MS).then((kept) => {
        if (kept === 0) {
          owned.delete(room);
          log(`cluster: room ${room} is no longer owned by this process`);
        }
      });
    }
  }, RENEW_MS);
  renew.unref();
  return {
    id,
    owns: (room) => owned.has(room),
    async ownerOf(room) {
      if (owned.has(room)) return id;
      const known = others.get(room);
      if (known && known.until > Date.now()) return known.owner;
      for (let attempt = 0; attempt < 3; attempt++) {
        if ((await pub.set(ownerKey(room), id, 'PX', OWNER_MS, 'NX')) === 'OK') {
          owned.add(room);
          return id;
        }
        const owner = await pub.get(ownerKey(room));
        if (owner === id) {
          owned.add(room);
          return id;
        }
        if (owner !== null) {
          others.set(room, { owner, until: Date.now() + BELIEVE_MS });
          return owner;
        }
      }
      throw new Error(`no process could take room ${room} in Redis`);
    },
    send(to, m) {
      void pub.publish(inbox(to), JSON.stringify(m));
    },
    async close() {
      clearInterval(renew);
      await Promise.all([...owned].map((room) => pub.eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end", 1, ownerKey(room), id)));
      sub.disconnect();
      pub.disconnect();
    },
  };
}
