// Line of sight on hand-built scenes whose answers can be worked out on paper.
import { describe, expect, it } from 'vitest';
import { lineOfSight, losRayView } from '../../../engine/los/lineOfSight';
import { mmToIn } from '../../../engine/bases';
import { area, layoutOf, model, solids, wallAlongY } from './fixtures';

const R = mmToIn(32) / 2;

describe('lineOfSight on analytic scenes', () => {
  it('sees everything on an open table', () => {
    const l = layoutOf([model('a', 10, 22), model('b', 40, 22)]);
    const los = lineOfSight(l, 'a', 'b');
    expect(los.visible).toBe(true);
    expect(los.visibleFraction).toBe(1);
    expect(los.concealedByTerrain).toBe(0);
    expect(los.concealedByModels).toBe(0);
    expect(los.rays.count).toBe(256);
  });

  it('a wall taller than both models across the line hides the target', () => {
    const l = layoutOf([model('a', 10, 22), model('b', 40, 22)], [solids('wall', [wallAlongY(25, 15, 29, 0, 5)])]);
    const los = lineOfSight(l, 'a', 'b');
    expect(los.visible).toBe(false);
    expect(los.visibleFraction).toBe(0);
    expect(los.concealedByTerrain).toBeCloseTo(1, 6);
    const ray = losRayView(l, los, 100);
    expect(ray.blocker).toEqual({ kind: 'terrain', id: 'wall', index: 0 });
    expect(ray.hit![0]).toBeCloseTo(24.9, 6); // the near face of the wall
  });

  for (const [share, hiddenNear] of [[0.6, 0.6], [0.4, 0.4]] as const) {
    it(`a wall touching the target over the lower ${share * 100}% of its height hides about that share`, () => {
      // Target 1.5" tall at x = 40; wall 0.2" thick touching its front; observer 30" away.
      const wall = wallAlongY(40 - R - 0.1, 20, 24, 0, 1.5 * share);
      const l = layoutOf([model('a', 10, 22), model('b', 40, 22)], [solids('low wall', [wall])]);
      const los = lineOfSight(l, 'a', 'b');
      expect(los.visible).toBe(true);
      expect(Math.abs(los.concealedByTerrain - hiddenNear)).toBeLessThan(0.05);
      expect(los.concealedByTerrain + los.concealedByModels + los.visibleFraction).toBeCloseTo(1, 6);
    });
  }

  it('a window in a tall wall lets rays through, the same wall without it does not', () => {
    // Wall from y 15 to 29, 5" tall; window from y 21.5 to 22.5 between z 0.5 and 2.5.
    const x = 25;
    const windowed = solids('ruin', [
      wallAlongY(x, 15, 29, 0, 0.5),
      wallAlongY(x, 15, 29, 2.5, 5),
      wallAlongY(x, 15, 21.5, 0.5, 2.5),
      wallAlongY(x, 22.5, 29, 0.5, 2.5),
    ]);
    const seen = lineOfSight(layoutOf([model('a', 10, 22), model('b', 40, 22)], [windowed]), 'a', 'b');
    expect(seen.visible).toBe(true);
    expect(seen.visibleFraction).toBeGreaterThan(0.5);
    const solidWall = solids('ruin', [wallAlongY(x, 15, 29, 0, 5)]);
    expect(lineOfSight(layoutOf([model('a', 10, 22), model('b', 40, 22)], [solidWall]), 'a', 'b').visible).toBe(false);
    // Off to the side of the window the wall blocks.
    const side = lineOfSight(layoutOf([model('a', 10, 22), model('b', 40, 27)], [windowed]), 'a', 'b');
    expect(side.visible).toBe(false);
  });

  it("models of the observer's own unit never block; a model of another unit does", () => {
    const blocker = (unit: string) => model('c', 25, 22, { unit, heightIn: 3, base: { kind: 'round', diameterMm: 60 } });
    const own = layoutOf([model('a', 10, 22, { unit: 'squad' }), blocker('squad'), model('b', 40, 22)]);
    expect(lineOfSight(own, 'a', 'b').visibleFraction).toBe(1);
    const other = layoutOf([model('a', 10, 22, { unit: 'squad' }), blocker('other'), model('b', 40, 22)]);
    const los = lineOfSight(other, 'a', 'b');
    expect(los.visible).toBe(false);
    expect(los.concealedByModels).toBeCloseTo(1, 6);
    expect(losRayView(other, los, 0).blocker).toMatchObject({ kind: 'model', id: 'c' });
    // The same model does not block when the ruleset says models never block.
    expect(lineOfSight(other, 'a', 'b', { modelsBlock: false }).visibleFraction).toBe(1);
  });

  it('an obscuring footprint without walls blocks only when the ruleset says so, and not for a target inside it', () => {
    const zone = area('area', [[20, 18], [30, 18], [30, 26], [20, 26]]);
    const l = layoutOf([model('a', 10, 22), model('b', 40, 22), model('c', 25, 25)], [zone]);
    expect(lineOfSight(l, 'a', 'b').visibleFraction).toBe(1);
    expect(lineOfSight(l, 'a', 'b', { footprints: 'obscuring-blocks' }).visible).toBe(false);
    expect(lineOfSight(l, 'a', 'c', { footprints: 'obscuring-blocks' }).visibleFraction).toBe(1);
  });

  it('sees the top of a target standing below the eye', () => {
    // Target on the ground, observer on a 6" floor: the top face is part of the silhouette.
    const l = layoutOf([model('a', 10, 22, { z: 6 }), model('b', 16, 22)]);
    const los = lineOfSight(l, 'a', 'b');
    let onTop = 0;
    for (let i = 0; i < los.rays.count; i++) if (Math.abs(los.rays.ends[3 * i + 2]! - 1.5) < 1e-5) onTop++;
    expect(onTop).toBeGreaterThan(0);
    expect(los.visibleFraction).toBe(1);
  });
});
