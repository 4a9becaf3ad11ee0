// The tabletop kit against hand-computed answers: overlapping bases (which edgeDistance cannot see: it is 0 for touching
// and overlapping alike), standing, the unit move check, alternating activation.
import { describe, expect, it } from 'vitest';
import { approachPositions, armySchema, basesOverlap, offersNow, firstDraft, objectivesOrCentreLine, readArmies, unitModels, unitWords, checkUnitMove, closestPair, nextPhase, nextToActivate, overlappingBases, parseArmy, placementProblem, standingProblem, strideToward } from '../../../engine/game/kit';
import { z } from 'zod';
import { GameSetupError } from '../../../engine/game/types';
import { checkMove, PLAIN_MOVEMENT } from '../../../engine/measure/movement';
import { seededRandom } from '../../../engine/dice/uniform';
import type { GameModel, GameSetup, GameState } from '../../../engine/game/types';
import { createDiceState } from '../../../engine/dice/rng';
import { makeTerrain } from '../../../engine/terrain/library';
import { edgeDistance } from '../../../engine/measure/distance';
import { leastGapAlong } from '../../../engine/game/kit/movement';

const round32 = { kind: 'round', diameterMm: 32 } as const; // 1.2598" across, radius 0.6299"
const R = 32 / 25.4 / 2;
const model = (id: string, x: number, y: number, over: Partial<GameModel> = {}): GameModel => ({
  id, unit: id.split('-')[0]!, player: 0, name: `M ${id}`, base: round32, x, y, z: 0, facingDeg: 0, heightIn: 1.5, wounds: 1, maxWounds: 1, onTable: true, statuses: [], ...over,
});
const setup = (terrain = [] as ReturnType<typeof makeTerrain>[]): GameSetup => ({
  rulesetId: 'x', seed: 1, armies: [{ format: 'sightline/army', version: 1, ruleset: 'x', name: 'a' }, { format: 'sightline/army', version: 1, ruleset: 'x', name: 'b' }],
  layout: { format: 'sightline/layout', version: 1, name: 't', table: { widthIn: 60, depthIn: 44 }, terrain, models: [] },
});

describe('basesOverlap', () => {
  it('round bases: centres closer than the two radii less 0.01" overlap; touching does not', () => {
    expect(basesOverlap(model('a-1', 10, 10), model('b-1', 10 + 2 * R - 0.05, 10))).toBe(true);
    expect(basesOverlap(model('a-1', 10, 10), model('b-1', 10 + 2 * R - 0.005, 10))).toBe(false);
    expect(basesOverlap(model('a-1', 10, 10), model('b-1', 10 + 2 * R, 10))).toBe(false);
    expect(basesOverlap(model('a-1', 10, 10), model('b-1', 10, 10))).toBe(true);
  });
  it('a hull 4" x 2" and a round base: overlap along the short side only when the base reaches 1" from the centre line', () => {
    const hull = model('h-1', 20, 20, { base: { kind: 'hull', lengthIn: 4, widthIn: 2 } });
    expect(basesOverlap(hull, model('b-1', 20, 21 + R - 0.05))).toBe(true);
    expect(basesOverlap(hull, model('b-1', 20, 21 + R + 0.05))).toBe(false);
    // Off the corner (22, 21): the base's centre 0.5" beyond it diagonally, radius 0.63": overlaps; 0.7" beyond: not.
    const d = 0.5 / Math.SQRT2;
    expect(basesOverlap(hull, model('b-1', 22 + d, 21 + d))).toBe(true);
    const e = 0.7 / Math.SQRT2;
    expect(basesOverlap(hull, model('b-1', 22 + e, 21 + e))).toBe(false);
  });
  it('overlappingBases names each pair; models on different floors do not touch', () => {
    const ms = [model('a-1', 5, 5), model('a-2', 5.5, 5), model('a-3', 30, 30), model('b-1', 30, 30.3, { z: 3 })];
    expect(overlappingBases(ms)).toEqual(['M a-1 (a-1) stands on the base of M a-2 (a-2)']);
  });
});

