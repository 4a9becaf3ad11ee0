// Playing random games for the property test and the bench: deep-freeze, invariants, a uniform random player.
import {
  GameFileError,
  GameSetupError,
  IllegalActionError,
  applyAction,
  baseBoundingRadius,
  baseContains,
  baseOutline,
  edgeDistance,
  gameResult,
  gamePlugin,
  legalActions,
  placedFootprint,
  pointInPolygonXY,
  sampleGameSetup,
  seededRandom,
  seededSource,
  createDiceState,
  createGame,
  type GameState,
} from '../../../engine/index';

export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o as object)) deepFreeze(v);
  }
  return o;
}

/** Distance from a point to a polygon's boundary (slow and plain, for the invariant). */
function edgeGapToPolygon(x: number, y: number, poly: readonly (readonly [number, number])[]): number {
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [ax, ay] = poly[j]!;
    const [bx, by] = poly[i]!;
    const dx = bx - ax, dy = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return best;
}

/**
 * Two bases on the same level overlapping by more than `tol` (plain and slow, independent of the engine's GJK): round
 * pairs by their centres; otherwise 128 points of one outline pulled `tol` towards its centre, any inside the other.
 * (edgeDistance cannot tell: it is 0 for touching and overlapping bases alike.)
 */
function overlapDeeperThan(a: GameState['models'][number], b: GameState['models'][number], tol: number): boolean {
  const [low, high] = a.z <= b.z ? [a, b] : [b, a];
  if (high.z - low.z >= Math.max(low.heightIn, 0.01)) return false;
  if (a.base.kind === 'round' && b.base.kind === 'round') return Math.hypot(a.x - b.x, a.y - b.y) < baseBoundingRadius(a.base) + baseBoundingRadius(b.base) - tol;
  if (baseContains(b, [a.x, a.y]) || baseContains(a, [b.x, b.y])) return true;
  const inside = (p: typeof a, q: typeof a) =>
    baseOutline(p, 128).some(([x, y]) => {
      const d = Math.hypot(x - p.x, y - p.y);
      const k = d > tol ? (d - tol) / d : 0;
      return baseContains(q, [p.x + (x - p.x) * k, p.y + (y - p.y) * k]);
    });
  return inside(a, b) || inside(b, a);
}

export function invariantProblems(s: GameState): string[] {
  const out: string[] = [];
  const { widthIn, depthIn } = s.setup.layout.table;
  const on = s.models.filter((m) => m.onTable);
  for (const m of on) {
    const r = baseBoundingRadius(m.base);
    if (m.x - r < -1e-6 || m.y - r < -1e-6 || m.x + r > widthIn + 1e-6 || m.y + r > depthIn + 1e-6) out.push(`${m.id} off the table at (${m.x}, ${m.y})`);
    if (!(m.wounds >= 1 && m.wounds <= m.maxWounds)) out.push(`${m.id} has ${m.wounds} wounds of ${m.maxWounds}`);
    for (const t of s.setup.layout.terrain) {
      if (!t.traits.includes('impassable')) continue;
      const poly = placedFootprint(t);
      if (pointInPolygonXY(m.x, m.y, poly) || edgeGapToPolygon(m.x, m.y, poly) < r - 0.02) out.push(`${m.id} inside impassable ${t.id}`);
    }
  }
  for (let i = 0; i < on.length; i++)
    for (let j = i + 1; j < on.length; j++) if (overlapDeeperThan(on[i]!, on[j]!, 0.011)) out.push(`${on[i]!.id} overlaps ${on[j]!.id}`);
  return out;
}

export function playRandomGame(rulesetId: string, seed: number, check = true): { state: GameState; actions: number } {
  let s = createGame(sampleGameSetup(rulesetId, seed));
  const pick = seededSource(createDiceState(seed * 31 + 7));
  const maxRounds = gamePlugin(rulesetId)!.maxRounds;
  let n = 0;
  while (!gameResult(s)) {
    const la = legalActions(s);
    if (la.length === 0) throw new Error(`seed ${seed}: no legal action for player ${s.toAct} in ${s.phase}`);
    const a = la[pick.die(la.length) - 1]!;
    // "Every action in it is legal": now and then every offered action is applied, not only the one picked.
    if (check && n % 20 === 10) for (const other of la) applyAction(s, other);
    if (check) {
      // The input is deep-frozen, so any write to it throws (ES modules are strict); every 25th action is also
      // compared as text before and after, in case a write were swallowed.
      const before = n % 25 === 0 ? JSON.stringify(s) : '';
      deepFreeze(s);
      const next = applyAction(s, a);
      if (before && JSON.stringify(s) !== before) throw new Error(`seed ${seed}: applyAction changed its input`);
      s = next;
      const bad = invariantProblems(s);
      if (bad.length) throw new Error(`seed ${seed} after action ${n} ${JSON.stringify(a)}: ${bad.join('; ')}`);
      if (s.round > maxRounds) throw new Error(`seed ${seed}: round ${s.round} is past the game length ${maxRounds}`);
    } else s = applyAction(s, a);
    n++;
    if (n > 20000) throw new Error(`seed ${seed}: the game did not end`);
  }
  return { state: s, actions: n };
}

/** The error of class `kind` that `fn` throws (any other error is rethrown; none at all fails the test). */
function thrownBy<E extends Error>(fn: () => unknown, kind: new (...args: never[]) => E): E {
  try {
    fn();
  } catch (e) {
    if (e instanceof kind) return e;
    throw e;
  }
  throw new Error(`expected a ${kind.name}`);
}

/** Runs `fn`, which must refuse with a GameSetupError (anything else is rethrown), and returns that error. */
export const setupError = (fn: () => unknown): GameSetupError => thrownBy(fn, GameSetupError);

/** The reason of the IllegalActionError `fn` throws (fails the test when it throws nothing or something else). */
export const illegalReason = (fn: () => unknown): string => thrownBy(fn, IllegalActionError).reason;

/** A game some way in: `n` actions chosen by a seeded uniform player. */
export function gameAfter(rulesetId: string, seed: number, n: number): GameState {
  let s = createGame(sampleGameSetup(rulesetId, seed));
  const pick = seededRandom(seed * 7 + 1);
  for (let i = 0; i < n && !s.result; i++) {
    const acts = legalActions(s);
    s = applyAction(s, acts[Math.floor(pick() * acts.length)]!);
  }
  return s;
}

/** The GameFileError `fn` throws (any other error is rethrown; none at all fails the test). */
export const gameFileError = (fn: () => unknown): GameFileError => thrownBy(fn, GameFileError);
