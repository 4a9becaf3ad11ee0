// AltHammer legalActions: every discrete choice, and a sensible sample of positions (formations in the zone; moves towards
// objectives, enemies and away; charges into reach). applyAh accepts any other legal positions too.
import { draftView } from '../../../game/draftView';
import { boardOf } from '../../../game/board';
import { translatedPositions } from '../../../game/kit';
import type { GameAction, GameModel, ModelPosition, PlayerIndex } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import { coherentBlock } from '../../../measure/formation';
import { ALTHAMMER } from '../index';
import { baseWithinZone } from '../../hamwarmer/game/deployment';
import { AH_DEFAULT } from './defaults';
import { activationProblem, type AhActionKind } from './rules';
import { coherencyProblem, deploymentZone, moveAllowance, rangedWeapons, seesInRange, standingProblem, undeployed, unitGap, unitMoveProblem } from './apply';
import { armyOf, groupOf, liveUnits, modelsOfUnit, radiusOf, unitState, type AhDraft, type AhGame, type AhUnitState } from './state';
import { twoTurnsInARowProblem } from './rules';


function centroid(ms: readonly GameModel[]): { x: number; y: number } {
  return { x: ms.reduce((s, m) => s + m.x, 0) / ms.length, y: ms.reduce((s, m) => s + m.y, 0) / ms.length };
}

function deployActions(d: AhDraft, p: PlayerIndex): GameAction[] {
  const out: GameAction[] = [];
  const { widthIn: w, depthIn: depth } = d.setup.layout.table;
  const zone = deploymentZone(d.setup.layout.table, p);
  const midY = p === 0 ? AH_DEFAULT.zoneDepthIn / 2 : depth - AH_DEFAULT.zoneDepthIn / 2;
  for (const u of undeployed(d, p)) {
    const models = d.models.filter((m) => m.unit === u.id);
    let found = 0;
    for (const fx of [0.5, 0.3, 0.7, 0.15, 0.85, 0.4, 0.6])
      for (const dy of [0, -3, 3]) {
        if (found >= 3) break;
        const moved = coherentBlock(models, w * fx, midY + dy, p === 0 ? 1 : -1, ALTHAMMER.measuring.coherency);
        if (models.some((m) => !baseWithinZone({ ...m, ...moved.get(m.id)! }, zone) || standingProblem(d, m, moved.get(m.id)!, moved))) continue;
        if (coherencyProblem(models, moved)) continue;
        out.push({ type: 'deploy', player: p, unit: u.id, positions: Object.fromEntries(moved) });
        found++;
        break;
      }
  }
  return out;
}

const translated = translatedPositions;

function moveActions(d: AhDraft, u: AhUnitState): GameAction[] {
  const models = modelsOfUnit(d, u.id);
  const c = centroid(models);
  const allowance = moveAllowance(d, u.id) - 0.01;
  const enemies = d.models.filter((m) => m.onTable && m.player !== u.player);
  const nearestOf = <T extends { x: number; y: number }>(xs: readonly T[]) => xs.reduce<T | undefined>((b, x) => (!b || Math.hypot(x.x - c.x, x.y - c.y) < Math.hypot(b.x - c.x, b.y - c.y) ? x : b), undefined);
  const obj = nearestOf(d.ruleset.objectives);
  const foe = nearestOf(enemies);
  const dirs: { dx: number; dy: number; len: number }[] = [];
  const aim = (tx: number, ty: number, stop: number) => {
    const dx = tx - c.x;
    const dy = ty - c.y;
    const len = Math.hypot(dx, dy);
    if (len > 0.1) dirs.push({ dx: dx / len, dy: dy / len, len: Math.max(0, Math.min(allowance, len - stop)) });
  };
  if (obj) aim(obj.x, obj.y, 0.5);
  if (foe) {
    aim(foe.x, foe.y, AH_DEFAULT.engagementIn + 2 * radiusOf(foe) + 1.5);
    aim(2 * c.x - foe.x, 2 * c.y - foe.y, 0);
  }
  const out: GameAction[] = [];
  for (const dir of dirs)
    for (const f of [1, 0.6, 0.3]) {
      const len = dir.len * f;
      if (len < 0.2) break;
      const moved = translated(models, dir.dx * len, dir.dy * len);
      if (unitMoveProblem(d, u.id, moved, allowance, false).problem) continue;
      out.push({ type: 'move', player: u.player, positions: Object.fromEntries(moved) });
      break;
    }
  return out;
}