describe('standingProblem', () => {
  it('refuses a base on another base, naming both, and accepts touching', () => {
    const d = { setup: setup(), models: [model('a-1', 10, 10), model('b-1', 12, 10, { player: 1 })] };
    const m = d.models[0]!;
    expect(standingProblem(d, m, { x: 11.5, y: 10 }, new Map())).toBe('M a-1 (a-1) would stand on the base of M b-1 (b-1)');
    expect(standingProblem(d, m, { x: 12 - 2 * R, y: 10 }, new Map())).toBeNull();
  });
});

describe('placementProblem', () => {
  const d = { setup: setup(), models: [model('a-1', 10, 10, { onTable: false }), model('a-2', 10, 10, { onTable: false }), model('b-1', 20, 10, { player: 1 })] };
  const unit = d.models.slice(0, 2);
  it("the ruleset's own rule first, then bases: two models of the unit on one spot, or on an enemy base, are refused naming both", () => {
    const inZone = (m: GameModel, p: { x: number; y: number }) => (p.y <= 12 ? null : `${m.name} must be placed in the zone`);
    expect(placementProblem(d, unit, new Map([['a-1', { x: 5, y: 5 }], ['a-2', { x: 8, y: 5 }]]), inZone)).toBeNull();
    expect(placementProblem(d, unit, new Map([['a-1', { x: 5, y: 5 }], ['a-2', { x: 5.5, y: 5 }]]), inZone)).toBe('M a-1 (a-1) would stand on the base of M a-2 (a-2)');
    expect(placementProblem(d, unit, new Map([['a-1', { x: 5, y: 5 }], ['a-2', { x: 20.5, y: 10 }]]))).toBe('M a-2 (a-2) would stand on the base of M b-1 (b-1)');
    expect(placementProblem(d, unit, new Map([['a-1', { x: 5, y: 20 }], ['a-2', { x: 8, y: 5 }]]), inZone)).toBe('M a-1 must be placed in the zone');
    expect(placementProblem(d, unit, new Map([['a-1', { x: 5, y: 5 }]]))).toBe('Place every model: M a-2 (a-2) has no position');
  });
});

