// Hostile clients against the table server: each is refused with a reason, the refusal is logged, the server keeps
// running and another room plays on untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { legalActions } from '../../engine/index';
import { MAX_MESSAGE_CHARS, offerState, roomDocs } from '../../net/protocol';
import { TableClient, testServer, waitFor, type TestServer } from './tableClient';

const TOKENS = ['seat-one-token-aaaaaaaa', 'seat-two-token-bbbbbbbb'] as const;
const FLOOD = { messagesPerSecond: 5, burst: 12, framesPerSecond: 50, frameBurst: 100 };
let s: TestServer;
const clients: TableClient[] = [];

async function client(room: string): Promise<TableClient> {
  const c = await TableClient.open(s.server.url, roomDocs(room).game);
  clients.push(c);
  return c;
}

async function seated(room: string) {
  const [p1, p2] = [await client(room), await client(room)];
  expect(await p1.request({ t: 'start', rulesetId: 'hamwarmer' })).toMatchObject({ t: 'started' });
  expect(await p1.request({ t: 'claim', seat: 0, token: TOKENS[0] })).toMatchObject({ t: 'seat' });
  expect(await p2.request({ t: 'claim', seat: 1, token: TOKENS[1] })).toMatchObject({ t: 'seat' });
  await waitFor('views', () => p1.lastView(0) && p2.lastView(1) && p1.game.state);
  return [p1, p2] as const;
}

/** The seat to act in `seats` proposes its first legal action. */
async function playOne(seats: readonly [TableClient, TableClient]) {
  const toAct = seats[0].game.state!.toAct!;
  const action = legalActions(offerState(seats[toAct].lastView(toAct)!.state))[0]!;
  const before = seats[toAct].lastView(toAct)!.state.actions.length;
  const answer = await seats[toAct].request({ t: 'propose', action });
  await waitFor('the new views', () => seats.every((c, p) => c.lastView(p === 0 ? 0 : 1)!.state.actions.length > before));
  return answer;
}

let quiet: readonly [TableClient, TableClient];
/** Another room, untouched by the hostile client: its next action is still accepted. */
async function otherRoomPlaysOn() {
  const answer = await playOne(quiet);
  expect(answer).toMatchObject({ t: 'accepted' });
}

const refusals = (c: TableClient) => c.messages.filter((m): m is Extract<typeof m, { t: 'refused' }> => m.t === 'refused');

beforeAll(async () => {
  s = await testServer({ limits: FLOOD });
  quiet = await seated('quiet-room');
});
afterAll(async () => {
  for (const c of clients) c.close();
  await s.dispose();
});

