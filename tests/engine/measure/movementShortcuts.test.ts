// checkMove's shortcuts against a plain walk: the walk tests the base only where its centre could bring it near a piece,
// a base or the table's edge, loads the base only there, and (firstReasonOnly) stops at the first refusal. A plain walk
// with the same exact primitives and none of the shortcuts must find the same pieces crossed, the same bases passed over
// and the same edge, and the stopped walk must give the same verdict and first reason as the whole one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_TOLERANCE_IN, checkMove, MEASURE_EPSILON_IN, type MoveObstacle, type MoveRequest } from '../../../engine/measure';
import { convexDistance } from '../../../engine/measure/gjk';
import { extentAlong, loadBaseShape, loadBaseShapeAt, loadSegment, makeShape } from '../../../engine/measure/shapes';
import { placedFootprint } from '../../../engine/geometry/placement';
import { pointInPolygonXY } from '../../../engine/geometry/polygon';
import { HAMWARMER } from '../../../engine/rulesets';
import type { PlacedBase, TerrainPiece, Vec2 } from '../../../engine/types';
import { sized } from '../../support/tier';
import { anyBaseArb, SEED } from './reference';

const TABLE = { widthIn: 60, depthIn: 44 };
const MOVER = makeShape();
const OTHER = makeShape();
const SEG = makeShape();

/** Every piece, base and edge the base touches at some sample of the straight move, tested the plain way. */
function plainWalk(req: MoveRequest, pieces: readonly TerrainPiece[], obstacles: readonly MoveObstacle[]) {
  const m = req.model;
  const [ex, ey] = req.path[req.path.length - 1]!;
  const len = Math.hypot(ex - m.x, ey - m.y);
  const n = Math.min(4000, Math.max(1, Math.ceil(len / 0.05)));
  const polys = pieces.map(placedFootprint);
  const at = (u: number) => loadBaseShapeAt(MOVER, m, m.x + (ex - m.x) * u, m.y + (ey - m.y) * u, m.facingDeg ?? 0, CONTACT_TOLERANCE_IN);
  const inPoly = (poly: Vec2[]) => {
    if (pointInPolygonXY(MOVER.cx, MOVER.cy, poly)) return true;
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) if (convexDistance(MOVER, loadSegment(SEG, poly[j]![0], poly[j]![1], poly[i]![0], poly[i]![1])) <= 0) return true;
    return false;
  };
  const onBase = (o: MoveObstacle) => convexDistance(MOVER, loadBaseShape(OTHER, o)) <= 0;
  at(0);
  const startIn = polys.map(inPoly);
  const startOn = obstacles.map(onBase);
  const crossed = new Set<string>();
  const passed = new Set<string>();
  let offTable = false;
  for (let k = 1; k <= n; k++) {
    at(k / n);
    polys.forEach((poly, i) => {
      if (!startIn[i] && inPoly(poly)) crossed.add(pieces[i]!.name!);
    });
    obstacles.forEach((o, j) => {
      if (!startOn[j] && onBase(o)) passed.add(o.name!);
    });
    const hx = extentAlong(MOVER, 1, 0) + CONTACT_TOLERANCE_IN;
    const hy = extentAlong(MOVER, 0, 1) + CONTACT_TOLERANCE_IN;
    const eps = MEASURE_EPSILON_IN;
    if (MOVER.cx - hx < -eps || MOVER.cy - hy < -eps || MOVER.cx + hx > TABLE.widthIn + eps || MOVER.cy + hy > TABLE.depthIn + eps) offTable = true;
  }
  return { crossed, passed, offTable };
}

const named = (reasons: readonly string[], re: RegExp) => new Set(reasons.flatMap((r) => [...r.matchAll(re)].map((x) => x[1]!)));

/** A star-shaped quadrilateral (possibly concave), 1-4" from its centre. */
const pieceArb = (i: number) =>
  fc
    .record({
      x: fc.double({ min: 2, max: 58, noNaN: true }),
      y: fc.double({ min: 2, max: 42, noNaN: true }),
      rotationDeg: fc.double({ min: 0, max: 360, noNaN: true }),
      radii: fc.array(fc.double({ min: 1, max: 4, noNaN: true }), { minLength: 4, maxLength: 4 }),
    })
    .map(({ x, y, rotationDeg, radii }): TerrainPiece => ({
      id: `p${i}`, name: `piece ${i}`, kind: 'test', x, y, rotationDeg, traits: ['impassable'], solids: [],
      footprint: radii.map((r, k) => [r * Math.cos((k * Math.PI) / 2 + 0.3), r * Math.sin((k * Math.PI) / 2 + 0.3)] as const),
    }));

const placedAnywhere = fc.record({
  base: anyBaseArb,
  x: fc.double({ min: 0.5, max: 59.5, noNaN: true }),
  y: fc.double({ min: 0.5, max: 43.5, noNaN: true }),
  facingDeg: fc.double({ min: -360, max: 360, noNaN: true }),
});

describe("checkMove's shortcuts (seeded)", () => {
  it('find the same pieces crossed, bases passed over and table edge as a plain walk; stopped at the first refusal, the same verdict and first reason', () => {
    let refused = 0;
    let stoppedShort = 0;
    fc.assert(
      fc.property(
        placedAnywhere,
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0.1, max: 12, noNaN: true }),
        fc.tuple(pieceArb(1), pieceArb(2), pieceArb(3), pieceArb(4), pieceArb(5)),
        fc.array(placedAnywhere, { minLength: 2, maxLength: 10 }),
        (mover, dir, len, pieces, others) => {
          const model: PlacedBase = mover;
          const end: Vec2 = [model.x + len * Math.cos(dir), model.y + len * Math.sin(dir)];
          // A centre off the table is refused before any walk: not what is checked here.
          fc.pre(end[0] >= 0 && end[1] >= 0 && end[0] <= TABLE.widthIn && end[1] <= TABLE.depthIn);
          const obstacles: MoveObstacle[] = others.map((o, i) => ({ ...o, id: `m${i}`, name: `model ${i}` }));
          const req: MoveRequest = { model, path: [end], allowanceIn: 99, terrain: pieces, obstacles, table: TABLE };
          const full = checkMove(req, HAMWARMER.measuring.movement);
          const plain = plainWalk(req, pieces, obstacles);
          expect(named(full.reasons, /Crosses impassable terrain '([^']+)'/g)).toEqual(plain.crossed);
          expect(named(full.reasons, /Passes over the base of '([^']+)'/g)).toEqual(plain.passed);
          expect(full.reasons.some((r) => r.startsWith('Moves off the edge'))).toBe(plain.offTable);
          const stopped = checkMove({ ...req, firstReasonOnly: true }, HAMWARMER.measuring.movement);
          expect(stopped.ok).toBe(full.ok);
          expect(stopped.reasons[0]).toBe(full.reasons[0]);
          if (!full.ok) refused++;
          if (stopped.reasons.length < full.reasons.length) stoppedShort++;
        },
      ),
      { seed: SEED, numRuns: sized(150, 1500) },
    );
    // The sample holds refused moves, and moves the stopped walk cut short.
    expect(refused).toBeGreaterThan(sized(50, 500));
    expect(stoppedShort).toBeGreaterThan(sized(5, 50));
  });
});
