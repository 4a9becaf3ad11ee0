// Template shapes: sizes from the digest, the flame teardrop's exact geometry, validation and the outline.
import { describe, expect, it } from 'vitest';
import { capsuleOf, capsuleSignedDistance, templateKindInfo, templateTools, type FlameTemplate, type TemplateSpecs } from '../../../engine/templates';
import {
  ALTHAMMER, HAMMER_WARS, HAMWARMER, NUCERIA, REGLAS_BASICAS, TEMPLATE_KINDS, templateCapsule, templateContainsPoint, templateOutline, templateProblem,
} from '../../../engine/rulesets/index';
import { insideTemplateByDiscs } from './reference';

const flame: FlameTemplate = { kind: 'flame', x: 10, y: 5, headingDeg: 30 };
const along = (d: number, side = 0): [number, number] => {
  const h = (30 * Math.PI) / 180;
  return [10 + d * Math.cos(h) - side * Math.sin(h), 5 + d * Math.sin(h) + side * Math.cos(h)];
};

describe('template sizes', () => {
  it('blasts are 3" and 5" across, splash reaches 2"', () => {
    expect(templateCapsule({ kind: 'small-blast', x: 0, y: 0 }).ar).toBe(1.5);
    expect(templateCapsule({ kind: 'large-blast', x: 0, y: 0 }).ar).toBe(2.5);
    expect(templateCapsule({ kind: 'splash', x: 0, y: 0 }).ar).toBe(2);
    expect(TEMPLATE_KINDS.splash.source).toMatch(/within 2" of the target model/);
  });
  it('are the rulesets\' values: HamWarmer names the blasts and the flame, Hammer Wars the splash, the others none', () => {
    expect(Object.keys(HAMWARMER.templates).sort()).toEqual(['flame', 'large-blast', 'small-blast']);
    expect(Object.keys(HAMMER_WARS.templates)).toEqual(['splash']);
    for (const r of [ALTHAMMER, NUCERIA, REGLAS_BASICAS]) expect('templates' in r).toBe(false);
    expect(Object.values(TEMPLATE_KINDS).map((k) => k.label)).toEqual(['Small Blast (3")', 'Large Blast (5")', 'Flame (8" x 3")', 'Splash (2" radius)']);
  });
  it('the geometry takes the sizes as a parameter, and names a kind the rules do not have', () => {
    const big: TemplateSpecs = { 'small-blast': { name: 'Small Blast', diameterIn: 4, source: 'test', partial: 'sliver-threshold' } };
    expect(capsuleOf({ kind: 'small-blast', x: 0, y: 0 }, big).ar).toBe(2);
    expect(templateTools(big).templateBoundingCircle({ kind: 'small-blast', x: 1, y: 1 })).toEqual({ x: 1, y: 1, r: 2 });
    expect(templateKindInfo(big, 'small-blast').label).toBe('Small Blast (4")');
    expect(() => capsuleOf({ kind: 'flame', x: 0, y: 0, headingDeg: 0 }, big)).toThrow(/no flame template/);
    expect(() => templateTools(HAMMER_WARS.templates).templateHits({ kind: 'large-blast', x: 0, y: 0 }, [])).toThrow(/no large-blast template/);
    expect(templateTools(HAMMER_WARS.templates).splashTargets({ id: 't', unit: 'u', side: 1, base: { kind: 'round', diameterMm: 25 }, x: 0, y: 0 }, [])).toEqual([]);
  });
});

describe('flame teardrop', () => {
  const cap = templateCapsule(flame);
  it('starts at (x, y) and ends 8" away along the heading', () => {
    expect(capsuleSignedDistance(cap, ...along(0))).toBeCloseTo(0, 12);
    expect(capsuleSignedDistance(cap, ...along(8))).toBeCloseTo(0, 12);
    expect(templateContainsPoint(flame, ...along(8.01))).toBe(false);
    expect(templateContainsPoint(flame, ...along(-0.01))).toBe(false);
  });

  it('is 3" wide at the wide end and 0.75" at the narrow end by default', () => {
    expect(capsuleSignedDistance(cap, ...along(6.5, 1.5))).toBeCloseTo(0, 12); // widest across the wide circle's centre
    expect(capsuleSignedDistance(cap, ...along(6.5, -1.5))).toBeCloseTo(0, 12);
    expect(templateContainsPoint(flame, ...along(6.5, 1.49))).toBe(true);
    expect(templateContainsPoint(flame, ...along(6.5, -1.51))).toBe(false);
    expect(templateContainsPoint(flame, ...along(0.375, 0.37))).toBe(true);
    expect(templateContainsPoint(flame, ...along(0.375, 0.4))).toBe(false);
  });

  it('narrow width is a setting', () => {
    const wide = { ...flame, narrowWidthIn: 2 };
    expect(templateContainsPoint(wide, ...along(1, 0.9))).toBe(true);
    expect(templateContainsPoint(flame, ...along(1, 0.9))).toBe(false);
  });

  it('signed distance agrees with the union-of-discs definition on a grid', () => {
    for (let x = 6; x <= 20; x += 0.37) {
      for (let y = 1; y <= 15; y += 0.41) {
        const sd = capsuleSignedDistance(cap, x, y);
        if (Math.abs(sd) < 0.01) continue; // too close to the edge for the sampled reference
        expect(sd < 0).toBe(insideTemplateByDiscs(flame, x, y));
      }
    }
  });

  it('outline points lie on the edge', () => {
    for (const [x, y] of templateOutline(flame, 24)) expect(Math.abs(capsuleSignedDistance(cap, x, y))).toBeLessThan(1e-9);
    for (const [x, y] of templateOutline({ kind: 'large-blast', x: 3, y: 4 }, 8)) expect(Math.hypot(x - 3, y - 4)).toBeCloseTo(2.5, 12);
  });

  it('rejects impossible widths with a message', () => {
    expect(templateProblem(flame)).toBeNull();
    expect(templateProblem({ ...flame, narrowWidthIn: 4 })).toMatch(/narrow end/);
    expect(templateProblem({ ...flame, lengthIn: 2 })).toMatch(/length/);
  });
});
