// What the ruler measures: from a model's base edge or a point, to another; the readout players see.
import { edgeGap, pointToBaseDistance, verticalGap, type Layout, type LayoutModel, type Vec2 } from '../../../engine/index';
import { modelById } from './modelOps';

export type Anchor = { readonly kind: 'model'; readonly id: string } | { readonly kind: 'point'; readonly x: number; readonly y: number; readonly z?: number };

export interface Measurement {
  /** Edge-to-edge horizontal distance in inches (0 when the bases touch). */
  readonly distanceIn: number;
  /** Vertical difference in inches: the gap between the two bodies' height ranges, 0 when they overlap in height. */
  readonly verticalIn: number;
  /** Where the drawn line starts and ends (closest points), table coordinates with z. */
  readonly from: readonly [number, number, number];
  readonly to: readonly [number, number, number];
}

function closestOnBase(m: LayoutModel, toward: Vec2): Vec2 {
  // Walk from the centre toward the point until leaving the base: exact for circles, close for ovals and hulls.
  const dx = toward[0] - m.x;
  const dy = toward[1] - m.y;
  const len = Math.hypot(dx, dy);
  if (len < 1e-9) return [m.x, m.y];
  const inside = len - pointToBaseDistance(m, toward);
  return [m.x + (dx / len) * inside, m.y + (dy / len) * inside];
}

export function measure(layout: Layout, a: Anchor, b: Anchor): Measurement | null {
  const ma = a.kind === 'model' ? modelById(layout, a.id) : undefined;
  const mb = b.kind === 'model' ? modelById(layout, b.id) : undefined;
  if ((a.kind === 'model' && !ma) || (b.kind === 'model' && !mb)) return null;
  if (ma && mb) {
    const g = edgeGap(ma, mb);
    const from = g.fromPoint ?? [ma.x, ma.y];
    const to = g.toPoint ?? [mb.x, mb.y];
    return { distanceIn: g.distanceIn, verticalIn: verticalGap(ma, mb), from: [from[0], from[1], ma.z], to: [to[0], to[1], mb.z] };
  }
  if (ma || mb) {
    const m = (ma ?? mb)!;
    const p = (a.kind === 'point' ? a : b) as Extract<Anchor, { kind: 'point' }>;
    const pt: Vec2 = [p.x, p.y];
    const onBase = closestOnBase(m, pt);
    const pz = p.z ?? 0;
    const vertical = pz < m.z ? m.z - pz : pz > m.z + m.heightIn ? pz - (m.z + m.heightIn) : 0;
    const baseEnd: [number, number, number] = [onBase[0], onBase[1], m.z];
    const pointEnd: [number, number, number] = [p.x, p.y, pz];
    return { distanceIn: pointToBaseDistance(m, pt), verticalIn: vertical, from: ma ? baseEnd : pointEnd, to: ma ? pointEnd : baseEnd };
  }
  const pa = a as Extract<Anchor, { kind: 'point' }>;
  const pb = b as Extract<Anchor, { kind: 'point' }>;
  return {
    distanceIn: Math.hypot(pb.x - pa.x, pb.y - pa.y),
    verticalIn: Math.abs((pb.z ?? 0) - (pa.z ?? 0)),
    from: [pa.x, pa.y, pa.z ?? 0],
    to: [pb.x, pb.y, pb.z ?? 0],
  };
}

/** One decimal, as players read a tape: 8.74 -> 8.7". */
export const inches = (v: number) => `${(Math.round(v * 10) / 10).toFixed(1)}"`;

export function describeMeasurement(m: Measurement): string {
  return m.verticalIn > 0.05 ? `${inches(m.distanceIn)} edge to edge, ${inches(m.verticalIn)} vertical` : `${inches(m.distanceIn)} edge to edge`;
}

/** Fractions along a ruler tried for its label, middle first. */
const LABEL_STOPS = [0.5, 0.3, 0.7, 0.2, 0.8, 0.4, 0.6];

/**
 * Where each ruler's label goes: its middle, unless a label already placed is nearer than `minGapIn` (crossing
 * rulers share a middle), then the first point along it that keeps clear. Table coordinates; order is kept.
 */
export function rulerLabelPositions(
  segments: readonly { readonly from: readonly [number, number, number]; readonly to: readonly [number, number, number] }[],
  minGapIn = 3,
): [number, number, number][] {
  const placed: [number, number, number][] = [];
  for (const { from, to } of segments) {
    const at = (t: number): [number, number, number] => [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, Math.max(from[2], to[2]) + 1];
    const clear = (p: readonly number[]) => placed.every((q) => Math.hypot(q[0]! - p[0]!, q[1]! - p[1]!) >= minGapIn);
    placed.push(LABEL_STOPS.map(at).find(clear) ?? at(0.5));
  }
  return placed;
}
