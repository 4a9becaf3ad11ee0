// Viewsheds on hand-built tables: open, behind a full-width wall, and around a short wall from a zone.
import { describe, expect, it } from 'vitest';
import { viewshed } from '../../../engine/los/viewshed';
import { layoutOf, solids, wallAlongY } from './fixtures';

describe('viewshed', () => {
  it('sees every cell of an open table', () => {
    const v = viewshed(layoutOf([]), { from: { x: 10, y: 22, heightIn: 1.5 } });
    expect([v.cols, v.rows]).toEqual([60, 44]);
    expect(v.visible.every((c) => c === 1)).toBe(true);
  });

  it('sees nothing behind a wall across the whole table and everything in front of it', () => {
    const l = layoutOf([], [solids('wall', [wallAlongY(30, 0, 44, 0, 5)])]);
    const v = viewshed(l, { from: { x: 10, y: 22, heightIn: 1.5 } });
    for (let row = 0; row < v.rows; row++)
      for (let col = 0; col < v.cols; col++) {
        if (col <= 28) expect(v.visible[row * v.cols + col], `cell ${col},${row}`).toBe(1);
        if (col >= 31) expect(v.visible[row * v.cols + col], `cell ${col},${row}`).toBe(0);
      }
  });

  it('a short wall casts a shadow from one eye that a whole deployment zone sees around', () => {
    const l = layoutOf([], [solids('wall', [wallAlongY(30, 18, 26, 0, 5)])]);
    const one = viewshed(l, { from: { x: 6, y: 22, heightIn: 1.5 } });
    const cell = (x: number, y: number, v = one) => v.visible[Math.floor(y) * v.cols + Math.floor(x)];
    expect(cell(45.5, 22.5)).toBe(0); // straight behind the wall
    expect(cell(45.5, 40.5)).toBe(1); // well off to the side
    const zone = viewshed(l, { from: { zone: [[0, 0], [12, 0], [12, 44], [0, 44]], heightIn: 1.5 } });
    expect(cell(45.5, 22.5, zone)).toBe(1); // seen from the zone's ends
    expect(cell(31.5, 22.5, zone)).toBe(0); // tucked right behind the wall
    for (let i = 0; i < one.visible.length; i++) if (one.visible[i]) expect(zone.visible[i]).toBe(1);
  });
});
