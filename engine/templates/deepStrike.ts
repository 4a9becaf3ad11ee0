// Deep Strike (HamWarmer): place one model, scatter it 2d6", ring the rest of the unit in base contact, report mishaps.
import type { Base, PlacedBase, Side, TableSize, TerrainPiece } from '../types';
import { baseBoundingRadius, baseOutline } from '../bases';
import { placedFootprint } from '../geometry/placement';
import { edgeDistance } from '../measure/index';
import type { ScatterResult } from '../dice/index';
import { baseOverFootprint, basesOverlap } from './overlap';

export interface DeepStrikeModel {
  readonly id: string;
  readonly unit: string;
  readonly side: Side;
  readonly base: Base;
  readonly facingDeg?: number;
  readonly name?: string;
}

/** What is already on the table (a Layout fits). */
export interface DeepStrikeBoard {
  readonly terrain: readonly TerrainPiece[];
  readonly models: readonly (DeepStrikeModel & PlacedBase)[];
  readonly table?: TableSize;
}

export interface DeepStrikeOptions {
  /** Enemy models closer than this (edge to edge) are a mishap; the first model must be placed farther. Default 1". */
  readonly enemyDistanceIn?: number;
  /** How many contact directions are tried round each placed model. Default 36 (every 10 degrees). */
  readonly contactDirections?: number;
  readonly forWhat?: string;
}

export type DeepStrikeMishapReason = 'impassable-terrain' | 'near-enemy' | 'on-friendly' | 'off-table';

export interface DeepStrikeMishap {
  readonly modelId: string;
  readonly reason: DeepStrikeMishapReason;
  /** The terrain piece or model involved (absent for off-table). */
  readonly otherId?: string;
  readonly message: string;
}

export interface DeepStrikePlacement {
  readonly modelId: string;
  readonly x: number;
  readonly y: number;
  readonly facingDeg: number;
}

export type DeepStrikeResult =
  | {
      readonly ok: true;
      readonly scatter: ScatterResult;
      readonly placements: readonly DeepStrikePlacement[];
      readonly mishaps: readonly DeepStrikeMishap[];
    }
  | { readonly ok: false; readonly message: string };

/** The dice a deep strike needs: the Dice wrapper fits (and logs the scatter). */
export interface ScatterDice {
  scatter(distanceExpr: string, forWhat?: string): ScatterResult;
}

const label = (m: { id: string; name?: string }): string => `'${m.name ?? m.id}'`;

/**
 * "Place one model from the unit anywhere on the board that is more than 1" away from an enemy model. Then, roll the
 * Scatter Die and move the model 2d6" in the direction indicated ... The model does not pivot during this move."
 * The rest of the unit is then placed in base contact, each model at the free contact spot nearest the first model
 * (so they fill a ring round it, then the next ring out). Mishaps are reported, not avoided.
 */
export function deepStrike(
  board: DeepStrikeBoard,
  unit: readonly DeepStrikeModel[],
  target: { readonly x: number; readonly y: number },
  dice: ScatterDice,
  options: DeepStrikeOptions = {},
): DeepStrikeResult {
  const first = unit[0];
  if (!first) return { ok: false, message: 'a deep strike needs at least one model' };
  const enemyIn = options.enemyDistanceIn ?? 1;
  const unitIds = new Set(unit.map((m) => m.id));
  const others = board.models.filter((m) => !unitIds.has(m.id));
  const firstAtTarget: PlacedBase = { base: first.base, x: target.x, y: target.y, facingDeg: first.facingDeg ?? 0 };
  for (const o of others) {
    if (o.side !== first.side && edgeDistance(firstAtTarget, o) <= enemyIn) {
      return { ok: false, message: `place ${label(first)} more than ${enemyIn}" from enemy model ${label(o)} before scattering` };
    }
  }

  const scatter = dice.scatter('2d6', options.forWhat ?? `Deep Strike: ${label(first)}`);
  const placed: (PlacedBase & { id: string })[] = [
    { id: first.id, base: first.base, x: target.x + scatter.dx, y: target.y + scatter.dy, facingDeg: first.facingDeg ?? 0 },
  ];
  const directions = options.contactDirections ?? 36;
  for (const m of unit.slice(1)) placed.push({ id: m.id, ...ringSpot(placed, m, directions) });

  const mishaps: DeepStrikeMishap[] = [];
  unit.forEach((m, i) => mishaps.push(...mishapsFor(m, placed[i]!, board, others, enemyIn)));
  return {
    ok: true,
    scatter,
    placements: placed.map((p) => ({ modelId: p.id, x: p.x, y: p.y, facingDeg: p.facingDeg ?? 0 })),
    mishaps,
  };
}

