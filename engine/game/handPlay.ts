// Playing on the table by hand (issue 23): a unit dropped from the roster lands in a legal formation round the drop point;
// a unit dragged as a unit flows round what it cannot cross; the whole move is judged by applyAction as one action.
// Ruleset-neutral: it reads actions through actionMeaning and the ruleset's handMoves, and asks applyAction for verdicts.
import { baseBoundingRadius } from '../bases';
import { coherentBlock } from '../measure/formation';
import { edgeDistance } from '../measure/distance';
import { distanceToPolygonEdge, pointInPolygonXY } from '../geometry/polygon';
import type { CoherencyRule } from '../measure/coherency';
import { applyAction, legalActions } from './core';
import { judgeMove } from './judge';
import { standingProblem, straightPathProblem } from './kit/standing';
import { actionMeaning } from './meaning';
import { gamePlugin } from './registry';
import { IllegalActionError, type ActionRole, type GameAction, type GameModel, type GameState, type ModelPosition } from './types';

const r3 = (v: number): number => Math.round(v * 1000) / 1000;

/** A move a unit may make by hand now: the action without positions, and what it is. */
export interface HandMove {
  readonly action: GameAction;
  readonly role: ActionRole;
  readonly words: string;
}

const withoutPositions = (a: GameAction): GameAction => {
  const { positions: _placed, ...rest } = a;
  return rest;
};

/** An action's fields in a fixed order, so the same kind spelt in another key order is one kind. */
const canonicalKey = (a: GameAction): string => JSON.stringify(Object.keys(a).sort().map((k) => [k, a[k as keyof GameAction]]));

/**
 * The moves `unit` may make by hand now: every offered action that places its models (without its positions), and the
 * kinds the ruleset's handMoves names beside them (a charge at a unit in reach where no contact spot was sampled, a move
 * where every sampled stride was blocked).
 */
export function handMoves(state: GameState, unit: string): readonly HandMove[] {
  // A state never changes, so its hand moves are worked out once per unit (a drag asks for them many times).
  let known = handMovesOf.get(state);
  if (!known) handMovesOf.set(state, (known = new Map()));
  let moves = known.get(unit);
  if (!moves) known.set(unit, (moves = Object.freeze(handMovesNow(state, unit))));
  return moves;
}

const handMovesOf = new WeakMap<GameState, Map<string, readonly HandMove[]>>();

function handMovesNow(state: GameState, unit: string): HandMove[] {
  if (state.result || state.toAct === null) return [];
  const plugin = gamePlugin(state.rulesetId);
  // Each move's meaning is read with its positions where the offer has them (a move may name its unit only by its models).
  const offered = legalActions(state)
    .filter((a) => a.positions && Object.keys(a.positions).length > 0 && actionMeaning(state, a).unit === unit)
    .map((a) => ({ skeleton: withoutPositions(a), full: a }));
  const named = (plugin?.handMoves?.(state, unit) ?? []).map((a) => ({ skeleton: a, full: a }));
  const seen = new Set<string>();
  const out: HandMove[] = [];
  for (const { skeleton, full } of [...named, ...offered]) {
    const key = canonicalKey(skeleton);
    if (seen.has(key)) continue;
    seen.add(key);
    const m = actionMeaning(state, full);
    out.push({ action: skeleton, role: m.role, words: m.words });
  }
  return out;
}

/** How far one kind of hand move may carry each model of a unit, for drawing round it during a drag. */
export interface HandReach {
  readonly role: ActionRole;
  /** The kind in players' words with its reach: 'Move 6"', 'Run 8"', 'Charge up to 12" (2d6)'. */
  readonly label: string;
  readonly reachIn: number;
}

const kindWords = (type: string): string => type.charAt(0).toUpperCase() + type.slice(1).replace(/-/g, ' ');
const inches = (v: number): string => `${Number.isInteger(v) ? v : v.toFixed(1)}"`;

/**
 * The reach of each kind of move `unit` may make by hand now (move, charge, or an attack that moves models first): the
 * allowance the referee's move check counts against (judgeMove with every model staying put), or where dice decide the
 * distance the most they can give (the ruleset's handReach). One entry per kind and distance, shortest first.
 */
