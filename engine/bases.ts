// Base shapes: presets, sizes in inches, and the outline of a placed base on the table.
import type { Base, PlacedBase, Vec2 } from './types';

export const MM_PER_INCH = 25.4;
export const mmToIn = (mm: number): number => mm / MM_PER_INCH;

export const ROUND_BASE_PRESETS_MM = [25, 28.5, 32, 40, 50, 60, 80, 90, 100, 130, 160] as const;
export const OVAL_BASE_PRESETS_MM: readonly (readonly [number, number])[] = [
  [60, 35], [75, 42], [90, 52], [105, 70], [120, 92], [150, 95], [170, 105],
];

/** Half-extents of a base in inches in its own frame: a along the facing, b across it. */
export function baseHalfExtents(base: Base): { a: number; b: number } {
  switch (base.kind) {
    case 'round': {
      const r = mmToIn(base.diameterMm) / 2;
      return { a: r, b: r };
    }
    case 'oval':
      return { a: mmToIn(base.lengthMm) / 2, b: mmToIn(base.widthMm) / 2 };
    case 'hull':
      return { a: base.lengthIn / 2, b: base.widthIn / 2 };
  }
}

/** Radius of the smallest circle about the base's centre that contains it, inches. */
export function baseBoundingRadius(base: Base): number {
  const { a, b } = baseHalfExtents(base);
  return base.kind === 'hull' ? Math.hypot(a, b) : Math.max(a, b);
}

export function baseLabel(base: Base): string {
  switch (base.kind) {
    case 'round':
      return `${base.diameterMm} mm round`;
    case 'oval':
      return `${base.lengthMm} x ${base.widthMm} mm oval`;
    case 'hull':
      return `${base.lengthIn}" x ${base.widthIn}" hull`;
  }
}

/**
 * The outline of a placed base as a counter-clockwise polygon in table coordinates.
 * Circles and ovals are sampled at `segments` points; hulls are their four corners.
 */
export function baseOutline(placed: PlacedBase, segments = 64): Vec2[] {
  const { a, b } = baseHalfExtents(placed.base);
  const t = ((placed.facingDeg ?? 0) * Math.PI) / 180;
  const c = Math.cos(t);
  const s = Math.sin(t);
  const local: Vec2[] =
    placed.base.kind === 'hull'
      ? [[-a, -b], [a, -b], [a, b], [-a, b]]
      : Array.from({ length: segments }, (_, i) => {
          const u = (2 * Math.PI * i) / segments;
          return [a * Math.cos(u), b * Math.sin(u)] as const;
        });
  return local.map(([lx, ly]) => [placed.x + lx * c - ly * s, placed.y + lx * s + ly * c] as const);
}
