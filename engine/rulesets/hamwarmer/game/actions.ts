// HamWarmer's actions, one type each, every one naming the selected unit ("each player selects one of their units"):
// deploying (deploy, reserve, keep, deep-strike), moving (move, fall-back, retreat, embark, disembark), the attacks of the
// Psychic, Shooting and Fight phases (manifest, shoot, fight, then consolidate), charge, the Morale test, and hold.
import type { ModelPosition, PlayerIndex } from '../../../game/types';

type Positions = Readonly<Record<string, ModelPosition>>;
/** A table point in inches (a deep strike's aim, a template's placement). */
type Point = { readonly x: number; readonly y: number };

/** Every action selects a unit (a type, not an interface: actions are GameActions, whose fields are open). */
type Selects = {
  readonly player: PlayerIndex;
  readonly unit: string;
};

export type HwrAction =
  | (Selects & { readonly type: 'deploy'; readonly positions: Positions; readonly mode?: 'normal' | 'infiltrate' | 'outflank' })
  | (Selects & { readonly type: 'reserve' })
  | (Selects & { readonly type: 'keep' })
  | (Selects & { readonly type: 'deep-strike'; readonly target: Point })
  | (Selects & { readonly type: 'move'; readonly positions: Positions })
  | (Selects & { readonly type: 'fall-back'; readonly positions: Positions })
  | (Selects & { readonly type: 'retreat' })
  | (Selects & { readonly type: 'embark'; readonly transport: string; readonly positions?: Positions })
  | (Selects & { readonly type: 'disembark'; readonly positions: Positions })
  | (Selects & { readonly type: 'manifest'; readonly target: string })
  | (Selects & { readonly type: 'shoot'; readonly target: string; readonly templateAt?: Point })
  | (Selects & { readonly type: 'charge'; readonly target: string; readonly positions: Positions })
  | (Selects & { readonly type: 'fight'; readonly target: string; readonly positions?: Positions })
  | (Selects & { readonly type: 'consolidate'; readonly positions: Positions })
  | (Selects & { readonly type: 'morale' })
  | (Selects & { readonly type: 'hold' });

export type HwrActionType = HwrAction['type'];
export type HwrActionOf<T extends HwrActionType> = Extract<HwrAction, { readonly type: T }>;