export function handReach(state: GameState, unit: string): HandReach[] {
  const openings = openingsFor(state, unit);
  if (openings.length) {
    // Every opening's reach (a walk's and a run's), each kind and distance once; where there are several, each named by
    // its order ("Activate Ranged Hero: Run" -> 'Run: Move 8"').
    const order = (o: Opening): string | null => (openings.length > 1 && o.words.includes(': ') ? o.words.slice(o.words.lastIndexOf(': ') + 2) : null);
    const all = openings.flatMap((o) => handReach(o.state, unit).map((r) => (order(o) ? { ...r, label: `${order(o)}: ${r.label}` } : r)));
    return all.filter((r, i) => all.findIndex((q) => q.label === r.label) === i).sort((a, b) => a.reachIn - b.reachIn);
  }
  const plugin = gamePlugin(state.rulesetId);
  const stay = Object.fromEntries(state.models.filter((m) => m.unit === unit && m.onTable).map((m) => [m.id, { x: m.x, y: m.y, facingDeg: m.facingDeg }]));
  if (Object.keys(stay).length === 0) return [];
  const out: HandReach[] = [];
  for (const h of handMoves(state, unit)) {
    if (!TABLE_DRAG_ROLES.includes(h.role)) continue;
    const type = String(h.action.type);
    const allowance = judgeMove(state, { ...h.action, positions: stay })?.allowanceIn ?? null;
    const dice = allowance === null ? (plugin?.handReach?.(state, h.action) ?? null) : null;
    const reachIn = allowance ?? dice?.reachIn;
    if (reachIn === undefined || !(reachIn > 0)) continue;
    const label = dice ? `${dice.name ?? kindWords(type)} up to ${inches(reachIn)}${dice.words ? ` (${dice.words})` : ''}` : `${kindWords(type)} ${inches(reachIn)}`;
    if (!out.some((r) => r.label === label)) out.push({ role: h.role, label, reachIn });
  }
  return out.sort((a, b) => a.reachIn - b.reachIn);
}

/**
 * The roles of a unit dragged on the table: a move, a charge, or an attack that moves models first (a fight's Pile In).
 * A unit dropped from the roster is a deployment.
 */
export const TABLE_DRAG_ROLES: readonly ActionRole[] = ['move', 'charge', 'attack'];

/** An action that opens a unit's moves by hand, the state after it, and its words. */
export interface Opening {
  readonly action: GameAction;
  readonly state: GameState;
  readonly words: string;
}

/**
 * The actions that open a unit's moves by hand where none is open now: in AltHammer, Nuceria and Hammer Wars a unit
 * moves only once activated ("Activate Ash Brutes"; Hammer Wars: "Activate Ranged Hero: Walk" or "... Run"), so a unit
 * dragged before that is activated first, as a player at the table picks the unit up to activate it. Each is a legal
 * choice of that unit without positions that throws no dice, after which the same player is still to act and the unit
 * has a move of `roles` open; in the engine's order. Empty where a move is open already, or none opens one.
 */
export function openingsFor(state: GameState, unit: string, roles: readonly ActionRole[] = TABLE_DRAG_ROLES): Opening[] {
  if (state.result || state.toAct === null) return [];
  if (handMoves(state, unit).some((h) => roles.includes(h.role))) return [];
  const out: Opening[] = [];
  for (const a of legalActions(state)) {
    if (a.positions) continue;
    const m = actionMeaning(state, a);
    if (m.unit !== unit || m.role !== 'choice') continue;
    const next = applyAction(state, a);
    // A choice that throws dice (HamWarmer's Morale test, whose failure opens a retreat) is a decision of its own, not
    // the picking up of a unit: never played for a drag.
    if (next.log.slice(state.log.length).some((l) => l.kind === 'roll')) continue;
    if (next.toAct === state.toAct && handMoves(next, unit).some((h) => roles.includes(h.role))) out.push({ action: a, state: next, words: m.words });
  }
  return out;
}

/**
 * `judge` after each opening in turn (a walk before a run): the first the rules accept where the models stand as they
 * were put (else the first the rules accept, flowed or stopped short), with its opening played first and named first;
 * none accepted, the last one's refusal (the opening that carries the unit farthest, in the engine's order). `openings`
 * is not empty.
 */
function withOpenings<T extends { readonly verdict: HandVerdict; readonly adjusted?: string | null }>(openings: readonly Opening[], judge: (state: GameState) => T): T {
  const results = openings.map((o) => ({ o, r: judge(o.state) }));
  const chosen = results.find((x) => x.r.verdict.ok && !x.r.adjusted) ?? results.find((x) => x.r.verdict.ok);
  if (!chosen) return results[results.length - 1]!.r;
  const { o, r } = chosen;
  return r.verdict.ok ? { ...r, verdict: { ...r.verdict, opening: o.action, words: `${o.words}, then ${r.verdict.words}` } } : r;
}

