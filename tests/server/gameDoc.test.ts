// The game document as the server writes it: a field of the watchers' state an entry and a model an entry, only what an
// action changed written again (the setup, a layout and two armies, once), and what a client reads back is the watchers'
// view.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { legalActions } from '../../engine/index';
import { readGameDoc, seatState } from '../../net/gameDoc';
import { writeGameDoc } from '../../server/gameDoc';
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
