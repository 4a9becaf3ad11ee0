// Deployment formations that are coherent by construction: a block whose shape follows the ruleset's coherency rule.
import { baseBoundingRadius } from '../bases';
import type { Base } from '../types';
import { checkCoherency, type CoherencyRule } from './coherency';

export interface FormationModel {
  readonly id: string;
  readonly base: Base;
}

export interface FormationSpot {
  readonly x: number;
  readonly y: number;
  readonly facingDeg: number;
}

const r3 = (v: number): number => Math.round(v * 1000) / 1000;

/** The neighbours each model of a unit of `count` models needs under `rule` (0 without a rule or for one model). */
export function neighboursNeeded(rule: CoherencyRule | null, count: number): number {
  if (!rule || count < 2) return 0;
  return count >= (rule.largeUnitSize ?? 6) ? (rule.minNeighboursAt6Plus ?? rule.minNeighbours) : rule.minNeighbours;
}

/**
 * Models in rows of `perRow` around (cx, cy), `gapIn` between the widest bases, facing +y (towardsY 1) or -y (-1), the
 * last row centred under the others (so its models stand between, not beyond, the row before).
 */
function rows(models: readonly FormationModel[], cx: number, cy: number, towardsY: 1 | -1, perRow: number, gapIn: number): Map<string, FormationSpot> {
  const spacing = 2 * Math.max(...models.map((m) => baseBoundingRadius(m.base))) + gapIn;
  const cols = Math.max(1, Math.min(models.length, perRow));
  const nRows = Math.ceil(models.length / cols);
  const out = new Map<string, FormationSpot>();
  models.forEach((m, i) => {
    const r = Math.floor(i / cols);
    const inRow = r === nRows - 1 ? models.length - r * cols : cols;
    const c = i % cols;
    out.set(m.id, { x: r3(cx + (c - (inRow - 1) / 2) * spacing), y: r3(cy - towardsY * (r - (nRows - 1) / 2) * spacing), facingDeg: towardsY === 1 ? 90 : 270 });
  });
  return out;
}

/**
 * A block of the unit's models around (cx, cy) that keeps `rule`: with one neighbour needed, rows of up to five; with two
 * (HamWarmer's units of 6 or more), two rows side by side, so every model has the one beside it and the one behind it
 * (a row of five leaves its end models with a single neighbour within 2" once the bases are 32mm or wider).
 * `gapIn` (the gap between bases) must be within the rule's distance. Checked with checkCoherency; falls back to a single
 * line, which only a rule asking for two neighbours at the line's ends could refuse.
 */
export function coherentBlock(models: readonly FormationModel[], cx: number, cy: number, towardsY: 1 | -1, rule: CoherencyRule | null, gapIn = 0.5): Map<string, FormationSpot> {
  const need = neighboursNeeded(rule, models.length);
  const gap = rule ? Math.min(gapIn, rule.distanceIn * 0.8) : gapIn;
  const perRow = need >= 2 ? Math.ceil(models.length / 2) : 5;
  const block = rows(models, cx, cy, towardsY, perRow, gap);
  if (!rule) return block;
  const placed = (m: Map<string, FormationSpot>) => models.map((x) => ({ id: x.id, base: x.base, x: m.get(x.id)!.x, y: m.get(x.id)!.y, z: 0, heightIn: 1 }));
  if (checkCoherency(placed(block), rule).ok) return block;
  return rows(models, cx, cy, towardsY, models.length, gap);
}
