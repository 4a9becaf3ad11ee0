// Where a dragged model's path pays for its ground (issue 23 item 4): the stretch over which its base overlaps a piece the
// ruleset prices, hand-computed for a square piece crossed straight through; none where the rules price nothing.
import { describe, expect, it } from 'vitest';
import { costlySpans, createGame, sampleGameSetup, type GameState, type TerrainPiece, type TerrainTrait } from '../../../engine/index';

const square = (traits: TerrainTrait[]): TerrainPiece => ({ id: 'sq', name: 'Bog', kind: 'custom', x: 30, y: 24, rotationDeg: 0, traits, footprint: [[-2, -2], [2, -2], [2, 2], [-2, 2]], solids: [] });

/** A game of `id` with only the square on the table and its first model of player 1 standing at (30, 18). */
function withSquare(id: string, traits: TerrainTrait[]): { s: GameState; model: string; r: number } {
  const g = createGame(sampleGameSetup(id, 1));
  const m = g.models.find((x) => x.player === 0)!;
  const s: GameState = { ...g, setup: { ...g.setup, layout: { ...g.setup.layout, terrain: [square(traits)] } }, models: g.models.map((x) => (x.id === m.id ? { ...x, x: 30, y: 18, onTable: true } : x)) };
  const r = m.base.kind === 'round' ? m.base.diameterMm / 25.4 / 2 : NaN;
  return { s, model: m.id, r };
}

describe('costlySpans', () => {
  it('HamWarmer: straight across a 4" difficult square, the base is over it from y = 22 - r to 26 + r', () => {
    const { s, model, r } = withSquare('hamwarmer', ['difficult']);
    expect(Number.isNaN(r)).toBe(false);
    const spans = costlySpans(s, { [model]: { x: 30, y: 30 } });
    expect(spans).toHaveLength(1);
    expect(spans[0]!.label).toBe("'Bog': difficult ground, counts double");
    expect(spans[0]!.from[0]).toBeCloseTo(30, 6);
    expect(spans[0]!.from[1]).toBeGreaterThanOrEqual(22 - r - 1e-9);
    expect(spans[0]!.from[1]).toBeLessThan(22 - r + 0.1 + 1e-9);
    expect(spans[0]!.to[1]).toBeLessThanOrEqual(26 + r + 1e-9);
    expect(spans[0]!.to[1]).toBeGreaterThan(26 + r - 0.1 - 1e-9);
    // A path beside it (x = 35, the base 3" - r clear of the square's edge) pays nothing.
    expect(costlySpans(s, { [model]: { x: 35, y: 30 } }).filter((sp) => sp.from[0] > 32 + r)).toEqual([]);
  });

  it('Hammer Wars prices no difficult ground; Nuceria halves the Move in environmental terrain', () => {
    const hw = withSquare('hammer-wars', ['difficult']);
    expect(costlySpans(hw.s, { [hw.model]: { x: 30, y: 30 } })).toEqual([]);
    const nu = withSquare('nuceria', ['environmental']);
    const spans = costlySpans(nu.s, { [nu.model]: { x: 30, y: 30 } });
    expect(spans.map((sp) => sp.label)).toEqual(["'Bog': environmental terrain, Move halved"]);
  });
});
