// Heatmap colours: hidden cells blue, seen cells warm and stronger with the share of the zone that sees them.
import { describe, expect, it } from 'vitest';
import { HEAT_HIDDEN, HEAT_SEEN_HIGH, HEAT_SEEN_LOW, heatGrid, heatmapRgba } from '../../../renderer/src/analysis/heatmap';
import { analyseLayout } from '../../../engine/analysis/analyse';
import { layoutOf, solids } from '../../engine/los/fixtures';

describe('heatmapRgba', () => {
  it('colours each cell by its share, row 0 first', () => {
    const rgba = heatmapRgba(3, 1, (i) => [0, 0.5, 1][i]!);
    expect(Array.from(rgba.slice(0, 4))).toEqual([...HEAT_HIDDEN]);
    expect(Array.from(rgba.slice(8, 12))).toEqual([...HEAT_SEEN_HIGH]);
    for (let c = 0; c < 4; c++) expect(rgba[4 + c]).toBe(Math.round((HEAT_SEEN_LOW[c]! + HEAT_SEEN_HIGH[c]!) / 2));
  });
});

describe('heatGrid', () => {
  it("shows a zone's eye counts from an analysis, and nothing for an unknown source", () => {
    const wall = { x: 30, y: 20, z: 0, w: 60, d: 0.4, h: 6 };
    const a = analyseLayout(layoutOf([], [solids('wall', [wall])]), { cellIn: 4, zoneSampleIn: 4, laneDirections: 18, laneStepIn: 2 })!;
    const g = heatGrid({ kind: 'zone', zoneId: 'default-1' }, a, null)!;
    expect([g.cols, g.rows, g.cellIn]).toEqual([15, 11, 4]);
    // Row 0 (y 0..4, in zone 1) is seen by the whole zone; the last row (beyond the wall) is hidden.
    expect(Array.from(g.rgba.slice(0, 4))).toEqual([...HEAT_SEEN_HIGH]);
    expect(Array.from(g.rgba.slice(4 * 15 * 10, 4 * 15 * 10 + 4))).toEqual([...HEAT_HIDDEN]);
    expect(heatGrid({ kind: 'zone', zoneId: 'nope' }, a, null)).toBeNull();
    expect(heatGrid({ kind: 'off' }, a, null)).toBeNull();
  });
});