/** The verdict on a move made by hand: the action that is played, or each way it was tried and why it was refused. */
export type HandVerdict =
  | {
      readonly ok: true;
      readonly action: GameAction;
      readonly words: string;
      /** Played first, where the move is open only after it ("Activate X" in AltHammer, Nuceria and Hammer Wars): see openingsFor. */
      readonly opening?: GameAction;
    }
  | {
      readonly ok: false;
      readonly reason: string;
      readonly tried: readonly { readonly words: string; readonly reason: string }[];
      /** The first kind tried with these positions (the one whose refusal is `reason`), for the readout's figures. */
      readonly first?: GameAction;
    };

const ORDER: Readonly<Record<ActionRole, number>> = { charge: 0, move: 1, deploy: 2, attack: 3, reaction: 4, choice: 5, pass: 6 };

/** Whether any of `positions` puts a model within `gapIn` of an enemy model (in contact, for a charge). */
function endsInContact(state: GameState, positions: Readonly<Record<string, ModelPosition>>, gapIn = 0.5): boolean {
  for (const [id, p] of Object.entries(positions)) {
    const m = state.models.find((x) => x.id === id);
    if (!m) continue;
    const at = { ...m, x: p.x, y: p.y };
    if (state.models.some((e) => e.onTable && e.player !== m.player && edgeDistance(at, e) <= gapIn)) return true;
  }
  return false;
}

/** Whether key `a` sorts before key `b`, compared element by element. */
function lexicallyBefore(a: readonly number[], b: readonly number[]): boolean {
  const k = a.findIndex((v, i) => v !== b[i]);
  return k >= 0 && a[k]! < b[k]!;
}

/** The closest any of `positions` puts a model to a model of unit `target` (0 for an action without a unit target). */
function targetGap(state: GameState, positions: Readonly<Record<string, ModelPosition>>, target: unknown): number {
  const theirs = state.models.filter((e) => e.onTable && e.unit === target);
  if (theirs.length === 0) return 0;
  let best = Number.POSITIVE_INFINITY;
  for (const [id, p] of Object.entries(positions)) {
    const m = state.models.find((x) => x.id === id);
    if (m) for (const e of theirs) best = Math.min(best, edgeDistance({ ...m, x: p.x, y: p.y }, e));
  }
  return best;
}

/**
 * Judges `positions` (where the player put some or all of `unit`'s models) as one action: each hand move open to the unit
 * with these positions, a charge first when a model ends in contact with an enemy, else a move first; the first the rules
 * accept is the verdict. Refused: the reason of the kind the player most likely meant, and every kind tried.
 */
export function judgeHandMove(state: GameState, unit: string, positions: Readonly<Record<string, ModelPosition>>, roles?: readonly ActionRole[]): HandVerdict {
  const contact = endsInContact(state, positions);
  const moves = handMoves(state, unit)
    .filter((h) => !roles || roles.includes(h.role))
    .sort((a, b) => (contact ? ORDER[a.role] - ORDER[b.role] : (a.role === 'charge' ? 1 : 0) - (b.role === 'charge' ? 1 : 0) || ORDER[a.role] - ORDER[b.role]));
  if (moves.length === 0) {
    // Not yet activated: judged as activated first (the opening is played before the move).
    const openings = openingsFor(state, unit, roles ?? TABLE_DRAG_ROLES);
    if (openings.length) return withOpenings(openings, (opened) => ({ verdict: judgeHandMove(opened, unit, positions, roles) })).verdict;
    return { ok: false, reason: `No move is open to this unit now (${state.phase}).`, tried: [] };
  }
  const tried: { words: string; reason: string }[] = [];
  const accepted: { action: GameAction; words: string; key: readonly number[] }[] = [];
  moves.forEach((h, i) => {
    const action: GameAction = { ...h.action, positions };
    try {
      applyAction(state, action);
      // Of the kinds that accept it: in contact, a charge first; then the kind listed first (a move before a charge); of
      // one kind, the charge at the unit the models end closest to (the one the player dragged them at), then the plainest
      // (the smallest allowance: a move before a run or an advance, which cost the unit something later).
      const roleRank = contact ? ORDER[h.role] : moves.findIndex((x) => x.role === h.role);
      const allowance = judgeMove(state, action)?.allowanceIn ?? Number.POSITIVE_INFINITY;
      accepted.push({ action, words: h.words, key: [roleRank, targetGap(state, positions, action.target), allowance, i] });
    } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
      tried.push({ words: h.words, reason: e.reason });
    }
  });
  if (accepted.length) {
    const best = accepted.reduce((a, b) => (lexicallyBefore(b.key, a.key) ? b : a));
    return { ok: true, action: best.action, words: best.words };
  }
  return { ok: false, reason: tried[0]!.reason, tried, first: { ...moves[0]!.action, positions } };
}

