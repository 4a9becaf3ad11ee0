// The game document as the server writes it: a field of the watchers' state an entry and a model an entry, only what an
// action changed written again (the setup, a layout and two armies, once), and what a client reads back is the watchers'
// view.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { legalActions } from '../../engine/index';
import { readGameDoc, seatState } from '../../net/gameDoc';
import { sameJson, writeGameDoc } from '../../server/gameDoc';
import { GameRoom } from '../../server/gameRoom';
import { memoryGameStore } from '../../server/gameStore';

function room(rulesetId: string) {
  const r = new GameRoom('room-doc-test', memoryGameStore(), () => 4242);
  expect(r.start(rulesetId)).toEqual({ ok: true });
  expect(r.claim(0, 'seat-one-token-aaaaaaaa')).toEqual({ ok: true });
  expect(r.claim(1, 'seat-two-token-bbbbbbbb')).toEqual({ ok: true });
  return r;
}

describe('the game document', () => {
  it('an action rewrites only the fields and models it changed: its update is a small part of the state', () => {
    const r = room('althammer');
    const doc = new Y.Doc();
    writeGameDoc(doc, r);
    const stateChars = JSON.stringify(r.view(null)!).length;
    const sizes: number[] = [];
    doc.on('update', (u: Uint8Array) => sizes.push(u.byteLength));
    for (let i = 0; i < 6; i++) {
      const s = r.game!;
      const answer = r.propose(s.toAct, legalActions(s)[0]!);
      expect(answer.ok).toBe(true);
      writeGameDoc(doc, r);
    }
    expect(sizes).toHaveLength(6);
    console.log(`game document: watchers' state ${stateChars} characters; an action's update ${sizes.join(', ')} bytes`);
    // The whole watchers' state was written each time (and then the whole of its models, more than half of it).
    for (const bytes of sizes) expect(bytes).toBeLessThan(stateChars / 4);
    // And the document still reads as the watchers' view, field by field.
    const { actions: _a, log, ...watchers } = r.view(null)!;
    const read = readGameDoc(doc);
    expect(read.state).toEqual(watchers);
    expect(read.log).toEqual(log);
    expect(read.actions.map((e) => e.action)).toEqual(r.game!.actions);
    // A seat without secrets reads its game from the document.
    expect(seatState(doc, null)).toEqual(r.view(0));
    expect(r.hasSecrets(0)).toBe(false);
  });

  it("a seat with secrets (Hammer Wars' goal) has its own view, newer than the document's until the document catches up", () => {
    const r = room('hammer-wars');
    expect(r.hasSecrets(0)).toBe(true);
    const doc = new Y.Doc();
    writeGameDoc(doc, r);
    const view = r.view(0)!;
    expect(seatState(doc, view)).toBe(view);
    const s = r.game!;
    expect(r.propose(s.toAct, legalActions(s)[0]!).ok).toBe(true);
    // The view of the new moment is sent before the document changes: it is shown rather than the older document.
    const next = r.view(0)!;
    expect(seatState(doc, next)).toBe(next);
    writeGameDoc(doc, r);
    expect(seatState(doc, next)).toBe(next);
    // An old view behind the document is not shown.
    expect(seatState(doc, view)!.actions.length).toBe(1);
  });
});

/** JSON with keys in sorted order and undefined-valued keys left out: two values written the same give the same text. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    typeof x === 'object' && x !== null && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).filter(([, y]) => y !== undefined).sort(([a], [b]) => (a < b ? -1 : 1))) : x,
  );

describe('sameJson', () => {
  it('agrees with comparing canonical JSON over many seeded random pairs, both answers occurring', () => {
    let seed = 12345;
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const leaves = [0, 1, 2.5, -1, 'a', 'b', '', true, false, null, undefined];
    const value = (depth: number): unknown => {
      const r = rand();
      if (depth <= 0 || r < 0.4) return leaves[Math.floor(rand() * leaves.length)];
      const n = Math.floor(rand() * 4);
      if (r < 0.7) return Array.from({ length: n }, () => value(depth - 1) ?? null);
      return Object.fromEntries(Array.from({ length: n }, () => [['x', 'y', 'z', 'w'][Math.floor(rand() * 4)]!, value(depth - 1)]));
    };
    /** A copy with a small change now and then, so that equal pairs are common. */
    const mutate = (v: unknown): unknown => {
      if (rand() < 0.08) return value(2);
      if (Array.isArray(v)) return v.map(mutate);
      if (typeof v === 'object' && v !== null) {
        const entries = Object.entries(v).map(([k, x]) => [k, mutate(x)] as const);
        // Key order never matters.
        return Object.fromEntries(rand() < 0.5 ? entries.reverse() : entries);
      }
      return v;
    };
    let same = 0;
    for (let i = 0; i < 4000; i++) {
      const a = value(4);
      const b = rand() < 0.7 ? mutate(a) : value(4);
      const want = canonical(a) === canonical(b);
      expect(sameJson(a, b), `${canonical(a)} vs ${canonical(b)}`).toBe(want);
      if (want) same++;
    }
    expect(same).toBeGreaterThan(500);
    expect(same).toBeLessThan(3500);
  });

  it('an AltHammer game written action by action (40 actions) reads back as the watchers\' view after every action', () => {
    const r = room('althammer');
    const doc = new Y.Doc();
    writeGameDoc(doc, r);
    for (let i = 0; i < 40 && r.game && !r.game.result; i++) {
      const s = r.game;
      const offered = legalActions(s);
      // Vary the actions taken (not always the first offered) with a fixed pattern.
      const answer = r.propose(s.toAct, offered[(i * 7) % offered.length]!);
      expect(answer.ok).toBe(true);
      writeGameDoc(doc, r);
      const { actions: _a, log: _l, ...watchers } = r.view(null)!;
      expect(readGameDoc(doc).state).toEqual(watchers);
    }
    expect(r.game!.actions.length).toBeGreaterThan(20);
  });
});
