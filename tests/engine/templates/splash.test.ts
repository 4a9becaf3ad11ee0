// Hammer Wars splash: enemy units with a model within 2" (edge to edge) of the target model, one entry per unit.
import { describe, expect, it } from 'vitest';
import { mmToIn } from '../../../engine/bases';
import type { TemplateTarget } from '../../../engine/templates';
import { splashTargets } from '../../../engine/rulesets/index';

const r = mmToIn(32) / 2;
const at = (id: string, unit: string, side: number, x: number): TemplateTarget => ({ id, unit, side, base: { kind: 'round', diameterMm: 32 }, x, y: 0 });

describe('splashTargets', () => {
  const target = at('tgt', 'u-target', 2, 0);
  const models = [
    target,
    at('near', 'u-b', 2, 2 * r + 1.5), // 1.5" edge gap
    at('edge', 'u-c', 2, 2 * r + 2), // exactly 2"
    at('far', 'u-d', 2, 2 * r + 2.01),
    at('near-2', 'u-b', 2, -(2 * r + 0.5)), // same unit as 'near', nearer
    at('friend', 'u-mine', 1, 2 * r + 0.2),
  ];

  it('lists each enemy unit once, nearest model first, measured base edge to base edge', () => {
    const hits = splashTargets(target, models, { firingSide: 1 });
    expect(hits.map((h) => [h.unit, h.modelIds])).toEqual([['u-b', ['near-2', 'near']], ['u-c', ['edge']]]);
    expect(hits[0]!.nearestIn).toBeCloseTo(0.5, 9);
  });

  it('without a firing side, enemies are the target side; the radius is a setting', () => {
    expect(splashTargets(target, models).map((h) => h.unit)).toEqual(['u-b', 'u-c']);
    expect(splashTargets(target, models, { radiusIn: 3 }).map((h) => h.unit)).toEqual(['u-b', 'u-c', 'u-d']);
  });
});