/** Whether model `m` may stand at `p` with `placed` already decided, and (with `paths`) get there in a straight line. */
function freeAt(state: GameState, m: GameModel, p: ModelPosition, placed: ReadonlyMap<string, ModelPosition>, unitIds: ReadonlySet<string>, paths: boolean): boolean {
  // Unit mates not yet placed are in motion too: they do not block.
  const board = { setup: state.setup, models: state.models.filter((o) => !unitIds.has(o.id) || placed.has(o.id)) };
  if (standingProblem(board, m, p, placed) !== null) return false;
  if (!paths) return true;
  // A friend's base stops the way where the ruleset says so (HamWarmer); the unit's own models never do.
  const friendsBlock = gamePlugin(state.rulesetId)?.friendsBlockMove?.(state, m.unit) ? { ownUnit: unitIds } : null;
  return straightPathProblem(board, m, p, friendsBlock) === null;
}

/**
 * A unit dragged by (dx, dy): each model goes by the same offset where it can stand and get to; one that cannot (a wall,
 * another base, the table edge) takes the free spot nearest its place along the way (back along its path, then in rings
 * round it), leading models first. Positions keep facings; coordinates in thousandths of an inch. With `paths: false` a
 * spot need only be one the model may stand on: the way there is left to the judge of the kind of move (a consolidation
 * may end nearer an enemy than a plain move may pass).
 */
export function flowFormation(state: GameState, unitModels: readonly GameModel[], dx: number, dy: number, { paths = true }: { readonly paths?: boolean } = {}): Record<string, ModelPosition> {
  const len = Math.hypot(dx, dy);
  const ux = len > 0 ? dx / len : 0;
  const uy = len > 0 ? dy / len : 0;
  const order = [...unitModels].sort((a, b) => (b.x - a.x) * ux + (b.y - a.y) * uy);
  const unitIds = new Set(unitModels.map((m) => m.id));
  const placed = new Map<string, ModelPosition>();
  for (const m of order) {
    const spot = spotsAlongTheWay(m, dx, dy).find((c) => freeAt(state, m, c, placed, unitIds, paths));
    placed.set(m.id, { ...(spot ?? { x: m.x, y: m.y }), facingDeg: m.facingDeg });
  }
  return Object.fromEntries(unitModels.map((m) => [m.id, placed.get(m.id)!]));
}

/**
 * Where model `m` dragged by (dx, dy) may end up, nearest its place first: the place itself, then back along its path
 * every 0.25", and rings round the place 0.25" apart (out to twice its base's reach and 1", at least 2"). Thousandths of
 * an inch.
 */
function spotsAlongTheWay(m: GameModel, dx: number, dy: number): { x: number; y: number }[] {
  const len = Math.hypot(dx, dy);
  const ux = len > 0 ? dx / len : 0;
  const uy = len > 0 ? dy / len : 0;
  const want = { x: m.x + dx, y: m.y + dy };
  const candidates: { x: number; y: number; cost: number }[] = [{ ...want, cost: 0 }];
  const steps = Math.ceil(len / 0.25);
  for (let k = 1; k <= steps; k++) candidates.push({ x: want.x - ux * k * 0.25, y: want.y - uy * k * 0.25, cost: k * 0.25 });
  const r = baseBoundingRadius(m.base);
  for (let ring = 0.25; ring <= Math.max(2, 2 * r + 1); ring += 0.25)
    for (let i = 0; i < 24; i++) {
      const t = (2 * Math.PI * i) / 24;
      candidates.push({ x: want.x + ring * Math.cos(t), y: want.y + ring * Math.sin(t), cost: ring + 0.01 });
    }
  candidates.sort((a, b) => a.cost - b.cost);
  return candidates.map((c) => ({ x: r3(c.x), y: r3(c.y) }));
}

/**
 * Spots a unit of one model let go where the rules refuse it are judged at, at most (the judge applies the move for each
 * kind open to the unit): enough for the free spots just short of a friend's base along the way.
 */