describe('checkUnitMove', () => {
  const d = { setup: setup(), models: [model('a-1', 10, 10), model('a-2', 11.5, 10), model('b-1', 20, 10, { player: 1 })] };
  const unit = d.models.slice(0, 2);
  it('a 6" move within a 6" allowance is fine; 6.5" is refused with both figures', () => {
    expect(checkUnitMove(d, unit, new Map([['a-1', { x: 10, y: 16 }], ['a-2', { x: 11.5, y: 16 }]]), { rules: PLAIN_MOVEMENT, allowanceIn: 6, passOver: 'no-base' }).problem).toBeNull();
    const r = checkUnitMove(d, unit, new Map([['a-1', { x: 10, y: 16.5 }], ['a-2', { x: 11.5, y: 16.5 }]]), { rules: PLAIN_MOVEMENT, allowanceIn: 6, passOver: 'no-base' });
    expect(r.problem).toBe('M a-1 (a-1) would need 6.5" of movement and has 6.0"');
    expect(r.costIn).toBeCloseTo(6.5, 9);
  });
  it('allowanceByModel: each model moves its own allowance (the others the unit\'s)', () => {
    const to = new Map([['a-1', { x: 10, y: 17 }], ['a-2', { x: 11.5, y: 16 }]]);
    expect(checkUnitMove(d, unit, to, { rules: PLAIN_MOVEMENT, allowanceIn: 6, allowanceByModel: new Map([['a-1', 7]]), passOver: 'no-base' }).problem).toBeNull();
    const r = checkUnitMove(d, unit, to, { rules: PLAIN_MOVEMENT, allowanceIn: 6, allowanceByModel: new Map([['a-2', 7]]), passOver: 'no-base' });
    expect(r.problem).toBe('M a-1 (a-1) would need 7.0" of movement and has 6.0"');
  });
  it('keep-away: ending 0.5" from an enemy base is refused at 1"', () => {
    const x = 20 - 2 * R - 0.5;
    const r = checkUnitMove(d, unit, new Map([['a-2', { x, y: 10 }], ['a-1', { x: x - 1.4, y: 10 }]]), { rules: PLAIN_MOVEMENT, allowanceIn: 12, passOver: 'no-base', keepAwayIn: 1 });
    expect(r.problem).toBe('M a-2 (a-2) may not end within 1" of the enemy M b-1 (b-1)');
  });
  it('passing over an enemy base is refused; a flyer passes', () => {
    const to = new Map([['a-1', { x: 24, y: 10 }], ['a-2', { x: 25.5, y: 10 }]]);
    const r = checkUnitMove(d, unit, to, { rules: PLAIN_MOVEMENT, allowanceIn: 20, passOver: 'friends-only' });
    expect(r.problem).toMatch(/^M a-1 \(a-1\): Passes over the base of 'M b-1 \(b-1\)'/);
    expect(checkUnitMove(d, unit, to, { rules: PLAIN_MOVEMENT, allowanceIn: 20, passOver: 'friends-only', flies: true }).problem).toBeNull();
  });
  it('flyOverBases false: Fly spares the terrain penalty only, so an enemy base still blocks (a move short of it is fine)', () => {
    const to = new Map([['a-1', { x: 24, y: 10 }], ['a-2', { x: 25.5, y: 10 }]]);
    const r = checkUnitMove(d, unit, to, { rules: PLAIN_MOVEMENT, allowanceIn: 20, passOver: 'friends-only', flies: true, flyOverBases: false });
    expect(r.problem).toMatch(/^M a-1 \(a-1\): Passes over the base of 'M b-1 \(b-1\)'/);
    const past = new Map([['a-1', { x: 13, y: 10 }], ['a-2', { x: 14.5, y: 10 }]]);
    expect(checkUnitMove(d, unit, past, { rules: PLAIN_MOVEMENT, allowanceIn: 20, passOver: 'friends-only', flies: true, flyOverBases: false }).problem).toBeNull();
  });
  it('coherency 2": a model left 4" behind breaks it', () => {
    const r = checkUnitMove(d, unit, new Map([['a-2', { x: 11.5 + 4, y: 10 }]]), { rules: PLAIN_MOVEMENT, allowanceIn: 6, passOver: 'no-base', coherency: { distanceIn: 2, minNeighbours: 1 } });
    expect(r.problem).toBe('it would break unit coherency (2"): a-1, a-2');
  });
  it('impassable terrain on the way is refused, naming it', () => {
    const wall = makeTerrain('container', { id: 'c1', x: 10, y: 20, rotationDeg: 0 });
    const dd = { setup: setup([wall]), models: d.models };
    const r = checkUnitMove(dd, unit, new Map([['a-1', { x: 10, y: 30 }], ['a-2', { x: 11.5, y: 30 }]]), { rules: PLAIN_MOVEMENT, allowanceIn: 30, passOver: 'no-base' });
    expect(wall.traits).toContain('impassable');
    expect(r.problem).toMatch(/Crosses impassable terrain/);
  });
});

/** `n` models scattered over the table, the first half player 1's, and a straight move of the first up to `reachIn` each way. */
function scatteredMove(rnd: () => number, n: number, reachIn: number): { models: GameModel[]; m: GameModel; to: { x: number; y: number } } {
  const models = Array.from({ length: n }, (_, k) => model(`${k < n / 2 ? 'a' : 'b'}-${k}`, 2 + rnd() * 56, 2 + rnd() * 40, { player: k < n / 2 ? 0 : 1 }));
  const m = models[0]!;
  const step = () => (rnd() - 0.5) * reachIn;
  return { models, m, to: { x: Math.min(59, Math.max(1, m.x + step())), y: Math.min(43, Math.max(1, m.y + step())) } };
}
/** A container (impassable), an obscuring ruin and a difficult, dangerous crater. */
const referencePieces = () => [
  makeTerrain('container', { id: 'c1', x: 20, y: 20, rotationDeg: 30 }),
  makeTerrain('ruin', { id: 'r1', x: 40, y: 12, traits: ['obscuring'] }),
  makeTerrain('crater', { id: 'k1', x: 30, y: 32, traits: ['difficult', 'dangerous'] }),
];

