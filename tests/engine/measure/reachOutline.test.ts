// The outline of a unit's reach (issue 23 item 4): every point within R of any model's base edge, drawn as segments.
// Checked against brute force: each kept point lies on one base's ring and inside no other base's reach; a point of a ring
// left out lies inside another base's reach.
import { describe, expect, it } from 'vitest';
import { pointToBaseDistance, rangeRing, reachOutline, type PlacedBase } from '../../../engine/index';

const round = (x: number, y: number, mm = 32): PlacedBase => ({ x, y, base: { kind: 'round', diameterMm: mm } });

describe('reachOutline', () => {
  it('two bases far apart: both rings whole (a 32 mm base, 6": every point 6 + 0.63" from its centre)', () => {
    const segs = reachOutline([round(10, 10), round(40, 10)], 6);
    const r = 6 + 32 / 25.4 / 2;
    for (const [a, b] of segs) for (const p of [a, b]) {
      const d = Math.min(Math.hypot(p[0] - 10, p[1] - 10), Math.hypot(p[0] - 40, p[1] - 10));
      expect(d).toBeCloseTo(r, 6);
    }
    expect(segs.length).toBe(2 * rangeRing(round(10, 10), 6, 0.05).length);
  });

  it('overlapping reaches: no kept point inside another base\'s reach; every dropped ring point is inside one', () => {
    const bases: PlacedBase[] = [round(10, 10), round(12, 10, 25), round(11, 12.5, 40), { x: 14, y: 11, facingDeg: 30, base: { kind: 'oval', lengthMm: 60, widthMm: 35 } }];
    const R = 3;
    const segs = reachOutline(bases, R);
    const kept = new Set(segs.flat().map((p) => `${p[0]},${p[1]}`));
    expect(kept.size).toBeGreaterThan(20);
    bases.forEach((b, i) => {
      for (const p of rangeRing(b, R, 0.05)) {
        const insideOther = bases.some((o, j) => j !== i && pointToBaseDistance(o, p) < R - 1e-6);
        if (kept.has(`${p[0]},${p[1]}`)) expect(insideOther).toBe(false);
        else expect(insideOther).toBe(true);
      }
    });
    // And the outline bounds the reach: a point just outside every kept point's ring is farther than R from all bases.
    for (const [a] of segs) {
      const owner = bases.reduce((x, b) => (Math.abs(pointToBaseDistance(b, a) - R) < Math.abs(pointToBaseDistance(x, a) - R) ? b : x));
      const dx = a[0] - owner.x, dy = a[1] - owner.y, len = Math.hypot(dx, dy);
      const out: [number, number] = [a[0] + (dx / len) * 0.05, a[1] + (dy / len) * 0.05];
      expect(Math.min(...bases.map((b) => pointToBaseDistance(b, out)))).toBeGreaterThan(R - 1e-6);
    }
  });
});
