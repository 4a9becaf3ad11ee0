// checkMove and moveEnvelope: hand-computed terrain costs, blockers and reasons; brute-force checks of the geometry.
import fc from 'fast-check';
import { sized } from '../../support/tier';
import { describe, expect, it } from 'vitest';
import { checkMove, moveEnvelope, PLAIN_MOVEMENT, type MoveRequest } from '../../../engine/measure';
import { HAMMER_WARS, HAMWARMER, NUCERIA } from '../../../engine/rulesets';
import type { PlacedBase, TerrainPiece, TerrainTrait } from '../../../engine/types';
import { anyBaseArb, denseOutline, placedArb, pointInPolygonFlat, polylinesCross, SEED } from './reference';

const HAMWARMER_MOVEMENT = HAMWARMER.measuring.movement;
const HAMMERWARS_MOVEMENT = HAMMER_WARS.measuring.movement;
const NUCERIA_MOVEMENT = NUCERIA.measuring.movement;

const inch = (x: number, y: number, facingDeg = 0): PlacedBase => ({ base: { kind: 'round', diameterMm: 25.4 }, x, y, facingDeg });
/** A 2" x 10" strip centred on (13, 10): x from 12 to 14. */
const strip = (traits: TerrainTrait[], name?: string): TerrainPiece => ({
  id: 'strip', name, kind: 'test', x: 13, y: 10, rotationDeg: 0, traits,
  footprint: [[-1, -5], [1, -5], [1, 5], [-1, 5]], solids: [],
});
const along = (to: number, extra: Partial<MoveRequest> = {}): MoveRequest => ({
  model: inch(10, 10), path: [[10, 10], [to, 10]], allowanceIn: 6, ...extra,
});
// The mover is shrunk by the 0.01" contact tolerance, so its 0.5" radius overlaps the strip for 2 + 2 * 0.49 = 2.98".
const IN_STRIP = 2.98;

