// The sample layouts in assets/layouts: 44" x 60", each symmetric (score 1) under the mode its name gives.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSampleLayout, parseLayoutText, SAMPLE_LAYOUTS, saveLayout, symmetryScore } from '../../../engine/index';

describe('sample layouts', () => {
  it('covers every symmetry mode', () => {
    expect(SAMPLE_LAYOUTS.map((s) => s.mode).sort()).toEqual(['mirror-x', 'mirror-y', 'rotate-180']);
  });
  for (const spec of SAMPLE_LAYOUTS)
    it(`${spec.file}: loads, is 44x60, scores 1 under ${spec.mode}, and matches its generator`, () => {
      const text = readFileSync(path.resolve('assets/layouts', spec.file), 'utf8');
      const layout = parseLayoutText(text, spec.file);
      expect(layout.table).toEqual({ widthIn: 60, depthIn: 44 });
      expect(layout.terrain.length).toBeGreaterThanOrEqual(12);
      const r = symmetryScore(layout, spec.mode);
      expect(r.score).toBe(1);
      expect(r.unmatched).toEqual([]);
      // Not symmetric by accident of being empty or trivial under the other modes.
      for (const other of ['mirror-x', 'mirror-y', 'rotate-180'] as const)
        if (other !== spec.mode) expect(symmetryScore(layout, other).score).toBeLessThan(1);
      expect(text).toBe(saveLayout(buildSampleLayout(spec)));
      // Moving one piece by 1" lowers the score and names it.
      const moved = { ...layout, terrain: layout.terrain.map((p, i) => (i === 1 ? { ...p, x: p.x + 1 } : p)) };
      const after = symmetryScore(moved, spec.mode);
      expect(after.score).toBeLessThan(1);
      expect(after.unmatched).toContain(layout.terrain[1]!.id);
    });
});
