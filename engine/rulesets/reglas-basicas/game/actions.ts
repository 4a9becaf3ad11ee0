// Reglas básicas' actions, one type each: deploy, the Movement phase's move, run, retreat and charge (a charge may open
// with Throwing Axes), shoot (in the Action Phase with a Move before or after), fight (in the Action Phase with an Adjust
// move), the Action Phase's hold, and stop.
import type { ModelPosition, PlayerIndex } from '../../../game/types';

type Positions = Readonly<Record<string, ModelPosition>>;

export type RbAction =
  | { readonly type: 'deploy'; readonly player: PlayerIndex; readonly unit: string; readonly positions: Positions }
  | { readonly type: 'move' | 'run' | 'retreat'; readonly player: PlayerIndex; readonly unit: string; readonly positions: Positions }
  | { readonly type: 'charge'; readonly player: PlayerIndex; readonly unit: string; readonly target: string; readonly positions: Positions; readonly throwingAxes?: boolean }
  | { readonly type: 'shoot'; readonly player: PlayerIndex; readonly unit: string; readonly target: string; readonly positions?: Positions; readonly move?: 'before' | 'after' }
  | { readonly type: 'fight'; readonly player: PlayerIndex; readonly unit: string; readonly target: string; readonly positions?: Positions }
  | { readonly type: 'hold'; readonly player: PlayerIndex; readonly unit: string }
  | { readonly type: 'stop'; readonly player: PlayerIndex };

export type RbActionType = RbAction['type'];
