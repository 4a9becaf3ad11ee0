// HamWarmer legalActions: for the player to act, each eligible unit's choices in this phase, with a sensible sample of
// positions (formations in the zone, moves towards objectives and enemies and away, charges into reach). applyHwr accepts
// any other legal positions too.
import { draftView } from '../../../game/draftView';
import { boardOf } from '../../../game/board';
import { blockFormation } from '../../../game/kit';
import type { GameAction, GameModel, ModelPosition, PlayerIndex } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import { coherentBlock } from '../../../measure/formation';
import { HAMWARMER } from '../index';
import { baseWithinZone, reservesPlacementProblem, scenarioZone, SCENARIO_ZONE_DEPTH_IN } from './deployment';
import { HWR_CHARGE_RANGE_IN, HWR_ENGAGEMENT_IN } from './rulesetValues';
import { coherencyProblem, eligibleUnits, embarkCheck, fallBackCandidates, fightMoveSample, infiltrateProblem, transportCapacity, mustFallBack, mustRetreat, noWeaponProblem, POWER_RANGE_IN, sight, standingProblem, targetProblem, characterTargetProblem, unitMoveIn, unitMoveProblem } from './turn';
import { engaged, groupOf, modelsOfUnit, onTableUnits, other, radiusOf, unitGap, type HwrDraft, type HwrGame, type HwrUnitState } from './state';

const r3 = (v: number): number => Math.round(v * 1000) / 1000;

function centroid(ms: readonly GameModel[]): { x: number; y: number } {
  return { x: ms.reduce((s, m) => s + m.x, 0) / ms.length, y: ms.reduce((s, m) => s + m.y, 0) / ms.length };
}

const formation = blockFormation;

const unitModels = (d: HwrDraft, u: HwrUnitState) => d.models.filter((m) => m.unit === u.id && m.wounds > 0);

function disembarkActions(d: HwrDraft, u: HwrUnitState): GameAction[] {
  const hull = modelsOfUnit(d, u.embarkedIn!)[0];
  if (!hull) return [];
  const models = unitModels(d, u);
  const reach = radiusOf(hull) + 1.2;
  const out: GameAction[] = [];
  for (const [dx, dy] of [[0, 1], [0, -1], [1, 0], [-1, 0]] as const) {
    if (out.length >= 2) break;
    const moved = coherentBlock(models, hull.x + dx * reach, hull.y + dy * reach, dy === 0 ? 1 : (dy as 1 | -1), HAMWARMER.measuring.coherency);
    const placed = models.map((m) => ({ ...m, ...moved.get(m.id)!, onTable: true }));
    if (placed.some((m) => edgeDistance(m, hull) > 3 - 1e-6)) continue;
    if (models.some((m) => standingProblem(d, m, moved.get(m.id)!, moved)) || coherencyProblem(models, moved)) continue;
    if (placed.some((m) => d.models.some((e) => e.onTable && e.player !== u.player && edgeDistance(m, e) <= 1))) continue;
    out.push({ type: 'disembark', player: u.player, unit: u.id, positions: Object.fromEntries(moved) });
  }
  return out;
}

/** The block moved straight in from the table edge until its nearest models' centres stand on `edgeY`. */
function alongEdge(moved: Map<string, ModelPosition>, edgeY: number, towardsY: 1 | -1): Map<string, ModelPosition> {
  const ys = [...moved.values()].map((q) => q.y);
  const shift = edgeY - (towardsY === 1 ? Math.min(...ys) : Math.max(...ys));
  return new Map([...moved].map(([id, q]) => [id, { ...q, y: r3(q.y + shift) }]));
}

