// Deployment presets: hand-checked zone corners and objective positions on the tables the rulesets name.
import { describe, expect, it } from 'vitest';
import { DEPLOYMENT_PRESETS, deploymentPreset, isReserveZone, loadLayout, NUCERIA, pointInPolygon, presetById, presetsForRuleset, type Layout } from '../../../engine/index';

const T4460 = { widthIn: 60, depthIn: 44 };

describe('deployment presets', () => {
  it('Nuceria: 12" strips on opposite long edges, 8" objective areas, one in each zone (DIGEST E.1)', () => {
    const s = deploymentPreset('nuceria-long')!.build({ widthIn: 60, depthIn: 48 });
    expect(s.zones.map((z) => z.polygon)).toEqual([
      [[0, 0], [60, 0], [60, 12], [0, 12]],
      [[0, 36], [60, 36], [60, 48], [0, 48]],
    ]);
    expect(s.objectives.every((o) => o.controlRadiusIn === 4)).toBe(true);
    expect(s.zones.map((z) => s.objectives.filter((o) => pointInPolygon([o.x, o.y], z.polygon)).length)).toEqual([1, 1]);
    // Reserves: within 6" of an edge, not in the opponent's zone.
    const r1 = s.reserves.find((r) => r.side === 1)!;
    expect(pointInPolygon([30, 3], r1.polygon)).toBe(true);
    expect(pointInPolygon([3, 30], r1.polygon)).toBe(true);
    expect(pointInPolygon([3, 40], r1.polygon)).toBe(false);
    expect(pointInPolygon([30, 24], r1.polygon)).toBe(false);
    expect(pointInPolygon([57, 20], r1.polygon)).toBe(true);
  });

  it('Nuceria short edges: zones x 0..12 and 48..60 on 44x60', () => {
    const s = deploymentPreset('nuceria-short')!.build(T4460);
    expect(s.zones[0]!.polygon).toEqual([[0, 0], [12, 0], [12, 44], [0, 44]]);
    expect(s.zones[1]!.polygon).toEqual([[48, 0], [60, 0], [60, 44], [48, 44]]);
  });

  it('Hammer Wars on 36x24: 4" edges; markers at 4", 12" and 20" on the centre line, 2" control (DIGEST C.1)', () => {
    const s = deploymentPreset('hammer-wars')!.build({ widthIn: 36, depthIn: 24 });
    expect(s.zones[0]!.polygon).toEqual([[0, 0], [4, 0], [4, 24], [0, 24]]);
    expect(s.zones[1]!.polygon).toEqual([[32, 0], [36, 0], [36, 24], [32, 24]]);
    expect(s.objectives.map((o) => [o.x, o.y, o.controlRadiusIn])).toEqual([[18, 4, 2], [18, 12, 2], [18, 20, 2]]);
    expect(s.reserves).toEqual([]);
  });

  it('HamWarmer shapes: long edges, short edges, diagonal quarters kept 9" from the centre; reserves within 2" of the edge', () => {
    const long = deploymentPreset('hamwarmer-long')!.build(T4460);
    expect(long.zones[1]!.polygon).toEqual([[0, 32], [60, 32], [60, 44], [0, 44]]);
    expect(long.reserves[0]!.polygon).toEqual([[0, 0], [60, 0], [60, 2], [0, 2]]);
    const q = deploymentPreset('hamwarmer-quarters')!.build(T4460);
    const [z1, z2] = [q.zones[0]!.polygon, q.zones[1]!.polygon];
    expect(pointInPolygon([5, 5], z1)).toBe(true);
    expect(pointInPolygon([55, 39], z2)).toBe(true);
    expect(pointInPolygon([55, 39], z1)).toBe(false);
    // 9" from the centre (30, 22) is outside both; 9.5" along the diagonal is inside side 1's.
    const d = 9 / Math.SQRT2 - 0.05;
    expect(pointInPolygon([30 - d, 22 - d], z1)).toBe(false);
    expect(pointInPolygon([30 - 9.5 / Math.SQRT2 - 0.2, 22 - 9.5 / Math.SQRT2 - 0.2], z1)).toBe(true);
    // The two quarters are each other's rotate-180 image.
    z1.forEach(([x, y], i) => {
      expect(z2[i]![0]).toBeCloseTo(60 - x, 3);
      expect(z2[i]![1]).toBeCloseTo(44 - y, 3);
    });
    expect(q.reserves.every(isReserveZone)).toBe(true);
  });

  it('every preset loads as a layout on every standard table', () => {
    for (const p of DEPLOYMENT_PRESETS)
      for (const table of [T4460, { widthIn: 36, depthIn: 24 }, { widthIn: 90, depthIn: 44 }, { widthIn: 72, depthIn: 48 }]) {
        const s = p.build(table);
        const layout: Layout = {
          format: 'sightline/layout', version: 1, name: p.id, table, terrain: [], models: [],
          deployment: { name: s.name, zones: [...s.zones, ...s.reserves] }, objectives: s.objectives,
        };
        expect(() => loadLayout(layout)).not.toThrow();
        for (const o of s.objectives) expect(o.x >= 0 && o.x <= table.widthIn && o.y >= 0 && o.y <= table.depthIn).toBe(true);
      }
    expect(presetsForRuleset('hamwarmer').length).toBe(3);
  });
  it('the registry reads each ruleset\'s own presets; the terrain floor only looks them up in a list it is given', () => {
    expect(presetById(NUCERIA.deployment, 'nuceria-long')).toBe(deploymentPreset('nuceria-long'));
    expect(presetById(NUCERIA.deployment, 'hammer-wars')).toBeUndefined();
    expect(deploymentPreset('no-such-preset')).toBeUndefined();
  });
});
