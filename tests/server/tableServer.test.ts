// The table server in this process on a free port, clients over ws with @hocuspocus/provider: a game played through
// proposals, each accepted action in every client's copy of the log, refusals to the proposer only, secrets to their
// owner only, and a restart that loses nothing.
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { legalActions, type GameAction } from '../../engine/index';
import { offerState, roomDocs } from '../../net/protocol';
import { DATABASE_FILE } from '../../server/tableServer';
import { TableClient, testServer, waitFor, type TestServer } from './tableClient';

const TOKENS = ['seat-one-token-aaaaaaaa', 'seat-two-token-bbbbbbbb'] as const;
let open: { servers: TestServer[]; clients: TableClient[] } = { servers: [], clients: [] };

afterEach(async () => {
  for (const c of open.clients) c.close();
  for (const s of open.servers) await s.dispose();
  open = { servers: [], clients: [] };
});

async function serverUp(gameDocFoldEvery?: number): Promise<TestServer> {
  const s = await testServer({ newSeed: () => 5150, gameDocFoldEvery });
  open.servers.push(s);
  return s;
}
async function client(s: TestServer, room: string): Promise<TableClient> {
  const c = await TableClient.open(s.server.url, roomDocs(room).game);
  open.clients.push(c);
  return c;
}

/** A room with a started game of `rulesetId`, a client in each seat and one watcher. */
async function seatedRoom(s: TestServer, room: string, rulesetId: string) {
  const [p1, p2, watcher] = [await client(s, room), await client(s, room), await client(s, room)];
  expect(await p1.request({ t: 'start', rulesetId })).toMatchObject({ t: 'started' });
  expect(await p1.request({ t: 'claim', seat: 0, token: TOKENS[0] })).toMatchObject({ t: 'seat', seat: 0 });
  expect(await p2.request({ t: 'claim', seat: 1, token: TOKENS[1] })).toMatchObject({ t: 'seat', seat: 1 });
  await waitFor('every copy to show the game', () => [p1, p2, watcher].every((c) => c.game.state !== null && c.game.seats[1]));
  return { seats: [p1, p2] as const, watcher };
}

/** The seat to act proposes the first legal action (from its own view); resolves with the answer. */
async function proposeFirst(seats: readonly [TableClient, TableClient]) {
  const toAct = seats[0].game.state!.toAct!;
  // legalActions rolls no dice: the seat's own view (seed and generator withheld) is enough to offer actions.
  const action: GameAction = legalActions(offerState(seats[toAct].lastView(toAct)!.state))[0]!;
  return { action, answer: await seats[toAct].request({ t: 'propose', action }), toAct };
}

