// The placements HamWarmer's legalActions offers: coherent blocks (the ruleset's coherency rule) at free spots in the zone,
// along the table edge from Reserves, on a short edge by Outflank, out of reach by Infiltrate, beside a Transport to
// disembark. Each candidate is judged by the very check the referee applies (deployProblem, disembarkCheck), so a spot
// taken by another unit is passed over for the next one, never offered.
import { blockFormation, unitOnTable } from '../../../game/kit';
import type { GameAction, ModelPosition } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import { coherentBlock } from '../../../measure/formation';
import { HAMWARMER } from '../values';
import { deployProblem } from './deploy';
import { SCENARIO_ZONE_DEPTH_IN } from './deployment';
import { disembarkCheck } from './embarking';
import { aliveModels, radiusOf, type HwrDraft, type HwrUnitState } from './state';

const r3 = (v: number): number => Math.round(v * 1000) / 1000;
const COHERENCY = HAMWARMER.measuring.coherency;
/** Across the table, the middle first, then out towards the edges. */
const ACROSS = [0.5, 0.3, 0.7, 0.15, 0.85, 0.4, 0.6, 0.2, 0.8, 0.1, 0.9, 0.35, 0.65, 0.25, 0.75, 0.45, 0.55, 0.05, 0.95] as const;

const offer = (u: HwrUnitState, type: 'deploy' | 'disembark', moved: ReadonlyMap<string, ModelPosition>, mode?: 'infiltrate' | 'outflank'): GameAction => ({
  type,
  player: u.player,
  unit: u.id,
  positions: Object.fromEntries(moved),
  ...(mode ? { mode } : {}),
});

/** The block moved straight in from the table edge until its nearest models' centres stand on `edgeY`. */
function alongEdge(moved: ReadonlyMap<string, ModelPosition>, edgeY: number, towardsY: 1 | -1): Map<string, ModelPosition> {
  const ys = [...moved.values()].map((q) => q.y);
  const shift = edgeY - (towardsY === 1 ? Math.min(...ys) : Math.max(...ys));
  return new Map([...moved].map(([id, q]) => [id, { ...q, y: r3(q.y + shift) }]));
}

/** The first Deployment phase: up to three free spots in the zone, those with the most room to friends first; Infiltrate; Reserves. */
function firstDeployment(d: HwrDraft, u: HwrUnitState): GameAction[] {
  const p = u.player;
  const models = aliveModels(d, u);
  const { widthIn: w, depthIn: depth } = d.setup.layout.table;
  const towards: 1 | -1 = p === 0 ? 1 : -1;
  const midY = p === 0 ? SCENARIO_ZONE_DEPTH_IN / 2 : depth - SCENARIO_ZONE_DEPTH_IN / 2;
  const friends = d.models.filter((m) => m.onTable && m.player === p);
  const spots: { moved: Map<string, ModelPosition>; room: number }[] = [];
  for (const fx of ACROSS) {
    for (const dy of [0, -3, 3, -4.5, 4.5]) {
      const moved = coherentBlock(models, w * fx, midY + dy, towards, COHERENCY);
      if (deployProblem(d, u, moved, 'normal')) continue;
      // Room: how far the nearest friend stands (units placed apart can move without passing over each other).
      const room = Math.min(99, ...[...moved.values()].flatMap((q) => friends.map((f) => Math.hypot(f.x - q.x, f.y - q.y))));
      spots.push({ moved, room });
      break;
    }
    if (spots.length >= 7) break;
  }
  const out = spots.sort((a, b) => b.room - a.room).slice(0, 3).map((s) => offer(u, 'deploy', s.moved));
  // Infiltrate: "anywhere on the table" far enough from the enemy: tried at the objectives and the table's middle.
  if (u.rules.includes('Infiltrate')) {
    let found = 0;
    for (const o of [...d.ruleset.objectives, { x: w / 2, y: depth / 2 }])
      for (const dx of [0, -3, 3]) {
        if (found >= 2) break;
        const moved = coherentBlock(models, o.x + dx, o.y, towards, COHERENCY);
        if (deployProblem(d, u, moved, 'infiltrate')) continue;
        out.push(offer(u, 'deploy', moved, 'infiltrate'));
        found++;
        break;
      }
  }
  out.push({ type: 'reserve', player: p, unit: u.id });
  return out;
}

