// Ways round impassable terrain for a unit moved as one block (issue 26): the fast straight test against the engine's own
// movement check, the way round against the straight gap, the first leg as a move the referee accepts, and a walled-off
// squad in a HamWarmer game stepping round the container rather than holding.
import { describe, expect, it } from 'vitest';
import { applyAction, knowledgeFor, legalActions, playerView, type GameAction, type GameModel, type GameState } from '../../../engine/index';
import { ownMoves } from '../../../engine/ai/choose';
import { blockShut, firstLeg, formationGap, formationOf, straightGap, straightOpen, wallsOf } from '../../../engine/ai/formationPaths';
import { objectiveErrands } from '../../../engine/ai/objectiveErrands';
import { checkMove, PLAIN_MOVEMENT } from '../../../engine/measure/movement';
import type { Layout } from '../../../engine/types';
import { randomPlay } from './match';
import { createDiceState } from '../../../engine/dice/rng';

/** The HamWarmer sample layout (Container B at x 12.8-15.3, y 24.5-29.5; the left marker at (12, 22)). */
function sampleLayout(): Layout {
  for (const { before } of randomPlay('hamwarmer', 1, 1)) return before.setup.layout;
  throw new Error('no game');
}

const model = (id: string, x: number, y: number, diameterMm = 25): GameModel => ({
  id, unit: 'u', player: 0, name: 'Trooper', base: { kind: 'round', diameterMm }, x, y, z: 0, facingDeg: 0, heightIn: 1,
  wounds: 1, maxWounds: 1, onTable: true, statuses: [],
});

/** Two ranks of five, the first model at (x, y), 1.5" apart: the Line Squad's block. */
const squadAt = (x: number, y: number): GameModel[] =>
  Array.from({ length: 10 }, (_, i) => model(`m${i}`, x + 1.5 * (i % 5), y + 1.5 * Math.floor(i / 5)));

/** The engine's own ruling (slow reference): every model of the block carried (dx, dy) in a straight line, terrain only. */
function engineAllows(layout: Layout, models: readonly GameModel[], dx: number, dy: number): boolean {
  return models.every((m) => checkMove({ model: m, path: [[m.x + dx, m.y + dy]], allowanceIn: 1000, terrain: layout.terrain, table: layout.table }, PLAIN_MOVEMENT).ok);
}

const marker = { x: 12, y: 22 };

describe('ways round impassable terrain for a block', () => {
  it('the straight test agrees with the engine\'s movement check over seeded random blocks and steps, both outcomes', () => {
    const layout = sampleLayout();
    const walls = wallsOf(layout);
    expect(walls.length).toBe(2);
    const dice = { s: 12345 };
    const rnd = () => ((dice.s = (Math.imul(dice.s, 1103515245) + 12345) >>> 0) / 2 ** 32);
    let open = 0, shut = 0, agree = 0, cases = 0;
    for (let k = 0; k < 300; k++) {
      // Blocks of 1 to 6 models near one of the containers, stepped up to 8" in any direction.
      const near = k % 2 === 0 ? { x: 14, y: 27 } : { x: 46, y: 17 };
      const x = near.x + (rnd() - 0.5) * 16;
      const y = near.y + (rnd() - 0.5) * 16;
      const n = 1 + Math.floor(rnd() * 6);
      const models = Array.from({ length: n }, (_, i) => model(`r${i}`, x + 1.3 * i, y + (i % 2) * 1.2));
      const f = formationOf(models);
      if (blockShut(f, walls, layout.table, x, y)) continue; // a block that cannot stand there is not a case
      const t = rnd() * 2 * Math.PI;
      const len = rnd() * 8;
      const dx = Math.cos(t) * len;
      const dy = Math.sin(t) * len;
      const fast = straightOpen(f, walls, layout.table, x, y, x + dx, y + dy);
      const slow = engineAllows(layout, models, dx, dy);
      cases++;
      if (fast === slow) agree++;
      if (slow) open++;
      else shut++;
    }
    expect(open).toBeGreaterThan(30);
    expect(shut).toBeGreaterThan(30);
    // The fast test samples every 0.25" and the engine every 0.05": a clip of a few hundredths of an inch may differ.
    expect(agree / cases).toBeGreaterThanOrEqual(0.98);
  });

  it('in the open the way is the straight gap; behind a container it is longer, and never shorter', () => {
    const layout = sampleLayout();
    // In the open, south of the centre marker.
    const open = squadAt(27, 36);
    const fo = formationOf(open);
    expect(formationGap(layout, fo, 27, 36, { x: 30, y: 22 }, 3)).toBeCloseTo(straightGap(fo, 27, 36, { x: 30, y: 22 }, 3).gap, 9);
    // Straight behind Container B: its nearest model's straight way to the left marker runs through the container.
    const walled = squadAt(13.4, 30.5);
    const fw = formationOf(walled);
    const straight = straightGap(fw, 13.4, 30.5, marker, 3).gap;
    expect(engineAllows(layout, walled, -1.4 * 0.6, -8.5 * 0.6)).toBe(false);
    const round = formationGap(layout, fw, 13.4, 30.5, marker, 3);
    expect(round).toBeGreaterThan(straight + 1);
    // A way the engine allows, in three straight legs (east past the container, north beside it, then on to the marker's
    // reach), is no shorter than the one found, give or take the grid's 3%.
    expect(engineAllows(layout, walled, 3.2, 0)).toBe(true);
    const east = walled.map((m) => ({ ...m, x: m.x + 3.2 }));
    expect(engineAllows(layout, east, 0, -8)).toBe(true);
    const north = east.map((m) => ({ ...m, y: m.y - 8 }));
    const { gap: after, model: i } = straightGap(formationOf(north), north[0]!.x, north[0]!.y, marker, 3);
    const o = north[i]!;
    const d = Math.hypot(marker.x - o.x, marker.y - o.y);
    expect(engineAllows(layout, north, ((marker.x - o.x) / d) * after, ((marker.y - o.y) / d) * after)).toBe(true);
    expect(round).toBeLessThanOrEqual((3.2 + 8 + after) * 1.03 + 0.5);
  });

  it('the first leg is a straight step the engine allows, along the way: it shortens the way by about its own length', () => {
    const layout = sampleLayout();
    const walled = squadAt(13.4, 30.5);
    const f = formationOf(walled);
    const leg = firstLeg(layout, f, 13.4, 30.5, marker, 3, 6)!;
    expect(leg).not.toBeNull();
    const dx = leg.x - 13.4;
    const dy = leg.y - 30.5;
    const len = Math.hypot(dx, dy);
    expect(len).toBeGreaterThan(0.5);
    expect(len).toBeLessThanOrEqual(6 + 1e-9);
    expect(engineAllows(layout, walled, dx, dy)).toBe(true);
    const before = formationGap(layout, f, 13.4, 30.5, marker, 3);
    const after = formationGap(layout, f, leg.x, leg.y, marker, 3);
    expect(before - after).toBeGreaterThan(0.8 * len);
    // Where the straight way is open there is nothing to go round.
    expect(firstLeg(layout, formationOf(squadAt(27, 36)), 27, 36, { x: 30, y: 22 }, 3, 6)).toBeNull();
  });
});

