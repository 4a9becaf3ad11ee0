// Hammer Wars' actions, one type each: the choices before the first round (order of play, table edge, secret goal), the
// deployment phase (buy and place units, end it), the combat phase (activate a unit with its action, then its move,
// attack lines and special rules, end the activation or the phase) and declaring a goal. An activation's actions name no
// unit: they are the active unit's.
import type { GameAction, ModelPosition, PlayerIndex } from '../../../game/types';
import type { Vec2 } from '../../../types';
import type { Edge, Goal, Order } from './state';

type Positions = Readonly<Record<string, ModelPosition>>;
type Point = { readonly x: number; readonly y: number };

export type HwAction =
  | { readonly type: 'choose-order'; readonly player: PlayerIndex; readonly goFirst: boolean }
  | { readonly type: 'choose-edge'; readonly player: PlayerIndex; readonly edge: Edge }
  | { readonly type: 'choose-goal'; readonly player: PlayerIndex; readonly goal: Goal; readonly objective?: string }
  | { readonly type: 'declare-goal'; readonly player: PlayerIndex }
  | { readonly type: 'deploy'; readonly player: PlayerIndex; readonly positions: Positions }
  | { readonly type: 'end-deployment'; readonly player: PlayerIndex }
  | { readonly type: 'activate'; readonly player: PlayerIndex; readonly unit: string; readonly order: Order }
  | { readonly type: 'move'; readonly player: PlayerIndex; readonly positions: Positions; readonly path?: readonly Vec2[] }
  | { readonly type: 'attack'; readonly player: PlayerIndex; readonly line: number; readonly target: string }
  | { readonly type: 'chain-attack'; readonly player: PlayerIndex; readonly target: string; readonly positions: Positions; readonly path?: readonly Vec2[] }
  | { readonly type: 'hit-and-run'; readonly player: PlayerIndex; readonly positions: Positions; readonly path?: readonly Vec2[] }
  | { readonly type: 'energy-pulse'; readonly player: PlayerIndex; readonly marker: Point; readonly markerTo: Point }
  | { readonly type: 'end-activation'; readonly player: PlayerIndex }
  | { readonly type: 'end-phase'; readonly player: PlayerIndex };

export type HwActionType = HwAction['type'];
export type HwActionOf<T extends HwActionType> = Extract<HwAction, { readonly type: T }>;

/** Hammer Wars' older field names and today's (issue 22: every ruleset names them unit and target). */
const RENAMED: Readonly<Record<string, string>> = { unitId: 'unit', targetId: 'target' };

/**
 * An action in the older spelling, in today's: Hammer Wars spelt the acting unit `unitId` and the target `targetId`. Old
 * game files and recorded games are read through this. Each field is renamed where it stands (the log lists an action's
 * fields in order, so the replayed log reads the same); a field given in both spellings keeps today's.
 */
export function upgradeHwAction(a: GameAction): GameAction {
  if (!Object.keys(a).some((k) => Object.prototype.hasOwnProperty.call(RENAMED, k))) return a;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(a)) {
    const now = Object.prototype.hasOwnProperty.call(RENAMED, k) ? RENAMED[k]! : k;
    if (now === k || !(now in a)) out[now] = v;
  }
  return { ...out, type: a.type, player: a.player };
}
