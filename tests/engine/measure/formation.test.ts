// coherentBlock: deployment blocks that keep each ruleset's coherency rule for every unit size and base (issue 21, defect 5:
// HamWarmer's Spitter Pack, six 32mm bases, had no coherent formation in a row of five).
import { describe, expect, it } from 'vitest';
import { checkCoherency, edgeDistance, getRuleset, type Base } from '../../../engine/index';
import { coherentBlock } from '../../../engine/measure/formation';

describe('coherentBlock', () => {
  const rules = ['hamwarmer', 'althammer', 'nuceria'].map((id) => [id, getRuleset(id).measuring.coherency!] as const);
  const bases: Base[] = [25, 28, 32, 40, 50, 60].map((diameterMm) => ({ kind: 'round', diameterMm }));
  it.each(rules)('%s: every unit size from 2 to 30 on every round base is coherent, no base on another', (_id, rule) => {
    for (const base of bases)
      for (let n = 2; n <= 30; n++) {
        const models = Array.from({ length: n }, (_, i) => ({ id: `m${i}`, base }));
        const at = coherentBlock(models, 30, 6, 1, rule, 0.5);
        const placed = models.map((m) => ({ ...m, ...at.get(m.id)!, z: 0, heightIn: 1 }));
        expect(checkCoherency(placed, rule).broken, `${n} x ${(base as { diameterMm: number }).diameterMm}mm`).toEqual([]);
        for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) expect(edgeDistance(placed[i]!, placed[j]!)).toBeGreaterThan(0);
      }
  });
});
