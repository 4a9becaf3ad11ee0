// Test helpers for the table server: a server in this process on a free port, and a client that connects like the app
// will (@hocuspocus/provider over ws) and waits for the server's answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { readGameDoc, seatState } from '../../net/gameDoc';
import type { ServerMessage } from '../../net/protocol';
import { startTableServer, type TableServer, type TableServerOptions } from '../../server/tableServer';

export interface TestServer {
  readonly server: TableServer;
  readonly dataDir: string;
  readonly lines: string[];
  restart(): Promise<TestServer>;
  dispose(): Promise<void>;
}

export async function testServer(opts: Partial<TableServerOptions> = {}, dataDir = mkdtempSync(path.join(tmpdir(), 'sightline-tables-'))): Promise<TestServer> {
  const lines: string[] = [];
  const server = await startTableServer({ port: 0, host: '127.0.0.1', dataDir, log: (l) => lines.push(l), ...opts });
  let stopped = false;
  const stop = async () => {
    if (!stopped) await server.stop();
    stopped = true;
  };
  return {
    server,
    dataDir,
    lines,
    async restart() {
      await stop();
      return testServer({ ...opts, port: server.port }, dataDir);
    },
    async dispose() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npm run serve`'s script as its own process (one a test may kill outright); resolves with the address it prints. */
export function spawnServe(port: number, dataDir: string): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', String(port), '--data', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (ws:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1]!, child, output: () => out });
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
  });
}

export async function waitFor<T>(what: string, probe: () => T | undefined | null | false, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = probe();
    if (v !== undefined && v !== null && v !== false) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

let nextId = 1;

export class TableClient {
  readonly doc = new Y.Doc();
  readonly messages: ServerMessage[] = [];
  readonly socket: HocuspocusProviderWebsocket;
  readonly provider: HocuspocusProvider;
  closed = false;

  /** `messageReconnectTimeout`: how long a silent socket is trusted before the provider reconnects (its default: 30 s). */
  constructor(url: string, docName: string, opts: { messageReconnectTimeout?: number } = {}) {
    this.socket = new HocuspocusProviderWebsocket({ url, WebSocketPolyfill: WebSocket, delay: 100, minDelay: 100, maxDelay: 500, ...opts });
    this.provider = new HocuspocusProvider({
      websocketProvider: this.socket,
      name: docName,
      document: this.doc,
      token: 'sightline',
      onStateless: ({ payload }) => this.messages.push(JSON.parse(payload) as ServerMessage),
      onClose: () => {
        this.closed = true;
      },
    });
    this.provider.attach();
  }

  static async open(url: string, docName: string, opts: { messageReconnectTimeout?: number } = {}): Promise<TableClient> {
    const c = new TableClient(url, docName, opts);
    await waitFor(`${docName} to sync`, () => c.provider.isSynced);
    return c;
  }

  get game() {
    return readGameDoc(this.doc);
  }

  /** Sends a message and waits for the answer that echoes its id. */
  async request(msg: Record<string, unknown>): Promise<ServerMessage> {
    const id = `m${nextId++}`;
    this.send(JSON.stringify({ ...msg, id }));
    return waitFor(`an answer to ${id}`, () => this.messages.find((m) => 'id' in m && m.id === id));
  }

  send(raw: string): void {
    this.provider.sendStateless(raw);
  }

  /** The game as this client's seat sees it (its newest view, or the document where the seat has no secrets), once held. */
  lastView(seat: 0 | 1): Extract<ServerMessage, { t: 'view' }> | undefined {
    if (!this.messages.some((m) => m.t === 'seat' && m.seat === seat)) return undefined;
    const view = [...this.messages].reverse().find((m): m is Extract<ServerMessage, { t: 'view' }> => m.t === 'view' && m.seat === seat);
    const state = seatState(this.doc, view?.state ?? null);
    return state ? { t: 'view', seat, state } : undefined;
  }

  close(): void {
    this.provider.destroy();
    this.socket.destroy();
  }
}