describe('the table server', () => {
  it('applies a proposed action and every client sees it in its copy of the log; the seed stays on the server', async () => {
    const s = await serverUp();
    const { seats, watcher } = await seatedRoom(s, 'room-one', 'hamwarmer');
    const { action, answer } = await proposeFirst(seats);
    expect(answer).toMatchObject({ t: 'accepted', seq: 1 });
    for (const c of [...seats, watcher]) {
      await waitFor('the action in the log', () => c.game.actions.length === 1);
      expect(c.game.actions[0]).toEqual({ seq: 1, action });
      expect(c.game.state!.setup.seed).toBeNull();
      expect(c.game.state!.dice).toBeNull();
      expect(JSON.stringify(c.doc.toJSON())).not.toContain('5150');
    }
  });

  it('sends a refusal to the proposer only, and the log does not change', async () => {
    const s = await serverUp();
    const { seats, watcher } = await seatedRoom(s, 'room-two', 'hamwarmer');
    const toAct = seats[0].game.state!.toAct!;
    const answer = await seats[toAct].request({ t: 'propose', action: { type: 'fly-away', player: toAct } });
    expect(answer).toMatchObject({ t: 'refused' });
    expect((answer as { reason: string }).reason.length).toBeGreaterThan(10);
    const others = [seats[1 - toAct]!, watcher];
    await new Promise((r) => setTimeout(r, 100));
    for (const c of others) expect(c.messages.filter((m) => m.t === 'refused')).toEqual([]);
    expect(seats[toAct]!.game.actions).toEqual([]);
    expect(s.lines.some((l) => l.includes('refused propose'))).toBe(true);
  });

  it("sends Hammer Wars' secret goal to its owner only", async () => {
    const s = await serverUp();
    const { seats, watcher } = await seatedRoom(s, 'room-hw', 'hammer-wars');
    let goal: { action: GameAction; toAct: number; seq: number } | null = null;
    for (let i = 0; i < 6 && !goal; i++) {
      const { action, answer, toAct } = await proposeFirst(seats);
      expect(answer).toMatchObject({ t: 'accepted' });
      const seq = (answer as { seq: number }).seq;
      await waitFor('both views', () => seats.every((c, p) => c.lastView(p === 0 ? 0 : 1)?.state.actions.length === seq));
      if (action.type === 'choose-goal') goal = { action, toAct, seq };
    }
    expect(goal).not.toBeNull();
    const { action, toAct, seq } = goal!;
    await waitFor('the goal in the log', () => watcher.game.actions.length >= seq);
    expect(watcher.game.actions[seq - 1]!.action).toEqual({ type: 'choose-goal', player: toAct, goal: 'hidden' });
    expect(seats[toAct]!.lastView(toAct === 0 ? 0 : 1)!.state.actions[seq - 1]).toEqual(action);
    const otherSeat = toAct === 0 ? 1 : 0;
    expect(seats[otherSeat]!.lastView(otherSeat)!.state.actions[seq - 1]).toEqual({ type: 'choose-goal', player: toAct, goal: 'hidden' });
    // No view of the other seat ever reached the owner's opponent.
    expect(seats[otherSeat]!.messages.some((m) => m.t === 'view' && m.seat === toAct)).toBe(false);
  });

  it('keeps the game through a restart: the same log, the same seats, and play carries on', async () => {
    let s = await serverUp();
    const { seats } = await seatedRoom(s, 'room-restart', 'hamwarmer');
    const first = await proposeFirst(seats);
    expect(first.answer).toMatchObject({ t: 'accepted', seq: 1 });
    for (const c of seats) c.close();
    s = await s.restart();
    open.servers = [s];
    const [p1, p2] = [await client(s, 'room-restart'), await client(s, 'room-restart')];
    await waitFor('the stored log', () => p1.game.actions.length === 1);
    expect(p1.game.actions[0]!.action).toEqual(first.action);
    expect(await p1.request({ t: 'claim', seat: 1, token: TOKENS[0] })).toMatchObject({ t: 'refused' });
    expect(await p1.request({ t: 'claim', seat: 0, token: TOKENS[0] })).toMatchObject({ t: 'seat', seat: 0 });
    expect(await p2.request({ t: 'claim', seat: 1, token: TOKENS[1] })).toMatchObject({ t: 'seat', seat: 1 });
    const second = await proposeFirst([p1, p2]);
    expect(second.answer).toMatchObject({ t: 'accepted', seq: 2 });
  });

  it("folds a game document's appended updates into one only once there are enough of them, and the folded room loads whole", async () => {
    const updatesOf = (s: TestServer, docName: string): number => {
      const db = new Database(path.join(s.dataDir, DATABASE_FILE), { readonly: true });
      try {
        return db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM sightline_game_doc_updates WHERE doc = ?').get(docName)!.n;
      } finally {
        db.close();
      }
    };
    const s = await serverUp(8);
    const { seats } = await seatedRoom(s, 'room-fold', 'althammer');
    const docName = roomDocs('room-fold').game;
    // The start and the two claims: fewer updates than 8, so the document's store (2 s after the last change) folds nothing.
    const few = updatesOf(s, docName);
    expect(few).toBeGreaterThan(1);
    expect(few).toBeLessThan(8);
    await new Promise((r) => setTimeout(r, 2600));
    expect(updatesOf(s, docName)).toBe(few);
    for (let i = 0; i < 8; i++) expect((await proposeFirst(seats)).answer).toMatchObject({ t: 'accepted', seq: i + 1 });
    await waitFor('the updates folded into one', () => updatesOf(s, docName) === 1, 6000);
    const log = seats[0].game.actions;
    for (const c of seats) c.close();
    const again = await s.restart();
    open.servers.push(again);
    const reader = await client(again, 'room-fold');
    await waitFor('the log read back', () => reader.game.actions.length === 8);
    expect(reader.game.actions).toEqual(log);
  });

  it('End game: a watcher is refused; a seated player ends it for every copy of the room, and the flag survives a restart', async () => {
    let s = await serverUp();
    const { seats, watcher } = await seatedRoom(s, 'room-end', 'hamwarmer');
    expect((await proposeFirst(seats)).answer).toMatchObject({ t: 'accepted', seq: 1 });
    expect(await watcher.request({ t: 'end' })).toMatchObject({ t: 'refused', reason: expect.stringContaining('only a player holding a seat') });
    expect(seats[0].game.ended).toBe(false);
    expect(await seats[1].request({ t: 'end' })).toMatchObject({ t: 'ended' });
    await waitFor('every copy to say the game ended', () => [...seats, watcher].every((c) => c.game.ended));
    // The seed is public now (the file replays), and no more actions are taken.
    expect(watcher.game.state!.setup.seed).toBe(5150);
    const refused = await proposeFirst(seats);
    expect(refused.answer).toMatchObject({ t: 'refused', reason: expect.stringContaining('ended') });
    for (const c of [...seats, watcher]) c.close();
    s = await s.restart();
    open.servers = [s];
    const [p1, reader] = [await client(s, 'room-end'), await client(s, 'room-end')];
    await waitFor('the stored game', () => reader.game.state !== null && reader.game.actions.length === 1);
    expect(reader.game.ended).toBe(true);
    expect(await p1.request({ t: 'claim', seat: 0, token: TOKENS[0] })).toMatchObject({ t: 'seat', seat: 0 });
    expect(await p1.request({ t: 'propose', action: refused.action })).toMatchObject({ t: 'refused', reason: expect.stringContaining('ended') });
  });
});