describe('checkUnitMove against checkMove given every base and piece (it hands on only those near the path)', () => {
  it('200 seeded random moves among bases and terrain: the same verdict, cost and pieces crossed', () => {
    const rnd = seededRandom(22);
    const terrain = referencePieces();
    const s = setup(terrain);
    let refused = 0;
    for (let i = 0; i < 200; i++) {
      const { models, m, to } = scatteredMove(rnd, 24, 24);
      const rules = { ...PLAIN_MOVEMENT, difficultCost: 'double' as const };
      const got = checkUnitMove({ setup: s, models }, [m], new Map([[m.id, to]]), { rules, allowanceIn: 10, passOver: 'friends-only' }).perModel.get(m.id)!;
      const obstacles = models.filter((o) => o.player !== m.player).map((o) => ({ ...o, name: `${o.name} (${o.id})` }));
      const want = checkMove({ model: m, path: [[to.x, to.y]], allowanceIn: 10, terrain, obstacles, table: s.layout.table }, rules);
      expect(got, `move ${i}`).toEqual(want);
      if (!want.ok) refused++;
    }
    expect(refused).toBeGreaterThan(20);
    expect(refused).toBeLessThan(180);
  });
});

describe('checkUnitMove with rulingTerrainOnly (only the pieces that can change the ruling walked)', () => {
  it('300 seeded random moves under four sets of rules: the same problem, reasons, cost, allowance and dangerous pieces as with every piece', () => {
    const rnd = seededRandom(24);
    const s = setup([...referencePieces(), makeTerrain('woods', { id: 'w1', x: 12, y: 34, traits: ['environmental'] }), makeTerrain('woods', { id: 'w2', x: 48, y: 30, traits: ['difficult'] })]);
    const ruleSets = [
      PLAIN_MOVEMENT,
      { ...PLAIN_MOVEMENT, difficultCost: 'double' as const },
      { ...PLAIN_MOVEMENT, environmental: 'halve-round-up' as const, obscuring: 'infantry-only' as const },
      { ...PLAIN_MOVEMENT, runThroughDifficult: 'forbidden' as const },
    ];
    let refused = 0;
    for (let i = 0; i < 300; i++) {
      const { models, m, to: end } = scatteredMove(rnd, 12, 30);
      const to = new Map([[m.id, end]]);
      const opts = { rules: ruleSets[i % 4]!, allowanceIn: 12, passOver: 'friends-only' as const, isRun: rnd() < 0.5, isInfantry: rnd() < 0.5, flies: rnd() < 0.2 };
      const all = checkUnitMove({ setup: s, models }, [m], to, opts);
      const some = checkUnitMove({ setup: s, models }, [m], to, { ...opts, rulingTerrainOnly: true });
      expect([some.problem, some.reasons, some.costIn, some.dangerousCrossed], `move ${i}`).toEqual([all.problem, all.reasons, all.costIn, all.dangerousCrossed]);
      expect(some.perModel.get(m.id)!.allowanceIn, `move ${i}`).toBe(all.perModel.get(m.id)!.allowanceIn);
      if (all.problem) refused++;
    }
    expect(refused).toBeGreaterThan(30);
    expect(refused).toBeLessThan(270);
  });
});

