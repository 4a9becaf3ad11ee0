// Each side's errands to the objectives (issue 26): how far its units still have to go to stand at the markers, one unit
// to a marker, nearest first. Nuceria's evaluation has its own; this one serves the rulesets that count models near a
// marker at the round's end and name it in their knowledge (HamWarmer, Reglas básicas).
import type { GameModel, GameState, PlayerIndex } from '../game/types';
import { formationGap, formationOf, wallsOf } from './formationPaths';
import { objectivesOf } from './knowledge';

export interface ErrandOptions {
  /**
   * Measure each unit's way to a marker round the layout's impassable pieces, the unit carried as one block
   * (formationPaths.ts), where the straight way is shut; absent or false: the straight distance.
   */
  readonly roundWalls?: boolean;
}

/**
 * Utility for `me` of both sides' errands: per inch a side's unit still has to go to come within `rangeIn` of a marker
 * (its nearest model's centre), `perInch`; each unit is matched to one marker and each marker to one unit per side,
 * nearest first, so a unit between two markers does not count for both. A marker no unit of a side is matched to costs
 * that side as if its unit stood across the table (a unit freed from another errand only ever lowers the sum). With
 * `roundWalls`, a unit's way to a marker is the way its block can take round impassable pieces (issue 26: a squad behind a
 * container held for four rounds, every move towards its marker refused and every sideways step rated worse than holding).
 */
export function objectiveErrands(state: GameState, me: PlayerIndex, perInch: number, rangeIn: number, options: ErrandOptions = {}): number {
  const objectives = objectivesOf(state);
  if (!objectives.length || perInch <= 0) return 0;
  const pairs: { p: PlayerIndex; unit: string; o: number; gap: number }[] = [];
  const units = new Map<string, GameModel[]>();
  for (const m of state.models) if (m.onTable) (units.get(m.unit) ?? units.set(m.unit, []).get(m.unit)!).push(m);
  const layout = state.setup.layout;
  const walled = options.roundWalls === true && wallsOf(layout).length > 0;
  for (const [unit, models] of units) {
    const f = walled ? formationOf(models) : null;
    objectives.forEach((o, i) => {
      const gap = f
        ? formationGap(layout, f, models[0]!.x, models[0]!.y, o, rangeIn)
        : Math.max(0, Math.min(...models.map((m) => Math.hypot(m.x - o.x, m.y - o.y))) - rangeIn);
      pairs.push({ p: models[0]!.player, unit, o: i, gap });
    });
  }
  pairs.sort((a, b) => a.gap - b.gap || (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : a.o - b.o));
  const usedUnit = new Set<string>();
  const usedObj = new Set<string>();
  let u = 0;
  const sign = (p: PlayerIndex) => (p === me ? 1 : -1);
  for (const x of pairs) {
    const key = `${x.p}|${x.o}`;
    if (usedUnit.has(x.unit) || usedObj.has(key)) continue;
    usedUnit.add(x.unit);
    usedObj.add(key);
    u -= sign(x.p) * perInch * x.gap;
  }
  const across = Math.max(state.setup.layout.table.widthIn, state.setup.layout.table.depthIn);
  objectives.forEach((_, i) => {
    for (const p of [0, 1] as PlayerIndex[]) if (!usedObj.has(`${p}|${i}`)) u -= sign(p) * perInch * across;
  });
  return u;
}
