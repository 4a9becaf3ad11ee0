// AltHammer's actions, one type each: the Sideboard step (remove a unit), deployment (place a unit), choosing the unit to
// activate, its actions ("up to two of the following": Move, Advance, Magik, Shoot, Charge, Fight) and ending the
// activation. The activation's actions name no unit: they are the active unit's.
import type { ModelPosition, PlayerIndex } from '../../../game/types';

type Positions = Readonly<Record<string, ModelPosition>>;

export type AhAction =
  | { readonly type: 'remove-unit'; readonly player: PlayerIndex; readonly unit: string }
  | { readonly type: 'deploy'; readonly player: PlayerIndex; readonly unit: string; readonly positions: Positions }
  | { readonly type: 'activate'; readonly player: PlayerIndex; readonly unit: string }
  | { readonly type: 'move'; readonly player: PlayerIndex; readonly positions: Positions }
  | { readonly type: 'advance'; readonly player: PlayerIndex }
  | { readonly type: 'magik'; readonly player: PlayerIndex; readonly target: string; readonly spell?: string }
  | { readonly type: 'shoot'; readonly player: PlayerIndex; readonly target: string }
  | { readonly type: 'charge'; readonly player: PlayerIndex; readonly target: string; readonly positions: Positions }
  | { readonly type: 'fight'; readonly player: PlayerIndex; readonly target: string }
  | { readonly type: 'end-activation'; readonly player: PlayerIndex };

export type AhActionType = AhAction['type'];
export type AhActionOf<T extends AhActionType> = Extract<AhAction, { readonly type: T }>;
