// Deep strike in the sandbox as pure steps: run the engine's deepStrike for a unit at a target, and apply the placements
// to the layout (one document edit, so one undo puts the unit back).
import { deepStrike, surfaceHeightAt, type DeepStrikeResult, type Layout, type ScatterDice } from '../index';

export function unitIds(layout: Layout): string[] {
  return [...new Set(layout.models.map((m) => m.unit))];
}

/** Deep strikes `unit` at (x, y): the rest of the table is the board; the unit's own models are what arrives. */
export function runDeepStrike(layout: Layout, unit: string, x: number, y: number, dice: ScatterDice): DeepStrikeResult {
  const arriving = layout.models.filter((m) => m.unit === unit);
  if (!arriving.length) return { ok: false, message: `unit ${unit} has no models on this layout` };
  const board = { terrain: layout.terrain, models: layout.models.filter((m) => m.unit !== unit), table: layout.table };
  return deepStrike(board, arriving, { x, y }, dice, { forWhat: `Deep Strike: unit ${unit}` });
}

/** The layout with the unit's models moved to their deep-strike spots, standing on whatever is there. */
export function applyPlacements(layout: Layout, placements: readonly { modelId: string; x: number; y: number; facingDeg: number }[]): Layout {
  const at = new Map(placements.map((p) => [p.modelId, p]));
  return {
    ...layout,
    models: layout.models.map((m) => {
      const p = at.get(m.id);
      return p ? { ...m, x: p.x, y: p.y, facingDeg: p.facingDeg, z: surfaceHeightAt(layout, p.x, p.y) } : m;
    }),
  };
}
