// Table size presets. Inches; width runs along x (the long edge of the default table), depth along y.
import type { TableSize } from './types';

export interface TablePreset extends TableSize {
  readonly id: string;
  readonly label: string;
}

export const TABLE_PRESETS: readonly TablePreset[] = [
  { id: '44x60', label: '44" x 60" (standard)', widthIn: 60, depthIn: 44 },
  { id: '44x90', label: '44" x 90" (onslaught)', widthIn: 90, depthIn: 44 },
  { id: '48x60', label: '48" x 60"', widthIn: 60, depthIn: 48 },
  { id: '36x24', label: '36" x 24" (skirmish)', widthIn: 36, depthIn: 24 },
  { id: '48x72', label: '48" x 72" (6 x 4 ft)', widthIn: 72, depthIn: 48 },
  { id: '36x48', label: '36" x 48" (4 x 3 ft)', widthIn: 48, depthIn: 36 },
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
