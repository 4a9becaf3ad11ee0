// Movement: cost of a base's path through terrain, what blocks it, and how far any point of the base travels.
import { baseBoundingRadius } from '../bases';
import { placedOutline } from '../geometry/placement';
import { pointInPolygonXY } from '../geometry/polygon';
import type { PlacedBase, TableSize, TerrainPiece, TerrainTrait, Vec2 } from '../types';
import { MEASURE_EPSILON_IN } from './distance';
import { convexDistance } from './gjk';
import {
  SHAPE_CIRCLE,
  SHAPE_RECT,
  extentAlong,
  loadBaseShape,
  loadBaseShapeAt,
  loadSegment,
  makeShape,
  maxOverBoundary,
  type ConvexShape,
} from './shapes';

/** Ruleset-specific movement rules; each ruleset module gives its own (`measuring.movement`); see docs/engine-measure.md. */
export interface MovementRules {
  /** 'double': distance moved while any part of the base is in difficult terrain counts twice (HamWarmer). */
  readonly difficultCost: 'double' | 'none';
  /** 'halve-round-up': a move through environmental terrain has its allowance halved, rounded up (Nuceria). */
  readonly environmental: 'halve-round-up' | 'none';
  /** 'forbidden': a Run may not pass through difficult terrain (Hammer Wars). */
  readonly runThroughDifficult: 'allowed' | 'forbidden';
  /** 'infantry-only': only infantry may enter obscuring terrain (Nuceria). */
  readonly obscuring: 'open' | 'infantry-only';
  /** 'counts': turning the base while moving adds to how far its points travel; 'free': pivots cost nothing. */
  readonly pivot: 'free' | 'counts';
}

// A ruleset's own rules live in its module: getRuleset(id).measuring.movement (engine/rulesets/<id>/index.ts).
/** No terrain effects except impassable pieces and other bases. */
export const PLAIN_MOVEMENT: MovementRules = { difficultCost: 'none', environmental: 'none', runThroughDifficult: 'allowed', obscuring: 'open', pivot: 'free' };

/** A base the mover may not pass over, with a name for messages. */
export type MoveObstacle = PlacedBase & { readonly id?: string; readonly name?: string };

export interface MoveRequest {
  /** The model where it stands before the move. */
  readonly model: PlacedBase;
  /** Centre positions in order; the model's own position is put in front when path[0] is not it. */
  readonly path: readonly Vec2[];
  /** Facing at the end of the move; unchanged when absent. */
  readonly endFacingDeg?: number;
  /** Inches this move may use (the Move characteristic, already doubled for a Run etc.). */
  readonly allowanceIn: number;
  readonly terrain?: readonly TerrainPiece[];
  /** Bases the mover may not pass over (HamWarmer: every other model; Hammer Wars: enemies). */
  readonly obstacles?: readonly MoveObstacle[];
  /** When given, no part of the base may leave the table. */
  readonly table?: TableSize;
  readonly isRun?: boolean;
  /** Fly: ignores difficult and environmental terrain (HamWarmer B.2, Nuceria E.2). */
  readonly flies?: boolean;
  /** Defaults to true; non-infantry are kept out of obscuring terrain under obscuring 'infantry-only'. */
  readonly isInfantry?: boolean;
  /**
   * Only whether the move is allowed is wanted: the walk stops at its first refusal. `ok` and `reasons[0]` are a full
   * check's (the walk finds reasons in the same order); the other reasons and the figures cover only the path walked.
   */
  readonly firstReasonOnly?: boolean;
}

export interface MoveCheck {
  readonly ok: boolean;
  /** Why the move is illegal, in players' words; empty when ok. */
  readonly reasons: string[];
  /** Length of the centre's path, inches. */
  readonly pathLengthIn: number;
  /** The farthest any point of the base travels along the move, inches (= pathLengthIn unless pivots count). */
  readonly farthestTravelIn: number;
  /** Length of the centre's path during which some part of the base is in difficult terrain, inches. */
  readonly difficultIn: number;
  /** What the move costs: farthestTravelIn plus difficultIn again when difficult terrain counts double. */
  readonly costIn: number;
  /** The allowance after environmental halving. */
  readonly allowanceIn: number;
  /** Ids of every terrain piece the base touches on the way (start excluded). */
  readonly terrainCrossed: string[];
  /** Ids of dangerous pieces moved into or across (Hammer Wars rolls for these). */
  readonly dangerousCrossed: string[];
}

/** Bases touching terrain or another base are not "in" it: overlap tests shrink the mover by this much. */
export const CONTACT_TOLERANCE_IN = 0.01;
/** Centre sampling step along a path, inches; transitions in and out of terrain are then refined by bisection. */
const STEP_IN = 0.05;