/** The free spot in base contact with some placed model that is nearest the first model; ties go to the earlier try. */
function ringSpot(placed: readonly PlacedBase[], m: DeepStrikeModel, directions: number): PlacedBase {
  const facingDeg = m.facingDeg ?? 0;
  const anchor = placed[0]!;
  let best: PlacedBase | undefined;
  let bestD = Infinity;
  for (const j of placed) {
    for (let k = 0; k < directions; k++) {
      const t = (2 * Math.PI * k) / directions;
      const ux = Math.cos(t);
      const uy = Math.sin(t);
      const reach = contactDistance(j, m.base, facingDeg, ux, uy);
      const spot: PlacedBase = { base: m.base, x: j.x + reach * ux, y: j.y + reach * uy, facingDeg };
      const d = Math.hypot(spot.x - anchor.x, spot.y - anchor.y);
      if (d >= bestD - 1e-9) continue;
      if (placed.some((p) => basesOverlap(p, spot))) continue;
      best = spot;
      bestD = d;
    }
  }
  // Some spot round the outermost model is always free; this fallback only guards against a degenerate input.
  return best ?? { base: m.base, x: anchor.x, y: anchor.y, facingDeg };
}

/** How far from j's centre, along (ux, uy), a base must stand to just touch j. */
function contactDistance(j: PlacedBase, base: Base, facingDeg: number, ux: number, uy: number): number {
  if (j.base.kind === 'round' && base.kind === 'round') return baseBoundingRadius(j.base) + baseBoundingRadius(base);
  let lo = 0;
  let hi = baseBoundingRadius(j.base) + baseBoundingRadius(base);
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    const gap = edgeDistance(j, { base, x: j.x + mid * ux, y: j.y + mid * uy, facingDeg });
    if (gap > 1e-7) hi = mid;
    else lo = mid;
  }
  return hi;
}

function mishapsFor(
  m: DeepStrikeModel,
  at: PlacedBase,
  board: DeepStrikeBoard,
  others: readonly (DeepStrikeModel & PlacedBase)[],
  enemyIn: number,
): DeepStrikeMishap[] {
  const out: DeepStrikeMishap[] = [];
  for (const piece of board.terrain) {
    if (!piece.traits.includes('impassable')) continue;
    if (baseOverFootprint(at, placedFootprint(piece))) {
      out.push({
        modelId: m.id,
        reason: 'impassable-terrain',
        otherId: piece.id,
        message: `${label(m)} landed in impassable terrain ${label(piece)} (${piece.kind})`,
      });
    }
  }
  for (const o of others) {
    if (o.side !== m.side) {
      const d = edgeDistance(at, o);
      if (d <= enemyIn) {
        out.push({ modelId: m.id, reason: 'near-enemy', otherId: o.id, message: `${label(m)} landed ${d.toFixed(2)}" from enemy model ${label(o)} (within ${enemyIn}")` });
      }
    } else if (basesOverlap(at, o)) {
      out.push({ modelId: m.id, reason: 'on-friendly', otherId: o.id, message: `${label(m)} landed on top of friendly model ${label(o)}` });
    }
  }
  if (board.table) {
    const { widthIn, depthIn } = board.table;
    if (baseOutline(at, 32).some(([x, y]) => x < 0 || y < 0 || x > widthIn || y > depthIn)) {
      out.push({ modelId: m.id, reason: 'off-table', message: `${label(m)} landed partly off the table` });
    }
  }
  return out;
}
