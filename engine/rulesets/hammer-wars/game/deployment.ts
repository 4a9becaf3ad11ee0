// The deployment phase (seed 002_e47fa283e0ac09ca.txt, "Deployment Phase"; DIGEST C.3): units are bought from the pool
// with pts (and xp) and "placed within 4" of the player's table edge, at least 1" away from enemy units", each on a spot of
// its own; the offers are free legal spots along the edge.
import { baseBoundingRadius } from '../../../bases';
import { draftModel, illegal, modelAt, placementProblem } from '../../../game/kit';
import type { GameAction, GameContext, GameModel, ModelPosition, PlayerIndex } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import type { HwActionOf } from './actions';
import { cardOf, enemiesOf, findModel, label, playerName, radiusOf, type HwDraft, type HwView } from './state';
import { HW_DEPLOY_EDGE_IN, HW_DEPLOY_ENEMY_IN } from './rulesetValues';

/** Deployment placement: "placed within 4" of the player's table edge, at least 1" away from enemy units" (defaults hw.deployWithin, hw.deployEnemyGap). */
export function deployRule(d: Pick<HwView, 'setup' | 'models' | 'ruleset'>, m: GameModel, p: ModelPosition): string | null {
  const edge = d.ruleset.players[m.player].edge!;
  const r = radiusOf(m);
  const w = d.setup.layout.table.widthIn;
  const inside = edge === 'west' ? p.x + r <= HW_DEPLOY_EDGE_IN + 1e-9 : p.x - r >= w - HW_DEPLOY_EDGE_IN - 1e-9;
  if (!inside) return `${m.name} must be placed within ${HW_DEPLOY_EDGE_IN}" of ${playerName(m.player)}'s table edge (the ${edge} edge).`;
  const moved = modelAt(m, p);
  for (const e of enemiesOf(d.models, m.player))
    if (edgeDistance(moved, e) < HW_DEPLOY_ENEMY_IN - 1e-9) return `${m.name} must be placed at least ${HW_DEPLOY_ENEMY_IN}" away from enemy units (${label(e)} is ${Math.max(0, edgeDistance(moved, e)).toFixed(2)}" away).`;
  return null;
}

/** Where these models may not all be placed: the deployment rule, then on the table, out of impassable terrain, off every base. */
export function deployProblem(d: Pick<HwView, 'setup' | 'models' | 'ruleset'>, models: readonly GameModel[], moved: ReadonlyMap<string, ModelPosition>): string | null {
  return placementProblem(d, models, moved, (m, p) => deployRule(d, m, p));
}

/** Buys units from the pool and places them: "placed within 4" of the player's table edge, at least 1" away from enemy units". */
export function applyDeploy(d: HwDraft, a: HwActionOf<'deploy'>, ctx: GameContext): void {
  const rs = d.ruleset;
  const p = a.player;
  if (rs.step !== 'deployment') illegal('Units are bought and placed in your deployment phase.', a);
  const ids = Object.keys(a.positions ?? {});
  if (ids.length === 0) illegal('Say which units to place: positions {unit: {x, y}}.', a);
  const models: GameModel[] = [];
  let pts = 0;
  let xp = 0;
  for (const id of ids) {
    const m = findModel(d, id);
    if (!m || m.player !== p) illegal(`${id} is not one of your units.`, a);
    if (m.onTable) illegal(`${m.name} (${id}) is already on the table.`, a);
    pts += cardOf(m).pts;
    xp += cardOf(m).xp;
    models.push(m);
  }
  const pl = rs.players[p];
  if (pts > pl.pts || xp > pl.xp) illegal(`Those units cost ${pts}pts${xp ? ` + ${xp}xp` : ''}; you have ${pl.pts}pts and ${pl.xp}xp.`, a);
  const moved = new Map(ids.map((id) => [id, a.positions[id]!]));
  const why = deployProblem(d, models, moved);
  if (why) illegal(why, a);
  for (const id of ids) {
    const pos = moved.get(id)!;
    const m = draftModel(d, id);
    const card = cardOf(m);
    m.x = pos.x;
    m.y = pos.y;
    m.facingDeg = pos.facingDeg ?? (pl.edge === 'west' ? 0 : 180);
    m.onTable = true;
    m.wounds = m.maxWounds;
    m.statuses = [];
    if (card.category === 'Hero') pl.deployedHero = true;
    ctx.say(`${playerName(p)} buys ${m.name} (${card.pts}pts${card.xp ? ` + ${card.xp}xp` : ''}) and places it at (${pos.x.toFixed(1)}, ${pos.y.toFixed(1)}).`, p);
  }
  pl.pts -= pts;
  pl.xp -= xp;
}

const r3 = (v: number): number => Math.round(v * 1000) / 1000;

/** Up to `n` entries spread evenly over a list. */
export function spread<T>(xs: readonly T[], n: number): T[] {
  if (xs.length <= n) return [...xs];
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(xs[Math.round((i * (xs.length - 1)) / (n - 1))]!);
  return out;
}

/**
 * The free spots for `m` in its player's 4" strip: a grid of base-sized cells from the inner line of the strip to the
 * edge, every cell the deployment rule and standing accept (so no offer stands on another base).
 */
function freeSpots(g: HwView, m: GameModel): ModelPosition[] {
  const edge = g.ruleset.players[m.player].edge!;
  const { widthIn: w, depthIn } = g.setup.layout.table;
  const r = baseBoundingRadius(m.base);
  const step = 2 * r + 0.05;
  const out: ModelPosition[] = [];
  // The columns from the strip's inner line to the edge (the last one against it), each row bottom to top.
  const inner = HW_DEPLOY_EDGE_IN - r - 0.01;
  const outer = r + 0.01;
  const columns: number[] = [];
  for (let c = inner; c > outer + 0.05; c -= step) columns.push(c);
  columns.push(outer);
  for (const fromEdge of columns) {
    const x = edge === 'west' ? fromEdge : w - fromEdge;
    for (let y = r + 0.25; y <= depthIn - r - 0.25; y += step) {
      const p = { x: r3(x), y: r3(y) };
      if (!deployProblem(g, [m], new Map([[m.id, p]]))) out.push(p);
    }
  }
  return out;
}

/** Deploy offers: for each card this player can afford, one of its models on three free spots spread along the edge. */
export function deployActions(g: HwView, p: PlayerIndex): GameAction[] {
  const pl = g.ruleset.players[p];
  const out: GameAction[] = [];
  const seen = new Set<string>();
  for (const m of g.models) {
    if (m.player !== p || m.onTable || seen.has(m.name)) continue;
    seen.add(m.name);
    const c = cardOf(m);
    if (c.pts > pl.pts || c.xp > pl.xp) continue;
    for (const spot of spread(freeSpots(g, m), 3)) out.push({ type: 'deploy', player: p, positions: { [m.id]: spot } });
  }
  return out;
}
