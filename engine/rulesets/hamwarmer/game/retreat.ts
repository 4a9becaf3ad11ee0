// HamWarmer 24.5 the failed-morale retreat (001_9d9921dd118cdf65.txt "7: MORALE", failing): checks of a proposed move.
import { edgeDistance } from '../../../measure/distance';
import type { PlacedBase } from '../../../types';

/** Edge distances closer than this are treated as equal (round-off in the shape distance). */
const EPS_IN = 1e-6;

/**
 * "The unit cannot move closer to any enemy models." Null when no model ends closer (edge to edge) to any enemy model than it
 * started (named default morale.retreat.closer: model by model, enemy model by enemy model); else the reason.
 * `before[i]` and `after[i]` are the same model.
 */
export function retreatCloserProblem(unitName: string, before: readonly PlacedBase[], after: readonly PlacedBase[], enemies: readonly PlacedBase[]): string | null {
  if (before.length !== after.length) throw new Error('retreatCloserProblem: before and after must list the same models.');
  for (let i = 0; i < before.length; i++)
    for (const e of enemies)
      if (edgeDistance(after[i]!, e) < edgeDistance(before[i]!, e) - EPS_IN)
        return `${unitName} failed its Morale test: it cannot move closer to any enemy models.`;
  return null;
}

/**
 * "If this movement would take a model off the battlefield, the model is destroyed." Ids of the models whose base centre
 * would leave the table (named default morale.retreat.offTable: the centre, since the model is then removed anyway).
 */
export function retreatOffTable(after: readonly (PlacedBase & { id: string })[], table: { widthIn: number; depthIn: number }): string[] {
  return after.filter((m) => m.x < 0 || m.y < 0 || m.x > table.widthIn || m.y > table.depthIn).map((m) => m.id);
}
