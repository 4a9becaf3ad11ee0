// symmetryScore, findTwin and makeSymmetric on built layouts: twins by placed shape, smooth falloff, one-sided completion.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTwin, loadLayout, makeSymmetric, symmetryFalloff, symmetryScore, type SymmetryMode, type SymmetrySide } from '../../../engine/layout/index';
import type { Layout, TerrainPiece } from '../../../engine/types';
import { makeLayout, makePiece, rectFootprint } from './helpers';

const L_SHAPE: [number, number][] = [[0, 0], [4, 0], [4, 1], [1, 1], [1, 3], [0, 3]];
const moveBy = (layout: Layout, id: string, dx: number, dy: number): Layout => ({
  ...layout,
  terrain: layout.terrain.map((p) => (p.id === id ? { ...p, x: p.x + dx, y: p.y + dy } : p)),
});

describe('symmetryFalloff', () => {
  it('is 1 up to 0.1", 0 from 2", and falls steadily in between', () => {
    expect(symmetryFalloff(0)).toBe(1);
    expect(symmetryFalloff(0.1)).toBe(1);
    expect(symmetryFalloff(1.05)).toBeCloseTo(0.5, 12);
    expect(symmetryFalloff(2)).toBe(0);
    expect(symmetryFalloff(Infinity)).toBe(0);
    for (let d = 0.1; d < 2; d += 0.01) expect(symmetryFalloff(d + 0.01)).toBeLessThan(symmetryFalloff(d));
  });
});

describe('symmetryScore compares placed shapes, not rotation numbers', () => {
  it('a square crater at the centre is its own twin under rotate-180 whatever its rotation', () => {
    for (const rotationDeg of [0, 37, 90, 200]) {
      const report = symmetryScore(makeLayout([makePiece('c', { kind: 'crater', x: 30, y: 22, rotationDeg, footprint: rectFootprint(5, 5) })]), 'rotate-180');
      expect(report).toEqual({ score: 1, unmatched: [], pairs: [{ a: 'c', b: 'c', distanceIn: expect.closeTo(0, 9) }] });
    }
  });

  it('a rectangle at 0 degrees and its copy at 180 degrees are the same placement', () => {
    for (const rotationDeg of [0, 180, -180, 540]) {
      const layout = makeLayout([makePiece('a', { x: 10, y: 12 }), makePiece('b', { x: 50, y: 32, rotationDeg })]);
      expect(symmetryScore(layout, 'rotate-180').score).toBe(1);
    }
    const turned = makeLayout([makePiece('a', { x: 10, y: 12 }), makePiece('b', { x: 50, y: 32, rotationDeg: 90 })]);
    expect(symmetryScore(turned, 'rotate-180').unmatched).toEqual(['a', 'b']);
  });

  it('under a mirror the twin is the mirror image, not the same-handed piece', () => {
    const left = makePiece('left', { x: 10, y: 20, rotationDeg: 20, footprint: L_SHAPE });
    const mirrored = makePiece('right', { x: 50, y: 20, rotationDeg: 340, footprint: L_SHAPE.map(([x, y]) => [-x, y]) });
    const sameHanded = makePiece('right', { x: 50, y: 20, rotationDeg: 340, footprint: L_SHAPE });
    expect(symmetryScore(makeLayout([left, mirrored]), 'mirror-x').score).toBe(1);
    expect(symmetryScore(makeLayout([left, sameHanded]), 'mirror-x').unmatched).toEqual(['left', 'right']);
    expect(symmetryScore(makeLayout([left, mirrored]), 'mirror-y').unmatched).toEqual(['left', 'right']);
  });

  it('needs the same kind', () => {
    const layout = makeLayout([makePiece('a', { x: 10, y: 12 }), makePiece('b', { kind: 'woods', x: 50, y: 32 })]);
    expect(symmetryScore(layout, 'rotate-180')).toMatchObject({ score: 0, unmatched: ['a', 'b'] });
  });

  it('scores mode none as 1 and an empty table as 1', () => {
    expect(symmetryScore(makeLayout([makePiece('a')]), 'none').score).toBe(1);
    expect(symmetryScore(makeLayout([]), 'mirror-x')).toEqual({ score: 1, unmatched: [], pairs: [] });
  });
});

const halfPieceArb = (side: SymmetrySide): fc.Arbitrary<TerrainPiece> =>
  fc
    .record({
      across: fc.double({ min: 2, max: 18, noNaN: true }),
      along: fc.double({ min: -18, max: 18, noNaN: true }),
      rotationDeg: fc.double({ min: 0, max: 360, noNaN: true }),
      kind: fc.constantFrom('ruin', 'crater', 'woods'),
      withWall: fc.boolean(),
    })
    .map(({ across, along, rotationDeg, kind, withWall }) => {
      const horizontal = side === 'left' || side === 'right';
      const sign = side === 'left' || side === 'bottom' ? -1 : 1;
      const x = horizontal ? 30 + sign * (across + 3) : 30 + along;
      const y = horizontal ? 22 + along : 22 + sign * (across + 3);
      const solids = withWall ? [{ box: { x: 1, y: 1.5, z: 0, w: 3, d: 0.5, h: 5, rotationDeg: 10 } }] : [];
      return makePiece('p', { x, y: Math.min(Math.max(y, 3), 41), rotationDeg, kind, footprint: L_SHAPE, solids });
    });

const CASES: [SymmetryMode, SymmetrySide][] = [['mirror-x', 'left'], ['mirror-x', 'right'], ['mirror-y', 'bottom'], ['mirror-y', 'top'], ['rotate-180', 'left'], ['rotate-180', 'top']];

