// Both players see the same ruling: a layout that has been through the shared table document (written by one client,
// read by another) gives the same line of sight and cover verdict as the layout it came from, model pair by model pair.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyLayoutAction, type LayoutAction } from '../../engine/edit/index';
import { coverVerdict, lineOfSight, loadLayout, rulesetLosOptions, type Layout } from '../../engine/index';
import { readLayout, writeLayout } from '../../net/layoutDoc';

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
});
