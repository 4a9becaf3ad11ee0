// The AI's own move candidates are bounded by the models they place (issue 26: "none over 1 s of CPU"): in a phase where
// every unit may move, each unit in turn gets its headings spread round the compass first, so a bound that ends the list
// early still leaves every unit moves in every direction; and the bound is work, not time.
import { describe, expect, it } from 'vitest';
import { AI_LEVELS, chooseAction, gameResult, legalActions, ownMoves, REGLAS_AI, type GameAction, type GameState } from '../../../engine/index';
import { midGame } from './match';

/**
 * A HamWarmer Movement phase state (every unit may move in that phase) with several units offered moves, whose own moves
 * at 16 headings place more models than hard's bound, and at 8 more than normal's: seed 12, 80 random actions in.
 */
let found: { s: GameState; legal: GameAction[] } | undefined;
function movementWithUnits(): { s: GameState; legal: GameAction[] } {
  if (found) return found;
  const s = midGame('hamwarmer', 12, 80);
  expect(gameResult(s)).toBeNull();
  expect(s.phase).toBe('Movement');
  return (found = { s, legal: legalActions(s) });
}

const unitOf = (a: GameAction) => Object.keys(a.positions!).sort().join();
const heading = (s: GameState, a: GameAction) => {
  const id = Object.keys(a.positions!)[0]!;
  const m = s.models.find((x) => x.id === id)!;
  return (Math.atan2(a.positions![id]!.y - m.y, a.positions![id]!.x - m.x) * 180) / Math.PI;
};

describe('own moves: every unit in turn, headings spread first, bounded by the models they place', () => {
  it('HamWarmer Movement: the first moves of the list are one per unit, then the opposite heading, then the quarters', () => {
    const { s, legal } = movementWithUnits();
    const own = ownMoves(s, legal, 8);
    const units = [...new Set(own.map(unitOf))];
    expect(units.length).toBeGreaterThanOrEqual(2);
    // The first units.length candidates (heading 0, full length) are one per unit.
    expect(new Set(own.slice(0, units.length).map(unitOf)).size).toBe(units.length);
    // For one unit: its moves in list order turn by 0, 180, then 90 and 270 degrees before any 45.
    const first = own.filter((a) => unitOf(a) === units[0]);
    const turns = first.map((a) => Math.round(((heading(s, a) - heading(s, first[0]!) + 720) % 360) / 45) * 45 % 360);
    const full = turns.filter((_, i) => i % 2 === 0); // full length, then half length at each heading
    expect(full.slice(0, 4)).toEqual([0, 180, 90, 270]);
    expect(new Set(full).size).toBe(8);
  });

  it('the levels bound own moves by models placed: none at easy, more at hard than at normal', () => {
    expect(AI_LEVELS.easy.ownMoveModels).toBe(0);
    expect(AI_LEVELS.normal.ownMoveModels).toBeGreaterThan(0);
    expect(AI_LEVELS.hard.ownMoveModels).toBeGreaterThan(AI_LEVELS.normal.ownMoveModels);
  });

  it('a decision where the own moves place more models than the bound tries fewer than all of them, and decides the same twice', () => {
    const { s, legal } = movementWithUnits();
    const own = ownMoves(s, legal, AI_LEVELS.hard.headings);
    const models = own.reduce((n, a) => n + Object.keys(a.positions!).length, 0);
    const a = chooseAction(s, { level: 'hard', seed: 3 });
    const b = chooseAction(s, { level: 'hard', seed: 3 });
    expect(b.action).toEqual(a.action);
    expect(b.evaluated).toBe(a.evaluated);
    // Only worth asserting where the own moves exceed the bound (else nothing is cut).
    expect(models).toBeGreaterThan(AI_LEVELS.hard.ownMoveModels);
    expect(a.evaluated).toBeLessThan(legal.length + own.length);
    expect(a.evaluated).toBeLessThanOrEqual(AI_LEVELS.hard.budget);
    // Normal, with 8 headings, is bounded the same way.
    const own8 = ownMoves(s, legal, AI_LEVELS.normal.headings);
    expect(own8.reduce((n, x) => n + Object.keys(x.positions!).length, 0)).toBeGreaterThan(AI_LEVELS.normal.ownMoveModels);
    expect(chooseAction(s, { level: 'normal', seed: 3 }).evaluated).toBeLessThan(legal.length + own8.length);
  });
});

describe('Reglas básicas: hard tries more own moves than its level names (REGLAS_AI.hardOwnMoves)', () => {
  // "Movement: players take turns in moving units that haven't moved this turn": every unit's moves are on offer at once.
  it('a Movement decision: hard simulates every offered action and its own moves at 24 headings up to 800 models, where the level would stop at 16 headings and 320 models', () => {
    const more = REGLAS_AI.hardOwnMoves!;
    expect(more.headings).toBeGreaterThan(AI_LEVELS.hard.headings);
    expect(more.models).toBeGreaterThan(AI_LEVELS.hard.ownMoveModels);
    // The first Movement decision with units to move, 40 random actions into seed 7.
    const s = midGame('reglas-basicas', 7, 40);
    expect(s.phase).toBe('Movement');
    const legal = legalActions(s);
    // Counted as chooseAction counts (engine/ai/choose.ts): each offered action that is not an attack is simulated once;
    // then own moves in list order while their models fit the bound (a smaller unit's move may still fit) and the budget lasts.
    const tried = (headings: number, bound: number): number => {
      let n = legal.filter((a) => REGLAS_AI.attackGain(s, a) === null).length;
      let left = bound;
      for (const a of ownMoves(s, legal, headings)) {
        const k = Object.keys(a.positions!).length;
        if (n >= AI_LEVELS.hard.budget) break;
        if (k > left) continue;
        left -= k;
        n++;
      }
      return n;
    };
    expect(tried(more.headings, more.models)).toBeGreaterThan(tried(AI_LEVELS.hard.headings, AI_LEVELS.hard.ownMoveModels));
    expect(chooseAction(s, { level: 'hard', seed: 3 }).evaluated).toBe(tried(more.headings, more.models));
  });
});
