// The tabletop kit: where a game's models may stand (on the table, out of impassable terrain, no base on another base),
// straight paths, formations, the positions an action gives, roll-offs. Every ruleset stands its models through here.
import { baseBoundingRadius } from '../../bases';
import { placedOutline } from '../../geometry/placement';
import { circleOverlapsPolygon } from '../../geometry/polygon';
import { convexDistance } from '../../measure/gjk';
import { loadBaseShape, makeShape } from '../../measure/shapes';
import type { PlacedBase } from '../../types';
import { makeTerrain } from '../../terrain/library';
import type { TerrainPiece, TerrainTrait, Vec2 } from '../../types';
import { IllegalActionError, type GameAction, type GameContext, type GameModel, type GameSetup, type ModelPosition, type PlayerIndex } from '../types';

/** Bases touching are not overlapping: overlaps deeper than this count. */
export const OVERLAP_TOLERANCE_IN = 0.01;

const SA = makeShape();
const SB = makeShape();

/**
 * Whether two placed bases overlap in plan by more than `toleranceIn` (bases that touch do not). edgeDistance cannot tell:
 * it is 0 for touching and overlapping bases alike. Circles are exact; ovals and hulls use GJK on the shrunk shape.
 */
export function basesOverlap(a: PlacedBase, b: PlacedBase, toleranceIn = OVERLAP_TOLERANCE_IN): boolean {
  const reach = baseBoundingRadius(a.base) + baseBoundingRadius(b.base);
  const gap = Math.hypot(a.x - b.x, a.y - b.y);
  if (gap >= reach - toleranceIn) return false;
  if (a.base.kind === 'round' && b.base.kind === 'round') return true;
  return convexDistance(loadBaseShape(SA, a, toleranceIn), loadBaseShape(SB, b)) <= 0;
}

interface Board {
  readonly setup: GameSetup;
  readonly models: readonly GameModel[];
}

export const placedAt = <M extends GameModel>(m: M, p: ModelPosition): M => ({ ...m, x: p.x, y: p.y, facingDeg: p.facingDeg ?? m.facingDeg });