export const ONE_MODEL_SPOTS_JUDGED = 48;

/**
 * A whole unit dragged by (dx, dy) and let go: where its models go and the verdict on them. A unit of one model goes
 * where it was let go when the rules accept that. Otherwise the flow round what a plain move may not pass comes first;
 * when no kind of move open to the unit accepts it, the flow round only what a model may not stand on is judged too (a
 * consolidation or a pile-in towards an enemy the plain flow held back a model from), and the first of the two the rules
 * accept is taken; refused both ways within the unit's reach, the drag shortened along the way. Refused all ways: the
 * first flow and its verdict (for one model: where it was let go, and why not).
 */
export function dragWholeUnit(state: GameState, unitModels: readonly GameModel[], dx: number, dy: number, roles?: readonly ActionRole[]): DraggedUnit {
  const unit = unitModels[0]!.unit;
  const openings = openingsFor(state, unit, roles ?? TABLE_DRAG_ROLES);
  if (openings.length) return withOpenings(openings, (opened) => dragWholeUnit(opened, unitModels, dx, dy, roles));
  let alone: DraggedUnit | null = null;
  /** How far the models stand from where they were let go, at most, in inches. */
  const offBy = (positions: Readonly<Record<string, ModelPosition>>): number =>
    Math.max(0, ...unitModels.map((m) => Math.hypot(positions[m.id]!.x - (m.x + dx), positions[m.id]!.y - (m.y + dy))));
  const flowed = (positions: Record<string, ModelPosition>, verdict: HandVerdict): DraggedUnit => {
    const off = offBy(positions);
    return { positions, verdict, adjusted: off > 0.01 ? `Flowed round what stands in the way: models up to ${inches(off)} from where they were let go.` : null };
  };
  /** The farthest any kind of move open to the unit (of these roles) may carry it. */
  const farthestReach = (): number => Math.max(0, ...handReach(state, unit).filter((h) => !roles || roles.includes(h.role)).map((h) => h.reachIn));
  if (unitModels.length === 1) {
    // One model let go on a friend's base or a wall takes the nearest free spot along the way, as a unit's models do
    // ("where one cannot ... it takes the nearest free spot along the way"); where it may stand, exactly there.
    // The flow's own check of the way (enemy bases, impassable terrain) does not know every ruleset's rule (HamWarmer: "A
    // model cannot pass over the base or hull of another model", a friend's too): the spots it finds free are judged by
    // the rules, nearest first.
    const m = unitModels[0]!;
    const exact = { [m.id]: { x: r3(m.x + dx), y: r3(m.y + dy), facingDeg: m.facingDeg } };
    alone = { positions: exact, verdict: judgeHandMove(state, unit, exact, roles), adjusted: null };
    if (alone.verdict.ok) return alone;
    // Let go beyond the farthest any kind of its moves reaches: refused as it is (a spot along the way would be a move the
    // player did not make). Within it, no spot farther than that is judged.
    const reachIn = farthestReach();
    if (Math.hypot(dx, dy) > reachIn) return alone;
    const ids = new Set([m.id]);
    let judged = 0;
    for (const c of spotsAlongTheWay(m, dx, dy).slice(1)) {
      if (Math.hypot(c.x - m.x, c.y - m.y) > reachIn || !freeAt(state, m, c, new Map(), ids, true)) continue;
      if (++judged > ONE_MODEL_SPOTS_JUDGED) break;
      const positions = { [m.id]: { ...c, facingDeg: m.facingDeg } };
      const verdict = judgeHandMove(state, unit, positions, roles);
      if (verdict.ok) return { positions, verdict, adjusted: `The nearest free spot, ${inches(offBy(positions))} from where it was let go (there: ${refusal(alone.verdict)}).` };
    }
  }
  const positions = flowFormation(state, unitModels, dx, dy);
  const verdict = judgeHandMove(state, unit, positions, roles);
  if (verdict.ok) return flowed(positions, verdict);
  const standingOnly = flowFormation(state, unitModels, dx, dy, { paths: false });
  const second = judgeHandMove(state, unit, standingOnly, roles);
  if (second.ok) return flowed(standingOnly, second);
  // Flowed round a friend, a unit can come apart (a model each side of the base: out of coherency). Let go within its
  // reach, it stops short along the way instead: the same drag at 3/4, 1/2 and 1/4 of its length, the first the rules
  // accept. Beyond its reach it is refused as it is.
  if (unitModels.length > 1) {
    if (Math.hypot(dx, dy) <= farthestReach())
      for (const f of SHORTER_DRAGS) {
        const shorter = flowFormation(state, unitModels, dx * f, dy * f);
        const v = judgeHandMove(state, unit, shorter, roles);
        if (v.ok) return { positions: shorter, verdict: v, adjusted: `Stopped short, at ${Math.round(f * 100)}% of the drag (all of it: ${refusal(verdict)}).` };
      }
  }
  return alone ?? { positions, verdict, adjusted: null };
}

