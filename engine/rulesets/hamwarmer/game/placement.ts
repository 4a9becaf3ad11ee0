// Where HamWarmer places models that are not moving by themselves: a unit set up on the table (deployed, arriving,
// disembarking) stands clear and in Unit Coherency, and a model the rules put "as close as possible" to a point (a Deep
// Strike mishap, a wreck's survivors) goes to the nearest free spot.
import { basesOverlap, modelAt, placementProblem, standingProblem } from '../../../game/kit';
import type { GameModel, ModelPosition } from '../../../game/types';
import { placedFootprint } from '../../../geometry/placement';
import { circleOverlapsPolygon } from '../../../geometry/polygon';
import { checkCoherency } from '../../../measure/coherency';
import { edgeDistance } from '../../../measure/distance';
import { HAMWARMER } from '../values';
import { DEEP_STRIKE_ENEMY_IN } from './deepStrike';
import { radiusOf, type HwrDraft } from './state';

/** "All models in a unit must remain within 2" of at least one other model in the unit" (6+ models: two others). */
export function coherencyProblem(unitModels: readonly GameModel[], moved: ReadonlyMap<string, ModelPosition>): string | null {
  const rule = HAMWARMER.measuring.coherency;
  const c = checkCoherency(unitModels.map((m) => modelAt(m, moved.get(m.id))), rule);
  return c.ok ? null : `it would break Unit Coherency (${rule.distanceIn}"): ${c.broken.join(', ')}`;
}

/**
 * A unit set up on the table: every model placed (`where` first: its zone, the edge, the Transport), then on the table,
 * out of Impassible Terrain and off every other base (the kit's placementProblem), and the unit in Unit Coherency. The
 * first refusal, with a full stop, or null.
 */
export function setUpProblem(d: HwrDraft, unitName: string, models: readonly GameModel[], moved: ReadonlyMap<string, ModelPosition>, where?: (m: GameModel, p: ModelPosition) => string | null, verb = 'be placed'): string | null {
  const stand = placementProblem(d, models, moved, where);
  if (stand) return `${stand}.`;
  const coh = coherencyProblem(models, moved);
  return coh ? `${unitName} cannot ${verb} so: ${coh}.` : null;
}

/**
 * Where a model is put "as close as possible to" a point (a Deep Strike mishap's aim point, a wreck): a spot where it may
 * stand, off terrain, more than 1" from enemy models and off the models already put (`placed`), searched in rings 0.25"
 * apart, 24 spots each, out to `maxIn` (named default deepStrike.replace). Null if there is none.
 */
export function nearestFreeSpot(d: HwrDraft, m: GameModel, from: { x: number; y: number }, placed: ReadonlyMap<string, ModelPosition>, maxIn = 24): ModelPosition | null {
  const r = radiusOf(m);
  const others = [...placed].filter(([id]) => id !== m.id).map(([id, q]) => modelAt(d.models.find((o) => o.id === id)!, q));
  for (let ring = 0; ring * 0.25 <= maxIn; ring++) {
    const dist = ring * 0.25;
    const n = ring === 0 ? 1 : 24;
    for (let k = 0; k < n; k++) {
      const ang = (k / n) * 2 * Math.PI;
      const p = { x: from.x + dist * Math.cos(ang), y: from.y + dist * Math.sin(ang), facingDeg: m.facingDeg };
      if (standingProblem(d, m, p, placed)) continue;
      if (d.setup.layout.terrain.some((t) => circleOverlapsPolygon(p.x, p.y, r, placedFootprint(t), 0.01))) continue;
      const here = modelAt(m, p);
      if (d.models.some((e) => e.onTable && e.player !== m.player && edgeDistance(here, e) <= DEEP_STRIKE_ENEMY_IN)) continue;
      if (others.some((o) => basesOverlap(here, o))) continue;
      return p;
    }
  }
  return null;
}
