// Table size presets. Inches; width runs along x (the long edge of the default table), depth along y.
import type { TableSize } from './types';

export interface TablePreset extends TableSize {
  readonly id: string;
  readonly label: string;
}

/** A table's size as players write it and as every label in the app shows it: depth x width ("44" x 60""). */
export const tableSizeLabel = (size: TableSize): string => `${size.depthIn}" x ${size.widthIn}"`;

const preset = (id: string, widthIn: number, depthIn: number, note?: string): TablePreset => ({
  id,
  widthIn,
  depthIn,
  label: note ? `${tableSizeLabel({ widthIn, depthIn })} (${note})` : tableSizeLabel({ widthIn, depthIn }),
});

export const TABLE_PRESETS: readonly TablePreset[] = [
  preset('44x60', 60, 44, 'standard'),
  preset('44x90', 90, 44, 'onslaught'),
  preset('48x60', 60, 48),
  preset('24x36', 36, 24, 'skirmish'),
  preset('48x72', 72, 48, '6 x 4 ft'),
  preset('36x48', 48, 36, '4 x 3 ft'),
];

export const DEFAULT_TABLE: TableSize = { widthIn: 60, depthIn: 44 };

/** Smallest and largest custom table the app accepts, inches per side. */
export const TABLE_LIMITS = { minIn: 6, maxIn: 240 } as const;

/** Validates a custom table size and returns a user-facing reason when it is not usable. */
export function checkTableSize(size: TableSize): { ok: true } | { ok: false; reason: string } {
  for (const [name, v] of [['width', size.widthIn], ['depth', size.depthIn]] as const) {
    if (!Number.isFinite(v)) return { ok: false, reason: `Table ${name} must be a number of inches.` };
    if (v < TABLE_LIMITS.minIn || v > TABLE_LIMITS.maxIn)
      return { ok: false, reason: `Table ${name} must be between ${TABLE_LIMITS.minIn}" and ${TABLE_LIMITS.maxIn}" (got ${v}").` };
  }
  return { ok: true };
}

export function findPreset(size: TableSize): TablePreset | undefined {
  return TABLE_PRESETS.find((p) => p.widthIn === size.widthIn && p.depthIn === size.depthIn);
}
