// Reglas básicas legalActions: the units the player may still choose in this phase with a sample of positions, and Stop.
import { baseBoundingRadius } from '../../../bases';
import { boardOf } from '../../../game/board';
import { approachPositions, blockFormation, closestPair, modelAt, offersNow, other, placementProblem, readUnitPositions, strideToward, unitOnTable } from '../../../game/kit';
import type { GameAction, GameModel, PlayerIndex } from '../../../game/types';
import { attackers } from './attacks';
import { RB_DEFAULT } from './defaults';
import { rbAllowanceIn, rbMoveRuling } from './movement';
import { eligible } from './sequence';
import { THROWING_AXES } from './specials';
import { deploymentZone, inCombat, inCombatWith, liveUnits, specialsFor, unitData, unitState, type RbDraft, type RbGame, type RbMoveKind, type RbUnitState } from './state';

function centroid(ms: readonly GameModel[]): { x: number; y: number } {
  return { x: ms.reduce((s, m) => s + m.x, 0) / ms.length, y: ms.reduce((s, m) => s + m.y, 0) / ms.length };
}

function deployActions(d: RbDraft, u: RbUnitState): GameAction[] {
  const models = d.models.filter((m) => m.unit === u.id);
  const w = d.setup.layout.table.widthIn;
  const ys = deploymentZone(d.setup.layout.table, u.player).map((p) => p[1]);
  const midY = (Math.min(...ys) + Math.max(...ys)) / 2;
  const r = Math.max(...models.map((m) => baseBoundingRadius(m.base)));
  const out: GameAction[] = [];
  for (const fx of [0.5, 0.3, 0.7, 0.15, 0.85]) {
    if (out.length >= 3) break;
    const moved = blockFormation(models, w * fx, midY, u.player === 0 ? 1 : -1);
    if ([...moved.values()].some((p) => p.y - r < Math.min(...ys) || p.y + r > Math.max(...ys) || p.x - r < 0 || p.x + r > w)) continue;
    if (placementProblem(d, models, moved)) continue;
    out.push({ type: 'deploy', player: u.player, unit: u.id, positions: Object.fromEntries(moved) });
  }
  return out;
}

function moveActions(d: RbDraft, u: RbUnitState, kinds: readonly RbMoveKind[]): GameAction[] {
  const models = unitOnTable(d, u.id);
  const c = centroid(models);
  const foeModels = d.models.filter((m) => m.onTable && m.player !== u.player);
  const nearest = <T extends { x: number; y: number }>(xs: readonly T[]) => xs.reduce<T | undefined>((b, x) => (!b || Math.hypot(x.x - c.x, x.y - c.y) < Math.hypot(b.x - c.x, b.y - c.y) ? x : b), undefined);
  const obj = nearest(d.ruleset.objectives);
  const foe = nearest(foeModels);
  const out: GameAction[] = [];
  for (const kind of kinds) {
    const allowance = rbAllowanceIn(d, u, kind) - 0.01;
    if (kind === 'charge') {
      for (const t of liveUnits(d, other(u.player))) {
        const pair = closestPair(models, unitOnTable(d, t.id))!;
        if (pair.gapIn > allowance || pair.gapIn < 0.3) continue;
        const moved = approachPositions(models, pair, (m) => !rbMoveRuling(d, u, m, allowance, 'charge', t, true).problem);
        if (moved) out.push({ type: 'charge', player: u.player, unit: u.id, target: t.id, positions: Object.fromEntries(moved) });
      }
      continue;
    }
    const aims: { x: number; y: number; stopIn: number }[] = [];
    if (kind !== 'retreat' && obj) aims.push({ ...obj, stopIn: 0.5 });
    if (kind !== 'retreat' && foe) aims.push({ x: foe.x, y: foe.y, stopIn: RB_DEFAULT.inCombatIn + 3 });
    if (foe) aims.push({ x: 2 * c.x - foe.x, y: 2 * c.y - foe.y, stopIn: 0 });
    for (const aim of aims) {
      const moved = strideToward(models, c, aim, allowance, (m) => !rbMoveRuling(d, u, m, allowance, kind, undefined, true).problem);
      if (moved) out.push({ type: kind, player: u.player, unit: u.id, positions: Object.fromEntries(moved) });
    }
  }
  return out;
}

