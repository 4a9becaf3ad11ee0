// Nuceria legalActions: deployment formations and reserves, the units to activate, and the active unit's moves (towards
// objectives and enemies, away), charges, arrivals along the edges, ranged and melee attacks, and ending the activation.
import { baseBoundingRadius } from '../../../bases';
import { boardOf } from '../../../game/board';
import { approachPositions, closestPair, modelAt, offersNow, other, placementProblem, strideToward, unitOnTable } from '../../../game/kit';
import type { GameAction, GameModel, ModelPosition, PlayerIndex } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import { coherentBlock } from '../../../measure/formation';
import { NUCERIA_ZONE_DEPTH_IN } from '../deployment';
import { NUCERIA } from '../values';
import { lockedWith } from './melee';
import { nuMoveCheck } from './movement';
import { readyRanged, sight } from './shooting';
import { coherent, deploymentZone, liveUnits, undeployed, unitData, unitState, type NuDraft, type NuGame, type NuUnitState } from './state';

const centroid = (ms: readonly GameModel[]) => ({ x: ms.reduce((s, m) => s + m.x, 0) / ms.length, y: ms.reduce((s, m) => s + m.y, 0) / ms.length });

function formations(d: NuDraft, u: NuUnitState, cy: number, fxs: readonly number[], towards: 1 | -1, limit: number, ok: (moved: Map<string, { x: number; y: number }>) => boolean): Map<string, { x: number; y: number }>[] {
  const models = d.models.filter((m) => m.unit === u.id && m.wounds > 0);
  const w = d.setup.layout.table.widthIn;
  const out: Map<string, { x: number; y: number }>[] = [];
  for (const fx of fxs) {
    if (out.length >= limit) break;
    // 0.4" between bases keeps the unit "within 1” of each other".
    const moved = coherentBlock(models, w * fx, cy, towards, NUCERIA.measuring.coherency, 0.4);
    if (placementProblem(d, models, moved)) continue;
    if (!coherent(models.map((m) => modelAt(m, moved.get(m.id))))) continue;
    if (!ok(moved)) continue;
    out.push(moved);
  }
  return out;
}

function deployActions(d: NuDraft, p: PlayerIndex): GameAction[] {
  const out: GameAction[] = [];
  const h = d.setup.layout.table.depthIn;
  const zone = deploymentZone(d.setup.layout.table, p);
  const ys = zone.map((q) => q[1]);
  for (const u of undeployed(d, p)) {
    const cy = p === 0 ? NUCERIA_ZONE_DEPTH_IN / 2 : h - NUCERIA_ZONE_DEPTH_IN / 2;
    const inZone = (moved: Map<string, { x: number; y: number }>) =>
      d.models.filter((m) => m.unit === u.id).every((m) => {
        const q = moved.get(m.id)!;
        const r = baseBoundingRadius(m.base);
        return q.y - r >= Math.min(...ys) && q.y + r <= Math.max(...ys);
      });
    for (const moved of formations(d, u, cy, [0.5, 0.3, 0.7, 0.15, 0.85], p === 0 ? 1 : -1, 2, inZone)) out.push({ type: 'deploy', player: p, unit: u.id, positions: Object.fromEntries(moved) });
    if (unitData(d, u).reserves) out.push({ type: 'reserve', player: p, unit: u.id });
  }
  return out;
}

function moveActions(d: NuDraft, u: NuUnitState): GameAction[] {
  const models = unitOnTable(d, u.id);
  const c = centroid(models);
  const allowance = unitData(d, u).movementIn - 0.01;
  const foes = d.models.filter((m) => m.onTable && m.player !== u.player);
  const nearest = <T extends { x: number; y: number }>(xs: readonly T[]) => xs.reduce<T | undefined>((b, x) => (!b || Math.hypot(x.x - c.x, x.y - c.y) < Math.hypot(b.x - c.x, b.y - c.y) ? x : b), undefined);
  const aims: { x: number; y: number; stopIn: number }[] = [];
  const obj = nearest(d.ruleset.objectives);
  const foe = nearest(foes);
  if (obj) aims.push({ x: obj.x, y: obj.y, stopIn: 1 });
  if (foe) aims.push({ x: foe.x, y: foe.y, stopIn: 6 }, { x: 2 * c.x - foe.x, y: 2 * c.y - foe.y, stopIn: 0 });
  const out: GameAction[] = [];
  for (const aim of aims) {
    const moved = strideToward(models, c, aim, allowance, (m) => !nuMoveCheck(d, u, m, allowance, true).problem);
    if (moved) out.push({ type: 'move', player: u.player, positions: Object.fromEntries(moved) });
  }
  return out;
}

