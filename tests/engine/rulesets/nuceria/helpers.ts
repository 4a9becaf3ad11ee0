// Nuceria test helpers: a battle round set up by hand, and an action applied for the player to act.
import { applyAction, createGame, type GameAction, type GameState, type PlayerIndex } from '../../../../engine/index';
import { nuSampleLayout } from '../../../../engine/rulesets/nuceria/game/sample';
import type { NuState } from '../../../../engine/rulesets/nuceria/game/state';
import vanguard from '../../../../assets/armies/nuceria/vanguard-cohort.army.json';
import horde from '../../../../assets/armies/nuceria/scrap-horde.army.json';

export type G = GameState<NuState>;

/** Round 1 of battle with the models placed by hand (Vanguard Cohort is player 1), `toAct` to activate. */
export function battle(place: Record<string, [number, number]>, toAct: PlayerIndex, terrain = nuSampleLayout().terrain.slice(0, 0)): G {
  const g = createGame({ rulesetId: 'nuceria', layout: { ...nuSampleLayout(), terrain }, armies: [vanguard as never, horde as never], seed: 4 }) as G;
  const models = g.models.map((m) => (place[m.id] ? { ...m, onTable: true, x: place[m.id]![0], y: place[m.id]![1] } : { ...m, onTable: false, wounds: 0 }));
  const units = g.ruleset.units.map((u) => ({ ...u, placed: true }));
  return { ...g, round: 1, phase: 'battle', toAct, models, ruleset: { ...g.ruleset, step: 'battle', units, turnsLeft: [3, 3], first: toAct } };
}

/** `a` played by `p` (the player to act unless given). */
export const act = (s: G, a: Omit<GameAction, 'player'>, p: PlayerIndex = s.toAct!): G => applyAction(s, { ...a, player: p } as GameAction) as G;