/** From Reserves: along the player's own long edge, by Outflank on a short edge, by Deep Strike at the objectives; or keep. */
function fromReserves(d: HwrDraft, u: HwrUnitState): GameAction[] {
  const p = u.player;
  const models = aliveModels(d, u);
  const { widthIn: w, depthIn: depth } = d.setup.layout.table;
  const towards: 1 | -1 = p === 0 ? 1 : -1;
  const out: GameAction[] = [];
  // Reserves arrive "within 2" of the table edge": one block along the player's own long edge.
  const r = Math.max(...models.map(radiusOf));
  const edgeY = p === 0 ? r + 0.05 : depth - r - 0.05;
  let found = 0;
  for (const fx of ACROSS) {
    if (found >= 2) break;
    const moved = alongEdge(coherentBlock(models, w * fx, edgeY, towards, COHERENCY), edgeY, towards);
    if (deployProblem(d, u, moved, 'normal')) continue;
    out.push(offer(u, 'deploy', moved));
    found++;
  }
  // Outflank: "within 2" of any table edge": a column along each short edge.
  if (u.rules.includes('Outflank'))
    for (const x of [r + 0.05, w - r - 0.05])
      for (const dy of [0, -4, 4, -8, 8]) {
        const moved = blockFormation(models, x, depth / 2 + dy, 1, 1);
        if (deployProblem(d, u, moved, 'outflank')) continue;
        out.push(offer(u, 'deploy', moved, 'outflank'));
        break;
      }
  // Deep Strike: aimed at each objective (and the enemy's zone), where the first model stands more than 1" from enemies.
  if (u.rules.includes('Deep Strike')) {
    const first = models[0]!;
    const enemies = d.models.filter((e) => e.onTable && e.player !== p);
    const aims = [...d.ruleset.objectives.map((o) => ({ x: o.x, y: o.y })), { x: w / 2, y: p === 0 ? depth - SCENARIO_ZONE_DEPTH_IN / 2 : SCENARIO_ZONE_DEPTH_IN / 2 }];
    for (const t of aims.slice(0, 4))
      if (enemies.every((e) => edgeDistance({ ...first, x: t.x, y: t.y }, e) > 1 + 1e-6)) out.push({ type: 'deep-strike', player: p, unit: u.id, target: { x: t.x, y: t.y } });
  }
  out.push({ type: 'keep', player: p, unit: u.id });
  return out;
}

/** The Deployment phase's offers for one unit. */
export function deployActions(d: HwrDraft, u: HwrUnitState): GameAction[] {
  return d.round === 1 ? firstDeployment(d, u) : fromReserves(d, u);
}

/** Inside a Transport: a block just ahead of, behind or beside the hull, within 3" (up to two). */
export function disembarkActions(d: HwrDraft, u: HwrUnitState): GameAction[] {
  const hull = unitOnTable(d, u.embarkedIn!)[0];
  if (!hull) return [];
  const models = aliveModels(d, u);
  const out: GameAction[] = [];
  for (const reach of [radiusOf(hull) + 1.2, radiusOf(hull) + 0.6])
    for (const [dx, dy] of [[0, 1], [0, -1], [1, 0], [-1, 0]] as const) {
      if (out.length >= 2) return out;
      const moved = coherentBlock(models, hull.x + dx * reach, hull.y + dy * reach, dy === 0 ? 1 : dy, COHERENCY);
      if (!disembarkCheck(d, u, moved)) out.push(offer(u, 'disembark', moved));
    }
  return out;
}