describe('keep-away for a hull (the circle round it is only where to look)', () => {
  // A 4" x 2" hull facing 0 (x from 18 to 22, y from 19 to 21); the circle round it has a radius of 2.236".
  const hull = model('h-1', 20, 20, { base: { kind: 'hull', lengthIn: 4, widthIn: 2 } });
  const opts = { rules: PLAIN_MOVEMENT, allowanceIn: 12, passOver: 'no-base' as const, keepAwayIn: 1 };
  const move = (enemies: GameModel[], to: { x: number; y: number }) => checkUnitMove({ setup: setup(), models: [hull, ...enemies] }, [hull], new Map([['h-1', to]]), opts).problem;
  it('an enemy 1.5" off the long side: a move straight away or along the side is allowed (the circles were 0.26" apart)', () => {
    const e = model('b-1', 20, 21 + 1.5 + R, { player: 1 });
    expect(Math.hypot(e.x - 20, e.y - 20) - Math.sqrt(5) - R).toBeLessThan(1);
    expect(move([e], { x: 20, y: 14 })).toBeNull();
    expect(move([e], { x: 26, y: 20 })).toBeNull();
    expect(move([e], { x: 20, y: 20.6 })).toBe('M h-1 (h-1) may not end within 1" of the enemy M b-1 (b-1)');
  });
  it('passing within 1" on the way is refused though the move starts and ends far off', () => {
    // The base 0.6" off the long side when the hull's centre passes x = 26 (a 12" move to x = 32).
    const e = model('b-1', 26, 21 + 0.6 + R, { player: 1 });
    expect(move([e], { x: 32, y: 20 })).toBe('M h-1 (h-1) may not move within 1" of the enemy M b-1 (b-1)');
    // 1.1" off: allowed.
    expect(move([model('b-1', 26, 21 + 1.1 + R, { player: 1 })], { x: 32, y: 20 })).toBeNull();
  });
  it('leastGapAlong agrees with 4,000 samples of the path on 200 seeded random hulls, ovals and round bases', () => {
    const rnd = seededRandom(41);
    const bases = [round32, { kind: 'hull', lengthIn: 4.5, widthIn: 3.2 }, { kind: 'oval', lengthMm: 120, widthMm: 92 }, { kind: 'round', diameterMm: 60 }] as const;
    for (let i = 0; i < 200; i++) {
      const m = model('a-1', 10 + rnd() * 20, 10 + rnd() * 20, { base: bases[i % 4]!, facingDeg: rnd() * 360 });
      const e = model('b-1', 10 + rnd() * 20, 10 + rnd() * 20, { player: 1, base: bases[(i >> 2) % 4]!, facingDeg: rnd() * 360 });
      const a: [number, number] = [m.x, m.y];
      const b: [number, number] = [m.x + (rnd() - 0.5) * 24, m.y + (rnd() - 0.5) * 24];
      let sampled = Infinity;
      for (let k = 0; k <= 4000; k++) sampled = Math.min(sampled, edgeDistance({ ...m, x: a[0] + ((b[0] - a[0]) * k) / 4000, y: a[1] + ((b[1] - a[1]) * k) / 4000 }, e));
      const exact = leastGapAlong(m, a, b, e);
      // The gap changes by at most the distance moved, so the samples (at most 24 x 1.42 / 4,000" apart) are that close.
      expect(exact, `case ${i}`).toBeLessThanOrEqual(sampled + 1e-6);
      expect(exact, `case ${i}`).toBeGreaterThanOrEqual(sampled - 0.009);
    }
  });
});