describe('a layout built with symmetry on', () => {
  it.each(CASES)('%s from the %s half scores 1; moving one twin by 1" lowers the score and names it', (mode, side) => {
    fc.assert(
      fc.property(fc.array(halfPieceArb(side), { minLength: 1, maxLength: 6 }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), (pieces, angle) => {
        const half = makeLayout(pieces.map((p, i) => ({ ...p, id: `t${i}` })));
        const made = makeSymmetric(half, mode, side);
        if (!made.ok) throw new Error(made.reason);
        expect(made.added).toHaveLength(pieces.length);
        expect(() => loadLayout(made.layout)).not.toThrow();
        expect(symmetryScore(made.layout, mode)).toMatchObject({ score: 1, unmatched: [] });
        const n = made.layout.terrain.length;
        const twin = made.added[0]!;
        const moved = symmetryScore(moveBy(made.layout, twin, Math.cos(angle), Math.sin(angle)), mode);
        expect(moved.unmatched).toContain(twin);
        expect(moved.score).toBeLessThan(1);
        // Two pieces (the twin and its partner) lose credit for a 1" (convex) or at least 1" (L-shaped) gap.
        expect(moved.score).toBeLessThanOrEqual(1 - (2 * (1 - symmetryFalloff(1))) / n + 1e-9);
        expect(moved.score).toBeGreaterThanOrEqual(1 - 2 / n - 1e-9);
      }),
      { numRuns: 40, seed: 42 },
    );
  });

  it('twins within 0.1" score at least 0.95, and the score falls smoothly as one twin drifts', () => {
    const made = makeSymmetric(makeLayout([makePiece('a', { x: 12, y: 10 }), makePiece('b', { x: 20, y: 30, rotationDeg: 45 })]), 'rotate-180', 'left');
    if (!made.ok) throw new Error(made.reason);
    expect(symmetryScore(moveBy(moveBy(made.layout, 'a-twin', 0.07, 0.07), 'b-twin', -0.1, 0), 'rotate-180').score).toBeGreaterThanOrEqual(0.95);
    let last = 1;
    for (let d = 0; d <= 2.5; d += 0.05) {
      const s = symmetryScore(moveBy(made.layout, 'a-twin', d, 0), 'rotate-180').score;
      expect(s).toBeLessThanOrEqual(last + 1e-12);
      expect(last - s).toBeLessThan(0.05);
      last = s;
    }
    expect(last).toBe(0.5);
  });
});

describe('findTwin', () => {
  it('names the twin, itself for a self-symmetric piece, null for a piece without one', () => {
    const layout = makeLayout([
      makePiece('a', { x: 10, y: 12 }),
      makePiece('b', { x: 50.3, y: 32 }),
      makePiece('c', { kind: 'crater', x: 30, y: 22, footprint: rectFootprint(4, 4) }),
      makePiece('lonely', { kind: 'woods', x: 5, y: 40 }),
    ]);
    expect(findTwin(layout, 'a', 'rotate-180')).toEqual({ twinId: 'b', distanceIn: expect.closeTo(0.3, 9) });
    expect(findTwin(layout, 'b', 'rotate-180')?.twinId).toBe('a');
    expect(findTwin(layout, 'c', 'rotate-180')?.twinId).toBe('c');
    expect(findTwin(layout, 'lonely', 'rotate-180')).toBeNull();
    expect(findTwin(layout, 'nope', 'rotate-180')).toBeNull();
  });
});

describe('makeSymmetric', () => {
  const layout = makeLayout([
    makePiece('keep', { x: 10, y: 10 }),
    makePiece('drop', { x: 45, y: 10 }),
    makePiece('axis', { x: 30.1, y: 20 }),
    makePiece('centre', { kind: 'crater', x: 30, y: 22 }),
  ]);

  it('keeps one half, removes the other, keeps axis pieces once and adds twins', () => {
    const r = makeSymmetric(layout, 'mirror-x', 'left');
    expect(r).toMatchObject({ ok: true, removed: ['drop'], added: ['keep-twin'] });
    if (r.ok) expect(r.layout.terrain.map((p) => p.id)).toEqual(['keep', 'axis', 'centre', 'keep-twin']);
    const right = makeSymmetric(layout, 'mirror-x', 'right');
    expect(right).toMatchObject({ ok: true, removed: ['keep'], added: ['drop-twin'] });
  });

  it('under rotate-180 keeps half of the dividing line and the centre piece once', () => {
    const r = makeSymmetric(layout, 'rotate-180', 'left');
    expect(r).toMatchObject({ ok: true, removed: ['drop'] });
    if (r.ok) expect(r.layout.terrain.map((p) => p.id)).toEqual(['keep', 'axis', 'centre', 'keep-twin', 'axis-twin']);
  });

  it('is idempotent and keeps ids unique', () => {
    const once = makeSymmetric(layout, 'mirror-y', 'bottom');
    if (!once.ok) throw new Error(once.reason);
    const twice = makeSymmetric(once.layout, 'mirror-y', 'bottom');
    expect(twice.ok && twice.layout).toEqual(once.layout);
    const clash = makeSymmetric({ ...layout, terrain: [...layout.terrain, makePiece('keep-twin', { x: 5, y: 5 })] }, 'mirror-x', 'left');
    expect(clash.ok && clash.added).toEqual(['keep-twin-2', 'keep-twin-twin']);
  });

  it('explains a side that the mode does not have', () => {
    expect(makeSymmetric(layout, 'mirror-x', 'top')).toEqual({ ok: false, reason: expect.stringMatching(/left and right halves; "top"/) });
    expect(makeSymmetric(layout, 'none', 'top')).toMatchObject({ ok: true, layout });
  });
});
