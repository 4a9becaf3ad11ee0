// Area kernels: the lens formula against hand values and against exact clipping of a very dense polygon.
import { describe, expect, it } from 'vitest';
import { clipHalfPlane, lensArea, polygonArea, polygonCircleArea } from '../../../engine/templates/area';
import { circlePolygon } from './reference';

describe('lensArea', () => {
  it('hand values', () => {
    expect(lensArea(1, 1, 2)).toBe(0);
    expect(lensArea(1, 1, 3)).toBe(0);
    expect(lensArea(3, 1, 1.5)).toBeCloseTo(Math.PI, 12); // small circle wholly inside
    expect(lensArea(1, 1, 0)).toBeCloseTo(Math.PI, 12);
    // Two unit circles through each other's centres: 2*pi/3 - sqrt(3)/2.
    expect(lensArea(1, 1, 1)).toBeCloseTo((2 * Math.PI) / 3 - Math.sqrt(3) / 2, 12);
  });

  it('agrees with exact polygon-circle clipping of a 20,000-gon to 1e-6', () => {
    for (const [R, r, d] of [[1.5, 0.63, 1.2], [2.5, 0.63, 2.9], [1.5, 1.5, 0.4], [2.5, 1.97, 3.0], [1.5, 1.0, 0.6]] as const) {
      const n = 20_000;
      const poly = circlePolygon(d, 0, r, n);
      const polyArea = polygonArea(poly, n);
      const byClip = (polygonCircleArea(poly, n, 0, 0, R) / polyArea) * Math.PI * r * r;
      expect(Math.abs(lensArea(R, r, d) - byClip)).toBeLessThan(1e-6);
    }
  });
});

describe('polygon kernels', () => {
  const square = new Float64Array([0, 0, 2, 0, 2, 2, 0, 2]);

  it('shoelace area is signed counter-clockwise positive', () => {
    expect(polygonArea(square, 4)).toBe(4);
    expect(polygonArea(new Float64Array([0, 0, 0, 2, 2, 2, 2, 0]), 4)).toBe(-4);
  });

  it('clips a square to a diagonal half-plane', () => {
    const out = new Float64Array(16);
    const m = clipHalfPlane(square, 4, 1, 1, 2, out); // x + y <= 2
    expect(polygonArea(out, m)).toBeCloseTo(2, 12);
  });

  it('square against circles: inside, around and a quarter disc at a corner', () => {
    expect(polygonCircleArea(square, 4, 1, 1, 0.5)).toBeCloseTo(Math.PI / 4, 12);
    expect(polygonCircleArea(square, 4, 1, 1, 5)).toBeCloseTo(4, 12);
    expect(polygonCircleArea(square, 4, 0, 0, 1)).toBeCloseTo(Math.PI / 4, 12);
    expect(polygonCircleArea(square, 4, 1, -1, 1)).toBeCloseTo(0, 12); // touching the bottom edge only
  });
});