describe('checkUnitMove with firstRefusalOnly (the offers ask only whether a move is allowed)', () => {
  it('300 seeded random unit moves (keep-away, coherency, bases, terrain): the same verdict as the full check, its one reason among the full reasons', () => {
    const rnd = seededRandom(23);
    const terrain = [
      makeTerrain('container', { id: 'c1', x: 20, y: 20, rotationDeg: 30 }),
      makeTerrain('crater', { id: 'k1', x: 30, y: 32, traits: ['difficult'] }),
    ];
    const s = setup(terrain);
    const rules = { ...PLAIN_MOVEMENT, difficultCost: 'double' as const };
    let refused = 0;
    for (let i = 0; i < 300; i++) {
      const others = Array.from({ length: 16 }, (_, k) => model(`${k < 8 ? 'c' : 'b'}-${k}`, 2 + rnd() * 56, 2 + rnd() * 40, { player: k < 8 ? 0 : 1 }));
      const x0 = 4 + rnd() * 52;
      const y0 = 4 + rnd() * 36;
      const unit = [0, 1, 2].map((k) => model(`a-${k}`, x0 + k * 1.5, y0));
      const dx = (rnd() - 0.5) * 12;
      const dy = (rnd() - 0.5) * 12;
      const moved = new Map(unit.map((m, k) => [m.id, { x: m.x + dx + (k === 2 && rnd() < 0.2 ? 3 : 0), y: m.y + dy }]));
      const opts = { rules, allowanceIn: 6, passOver: 'no-base' as const, keepAwayIn: 1, coherency: { distanceIn: 2, minNeighbours: 1 } };
      const board = { setup: s, models: [...unit, ...others] };
      const full = checkUnitMove(board, unit, moved, opts);
      const quick = checkUnitMove(board, unit, moved, { ...opts, firstRefusalOnly: true });
      expect(quick.problem === null, `move ${i}: ${full.problem}`).toBe(full.problem === null);
      if (quick.problem !== null) expect(full.reasons, `move ${i}`).toContain(quick.problem);
      if (full.problem === null) expect(quick).toEqual(full);
      else refused++;
    }
    expect(refused).toBeGreaterThan(30);
    expect(refused).toBeLessThan(270);
  });
});

describe('alternating activation', () => {
  it('alternates while both have units, then the one with units left goes on; null when none', () => {
    expect(nextToActivate(0, 0, () => true)).toBe(1);
    expect(nextToActivate(0, 0, (p) => p === 0)).toBe(0);
    expect(nextToActivate(null, 1, () => true)).toBe(1);
    expect(nextToActivate(null, 1, (p) => p === 0)).toBe(0);
    expect(nextToActivate(1, 0, () => false)).toBeNull();
  });
  it('nextPhase skips phases where nobody is eligible', () => {
    const phases = ['move', 'shoot', 'fight'] as const;
    expect(nextPhase(phases, 'move', 1, (ph) => ph === 'fight')).toEqual({ phase: 'fight', toAct: 1 });
    expect(nextPhase(phases, null, 0, (ph, p) => ph === 'move' && p === 1)).toEqual({ phase: 'move', toAct: 1 });
    expect(nextPhase(phases, 'fight', 0, () => true)).toBeNull();
  });
});

describe('offers', () => {
  it('offersNow: nothing when the game is over or nobody is to act, else the offers for the player to act', () => {
    const g: GameState = { format: 'sightline/game', version: 1, setup: setup(), rulesetId: 'x', round: 1, phase: 'p', activation: null, toAct: 1, models: [], dice: createDiceState(1), points: [0, 0], actions: [], log: [], result: null, ruleset: {} };
    const offer = (_d: unknown, p: 0 | 1) => [{ type: 'hold', player: p }];
    expect(offersNow(g, offer)).toEqual([{ type: 'hold', player: 1 }]);
    expect(offersNow({ ...g, toAct: null }, offer)).toEqual([]);
    expect(offersNow({ ...g, result: { winner: 0, reason: 'r', score: [1, 0] } }, offer)).toEqual([]);
  });
  const unit = [model('a-1', 10, 10), model('a-2', 11.5, 10)];
  it('strideToward: the full stride up to the stop, else 60% or 30% of it as `ok` says; none under 0.2"', () => {
    const from = { x: 10.75, y: 10 };
    expect(strideToward(unit, from, { x: 10.75, y: 30, stopIn: 1 }, 6, () => true)!.get('a-1')).toEqual({ x: 10, y: 16 });
    expect(strideToward(unit, from, { x: 10.75, y: 30, stopIn: 1 }, 6, (m) => m.get('a-1')!.y < 14)!.get('a-1')).toEqual({ x: 10, y: 13.6 });
    expect(strideToward(unit, from, { x: 10.75, y: 14, stopIn: 3.9 }, 6, () => true)).toBeNull();
  });
  it('closestPair and approachPositions: the nearest models, brought to 0.5" apart (or 1" aside when `ok` refuses)', () => {
    const foes = [model('b-1', 20, 10, { player: 1 }), model('b-2', 30, 10, { player: 1 })];
    const pair = closestPair(unit, foes)!;
    expect([pair.from.id, pair.to.id]).toEqual(['a-2', 'b-1']);
    expect(pair.gapIn).toBeCloseTo(8.5 - 2 * R, 9);
    const moved = approachPositions(unit, pair, () => true)!;
    expect(20 - moved.get('a-2')!.x - 2 * R).toBeCloseTo(0.5, 2);
    const aside = approachPositions(unit, pair, (m) => m.get('a-2')!.y !== 10)!;
    expect(aside.get('a-2')!.y).toBe(11);
  });
});

