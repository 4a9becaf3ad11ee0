// Sample moves a ruleset's legalActions offers: the unit carried as a block towards a point, or up to an enemy model.
// Each is only a candidate: the ruleset's own check (`ok`) decides, so every offer is one its apply accepts.
import { edgeDistance } from '../../measure/distance';
import { draftView } from '../draftView';
import type { DraftState, GameAction, GameModel, GameState, ModelPosition, PlayerIndex } from '../types';
import { translatedPositions } from './standing';

/**
 * A ruleset's legalActions: none once the game is over or nobody is to act, else `offers` for the player to act, reading
 * the state through a draft view (nothing copied: the offers only read it).
 */
export function offersNow<R>(g: GameState<R>, offers: (d: DraftState<R>, p: PlayerIndex) => GameAction[]): GameAction[] {
  const p = g.toAct;
  if (p === null || g.result) return [];
  return offers(draftView(g), p);
}

/** The fractions of the longest stride tried, longest first. */
const STRIDES = [1, 0.6, 0.3] as const;

/**
 * The unit moved as a block from `from` towards `aim`, stopping `aim.stopIn` short of it and going at most `allowanceIn`:
 * the full stride, else 60% or 30% of it, the first `ok` accepts. Null when none is, or the stride would be under 0.2".
 */
export function strideToward(models: readonly GameModel[], from: { x: number; y: number }, aim: { x: number; y: number; stopIn: number }, allowanceIn: number, ok: (moved: Map<string, ModelPosition>) => boolean): Map<string, ModelPosition> | null {
  const dx = aim.x - from.x;
  const dy = aim.y - from.y;
  const len0 = Math.hypot(dx, dy);
  if (len0 < 0.1) return null;
  for (const f of STRIDES) {
    const len = Math.max(0, Math.min(allowanceIn, len0 - aim.stopIn)) * f;
    if (len < 0.2) return null;
    const moved = translatedPositions(models, (dx / len0) * len, (dy / len0) * len);
    if (ok(moved)) return moved;
  }
  return null;
}

/** The model of `a` and the model of `b` closest edge to edge, and that gap; null when either is empty. */
export function closestPair<M extends GameModel>(a: readonly M[], b: readonly M[]): { from: M; to: M; gapIn: number } | null {
  let best: { from: M; to: M; gapIn: number } | null = null;
  for (const from of a)
    for (const to of b) {
      const gapIn = edgeDistance(from, to);
      if (!best || gapIn < best.gapIn) best = { from, to, gapIn };
    }
  return best;
}

/**
 * The unit moved as a block until `pair.from` stands 0.5" from `pair.to` (straight on, else 1" to either side), the first
 * `ok` accepts; null when none is.
 */
export function approachPositions(models: readonly GameModel[], pair: { from: GameModel; to: GameModel; gapIn: number }, ok: (moved: Map<string, ModelPosition>) => boolean): Map<string, ModelPosition> | null {
  const { from: m, to: e } = pair;
  const dist = Math.hypot(e.x - m.x, e.y - m.y);
  const ux = (e.x - m.x) / dist;
  const uy = (e.y - m.y) / dist;
  const len = pair.gapIn - 0.5;
  for (const side of [0, 1, -1]) {
    const moved = translatedPositions(models, ux * len - uy * side, uy * len + ux * side);
    if (ok(moved)) return moved;
  }
  return null;
}
