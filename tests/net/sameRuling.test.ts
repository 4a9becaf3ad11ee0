// Both players see the same ruling: a layout that has been through the shared table document (written by one client,
// read by another) gives the same line of sight and cover verdict as the layout it came from, model pair by model pair;
// and two clients that each placed part of the table at the same time, then merged, give identical rulings: line of
// sight and cover, template hits and ranges, each computed by each client's own engine from its own copy.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyLayoutAction, type LayoutAction } from '../../engine/edit/index';
import { coverVerdict, edgeDistance, lineOfSight, loadLayout, rulesetLosOptions, templateHits, type Layout, type Template } from '../../engine/index';
import { layoutPatch, readLayout, writeLayout, writeLayoutPatch } from '../../net/layoutDoc';

const ROOT = path.resolve(__dirname, '../..');

function withModels(layout: Layout): Layout {
  const places: [number, number, 0 | 1][] = [[8, 6, 0], [30, 22, 1], [52, 38, 1], [20, 30, 0], [44, 12, 1]];
  return places.reduce((l, [x, y, side], i) => {
    const action: LayoutAction = { kind: 'place-model', spec: { base: { kind: 'round', diameterMm: 32 }, heightIn: 1.5, side, unit: `u${i}` }, x, y };
    const r = applyLayoutAction(l, action);
    if (!r.ok) throw new Error(r.reason);
    return r.layout;
  }, layout);
}

const rulings = (layout: Layout, rulesetId: string) =>
  layout.models.flatMap((a) =>
    layout.models
      .filter((b) => b.id !== a.id)
      .map((b) => {
        const los = lineOfSight(layout, a.id, b.id, rulesetLosOptions(rulesetId));
        return { from: a.id, to: b.id, visibleFraction: los.visibleFraction, verdict: coverVerdict(rulesetId, los, layout) };
      }),
  );

describe('the same ruling on both sides of a shared table', () => {
  it('a layout read back from the table document gives the same LOS and cover verdicts as the one written', () => {
    const original = withModels(loadLayout(JSON.parse(readFileSync(path.join(ROOT, 'assets/layouts/rotate-180-ruined-city.sightline.json'), 'utf8'))));
    const writer = new Y.Doc();
    writeLayout(writer, original, 'local');
    const reader = new Y.Doc();
    Y.applyUpdate(reader, Y.encodeStateAsUpdate(writer));
    const shared = readLayout(reader)!;
    const byId = <T extends { id: string }>(xs: readonly T[]) => [...xs].sort((p, q) => p.id.localeCompare(q.id));
    expect(byId(shared.terrain)).toEqual(byId(original.terrain));
    expect(byId(shared.models)).toEqual(byId(original.models));
    for (const rulesetId of ['hamwarmer', 'hammer-wars']) {
      const mine = rulings(original, rulesetId);
      const theirs = rulings(shared, rulesetId);
      expect(theirs).toEqual(mine);
      // Not a table where nothing can be seen or everything is in the open: both kinds of verdict occur.
      expect(mine.some((r) => r.visibleFraction > 0 && r.visibleFraction < 1)).toBe(true);
    }
  });

  it('two clients that each placed part of the table at once, then merged, give identical LOS and cover, template hits and ranges', () => {
    const full = withModels(loadLayout(JSON.parse(readFileSync(path.join(ROOT, 'assets/layouts/rotate-180-ruined-city.sightline.json'), 'utf8'))));
    const empty: Layout = { ...full, terrain: [], models: [] };
    // Both start from the same empty table, then edit offline: A places the terrain and three models, B two models.
    const a = new Y.Doc();
    writeLayout(a, empty, 'a');
    const b = new Y.Doc();
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    const mine = { ...full, models: full.models.slice(0, 3) };
    const theirs = { ...empty, models: full.models.slice(3) };
    writeLayoutPatch(a, layoutPatch(empty, mine)!, 'a');
    writeLayoutPatch(b, layoutPatch(empty, theirs)!, 'b');
    // Each sends its changes to the other (through the server, in play).
    const fromA = Y.encodeStateAsUpdate(a, Y.encodeStateVector(b));
    const fromB = Y.encodeStateAsUpdate(b, Y.encodeStateVector(a));
    Y.applyUpdate(b, fromA);
    Y.applyUpdate(a, fromB);
    const [onA, onB] = [readLayout(a)!, readLayout(b)!];
    expect(onA.models).toHaveLength(5);
    expect(onA.terrain).toHaveLength(full.terrain.length);
    const ids = onA.models.map((m) => m.id);
    const templates: Template[] = [
      ...onA.models.map((m): Template => ({ kind: 'small-blast', x: m.x + 0.8, y: m.y })),
      ...onA.models.map((m): Template => ({ kind: 'large-blast', x: m.x - 1.5, y: m.y + 1 })),
      ...onA.models.map((m): Template => ({ kind: 'flame', x: m.x - 6, y: m.y - 1, headingDeg: 10 })),
    ];
    /** Everything a player asks the table, in a fixed order (by id), from one client's copy. */
    const ask = (l: Layout) => {
      const byId = new Map(l.models.map((m) => [m.id, m]));
      const models = ids.map((id) => byId.get(id)!);
      return {
        rulings: ['hamwarmer', 'hammer-wars'].map((r) => rulings({ ...l, models }, r)),
        hits: templates.map((t) => templateHits(t, models)),
        ranges: models.flatMap((m) => models.map((n) => edgeDistance(m, n))),
      };
    };
    const askedA = ask(onA);
    const askedB = ask(onB);
    expect(askedB).toEqual(askedA);
    // The comparison sees a copy half an inch out: one model moved on B alone changes B's answers.
    expect(ask({ ...onB, models: onB.models.map((m) => (m.id === ids[0] ? { ...m, x: m.x + 0.5 } : m)) })).not.toEqual(askedA);
    // Rulings that can tell copies apart: partly seen pairs, templates that hit some and miss others, ranges that differ.
    expect(askedA.rulings[0]!.some((r) => r.visibleFraction > 0 && r.visibleFraction < 1)).toBe(true);
    const outcomes = new Set(askedA.hits.flat().map((h) => h.outcome));
    expect(outcomes.has('miss') && (outcomes.has('auto') || outcomes.has('roll'))).toBe(true);
    expect(new Set(askedA.ranges.map((d) => d.toFixed(3))).size).toBeGreaterThan(5);
  });
});
