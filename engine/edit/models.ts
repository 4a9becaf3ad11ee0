// Pure edits of the layout's models: place, move, turn, delete, group into units. Each returns a new layout.
import { surfaceHeightAt, type Base, type Layout, type LayoutModel, type Side } from '../index';

export interface NewModelSpec {
  readonly base: Base;
  readonly heightIn: number;
  readonly side: Side;
  readonly unit: string;
  readonly name?: string;
}

/** The next free id with this prefix: m1, m2, ... */
export function nextId(taken: Iterable<string>, prefix: string): string {
  const used = new Set(taken);
  let i = 1;
  while (used.has(`${prefix}${i}`)) i++;
  return `${prefix}${i}`;
}

const clampToTable = (layout: Layout, x: number, y: number): [number, number] => [
  Math.min(layout.table.widthIn, Math.max(0, x)),
  Math.min(layout.table.depthIn, Math.max(0, y)),
];

export function placeModel(layout: Layout, spec: NewModelSpec, x: number, y: number, facingDeg = 90): { layout: Layout; id: string } {
  const id = nextId(layout.models.map((m) => m.id), 'm');
  const [cx, cy] = clampToTable(layout, x, y);
  const model: LayoutModel = {
    id,
    unit: spec.unit,
    side: spec.side,
    ...(spec.name ? { name: spec.name } : {}),
    base: spec.base,
    x: cx,
    y: cy,
    z: surfaceHeightAt(layout, cx, cy),
    facingDeg,
    heightIn: spec.heightIn,
  };
  return { layout: { ...layout, models: [...layout.models, model] }, id };
}

function mapModels(layout: Layout, ids: ReadonlySet<string>, f: (m: LayoutModel) => LayoutModel): Layout {
  let changed = false;
  const models = layout.models.map((m) => {
    if (!ids.has(m.id)) return m;
    const n = f(m);
    if (n !== m) changed = true;
    return n;
  });
  return changed ? { ...layout, models } : layout;
}

/** Moves models by (dx, dy), each landing on the surface under it. */
export function moveModels(layout: Layout, ids: readonly string[], dx: number, dy: number): Layout {
  if (dx === 0 && dy === 0) return layout;
  return mapModels(layout, new Set(ids), (m) => {
    const [x, y] = clampToTable(layout, m.x + dx, m.y + dy);
    return { ...m, x, y, z: surfaceHeightAt(layout, x, y) };
  });
}

const normDeg = (d: number) => ((d % 360) + 360) % 360;

export function turnModels(layout: Layout, ids: readonly string[], byDeg: number): Layout {
  if (byDeg % 360 === 0) return layout;
  return mapModels(layout, new Set(ids), (m) => ({ ...m, facingDeg: normDeg(m.facingDeg + byDeg) }));
}

export function deleteModels(layout: Layout, ids: readonly string[]): Layout {
  const gone = new Set(ids);
  const models = layout.models.filter((m) => !gone.has(m.id));
  return models.length === layout.models.length ? layout : { ...layout, models };
}

/** Puts the models into one unit (a fresh unit id unless one is given). */
export function groupIntoUnit(layout: Layout, ids: readonly string[], unit?: string): { layout: Layout; unit: string } {
  const u = unit ?? nextId(layout.models.map((m) => m.unit), 'u');
  return { layout: mapModels(layout, new Set(ids), (m) => (m.unit === u ? m : { ...m, unit: u })), unit: u };
}

export function setSide(layout: Layout, ids: readonly string[], side: Side): Layout {
  return mapModels(layout, new Set(ids), (m) => (m.side === side ? m : { ...m, side }));
}

export const modelById = (layout: Layout, id: string) => layout.models.find((m) => m.id === id);
export const unitMates = (layout: Layout, id: string) => {
  const m = modelById(layout, id);
  return m ? layout.models.filter((o) => o.unit === m.unit) : [];
};
