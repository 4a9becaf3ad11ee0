// Splash ("*" attacks in Hammer Wars): one extra attack on each enemy unit with a model within reach of the target model (base edge to edge).
import type { Side } from '../types';
import { edgeDistance } from '../measure/index';
import type { TemplateTarget } from './hits';

export interface SplashUnit {
  readonly unit: string;
  readonly side: Side;
  /** Models of that unit within reach, nearest first. */
  readonly modelIds: readonly string[];
  /** Edge-to-edge distance of the nearest one, inches. */
  readonly nearestIn: number;
}

export interface SplashOptions {
  /** The reach; without it, the rules' splash radius. */
  readonly radiusIn?: number;
  /** The attacker's side; enemy units are the other sides. Without it, enemies are the target's side. */
  readonly firingSide?: Side;
}

/** Each enemy unit (other than the target's) with a model within `radius` of the target model's base, nearest first. */
export function splashTargetsWithin(target: TemplateTarget, models: readonly TemplateTarget[], radius: number, options: Pick<SplashOptions, 'firingSide'> = {}): SplashUnit[] {
  const isEnemy = (s: Side): boolean => (options.firingSide === undefined ? s === target.side : s !== options.firingSide);
  const byUnit = new Map<string, { side: Side; found: { id: string; d: number }[] }>();
  for (const m of models) {
    if (m.id === target.id || m.unit === target.unit || !isEnemy(m.side)) continue;
    const d = edgeDistance(target, m);
    if (d > radius + 1e-9) continue;
    const entry = byUnit.get(m.unit) ?? { side: m.side, found: [] };
    entry.found.push({ id: m.id, d });
    byUnit.set(m.unit, entry);
  }
  return [...byUnit.entries()]
    .map(([unit, { side, found }]) => {
      found.sort((p, q) => p.d - q.d);
      return { unit, side, modelIds: found.map((f) => f.id), nearestIn: found[0]!.d };
    })
    .sort((p, q) => p.nearestIn - q.nearestIn);
}
