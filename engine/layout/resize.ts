// Resizing the table: which pieces and models a new size would leave (partly) off the table, and moving them inside.
import { baseHalfExtents } from '../bases';
import { DEG } from '../geometry/placement';
import type { Layout, LayoutModel, TableSize } from '../types';
import { placedShapeOf } from './symmetry/shape';

export interface OffTableItem {
  readonly kind: 'terrain' | 'model';
  readonly id: string;
  /** In players' words: the piece's name or id, the model's name or id. */
  readonly label: string;
}

/** Bounds [minX, minY, maxX, maxY] of a model's base as placed (exact for round, oval and hull bases at any facing). */
export function modelBounds(m: LayoutModel): [number, number, number, number] {
  const { a, b } = baseHalfExtents(m.base);
  const c = Math.abs(Math.cos(m.facingDeg * DEG));
  const s = Math.abs(Math.sin(m.facingDeg * DEG));
  // Along facing: a; across: b. An ellipse's half-width along x is sqrt(a²c² + b²s²); a rectangle's is a·c + b·s.
  const hx = m.base.kind === 'hull' ? a * c + b * s : Math.sqrt(a * a * c * c + b * b * s * s);
  const hy = m.base.kind === 'hull' ? a * s + b * c : Math.sqrt(a * a * s * s + b * b * c * c);
  return [m.x - hx, m.y - hy, m.x + hx, m.y + hy];
}

const EPS = 1e-6;
const outside = (b: ArrayLike<number>, size: TableSize): boolean =>
  b[0]! < -EPS || b[1]! < -EPS || b[2]! > size.widthIn + EPS || b[3]! > size.depthIn + EPS;

function terrainBounds(layout: Layout, size: TableSize) {
  return layout.terrain.map((p) => placedShapeOf(p, size).bounds);
}

/** Everything that would stand wholly or partly past the edge of a table of `size`, terrain first. */
export function offTableAfterResize(layout: Layout, size: TableSize): OffTableItem[] {
  const out: OffTableItem[] = [];
  const tb = terrainBounds(layout, size);
  layout.terrain.forEach((p, i) => {
    if (outside(tb[i]!, size)) out.push({ kind: 'terrain', id: p.id, label: p.name ?? p.id });
  });
  for (const m of layout.models) if (outside(modelBounds(m), size)) out.push({ kind: 'model', id: m.id, label: m.name ?? m.id });
  return out;
}

/** The shift that brings [lo, hi] inside [0, length]; something longer than the table is centred on it. */
function shiftInside(lo: number, hi: number, length: number): number {
  if (hi - lo > length) return length / 2 - (lo + hi) / 2;
  if (lo < 0) return -lo;
  if (hi > length) return length - hi;
  return 0;
}

/** The layout at the new size with every piece and model that would be off the table moved just inside its edge. */
export function resizeTable(layout: Layout, size: TableSize, moveInside: boolean): Layout {
  const table = { widthIn: size.widthIn, depthIn: size.depthIn };
  if (!moveInside) return { ...layout, table };
  const tb = terrainBounds(layout, size);
  const terrain = layout.terrain.map((p, i) => {
    const b = tb[i]!;
    if (!outside(b, size)) return p;
    return { ...p, x: p.x + shiftInside(b[0]!, b[2]!, size.widthIn), y: p.y + shiftInside(b[1]!, b[3]!, size.depthIn) };
  });
  const models = layout.models.map((m) => {
    const b = modelBounds(m);
    if (!outside(b, size)) return m;
    return { ...m, x: m.x + shiftInside(b[0], b[2], size.widthIn), y: m.y + shiftInside(b[1], b[3], size.depthIn) };
  });
  return { ...layout, table, terrain, models };
}
