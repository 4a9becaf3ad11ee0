// Matrix updates after moves (ray masks patched, terrain-open rays, >32 rays without masks) equal full recomputes.
import { describe, expect, it } from 'vitest';
import { losMatrix, updateLosMatrixForModel } from '../../../engine/los/matrix';
import type { LosMatrixOptions } from '../../../engine/los/matrix';
import { generateLosLayout } from '../../../engine/los/sceneGenerator';
import { seededRandom } from '../../../engine/dice/uniform';
import type { Layout } from '../../../engine/types';

function walk(layout: Layout, opts: LosMatrixOptions, seed: number, steps: number): { recomputed: number; changed: number } {
  const rnd = seededRandom(seed);
  let current = layout;
  const m = losMatrix(current, opts);
  let recomputed = 0;
  let changed = 0;
  for (let step = 0; step < steps; step++) {
    const i = Math.floor(rnd() * current.models.length);
    const prev = current.models[i]!;
    const far = rnd() < 0.3;
    const moved = {
      ...prev,
      x: Math.min(58, Math.max(2, far ? 2 + rnd() * 56 : prev.x + (rnd() - 0.5) * 8)),
      y: Math.min(42, Math.max(2, far ? 2 + rnd() * 40 : prev.y + (rnd() - 0.5) * 8)),
      facingDeg: prev.facingDeg + rnd() * 90,
    };
    current = { ...current, models: current.models.map((x, j) => (j === i ? moved : x)) };
    const before = Array.from(m.fractions);
    recomputed += updateLosMatrixForModel(current, m, prev.id, prev, opts);
    const fresh = losMatrix(current, opts);
    expect(Array.from(m.fractions), `step ${step}`).toEqual(Array.from(fresh.fractions));
    if (m.clearMasks) expect(Array.from(m.clearMasks), `masks, step ${step}`).toEqual(Array.from(fresh.clearMasks!));
    changed += before.filter((v, k) => v !== m.fractions[k]).length;
  }
  return { recomputed, changed };
}

describe('updateLosMatrixForModel after moves', () => {
  const layout = generateLosLayout({ seed: 21, ruins: 8, woods: 2, areas: 2, models: 60, elevatedShare: 0.15 });
  const cases: [string, LosMatrixOptions][] = [
    ['16 rays (masks)', {}],
    ['8 rays, obscuring footprints', { raysPerPair: 8, footprints: 'obscuring-blocks' }],
    ['32 rays (full mask width)', { raysPerPair: 32 }],
    ['48 rays (no masks: pairs recomputed whole)', { raysPerPair: 48 }],
  ];
  for (const [label, opts] of cases)
    it(`equals a full recompute: ${label}`, () => {
      const { recomputed, changed } = walk(layout, opts, 17, 10);
      expect(changed).toBeGreaterThan(0);
      expect(recomputed).toBeLessThan(10 * 60 * 60);
    });

  it('keeps masks only up to 32 rays', () => {
    expect(losMatrix(layout, { raysPerPair: 32 }).clearMasks).toBeDefined();
    expect(losMatrix(layout, { raysPerPair: 33 }).clearMasks).toBeUndefined();
  });

  it('a matrix over chosen observers and targets (row chunk) updates like the whole', () => {
    const ids = layout.models.map((m) => m.id);
    const opts = { observerIds: ids.slice(0, 30), targetIds: ids.slice(10, 60), rows: [5, 25] as const };
    walk(layout, opts, 5, 6);
  });
});