describe('checkMove, hand-computed', () => {
  it('open ground: cost is the path length', () => {
    const r = checkMove({ ...along(16), path: [[10, 10], [13, 14], [13, 10]] }, HAMWARMER_MOVEMENT);
    expect(r.pathLengthIn).toBeCloseTo(9, 12);
    expect(r.ok).toBe(false);
    expect(r.reasons).toEqual(['Moves 9" but only 6" is allowed']);
    expect(checkMove(along(16), PLAIN_MOVEMENT)).toMatchObject({ ok: true, costIn: 6, reasons: [] });
  });
  it('HamWarmer: difficult terrain counts double', () => {
    const r = checkMove({ ...along(16), terrain: [strip(['difficult'])] }, HAMWARMER_MOVEMENT);
    expect(r.difficultIn).toBeCloseTo(IN_STRIP, 6);
    expect(r.costIn).toBeCloseTo(6 + IN_STRIP, 6);
    expect(r.reasons).toEqual(['Moves 8.98" but only 6" is allowed (difficult terrain adds 2.98")']);
    expect(checkMove({ ...along(16), allowanceIn: 9, terrain: [strip(['difficult'])] }, HAMWARMER_MOVEMENT).ok).toBe(true);
    expect(checkMove({ ...along(16), flies: true, terrain: [strip(['difficult'])] }, HAMWARMER_MOVEMENT).ok).toBe(true);
    // Stopping inside the strip: centre at 13 -> overlapping from 11.51 to 13.
    expect(checkMove({ ...along(13), terrain: [strip(['difficult'])] }, HAMWARMER_MOVEMENT).difficultIn).toBeCloseTo(1.49, 6);
  });
  it('impassable terrain blocks, naming the piece and where', () => {
    const r = checkMove({ ...along(16), terrain: [strip(['impassable', 'obscuring'], 'Container 2')] }, HAMWARMER_MOVEMENT);
    expect(r.ok).toBe(false);
    expect(r.reasons).toEqual(["Crosses impassable terrain 'Container 2' at (11.5, 10.0)"]);
    expect(checkMove({ ...along(11.4), terrain: [strip(['impassable'])] }, HAMWARMER_MOVEMENT).ok).toBe(true);
  });
  it('Nuceria: environmental terrain halves the allowance, rounded up; Fly is exempt', () => {
    const crater = strip(['environmental'], 'Crater');
    const req = { ...along(13), allowanceIn: 5, terrain: [crater] };
    expect(checkMove(req, NUCERIA_MOVEMENT)).toMatchObject({ ok: true, allowanceIn: 3, terrainCrossed: ['strip'] });
    const far = checkMove({ ...req, path: [[10, 10], [13.5, 10]] }, NUCERIA_MOVEMENT);
    expect(far.reasons).toEqual(['Moves 3.5" but only 3" is allowed (environmental terrain halves 5" to 3")']);
    expect(checkMove({ ...req, path: [[10, 10], [13.5, 10]], flies: true }, NUCERIA_MOVEMENT).ok).toBe(true);
    expect(checkMove({ ...req, path: [[10, 10], [13.5, 10]] }, HAMWARMER_MOVEMENT).ok).toBe(true);
  });
  it('Nuceria: only infantry enter obscuring terrain', () => {
    const ruin = strip(['obscuring'], 'Ruin 1');
    expect(checkMove({ ...along(16), terrain: [ruin] }, NUCERIA_MOVEMENT).ok).toBe(true);
    expect(checkMove({ ...along(16), terrain: [ruin], isInfantry: false }, NUCERIA_MOVEMENT).reasons).toEqual([
      "Only infantry may enter obscuring terrain 'Ruin 1' at (11.5, 10.0)",
    ]);
  });
  it('Hammer Wars: no Run through difficult terrain; dangerous terrain is reported', () => {
    const woods = strip(['difficult', 'dangerous'], 'Woods');
    const run = checkMove({ ...along(16), allowanceIn: 8, isRun: true, terrain: [woods] }, HAMMERWARS_MOVEMENT);
    expect(run.reasons).toEqual(["Cannot Run through difficult terrain 'Woods'"]);
    const walk = checkMove({ ...along(16), terrain: [woods] }, HAMMERWARS_MOVEMENT);
    expect(walk).toMatchObject({ ok: true, dangerousCrossed: ['strip'] });
  });
  it('never passes over another base, but may end in base contact', () => {
    const sergeant = { ...inch(13, 10), id: 's1', name: 'Sergeant' };
    expect(checkMove({ ...along(16), obstacles: [sergeant] }, HAMWARMER_MOVEMENT).reasons).toEqual([
      "Passes over the base of 'Sergeant' at (12.0, 10.0)",
    ]);
    expect(checkMove({ ...along(12), obstacles: [sergeant] }, HAMWARMER_MOVEMENT).ok).toBe(true);
  });
  it('may not leave the table', () => {
    const r = checkMove({ model: inch(1, 10), path: [[0.3, 10]], allowanceIn: 6, table: { widthIn: 60, depthIn: 44 } }, PLAIN_MOVEMENT);
    expect(r.reasons).toEqual(['Moves off the edge of the battlefield at (0.5, 10.0)']);
  });
  it('pivoting: corners of a 4" x 2" hull turning 90 degrees in place travel sqrt(5) * pi / 2', () => {
    const hull: PlacedBase = { base: { kind: 'hull', lengthIn: 4, widthIn: 2 }, x: 20, y: 20, facingDeg: 0 };
    const req: MoveRequest = { model: hull, path: [[20, 20]], endFacingDeg: 90, allowanceIn: 3 };
    const counted = checkMove(req, { ...HAMWARMER_MOVEMENT, pivot: 'counts' });
    expect(counted.farthestTravelIn).toBeCloseTo((Math.sqrt(5) * Math.PI) / 2, 3);
    expect(counted.ok).toBe(false);
    expect(checkMove(req, HAMWARMER_MOVEMENT)).toMatchObject({ ok: true, farthestTravelIn: 0 });
    expect(moveEnvelope(hull, { ...hull, facingDeg: 90 })).toBeCloseTo(Math.sqrt(10), 12);
    expect(moveEnvelope(inch(0, 0), inch(3, 4, 180))).toBeCloseTo(5 + 1, 12);
  });
});