/** On the table, out of impassable terrain, off every base not in `moving` (whose new places are given). Null when fine. */
export function standingProblem(d: Board, m: GameModel, p: ModelPosition, moving: ReadonlyMap<string, ModelPosition>): string | null {
  const r = baseBoundingRadius(m.base);
  const { widthIn, depthIn } = d.setup.layout.table;
  if (p.x - r < -1e-9 || p.y - r < -1e-9 || p.x + r > widthIn + 1e-9 || p.y + r > depthIn + 1e-9) return `${m.name} would stand off the table at (${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;
  for (const piece of d.setup.layout.terrain) {
    if (!piece.traits.includes('impassable')) continue;
    const f = placedOutline(piece);
    // A base whose box misses the footprint's box cannot overlap the footprint.
    if (p.x + r < f.minX || p.x - r > f.maxX || p.y + r < f.minY || p.y - r > f.maxY) continue;
    if (circleOverlapsPolygon(p.x, p.y, r, f.poly, OVERLAP_TOLERANCE_IN)) return `${m.name} cannot stand in impassable terrain ${piece.name ?? piece.id}`;
  }
  const here = placedAt(m, p);
  for (const o of d.models) {
    if (!o.onTable || o.id === m.id) continue;
    const op = moving.get(o.id);
    // basesOverlap's own first test, made before the placed copy: most bases on the table are nowhere near.
    if (Math.hypot(p.x - (op ?? o).x, p.y - (op ?? o).y) >= r + baseBoundingRadius(o.base) - OVERLAP_TOLERANCE_IN) continue;
    const there = op ? placedAt(o, op) : o;
    if (basesTouchVertically(here, there) && basesOverlap(here, there)) return `${m.name} (${m.id}) would stand on the base of ${o.name} (${o.id})`;
  }
  return null;
}

/**
 * A unit placed on the table (deployed, arriving from reserves): each model's own placing rule first (`where`: its zone,
 * a table edge; null when it may stand there), then standingProblem. The first refusal, or null when every model may stand.
 */
export function placementProblem(d: Board, models: readonly GameModel[], moved: ReadonlyMap<string, ModelPosition>, where: (m: GameModel, p: ModelPosition) => string | null = () => null): string | null {
  // The models being placed count as on the table, so two of them on one spot are refused too.
  const placing: Board = { setup: d.setup, models: d.models.map((o) => (!o.onTable && moved.has(o.id) ? { ...o, onTable: true } : o)) };
  for (const m of models) {
    const p = moved.get(m.id);
    if (!p) return `Place every model: ${m.name} (${m.id}) has no position`;
    const problem = where(m, p) ?? standingProblem(placing, m, p, moved);
    if (problem) return problem;
  }
  return null;
}

/**
 * Whether two models stand at heights where their bases could touch (SPEC-NOTES: both on the table, or on the same floor of
 * a ruin): the higher one's base is below the top of the lower one.
 */
export function basesTouchVertically(a: { readonly z: number; readonly heightIn: number }, b: { readonly z: number; readonly heightIn: number }): boolean {
  const [low, high] = a.z <= b.z ? [a, b] : [b, a];
  return high.z - low.z < Math.max(low.heightIn, 0.01);
}

/** Every pair of models on the table whose bases overlap (by more than the contact tolerance), named: empty when none. */
export function overlappingBases(models: readonly GameModel[]): string[] {
  const on = models.filter((m) => m.onTable);
  const out: string[] = [];
  for (let i = 0; i < on.length; i++)
    for (let j = i + 1; j < on.length; j++) {
      const a = on[i]!;
      const b = on[j]!;
      if (basesTouchVertically(a, b) && basesOverlap(a, b)) out.push(`${a.name} (${a.id}) stands on the base of ${b.name} (${b.id})`);
    }
  return out;
}

export function segmentPointDistance(a: Vec2, b: Vec2, x: number, y: number): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / len2)) : 0;
  return Math.hypot(x - a[0] - t * dx, y - a[1] - t * dy);
}

/**
 * A straight move: not through enemy bases (nor, with `friendsBlock`, through the bases of friends outside `ownUnit`), not
 * through impassable terrain (sampled every 0.25"). Bases by their round bounds. Null when fine.
 */
export function straightPathProblem(d: Board, m: GameModel, to: ModelPosition, friendsBlock: { readonly ownUnit: ReadonlySet<string> } | null = null): string | null {
  const r = baseBoundingRadius(m.base);
  const a: Vec2 = [m.x, m.y];
  const b: Vec2 = [to.x, to.y];
  for (const e of d.models) {
    if (!e.onTable || e.id === m.id || (e.player === m.player && (!friendsBlock || friendsBlock.ownUnit.has(e.id)))) continue;
    if (segmentPointDistance(a, b, e.x, e.y) < r + baseBoundingRadius(e.base) - OVERLAP_TOLERANCE_IN) return `${m.name} cannot move through ${e.player === m.player ? 'the friend' : 'the enemy'} ${e.name} (${e.id})`;
  }
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (!Number.isFinite(len)) return `${m.name} cannot move to a position that is not a number of inches`;
  // At most 4,000 samples (a 1,000" move at 0.25"): the work is bounded whatever the positions say.
  const steps = Math.min(4000, Math.ceil(len / 0.25));
  for (const t of d.setup.layout.terrain) {
    if (!t.traits.includes('impassable')) continue;
    // The piece's outline is kept with it (placedOutline); a path whose box, widened by the base, misses the outline's box
    // cannot overlap it anywhere along the way.
    const f = placedOutline(t);
    if (Math.max(a[0], b[0]) + r < f.minX || Math.min(a[0], b[0]) - r > f.maxX || Math.max(a[1], b[1]) + r < f.minY || Math.min(a[1], b[1]) - r > f.maxY) continue;
    for (let i = 1; i < steps; i++) {
      const u = i / steps;
      if (circleOverlapsPolygon(a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u, r, f.poly, OVERLAP_TOLERANCE_IN)) return `${m.name} cannot move through impassable terrain ${t.name ?? t.id}`;
    }
  }
  return null;
}

/** Every model moved by the same (dx, dy), rounded to the thousandth of an inch. */
export function translatedPositions(models: readonly GameModel[], dx: number, dy: number): Map<string, ModelPosition> {
  const r3 = (v: number) => Math.round(v * 1000) / 1000;
  return new Map(models.map((m) => [m.id, { x: r3(m.x + dx), y: r3(m.y + dy) }]));
}

/** A block of models around (cx, cy): up to `perRow` abreast with `gapIn` between bases, facing +y (1) or -y (-1). */
export function blockFormation(models: readonly GameModel[], cx: number, cy: number, towardsY: 1 | -1, perRow = 5, gapIn = 0.5): Map<string, ModelPosition> {
  const r3 = (v: number) => Math.round(v * 1000) / 1000;
  const spacing = 2 * Math.max(...models.map((m) => baseBoundingRadius(m.base))) + gapIn;
  const cols = Math.min(models.length, perRow);
  const rows = Math.ceil(models.length / cols);
  const out = new Map<string, ModelPosition>();
  models.forEach((m, i) => {
    const c = i % cols;
    const r = Math.floor(i / cols);
    out.set(m.id, { x: r3(cx + (c - (cols - 1) / 2) * spacing), y: r3(cy - towardsY * (r - (rows - 1) / 2) * spacing), facingDeg: towardsY === 1 ? 90 : 270 });
  });
  return out;
}

/**
 * The `positions` of an action for the given models: each {x, y, facingDeg?} finite, each id one of `models`. With `all`,
 * every model needs one. Throws IllegalActionError in players' words.
 */
export function readUnitPositions(a: GameAction, models: readonly GameModel[], all = false, what = 'this unit'): Map<string, ModelPosition> {
  const given = a.positions;
  if (!given || typeof given !== 'object') throw new IllegalActionError("Give the models' positions as {modelId: {x, y}} in inches.", a);
  const ids = new Set(models.map((m) => m.id));
  const out = new Map<string, ModelPosition>();
  const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
  for (const [id, p] of Object.entries(given)) {
    if (!ids.has(id)) throw new IllegalActionError(`${id} is not a model of ${what}.`, a);
    if (!p || !finite(p.x) || !finite(p.y) || (p.facingDeg !== undefined && !finite(p.facingDeg))) throw new IllegalActionError(`Give the position of ${id} as {x, y} in inches.`, a);
    out.set(id, p);
  }
  if (all) for (const m of models) if (!out.has(m.id)) throw new IllegalActionError(`Place every model of ${what}: ${m.id} has no position.`, a);
  return out;
}

/** "Roll off": 1d6 each, ties rerolled; the higher wins (each roll logged with its faces). */
export function rollOff(ctx: GameContext, why: string): PlayerIndex {
  for (let i = 0; i < 100; i++) {
    const [a, b] = ctx.roll(2, `${why} (Player 1, Player 2)`);
    if (a !== b) return a! > b! ? 0 : 1;
  }
  return 0;
}

/** Terrain pieces and their twins turned 180 degrees about the table centre: a rotationally symmetric layout. */
export function rotationalTwins(table: { widthIn: number; depthIn: number }, half: readonly { kind: string; x: number; y: number; rotationDeg?: number; name?: string; traits?: readonly TerrainTrait[] }[]): TerrainPiece[] {
  const out: TerrainPiece[] = [];
  for (const h of half) {
    const rot = h.rotationDeg ?? 0;
    const extra = h.traits ? { traits: h.traits } : {};
    out.push(makeTerrain(h.kind, { id: `${h.kind}-a`, x: h.x, y: h.y, rotationDeg: rot, ...(h.name ? { name: `${h.name} A` } : {}), ...extra }));
    out.push(makeTerrain(h.kind, { id: `${h.kind}-b`, x: table.widthIn - h.x, y: table.depthIn - h.y, rotationDeg: (rot + 180) % 360, ...(h.name ? { name: `${h.name} B` } : {}), ...extra }));
  }
  return out;
}

/**
 * A distance over a limit, in words players can check: one decimal, or as many as it takes (up to three) for the two to
 * differ, so a move 0.02" too long never reads "would need 6.0" and has 6.0"". Returns [over, limit].
 */
export function overLimitInches(over: number, limit: number): [string, string] {
  for (const digits of [1, 2, 3]) if (over.toFixed(digits) !== limit.toFixed(digits) || digits === 3) return [over.toFixed(digits), limit.toFixed(digits)];
  return [over.toFixed(3), limit.toFixed(3)];
}