function deployActions(d: HwrDraft, u: HwrUnitState): GameAction[] {
  const p = u.player;
  const models = unitModels(d, u);
  const { widthIn: w, depthIn: depth } = d.setup.layout.table;
  const zone = scenarioZone(d.setup.layout.table, p);
  const out: GameAction[] = [];
  if (d.round === 1) {
    const midY = p === 0 ? SCENARIO_ZONE_DEPTH_IN / 2 : depth - SCENARIO_ZONE_DEPTH_IN / 2;
    const spots: { moved: Map<string, ModelPosition>; room: number }[] = [];
    const friends = d.models.filter((m) => m.onTable && m.player === p);
    for (const fx of [0.5, 0.3, 0.7, 0.15, 0.85, 0.4, 0.6])
      for (const dy of [0, -3, 3]) {
        const moved = coherentBlock(models, w * fx, midY + dy, p === 0 ? 1 : -1, HAMWARMER.measuring.coherency);
        if (models.some((m) => !baseWithinZone({ ...m, ...moved.get(m.id)! }, zone) || standingProblem(d, m, moved.get(m.id)!, moved))) continue;
        if (coherencyProblem(models, moved)) continue;
        // Room: how far the nearest friend stands (units placed apart can move without passing over each other).
        const room = Math.min(99, ...[...moved.values()].flatMap((q) => friends.map((f) => Math.hypot(f.x - q.x, f.y - q.y))));
        spots.push({ moved, room });
        break;
      }
    for (const sp of spots.sort((a, b) => b.room - a.room).slice(0, 3)) out.push({ type: 'deploy', player: p, unit: u.id, positions: Object.fromEntries(sp.moved) });
    // Infiltrate: "anywhere on the table" far enough from the enemy: tried at the objectives and the table's middle.
    if (u.rules.includes('Infiltrate')) {
      let found = 0;
      for (const o of [...d.ruleset.objectives, { x: w / 2, y: depth / 2 }]) {
        if (found >= 2) break;
        const moved = coherentBlock(models, o.x, o.y, p === 0 ? 1 : -1, HAMWARMER.measuring.coherency);
        if (models.some((m) => standingProblem(d, m, moved.get(m.id)!, moved)) || coherencyProblem(models, moved) || infiltrateProblem(d, u, moved)) continue;
        out.push({ type: 'deploy', player: p, unit: u.id, positions: Object.fromEntries(moved), mode: 'infiltrate' });
        found++;
      }
    }
    out.push({ type: 'reserve', player: p, unit: u.id });
  } else {
    // Reserves arrive "within 2" of the table edge": one line along the player's own long edge.
    const r = Math.max(...models.map(radiusOf));
    const edgeY = p === 0 ? r + 0.05 : depth - r - 0.05;
    const enemies = d.models.filter((e) => e.onTable && e.player !== p);
    let found = 0;
    for (const fx of [0.5, 0.25, 0.75, 0.1, 0.9]) {
      if (found >= 2) break;
      const moved = alongEdge(coherentBlock(models, w * fx, edgeY, p === 0 ? 1 : -1, HAMWARMER.measuring.coherency), edgeY, p === 0 ? 1 : -1);
      if (reservesPlacementProblem(models.map((m) => ({ ...m, ...moved.get(m.id)! })), { table: d.setup.layout.table, zone, enemies })) continue;
      if (models.some((m) => standingProblem(d, m, moved.get(m.id)!, moved)) || coherencyProblem(models, moved)) continue;
      out.push({ type: 'deploy', player: p, unit: u.id, positions: Object.fromEntries(moved) });
      found++;
    }
    // Outflank: "within 2" of any table edge": a column along each short edge.
    if (u.rules.includes('Outflank'))
      for (const x of [r + 0.05, w - r - 0.05]) {
        const moved = formation(models, x, depth / 2, 1, 1);
        if (reservesPlacementProblem(models.map((m) => ({ ...m, ...moved.get(m.id)! })), { table: d.setup.layout.table, zone, enemies, outflank: true })) continue;
        if (models.some((m) => standingProblem(d, m, moved.get(m.id)!, moved)) || coherencyProblem(models, moved)) continue;
        out.push({ type: 'deploy', player: p, unit: u.id, positions: Object.fromEntries(moved), mode: 'outflank' });
      }
    // Deep Strike: aimed at each objective (and the enemy's zone), where the first model stands more than 1" from enemies.
    if (u.rules.includes('Deep Strike')) {
      const first = models[0]!;
      const aims = [...d.ruleset.objectives.map((o) => ({ x: o.x, y: o.y })), { x: w / 2, y: p === 0 ? depth - SCENARIO_ZONE_DEPTH_IN / 2 : SCENARIO_ZONE_DEPTH_IN / 2 }];
      for (const t of aims.slice(0, 4))
        if (enemies.every((e) => edgeDistance({ ...first, x: t.x, y: t.y }, e) > 1 + 1e-6)) out.push({ type: 'deep-strike', player: p, unit: u.id, target: { x: t.x, y: t.y } });
    }
    out.push({ type: 'keep', player: p, unit: u.id });
  }
  return out;
}

