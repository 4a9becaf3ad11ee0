// Presence at a shared table: what a page publishes from its stores, the awareness state's shape (and what a hostile
// client's state is cut down to), the throttle that keeps a page to 20 updates a second, and two real Yjs awarenesses
// relaying one page's pointer, selection and ruler to the other, then forgetting the page when it leaves.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Y from 'yjs';
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness';
import {
  MAX_NAME_CHARS,
  MAX_PEERS,
  MAX_SELECTED,
  PRESENCE_COLORS,
  PRESENCE_INTERVAL_MS,
  Throttle,
  colorFor,
  connectPresence,
  parsePresence,
  peersOf,
  usePresence,
  type LocalPresence,
} from '../../../renderer/src/share/presence';
import { localPresence } from '../../../renderer/src/share/tableShare';
import { useLos } from '../../../renderer/src/los/losStore';
import { useTerrain } from '../../../renderer/src/terrain/terrainStore';
import { useTools } from '../../../renderer/src/tools/toolStore';

const wellFormed = {
  name: 'Ada',
  color: '#3ee6a0',
  pointer: { x: 12.5, y: 30 },
  selection: { models: ['m1', 'm2'], terrain: ['ruin-3'] },
  ruler: { from: { kind: 'model', id: 'm1' }, to: { kind: 'point', x: 20, y: 22 } },
  sight: { observerId: 'm1', targetId: 'm9' },
};

