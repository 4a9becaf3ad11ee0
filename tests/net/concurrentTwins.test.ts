// Symmetry twins under concurrent edits at a shared table (issue 25): two or three players start from the same symmetric
// layout, each applies random terrain actions with symmetry on through the app's path (applyLayoutAction as one undo step,
// then LayoutLink.local writes it), and the updates cross in random orders, some only after everyone was offline. Then
// every copy holds the same layout, every piece keeps its exact twin (unless the player's own edit, made one after
// another, would have left it without), and no piece is lost unless an edit removed it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyLayoutAction, type LayoutAction } from '../../engine/edit/index';
import { loadLayout, symmetryScore, SYMMETRY_TOLERANCES, type Layout, type SymmetryMode } from '../../engine/index';
import { TERRAIN_TRAITS } from '../../engine/types';
import { applyLayoutPatch, layoutPatch, readLayout } from '../../net/layoutDoc';
import { LayoutLink } from '../../net/layoutLink';
import { readTwinRecords, repairTwins } from '../../net/twinRecords';
import { applyChange, createHistory, mapHistory, undo, type History } from '../../renderer/src/store/history';
import { DEEP, sized } from '../support/tier';

const ROOT = path.resolve(__dirname, '../..');
const open = (file: string): Layout => loadLayout(JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')));

/** Symmetric layouts (each scores 1 under its mode), the engine's samples and a real tournament one. */
const TABLES: readonly { readonly name: string; readonly mode: SymmetryMode; readonly layout: Layout }[] = [
  { name: 'crossroads', mode: 'mirror-x', layout: open('assets/layouts/mirror-x-crossroads.sightline.json') },
  { name: 'river crossing', mode: 'mirror-y', layout: open('assets/layouts/mirror-y-river-crossing.sightline.json') },
  { name: 'ruined city', mode: 'rotate-180', layout: open('assets/layouts/rotate-180-ruined-city.sightline.json') },
  { name: 'disruption 1', mode: 'rotate-180', layout: open('tests/fixtures/real-layouts/bigbobbo-40kdc-11e-disruption-vs-disruption-1.json') },
];

/** Pieces whose twin (under the mode) is not within exactIn: no twin, a loose one, or one they share. */
function offTwin(layout: Layout, mode: SymmetryMode): Set<string> {
  const near = new Set<string>();
  for (const p of symmetryScore(layout, mode).pairs) if (p.distanceIn <= SYMMETRY_TOLERANCES.exactIn) (near.add(p.a), near.add(p.b));
  return new Set(layout.terrain.filter((p) => !near.has(p.id)).map((p) => p.id));
}

const byId = (l: Layout) => ({ ...l, terrain: [...l.terrain].sort((a, b) => a.id.localeCompare(b.id)), models: [...l.models].sort((a, b) => a.id.localeCompare(b.id)) });

/** One edit, its pieces picked when it is made (from the pieces both players were told to fight over, if still there). */
interface EditSpec {
  readonly op: 'move' | 'move-pair' | 'turn' | 'delete' | 'duplicate' | 'twins' | 'trait' | 'rename' | 'undo';
  readonly pick: number;
  readonly dx: number;
  readonly dy: number;
  readonly deg: number;
  readonly trait: number;
  readonly on: boolean;
}

/** How a piece came to be: by an edit, or made again under a new id after an id clash. */
type Made = EditSpec['op'] | 'made again';

const editArb: fc.Arbitrary<EditSpec> = fc.record({
  op: fc.constantFrom('move', 'move', 'move', 'move-pair', 'turn', 'delete', 'duplicate', 'twins', 'trait', 'rename', 'rename', 'undo'),
  pick: fc.nat(40),
  dx: fc.integer({ min: -6, max: 6 }).map((n) => n / 2),
  dy: fc.integer({ min: -6, max: 6 }).map((n) => n / 2),
  deg: fc.constantFrom(-90, -45, -15, 15, 45, 90, 180),
  trait: fc.nat(TERRAIN_TRAITS.length - 1),
  on: fc.boolean(),
});

interface Player {
  readonly name: string;
  readonly doc: Y.Doc;
  readonly link: LayoutLink;
  history: History<Layout>;
  /** Updates from the others not yet delivered. */
  inbox: Uint8Array[];
  edits: EditSpec[];
}

const NET = 'net';

interface Outcome {
  readonly players: readonly Player[];
  readonly start: Layout;
  /** Pieces a player's own edit left without an exact twin, as it would one after another. */
  readonly allowedOff: Set<string>;
  /** Ids each player's edits created (with the edit that made them), and removed; ids each player made again. */
  readonly created: Map<string, Map<string, Made>>;
  readonly remade: Map<string, Set<string>>;
  readonly removed: Set<string>;
  readonly rounds: number;
  /** Deliveries after which a copy held a twin pair split between two writes (and mended it). */
  readonly mended: number;
}

function actionFor(p: Player, spec: EditSpec, hot: readonly string[], mode: SymmetryMode, n: number): LayoutAction | 'undo' | null {
  const l = p.history.present;
  if (!l.terrain.length && spec.op !== 'undo' && spec.op !== 'twins') return null;
  const live = hot.filter((id) => l.terrain.some((t) => t.id === id));
  const pool = live.length ? live : l.terrain.map((t) => t.id);
  const id = pool[spec.pick % pool.length]!;
  const twin = symmetryScore(l, mode).pairs.find((q) => (q.a === id || q.b === id) && q.a !== q.b);
  const other = twin ? (twin.a === id ? twin.b : twin.a) : null;
  switch (spec.op) {
    case 'move': return { kind: 'move-terrain', ids: [id], mode, dx: spec.dx, dy: spec.dy };
    // The piece and its twin both selected, the twin leading: the race of "A drags P, B drags P'".
    case 'move-pair': return { kind: 'move-terrain', ids: other ? [other, id] : [id], mode, dx: spec.dx, dy: spec.dy };
    case 'turn': return { kind: 'turn-terrain', ids: [id], mode, byDeg: spec.deg };
    case 'delete': return { kind: 'delete-terrain', ids: [id], mode };
    case 'duplicate': return { kind: 'duplicate-terrain', ids: [id], mode };
    case 'twins': return { kind: 'add-missing-twins', mode };
    case 'trait': return { kind: 'set-trait', ids: [id], mode, trait: TERRAIN_TRAITS[spec.trait]!, on: spec.on };
    case 'rename': return { kind: 'rename-terrain', id, name: `${p.name} ${n}` };
    case 'undo': return 'undo';
  }
}

/**
 * Plays one case: `schedule` interleaves the players' edits with deliveries of single updates (in any order: Yjs holds
 * one that arrives before what it depends on); `offline` holds every delivery back until all edits are made. Then every
 * inbox is delivered, in an order drawn from `noise`, until no copy has anything more to send.
 */
function play(table: (typeof TABLES)[number], edits: EditSpec[][], schedule: readonly number[], offline: boolean, noise: readonly number[]): Outcome {
  const { mode, layout: start } = table;
  let k = 0;
  const draw = (n: number) => noise[k++ % noise.length]! % n;
  const allowedOff = offTwin(start, mode);
  const created = new Map<string, Map<string, Made>>();
  const remade = new Map<string, Set<string>>();
  const make = (id: string, by: string, how: Made) => created.set(id, (created.get(id) ?? new Map<string, Made>()).set(by, how));
  const removed = new Set<string>();
  // The pieces everyone fights over: whatever stands on the axis or at the centre (its own twin until it moves off), and
  // two twin pairs.
  const pairs = symmetryScore(start, mode).pairs;
  const hot = [...pairs.filter((q) => q.a === q.b), ...pairs.filter((q) => q.a !== q.b).slice(0, 2)].flatMap((q) => (q.a === q.b ? [q.a, q.a, q.a, q.a] : [q.a, q.b]));

  let mended = 0;
  const players: Player[] = edits.map((list, i) => {
    const doc = new Y.Doc();
    // Which of two concurrent writes Yjs keeps depends on the client ids: drawn, so a seed replays.
    doc.clientID = 1 + ((i + noise[0]!) % edits.length);
    return { name: 'ABC'[i]!, doc, link: new LayoutLink(doc, 'local'), history: createHistory(start), inbox: [], edits: [...list] };
  });
  players[0]!.link.share(start, mode);
  for (const p of players.slice(1)) {
    Y.applyUpdate(p.doc, Y.encodeStateAsUpdate(players[0]!.doc), NET);
    const there = p.link.take();
    if (!there) throw new Error('the room holds no layout');
    p.history = createHistory(there);
  }
  for (const p of players) {
    p.link.onRemade = (ids) => {
      for (const [old, id] of ids) (make(id, p.name, 'made again'), remade.set(old, (remade.get(old) ?? new Set<string>()).add(p.name)));
    };
    p.doc.on('update', (u: Uint8Array, origin: unknown) => {
      if (origin === NET) {
        if (repairTwins(readLayout(p.doc)!, readTwinRecords(p.doc))) mended++;
        const patch = p.link.remote();
        if (patch) p.history = mapHistory(p.history, (l) => applyLayoutPatch(l, patch));
      } else for (const q of players) if (q !== p) q.inbox.push(u);
    });
  }

  const deliver = (p: Player) => {
    if (!p.inbox.length) return;
    const [u] = p.inbox.splice(draw(p.inbox.length), 1);
    Y.applyUpdate(p.doc, u!, NET);
  };
  let n = 0;
  const edit = (p: Player) => {
    const spec = p.edits.shift();
    if (!spec) return;
    const before = p.history.present;
    const action = actionFor(p, spec, hot, mode, n++);
    if (!action) return;
    if (action === 'undo') p.history = undo(p.history);
    else {
      const r = applyLayoutAction(before, action);
      if (!r.ok) return;
      p.history = applyChange(p.history, r.layout, r.label);
    }
    const after = p.history.present;
    const offBefore = offTwin(before, mode);
    for (const id of offTwin(after, mode)) if (!offBefore.has(id)) allowedOff.add(id);
    const change = layoutPatch(before, after);
    const had = new Set(before.terrain.map((t) => t.id));
    for (const t of change?.terrain.set ?? []) if (!had.has(t.id)) make(t.id, p.name, spec.op);
    for (const id of change?.terrain.remove ?? []) removed.add(id);
    p.link.local(before, after, mode);
  };

  for (const s of schedule) {
    const p = players[s % players.length]!;
    if (!offline && s % 2 === 1) deliver(p);
    else edit(p);
  }
  for (const p of players) while (p.edits.length) edit(p);
  // Everyone reconnects: deliver until quiet. A repair that answered a repair forever would never get quiet.
  let rounds = 0;
  while (players.some((p) => p.inbox.length)) {
    if (++rounds > 12) throw new Error('the copies keep sending each other changes (ping-pong)');
    for (const i of players.map((_, j) => j).sort(() => draw(3) - 1)) while (players[i]!.inbox.length) deliver(players[i]!);
  }
  return { players, start, allowedOff, created, remade, removed, rounds, mended };
}

function check(o: Outcome, mode: SymmetryMode): void {
  const layouts = o.players.map((p) => readLayout(p.doc)!);
  // 1. Every copy holds the same layout, and each player's own layout (what the page shows) is it.
  for (const [i, p] of o.players.entries()) {
    expect(byId(layouts[i]!), `${p.name}'s document`).toEqual(byId(layouts[0]!));
    expect(byId(p.history.present), `${p.name}'s layout`).toEqual(byId(layouts[0]!));
  }
  const final = layouts[0]!;
  // 2. Every piece has its exact twin, unless an edit made one after another would have left it without.
  const broken = [...offTwin(final, mode)].filter((id) => !o.allowedOff.has(id));
  expect(broken, `pieces left without their exact twin under ${mode}`).toEqual([]);
  // 3. No piece lost unless an edit removed it; none appears that no edit made; two players never made one id two ways.
  // A twin made for an existing piece (a move off the axis, Add missing twins) goes with its write when that write loses
  // the piece to another player's (the twin check above holds the pair); a copy, or a piece an undo brings back, stays.
  const ids = new Set(final.terrain.map((t) => t.id));
  const made = [...o.start.terrain.map((t) => t.id), ...o.created.keys()];
  const kept = [...o.start.terrain.map((t) => t.id), ...[...o.created].filter(([, by]) => [...by.values()].some((how) => how === 'duplicate' || how === 'undo' || how === 'made again')).map(([id]) => id)];
  expect(kept.filter((id) => !o.removed.has(id) && !ids.has(id)), 'pieces lost').toEqual([]);
  expect([...ids].filter((id) => !made.includes(id)), 'pieces from nowhere').toEqual([]);
  // Two players who each give the same piece its twin (Add missing twins, a move off the axis) make one piece, as one after
  // the other would; two copies (Duplicate) are two pieces, even of the same piece: all but one player made theirs again
  // (unless an edit removed the id: then whose copy went cannot be told here).
  const clashes = [...o.created]
    .filter(([id, by]) => !o.removed.has(id) && [...by.values()].includes('duplicate') && [...by.keys()].filter((who) => !o.remade.get(id)?.has(who)).length > 1)
    .map(([id]) => id);
  expect(clashes, 'ids two players made for two new pieces at once (one piece lost)').toEqual([]);
}

const caseArb = (players: number) =>
  fc.record({
    table: fc.nat(TABLES.length - 1),
    edits: fc.array(fc.array(editArb, { minLength: 1, maxLength: 4 }), { minLength: players, maxLength: players }),
    schedule: fc.array(fc.nat(5), { minLength: 0, maxLength: 16 }),
    offline: fc.boolean(),
    noise: fc.array(fc.nat(1000), { minLength: 8, maxLength: 8 }),
  });

describe('symmetry twins under concurrent edits at a shared table', () => {
  it.each([2, 3])('%i players editing at once converge to one layout where every twin pair holds', (count) => {
    let mended = 0;
    let remade = 0;
    fc.assert(
      fc.property(caseArb(count), (c) => {
        const table = TABLES[c.table]!;
        const o = play(table, c.edits, c.schedule, c.offline, c.noise);
        check(o, table.mode);
        if (o.mended) mended++;
        if (o.remade.size) remade++;
      }),
      { numRuns: sized(count === 2 ? 40 : 20, count === 2 ? 400 : 200), seed: 2025 + count },
    );
    // Deep: some cases split a pair between two writes (the pairing changed on one side), not only ones Yjs kept whole,
    // and some made two new pieces under one id at once (everyday, the named cases below always do).
    if (DEEP) expect([mended, remade].every((n) => n > 0)).toBe(true);
  });

  // The cases behind the design (docs/shared-table.md), each played offline on both sides; B's client id is the larger,
  // so Yjs keeps B's write of a key both wrote.
  const edit = (op: EditSpec['op'], pick: number, dx = 0, deg = 90): EditSpec => ({ op, pick, dx, dy: 0, deg, trait: 0, on: true });
  const crossroads = TABLES[0]!;
  const final = (o: Outcome) => readLayout(o.players[0]!.doc)!;
  // In the crossroads the pieces fought over are building-1 (on the axis), then two twin pairs.
  const AXIS = 0;
  const PAIR = 4;

  it('A drags a piece (its twin follows) while B renames it: B\'s write of the piece carries its twin, so the pair is one write', () => {
    const o = play(crossroads, [[edit('move', PAIR, 2)], [edit('rename', PAIR)]], [], true, [0]);
    check(o, crossroads.mode);
    expect(o.mended).toBe(0);
    expect(final(o).terrain.some((t) => t.name === 'B 1')).toBe(true);
  });

  it('A drags the piece on the axis off it (it gets a twin) while B turns it on the axis: the pair is mended from the twin', () => {
    const o = play(crossroads, [[edit('move', AXIS, 2)], [edit('turn', AXIS)]], [], true, [0]);
    check(o, crossroads.mode);
    expect(o.mended).toBeGreaterThan(0);
    expect(final(o).terrain.map((t) => t.id)).toContain('building-1-twin');
    expect(offTwin(final(o), crossroads.mode).size).toBe(0);
  });

  it('A and B duplicate the same piece at once, taking the same new ids: the one whose copies were overwritten makes them again', () => {
    const o = play(crossroads, [[edit('duplicate', PAIR)], [edit('duplicate', PAIR)]], [], true, [0]);
    check(o, crossroads.mode);
    expect(final(o).terrain).toHaveLength(crossroads.layout.terrain.length + 4);
    expect([...o.remade.values()].flatMap((who) => [...who])).toEqual(['A', 'A']);
  });
});