const MOVER = makeShape();
const OTHER = makeShape();
const SEG = makeShape();
const PT = new Float64Array(3);

interface PreparedPiece {
  readonly piece: TerrainPiece;
  readonly label: string;
  readonly poly: readonly Vec2[];
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
  readonly has: (t: TerrainTrait) => boolean;
}

const pieceLabel = (p: { id?: string; name?: string }, fallback: string): string => `'${p.name ?? p.id ?? fallback}'`;
const at = (x: number, y: number): string => `(${x.toFixed(1)}, ${y.toFixed(1)})`;
const fmt = (v: number): string => `${Number(v.toFixed(2))}"`;

// Layouts are not changed in place (every edit makes new pieces), so a piece's prepared footprint is kept with it: a
// ruleset's offers check hundreds of moves past the same pieces.
const prepared = new WeakMap<TerrainPiece, PreparedPiece>();
function prepare(piece: TerrainPiece): PreparedPiece {
  let pp = prepared.get(piece);
  if (!pp) {
    pp = prepareOnce(piece);
    prepared.set(piece, pp);
  }
  return pp;
}

function prepareOnce(piece: TerrainPiece): PreparedPiece {
  return { piece, label: pieceLabel(piece, 'terrain'), ...placedOutline(piece), has: (t) => piece.traits.includes(t) };
}


/** True when the shape overlaps the polygon's area (centre inside, or any edge reaching into the shape). */
function shapeOverlapsPolygon(sh: ConvexShape, reach: number, pp: PreparedPiece): boolean {
  if (sh.cx + reach < pp.minX || sh.cx - reach > pp.maxX || sh.cy + reach < pp.minY || sh.cy - reach > pp.maxY) return false;
  if (pointInPolygonXY(sh.cx, sh.cy, pp.poly)) return true;
  const poly = pp.poly;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const ax = poly[j]![0];
    const ay = poly[j]![1];
    const bx = poly[i]![0];
    const by = poly[i]![1];
    // The shape lies within `reach` of its centre: an edge farther than that cannot touch it (GJK only for the near ones).
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.max(0, Math.min(1, ((sh.cx - ax) * dx + (sh.cy - ay) * dy) / len2)) : 0;
    if (Math.hypot(sh.cx - ax - t * dx, sh.cy - ay - t * dy) > reach + 1e-6) continue;
    loadSegment(SEG, ax, ay, bx, by);
    if (convexDistance(sh, SEG) <= 0) return true;
  }
  return false;
}

/** The signed shortest turn from one facing to another, degrees in (-180, 180]. */
export function facingTurnDeg(fromDeg: number, toDeg: number): number {
  let d = (toDeg - fromDeg) % 360;
  if (d > 180) d -= 360;
  if (d <= -180) d += 360;
  return d;
}

/**
 * The farthest any point of the base is displaced between two placements of it, inches (straight line, start to end;
 * Nuceria's "all parts of the base remain behind the farthest point measured"). Exact for round bases.
 */
export function moveEnvelope(start: PlacedBase, end: PlacedBase): number {
  const turn = (facingTurnDeg(start.facingDeg ?? 0, end.facingDeg ?? 0) * Math.PI) / 180;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const sh = loadBaseShape(MOVER, start);
  if (sh.kind === SHAPE_CIRCLE) return Math.hypot(dx, dy) + 2 * sh.a * Math.abs(Math.sin(turn / 2));
  const c = Math.cos(turn);
  const s = Math.sin(turn);
  const cx = start.x;
  const cy = start.y;
  return maxOverBoundary(sh, (x, y) => {
    const lx = x - cx;
    const ly = y - cy;
    return Math.hypot(cx + dx + lx * c - ly * s - x, cy + dy + lx * s + ly * c - y);
  });
}

