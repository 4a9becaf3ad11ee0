// Where a move pays for its ground (issue 23 item 4, "terrain costs shown where the path pays them"): the stretches of each
// model's straight path during which its base is over terrain the ruleset's movement rules price (difficult ground
// counting double, environmental terrain halving the Move, dangerous ground), to draw on the table under the drag. The
// cost itself is the referee's (judgeMove); this says where.
import { baseBoundingRadius } from '../bases';
import { distanceToPolygonEdge, pointInPolygonXY } from '../geometry/polygon';
import { placedFootprint } from '../geometry/placement';
import type { TerrainPiece, Vec2 } from '../types';
import { rulesetValues } from './registry';
import type { GameState, ModelPosition } from './types';

export interface CostlySpan {
  readonly model: string;
  readonly from: Vec2;
  readonly to: Vec2;
  /** The piece and what it does under these rules: "'Woods A': difficult ground, counts double". */
  readonly label: string;
}

/** What a piece does to a move under the ruleset's movement rules, or null when it costs nothing extra. */
function pricing(state: GameState, piece: TerrainPiece): string | null {
  const rules = rulesetValues(state.rulesetId)?.measuring.movement;
  if (!rules) return null;
  if (piece.traits.includes('difficult') && rules.difficultCost === 'double') return 'difficult ground, counts double';
  if (piece.traits.includes('environmental') && rules.environmental === 'halve-round-up') return 'environmental terrain, Move halved';
  if (piece.traits.includes('dangerous')) return 'dangerous ground';
  return null;
}

/** Sampling step along a path, inches. */
const STEP_IN = 0.1;

/**
 * The stretches of each model's straight path from where it stands to `positions` over which its base overlaps a piece
 * the rules price, one span per model and piece crossed (to the tenth of an inch).
 */
export function costlySpans(state: GameState, positions: Readonly<Record<string, ModelPosition>>): CostlySpan[] {
  const priced = state.setup.layout.terrain.flatMap((piece) => {
    const what = pricing(state, piece);
    return what ? [{ poly: placedFootprint(piece), label: `'${piece.name ?? piece.id}': ${what}` }] : [];
  });
  if (priced.length === 0) return [];
  const out: CostlySpan[] = [];
  for (const [id, p] of Object.entries(positions)) {
    const m = state.models.find((x) => x.id === id);
    if (!m?.onTable) continue;
    const r = baseBoundingRadius(m.base);
    const len = Math.hypot(p.x - m.x, p.y - m.y);
    if (!(len > 0)) continue;
    const n = Math.ceil(len / STEP_IN);
    for (const piece of priced) {
      let start: Vec2 | null = null;
      let prev: Vec2 | null = null;
      for (let k = 0; k <= n; k++) {
        const q: Vec2 = [m.x + ((p.x - m.x) * k) / n, m.y + ((p.y - m.y) * k) / n];
        const over = pointInPolygonXY(q[0], q[1], piece.poly) || distanceToPolygonEdge(q[0], q[1], piece.poly) <= r;
        if (over && !start) start = q;
        if (!over && start) {
          out.push({ model: id, from: start, to: prev!, label: piece.label });
          start = null;
        }
        prev = q;
      }
      if (start) out.push({ model: id, from: start, to: prev!, label: piece.label });
    }
  }
  return out;
}