describe('army files', () => {
  const schema = armySchema('x', { units: z.array(z.object({ name: z.string() }).strict()).min(1) });
  const army = { format: 'sightline/army', version: 1, ruleset: 'x', name: 'A', units: [{ name: 'U' }] };
  it('the envelope, the fields and notes; another ruleset, a missing field or an unknown key is refused naming the field', () => {
    expect(parseArmy(schema, { ...army, notes: 'n' }, 'army')).toEqual({ ...army, notes: 'n' });
    const refusal = (v: unknown) => {
      try {
        parseArmy(schema, v, 'setup.armies[1]');
      } catch (e) {
        if (e instanceof GameSetupError) return e.path;
        throw e;
      }
      return null;
    };
    expect(refusal({ ...army, ruleset: 'y' })).toBe('setup.armies[1].ruleset');
    expect(refusal({ ...army, units: [{}] })).toBe('setup.armies[1].units[0].name');
    expect(refusal({ ...army, extra: 1 })).toBe('setup.armies[1]');
  });
});

describe("a game's first draft", () => {
  it('readArmies, unitModels, objectivesOrCentreLine and firstDraft', () => {
    const s = setup();
    expect(readArmies(s, (army, path) => `${path}:${(army as { name: string }).name}`)).toEqual(['setup.armies[0]:a', 'setup.armies[1]:b']);
    const ms = unitModels('p2-u1', 1, 2, { name: 'Boyz', base: round32, heightIn: 1.2, wounds: 2 });
    expect(ms.map((m) => [m.id, m.unit, m.player, m.facingDeg, m.wounds, m.maxWounds, m.onTable])).toEqual([['p2-u1-0', 'p2-u1', 1, 270, 2, 2, false], ['p2-u1-1', 'p2-u1', 1, 270, 2, 2, false]]);
    expect(objectivesOrCentreLine(s.layout)).toEqual([{ id: 'obj-1', x: 15, y: 22 }, { id: 'obj-2', x: 30, y: 22 }, { id: 'obj-3', x: 45, y: 22 }]);
    const withObjective = { ...s.layout, objectives: [{ id: 'o', name: 'O', x: 1, y: 2, controlRadiusIn: 3 }] };
    expect(objectivesOrCentreLine(withObjective)).toEqual([{ id: 'o', x: 1, y: 2, controlRadiusIn: 3 }]);
    expect(firstDraft(s, 'deployment', ms, { step: 1 })).toMatchObject({ rulesetId: 'x', round: 0, phase: 'deployment', toAct: 0, points: [0, 0], result: null, ruleset: { step: 1 } });
  });
  it('unitWords: known unit ids only, and same-named units told apart', () => {
    const models = [model('p1-0', 1, 1, { unit: 'p1-u0', name: 'Squad' }), model('p1-1', 3, 1, { unit: 'p1-u1', name: 'Squad' })];
    const w = unitWords(models, [{ id: 'p1-u0', name: 'Squad' }, { id: 'p1-u1', name: 'Squad' }]);
    expect([w.known('p1-u1'), w.known('p1-u9'), w.known(3)]).toEqual(['p1-u1', null, null]);
    expect([w.named('p1-u0'), w.named('p1-u1'), w.named(null)]).toEqual(['Squad (1)', 'Squad (2)', 'a unit']);
  });
});

