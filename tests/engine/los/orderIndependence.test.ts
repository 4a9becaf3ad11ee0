// A line-of-sight verdict is a function of its query alone: the same queries asked in any order, in a fresh module or
// after others, give identical answers (issue 21, defect 0: a cache keyed by a rounded aspect ratio kept the column
// count of whichever query came first).
import { describe, expect, it, vi } from 'vitest';
import type { Layout } from '../../../engine/types';
import { layoutOf, model, solids, wallAlongY } from './fixtures';

type LosModule = typeof import('../../../engine/los');

/** A fresh copy of engine/los, with none of the module state any earlier query left behind. */
async function freshLos(): Promise<LosModule> {
  vi.resetModules();
  return import('../../../engine/los');
}

// The observer 20" from a target behind a low wall that hides its lower part. Only the target's height changes from
// query to query, so the silhouette's aspect ratio sweeps through many values that round to the same key, and the
// visible share depends on how the silhouette's samples are laid out in rows and columns.
const scenes: Layout[] = [];
for (let i = 0; i < 120; i++) {
  const heightIn = 0.35 + i * 0.0125;
  scenes.push(
    layoutOf(
      [model('eye', 10, 22, { heightIn: 1 }), model('target', 30, 22, { heightIn, unit: 'u-target', side: 2 })],
      [solids('wall', [wallAlongY(28, 18, 26, 0, 0.23 + 0.3 * ((i * 7) % 11) / 11, 0.2)])],
    ),
  );
}

const verdicts = (los: LosModule, order: readonly number[]): Map<number, string> => {
  const out = new Map<number, string>();
  for (const i of order) {
    const r = los.lineOfSight(scenes[i]!, 'eye', 'target');
    out.set(i, JSON.stringify([r.visibleFraction, r.concealedByTerrain, Array.from(r.rays.weights), Array.from(r.rays.ends)]));
  }
  return out;
};

describe('line of sight does not depend on the queries before it', () => {
  it('gives identical verdicts for the same queries asked in two different orders', async () => {
    const ascending = scenes.map((_, i) => i);
    const a = verdicts(await freshLos(), ascending);
    const b = verdicts(await freshLos(), [...ascending].reverse());
    const shares = new Set([...a.values()].map((v) => (JSON.parse(v) as number[])[0]));
    expect(shares.size).toBeGreaterThan(10); // the wall really hides different shares
    for (const i of ascending) expect(b.get(i), `target height ${scenes[i]!.models[1]!.heightIn}`).toBe(a.get(i));
  });

  it('gives a query the same verdict alone in a fresh module as after every other query', async () => {
    const warmed = await freshLos();
    verdicts(warmed, scenes.map((_, i) => scenes.length - 1 - i));
    for (const i of [3, 17, 18, 19, 20, 21, 40, 77, 101]) {
      const alone = verdicts(await freshLos(), [i]).get(i);
      expect(verdicts(warmed, [i]).get(i)).toBe(alone);
    }
  });

  it('reuses the bodies of a board rebuilt with equal models, equal array for array to a fresh build', async () => {
    const los = await freshLos();
    const board = scenes[5]!;
    const copy: Layout = { ...board, models: board.models.map((m) => ({ ...m, base: { ...m.base } })) };
    const moved: Layout = { ...copy, models: copy.models.map((m, i) => (i === 1 ? { ...m, x: m.x + 0.5, facingDeg: 30 } : m)) };
    for (const next of [copy, moved]) {
      los.getLosScene(board);
      const reused = los.getLosScene(next).models;
      const fresh = (await freshLos()).getLosScene(next).models;
      for (const k of ['zb', 'zt', 'cx', 'cy', 'r', 'planes', 'vertices', 'edgeCount', 'polyN'] as const) expect(Array.from(reused[k])).toEqual(Array.from(fresh[k]));
    }
  });
});
