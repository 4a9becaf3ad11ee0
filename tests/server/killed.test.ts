// `npm run serve` killed outright (SIGKILL, no chance to store anything) mid-game and started again on the same data:
// every action a client saw accepted is still in the room's log, and play carries on from it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { legalActions } from '../../engine/index';
import { offerState, roomDocs } from '../../net/protocol';
import { spawnServe, TableClient, waitFor } from './tableClient';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sightline-killed-'));
const children: ChildProcess[] = [];
const clients: TableClient[] = [];

/** Starts `npm run serve`'s script as its own process; resolves with the address it prints. */
function serve(port: number): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--port', String(port), '--data', dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (ws:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1]!, child });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
  });
}

afterAll(() => {
  for (const c of clients) c.close();
  for (const c of children) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a table server killed mid-game', () => {
  it('keeps every accepted action: the log after a restart is the log the clients saw', { timeout: 90_000 }, async () => {
    const first = await serve(0);
    const port = Number(new URL(first.url).port);
    const doc = roomDocs('room-killed').game;
    const seats = [await TableClient.open(first.url, doc), await TableClient.open(first.url, doc)] as const;
    clients.push(...seats);
    expect(await seats[0].request({ t: 'start', rulesetId: 'althammer' })).toMatchObject({ t: 'started' });
    expect(await seats[0].request({ t: 'claim', seat: 0, token: 'killed-seat-one-token' })).toMatchObject({ t: 'seat' });
    expect(await seats[1].request({ t: 'claim', seat: 1, token: 'killed-seat-two-token' })).toMatchObject({ t: 'seat' });
    let accepted = 0;
    for (let i = 0; i < 6; i++) {
      await waitFor('views', () => seats[0].lastView(0)?.state.actions.length === accepted && seats[1].lastView(1)?.state.actions.length === accepted);
      const toAct = seats[0].lastView(0)!.state.toAct!;
      const action = legalActions(offerState(seats[toAct]!.lastView(toAct === 0 ? 0 : 1)!.state))[0]!;
      expect(await seats[toAct]!.request({ t: 'propose', action })).toMatchObject({ t: 'accepted', seq: ++accepted });
    }
    // The last answer has just arrived: kill at once, before any debounced store could run.
    // AltHammer has no secrets: seat 1's own view of the actions is the public log.
    // (The answer went to the proposer; seat 1's copy may get the action a moment later.)
    await waitFor("seat 1's copy", () => seats[0].lastView(0)?.state.actions.length === accepted);
    const seen = [...seats[0].lastView(0)!.state.actions];
    first.child.kill('SIGKILL');
    for (const c of seats) c.close();
    const second = await serve(port);
    const again = await TableClient.open(second.url, doc);
    clients.push(again);
    await waitFor('the log', () => again.game.actions.length === accepted, 10_000);
    expect(again.game.actions.map((e) => e.action)).toEqual(seen);
    expect(await again.request({ t: 'claim', seat: 0, token: 'killed-seat-one-token' })).toMatchObject({ t: 'seat', seat: 0 });
  });

  it("a client that kept its copy through the kill reconnects to a document that holds everything it was sent: nothing to refuse, every field the server's", { timeout: 90_000 }, async () => {
    const first = await spawnServe(0, dataDir);
    children.push(first.child);
    const port = Number(new URL(first.url).port);
    const doc = roomDocs('room-kept-copy').game;
    const seats = [await TableClient.open(first.url, doc), await TableClient.open(first.url, doc)] as const;
    clients.push(...seats);
    expect(await seats[0].request({ t: 'start', rulesetId: 'althammer' })).toMatchObject({ t: 'started' });
    expect(await seats[0].request({ t: 'claim', seat: 0, token: 'kept-seat-one-token-x' })).toMatchObject({ t: 'seat' });
    expect(await seats[1].request({ t: 'claim', seat: 1, token: 'kept-seat-two-token-x' })).toMatchObject({ t: 'seat' });
    let accepted = 0;
    const step = async () => {
      await waitFor('both copies', () => seats.every((c, p) => c.lastView(p === 0 ? 0 : 1)?.state.actions.length === accepted));
      const toAct = seats[0].lastView(0)!.state.toAct!;
      const action = legalActions(offerState(seats[toAct]!.lastView(toAct === 0 ? 0 : 1)!.state))[0]!;
      expect(await seats[toAct]!.request({ t: 'propose', action })).toMatchObject({ t: 'accepted', seq: ++accepted });
    };
    for (let i = 0; i < 4; i++) await step();
    // Killed at once: a whole-document store (2 s after the last change) has not run; the update log has every change.
    await waitFor('the last action in both copies', () => seats.every((c) => c.game.actions.length === accepted));
    first.child.kill('SIGKILL');
    const second = await spawnServe(port, dataDir);
    children.push(second.child);
    // The same clients, the same copies: they reconnect by themselves and take their seats back.
    await waitFor('both reconnected', () => seats.every((c) => c.provider.isSynced), 20_000);
    for (const [c, seat, token] of [[seats[0], 0, 'kept-seat-one-token-x'], [seats[1], 1, 'kept-seat-two-token-x']] as const)
      expect(await c.request({ t: 'claim', seat, token })).toMatchObject({ t: 'seat', seat });
    await step();
    await step();
    const fresh = await TableClient.open(second.url, doc);
    clients.push(fresh);
    await waitFor('the log in a fresh copy', () => fresh.game.actions.length === accepted, 10_000);
    // A copy holding changes the restarted server lacked would have sent them (refused, logged) and kept two values for
    // a field, shown by whichever writer Yjs orders last: the kept copies read exactly what a new client reads.
    expect(second.output()).not.toMatch(/refused an edit of the game document/);
    for (const c of seats) {
      await waitFor('the same copy', () => JSON.stringify(c.game) === JSON.stringify(fresh.game), 5000).catch(() => undefined);
      expect(c.game).toEqual(fresh.game);
    }
  });
});
