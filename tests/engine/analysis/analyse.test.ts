// Layout analysis on hand-built tables: open (nothing hidden, the lane is the diagonal), a wall across, zones, cancel.
import { describe, expect, it } from 'vitest';
import { analyseLayout, analyseLayoutSteps } from '../../../engine/analysis/analyse';
import { analysisZones } from '../../../engine/analysis/zones';
import type { Layout } from '../../../engine/types';
import { layoutOf, solids } from '../los/fixtures';

const fast = { cellIn: 4, zoneSampleIn: 4, laneDirections: 90, laneStepIn: 1 };

/** A wall along x at y, from x0 to x1, height h (thickness 0.4"). */
const wallAlongX = (y: number, x0: number, x1: number, h: number) => ({ x: (x0 + x1) / 2, y, z: 0, w: x1 - x0, d: 0.4, h });

describe('analyseLayout', () => {
  it('open table: nothing hidden, default zones named in the summary, the lane is the diagonal', () => {
    const a = analyseLayout(layoutOf([]), fast)!;
    expect(a.summary.zonesFromDefault).toBe(true);
    expect(a.summary.lines[0]).toMatch(/default 12" zones on the long edges/);
    expect(a.zones.map((z) => z.id)).toEqual(['default-1', 'default-2']);
    for (const h of a.zoneHidden) expect(h.hiddenShare).toBe(0);
    for (const v of a.viewsheds) {
      expect(v.tableSeenShare).toBe(1);
      expect(v.eyes).toBe(15 * 3); // 60 x 12 zone sampled every 4"
    }
    expect(a.summary.hiddenFromAllShare).toBe(0);
    expect(a.longestLane!.lengthIn).toBeCloseTo(Math.hypot(60, 44), 6);
    const ends = [a.longestLane!.from, a.longestLane!.to].map((p) => p.map((v) => Math.round(v)));
    expect(ends.some(([x, y]) => (x === 0 || x === 60) && (y === 0 || y === 44))).toBe(true);
  });

  it('a tall wall across the whole table between the zones: each zone fully hidden from the other', () => {
    // The wall at y = 20 lies between cell rows (centres 18 and 22 with 4" cells): 5 rows on one side, 6 on the other.
    const l = layoutOf([], [solids('wall', [wallAlongX(20, 0, 60, 6)])]);
    const a = analyseLayout(l, fast)!;
    for (const h of a.zoneHidden) expect(h.hiddenShare).toBe(1);
    expect(a.viewsheds.map((v) => v.tableSeenShare)).toEqual([5 / 11, 6 / 11]);
    expect(a.summary.hiddenFromAllShare).toBe(0);
    // The lane cannot cross the wall: the longest is the diagonal of the larger side (y from 20.2 to 44), sampled.
    const lane = a.longestLane!;
    expect(lane.lengthIn).toBeLessThanOrEqual(Math.hypot(60, 23.8) + 1e-9);
    expect(lane.lengthIn).toBeGreaterThan(Math.hypot(60, 23.8) - 1);
    expect(Math.min(lane.from[1], lane.to[1])).toBeGreaterThanOrEqual(20.2 - 1e-9);
  });

  it('a wall with a 4" gap at one end hides the share of the far zone that no line through the gap reaches', () => {
    const l = layoutOf([], [solids('wall', [wallAlongX(22, 4, 60, 6)])]);
    const a = analyseLayout(l, { ...fast, cellIn: 2, zoneSampleIn: 2 })!;
    const h = a.zoneHidden.find((z) => z.fromZoneId === 'default-1')!.hiddenShare;
    // Brute force over the same eyes (2" grid in the near zone) and far-zone cells: hidden when no line from an eye
    // crosses the wall's line inside the gap. Bounds: the cell's centre through a narrowed gap (hides the most) and any
    // point of its 32 mm base through a widened gap (hides the least); the engine must land between them.
    const r = 0.63;
    const hiddenShare = (gap0: number, gap1: number, reach: number): number => {
      let cells = 0, hidden = 0;
      for (let cx = 1; cx < 60; cx += 2)
        for (let cy = 33; cy < 44; cy += 2) {
          cells++;
          let seen = false;
          for (let ex = 1; ex < 60 && !seen; ex += 2)
            for (let ey = 1; ey < 12 && !seen; ey += 2)
              for (const tx of [cx - reach, cx, cx + reach]) {
                const xAt = ex + ((tx - ex) * (22 - ey)) / (cy - ey);
                if (xAt > gap0 && xAt < gap1) seen = true;
              }
          if (!seen) hidden++;
        }
      return hidden / cells;
    };
    const most = hiddenShare(-1, 3.7, 0), least = hiddenShare(-1, 4.5, r);
    expect(least).toBeGreaterThan(0.3);
    expect(most - least).toBeLessThan(0.15);
    expect(h).toBeGreaterThanOrEqual(least);
    expect(h).toBeLessThanOrEqual(most);
  });

  it("uses the layout's deployment zones when it has them", () => {
    const base = layoutOf([]);
    const l: Layout = {
      ...base,
      deployment: {
        zones: [
          { id: 'red', side: 'red', name: 'Red', polygon: [[0, 0], [9, 0], [9, 44], [0, 44]] },
          { id: 'blue', side: 'blue', name: 'Blue', polygon: [[51, 0], [60, 0], [60, 44], [51, 44]] },
        ],
      },
    };
    expect(analysisZones(l).fromDefault).toBe(false);
    const a = analyseLayout(l, fast)!;
    expect(a.zones.map((z) => z.name)).toEqual(['Red', 'Blue']);
    expect(a.summary.zonesFromDefault).toBe(false);
    expect(a.summary.lines.join('\n')).toMatch(/0% of Blue is hidden from Red/);
  });

  it('reports progress that only grows, and stops when asked', () => {
    const l = layoutOf([], [solids('wall', [wallAlongX(22, 10, 50, 6)])]);
    const seen: number[] = [];
    const a = analyseLayout(l, { ...fast, onProgress: (d) => seen.push(d) });
    expect(a).not.toBeNull();
    expect(seen.length).toBeGreaterThan(10);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThanOrEqual(seen[i - 1]!);
    expect(seen[seen.length - 1]).toBe(1);
    let asked = 0;
    expect(analyseLayout(l, { ...fast, shouldCancel: () => ++asked > 3 })).toBeNull();
    expect(asked).toBe(4);
  });

  it('the step generator gives the same result as the one-call analysis', () => {
    const l = layoutOf([], [solids('wall', [wallAlongX(22, 10, 50, 6)])]);
    const steps = analyseLayoutSteps(l, fast);
    let r = steps.next();
    while (!r.done) r = steps.next();
    const once = analyseLayout(l, fast)!;
    expect(r.value.summary).toEqual(once.summary);
    expect(Array.from(r.value.viewsheds[0]!.seenBy)).toEqual(Array.from(once.viewsheds[0]!.seenBy));
  });
});
