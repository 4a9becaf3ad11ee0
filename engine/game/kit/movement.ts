// The one movement check every ruleset rules with (and the drag readout reads): each model's path through checkMove
// (terrain sampled along the path, Fly, difficult and impassable ground, other bases, the table edge), a keep-away
// distance from enemy models, the allowance, where each model ends (standingProblem: no base on another base) and the
// unit's coherency.
import { baseBoundingRadius } from '../../bases';
import { checkCoherency, type CoherencyRule } from '../../measure/coherency';
import { edgeDistance } from '../../measure/distance';
import { checkMove, type MoveCheck, type MoveObstacle, type MovementRules } from '../../measure/movement';
import { goldenMin } from '../../geometry/goldenMin';
import { placedOutline } from '../../geometry/placement';
import type { TerrainPiece, Vec2 } from '../../types';
import type { GameModel, GameSetup, ModelPosition } from '../types';
import { overLimitInches, standingProblem } from './standing';
import { modelAt } from './units';

export interface UnitMoveOptions {
  /** The ruleset's terrain rules for movement (its values' measuring.movement). */
  readonly rules: MovementRules;
  /** How far each model may go (cost, after the ruleset's own doubling or halving), or null for no limit. */
  readonly allowanceIn: number | null;
  /**
   * A model's own allowance where it is not `allowanceIn` (a unit whose models have different Move characteristics: "Each
   * Model in the Unit may move up to the number of inches indicated by its Movement characteristic"). Absent: allowanceIn.
   */
  readonly allowanceByModel?: ReadonlyMap<string, number>;
  /** Fly: over bases and difficult ground (checkMove's `flies`). */
  readonly flies?: boolean;
  /**
   * Whether Fly also carries a model over other models' bases (true, the default: HamWarmer). False: Fly only spares the
   * terrain's movement penalty and bases still block as `passOver` says (Nuceria: "“Fly” units do not suffer the movement
   * penalty").
   */
  readonly flyOverBases?: boolean;
  /** Which other models' bases a model may not pass over: every model not in the unit, or only the enemy's. */
  readonly passOver: 'no-base' | 'friends-only';
  /**
   * A model may not come within this distance of an enemy model along its path or where it ends (HamWarmer's 1" in the
   * Movement phase), unless it starts there (then it may not come closer). 0 or absent: no such rule.
   */
  readonly keepAwayIn?: number;
  /** Unit coherency the unit keeps after the move (null: none). */
  readonly coherency?: CoherencyRule | null;
  /** A Run (some rulesets forbid running through difficult ground). */
  readonly isRun?: boolean;
  /** Kept out of obscuring terrain under obscuring 'infantry-only'. */
  readonly isInfantry?: boolean;
  /** Waypoints per model before its end (a path that bends round terrain); a straight line when absent. */
  readonly paths?: ReadonlyMap<string, readonly Vec2[]>;
  /** Words for the limit in refusals ("of movement", "of charge move"). */
  readonly allowanceWords?: string;
  /**
   * Only whether the move is allowed is wanted (a ruleset's offers): every model's end (keep-away, standing) is checked
   * before any path, and the check stops at the first refusal. The verdict is the same as without it; `problem` is that
   * one refusal (not necessarily the first a full check words), `reasons` holds it alone, and `costIn`, `perModel` and
   * `dangerousCrossed` cover only the models checked. Never for a ruling a player reads: those want every reason.
   */
  readonly firstRefusalOnly?: boolean;
  /**
   * Walk only the terrain that can change this ruling: impassable and dangerous pieces, and those whose traits `rules`
   * give an effect here (difficult ground that costs double or stops a Run, Environmental Terrain that halves, obscuring
   * terrain closed to this model). The same verdict, cost and reasons, much faster among many pieces; each model's check
   * then lists and measures only those pieces (terrainCrossed, difficultIn). Absent: every piece.
   */
  readonly rulingTerrainOnly?: boolean;
}

export interface UnitMoveResult {
  /** The first refusal, in players' words with the model named; null when the move is allowed. */
  readonly problem: string | null;
  /** Every refusal found (the first is `problem`). */
  readonly reasons: readonly string[];
  /** The farthest any model's move costs. */
  readonly costIn: number;
  /** Dangerous terrain the unit's models crossed (piece ids, once each). */
  readonly dangerousCrossed: readonly string[];
  /** Each moved model's own check. */
  readonly perModel: ReadonlyMap<string, MoveCheck>;
}

/** Nearest approach of a straight segment to a point. */
function segmentPointDistance(a: Vec2, b: Vec2, x: number, y: number): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / len2)) : 0;
  return Math.hypot(x - a[0] - t * dx, y - a[1] - t * dy);
}