const translated = (models: readonly GameModel[], dx: number, dy: number): Map<string, ModelPosition> => new Map(models.map((m) => [m.id, { x: r3(m.x + dx), y: r3(m.y + dy) }]));

function moveActions(d: HwrDraft, u: HwrUnitState): GameAction[] {
  const models = modelsOfUnit(d, u.id);
  const c = centroid(models);
  const allowance = unitMoveIn(d, u) - 0.01;
  const enemies = d.models.filter((m) => m.onTable && m.player !== u.player);
  const nearest = <T extends { x: number; y: number }>(xs: readonly T[]) => xs.reduce<T | undefined>((b, x) => (!b || Math.hypot(x.x - c.x, x.y - c.y) < Math.hypot(b.x - c.x, b.y - c.y) ? x : b), undefined);
  const obj = nearest(d.ruleset.objectives);
  const foe = nearest(enemies);
  const falling = engaged(d, u.id, u.player);
  // "units attempting to Fall Back must be selected before any other units".
  if (falling && d.ruleset.movedNormally[u.player]) return [];
  if (falling) return fallBackCandidates(d, u).slice(0, 4).map((moved) => ({ type: 'fall-back', player: u.player, unit: u.id, positions: Object.fromEntries(moved) }));
  const dirs: { dx: number; dy: number; len: number }[] = [];
  const aim = (tx: number, ty: number, stop: number) => {
    const dx = tx - c.x;
    const dy = ty - c.y;
    const len = Math.hypot(dx, dy);
    if (len > 0.1) dirs.push({ dx: dx / len, dy: dy / len, len: Math.max(0, Math.min(allowance, len - stop)) });
  };
  if (!falling && obj) {
    aim(obj.x, obj.y, 0.5);
    // Round friends in the way: the same heading turned 35 and 70 degrees either side.
    const base = Math.atan2(obj.y - c.y, obj.x - c.x);
    const reach = Math.min(allowance, Math.hypot(obj.x - c.x, obj.y - c.y));
    for (const turn of [0.6, -0.6, 1.2, -1.2]) aim(c.x + Math.cos(base + turn) * reach, c.y + Math.sin(base + turn) * reach, 0);
  }
  if (!falling && foe) aim(foe.x, foe.y, HWR_ENGAGEMENT_IN + 2 * radiusOf(foe) + 1.5);
  if (foe) aim(2 * c.x - foe.x, 2 * c.y - foe.y, 0);
  const out: GameAction[] = [];
  const type = falling ? 'fall-back' : 'move';
  for (const dir of dirs)
    for (const f of [1, 0.6, 0.3]) {
      const len = dir.len * f;
      if (len < 0.2) break;
      const moved = translated(models, dir.dx * len, dir.dy * len);
      if (unitMoveProblem(d, u, moved, allowance, falling ? 'fall-back' : 'move').problem) continue;
      out.push({ type, player: u.player, unit: u.id, positions: Object.fromEntries(moved) });
      break;
    }
  return out;
}

function chargeActions(d: HwrDraft, u: HwrUnitState): GameAction[] {
  const models = modelsOfUnit(d, u.id);
  const out: GameAction[] = [];
  for (const t of onTableUnits(d, other(u.player))) {
    const gap = unitGap(d, u.id, t.id);
    if (gap > HWR_CHARGE_RANGE_IN || gap < 0.3) continue;
    let best: [GameModel, GameModel] | null = null;
    for (const m of models) for (const e of modelsOfUnit(d, t.id)) if (!best || edgeDistance(m, e) < edgeDistance(best[0], best[1])) best = [m, e];
    const [m, e] = best!;
    const dist = Math.hypot(e.x - m.x, e.y - m.y);
    const ux = (e.x - m.x) / dist;
    const uy = (e.y - m.y) / dist;
    for (const [endGap, side] of [[0.5, 0], [0.5, 1], [0.5, -1], [0.8, 0]] as const) {
      const len = gap - endGap;
      const moved = translated(models, ux * len - uy * side, uy * len + ux * side);
      if (unitMoveProblem(d, u, moved, null, 'charge').problem) continue;
      const ends = models.map((x) => ({ ...x, ...moved.get(x.id)! }));
      if (!ends.some((x) => modelsOfUnit(d, t.id).some((y) => edgeDistance(x, y) <= HWR_ENGAGEMENT_IN))) continue;
      if (ends.some((x) => d.models.some((y) => y.onTable && y.player !== u.player && y.unit !== t.id && edgeDistance(x, y) < HWR_ENGAGEMENT_IN))) continue;
      out.push({ type: 'charge', player: u.player, unit: u.id, target: t.id, positions: Object.fromEntries(moved) });
      break;
    }
  }
  return out;
}

