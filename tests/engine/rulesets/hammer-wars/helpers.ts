// Test helpers for Hammer Wars: a game on a chosen table, units placed by hand, in a chosen phase.
import {
  applyAction,
  createGame,
  makeTerrain,
  sampleGameSetup,
  withScriptedDice,
  type GameAction,
  type GameState,
  type Layout,
  type PlayerIndex,
  type TerrainPiece,
} from '../../../../engine/index';
import type { HwState } from '../../../../engine/rulesets/hammer-wars/game/state';
import spaceMarines from '../../../../assets/armies/hammer-wars/space-marines.army.json';
import orks from '../../../../assets/armies/hammer-wars/orks.army.json';

export const SEED_FILE = 'shared/rules/seeds/002_e47fa283e0ac09ca.txt';
export type HwGameState = GameState<HwState>;

export function hwLayout(terrain: TerrainPiece[] = []): Layout {
  const base = sampleGameSetup('hammer-wars', 1).layout;
  return { ...base, terrain };
}

export const woods = (x: number, y: number): TerrainPiece => makeTerrain('woods', { id: 'woods', x, y, name: 'Woods' });
export const mud = (x: number, y: number): TerrainPiece => makeTerrain('mud', { id: 'mud', x, y, name: 'Mud' });
export const minefield = (x: number, y: number): TerrainPiece => makeTerrain('dangerous', { id: 'mines', x, y, name: 'Minefield' });
export const container = (x: number, y: number): TerrainPiece => makeTerrain('container', { id: 'container', x, y, name: 'Container' });

/** A new game: Space Marines (player 1, index 0) against Orks (player 2, index 1). */
export function newGame(terrain: TerrainPiece[] = [], seed = 5): HwGameState {
  return createGame({ rulesetId: 'hammer-wars', layout: hwLayout(terrain), armies: [spaceMarines as never, orks as never], seed }) as HwGameState;
}

/** Plays the set-up choices: P1 goes first, takes west; P1 Duty on obj-2, P2 Greed. Ends in P1's round-1 deployment. */
export function throughSetup(g: HwGameState): HwGameState {
  let s = g;
  const w = s.ruleset.rollOffWinner;
  s = applyAction(s, { type: 'choose-order', player: w, goFirst: w === 0 });
  s = applyAction(s, { type: 'choose-edge', player: 0, edge: 'west' });
  s = applyAction(s, { type: 'choose-goal', player: 0, goal: 'Duty', objective: 'obj-2' });
  s = applyAction(s, { type: 'choose-goal', player: 1, goal: 'Greed' });
  return s;
}

/**
 * The state in `toAct`'s combat phase with the given models on the table (everything else in the pool), no unit active.
 * The state is plain JSON, so a test can set it up directly.
 */
export function inCombat(placed: Record<string, [number, number]>, opts: { terrain?: TerrainPiece[]; toAct?: PlayerIndex; dice?: number[] } = {}): HwGameState {
  const s0 = throughSetup(newGame(opts.terrain ?? []));
  const models = s0.models.map((m) => {
    const p = placed[m.id];
    return p ? { ...m, x: p[0], y: p[1], onTable: true } : m;
  });
  for (const id of Object.keys(placed)) if (!models.some((m) => m.id === id)) throw new Error(`no model ${id}`);
  const toAct = opts.toAct ?? 0;
  const s: HwGameState = {
    ...s0,
    phase: 'combat',
    toAct,
    models,
    ruleset: { ...s0.ruleset, step: 'combat', half: toAct === s0.ruleset.first ? 0 : 1, activated: [], active: null },
  };
  return opts.dice ? withScriptedDice(s, opts.dice) : s;
}

export const act = (s: HwGameState, a: Omit<GameAction, 'player'> & { player?: PlayerIndex }): HwGameState =>
  applyAction(s, { player: s.toAct!, ...a } as GameAction) as HwGameState;

export const model = (s: HwGameState, id: string) => s.models.find((m) => m.id === id)!;
export const lastRolls = (s: HwGameState, n = 1) => s.log.filter((l) => l.kind === 'roll').slice(-n);
