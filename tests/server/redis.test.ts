// Two table server processes on one data folder, joined through Redis (Debian's redis-server, started here on a free
// port): the clients of one room split across them play one game; the room's owner applies every action, the other
// process forwards its client's messages and relays the answers; a refusal reaches its proposer only; both copies of
// the room's log are the same. (.ci/run installs redis-server.)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalActions } from '../../engine/index';
import { offerState, roomDocs } from '../../net/protocol';
import { startTableServer, type TableServer } from '../../server/tableServer';
import { TableClient, waitFor } from './tableClient';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sightline-redis-'));
let redis: ChildProcess;
let redisUrl = '';
const servers: TableServer[] = [];
const clients: TableClient[] = [];
const lines: string[] = [];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    redis.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (/Ready to accept connections/.test(out)) resolve();
    });
    redis.once('error', reject);
    redis.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${out}`)));
  });
  redisUrl = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 2; i++) servers.push(await startTableServer({ port: 0, host: '127.0.0.1', dataDir, redis: redisUrl, log: (l) => lines.push(`server ${i + 1}: ${l}`) }));
});
afterAll(async () => {
  for (const c of clients) c.close();
  for (const s of servers) await s.stop();
  redis?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two table server processes through Redis', () => {
  it("a room's two players on different processes play one game; refusals reach the proposer only; one log", { timeout: 60_000 }, async () => {
    const doc = roomDocs('room-two-servers').game;
    const one = await TableClient.open(servers[0]!.url, doc);
    const two = await TableClient.open(servers[1]!.url, doc);
    clients.push(one, two);
    // Player 2 starts the game through the process that does not own the room.
    expect(await two.request({ t: 'start', rulesetId: 'althammer' })).toMatchObject({ t: 'started' });
    expect(await one.request({ t: 'claim', seat: 0, token: 'redis-seat-one-token' })).toMatchObject({ t: 'seat', seat: 0 });
    expect(await two.request({ t: 'claim', seat: 1, token: 'redis-seat-two-token' })).toMatchObject({ t: 'seat', seat: 1 });
    const seats = [one, two] as const;
    let accepted = 0;
    for (let i = 0; i < 8; i++) {
      await waitFor('both copies', () => seats.every((c, p) => c.lastView(p === 0 ? 0 : 1)?.state.actions.length === accepted));
      const toAct = one.lastView(0)!.state.toAct!;
      const mover = seats[toAct]!;
      const waiting = seats[toAct === 0 ? 1 : 0]!;
      // The player not to act proposes: refused, to that player alone.
      const [heard, moverHeard] = [waiting.messages.length, mover.messages.length];
      const action = legalActions(offerState(mover.lastView(toAct === 0 ? 0 : 1)!.state))[0]!;
      expect(await waiting.request({ t: 'propose', action })).toMatchObject({ t: 'refused' });
      expect(await mover.request({ t: 'propose', action })).toMatchObject({ t: 'accepted', seq: ++accepted });
      expect(mover.messages.slice(moverHeard).filter((m) => m.t === 'refused')).toEqual([]);
      expect(waiting.messages.slice(heard).filter((m) => m.t === 'refused')).toHaveLength(1);
    }
    await waitFor('both logs', () => one.game.actions.length === accepted && two.game.actions.length === accepted);
    expect(two.game.actions).toEqual(one.game.actions);
    expect(two.game.state).toEqual(one.game.state);
    // Both processes had a client in the room, and one of them forwarded: the game was applied once, by its owner.
    expect(lines.some((l) => /^server [12]: room room-two-servers: game of althammer started$/.test(l))).toBe(true);
    expect(lines.filter((l) => /game of althammer started/.test(l))).toHaveLength(1);
  });
});