function shootActions(d: HwrDraft, u: HwrUnitState, board: ReturnType<typeof boardOf>): GameAction[] {
  const out: GameAction[] = [];
  // Only targets some weapon can fire at, by the checks the shot itself makes (applyShooting refuses the others).
  for (const t of onTableUnits(d, other(u.player)))
    if (!targetProblem(d, u, t, board) && !noWeaponProblem(d, board, u, t)) out.push({ type: 'shoot', player: u.player, unit: u.id, target: t.id });
  return out;
}

function psychicActions(d: HwrDraft, u: HwrUnitState, board: ReturnType<typeof boardOf>): GameAction[] {
  const out: GameAction[] = [];
  for (const t of onTableUnits(d, other(u.player)))
    // "Psychic Powers require line of sight and follow Character targeting restrictions."
    if (modelsOfUnit(d, u.id).some((m) => modelsOfUnit(d, t.id).some((x) => edgeDistance(m, x) <= POWER_RANGE_IN && sight(board, m.id, x.id).visible)) && !characterTargetProblem(d, u, t, board))
      out.push({ type: 'manifest', player: u.player, unit: u.id, target: t.id });
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
  const units = eligibleUnits(d, p);
  const out: GameAction[] = [];
  const board = g.phase === 'Shooting' || g.phase === 'Psychic' ? boardOf(g) : null;
  for (const u of units) {
    switch (g.phase) {
      case 'Deployment':
        out.push(...deployActions(d, u));
        break;
      case 'Movement':
        // Inside a Transport: disembark (a block just ahead of or behind the hull, within 3"), or stay.
        if (u.embarkedIn) {
          out.push(...disembarkActions(d, u), { type: 'hold', player: p, unit: u.id });
          break;
        }
        // A unit that failed Morale away from the enemy retreats: the engine moves it (turn.ts retreatPlan).
        if (mustRetreat(d, u)) {
          out.push({ type: 'retreat', player: p, unit: u.id });
          break;
        }
        out.push(...moveActions(d, u));
        // Embark where it stands, in a friendly Transport with room, wholly within 3".
        for (const t of onTableUnits(d, p))
          if (t.id !== u.id && transportCapacity(d, t) && !embarkCheck(d, u, t, new Map())) out.push({ type: 'embark', player: p, unit: u.id, transport: t.id });
        if (!mustFallBack(d, u) || !out.some((a) => a.type === 'fall-back' && a.unit === u.id)) out.push({ type: 'hold', player: p, unit: u.id });
        break;
      case 'Psychic':
        out.push(...psychicActions(d, u, board!), { type: 'hold', player: p, unit: u.id });
        break;
      case 'Shooting':
        out.push(...shootActions(d, u, board!), { type: 'hold', player: p, unit: u.id });
        break;
      case 'Charge':
        out.push(...chargeActions(d, u), { type: 'hold', player: p, unit: u.id });
        break;
      case 'Fight': {
        // With a Pile In first (each model up to 2" towards its nearest enemy), when that brings more models within 1".
        const pile = fightMoveSample(d, u, 'pile-in');
        const within = (ms: readonly GameModel[], t: HwrUnitState) =>
          ms.filter((m) => groupOf(d, m).profile.WS !== null && modelsOfUnit(d, t.id).some((x) => edgeDistance(m, x) <= HWR_ENGAGEMENT_IN + 1e-6)).length;
        const piled = pile ? modelsOfUnit(d, u.id).map((m) => (pile.has(m.id) ? { ...m, ...pile.get(m.id)! } : m)) : null;
        for (const t of onTableUnits(d, other(p))) {
          const now = within(modelsOfUnit(d, u.id), t);
          if (now) out.push({ type: 'fight', player: p, unit: u.id, target: t.id });
          if (piled && within(piled, t) > now) out.push({ type: 'fight', player: p, unit: u.id, target: t.id, positions: Object.fromEntries(pile!) });
        }
        out.push({ type: 'hold', player: p, unit: u.id });
        break;
      }
      default:
        out.push({ type: 'morale', player: p, unit: u.id });
    }
  }
  return out;
}