describe('parsePresence', () => {
  it('reads a well-formed state as it was sent', () => {
    expect(parsePresence({ presence: wellFormed }, 7)).toEqual(wellFormed);
  });

  it('is null for a client with no presence (a reader, a game document client)', () => {
    expect(parsePresence(null, 1)).toBeNull();
    expect(parsePresence({}, 1)).toBeNull();
    expect(parsePresence({ presence: 'hello' }, 1)).toBeNull();
    expect(parsePresence({ presence: [1, 2] }, 1)).toBeNull();
  });

  it("cuts a hostile client's state down field by field", () => {
    const p = parsePresence(
      {
        presence: {
          name: 'x'.repeat(10_000),
          color: 'red; background: url(http://evil)',
          pointer: { x: Number.NaN, y: 3 },
          selection: { models: [...Array.from({ length: 1000 }, (_, i) => `m${i}`), 42, null, 'y'.repeat(65)], terrain: 'ruin-1' },
          ruler: { from: { kind: 'model', id: 'm1' }, to: { kind: 'point', x: 'far', y: 2 } },
          sight: { observerId: { id: 'm1' }, targetId: 'm2' },
        },
      },
      13,
    )!;
    expect(p.name).toHaveLength(MAX_NAME_CHARS);
    expect(p.color).toBe(colorFor(13));
    expect(p.pointer).toBeNull();
    expect(p.selection.models).toHaveLength(MAX_SELECTED);
    expect(p.selection.models.every((id) => typeof id === 'string' && id.length < 65)).toBe(true);
    expect(p.selection.terrain).toEqual([]);
    expect(p.ruler).toBeNull();
    expect(p.sight).toBeNull();
    expect(parsePresence({ presence: { pointer: { x: 1e12, y: 0 } } }, 2)!.pointer).toBeNull();
    expect(parsePresence({ presence: { name: '   ' } }, 1002)!.name).toBe('Player 2');
  });

  it('shows at most MAX_PEERS other players, leaving out this client and clients without presence', () => {
    const states = new Map<number, Record<string, unknown>>([[1, { presence: wellFormed }], [2, {}]]);
    for (let id = 10; id < 40; id++) states.set(id, { presence: { ...wellFormed, name: `P${id}` } });
    const peers = peersOf({ clientID: 1, getStates: () => states });
    expect(peers).toHaveLength(MAX_PEERS);
    expect(peers.map((p) => p.clientId)).toEqual(Array.from({ length: MAX_PEERS }, (_, i) => 10 + i));
  });

  it('gives each client a colour from the presence palette', () => {
    expect(new Set([0, 1, 2, 3, 4].map(colorFor)).size).toBe(PRESENCE_COLORS.length);
    expect(colorFor(-7)).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('Throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the first change at once and at most one more each interval, the last one included', () => {
    let latest = 0;
    const sent: { at: number; value: number }[] = [];
    const t = new Throttle(PRESENCE_INTERVAL_MS, () => sent.push({ at: Date.now(), value: latest }), () => Date.now());
    const start = Date.now();
    // A pointer moving at 200 Hz for a second.
    for (let i = 1; i <= 200; i++) {
      latest = i;
      t.changed();
      vi.advanceTimersByTime(5);
    }
    vi.advanceTimersByTime(PRESENCE_INTERVAL_MS);
    expect(sent[0]).toEqual({ at: start, value: 1 });
    expect(sent.length).toBeGreaterThanOrEqual(19);
    expect(sent.length).toBeLessThanOrEqual(21);
    for (let i = 1; i < sent.length; i++) expect(sent[i]!.at - sent[i - 1]!.at).toBeGreaterThanOrEqual(PRESENCE_INTERVAL_MS);
    expect(sent[sent.length - 1]!.value).toBe(200);
  });

  it('sends nothing once cancelled', () => {
    const send = vi.fn();
    const t = new Throttle(PRESENCE_INTERVAL_MS, send, () => Date.now());
    t.changed();
    t.changed();
    t.cancel();
    vi.advanceTimersByTime(PRESENCE_INTERVAL_MS * 2);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('presence through two Yjs awarenesses', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows page B page A's pointer, selection and ruler, at most 20 updates a second, and forgets A when it leaves", () => {
    const a = new Awareness(new Y.Doc());
    const b = new Awareness(new Y.Doc());
    // The server's relay, without the network: every update A sends reaches B.
    let updatesFromA = 0;
    a.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }) => {
      updatesFromA++;
      applyAwarenessUpdate(b, encodeAwarenessUpdate(a, [...added, ...updated, ...removed]), 'relay');
    });
    let local: ReturnType<LocalPresence> = { selection: { models: [], terrain: [] }, ruler: null, sight: null };
    const link = connectPresence(a, 'Ada', () => local);
    try {
      expect(usePresence.getState().self).toEqual({ name: 'Ada', color: colorFor(a.clientID) });
      expect(peersOf(b).map((p) => p.presence.name)).toEqual(['Ada']);
      updatesFromA = 0;
      // Half a second of pointer moves at 200 Hz, a selection and a ruler drawn meanwhile.
      for (let i = 0; i < 100; i++) {
        link.pointer({ x: 10 + i * 0.1, y: 20 });
        if (i === 40) {
          local = { ...local, selection: { models: ['m1'], terrain: ['ruin-3'] } };
          link.changed();
        }
        if (i === 60) {
          local = { ...local, ruler: { from: { kind: 'model', id: 'm1' }, to: { kind: 'point', x: 30, y: 20 } } };
          link.changed();
        }
        vi.advanceTimersByTime(5);
      }
      vi.advanceTimersByTime(PRESENCE_INTERVAL_MS);
      expect(updatesFromA).toBeLessThanOrEqual(11);
      const [peer] = peersOf(b);
      expect(peer!.clientId).toBe(a.clientID);
      expect(peer!.presence.pointer!.x).toBeCloseTo(19.9, 6);
      expect(peer!.presence.selection).toEqual({ models: ['m1'], terrain: ['ruin-3'] });
      expect(peer!.presence.ruler).toEqual({ from: { kind: 'model', id: 'm1' }, to: { kind: 'point', x: 30, y: 20 } });
      link.pointer(null);
      vi.advanceTimersByTime(PRESENCE_INTERVAL_MS);
      expect(peersOf(b)[0]!.presence.pointer).toBeNull();
      // A renames itself: B sees the new name (cut to MAX_NAME_CHARS); a blank name keeps the old one.
      link.rename(`  Ada Lovelace ${'x'.repeat(60)}`);
      vi.advanceTimersByTime(PRESENCE_INTERVAL_MS);
      expect(peersOf(b)[0]!.presence.name).toBe(`Ada Lovelace ${'x'.repeat(60)}`.slice(0, MAX_NAME_CHARS));
      expect(usePresence.getState().self!.name).toBe(peersOf(b)[0]!.presence.name);
      link.rename('   ');
      vi.advanceTimersByTime(PRESENCE_INTERVAL_MS);
      expect(peersOf(b)[0]!.presence.name).toMatch(/^Ada Lovelace/);
      // A leaves: the server removes a closed connection's states (as the provider does on destroy).
      removeAwarenessStates(a, [a.clientID], 'leave');
      expect(peersOf(b)).toEqual([]);
    } finally {
      link.close();
      a.destroy();
      b.destroy();
    }
    expect(usePresence.getState()).toEqual({ peers: [], self: null });
  });
});

describe("what this page publishes (tableShare's localPresence)", () => {
  it('reads the selection, the ruler being drawn and, in the Sight tool only, the sight line', () => {
    useTools.setState({ tool: 'select', selection: ['m1'], rulerStart: null, rulerHover: null });
    useTerrain.setState({ selection: ['ruin-1'] });
    useLos.setState({ observerId: 'm1', targetId: 'm2' });
    expect(localPresence()).toEqual({ selection: { models: ['m1'], terrain: ['ruin-1'] }, ruler: null, sight: null });
    useTools.setState({ tool: 'los' });
    expect(localPresence().sight).toEqual({ observerId: 'm1', targetId: 'm2' });
    useTools.setState({ tool: 'ruler', rulerStart: { kind: 'model', id: 'm1' }, rulerHover: { kind: 'point', x: 3, y: 4 } });
    expect(localPresence()).toMatchObject({ ruler: { from: { kind: 'model', id: 'm1' }, to: { kind: 'point', x: 3, y: 4 } }, sight: null });
    useTools.setState({ selection: Array.from({ length: 100 }, (_, i) => `m${i}`) });
    expect(localPresence().selection.models).toHaveLength(MAX_SELECTED);
  });
});
