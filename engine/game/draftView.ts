// A game state seen through the draft type, for the plug-ins' read-only helpers (legal actions, previews, move rulings),
// which are written against the draft their apply uses. Nothing is copied: the view must only be read.
import type { DraftModel, DraftState, GameState } from './types';

/** The state as a draft to read: the same models and ruleset objects (frozen states stay frozen). */
export function draftView<R>(s: GameState<R>): DraftState<R> {
  return {
    setup: s.setup,
    rulesetId: s.rulesetId,
    round: s.round,
    phase: s.phase,
    activation: s.activation,
    toAct: s.toAct,
    // A draft model differs from a game model only in being writable; readers never write.
    models: s.models as DraftModel[],
    points: [s.points[0], s.points[1]],
    result: s.result,
    ruleset: s.ruleset,
  };
}
