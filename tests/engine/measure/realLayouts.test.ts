// checkMove on real tournament layouts: a vehicle (Nuceria: no obscuring terrain) is blocked exactly when a sweep hits a ruin.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { placedFootprint } from '../../../engine/geometry/placement';
import { checkMove } from '../../../engine/measure';
import { NUCERIA } from '../../../engine/rulesets';

const NUCERIA_MOVEMENT = NUCERIA.measuring.movement;
import type { Layout, PlacedBase } from '../../../engine/types';
import { denseOutline, pointInPolygonFlat, polylinesCross, SEED } from './reference';

const dir = path.resolve(__dirname, '../../fixtures/real-layouts');
const files = (JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as { file?: string; id?: string }[])
  .map((e) => e.file ?? `${e.id}.json`)
  .slice(0, 12);

describe('checkMove on real layouts', () => {
  let blockedTotal = 0;
  let clearTotal = 0;
  it.each(files)('%s: blocked moves match a 0.02" sweep against the footprints', (file) => {
    const layout = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Layout;
    const blockers = layout.terrain.filter((t) => t.traits.includes('obscuring') || t.traits.includes('impassable'));
    const polys = blockers.map((t) => new Float64Array(placedFootprint(t).flat()));
    const rng = xoroshiro128plus(SEED);
    const next = (lo: number, hi: number) => lo + (hi - lo) * uniformFloat64(rng);
    let blockedCount = 0;
    for (let k = 0; k < 15; k++) {
      const model: PlacedBase = { base: { kind: 'hull', lengthIn: 4, widthIn: 2.5 }, x: next(4, 56), y: next(4, 40), facingDeg: next(0, 360) };
      const to: [number, number] = [model.x + next(-8, 8), model.y + next(-8, 8)];
      const r = checkMove({ model, path: [to], allowanceIn: 20, terrain: layout.terrain, isInfantry: false }, NUCERIA_MOVEMENT);
      const steps = Math.ceil(Math.hypot(to[0] - model.x, to[1] - model.y) / 0.02);
      const hit = (i: number, shrink: number) => {
        const u = i / steps;
        const o = denseOutline({ ...model, base: { kind: 'hull', lengthIn: 4 - shrink, widthIn: 2.5 - shrink }, x: model.x + (to[0] - model.x) * u, y: model.y + (to[1] - model.y) * u }, 4);
        return polys.some((p) => polylinesCross(o, p) || pointInPolygonFlat(o[0]!, o[1]!, p) || pointInPolygonFlat(p[0]!, p[1]!, o));
      };
      // Pieces the base already overlaps at the start do not block (the engine lets a model leave them).
      if (hit(0, 0.02) || hit(0, 0)) continue;
      const sweep = (shrink: number) => Array.from({ length: steps + 1 }, (_, i) => i).some((i) => hit(i, shrink));
      const blockedRef = sweep(0.02);
      if (blockedRef !== sweep(0.06)) continue; // grazing contact: too close to call either way
      const blocked = r.reasons.some((s) => s.startsWith('Only infantry may enter obscuring terrain') || s.startsWith('Crosses impassable'));
      expect(blocked).toBe(blockedRef);
      if (blocked) blockedCount++;
      else clearTotal++;
    }
    blockedTotal += blockedCount;
  });
  it('blocked some moves and let others through', () => {
    expect(blockedTotal).toBeGreaterThan(20);
    expect(clearTotal).toBeGreaterThan(20);
  });
});
