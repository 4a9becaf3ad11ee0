// Reglas básicas test helpers: a battle turn set up by hand, and an action applied for the player to act.
import { applyAction, createGame, type GameAction, type GameState, type PlayerIndex } from '../../../../engine/index';
import { rbSampleLayout } from '../../../../engine/rulesets/reglas-basicas/game/sample';
import type { RbState } from '../../../../engine/rulesets/reglas-basicas/game/state';
import fyreslayers from '../../../../assets/armies/reglas-basicas/fyreslayers.army.json';
import stormcast from '../../../../assets/armies/reglas-basicas/stormcast-seekers.army.json';

export type G = GameState<RbState>;

/** A battle in turn 1 of `phase`, models placed by hand, Fyreslayers as player 1. */
export function battle(place: Record<string, [number, number]>, phase: string, toAct: PlayerIndex, model: 'phases' | 'actions' = 'phases'): G {
  const g = createGame({ rulesetId: 'reglas-basicas', layout: { ...rbSampleLayout(), terrain: [] }, armies: [fyreslayers as never, stormcast as never], seed: 2, options: { turnModel: model } }) as G;
  const models = g.models.map((m) => (place[m.id] ? { ...m, onTable: true, x: place[m.id]![0], y: place[m.id]![1] } : { ...m, onTable: false }));
  return { ...g, round: 1, phase, toAct, models, ruleset: { ...g.ruleset, step: 'battle', stopped: [false, false], firstStop: null } };
}
/** `a` played by `p` (the player to act unless given). */
export const act = (s: G, a: Omit<GameAction, 'player'>, p: PlayerIndex = s.toAct!): G => applyAction(s, { ...a, player: p } as GameAction) as G;