/**
 * A HamWarmer game in round 2's Movement phase (seed 1, random play), player 2's Line Squad Alpha not yet moved, set down
 * behind Container B where its straight way to the left marker is shut.
 */
function walledOffGame(): { state: GameState; unit: string } {
  let s: GameState | null = null;
  let n = 0;
  for (const { before } of randomPlay('hamwarmer', 1, 60)) if (++n === 38) s = before;
  expect(s!.phase).toBe('Movement');
  const ids = s!.models.filter((m) => m.onTable && m.unit === 'p2-u1').map((m) => m.id);
  expect(ids.length).toBe(10);
  const spot = squadAt(13.4, 30.5);
  const at = new Map(ids.map((id, i) => [id, spot[i]!]));
  // Nobody else stands on the spot or beside it.
  expect(s!.models.some((m) => m.onTable && !at.has(m.id) && spot.some((p) => Math.hypot(p.x - m.x, p.y - m.y) < 2))).toBe(false);
  const state = { ...s!, models: s!.models.map((m) => (at.has(m.id) ? { ...m, x: at.get(m.id)!.x, y: at.get(m.id)!.y } : m)) };
  return { state, unit: 'p2-u1' };
}

describe('a walled-off squad in HamWarmer', () => {
  it('gets a move of its own round the container that the referee accepts, and its errand prefers it to holding', () => {
    const { state, unit } = walledOffGame();
    const view = playerView(state, 1);
    const legal = legalActions(view);
    const isUnit = (a: GameAction) => a.type === 'move' && (a as { unit?: string }).unit === unit;
    expect(legal.some(isUnit)).toBe(true);
    const plain = ownMoves(view, legal, 8, false).filter(isUnit);
    const withLegs = ownMoves(view, legal, 8, true).filter(isUnit);
    const legs = withLegs.filter((a) => !plain.some((b) => JSON.stringify(b) === JSON.stringify(a)));
    expect(legs.length).toBeGreaterThan(0);
    const sim = (a: GameAction) => applyAction({ ...view, dice: createDiceState(3), log: [], actions: [] }, a);
    const accepted = legs.map((a) => { try { return sim(a); } catch { return null; } }).filter((x): x is GameState => x !== null);
    expect(accepted.length).toBeGreaterThan(0);
    const hold = legal.find((a) => a.type === 'hold' && (a as { unit?: string }).unit === unit)!;
    expect(hold).toBeDefined();
    const held = sim(hold);
    // The errands round the walls value the step round the container over holding; the straight ones did not.
    const errand = (s: GameState, roundWalls: boolean) => objectiveErrands(s, 1, 0.5, 3, { roundWalls });
    const bestLeg = Math.max(...accepted.map((s) => errand(s, true)));
    expect(bestLeg).toBeGreaterThan(errand(held, true));
    expect(Math.max(...accepted.map((s) => errand(s, false)))).toBeLessThanOrEqual(errand(held, false) + 1e-9);
    // And the ruleset's whole evaluation agrees.
    const k = knowledgeFor('hamwarmer');
    expect(Math.max(...accepted.map((s) => k.evaluate(s, 1)))).toBeGreaterThan(k.evaluate(held, 1));
  }, 60_000);
});
