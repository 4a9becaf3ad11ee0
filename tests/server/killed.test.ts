// `npm run serve` killed outright (SIGKILL, no chance to store anything) mid-game and started again on the same data:
// every action a client saw accepted is still in the room's log, and play carries on from it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { legalActions } from '../../engine/index';
import { offerState, roomDocs } from '../../net/protocol';
import { TableClient, waitFor } from './tableClient';

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
});