/** A move sampled along its length: centre position and facing at parameter u in [0, 1]. */
class MoveSampler {
  readonly pts: Vec2[];
  readonly cum: number[];
  readonly length: number;
  constructor(
    start: Vec2,
    path: readonly Vec2[],
    readonly f0: number,
    readonly turn: number,
    readonly pivotDuring: boolean,
  ) {
    const first = path[0];
    this.pts = first && Math.hypot(first[0] - start[0], first[1] - start[1]) <= 1e-9 ? [...path] : [start, ...path];
    this.cum = [0];
    for (let i = 1; i < this.pts.length; i++)
      this.cum.push(this.cum[i - 1]! + Math.hypot(this.pts[i]![0] - this.pts[i - 1]![0], this.pts[i]![1] - this.pts[i - 1]![1]));
    this.length = this.cum[this.cum.length - 1]!;
  }
  /** Writes x, y, facingDeg at u into PT. */
  at(u: number): void {
    const s = u * this.length;
    let i = 1;
    while (i < this.pts.length - 1 && this.cum[i]! < s) i++;
    const p0 = this.pts[Math.max(0, i - 1)]!;
    const p1 = this.pts[Math.min(i, this.pts.length - 1)]!;
    const seg = this.cum[Math.min(i, this.pts.length - 1)]! - this.cum[Math.max(0, i - 1)]!;
    const t = seg > 0 ? Math.min(1, Math.max(0, (s - this.cum[i - 1]!) / seg)) : 1;
    PT[0] = p0[0] + (p1[0] - p0[0]) * t;
    PT[1] = p0[1] + (p1[1] - p0[1]) * t;
    PT[2] = this.pivotDuring || u >= 1 ? this.f0 + this.turn * u : this.f0;
  }
}

/**
 * The most samples one move's walk takes (a 200" path at 0.05"): longer paths are sampled more coarsely, so the work of
 * a check is bounded whatever the path. No move a ruleset allows comes near it.
 */
export const MAX_MOVE_SAMPLES = 4000;

/** A move refused without walking it: a point that is not a number, or (with a table) a centre off the table. */
function quickRefusal(req: MoveRequest, mv: MoveSampler): MoveCheck | null {
  const points: Vec2[] = [[req.model.x, req.model.y], ...req.path];
  let reason: string | null = null;
  if (points.some((p) => !Number.isFinite(p[0]) || !Number.isFinite(p[1])) || !Number.isFinite(req.endFacingDeg ?? 0))
    reason = 'The move has a position or facing that is not a number';
  else if (req.table) {
    const { widthIn, depthIn } = req.table;
    const off = points.find((p) => p[0] < 0 || p[1] < 0 || p[0] > widthIn || p[1] > depthIn);
    if (off) reason = `Moves off the edge of the battlefield at ${at(off[0], off[1])}`;
  }
  if (!reason) return null;
  const len = Number.isFinite(mv.length) ? mv.length : Infinity;
  return {
    ok: false, reasons: [reason], pathLengthIn: len, farthestTravelIn: len, difficultIn: 0, costIn: len,
    allowanceIn: req.allowanceIn, terrainCrossed: [], dangerousCrossed: [],
  };
}

/**
 * Checks a move and prices it. Never throws for an illegal move: `ok` is false and `reasons` says why, e.g.
 * "Crosses impassable terrain 'Container 2' at (31.2, 12.0)". Terrain and bases are sampled every 0.05" of the
 * centre's path (and of the base's turning), so a clip shallower than that between two samples can be missed.
 */
