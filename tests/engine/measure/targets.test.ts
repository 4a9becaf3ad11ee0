// Within / wholly within / more than X of models, units, table edges, corners and markers: hand cases and brute force.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  farthestDistanceTo,
  isMoreThanDistance,
  isWhollyWithinDistance,
  isWithinDistance,
  nearestDistanceTo,
  tableCornerPoint,
  unitEdgeDistance,
  type MeasureTarget,
} from '../../../engine/measure';
import type { PlacedBase, TableSize } from '../../../engine/types';
import { anyBaseArb, denseOutline, placedArb, SEED } from './reference';

const table: TableSize = { widthIn: 60, depthIn: 44 };
const r32 = (x: number, y: number): PlacedBase => ({ base: { kind: 'round', diameterMm: 32 }, x, y });
const R = 16 / 25.4;

describe('distance predicates, hand-checked', () => {
  it('table edges: Reserves "within 2" of the table edge"', () => {
    const m = r32(2 + R, 20); // edge of the base exactly 2" from the west edge
    expect(isWithinDistance(m, { kind: 'edge', edge: 'west', table }, 2)).toBe(true);
    expect(isWithinDistance(r32(2.01 + R, 20), { kind: 'edge', edge: 'west', table }, 2)).toBe(false);
    expect(farthestDistanceTo(m, { kind: 'edge', edge: 'west', table })).toBeCloseTo(2 + 2 * R, 12);
    expect(nearestDistanceTo(r32(30, 43), { kind: 'edge', edge: 'any', table })).toBeCloseTo(1 - R, 12);
    expect(nearestDistanceTo(r32(59, 20), { kind: 'edge', edge: 'east', table })).toBeCloseTo(1 - R, 12);
  });
  it('corners: Nuceria "within 12" of all table corners" measures to the corner point', () => {
    expect(tableCornerPoint('ne', table)).toEqual([60, 44]);
    const m = r32(60 - 9, 44 - 8); // centre 12.04" from the corner
    expect(nearestDistanceTo(m, { kind: 'corner', corner: 'ne', table })).toBeCloseTo(Math.hypot(9, 8) - R, 12);
    expect(isWithinDistance(m, { kind: 'corner', corner: 'ne', table }, 12)).toBe(true);
  });
  it('markers and "wholly within"', () => {
    const marker: MeasureTarget = { kind: 'marker', point: [30, 22] };
    expect(isWithinDistance(r32(33, 22), marker, 3 - R)).toBe(true);
    expect(isWhollyWithinDistance(r32(33, 22), marker, 3 + R)).toBe(true);
    expect(isWhollyWithinDistance(r32(33, 22), marker, 3 + R - 0.01)).toBe(false);
  });
  it('models and units: "more than 9" away from any enemy models"', () => {
    const unit = [r32(10, 10), r32(12, 10), r32(40, 40)];
    const target: MeasureTarget = { kind: 'unit', models: unit };
    const m = r32(12 + 9.001 + 2 * R, 10); // 9.001" edge to edge from the model at (12, 10)
    expect(nearestDistanceTo(m, target)).toBeCloseTo(9.001, 9);
    expect(isMoreThanDistance(m, target, 9)).toBe(true);
    expect(isMoreThanDistance(m, target, 10)).toBe(false);
    expect(unitEdgeDistance([m], unit)).toBeCloseTo(nearestDistanceTo(m, target), 12);
    // "wholly within 3" of a friendly Transport" (a 5" x 3" hull).
    const transport: PlacedBase = { base: { kind: 'hull', lengthIn: 5, widthIn: 3 }, x: 20, y: 20, facingDeg: 0 };
    expect(isWhollyWithinDistance(r32(25.5 - R, 20), { kind: 'model', model: transport }, 3)).toBe(true);
    expect(isWhollyWithinDistance(r32(25.6 - R, 20), { kind: 'model', model: transport }, 3)).toBe(false);
  });
});

describe('distance predicates against dense outlines (seeded)', () => {
  it('edges, corners and markers', () => {
    const edgeArb = fc.constantFrom('west', 'east', 'south', 'north', 'any' as const);
    const cornerArb = fc.constantFrom('sw', 'se', 'nw', 'ne' as const);
    const placedOnTable = placedArb(anyBaseArb).map((p) => ({ ...p, x: p.x * 1.5 - 14, y: p.y * 1.6 - 12 }));
    fc.assert(
      fc.property(placedOnTable, edgeArb, cornerArb, (p, edge, corner) => {
        const o = denseOutline(p, 4000);
        let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
        for (let i = 0; i < o.length; i += 2) {
          minX = Math.min(minX, o[i]!); maxX = Math.max(maxX, o[i]!);
          minY = Math.min(minY, o[i + 1]!); maxY = Math.max(maxY, o[i + 1]!);
        }
        const span = {
          west: [minX, maxX], east: [60 - maxX, 60 - minX], south: [minY, maxY], north: [44 - maxY, 44 - minY],
        } as const;
        const clamp = (v: number) => Math.max(0, v);
        const ref =
          edge === 'any'
            ? [Math.min(...Object.values(span).map((s) => clamp(s[0]))), Math.min(...Object.values(span).map((s) => clamp(s[1])))]
            : [clamp(span[edge][0]), clamp(span[edge][1])];
        const t: MeasureTarget = { kind: 'edge', edge, table };
        expect(Math.abs(nearestDistanceTo(p, t) - ref[0]!)).toBeLessThan(1e-4);
        expect(Math.abs(farthestDistanceTo(p, t) - ref[1]!)).toBeLessThan(1e-4);
        const c = tableCornerPoint(corner, table);
        let far = 0;
        for (let i = 0; i < o.length; i += 2) far = Math.max(far, Math.hypot(o[i]! - c[0], o[i + 1]! - c[1]));
        expect(Math.abs(farthestDistanceTo(p, { kind: 'corner', corner, table }) - far)).toBeLessThan(1e-4);
        for (const X of [1, 2, 6, 12]) {
          const within = isWithinDistance(p, t, X);
          expect(isMoreThanDistance(p, t, X)).toBe(!within);
          if (isWhollyWithinDistance(p, t, X)) expect(within).toBe(true);
        }
      }),
      { seed: SEED, numRuns: 1500 },
    );
  });
});
