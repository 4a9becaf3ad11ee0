// HamWarmer legalActions: for the player to act, each eligible unit's choices in this phase, with a sensible sample of
// positions (formations in the zone, moves towards objectives and enemies and away, charges into reach, fight moves).
// Every sample is judged by the referee's own check first; applyHwr accepts any other legal positions too.
import { boardOf } from '../../../game/board';
import { draftView } from '../../../game/draftView';
import { approachPositions, closestPair, other, strideToward, unitOnTable } from '../../../game/kit';
import type { GameAction, GameModel, PlayerIndex } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import type { Layout } from '../../../types';
import { chargeEndProblem } from './charge';
import { deployActions, disembarkActions } from './deployOffers';
import { deployInsideCheck, embarkCheck } from './embarking';
import { fightersAgainst, fightMoveSample } from './fight';
import { fallBackCandidates, moveAllowed, unitMoveIn } from './movement';
import { POWER_RANGE_IN } from './psychic';
import { HWR_CHARGE_RANGE_IN, HWR_ENGAGEMENT_IN } from './rulesetValues';
import { characterTargetProblem, targetProblem } from './shooting';
import { engaged, mustFallBack, mustRetreat, onTableUnits, radiusOf, transportCapacity, unitGap, type HwrDraft, type HwrGame, type HwrUnitState } from './state';
import { eligibleUnits } from './turn';
import { noWeaponProblem, sight } from './weapons';

function centroid(ms: readonly GameModel[]): { x: number; y: number } {
  return { x: ms.reduce((s, m) => s + m.x, 0) / ms.length, y: ms.reduce((s, m) => s + m.y, 0) / ms.length };
}

/** Moves towards the nearest objective (straight, and turned 35 and 70 degrees either side round friends in the way), up to the nearest enemy, and away from it; a Fall Back when engaged. */
function moveActions(d: HwrDraft, u: HwrUnitState): GameAction[] {
  // "units attempting to Fall Back must be selected before any other units".
  if (engaged(d, u.id, u.player))
    return d.ruleset.movedNormally[u.player] ? [] : fallBackCandidates(d, u).slice(0, 4).map((moved) => ({ type: 'fall-back', player: u.player, unit: u.id, positions: Object.fromEntries(moved) }));
  const models = unitOnTable(d, u.id);
  const c = centroid(models);
  const allowance = unitMoveIn(d, u) - 0.01;
  const enemies = d.models.filter((m) => m.onTable && m.player !== u.player);
  const nearest = <T extends { x: number; y: number }>(xs: readonly T[]) => xs.reduce<T | undefined>((b, x) => (!b || Math.hypot(x.x - c.x, x.y - c.y) < Math.hypot(b.x - c.x, b.y - c.y) ? x : b), undefined);
  const obj = nearest(d.ruleset.objectives);
  const foe = nearest(enemies);
  const aims: { x: number; y: number; stopIn: number }[] = [];
  if (obj) {
    aims.push({ x: obj.x, y: obj.y, stopIn: 0.5 });
    const heading = Math.atan2(obj.y - c.y, obj.x - c.x);
    const reach = Math.min(allowance, Math.hypot(obj.x - c.x, obj.y - c.y));
    for (const turn of [0.6, -0.6, 1.2, -1.2]) aims.push({ x: c.x + Math.cos(heading + turn) * reach, y: c.y + Math.sin(heading + turn) * reach, stopIn: 0 });
  }
  if (foe) aims.push({ x: foe.x, y: foe.y, stopIn: HWR_ENGAGEMENT_IN + 2 * radiusOf(foe) + 1.5 }, { x: 2 * c.x - foe.x, y: 2 * c.y - foe.y, stopIn: 0 });
  const out: GameAction[] = [];
  for (const aim of aims) {
    const moved = strideToward(models, c, aim, allowance, (m) => moveAllowed(d, u, m, allowance, 'move'));
    if (moved) out.push({ type: 'move', player: u.player, unit: u.id, positions: Object.fromEntries(moved) });
  }
  return out;
}

/** A charge at each enemy unit in reach: the whole unit carried until its nearest model stands 0.5" from the target's. */
function chargeActions(d: HwrDraft, u: HwrUnitState): GameAction[] {
  const out: GameAction[] = [];
  for (const t of onTableUnits(d, other(u.player))) {
    const gap = unitGap(d, u.id, t.id);
    if (gap > HWR_CHARGE_RANGE_IN || gap < 0.3) continue;
    const pair = closestPair(unitOnTable(d, u.id), unitOnTable(d, t.id));
    const moved = pair && approachPositions(unitOnTable(d, u.id), pair, (m) => !chargeEndProblem(d, u, t, m) && moveAllowed(d, u, m, null, 'charge'));
    if (moved) out.push({ type: 'charge', player: u.player, unit: u.id, target: t.id, positions: Object.fromEntries(moved) });
  }
  return out;
}

