// HamWarmer 24.5 game states for the tests and the bench: a chosen phase with chosen models placed.
import { createGame, type GameState, type PlayerIndex, type TerrainPiece } from '../../../../engine/index';
import { hwrSampleLayout } from '../../../../engine/rulesets/hamwarmer/game/sample';
import type { HwrState } from '../../../../engine/rulesets/hamwarmer/game/state';
import ironLegion from '../../../../assets/armies/hamwarmer/iron-legion.army.json';
import ashHorde from '../../../../assets/armies/hamwarmer/ash-horde.army.json';

/** Round 1, `phase`, with the given models on a table with `terrain`; `toAct` selects next. Iron Legion is player 1. */
export function battle(place: Record<string, [number, number]>, phase: string, toAct: PlayerIndex, terrain: TerrainPiece[] = []): GameState<HwrState> {
  const g = createGame({ rulesetId: 'hamwarmer', layout: { ...hwrSampleLayout(), terrain }, armies: [ironLegion as never, ashHorde as never], seed: 3 }) as GameState<HwrState>;
  const models = g.models.map((m) => (place[m.id] ? { ...m, onTable: true, x: place[m.id]![0], y: place[m.id]![1] } : { ...m, onTable: false }));
  const units = g.ruleset.units.map((u) => ({ ...u, placed: true, modelsAtRoundStart: models.filter((m) => m.unit === u.id && m.onTable).length }));
  return { ...g, round: 1, phase, toAct, models, ruleset: { ...g.ruleset, units, done: [], first: toAct, fightStage: 'chargers', movedNormally: [false, false] } };
}
