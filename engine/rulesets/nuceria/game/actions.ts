// Nuceria's actions, one type each: placing units (deploy, reserve), choosing the unit to activate, its Move (move,
// charge, arrive from reserves), its Attack (ranged or melee) and ending the activation. move, charge and arrive name no
// unit: they are the active unit's.
import type { ModelPosition, PlayerIndex } from '../../../game/types';

type Positions = Readonly<Record<string, ModelPosition>>;

export type NuAction =
  | { readonly type: 'deploy'; readonly player: PlayerIndex; readonly unit: string; readonly positions: Positions }
  | { readonly type: 'reserve'; readonly player: PlayerIndex; readonly unit: string }
  | { readonly type: 'activate'; readonly player: PlayerIndex; readonly unit: string }
  | { readonly type: 'move'; readonly player: PlayerIndex; readonly positions: Positions }
  | { readonly type: 'charge'; readonly player: PlayerIndex; readonly target: string; readonly positions: Positions }
  | { readonly type: 'arrive'; readonly player: PlayerIndex; readonly positions: Positions }
  | { readonly type: 'attack'; readonly player: PlayerIndex; readonly mode: 'ranged' | 'melee'; readonly target: string }
  | { readonly type: 'end-activation'; readonly player: PlayerIndex };

export type NuActionType = NuAction['type'];
export type NuActionOf<T extends NuActionType> = Extract<NuAction, { readonly type: T }>;