/** Only targets some weapon can fire at, by the checks the shot itself makes (the shoot applier refuses the others). */
function shootActions(d: HwrDraft, u: HwrUnitState, board: Layout): GameAction[] {
  return onTableUnits(d, other(u.player))
    .filter((t) => !targetProblem(d, u, t, board) && !noWeaponProblem(d, board, u, t))
    .map((t) => ({ type: 'shoot', player: u.player, unit: u.id, target: t.id }));
}

/** "Psychic Powers require line of sight and follow Character targeting restrictions." */
function psychicActions(d: HwrDraft, u: HwrUnitState, board: Layout): GameAction[] {
  const inReach = (t: HwrUnitState) => unitOnTable(d, u.id).some((m) => unitOnTable(d, t.id).some((x) => edgeDistance(m, x) <= POWER_RANGE_IN && sight(board, m.id, x.id).visible));
  return onTableUnits(d, other(u.player))
    .filter((t) => inReach(t) && !characterTargetProblem(d, u, t, board))
    .map((t) => ({ type: 'manifest', player: u.player, unit: u.id, target: t.id }));
}

/** A fight at each enemy unit in reach, with a Pile In first (each model up to 2" towards its nearest enemy) when that brings more models within 1". */
function fightActions(d: HwrDraft, u: HwrUnitState): GameAction[] {
  const out: GameAction[] = [];
  const pile = fightMoveSample(d, u, 'pile-in');
  const piled = pile ? unitOnTable(d, u.id).map((m) => (pile.has(m.id) ? { ...m, ...pile.get(m.id)! } : m)) : null;
  for (const t of onTableUnits(d, other(u.player))) {
    const now = fightersAgainst(d, unitOnTable(d, u.id), t).length;
    if (now) out.push({ type: 'fight', player: u.player, unit: u.id, target: t.id });
    if (pile && piled && fightersAgainst(d, piled, t).length > now) out.push({ type: 'fight', player: u.player, unit: u.id, target: t.id, positions: Object.fromEntries(pile) });
  }
  return out;
}

/** Deploying inside each friendly Transport on the table with room for the unit ("Units can be Deployed inside a Transport"). */
function insideOffers(d: HwrDraft, u: HwrUnitState): GameAction[] {
  return onTableUnits(d, u.player)
    .filter((t) => t.id !== u.id && transportCapacity(d, t) && !deployInsideCheck(d, u, t))
    .map((t) => ({ type: 'embark', player: u.player, unit: u.id, transport: t.id }));
}

/** The Movement phase: disembark or stay inside; the forced retreat; a move, Fall Back or embarking; hold. */
function movementActions(d: HwrDraft, u: HwrUnitState): GameAction[] {
  const p = u.player;
  const hold: GameAction = { type: 'hold', player: p, unit: u.id };
  if (u.embarkedIn) return [...disembarkActions(d, u), hold];
  // A unit that failed Morale away from the enemy retreats: the engine moves it (morale.ts retreatPlan).
  if (mustRetreat(d, u)) return [{ type: 'retreat', player: p, unit: u.id }];
  const out = moveActions(d, u);
  // Embark where it stands, in a friendly Transport with room, wholly within 3".
  for (const t of onTableUnits(d, p))
    if (t.id !== u.id && transportCapacity(d, t) && !embarkCheck(d, u, t, new Map())) out.push({ type: 'embark', player: p, unit: u.id, transport: t.id });
  // "If a unit failed a Morale Test in the Morale Phase, it must fall back" (hold only when it cannot: morale.trapped).
  if (!mustFallBack(d, u) || !out.some((a) => a.type === 'fall-back')) out.push(hold);
  return out;
}

export function hwrLegalActions(g: HwrGame): GameAction[] {
  const d = draftView(g);
  const p: PlayerIndex | null = g.toAct;
  if (p === null || g.result) return [];
  // "8. Consolidate": the unit that has just fought moves up to 2" towards the closest enemy model, or holds.
  const consolidating = g.ruleset.consolidating;
  if (consolidating) {
    const u = g.ruleset.units.find((x) => x.id === consolidating)!;
    const c = fightMoveSample(d, u, 'consolidate');
    return [...(c ? [{ type: 'consolidate', player: p, unit: u.id, positions: Object.fromEntries(c) }] : []), { type: 'hold', player: p, unit: u.id }];
  }
  const board = g.phase === 'Shooting' || g.phase === 'Psychic' ? boardOf(g) : null;
  const offers: Readonly<Record<string, (u: HwrUnitState) => GameAction[]>> = {
    Deployment: (u) => [...deployActions(d, u), ...insideOffers(d, u)],
    Movement: (u) => movementActions(d, u),
    Psychic: (u) => [...psychicActions(d, u, board!), { type: 'hold', player: p, unit: u.id }],
    Shooting: (u) => [...shootActions(d, u, board!), { type: 'hold', player: p, unit: u.id }],
    Charge: (u) => [...chargeActions(d, u), { type: 'hold', player: p, unit: u.id }],
    Fight: (u) => [...fightActions(d, u), { type: 'hold', player: p, unit: u.id }],
    Morale: (u) => [{ type: 'morale', player: p, unit: u.id }],
  };
  const phaseOffers = offers[g.phase];
  return phaseOffers ? eligibleUnits(d, p).flatMap(phaseOffers) : [];
}