describe('hostile clients', () => {
  it('malformed messages are refused in words and logged', async () => {
    const c = await client('room-malformed');
    const cases: [string, RegExp][] = [
      ['{not json', /not JSON/],
      ['[1,2,3]', /JSON object/],
      ['{"t":"propose"}', /needs an "id"/],
      ['{"t":"explode","id":"x1"}', /Unknown message "explode"/],
      ['{"t":"claim","id":"x2","seat":7,"token":"aaaaaaaaaaaaaaaaaaaa"}', /"seat" is 0/],
      ['{"t":"claim","id":"x3","seat":0,"token":"short"}', /seat token is 16 to 128/],
      ['{"t":"propose","id":"x4","action":"attack!"}', /"action" is an object/],
      ['{"t":"start","id":"x5","rulesetId":"hamwarmer","setup":{"seed":1}}', /may not bring its own seed/],
      ['{"t":"start","id":"x6","rulesetId":"chess"}', /Unknown ruleset "chess"/],
    ];
    for (const [raw] of cases) c.send(raw);
    await waitFor('every refusal', () => refusals(c).length === cases.length);
    refusals(c).forEach((m, i) => expect(m.reason).toMatch(cases[i]![1]));
    expect(s.lines.filter((l) => l.includes('room-malformed') && l.includes('refused')).length).toBe(cases.length);
    await otherRoomPlaysOn();
  });

  it('an oversized message is refused; a frame past the limit closes only that connection', async () => {
    const c = await client('room-big');
    const bystander = await client('room-big');
    c.send(JSON.stringify({ t: 'propose', id: 'big', action: { type: 'x', player: 0, pad: 'x'.repeat(MAX_MESSAGE_CHARS) } }));
    await waitFor('the refusal', () => refusals(c).length === 1);
    expect(refusals(c)[0]!.reason).toMatch(/characters; the table takes at most/);
    c.send('y'.repeat(2 * 1024 * 1024));
    await waitFor('the connection to close', () => c.closed);
    expect(bystander.closed).toBe(false);
    expect(await bystander.request({ t: 'start', rulesetId: 'hamwarmer' })).toMatchObject({ t: 'started' });
    await otherRoomPlaysOn();
  });

  it('actions for a seat the connection did not claim are refused', async () => {
    const [p1, p2] = await seated('room-seats');
    const watcher = await client('room-seats');
    const toAct = p1.game.state!.toAct!;
    const action = legalActions(offerState((toAct === 0 ? p1 : p2).lastView(toAct)!.state))[0]!;
    expect(await watcher.request({ t: 'propose', action })).toMatchObject({ t: 'refused', reason: expect.stringContaining('watching') });
    const notMine = toAct === 0 ? p2 : p1;
    expect(await notMine.request({ t: 'propose', action })).toMatchObject({ t: 'refused', reason: expect.stringContaining(`that action is for player ${toAct + 1}`) });
    expect(await watcher.request({ t: 'claim', seat: toAct, token: 'a-guessed-token-1234567' })).toMatchObject({ t: 'refused', reason: expect.stringContaining('is taken') });
    expect(p1.game.actions).toEqual([]);
    expect(s.lines.some((l) => l.includes('room-seats') && l.includes('refused propose'))).toBe(true);
    await otherRoomPlaysOn();
  });

  it('a flood of proposals is rate-limited for that connection only, logged once a second, not once a message', async () => {
    const [p1, p2] = await seated('room-flood');
    const flooder = await client('room-flood');
    for (let i = 0; i < 60; i++) flooder.send(JSON.stringify({ t: 'propose', id: `f${i}`, action: { type: 'end-phase', player: 0 } }));
    await waitFor('an answer to each', () => flooder.messages.filter((m) => m.t === 'refused').length === 60);
    const limited = refusals(flooder).filter((m) => /Too many messages/.test(m.reason));
    expect(limited.length).toBeGreaterThanOrEqual(60 - FLOOD.burst - 2);
    const floodLines = s.lines.filter((l) => l.includes('room-flood') && l.includes('messages a second'));
    expect(floodLines.length).toBeGreaterThanOrEqual(1);
    expect(floodLines.length).toBeLessThanOrEqual(3);
    // The seated players of the same room are not limited by the flooder.
    expect(await playOne([p1, p2])).toMatchObject({ t: 'accepted' });
    await otherRoomPlaysOn();
  });

  it('a flood of messages of any kind closes that connection only', async () => {
    const [p1, p2] = await seated('room-frames');
    const flooder = await client('room-frames');
    // Awareness updates: not stateless messages, so only the connection's message allowance stops them.
    for (let i = 0; i < 400; i++) flooder.provider.setAwarenessField('cursor', { x: i, y: i });
    await waitFor('the connection to close', () => flooder.closed || !flooder.provider.isSynced);
    expect(s.lines.some((l) => l.includes('room-frames') && l.includes('closed: more than 50 messages a second'))).toBe(true);
    expect(await playOne([p1, p2])).toMatchObject({ t: 'accepted' });
    await otherRoomPlaysOn();
  });

  it('a client that edits the log is refused and nobody else sees the edit', async () => {
    const [p1, p2] = await seated('room-forger');
    expect(await playOne([p1, p2])).toMatchObject({ t: 'accepted', seq: 1 });
    const forger = await client('room-forger');
    await waitFor('the forger to see the log', () => forger.game.actions.length === 1);
    forger.doc.getArray('actions').push([{ seq: 2, action: { type: 'win', player: 1 } }]);
    forger.doc.getMap('game').set('seats', [false, false]);
    await waitFor('the refusal', () => refusals(forger).some((m) => /Only the table server writes/.test(m.reason)));
    expect(s.lines.some((l) => l.includes('room-forger') && l.includes('refused an edit of the game document'))).toBe(true);
    const late = await client('room-forger');
    await new Promise((r) => setTimeout(r, 100));
    for (const c of [p1, p2, late]) {
      expect(c.game.actions.map((e) => e.seq)).toEqual([1]);
      expect(c.game.seats).toEqual([true, true]);
    }
    // The next real action is still number 2.
    expect(await playOne([p1, p2])).toMatchObject({ t: 'accepted', seq: 2 });
    await otherRoomPlaysOn();
  });

  it('raw garbage on the socket and documents that are not rooms do not stop the server', async () => {
    const raw = new WebSocket(s.server.url);
    await new Promise((r, j) => {
      raw.once('open', r);
      raw.once('error', j);
    });
    raw.send(Buffer.from([0xff, 0xff, 0xff, 0xff, 0x01, 0x02]));
    raw.send('not even binary');
    raw.send(Buffer.alloc(0));
    await new Promise((r) => setTimeout(r, 200));
    raw.terminate();
    const stranger = new TableClient(s.server.url, 'secret/../../etc/passwd');
    clients.push(stranger);
    await waitFor('the refusal', () => s.lines.some((l) => l.includes('not a room document')));
    expect(stranger.provider.isSynced).toBe(false);
    await otherRoomPlaysOn();
  });
});