/** A refusal's reason without the unit's name before it and the full stop after it, to quote inside a sentence. */
const quoteReason = (reason: string): string => reason.replace(/^.*? cannot (go|move|deploy|be deployed) there: /, '').replace(/\.$/, '');
const refusal = (v: HandVerdict): string => (v.ok ? '' : quoteReason(v.reason));

/** A unit dragged and let go: where its models go, the verdict on them, and (null when they are where they were let go) how and why they are not. */
export interface DraggedUnit {
  readonly positions: Record<string, ModelPosition>;
  readonly verdict: HandVerdict;
  readonly adjusted: string | null;
}

/** The shares of a refused drag a whole unit is tried at, longest first. */
const SHORTER_DRAGS: readonly number[] = [0.75, 0.5, 0.25];

/** A deployment made by hand: the action and its positions, or why the unit cannot be put there. */
export type DropResult =
  | {
      readonly ok: true;
      readonly action: GameAction;
      readonly words: string;
      /** Null when the unit stands round the point clicked; else how far off it stands and why not there. */
      readonly adjusted: string | null;
    }
  | { readonly ok: false; readonly reason: string };

/**
 * A unit dropped at (x, y): a coherent block under the ruleset's coherency facing the enemy, at the drop point or the
 * nearest spot round it (rings 0.5" apart, out to 6") where a deploy open to the unit is accepted whole.
 */
export function dropUnit(state: GameState, unit: string, x: number, y: number, coherency: CoherencyRule | null): DropResult {
  const deploys = handMoves(state, unit).filter((h) => h.role === 'deploy');
  if (deploys.length === 0) return { ok: false, reason: `This unit cannot be deployed now (${state.phase}).` };
  const models = state.models.filter((m) => m.unit === unit);
  const player = models[0]!.player;
  // A plain deployment (no Infiltrate or other mode that may stand outside the zone) dropped beyond the search's reach
  // of the player's zone is refused at once, saying where the zone is (the search would try every spot in vain).
  const zone = gamePlugin(state.rulesetId)?.deploymentZones?.(state)?.[player];
  if (zone && deploys.every((h) => h.action.mode === undefined) && !pointInPolygonXY(x, y, zone)) {
    const off = distanceToPolygonEdge(x, y, zone);
    if (off > 6 + 1e-9) return { ok: false, reason: `That point is ${off.toFixed(1)}" outside your deployment zone (the tinted strip on your side of the table): drop the unit inside it.` };
  }
  const towardsY: 1 | -1 = player === 0 ? 1 : -1;
  let first: string | null = null;
  for (let ring = 0; ring <= 6; ring += 0.5) {
    const n = ring === 0 ? 1 : Math.round((2 * Math.PI * ring) / 0.75);
    for (let i = 0; i < n; i++) {
      const t = (2 * Math.PI * i) / n;
      const block = coherentBlock(models, x + ring * Math.cos(t), y + ring * Math.sin(t), towardsY, coherency);
      const positions = Object.fromEntries([...block].map(([id, p]) => [id, { x: p.x, y: p.y, facingDeg: p.facingDeg }]));
      for (const h of deploys) {
        try {
          const action: GameAction = { ...h.action, positions };
          // A drop on the table places the unit there: a kind that leaves it off the table (HamWarmer's "Keep ... in
          // Reserves", which takes the positions and ignores them) is not what the click asked for.
          const next = applyAction(state, action);
          if (!next.models.some((m) => m.unit === unit && m.onTable)) continue;
          const adjusted = ring > 0 ? `Placed round a point ${inches(ring)} from where you clicked, the nearest the rules accept (there: ${quoteReason(first ?? '')}).` : null;
          return { ok: true, action, words: h.words, adjusted };
        } catch (e) {
          if (!(e instanceof IllegalActionError)) throw e;
          first ??= e.reason;
        }
      }
    }
  }
  return { ok: false, reason: `No room for the unit within 6" of that point: ${first ?? 'no deployment is open'}` };
}
