// Hammer Wars legalActions: every discrete choice, and a sensible sample of positions (towards objectives, enemies, cover,
// away), each one the appliers accept.
import { placedFootprint } from '../../../geometry/placement';
import type { GameAction, GameModel, ModelPosition } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import { attackProblem, isMeleeUnit, MAX_CHAINS } from './combat';
import { deployActions } from './deployment';
import { moveCheck, rapidAdvanceContact } from './movement';
import { hitAndRunContact } from './specials';
import { cardOf, CONTACT_IN, enemiesOf, markerGap, ORDER_MULTIPLIER, radiusOf, type HwGame, type Order } from './state';
import { HW_HIT_AND_RUN_IN, HW_PULSE_MOVE_IN, HW_PULSE_RANGE_IN, HW_SPLASH_IN } from './rulesetValues';

const r3 = (v: number): number => Math.round(v * 1000) / 1000;
const pos = (x: number, y: number): ModelPosition => ({ x: r3(x), y: r3(y) });

function nearest<T extends { x: number; y: number }>(from: { x: number; y: number }, xs: readonly T[]): T | undefined {
  let best: T | undefined;
  let bd = Infinity;
  for (const x of xs) {
    const dd = Math.hypot(x.x - from.x, x.y - from.y);
    if (dd < bd) {
      bd = dd;
      best = x;
    }
  }
  return best;
}

/** The point `dist` from m towards (tx, ty), stopping `stopShort` before it. */
function toward(m: GameModel, tx: number, ty: number, dist: number, stopShort = 0): ModelPosition | null {
  const dx = tx - m.x;
  const dy = ty - m.y;
  const len = Math.hypot(dx, dy);
  if (len < 1e-6) return null;
  const go = Math.min(dist, len - stopShort);
  if (go <= 0.05) return null;
  return pos(m.x + (dx / len) * go, m.y + (dy / len) * go);
}

/** Centre positions that put `m` in base contact with `t`, from the side facing m and a few turns around it. */
function contactSpots(m: GameModel, t: GameModel): ModelPosition[] {
  const r = radiusOf(m) + radiusOf(t) + CONTACT_IN / 4;
  const base = Math.atan2(m.y - t.y, m.x - t.x);
  return [0, 0.6, -0.6, 1.2, -1.2, Math.PI].map((da) => pos(t.x + Math.cos(base + da) * r, t.y + Math.sin(base + da) * r));
}

function coverCentres(g: HwGame): { x: number; y: number }[] {
  return g.setup.layout.terrain
    .filter((t) => t.traits.includes('cover-area') && !t.traits.includes('impassable'))
    .map((t) => {
      const poly = placedFootprint(t);
      return { x: poly.reduce((s, q) => s + q[0], 0) / poly.length, y: poly.reduce((s, q) => s + q[1], 0) / poly.length };
    });
}