export function checkMove(req: MoveRequest, rules: MovementRules): MoveCheck {
  const { model } = req;
  const f0 = model.facingDeg ?? 0;
  const turn = req.endFacingDeg === undefined ? 0 : facingTurnDeg(f0, req.endFacingDeg);
  const pivotDuring = rules.pivot === 'counts';
  const mv = new MoveSampler([model.x, model.y], req.path, f0, turn, pivotDuring);
  const reach = baseBoundingRadius(model.base);
  const turnRad = (Math.abs(turn) * Math.PI) / 180;
  // Points that are not numbers, or a centre off the table, are refused before the path is walked: a hostile file's
  // huge coordinate would otherwise be walked in 0.05" steps.
  const quick = quickRefusal(req, mv);
  if (quick) return quick;
  const n = Math.min(MAX_MOVE_SAMPLES, Math.max(1, Math.ceil(mv.length / STEP_IN), pivotDuring ? Math.ceil((reach * turnRad) / STEP_IN) : 0));
  const pieces = (req.terrain ?? []).map(prepare);
  const obstacles = req.obstacles ?? [];
  const flies = req.flies === true;
  const infantry = req.isInfantry !== false;
  const reasons: string[] = [];

  const load = (u: number): ConvexShape => {
    mv.at(u);
    return loadBaseShapeAt(MOVER, model, PT[0]!, PT[1]!, PT[2]!, CONTACT_TOLERANCE_IN);
  };
  // The centre's box test first: most samples are nowhere near most pieces, and loading the base there is not needed.
  const inPiece = (u: number, pp: PreparedPiece): boolean => {
    mv.at(u);
    const x = PT[0]!;
    const y = PT[1]!;
    if (x + reach < pp.minX || x - reach > pp.maxX || y + reach < pp.minY || y - reach > pp.maxY) return false;
    return shapeOverlapsPolygon(load(u), reach, pp);
  };
  const inDifficult = (u: number): boolean =>
    pieces.some((pp) => pp.has('difficult') && shapeOverlapsPolygon(load(u), reach, pp));
  // Beyond the sum of the two bounding circles (the mover's grown by the contact tolerance) the bases cannot touch, so
  // the exact distance is only computed for the obstacles near the path.
  const clearOf = obstacles.map((o) => reach + CONTACT_TOLERANCE_IN + baseBoundingRadius(o.base) + MEASURE_EPSILON_IN);
  const onObstacle = (u: number, o: MoveObstacle, j: number): boolean => {
    mv.at(u);
    if (Math.hypot(PT[0]! - o.x, PT[1]! - o.y) > clearOf[j]!) return false;
    load(u);
    return convexDistance(MOVER, loadBaseShape(OTHER, o)) <= 0;
  };
  /** Refines the first u in (lo, hi] where test turns true, given it is false at lo and true at hi. */
  const firstTrue = (lo: number, hi: number, test: (u: number) => boolean): number => {
    for (let k = 0; k < 30; k++) {
      const mid = (lo + hi) / 2;
      if (test(mid)) hi = mid;
      else lo = mid;
    }
    return hi;
  };

  const startIn = pieces.map((pp) => inPiece(0, pp));
  const startOn = obstacles.map((o, j) => onObstacle(0, o, j));
  const touched = new Set<number>();
  const blocked = new Set<number>();
  const blockedBase = new Set<number>();
  let offTable = false;
  let difficultIn = 0;
  let prevDifficult = inDifficult(0);
  // The centre at every sample, found once: most samples are tested against most pieces and bases only by where the
  // centre is (a box round each piece, a circle round each base), and the base is loaded only where it could touch.
  const X = new Float64Array(n + 1);
  const Y = new Float64Array(n + 1);
  for (let k = 0; k <= n; k++) {
    mv.at(k / n);
    X[k] = PT[0]!;
    Y[k] = PT[1]!;
  }
  const stopEarly = req.firstReasonOnly === true;
  for (let k = 1; k <= n; k++) {
    if (stopEarly && reasons.length > 0) break;
    const u = k / n;
    const u0 = (k - 1) / n;
    const x = X[k]!;
    const y = Y[k]!;
    let nowDifficult = false;
    for (let i = 0; i < pieces.length; i++) {
      const pp = pieces[i]!;
      if (x + reach < pp.minX || x - reach > pp.maxX || y + reach < pp.minY || y - reach > pp.maxY) continue;
      if (!inPiece(u, pp)) continue;
      if (!startIn[i]) touched.add(i);
      if (pp.has('difficult')) nowDifficult = true;
      const forbidden = pp.has('impassable') || (pp.has('obscuring') && rules.obscuring === 'infantry-only' && !infantry);
      if (forbidden && !startIn[i] && !blocked.has(i)) {
        blocked.add(i);
        const uHit = firstTrue(u0, u, (v) => inPiece(v, pp));
        mv.at(uHit);
        reasons.push(
          pp.has('impassable')
            ? `Crosses impassable terrain ${pp.label} at ${at(PT[0]!, PT[1]!)}`
            : `Only infantry may enter obscuring terrain ${pp.label} at ${at(PT[0]!, PT[1]!)}`,
        );
      }
    }
    for (let j = 0; j < obstacles.length; j++) {
      const o = obstacles[j]!;
      if (startOn[j] || blockedBase.has(j) || Math.hypot(x - o.x, y - o.y) > clearOf[j]! || !onObstacle(u, o, j)) continue;
      blockedBase.add(j);
      const uHit = firstTrue(u0, u, (v) => onObstacle(v, o, j));
      mv.at(uHit);
      reasons.push(`Passes over the base of ${pieceLabel(o, 'another model')} at ${at(PT[0]!, PT[1]!)}`);
    }
    // A centre farther from every edge than the base reaches (its bounding radius, the contact tolerance and the
    // measuring epsilon) cannot put any of the base off the table: only bases near an edge are loaded and measured.
    const clearOfEdges =
      req.table !== undefined &&
      x - reach - CONTACT_TOLERANCE_IN >= 0 &&
      y - reach - CONTACT_TOLERANCE_IN >= 0 &&
      x + reach + CONTACT_TOLERANCE_IN <= req.table.widthIn &&
      y + reach + CONTACT_TOLERANCE_IN <= req.table.depthIn;
    if (req.table && !offTable && !clearOfEdges) {
      const sh = load(u);
      const ex = extentAlong(sh, 1, 0) + CONTACT_TOLERANCE_IN;
      const ey = extentAlong(sh, 0, 1) + CONTACT_TOLERANCE_IN;
      const eps = MEASURE_EPSILON_IN;
      if (sh.cx - ex < -eps || sh.cy - ey < -eps || sh.cx + ex > req.table.widthIn + eps || sh.cy + ey > req.table.depthIn + eps) {
        offTable = true;
        reasons.push(`Moves off the edge of the battlefield at ${at(sh.cx, sh.cy)}`);
      }
    }
    // Length of centre path spent in difficult terrain, with the crossings located by bisection.
    const stepLen = mv.length / n;
    if (prevDifficult && nowDifficult) difficultIn += stepLen;
    else if (prevDifficult !== nowDifficult) {
      const uEdge = firstTrue(u0, u, (v) => inDifficult(v) === nowDifficult);
      difficultIn += (nowDifficult ? u - uEdge : uEdge - u0) * mv.length;
    }
    prevDifficult = nowDifficult;
  }

  const farthestTravelIn = pivotDuring && turn !== 0 ? farthestTravel(mv, model, n) : mv.length;
  const crossed = [...touched].map((i) => pieces[i]!);
  const difficultHit = crossed.filter((pp) => pp.has('difficult'));
  const envHit = crossed.some((pp) => pp.has('environmental'));
  const allowanceIn =
    rules.environmental === 'halve-round-up' && envHit && !flies ? Math.ceil(req.allowanceIn / 2) : req.allowanceIn;
  const extra = rules.difficultCost === 'double' && !flies ? difficultIn : 0;
  const costIn = farthestTravelIn + extra;
  if (req.isRun && rules.runThroughDifficult === 'forbidden' && difficultHit.length > 0)
    reasons.push(`Cannot Run through difficult terrain ${difficultHit[0]!.label}`);
  if (costIn > allowanceIn + 1e-6) {
    const why = [
      extra > 0 ? `difficult terrain adds ${fmt(extra)}` : '',
      allowanceIn !== req.allowanceIn ? `environmental terrain halves ${fmt(req.allowanceIn)} to ${fmt(allowanceIn)}` : '',
    ].filter(Boolean);
    reasons.push(`Moves ${fmt(costIn)} but only ${fmt(allowanceIn)} is allowed${why.length ? ` (${why.join('; ')})` : ''}`);
  }
  return {
    ok: reasons.length === 0,
    reasons,
    pathLengthIn: mv.length,
    farthestTravelIn,
    difficultIn,
    costIn,
    allowanceIn,
    terrainCrossed: crossed.map((pp) => pp.piece.id),
    dangerousCrossed: crossed.filter((pp) => pp.has('dangerous')).map((pp) => pp.piece.id),
  };
}

