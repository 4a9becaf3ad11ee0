// Each side's errands to the objectives (issue 26): how far its units still have to go to stand at the markers, one unit
// to a marker, nearest first. Nuceria's evaluation has its own; this one serves the rulesets that count models near a
// marker at the round's end and name it in their knowledge (HamWarmer, Reglas básicas).
import type { GameState, PlayerIndex } from '../game/types';
import { objectivesOf } from './knowledge';

/**
 * Utility for `me` of both sides' errands: per inch a side's unit still has to go to come within `rangeIn` of a marker
 * (its nearest model's centre), `perInch`; each unit is matched to one marker and each marker to one unit per side,
 * nearest first, so a unit between two markers does not count for both. A marker no unit of a side is matched to costs
 * that side as if its unit stood across the table (a unit freed from another errand only ever lowers the sum).
 */
export function objectiveErrands(state: GameState, me: PlayerIndex, perInch: number, rangeIn: number): number {
  const objectives = objectivesOf(state);
  if (!objectives.length || perInch <= 0) return 0;
  const pairs: { p: PlayerIndex; unit: string; o: number; gap: number }[] = [];
  objectives.forEach((o, i) => {
    const gaps = new Map<string, { p: PlayerIndex; gap: number }>();
    for (const m of state.models) {
      if (!m.onTable) continue;
      const g = Math.max(0, Math.hypot(m.x - o.x, m.y - o.y) - rangeIn);
      if (g < (gaps.get(m.unit)?.gap ?? Infinity)) gaps.set(m.unit, { p: m.player, gap: g });
    }
    for (const [unit, { p, gap }] of gaps) pairs.push({ p, unit, o: i, gap });
  });
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