function chargeActions(d: NuDraft, u: NuUnitState): GameAction[] {
  const models = unitOnTable(d, u.id);
  const reach = unitData(d, u).movementIn + 6;
  const out: GameAction[] = [];
  for (const t of liveUnits(d, other(u.player))) {
    const targets = unitOnTable(d, t.id);
    if (!targets.length || lockedWith(d, u.id, t.id)) continue;
    const pair = closestPair(models, targets)!;
    if (pair.gapIn > reach - 0.5) continue;
    const inContact = (moved: Map<string, ModelPosition>) => models.some((x) => targets.some((y) => edgeDistance(modelAt(x, moved.get(x.id)), y) <= 1));
    const moved = approachPositions(models, pair, (m) => !nuMoveCheck(d, u, m, null, true).problem && inContact(m));
    if (moved) out.push({ type: 'charge', player: u.player, target: t.id, positions: Object.fromEntries(moved) });
  }
  return out;
}

function arriveActions(d: NuDraft, u: NuUnitState): GameAction[] {
  const h = d.setup.layout.table.depthIn;
  const models = d.models.filter((m) => m.unit === u.id && m.wounds > 0);
  const r = Math.max(...models.map((m) => baseBoundingRadius(m.base)));
  // Along your own long edge (the opponent's zone is closed to arrivals).
  const cy = u.player === 0 ? r + 1 : h - r - 1;
  const clear = (moved: Map<string, { x: number; y: number }>) => models.every((m) => d.models.every((e) => !e.onTable || e.player === u.player || edgeDistance({ ...m, ...moved.get(m.id)! }, e) > 1));
  return formations(d, u, cy, [0.5, 0.2, 0.8], u.player === 0 ? 1 : -1, 2, clear).map((moved) => ({ type: 'arrive', player: u.player, positions: Object.fromEntries(moved) }));
}

function attackActions(d: NuDraft, u: NuUnitState, board: ReturnType<typeof boardOf>): GameAction[] {
  const out: GameAction[] = [];
  const mine = unitOnTable(d, u.id);
  if (!coherent(mine)) return out;
  const weapons = readyRanged(d, u);
  const range = Math.max(0, ...weapons.map((w) => w.rangeIn));
  for (const t of liveUnits(d, other(u.player))) {
    const targets = unitOnTable(d, t.id);
    if (!targets.length) continue;
    if (lockedWith(d, u.id, t.id) && unitData(d, u).weapons.some((w) => w.type === 'melee')) out.push({ type: 'attack', player: u.player, mode: 'melee', target: t.id });
    if (!weapons.length) continue;
    // The two nearest shooters, each against the two nearest target models in range (a sample: each action offered is legal).
    const pairs = mine
      .flatMap((m) => targets.map((x) => ({ m, x, gap: edgeDistance(m, x) })))
      .filter((p) => p.gap <= range)
      .sort((a, b) => a.gap - b.gap)
      .slice(0, 3);
    const blastOnly = weapons.every((w) => w.abilities.includes('Blast'));
    const intoMelee = liveUnits(d, u.player).some((f) => lockedWith(d, f.id, t.id)) || liveUnits(d, t.player).some((e) => lockedWith(d, u.id, e.id));
    if (blastOnly && intoMelee) continue;
    if (pairs.some((p) => weapons.some((w) => p.gap <= w.rangeIn && !(w.abilities.includes('Blast') && intoMelee)) && sight(board, p.m.id, p.x.id).visible)) out.push({ type: 'attack', player: u.player, mode: 'ranged', target: t.id });
  }
  return out;
}

/** The offers for the player to act: deployments and reserves, then a unit to activate, then the active unit's Move and Attack. */
function offers(d: NuDraft, p: PlayerIndex): GameAction[] {
  const rs = d.ruleset;
  if (rs.step === 'deployment') return deployActions(d, p);
  if (!rs.active) return liveUnits(d, p).map((u) => ({ type: 'activate', player: p, unit: u.id }));
  const u = unitState(d, rs.active.unit)!;
  const onTable = unitOnTable(d, u.id).length > 0;
  const out: GameAction[] = [];
  if (!rs.active.moved) {
    if (onTable) out.push(...moveActions(d, u), ...chargeActions(d, u));
    else out.push(...arriveActions(d, u));
  }
  if (!rs.active.attacked && onTable) out.push(...attackActions(d, u, boardOf(d)));
  out.push({ type: 'end-activation', player: p });
  return out;
}

export const nuLegalActions = (g: NuGame): GameAction[] => offersNow(g, offers);