/** Longest path travelled by any point of the base while it moves and turns (hull corners; 256 points on curves). */
function farthestTravel(mv: MoveSampler, model: PlacedBase, n: number): number {
  const sh = loadBaseShapeAt(OTHER, model, 0, 0, 0);
  const X = new Float64Array(n + 1);
  const Y = new Float64Array(n + 1);
  const C = new Float64Array(n + 1);
  const S = new Float64Array(n + 1);
  for (let k = 0; k <= n; k++) {
    mv.at(k / n);
    const t = (PT[2]! * Math.PI) / 180;
    X[k] = PT[0]!;
    Y[k] = PT[1]!;
    C[k] = Math.cos(t);
    S[k] = Math.sin(t);
  }
  const m = sh.kind === SHAPE_RECT ? 4 : 256;
  let best = 0;
  for (let p = 0; p < m; p++) {
    let lx: number, ly: number;
    if (sh.kind === SHAPE_RECT) {
      lx = p === 1 || p === 2 ? sh.a : -sh.a;
      ly = p >= 2 ? sh.b : -sh.b;
    } else {
      lx = sh.a * Math.cos((2 * Math.PI * p) / m);
      ly = sh.b * Math.sin((2 * Math.PI * p) / m);
    }
    let total = 0;
    for (let k = 1; k <= n; k++) {
      const dx = X[k]! - X[k - 1]! + lx * (C[k]! - C[k - 1]!) - ly * (S[k]! - S[k - 1]!);
      const dy = Y[k]! - Y[k - 1]! + lx * (S[k]! - S[k - 1]!) + ly * (C[k]! - C[k - 1]!);
      total += Math.hypot(dx, dy);
    }
    best = Math.max(best, total);
  }
  return best;
}
