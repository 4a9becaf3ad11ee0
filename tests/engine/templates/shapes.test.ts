// Template shapes: sizes from the digest, the flame teardrop's exact geometry, validation and the outline.
import { describe, expect, it } from 'vitest';
import {
  TEMPLATE_KINDS,
  capsuleSignedDistance,
  templateCapsule,
  templateContainsPoint,
  templateOutline,
  templateProblem,
  type FlameTemplate,
} from '../../../engine/templates';
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