function moveActions(g: HwGame, m: GameModel, order: Order): GameAction[] {
  const allowance = cardOf(m).moveIn * ORDER_MULTIPLIER[order];
  const isRun = order === 'run' || order === 'rapid-advance';
  const allowed = (c: ModelPosition): boolean => !moveCheck(g, m, c, allowance, isRun, [], true).problem;
  const enemies = enemiesOf(g.models, m.player);
  const foe = nearest(m, enemies);
  const obj = nearest(m, g.ruleset.objectives);
  const cover = nearest(m, coverCentres(g));
  const cands: (ModelPosition | null)[] = [];
  // Towards the nearest objective (all the way and half way), into cover, away from and towards the nearest enemy.
  if (obj) cands.push(toward(m, obj.x, obj.y, allowance, 1), toward(m, obj.x, obj.y, allowance / 2, 1));
  if (cover) cands.push(toward(m, cover.x, cover.y, allowance));
  if (foe) cands.push(toward(m, 2 * m.x - foe.x, 2 * m.y - foe.y, allowance), toward(m, foe.x, foe.y, allowance, radiusOf(m) + radiusOf(foe) + 1));
  // Into base contact with enemies in reach (melee units and tramplers), from the near side or a little around it.
  if (foe && order !== 'rapid-advance' && (isMeleeUnit(m) || cardOf(m).special.includes('Trample Attack')))
    for (const e of enemies.filter((e) => edgeDistance(m, e) <= allowance).slice(0, 3)) {
      const spot = contactSpots(m, e).find(allowed);
      if (spot) cands.push(spot);
    }
  const out: GameAction[] = [];
  const seen = new Set<string>();
  for (const c of cands) {
    if (!c) continue;
    const key = `${c.x},${c.y}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!allowed(c)) continue;
    if (order === 'rapid-advance' && rapidAdvanceContact(g, m, c)) continue;
    out.push({ type: 'move', player: m.player, positions: { [m.id]: c } });
  }
  return out;
}

/** The active unit's offers: chain attacks, an Energy Pulse, moves, attack lines and Hit & Run, as they are open now. */
function activationActions(g: HwGame, m: GameModel): GameAction[] {
  const act = g.ruleset.active!;
  const p = m.player;
  const card = cardOf(m);
  const enemies = enemiesOf(g.models, p);
  const out: GameAction[] = [];
  if (act.chainFrom && act.chains < MAX_CHAINS) {
    const from = act.chainFrom;
    for (const e of enemies) {
      if (Math.hypot(e.x - from.x, e.y - from.y) - from.r - radiusOf(e) > HW_SPLASH_IN) continue;
      const spot = contactSpots(m, e).find((c) => !moveCheck(g, m, c, card.moveIn, false, [], true).problem);
      if (spot) out.push({ type: 'chain-attack', player: p, target: e.id, positions: { [m.id]: spot } });
    }
  }
  if (card.special.includes('Energy Pulse') && g.ruleset.pulsedRound[m.id] !== g.round && !act.moved && act.linesUsed.length === 0) {
    const { widthIn, depthIn } = g.setup.layout.table;
    const onT = (x: number, y: number) => x >= 0 && y >= 0 && x <= widthIn && y <= depthIn;
    for (const e of enemies.filter((e) => markerGap(m, [e.x, e.y]) <= HW_PULSE_RANGE_IN).slice(0, 3)) {
      const next = nearest(e, enemies.filter((o) => o.id !== e.id && Math.hypot(o.x - e.x, o.y - e.y) <= HW_PULSE_MOVE_IN));
      const to = next ? { x: next.x, y: next.y } : { x: e.x, y: e.y };
      if (onT(e.x, e.y) && onT(to.x, to.y)) out.push({ type: 'energy-pulse', player: p, marker: pos(e.x, e.y), markerTo: pos(to.x, to.y) });
    }
  }
  if (act.order !== 'hold' && !act.moved && act.linesUsed.length === 0) out.push(...moveActions(g, m, act.order));
  for (let line = 0; line < card.lines.length; line++) {
    if (act.linesUsed.includes(line)) continue;
    for (const e of enemies) if (!attackProblem(g, m, line, e)) out.push({ type: 'attack', player: p, line, target: e.id });
  }
  if (card.special.includes('Hit & Run') && act.meleeAttacked) {
    const foe = nearest(m, enemies);
    const cands: (ModelPosition | null)[] = foe
      ? [toward(m, 2 * m.x - foe.x, 2 * m.y - foe.y, HW_HIT_AND_RUN_IN), toward(m, 2 * m.x - foe.x, 2 * m.y - foe.y, HW_HIT_AND_RUN_IN / 2), toward(m, m.x + (m.y - foe.y), m.y - (m.x - foe.x), HW_HIT_AND_RUN_IN)]
      : [];
    for (const c of cands) {
      if (!c || hitAndRunContact(g, m, c) || moveCheck(g, m, c, HW_HIT_AND_RUN_IN, false, [], true).problem) continue;
      out.push({ type: 'hit-and-run', player: p, positions: { [m.id]: c } });
    }
  }
  return out;
}

export function hwLegalActions(g: HwGame): GameAction[] {
  const rs = g.ruleset;
  const p = g.toAct;
  if (p === null || g.result) return [];
  const pl = rs.players[p];
  const declare: GameAction[] =
    (rs.step === 'deployment' || rs.step === 'combat') && !pl.goalDeclared && (pl.goal === 'Deception' || pl.goal === 'Duty') ? [{ type: 'declare-goal', player: p }] : [];
  switch (rs.step) {
    case 'choose-order':
      return [{ type: 'choose-order', player: p, goFirst: true }, { type: 'choose-order', player: p, goFirst: false }];
    case 'choose-edge':
      return [{ type: 'choose-edge', player: p, edge: 'west' }, { type: 'choose-edge', player: p, edge: 'east' }];
    case 'choose-goals':
      return pl.goalChoices.flatMap((goal): GameAction[] =>
        goal === 'Deception' || goal === 'Duty' ? rs.objectives.map((o) => ({ type: 'choose-goal', player: p, goal, objective: o.id })) : [{ type: 'choose-goal', player: p, goal }],
      );
    case 'deployment':
      return [{ type: 'end-deployment', player: p }, ...declare, ...deployActions(g, p)];
    case 'combat':
      break;
    default:
      return [];
  }
  const act = rs.active;
  if (!act) {
    const out: GameAction[] = [{ type: 'end-phase', player: p }, ...declare];
    for (const m of g.models) {
      if (m.player !== p || !m.onTable || rs.activated.includes(m.id)) continue;
      const orders: Order[] = cardOf(m).special.includes('Rapid Advance') ? ['hold', 'walk', 'run', 'rapid-advance'] : ['hold', 'walk', 'run'];
      for (const order of orders) out.push({ type: 'activate', player: p, unit: m.id, order });
    }
    return out;
  }
  const m = g.models.find((x) => x.id === act.unit)!;
  return [{ type: 'end-activation', player: p }, ...declare, ...activationActions(g, m)];
}
