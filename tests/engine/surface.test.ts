// Models stand on the table, on floors and hill tops, never on top of thin walls.
import { describe, expect, it } from 'vitest';
import { surfaceHeightAt, type TerrainPiece } from '../../engine/index';

const piece = (solids: TerrainPiece['solids'], rotationDeg = 0): TerrainPiece => ({
  id: 'ruin',
  kind: 'ruin',
  x: 10,
  y: 10,
  rotationDeg,
  traits: ['obscuring'],
  footprint: [[-3, -3], [3, -3], [3, 3], [-3, 3]],
  solids,
});

describe('surfaceHeightAt', () => {
  const floor = { box: { x: 0, y: 0, z: 2.75, w: 6, d: 6, h: 0.25 } };
  const wall = { box: { x: 2.75, y: 0, z: 0, w: 0.5, d: 6, h: 6 } };
  it('is the table (0) away from terrain', () => {
    expect(surfaceHeightAt({ terrain: [piece([floor])] }, 30, 30)).toBe(0);
  });
  it('is the floor top inside the floor, and not a thin wall top', () => {
    const t = { terrain: [piece([floor, wall])] };
    expect(surfaceHeightAt(t, 10, 10)).toBeCloseTo(3, 12);
    expect(surfaceHeightAt(t, 12.9, 10)).toBeCloseTo(3, 12);
    expect(surfaceHeightAt({ terrain: [piece([wall])] }, 12.75, 10)).toBe(0);
  });
  it('respects the piece rotation', () => {
    const slab = { box: { x: 4, y: 0, z: 0, w: 2, d: 2, h: 1 } };
    const t = { terrain: [piece([slab], 90)] };
    expect(surfaceHeightAt(t, 10, 14)).toBe(1); // local (4, 0) rotated 90 degrees lands at (10, 14)
    expect(surfaceHeightAt(t, 14, 10)).toBe(0);
  });
  it('can look below a floor', () => {
    expect(surfaceHeightAt({ terrain: [piece([floor])] }, 10, 10, 1)).toBe(0);
  });
});
