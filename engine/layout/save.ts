// Writing a layout: canonical JSON text (fixed key order, 2-space indent, trailing newline) that loads back identically.
import type { Base, Deployment, Layout, LayoutModel, ObjectiveMarker, SolidBox, TerrainPiece } from '../types';
import { LayoutError } from './errors';
import { LAYOUT_LIMITS } from './limits';
import { loadLayout } from './load';
import { utf8ByteLength } from './prescan';

type Json = { [key: string]: unknown };

/** Copies the listed fields in order, leaving out the optional ones that are absent. */
function pick<T extends object>(value: T, keys: readonly (keyof T & string)[]): Json {
  const out: Json = {};
  for (const k of keys) if (value[k] !== undefined) out[k] = value[k];
  return out;
}

const box = (b: SolidBox): Json => pick(b, ['x', 'y', 'z', 'w', 'd', 'h', 'rotationDeg']);

function base(b: Base): Json {
  switch (b.kind) {
    case 'round': return pick(b, ['kind', 'diameterMm']);
    case 'oval': return pick(b, ['kind', 'lengthMm', 'widthMm']);
    case 'hull': return pick(b, ['kind', 'lengthIn', 'widthIn']);
  }
}

const piece = (p: TerrainPiece): Json => ({
  ...pick(p, ['id', 'kind', 'name', 'x', 'y', 'rotationDeg']),
  traits: [...p.traits],
  footprint: p.footprint.map(([x, y]) => [x, y]),
  solids: p.solids.map((s) => ({ box: box(s.box) })),
});

const model = (m: LayoutModel): Json => ({
  ...pick(m, ['id', 'unit', 'side', 'name']),
  base: base(m.base),
  ...pick(m, ['x', 'y', 'z', 'facingDeg', 'heightIn']),
});

const deployment = (d: Deployment): Json => ({
  ...pick(d, ['name']),
  zones: d.zones.map((z) => ({ ...pick(z, ['id', 'side', 'name']), polygon: z.polygon.map(([x, y]) => [x, y]) })),
});

const objective = (o: ObjectiveMarker): Json => pick(o, ['id', 'name', 'x', 'y', 'controlRadiusIn']);

/** The layout as plain JSON data in canonical key order (fields outside the format are dropped). */
export function canonicalLayoutData(layout: Layout): Json {
  const out: Json = {
    format: layout.format,
    version: layout.version,
    name: layout.name,
    table: { widthIn: layout.table.widthIn, depthIn: layout.table.depthIn },
  };
  if (layout.notes !== undefined) out.notes = layout.notes;
  if (layout.symmetry !== undefined) out.symmetry = layout.symmetry;
  if (layout.ruleset !== undefined) out.ruleset = layout.ruleset;
  out.terrain = layout.terrain.map(piece);
  out.models = layout.models.map(model);
  if (layout.deployment !== undefined) out.deployment = deployment(layout.deployment);
  if (layout.objectives !== undefined) out.objectives = layout.objectives.map(objective);
  return out;
}

/**
 * The canonical file text of a layout. Validates first, so it never writes a file that would not load back
 * (throws LayoutError naming the bad field). -0 is written as 0. Indented for people to read; written compact when
 * indenting would take it past the size limit (a 2 MB layout indents to about 7 MB); refused when even that is too large.
 */
export function saveLayout(layout: Layout): string {
  const data = canonicalLayoutData(layout);
  loadLayout(data);
  // Measured in UTF-8 bytes, the file's size on disk, which is what main checks before it reads a file.
  const pretty = `${JSON.stringify(data, null, 2)}\n`;
  if (utf8ByteLength(pretty) <= LAYOUT_LIMITS.maxTextChars) return pretty;
  const compact = `${JSON.stringify(data)}\n`;
  if (utf8ByteLength(compact) <= LAYOUT_LIMITS.maxTextChars) return compact;
  const mb = (n: number): string => `${(n / 1_000_000).toFixed(1)} MB`;
  throw new LayoutError(
    `This layout is too large to save (${mb(utf8ByteLength(compact))}; a layout file holds at most ${mb(LAYOUT_LIMITS.maxTextChars)}). Remove some terrain pieces or models and save again.`,
  );
}
