// Slow, obviously-right references for template tests: dense polygons and grid sampling (not a test file itself).
import type { PlacedBase } from '../../../engine/types';
import { baseHalfExtents } from '../../../engine/bases';
import type { Template } from '../../../engine/templates';
import { templateCapsule } from '../../../engine/rulesets/index';

/** A regular n-gon inscribed in a circle, as the flat array the area kernels take. */
export function circlePolygon(cx: number, cy: number, r: number, n: number): Float64Array {
  const p = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    p[2 * i] = cx + r * Math.cos((2 * Math.PI * i) / n);
    p[2 * i + 1] = cy + r * Math.sin((2 * Math.PI * i) / n);
  }
  return p;
}

/** Inside the template by its definition: some disc interpolated between the capsule's two circles holds the point. */
export function insideTemplateByDiscs(t: Template, px: number, py: number, steps = 400): boolean {
  const c = templateCapsule(t);
  for (let i = 0; i <= steps; i++) {
    const s = i / steps;
    const x = c.ax + s * (c.bx - c.ax);
    const y = c.ay + s * (c.by - c.ay);
    const r = c.ar + s * (c.br - c.ar);
    if ((px - x) ** 2 + (py - y) ** 2 <= r * r) return true;
  }
  return false;
}

function insideBase(b: PlacedBase, px: number, py: number): boolean {
  const { a, b: hb } = baseHalfExtents(b.base);
  const t = ((b.facingDeg ?? 0) * Math.PI) / 180;
  const dx = px - b.x;
  const dy = py - b.y;
  const lx = dx * Math.cos(t) + dy * Math.sin(t);
  const ly = -dx * Math.sin(t) + dy * Math.cos(t);
  if (b.base.kind === 'hull') return Math.abs(lx) <= a && Math.abs(ly) <= hb;
  return (lx / a) ** 2 + (ly / hb) ** 2 <= 1;
}

/** Covered fraction by sampling a grid x grid lattice over the base's bounding square (cell centres). */
export function bruteCoverage(t: Template, b: PlacedBase, grid = 300): number {
  const { a, b: hb } = baseHalfExtents(b.base);
  const R = Math.hypot(a, hb);
  let inBase = 0;
  let covered = 0;
  for (let i = 0; i < grid; i++) {
    for (let j = 0; j < grid; j++) {
      const px = b.x - R + ((i + 0.5) * 2 * R) / grid;
      const py = b.y - R + ((j + 0.5) * 2 * R) / grid;
      if (!insideBase(b, px, py)) continue;
      inBase++;
      if (insideTemplateByDiscs(t, px, py, 200)) covered++;
    }
  }
  return covered / inBase;
}