describe('movement geometry against brute force (seeded)', () => {
  it('moveEnvelope: the largest displacement of corresponding outline points', () => {
    fc.assert(
      fc.property(placedArb(anyBaseArb), placedArb(anyBaseArb), (a, b0) => {
        const b = { ...b0, base: a.base };
        const oa = denseOutline(a, 4000);
        const ob = denseOutline(b, 4000);
        let ref = 0;
        for (let i = 0; i < oa.length; i += 2) ref = Math.max(ref, Math.hypot(ob[i]! - oa[i]!, ob[i + 1]! - oa[i + 1]!));
        expect(Math.abs(moveEnvelope(a, b) - ref)).toBeLessThan(1e-4);
      }),
      { seed: SEED, numRuns: sized(250, 1000) },
    );
  });
  it('difficultIn: base outline swept in 0.01" steps across a random quadrilateral', () => {
    let hits = 0;
    fc.assert(
      fc.property(
        placedArb(anyBaseArb),
        fc.array(fc.tuple(fc.double({ min: 1, max: 4, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 4, maxLength: 4 }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (p, radii, dir) => {
          // A star-shaped (possibly concave) quadrilateral around (30, 22); the base sweeps 14" across its middle.
          const footprint = radii.map(([r, j], k) => {
            const t = ((k + j * 0.8) * Math.PI) / 2;
            return [r * Math.cos(t), r * Math.sin(t)] as const;
          });
          const piece: TerrainPiece = { id: 'q', kind: 'test', x: 30, y: 22, rotationDeg: 0, traits: ['difficult'], footprint, solids: [] };
          const start = { ...p, x: 30 - 7 * Math.cos(dir), y: 22 - 7 * Math.sin(dir) };
          const r = checkMove({ model: start, path: [[30 + 7 * Math.cos(dir), 22 + 7 * Math.sin(dir)]], allowanceIn: 99, terrain: [piece] }, HAMWARMER_MOVEMENT);
          const shrunk = shrink(start);
          const poly = new Float64Array(footprint.flatMap(([x, y]) => [x + 30, y + 22]));
          let inside = 0;
          const steps = 1400;
          for (let k = 0; k <= steps; k++) {
            const o = denseOutline({ ...shrunk, x: start.x + (14 * k * Math.cos(dir)) / steps, y: start.y + (14 * k * Math.sin(dir)) / steps }, 120);
            if (polylinesCross(o, poly) || pointInPolygonFlat(o[0]!, o[1]!, poly) || pointInPolygonFlat(poly[0]!, poly[1]!, o)) inside++;
          }
          if (inside > 0) hits++;
          // Each sample stands for 0.01" of path; the 120-gon outline is inscribed (sagitta < 0.004").
          expect(Math.abs(r.difficultIn - (inside * 14) / steps)).toBeLessThan(0.04);
        },
      ),
      { seed: SEED, numRuns: sized(50, 150) },
    );
    expect(hits).toBeGreaterThan(sized(30, 100));
  });
});

describe('farthest travel while turning (seeded)', () => {
  it('matches outline points integrated in 1000 steps', () => {
    fc.assert(
      fc.property(
        placedArb(anyBaseArb),
        fc.tuple(fc.double({ min: -6, max: 6, noNaN: true }), fc.double({ min: -6, max: 6, noNaN: true })),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (p, [dx, dy], turn) => {
          const end = (p.facingDeg ?? 0) + turn;
          const r = checkMove({ model: p, path: [[p.x + dx, p.y + dy]], endFacingDeg: end, allowanceIn: 99 }, { ...PLAIN_MOVEMENT, pivot: 'counts' });
          const steps = 1000;
          let prev = denseOutline(p, 360);
          const total = new Float64Array(prev.length / 2);
          for (let k = 1; k <= steps; k++) {
            const u = k / steps;
            const o = denseOutline({ ...p, x: p.x + dx * u, y: p.y + dy * u, facingDeg: (p.facingDeg ?? 0) + turn * u }, 360);
            for (let i = 0; i < total.length; i++) total[i] = total[i]! + Math.hypot(o[2 * i]! - prev[2 * i]!, o[2 * i + 1]! - prev[2 * i + 1]!);
            prev = o;
          }
          const ref = Math.max(...total);
          expect(Math.abs(r.farthestTravelIn - ref)).toBeLessThan(0.005);
        },
      ),
      { seed: SEED, numRuns: sized(20, 60) },
    );
  });
});

/** The base the engine tests overlap with: every half-extent 0.01" smaller. */
function shrink(p: PlacedBase): PlacedBase {
  const b = p.base;
  const mm = 0.02 * 25.4;
  if (b.kind === 'round') return { ...p, base: { kind: 'round', diameterMm: b.diameterMm - mm } };
  if (b.kind === 'oval') return { ...p, base: { kind: 'oval', lengthMm: b.lengthMm - mm, widthMm: b.widthMm - mm } };
  return { ...p, base: { kind: 'hull', lengthIn: b.lengthIn - 0.02, widthIn: b.widthIn - 0.02 } };
}