function attackActions(d: RbDraft, u: RbUnitState, type: 'shoot' | 'fight', board: ReturnType<typeof boardOf> | null): GameAction[] {
  const data = unitData(d, u);
  const out: GameAction[] = [];
  const engaged = inCombat(d, u);
  for (const t of liveUnits(d, other(u.player))) {
    if (type === 'fight' && !inCombatWith(d, u.id, t.id)) continue;
    if (type === 'shoot' && engaged && !inCombatWith(d, u.id, t.id)) continue;
    const weapon = type === 'shoot' ? data.ranged! : data.melee;
    if (attackers(d, u, t, weapon, type === 'shoot', board).length) out.push({ type, player: u.player, unit: u.id, target: t.id });
  }
  return out;
}

/** Each charge once more with "once per battle, use the Throwing Axes Ranged Attack at the beginning of a Charge move". */
function withThrowingAxes(d: RbDraft, u: RbUnitState, actions: GameAction[]): GameAction[] {
  if (!specialsFor(d, u).throwingAxes || u.axesThrown) return actions;
  const axes = (a: GameAction) => {
    const t = unitState(d, a.target);
    return t !== undefined && attackers(d, u, t, THROWING_AXES, true, boardOf(d)).length > 0;
  };
  return actions.flatMap((a) => (a.type === 'charge' && axes(a) ? [a, { ...a, throwingAxes: true }] : [a]));
}

/** The Action Phase's Shoot "may Move before or after Shooting": each sampled Move, after shots that reach now, or before shots that reach from there. */
function shootWithMove(d: RbDraft, u: RbUnitState, board: ReturnType<typeof boardOf>): GameAction[] {
  const out: GameAction[] = [];
  const weapon = unitData(d, u).ranged!;
  const now = attackActions(d, u, 'shoot', board);
  for (const m of moveActions(d, u, ['move'])) {
    for (const a of now) out.push({ ...a, positions: m.positions, move: 'after' });
    const moved = readUnitPositions(m, unitOnTable(d, u.id));
    const there = { ...d, models: d.models.map((x) => modelAt(x, moved.get(x.id))) };
    const thereBoard = boardOf(there);
    for (const t of liveUnits(d, other(u.player)))
      if (!now.some((a) => a.target === t.id) && attackers(there, u, t, weapon, true, thereBoard).length) out.push({ type: 'shoot', player: u.player, unit: u.id, target: t.id, positions: m.positions, move: 'before' });
  }
  return out;
}

/** The offers for the player to act: each unit they may still choose in this phase with a sample of its moves or attacks, and Stop. */
function offers(d: RbDraft, p: PlayerIndex): GameAction[] {
  if (d.ruleset.step === 'deployment') return eligible(d, p).flatMap((u) => deployActions(d, u));
  const out: GameAction[] = [];
  const board = d.phase === 'Ranged' || d.phase === 'Action' ? boardOf(d) : null;
  for (const u of eligible(d, p)) {
    const engaged = inCombat(d, u);
    if (d.phase === 'Movement') out.push(...withThrowingAxes(d, u, moveActions(d, u, engaged ? ['retreat'] : ['move', 'run', 'charge'])));
    else if (d.phase === 'Ranged') out.push(...attackActions(d, u, 'shoot', board));
    else if (d.phase === 'Melee') out.push(...attackActions(d, u, 'fight', board));
    else if (d.phase === 'Action') {
      if (!engaged) out.push(...withThrowingAxes(d, u, moveActions(d, u, ['move', 'run', 'charge'])));
      if (unitData(d, u).ranged) out.push(...attackActions(d, u, 'shoot', board));
      if (unitData(d, u).ranged && !engaged) out.push(...shootWithMove(d, u, board!));
      if (engaged) out.push(...attackActions(d, u, 'fight', board));
      out.push({ type: 'hold', player: p, unit: u.id });
    }
  }
  if (d.phase !== 'Action') out.push({ type: 'stop', player: p });
  return out;
}

export const rbLegalActions = (g: RbGame): GameAction[] => offersNow(g, offers);