function chargeActions(d: AhDraft, u: AhUnitState, enemyUnits: readonly AhUnitState[]): GameAction[] {
  const models = modelsOfUnit(d, u.id);
  const out: GameAction[] = [];
  for (const t of enemyUnits) {
    const gap = unitGap(d, u.id, t.id);
    if (gap > AH_DEFAULT.chargeRangeIn || gap < 0.3) continue;
    // The closest pair of models sets the direction; the whole unit moves by the same vector.
    let best: [GameModel, GameModel] | null = null;
    for (const m of models) for (const e of modelsOfUnit(d, t.id)) if (!best || edgeDistance(m, e) < edgeDistance(best[0], best[1])) best = [m, e];
    const [m, e] = best!;
    const dist = Math.hypot(e.x - m.x, e.y - m.y);
    const ux = (e.x - m.x) / dist;
    const uy = (e.y - m.y) / dist;
    for (const [endGap, side] of [[0.5, 0], [0.5, 1], [0.5, -1], [0.8, 0]] as const) {
      const len = gap - endGap;
      const moved = translated(models, ux * len - uy * side, uy * len + ux * side);
      if (unitMoveProblem(d, u.id, moved, null, true).problem) continue;
      const lead = { ...m, ...moved.get(m.id)! };
      if (!modelsOfUnit(d, t.id).some((x) => edgeDistance(lead, x) <= AH_DEFAULT.engagementIn)) continue;
      out.push({ type: 'charge', player: u.player, target: t.id, positions: Object.fromEntries(moved) });
      break;
    }
  }
  return out;
}

export function ahLegalActions(g: AhGame): GameAction[] {
  const d = draftView(g);
  const p = g.toAct;
  if (p === null || g.result) return [];
  const rs = g.ruleset;
  if (rs.step === 'sideboard') return rs.units.filter((u) => u.player === p && !u.removed).map((u) => ({ type: 'remove-unit', player: p, unit: u.id }));
  if (rs.step === 'deployment') return deployActions(d, p);
  const live = liveUnits(d, p);
  if (!rs.active)
    return live.filter((u) => !twoTurnsInARowProblem(u.id, rs.lastActivated[p], live.length)).map((u) => ({ type: 'activate', player: p, unit: u.id }));
  const u = unitState(d, rs.active.unit)!;
  const may = (k: AhActionKind) => !activationProblem(rs.active!.taken, k, u.keywords.includes('Psychic'));
  const out: GameAction[] = [];
  const enemyUnits = liveUnits(d, p === 0 ? 1 : 0);
  const mine = modelsOfUnit(d, u.id);
  const board = may('shoot') || may('magik') ? boardOf(g) : null;
  if (may('move')) out.push(...moveActions(d, u));
  if (may('advance')) out.push({ type: 'advance', player: p });
  if (may('shoot'))
    for (const t of enemyUnits) {
      const targets = modelsOfUnit(d, t.id);
      // The three nearest shooters, each with its longest-ranged weapon (a sample: every action offered is legal).
      const shooters = mine
        .filter((m) => groupOf(d, m).profile.BS !== null && rangedWeapons(d, m).length > 0)
        .map((m) => ({ m, gap: Math.min(...targets.map((t) => edgeDistance(m, t))), range: Math.max(...rangedWeapons(d, m).map((w) => w.range as number)) }))
        .filter((s) => s.gap <= s.range)
        .sort((a, b) => a.gap - b.gap)
        .slice(0, 3);
      const canFire = shooters.some((s) => seesInRange(board!, s.m, targets, s.range));
      if (canFire) out.push({ type: 'shoot', player: p, target: t.id });
    }
  if (may('charge')) out.push(...chargeActions(d, u, enemyUnits));
  if (may('fight'))
    for (const t of enemyUnits)
      if (mine.some((m) => groupOf(d, m).profile.WS !== null && modelsOfUnit(d, t.id).some((e) => edgeDistance(m, e) <= AH_DEFAULT.engagementIn + 1e-6)))
        out.push({ type: 'fight', player: p, target: t.id });
  if (may('magik'))
    for (const t of enemyUnits)
      for (const spell of [{ name: 'Smite', rangeIn: AH_DEFAULT.smiteRangeIn }, ...armyOf(d, p).spells])
        if (mine.some((m) => seesInRange(board!, m, modelsOfUnit(d, t.id), spell.rangeIn))) out.push({ type: 'magik', player: p, spell: spell.name, target: t.id });
  out.push({ type: 'end-activation', player: p });
  return out;
}