/**
 * The least edge gap between `m`, carried straight from `a` to `b` with its facing kept (a Vehicle pivots after moving),
 * and `e`. Both bases are convex, so the gap is convex along the segment and a golden-section search finds its least
 * value.
 */
export function leastGapAlong(m: GameModel, a: Vec2, b: Vec2, e: GameModel): number {
  return goldenMin(0, 1, (t) => edgeDistance({ ...m, x: a[0] + (b[0] - a[0]) * t, y: a[1] + (b[1] - a[1]) * t }, e));
}

/** The enemy model `m` would pass or end within `keepIn` of (from outside it): its words, or null. */
function keepAwayProblem(m: GameModel, points: readonly Vec2[], end: GameModel, enemies: readonly GameModel[], keepIn: number): string | null {
  const r = baseBoundingRadius(m.base);
  for (const e of enemies) {
    // The edge gap is never less than the centres' distance less both bounding radii: an enemy that far from every
    // point of the path (its start and end among them) is farther than keepIn from the model all the way.
    const re = baseBoundingRadius(e.base);
    let nearest = Math.hypot(points[0]![0] - e.x, points[0]![1] - e.y);
    for (let i = 1; i < points.length; i++) nearest = Math.min(nearest, segmentPointDistance(points[i - 1]!, points[i]!, e.x, e.y));
    if (nearest - r - re >= keepIn + 1e-3) continue;
    const startGap = edgeDistance(m, e);
    const endGap = edgeDistance(end, e);
    if (startGap < keepIn - 1e-6) {
      if (endGap < startGap - 1e-6) return `${m.name} (${m.id}) may not come closer to the enemy ${e.name} (${e.id}) than the ${keepIn}" it starts within`;
      continue;
    }
    if (endGap < keepIn - 1e-6) return `${m.name} (${m.id}) may not end within ${keepIn}" of the enemy ${e.name} (${e.id})`;
    // Two round bases: the gap along a segment is the centre's distance to it less both radii, exactly. Otherwise the
    // circles only say the bases may come that close; the gap itself is found along the segment.
    const round = m.base.kind === 'round' && e.base.kind === 'round';
    for (let i = 1; i < points.length; i++)
      if (segmentPointDistance(points[i - 1]!, points[i]!, e.x, e.y) - r - re < keepIn - 1e-6 && (round || leastGapAlong(m, points[i - 1]!, points[i]!, e) < keepIn - 1e-6))
        return `${m.name} (${m.id}) may not move within ${keepIn}" of the enemy ${e.name} (${e.id})`;
  }
  return null;
}

/** A margin on top of the bounding radii, so nothing the exact test could count is ever left out. */
const NEAR_MARGIN_IN = 0.05;

interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The box every position of the base lies in along its path (its centre stays on the path's segments). */
function sweptBox(m: GameModel, points: readonly Vec2[]) {
  const r = baseBoundingRadius(m.base) + NEAR_MARGIN_IN;
  const box: Box = {
    minX: Math.min(...points.map((q) => q[0])) - r,
    minY: Math.min(...points.map((q) => q[1])) - r,
    maxX: Math.max(...points.map((q) => q[0])) + r,
    maxY: Math.max(...points.map((q) => q[1])) + r,
  };
  return {
    /** A base of bounding radius `ro` at (x, y) could touch the moving base. */
    reaches: (x: number, y: number, ro: number): boolean => x + ro >= box.minX && x - ro <= box.maxX && y + ro >= box.minY && y - ro <= box.maxY,
    overlaps: (b: Box): boolean => b.maxX >= box.minX && b.minX <= box.maxX && b.maxY >= box.minY && b.minY <= box.maxY,
  };
}

/** Whether a piece can change a move's ruling under these options (UnitMoveOptions.rulingTerrainOnly). */
function rulingTerrain(opts: UnitMoveOptions): (t: TerrainPiece) => boolean {
  const { rules } = opts;
  const difficult = (rules.difficultCost === 'double' && !opts.flies) || (rules.runThroughDifficult === 'forbidden' && opts.isRun === true);
  const environmental = rules.environmental === 'halve-round-up' && !opts.flies;
  const obscuring = rules.obscuring === 'infantry-only' && opts.isInfantry === false;
  return (t) =>
    t.traits.includes('impassable') ||
    t.traits.includes('dangerous') ||
    (difficult && t.traits.includes('difficult')) ||
    (environmental && t.traits.includes('environmental')) ||
    (obscuring && t.traits.includes('obscuring'));
}

/**
 * Checks a unit's move: `moved` gives the new place of each model that moves (the others stay). The referee and the drag
 * readout both call this, so they never disagree.
 */
export function checkUnitMove(board: { readonly setup: GameSetup; readonly models: readonly GameModel[] }, unitModels: readonly GameModel[], moved: ReadonlyMap<string, ModelPosition>, opts: UnitMoveOptions): UnitMoveResult {
  const reasons: string[] = [];
  const perModel = new Map<string, MoveCheck>();
  const dangerous = new Set<string>();
  const inUnit = new Set(unitModels.map((m) => m.id));
  const ruling = opts.rulingTerrainOnly ? rulingTerrain(opts) : () => true;
  const { layout } = board.setup;
  let costIn = 0;
  const refused = (reason: string): UnitMoveResult => ({ problem: reason, reasons: [reason], costIn, dangerousCrossed: [...dangerous], perModel });
  /** Where a model ends: not within the keep-away distance of an enemy (nor passing within it), not on another base. */
  const enemiesOf = new Map<number, GameModel[]>();
  const endProblems = (m: GameModel, p: ModelPosition): string[] => {
    const out: string[] = [];
    if (opts.keepAwayIn && opts.keepAwayIn > 0) {
      let enemies = enemiesOf.get(m.player);
      if (!enemies) enemiesOf.set(m.player, (enemies = board.models.filter((o) => o.onTable && o.player !== m.player)));
      const k = keepAwayProblem(m, [[m.x, m.y], ...(opts.paths?.get(m.id) ?? []), [p.x, p.y]], modelAt(m, p), enemies, opts.keepAwayIn);
      if (k) out.push(k);
    }
    const stand = standingProblem(board, m, p, moved);
    if (stand) out.push(stand);
    return out;
  };
  // Only the verdict wanted: every model's end first (cheap), then the paths, stopping at the first refusal.
  if (opts.firstRefusalOnly)
    for (const m of unitModels) {
      const p = moved.get(m.id);
      const early = p ? endProblems(m, p) : [];
      if (early.length) return refused(early[0]!);
    }
  for (const m of unitModels) {
    const p = moved.get(m.id);
    if (!p) continue;
    const waypoints = opts.paths?.get(m.id) ?? [];
    // Only what the base could touch on its way is handed to checkMove: the same verdict, without walking every sample
    // past every base and piece on the table.
    const near = sweptBox(m, [[m.x, m.y], ...waypoints, [p.x, p.y]]);
    const obstacles: MoveObstacle[] = opts.flies && opts.flyOverBases !== false
      ? []
      : board.models
          .filter((o) => o.onTable && !inUnit.has(o.id) && (opts.passOver === 'no-base' || o.player !== m.player) && near.reaches(o.x, o.y, baseBoundingRadius(o.base)))
          .map((o) => ({ ...o, id: o.id, name: `${o.name} (${o.id})` }));
    const check = checkMove(
      {
        model: m,
        path: [...waypoints, [p.x, p.y]],
        ...(p.facingDeg !== undefined ? { endFacingDeg: p.facingDeg } : {}),
        allowanceIn: opts.allowanceByModel?.get(m.id) ?? opts.allowanceIn ?? Number.MAX_SAFE_INTEGER,
        terrain: layout.terrain.filter((t) => near.overlaps(placedOutline(t)) && ruling(t)),
        obstacles,
        table: layout.table,
        ...(opts.isRun ? { isRun: true } : {}),
        ...(opts.flies ? { flies: true } : {}),
        ...(opts.isInfantry === false ? { isInfantry: false } : {}),
        ...(opts.firstRefusalOnly ? { firstReasonOnly: true } : {}),
      },
      opts.rules,
    );
    perModel.set(m.id, check);
    costIn = Math.max(costIn, check.costIn);
    for (const id of check.dangerousCrossed) dangerous.add(id);
    // checkMove words the allowance last ("Moves 7.2" but only 6" is allowed"): said here with the model named.
    const over = check.costIn > check.allowanceIn + 1e-6;
    const own = (over ? check.reasons.slice(0, -1) : check.reasons).map((r) => `${m.name} (${m.id}): ${r}`);
    if (over) {
      const [need, has] = overLimitInches(check.costIn, check.allowanceIn);
      const why = check.reasons[check.reasons.length - 1] ?? '';
      own.push(`${m.name} (${m.id}) would need ${need}" ${opts.allowanceWords ?? 'of movement'} and has ${has}"${why.includes('(') ? ` ${why.slice(why.indexOf('('))}` : ''}`);
    }
    if (opts.firstRefusalOnly && own.length) return refused(own[0]!);
    reasons.push(...own, ...(opts.firstRefusalOnly ? [] : endProblems(m, p)));
  }
  if (opts.coherency) {
    const c = checkCoherency(unitModels.map((m) => modelAt(m, moved.get(m.id))), opts.coherency);
    if (!c.ok) reasons.push(`it would break unit coherency (${opts.coherency.distanceIn}"): ${c.broken.join(', ')}`);
  }
  return { problem: reasons[0] ?? null, reasons, costIn, dangerousCrossed: [...dangerous], perModel };
}
