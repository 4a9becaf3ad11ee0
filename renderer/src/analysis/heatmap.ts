// Heatmap colours for a viewshed grid: cells seen tinted warm (stronger where more of the zone sees them), hidden cells blue.
import type { LayoutAnalysis, Viewshed } from '../../../engine/index';
import type { HeatmapSource } from './analysisStore';

/** RGBA of a hidden cell, and of a seen cell at the lowest and the highest share. */
export const HEAT_HIDDEN = [40, 80, 220, 130] as const;
export const HEAT_SEEN_LOW = [255, 230, 90, 110] as const;
export const HEAT_SEEN_HIGH = [255, 90, 20, 190] as const;

export interface HeatGrid {
  readonly cols: number;
  readonly rows: number;
  readonly cellIn: number;
  /** Row 0 is the table's y = 0 edge (a DataTexture's first row is at v = 0). */
  readonly rgba: Uint8Array;
}

/** Colours cols x rows cells from the share of eyes that see each (0: hidden from all, 1: seen from all). */
export function heatmapRgba(cols: number, rows: number, share: (cell: number) => number): Uint8Array {
  const out = new Uint8Array(cols * rows * 4);
  for (let i = 0; i < cols * rows; i++) {
    const s = share(i);
    if (!(s > 0)) out.set(HEAT_HIDDEN, 4 * i);
    else {
      const t = Math.min(1, s);
      for (let c = 0; c < 4; c++) out[4 * i + c] = Math.round(HEAT_SEEN_LOW[c]! + (HEAT_SEEN_HIGH[c]! - HEAT_SEEN_LOW[c]!) * t);
    }
  }
  return out;
}

/** The grid the heatmap shows for a source: a zone of the analysis, or the picked model's own viewshed. */
export function heatGrid(source: HeatmapSource, result: LayoutAnalysis | null, model: { modelId: string; viewshed: Viewshed } | null): HeatGrid | null {
  if (source.kind === 'zone' && result) {
    const v = result.viewsheds.find((x) => x.zoneId === source.zoneId);
    if (!v) return null;
    const eyes = Math.max(1, v.eyes);
    return { cols: result.cols, rows: result.rows, cellIn: result.cellIn, rgba: heatmapRgba(result.cols, result.rows, (i) => v.seenBy[i]! / eyes) };
  }
  if (source.kind === 'model' && model && model.modelId === source.modelId) {
    const v = model.viewshed;
    return { cols: v.cols, rows: v.rows, cellIn: v.cellIn, rgba: heatmapRgba(v.cols, v.rows, (i) => v.visible[i]!) };
  }
  return null;
}
