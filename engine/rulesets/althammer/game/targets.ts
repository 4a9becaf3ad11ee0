// Choosing a target ("Select a target. If it is in range, roll dice"): an enemy unit on the table, the gap between two
// units, and whether a model sees a target model in range (the text has no LOS rule: the values' named defaults).
import { illegal, unitOnTable } from '../../../game/kit';
import type { GameAction, GameModel, PlayerIndex } from '../../../game/types';
import { lineOfSight } from '../../../los/lineOfSight';
import { edgeDistance } from '../../../measure/distance';
import type { Layout } from '../../../types';
import { ALTHAMMER } from '../values';
import { AH_DEFAULT } from './defaults';
import { liveUnits, unitState, type AhUnitState, type AhView } from './state';

/** The enemy unit on the table the action targets (refused in words otherwise). */
export function enemyUnit(d: AhView, a: GameAction, p: PlayerIndex): AhUnitState {
  const t = unitState(d, a.target);
  if (!t || t.player === p || !liveUnits(d, t.player).includes(t)) illegal(`${String(a.target)} is not an enemy unit on the table.`, a);
  return t;
}

/** Edge-to-edge distance between the closest models of two units. */
export function unitGap(d: { models: readonly GameModel[] }, a: string, b: string): number {
  let best = Infinity;
  for (const m of unitOnTable(d, a)) for (const t of unitOnTable(d, b)) best = Math.min(best, edgeDistance(m, t));
  return best;
}

export function losVisible(board: Layout, from: string, to: string): boolean {
  return lineOfSight(board, from, to, { ...ALTHAMMER.losOptions, rays: AH_DEFAULT.losRays }).visible;
}

/** Whether model m sees some model of `targets` within `rangeIn` (edge to edge; the nearest two are tried): that model, or null. */
export function seesInRange(board: Layout, m: GameModel, targets: readonly GameModel[], rangeIn: number): GameModel | null {
  const near = targets
    .map((t) => ({ t, dist: edgeDistance(m, t) }))
    .filter((x) => x.dist <= rangeIn + 1e-9)
    .sort((a, b) => a.dist - b.dist)
    .slice(0, 2);
  for (const { t } of near) if (losVisible(board, m.id, t.id)) return t;
  return null;
}
