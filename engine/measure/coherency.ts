// Unit coherency: every model needs enough neighbours within the coherency distance, measured base edge to base edge.
import { MEASURE_EPSILON_IN, type BodyLike, edgeDistance, verticalGap } from './distance';

/** A model as coherency sees it: an id and a placed base (a LayoutModel qualifies). */
export type CoherencyModel = BodyLike & { readonly id: string };

export interface CoherencyRule {
  /** Edge-to-edge horizontal distance that makes two models neighbours, inches. */
  readonly distanceIn: number;
  /** Neighbours every model needs. */
  readonly minNeighbours: number;
  /** Neighbours every model needs when the unit has `largeUnitSize` or more models (HamWarmer: 2 for 6+). */
  readonly minNeighboursAt6Plus?: number;
  /** Unit size at which minNeighboursAt6Plus applies; 6 unless told. */
  readonly largeUnitSize?: number;
  /** Also require the vertical gap (see verticalGap) to be at most this; absent = vertical distance is ignored. */
  readonly verticalIn?: number;
  /** Also require the neighbour graph to be one connected group; models outside the largest group are broken. */
  readonly connected?: boolean;
}

// A ruleset's own rule lives in its module: getRuleset(id).measuring.coherency (engine/rulesets/<id>/index.ts).

export interface CoherencyResult {
  readonly ok: boolean;
  /** Ids of the models out of coherency, in input order. */
  readonly broken: string[];
}

/**
 * Checks one unit's coherency. A unit of one model is always coherent (HamWarmer: "A unit that consists of two or
 * more models must maintain unit coherency"). A model counts as a neighbour when edgeDistance <= distanceIn.
 */
export function checkCoherency(models: readonly CoherencyModel[], rule: CoherencyRule): CoherencyResult {
  const count = models.length;
  if (count < 2) return { ok: true, broken: [] };
  const need = count >= (rule.largeUnitSize ?? 6) ? (rule.minNeighboursAt6Plus ?? rule.minNeighbours) : rule.minNeighbours;
  const neighbours: number[][] = models.map(() => []);
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      const a = models[i]!;
      const b = models[j]!;
      if (rule.verticalIn !== undefined && verticalGap(a, b) > rule.verticalIn + MEASURE_EPSILON_IN) continue;
      if (edgeDistance(a, b) <= rule.distanceIn + MEASURE_EPSILON_IN) {
        neighbours[i]!.push(j);
        neighbours[j]!.push(i);
      }
    }
  }
  const bad = new Set<number>();
  for (let i = 0; i < count; i++) if (neighbours[i]!.length < need) bad.add(i);
  if (rule.connected) {
    const group = new Int32Array(count).fill(-1);
    const sizes: number[] = [];
    for (let s = 0; s < count; s++) {
      if (group[s] !== -1) continue;
      const id = sizes.length;
      const stack = [s];
      group[s] = id;
      let size = 0;
      while (stack.length) {
        const k = stack.pop()!;
        size++;
        for (const j of neighbours[k]!) if (group[j] === -1) (group[j] = id), stack.push(j);
      }
      sizes.push(size);
    }
    // Keep the largest group (ties: the one holding the earliest model) and break everything else.
    let keep = 0;
    for (let g = 1; g < sizes.length; g++) if (sizes[g]! > sizes[keep]!) keep = g;
    for (let i = 0; i < count; i++) if (group[i] !== keep) bad.add(i);
  }
  const broken = models.filter((_, i) => bad.has(i)).map((m) => m.id);
  return { ok: broken.length === 0, broken };
}
