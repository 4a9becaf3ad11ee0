// Deep Strike: scatter of the first model, the base-contact ring for the rest, and each kind of mishap.
import { describe, expect, it } from 'vitest';
import type { Base, TerrainPiece } from '../../../engine/types';
import { mmToIn } from '../../../engine/bases';
import { edgeDistance } from '../../../engine/measure';
import { scriptedDice } from '../../../engine/dice';
import { deepStrike, type DeepStrikeBoard, type DeepStrikeModel, type DeepStrikePlacement } from '../../../engine/templates';
import { basesOverlap } from '../../../engine/templates/overlap';

const b32: Base = { kind: 'round', diameterMm: 32 };
const r32 = mmToIn(32) / 2;
const squad = (n: number, base: Base = b32): DeepStrikeModel[] =>
  Array.from({ length: n }, (_, i) => ({ id: `t${i + 1}`, unit: 'terminators', side: 1, base, facingDeg: 90 }));
const empty: DeepStrikeBoard = { terrain: [], models: [], table: { widthIn: 60, depthIn: 44 } };
const HIT = () => scriptedDice([5]); // scatter die shows a hit: no move

function placedOf(p: readonly DeepStrikePlacement[], unit: readonly DeepStrikeModel[]) {
  return p.map((q, i) => ({ base: unit[i]!.base, x: q.x, y: q.y, facingDeg: q.facingDeg }));
}

describe('deepStrike placement', () => {
  it('an arrow moves the first model 2d6" along the bearing without pivoting', () => {
    const out = deepStrike(empty, squad(1), { x: 30, y: 20 }, scriptedDice([2, 3, 4], [0.25]));
    if (!out.ok) throw new Error(out.message);
    expect(out.scatter.distanceIn).toBe(7);
    expect(out.placements[0]!.x).toBeCloseTo(30, 9);
    expect(out.placements[0]!.y).toBeCloseTo(27, 9);
    expect(out.placements[0]!.facingDeg).toBe(90);
  });

  it('a hit leaves the first model on the target; six equal bases ring it in contact, the seventh goes outside', () => {
    const unit = squad(8);
    const out = deepStrike(empty, unit, { x: 30, y: 20 }, HIT());
    if (!out.ok) throw new Error(out.message);
    expect(out.placements[0]).toMatchObject({ x: 30, y: 20 });
    const ring = out.placements.slice(1, 7).map((p) => Math.hypot(p.x - 30, p.y - 20));
    for (const d of ring) expect(d).toBeCloseTo(2 * r32, 9);
    expect(Math.hypot(out.placements[7]!.x - 30, out.placements[7]!.y - 20)).toBeGreaterThan(3 * r32);
    expect(out.mishaps).toEqual([]);
  });

  it.each<[string, Base]>([
    ['oval', { kind: 'oval', lengthMm: 105, widthMm: 70 }],
    ['hull', { kind: 'hull', lengthIn: 4, widthIn: 2.5 }],
    ['round 60 mm', { kind: 'round', diameterMm: 60 }],
  ])('%s bases: every model touches another and none overlap', (_name, base) => {
    const unit = squad(6, base);
    const out = deepStrike(empty, unit, { x: 30, y: 20 }, HIT());
    if (!out.ok) throw new Error(out.message);
    const bodies = placedOf(out.placements, unit);
    bodies.forEach((b, i) => {
      const gaps = bodies.filter((_, j) => j !== i).map((o) => edgeDistance(b, o));
      expect(Math.min(...gaps)).toBeLessThan(0.001);
      for (let j = i + 1; j < bodies.length; j++) expect(basesOverlap(b, bodies[j]!)).toBe(false);
    });
  });

  it('is deterministic', () => {
    const run = () => deepStrike(empty, squad(10), { x: 30, y: 20 }, scriptedDice([1, 6, 6], [0.6]));
    expect(run()).toEqual(run());
  });
});

describe('deepStrike mishaps', () => {
  const container: TerrainPiece = {
    id: 'box-1', kind: 'container', x: 30, y: 20, rotationDeg: 0, traits: ['impassable'],
    footprint: [[-2, -1], [2, -1], [2, 1], [-2, 1]], solids: [],
  };
  const ruin: TerrainPiece = { ...container, id: 'ruin-1', kind: 'ruin', traits: ['obscuring'] };

  it('landing in impassable terrain names the piece; other terrain is fine', () => {
    const out = deepStrike({ ...empty, terrain: [container] }, squad(1), { x: 30, y: 20 }, HIT());
    if (!out.ok) throw new Error(out.message);
    expect(out.mishaps).toEqual([
      { modelId: 't1', reason: 'impassable-terrain', otherId: 'box-1', message: "'t1' landed in impassable terrain 'box-1' (container)" },
    ]);
    const ok = deepStrike({ ...empty, terrain: [ruin] }, squad(1), { x: 30, y: 20 }, HIT());
    expect(ok.ok && ok.mishaps).toEqual([]);
  });

  it('a scatter that lands within 1" of an enemy, or on a friend, is a mishap', () => {
    const enemy = { id: 'ork-1', unit: 'boyz', side: 2, base: b32, x: 30, y: 29 };
    const friend = { id: 'sgt', unit: 'tacticals', side: 1, base: b32, x: 30, y: 20 };
    const board = { ...empty, models: [enemy, friend] };
    // Target 10" south of the enemy; the arrow points north 8": the model lands 1" short, 2r edge gap.
    const out = deepStrike(board, squad(1), { x: 30, y: 19 }, scriptedDice([1, 4, 4], [0.25]));
    if (!out.ok) throw new Error(out.message);
    expect(out.mishaps.map((m) => [m.reason, m.otherId])).toEqual([['near-enemy', 'ork-1']]);
    expect(out.mishaps[0]!.message).toMatch(/from enemy model 'ork-1' \(within 1"\)/);
    const onFriend = deepStrike(board, squad(1), { x: 30, y: 20 }, HIT());
    expect(onFriend.ok && onFriend.mishaps.map((m) => m.reason)).toEqual(['on-friendly']);
  });

  it('off the table edge is a mishap', () => {
    const out = deepStrike(empty, squad(1), { x: 3, y: 20 }, scriptedDice([1, 3, 2], [0.5]));
    expect(out.ok && out.mishaps.map((m) => m.reason)).toEqual(['off-table']);
  });

  it('refuses a target within 1" of an enemy before throwing any dice', () => {
    const board = { ...empty, models: [{ id: 'ork-1', unit: 'boyz', side: 2, base: b32, x: 31.5, y: 20 }] };
    const out = deepStrike(board, squad(1), { x: 30, y: 20 }, scriptedDice([]));
    expect(out).toEqual({ ok: false, message: `place 't1' more than 1" from enemy model 'ork-1' before scattering` });
  });
});
