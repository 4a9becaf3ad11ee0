// templateHits outcomes (auto / roll / miss), friendly flags, splash, and the touch-or-overlap chaining predicate.
import { describe, expect, it } from 'vitest';
import type { Base } from '../../../engine/types';
import { friendlyUnderTemplate, type Template, type TemplateTarget } from '../../../engine/templates';
import { templateCoverage, templateGap, templateHits, templateOutline, templatesTouch } from '../../../engine/rulesets/index';
import { insideTemplateByDiscs } from './reference';

const base32: Base = { kind: 'round', diameterMm: 32 };
const model = (id: string, x: number, y: number, side: number | string = 2, base: Base = base32): TemplateTarget => ({
  id, unit: `u-${side}`, side, base, x, y, facingDeg: 0,
});

/** The x offset at which a 32 mm base has `target` of its area under a small blast at the origin (bisection). */
function offsetForCoverage(target: number): number {
  let lo = 0;
  let hi = 3;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (templateCoverage({ kind: 'small-blast', x: 0, y: 0 }, { base: base32, x: mid, y: 0 }) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

describe('templateHits', () => {
  const blast: Template = { kind: 'small-blast', x: 0, y: 0 };

  it('wholly covered is auto, 50% is roll, 5% is miss, untouched is miss', () => {
    const hits = templateHits(blast, [model('a', 0, 0), model('b', offsetForCoverage(0.5), 0), model('c', 0, -offsetForCoverage(0.05)), model('d', 5, 5)]);
    expect(hits.map((h) => [h.modelId, h.outcome])).toEqual([['a', 'auto'], ['b', 'roll'], ['c', 'miss'], ['d', 'miss']]);
    expect(hits[1]!.coverage).toBeCloseTo(0.5, 9);
    expect(hits[2]!.coverage).toBeCloseTo(0.05, 9);
    expect(hits[3]!.coverage).toBe(0);
  });

  it('the sliver threshold is a setting', () => {
    const m = model('c', offsetForCoverage(0.05), 0);
    expect(templateHits(blast, [m], { missThreshold: 0.04 })[0]!.outcome).toBe('roll');
    expect(templateHits(blast, [m], { missThreshold: 0.06 })[0]!.outcome).toBe('miss');
  });

  it('flags friendly models of the firing side', () => {
    const hits = templateHits(blast, [model('mine', 0.5, 0, 1), model('theirs', -0.5, 0, 2), model('far-mine', 9, 0, 1)], { firingSide: 1 });
    expect(hits.map((h) => h.friendly)).toEqual([true, false, true]);
    expect(friendlyUnderTemplate(hits).map((h) => h.modelId)).toEqual(['mine']);
  });

  it('a large blast over a packed unit: outcomes follow coverage', () => {
    const models = Array.from({ length: 49 }, (_, i) => model(`m${i}`, (i % 7) * 1.3, Math.floor(i / 7) * 1.3));
    const hits = templateHits({ kind: 'large-blast', x: 3.9, y: 3.9 }, models);
    for (const h of hits) {
      const expected = h.coverage >= 1 - 1e-9 ? 'auto' : h.coverage >= 0.1 ? 'roll' : 'miss';
      expect(h.outcome).toBe(expected);
    }
    expect(hits.filter((h) => h.outcome === 'auto').length).toBeGreaterThan(4);
    expect(hits.filter((h) => h.outcome === 'roll').length).toBeGreaterThan(4);
  });

  it('splash: anything within 2" takes an extra attack roll, even a sliver; nothing is automatic', () => {
    const r = 32 / 25.4 / 2;
    const splash: Template = { kind: 'splash', x: 0, y: 0 };
    const hits = templateHits(splash, [model('centre', 0, 0), model('edge', 2 + r - 0.01, 0), model('out', 2 + r + 0.01, 0)]);
    expect(hits.map((h) => h.outcome)).toEqual(['roll', 'roll', 'miss']);
  });
});

describe('templatesTouch', () => {
  it('circles: touching at exactly 3" apart for two small blasts, not at 3.01"', () => {
    expect(templatesTouch({ kind: 'small-blast', x: 0, y: 0 }, { kind: 'small-blast', x: 3, y: 0 })).toBe(true);
    expect(templatesTouch({ kind: 'small-blast', x: 0, y: 0 }, { kind: 'small-blast', x: 3.01, y: 0 })).toBe(false);
    expect(templateGap({ kind: 'small-blast', x: 0, y: 0 }, { kind: 'large-blast', x: 5, y: 0 })).toBeCloseTo(1, 9);
  });

  it('flames agree with a brute-force check of outline points against the other template', () => {
    const cases: [Template, Template][] = [];
    for (let k = 0; k < 40; k++) {
      const a: Template = { kind: 'flame', x: 0, y: 0, headingDeg: (k * 37) % 360 };
      const b: Template =
        k % 2
          ? { kind: 'flame', x: ((k * 13) % 17) - 8, y: ((k * 7) % 19) - 9, headingDeg: (k * 71) % 360 }
          : { kind: 'large-blast', x: ((k * 11) % 21) - 10, y: ((k * 5) % 23) - 11 };
      cases.push([a, b]);
    }
    let touching = 0;
    for (const [a, b] of cases) {
      const gap = templateGap(a, b);
      if (Math.abs(gap) < 0.02) continue; // too close to call with sampled outlines
      const overlapSampled =
        templateOutline(a, 200).some(([x, y]) => insideTemplateByDiscs(b, x, y)) ||
        templateOutline(b, 200).some(([x, y]) => insideTemplateByDiscs(a, x, y));
      expect(templatesTouch(a, b)).toBe(overlapSampled);
      if (overlapSampled) touching++;
    }
    expect(touching).toBeGreaterThan(5);
    expect(touching).toBeLessThan(cases.length - 5);
  });

  it('a flame and a blast placed edge to edge touch', () => {
    const flame: Template = { kind: 'flame', x: 0, y: 0, headingDeg: 0 };
    expect(templatesTouch(flame, { kind: 'small-blast', x: 9.5, y: 0 })).toBe(true);
    expect(templatesTouch(flame, { kind: 'small-blast', x: 9.52, y: 0 })).toBe(false);
  });
});
