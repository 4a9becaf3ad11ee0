// Small layout builders for line-of-sight tests: models on round bases and walls made of boxes.
import type { Layout, LayoutModel, SolidBox, TerrainPiece, TerrainTrait, Vec2 } from '../../../engine/types';

export function model(id: string, x: number, y: number, opts: Partial<LayoutModel> = {}): LayoutModel {
  return { id, unit: `u-${id}`, side: 1, x, y, z: 0, facingDeg: 0, heightIn: 1.5, base: { kind: 'round', diameterMm: 32 }, ...opts };
}

/** A terrain piece at the origin whose boxes are given in table coordinates. */
export function solids(id: string, boxes: SolidBox[], traits: TerrainTrait[] = ['obscuring']): TerrainPiece {
  return { id, kind: 'ruin', x: 0, y: 0, rotationDeg: 0, traits, footprint: [], solids: boxes.map((box) => ({ box })) };
}

/** A footprint-only area piece (no modelled walls). */
export function area(id: string, poly: Vec2[], traits: TerrainTrait[] = ['obscuring', 'cover-area']): TerrainPiece {
  return { id, kind: 'ruin-footprint', x: 0, y: 0, rotationDeg: 0, traits, footprint: poly, solids: [] };
}

export function layoutOf(models: readonly LayoutModel[], terrain: TerrainPiece[] = []): Layout {
  return { format: 'sightline/layout', version: 1, name: 'test', table: { widthIn: 60, depthIn: 44 }, terrain, models };
}

/** A wall along y, thickness t, centred at x, spanning y0..y1, from z0 to z1. */
export const wallAlongY = (x: number, y0: number, y1: number, z0: number, z1: number, t = 0.2): SolidBox => ({
  x, y: (y0 + y1) / 2, z: z0, w: t, d: y1 - y0, h: z1 - z0,
});
