// Derived results computed once per change in one place (renderer/src/store/derived.ts): every reader of one change gets
// the same object, a new document (or other inputs) gives a fresh one, equal to computing it directly.
import { describe, expect, it, vi } from 'vitest';
import { describeSymmetry } from '../../engine/edit/index';
import { makeTerrain, templateHits, type Layout } from '../../engine/index';
import { derivedSymmetry, derivedTemplateHits, lastValue } from '../../renderer/src/store/derived';

const layout = (x: number): Layout => ({
  format: 'sightline/layout',
  version: 1,
  name: 't',
  table: { widthIn: 60, depthIn: 44 },
  terrain: [makeTerrain('ruin', { id: 'r1', x, y: 10 })],
  models: [{ id: 'a', unit: 'u', side: 1, x: 20, y: 20, z: 0, facingDeg: 0, heightIn: 1.5, base: { kind: 'round', diameterMm: 32 } }],
});

describe('lastValue', () => {
  it('computes once for repeated identical arguments and again when one changes', () => {
    const fn = vi.fn((a: object, b: number) => ({ a, b }));
    const memo = lastValue(fn);
    const o = {};
    const first = memo(o, 1);
    expect(memo(o, 1)).toBe(first);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(memo({}, 1)).not.toBe(first);
    expect(memo(o, 2)).toEqual({ a: o, b: 2 });
    expect(fn).toHaveBeenCalledTimes(3);
  });
});

describe('derived results', () => {
  it('the symmetry report: panel and scene share one result per change, equal to describeSymmetry', () => {
    const l = layout(10);
    const panel = derivedSymmetry(l, 'rotate-180');
    const scene = derivedSymmetry(l, 'rotate-180');
    expect(scene).toBe(panel);
    expect(panel).toEqual(describeSymmetry(l, 'rotate-180'));
    expect(panel.unmatched).toEqual(['r1']);
    const moved = layout(30);
    expect(derivedSymmetry(moved, 'rotate-180')).not.toBe(panel);
  });
  it('the template hits: one result per (template, firing side, firing model, document), equal to templateHits', () => {
    const l = layout(10);
    const t = { kind: 'large-blast', x: 20, y: 20 } as const;
    const a = derivedTemplateHits(t, null, null, l);
    expect(derivedTemplateHits(t, null, null, l)).toBe(a);
    expect(a).toEqual(templateHits(t, l.models, {}));
    expect(a.map((h) => h.modelId)).toEqual(['a']);
    expect(derivedTemplateHits(null, null, null, l)).toEqual([]);
  });
});
