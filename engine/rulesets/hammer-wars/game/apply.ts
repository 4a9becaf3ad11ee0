// Hammer Wars transitions: each action checked in players' words, then applied to the draft (seed 002_e47fa283e0ac09ca.txt).
import { edgeDistance } from '../../../measure/distance';
import { checkMove } from '../../../measure/movement';
import { IllegalActionError, type GameAction, type GameContext, type GameModel, type ModelPosition, type MoveVerdict, type PlayerIndex } from '../../../game/types';
import type { Vec2 } from '../../../types';
import { cardOf, CONTACT_IN, draftModel, enemiesOf, findModel, inContact, label, markerGap, other, OVERLAP_IN, playerName, radiusOf, roundBaseInPiece, type Goal, type HwDraft, type Order } from './state';
import { attackWithLine, draftBoard, endGame, lowerMorale, rollAttack, sightAndCover, type Sight } from './resolve';
import { HW_DEPLOY_EDGE_IN, HW_DEPLOY_ENEMY_IN, HW_HIT_AND_RUN_IN, HW_MOVEMENT, HW_PULSE_MOVE_IN, HW_PULSE_RANGE_IN, HW_SPLASH_IN } from './rulesetValues';

/** "At the beginning of each deployment phase the players get 6pts and 1xp each". */
export const INCOME_PTS = 6;
export const INCOME_XP = 1;
/** "Hold 0x", "Walk 1x", "Run 2x"; Rapid Advance: "may choose to move 3x when using Run actions". */
export const ORDER_MULTIPLIER: Readonly<Record<Order, number>> = { hold: 0, walk: 1, run: 2, 'rapid-advance': 3 };
/** "This chain attack may be repeated up to 3 times per activation." */
export const MAX_CHAINS = 3;

const ORDER_WORDS: Readonly<Record<Order, string>> = { hold: 'Hold', walk: 'Walk', run: 'Run', 'rapid-advance': 'Run (Rapid Advance)' };

function illegal(reason: string, a: GameAction): never {
  throw new IllegalActionError(reason, a);
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function readPosition(a: GameAction, id: string): ModelPosition {
  const p = a.positions?.[id];
  if (!p || !finite(p.x) || !finite(p.y) || (p.facingDeg !== undefined && !finite(p.facingDeg)))
    illegal(`Give the position of ${id} as {x, y} in inches.`, a);
  return p;
}

function readPath(a: GameAction): Vec2[] {
  const path = a.path;
  if (path === undefined) return [];
  if (!Array.isArray(path) || path.length > 50 || !path.every((p) => Array.isArray(p) && p.length === 2 && finite(p[0]) && finite(p[1])))
    illegal('A path is a list of up to 50 [x, y] waypoints in inches.', a);
  return path as Vec2[];
}

const at = (m: GameModel, p: ModelPosition): GameModel => ({ ...m, x: p.x, y: p.y, facingDeg: p.facingDeg ?? m.facingDeg });

/** Where a unit may stand: on the table, out of impassable terrain, off every other base. Null when fine. */
export function standingProblem(d: HwDraft, m: GameModel, p: ModelPosition, ignore: readonly string[] = []): string | null {
  const r = radiusOf(m);
  const { widthIn, depthIn } = d.setup.layout.table;
  if (p.x - r < -1e-9 || p.y - r < -1e-9 || p.x + r > widthIn + 1e-9 || p.y + r > depthIn + 1e-9)
    return `${m.name} would stand off the table at (${p.x.toFixed(1)}, ${p.y.toFixed(1)}).`;
  for (const piece of d.setup.layout.terrain)
    if (piece.traits.includes('impassable') && roundBaseInPiece(p.x, p.y, r, piece))
      return `${m.name} cannot stand in impassable terrain ${piece.name ?? piece.id}.`;
  const moved = at(m, p);
  for (const o of d.models)
    if (o.onTable && o.id !== m.id && !ignore.includes(o.id) && edgeDistance(moved, o) < -OVERLAP_IN)
      return `${m.name} would stand on the base of ${label(o)}.`;
  return null;
}

function distanceToRoute(x: number, y: number, route: readonly Vec2[]): number {
  let best = Infinity;
  for (let i = 1; i < route.length; i++) {
    const [ax, ay] = route[i - 1]!;
    const [bx, by] = route[i]!;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 > 0 ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2)) : 0;
    best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return best;
}

/** Checks a move of `allowanceIn`: "units may move through friendly models but not through enemy models". */
export function moveProblem(d: HwDraft, m: GameModel, p: ModelPosition, allowanceIn: number, isRun: boolean, path: readonly Vec2[] = []): { problem: string | null; dangerous: string[]; costIn: number; allowanceIn: number } {
  const route: Vec2[] = [[m.x, m.y], ...path, [p.x, p.y]];
  const stand = standingProblem(d, m, p);
  if (stand) return { problem: stand, dangerous: [], costIn: routeLength(route), allowanceIn };
  const r = radiusOf(m);
  // Only enemies whose base comes within reach of the path can block it (round bases: centre within r + r').
  const nearPath = (o: GameModel): boolean => distanceToRoute(o.x, o.y, route) <= r + radiusOf(o) + 0.05;
  const chk = checkMove(
    {
      model: m,
      path: [...path, [p.x, p.y]],
      ...(p.facingDeg === undefined ? {} : { endFacingDeg: p.facingDeg }),
      allowanceIn,
      terrain: d.setup.layout.terrain,
      obstacles: enemiesOf(d.models, m.player)
        .filter(nearPath)
        .map((o) => ({ ...o, name: label(o) })),
      table: d.setup.layout.table,
      isRun,
    },
    HW_MOVEMENT,
  );
  return { problem: chk.ok ? null : `${m.name} cannot move there: ${chk.reasons[0]}.`, dangerous: chk.dangerousCrossed, costIn: chk.costIn, allowanceIn: chk.allowanceIn };
}

const routeLength = (route: readonly Vec2[]): number => route.reduce((sum, q, i) => (i ? sum + Math.hypot(q[0] - route[i - 1]![0], q[1] - route[i - 1]![1]) : 0), 0);

interface MoveRuling {
  readonly verdict: MoveVerdict;
  readonly pos: ModelPosition;
  readonly dangerous: readonly string[];
}

/**
 * The active unit's move as the referee rules it: the one check the 'move' action is refused by and the drag readout
 * shows (judgeHwMove). The allowance is the card's Move times the order's multiplier ("Walk 1x", "Run 2x" ...). Throws
 * IllegalActionError when no move can be made now at all.
 */
function ruleMove(d: HwDraft, a: GameAction): MoveRuling {
  const m = activeUnit(d, a);
  const act = d.ruleset.active!;
  if (act.order === 'hold') illegal(`${m.name} is Holding ("Hold 0x") and cannot move.`, a);
  if (act.moved) illegal(`${m.name} has already moved this activation.`, a);
  if (act.linesUsed.length > 0) illegal(`${m.name} has already attacked; a Walk "may shoot after moving", not before.`, a);
  const ids = Object.keys(a.positions ?? {});
  if (ids.length !== 1 || ids[0] !== m.id) illegal(`Only the active unit (${m.id}) moves now.`, a);
  const pos = readPosition(a, m.id);
  const isRun = act.order === 'run' || act.order === 'rapid-advance';
  const chk = moveProblem(d, m, pos, cardOf(m).moveIn * ORDER_MULTIPLIER[act.order], isRun, readPath(a));
  const refuse = (reason: string): MoveRuling => ({ verdict: { ok: false, reasons: [reason], costIn: chk.costIn, allowanceIn: chk.allowanceIn }, pos, dangerous: [] });
  if (chk.problem) return refuse(chk.problem);
  if (act.order === 'rapid-advance') {
    // "it may not move into base contact with enemies when doing so"
    const moved = at(m, pos);
    const bad = enemiesOf(d.models, m.player).find((e) => !inContact(m, e) && edgeDistance(moved, e) <= CONTACT_IN);
    if (bad) return refuse(`${m.name} may not move into base contact with enemies during a Rapid Advance (${label(bad)}).`);
  }
  return { verdict: { ok: true, reasons: [], costIn: chk.costIn, allowanceIn: chk.allowanceIn }, pos, dangerous: chk.dangerous };
}

/** How a 'move' of the active unit would be ruled now (null for other actions): ruleMove, as applyHw applies it. */
export function judgeHwMove(d: HwDraft, a: GameAction): MoveVerdict | null {
  if (a.type !== 'move' || d.ruleset.step !== 'combat' || !d.ruleset.active) return null;
  const m = findModel(d, d.ruleset.active.unitId);
  const allowanceIn = m ? cardOf(m).moveIn * ORDER_MULTIPLIER[d.ruleset.active.order] : 0;
  try {
    return ruleMove(d, a).verdict;
  } catch (e) {
    if (e instanceof IllegalActionError) return { ok: false, reasons: [e.reason], costIn: 0, allowanceIn };
    throw e;
  }
}

/** Moves a model and rolls for dangerous terrain: "receives a Dice:1 attack that hits on 6+ (ignores modifiers)". */
function moveModel(d: HwDraft, ctx: GameContext, id: string, p: ModelPosition, dangerous: readonly string[]): void {
  const m = draftModel(d, id);
  m.x = p.x;
  m.y = p.y;
  if (p.facingDeg !== undefined) m.facingDeg = p.facingDeg;
  for (const pieceId of dangerous) {
    const piece = d.setup.layout.terrain.find((t) => t.id === pieceId);
    if (!draftModel(d, id).onTable) break;
    rollAttack(d, ctx, id, 1, 6, 0, { by: null, what: `Dangerous terrain ${piece?.name ?? pieceId} (ignores modifiers)` });
  }
}

/** "Whenever this unit moves into base contact with an enemy the target immediately takes a Dice:1* attack that hits on 4+ (ignores modifiers)." */
function trample(d: HwDraft, ctx: GameContext, id: string, touchingBefore: readonly string[]): void {
  const m = draftModel(d, id);
  if (!m.onTable || !cardOf(m).special.includes('Trample Attack')) return;
  for (const e of enemiesOf(d.models, m.player)) {
    if (touchingBefore.includes(e.id) || !inContact(m, e)) continue;
    attackWithLine(d, ctx, m.player, null, e.id, { dice: 1, splash: true, need: 4, what: `${label(m)}'s Trample Attack` });
  }
}

function startDeployment(d: HwDraft, ctx: GameContext, p: PlayerIndex): void {
  const rs = d.ruleset;
  rs.step = 'deployment';
  d.phase = 'deployment';
  d.toAct = p;
  d.activation = null;
  rs.players[p].pts = INCOME_PTS;
  rs.players[p].xp += INCOME_XP;
  ctx.say(`Round ${d.round}: ${playerName(p)}'s deployment phase. ${playerName(p)} gets ${INCOME_PTS}pts and ${INCOME_XP}xp (${rs.players[p].xp}xp in all; once a round, named default hw.income).`, p);
}

function endActivation(d: HwDraft): void {
  d.ruleset.active = null;
  d.activation = null;
}

function endCombatPhase(d: HwDraft, ctx: GameContext, p: PlayerIndex): void {
  const rs = d.ruleset;
  endActivation(d);
  rs.activated = [];
  ctx.say(`${playerName(p)}'s combat phase ends.`, p);
  if (rs.half === 0) {
    rs.half = 1;
    startDeployment(d, ctx, other(p));
    return;
  }
  // "Every time a round ends both players lower their morale by 1."
  const broken: PlayerIndex[] = [];
  for (const q of [0, 1] as const) {
    rs.players[q].morale = Math.max(0, rs.players[q].morale - 1);
    ctx.say(`Round ${d.round} ends: ${playerName(q)}'s morale falls to ${rs.players[q].morale}.`);
    if (rs.players[q].morale === 0) broken.push(q);
  }
  if (broken.length > 0) return endGame(d, ctx, broken);
  d.round += 1;
  rs.half = 0;
  startDeployment(d, ctx, rs.first!);
}

function cost(m: GameModel): { pts: number; xp: number } {
  const c = cardOf(m);
  return { pts: c.pts, xp: c.xp };
}

/** Deployment placement: "placed within 4" of the player's table edge, at least 1" away from enemy units" (defaults hw.deployWithin, hw.deployEnemyGap). */
export function placementProblem(d: HwDraft, m: GameModel, p: ModelPosition): string | null {
  const stand = standingProblem(d, m, p);
  if (stand) return stand;
  const edge = d.ruleset.players[m.player].edge!;
  const r = radiusOf(m);
  const w = d.setup.layout.table.widthIn;
  const inside = edge === 'west' ? p.x + r <= HW_DEPLOY_EDGE_IN + 1e-9 : p.x - r >= w - HW_DEPLOY_EDGE_IN - 1e-9;
  if (!inside) return `${m.name} must be placed within ${HW_DEPLOY_EDGE_IN}" of ${playerName(m.player)}'s table edge (the ${edge} edge).`;
  const moved = at(m, p);
  for (const e of enemiesOf(d.models, m.player))
    if (edgeDistance(moved, e) < HW_DEPLOY_ENEMY_IN - 1e-9) return `${m.name} must be placed at least ${HW_DEPLOY_ENEMY_IN}" away from enemy units (${label(e)} is ${Math.max(0, edgeDistance(moved, e)).toFixed(2)}" away).`;
  return null;
}

/** Whether the line is fought in melee (default hw.meleeLines: the lines of a Range 0" unit). */
export const isMeleeUnit = (m: GameModel): boolean => cardOf(m).rangeIn === 0;

/** Why `attacker` may not use line `line` on `target` now; null when it may. */
export function attackProblem(d: HwDraft, attacker: GameModel, line: number, target: GameModel | undefined, seen?: { sight?: Sight }): string | null {
  const rs = d.ruleset;
  const act = rs.active!;
  const card = cardOf(attacker);
  if (!Number.isInteger(line) || line < 0 || line >= card.lines.length) return `${card.name} has ${card.lines.length} attack line${card.lines.length > 1 ? 's' : ''}; line ${line + 1} does not exist.`;
  if (act.linesUsed.includes(line)) return `${card.name} has already used attack line ${line + 1} this activation ("each of its attack lines once").`;
  if (!target || !target.onTable) return 'That target is not on the table.';
  if (target.player === attacker.player) return `${card.name} may only attack enemy units.`;
  if (isMeleeUnit(attacker)) {
    if (act.order === 'rapid-advance') return `${card.name} used Rapid Advance and cannot fight in melee this activation.`;
    if (!inContact(attacker, target)) return `${card.name} fights in melee ("Range: 0""): ${label(target)} is not in base contact.`;
    return null;
  }
  if (act.order === 'run' || act.order === 'rapid-advance') return `${card.name} Ran this activation: "Run ... May not shoot."`;
  const dist = edgeDistance(attacker, target);
  if (dist > card.rangeIn + 1e-9) return `${label(target)} is ${dist.toFixed(1)}" away, out of ${card.name}'s ${card.rangeIn}" range.`;
  const sc = sightAndCover(draftBoard(d), attacker.id, target.id);
  if (seen) seen.sight = sc;
  if (!sc.visible) return `${card.name} has no line of sight to ${label(target)}.`;
  return null;
}

function resolveLine(d: HwDraft, ctx: GameContext, attacker: GameModel, line: number, targetId: string, sight?: Sight): boolean {
  const card = cardOf(attacker);
  const l = card.lines[line]!;
  return attackWithLine(d, ctx, attacker.player, attacker.id, targetId, {
    dice: l.dice,
    splash: l.splash,
    need: { Light: l.Light, Medium: l.Medium, Heavy: l.Heavy },
    what: `${label(attacker)}, line ${line + 1} (Dice: ${l.dice}${l.splash ? '*' : ''})`,
    ignoresCover: card.special.includes('Ignores Cover'),
    duty: attacker.statuses.includes('duty +1'),
    ...(sight ? { sight } : {}),
  });
}

function activeUnit(d: HwDraft, a: GameAction): GameModel {
  const act = d.ruleset.active;
  if (d.ruleset.step !== 'combat') illegal('Units act only in the combat phase.', a);
  if (!act) illegal('No unit is active: activate a unit first.', a);
  return findModel(d, act.unitId)!;
}

export function applyHw(d: HwDraft, a: GameAction, ctx: GameContext): void {
  const rs = d.ruleset;
  const p = a.player;
  switch (a.type) {
    case 'choose-order': {
      // "the winner decides if he wants to go first or second during all rounds of the game"
      if (rs.step !== 'choose-order') illegal('The order of play has already been chosen.', a);
      if (typeof a.goFirst !== 'boolean') illegal('Say whether you go first: goFirst true or false.', a);
      const first = a.goFirst ? p : other(p);
      rs.first = first;
      // "The player that goes first lowers his morale by 1 and chooses which table edge is his"
      rs.players[first].morale -= 1;
      ctx.say(`${playerName(first)} goes first and lowers their morale to ${rs.players[first].morale}.`, p);
      rs.step = 'choose-edge';
      d.toAct = first;
      return;
    }
    case 'choose-edge': {
      if (rs.step !== 'choose-edge') illegal('Table edges have already been chosen.', a);
      if (a.edge !== 'west' && a.edge !== 'east') illegal('Choose the west or the east table edge (default hw.edges: the short edges).', a);
      rs.players[p].edge = a.edge;
      rs.players[other(p)].edge = a.edge === 'west' ? 'east' : 'west';
      ctx.say(`${playerName(p)} takes the ${a.edge} edge; ${playerName(other(p))} the ${rs.players[other(p)].edge} edge.`, p);
      rs.step = 'choose-goals';
      return;
    }
    case 'choose-goal': {
      // "the players secretly select one of two goals available to their faction"
      if (rs.step !== 'choose-goals') illegal('Goals are chosen before the first round.', a);
      const pl = rs.players[p];
      if (pl.goal) illegal('You have already chosen your goal.', a);
      if (typeof a.goal !== 'string' || !pl.goalChoices.includes(a.goal as never))
        illegal(`${pl.faction} may choose ${pl.goalChoices.join(' or ')}.`, a);
      pl.goal = a.goal as Goal;
      if (pl.goal === 'Deception' || pl.goal === 'Duty') {
        // "secretly choose one of the objective markers and write it down"
        if (!rs.objectives.some((o) => o.id === a.objective)) illegal(`${pl.goal} needs an objective marker: one of ${rs.objectives.map((o) => o.id).join(', ')}.`, a);
        pl.goalObjective = a.objective as string;
      } else if (a.objective !== undefined) illegal(`${pl.goal} does not use an objective marker.`, a);
      ctx.say(`${playerName(p)} writes down a secret goal.`, p);
      const otherPl = rs.players[other(p)];
      if (!otherPl.goal) {
        d.toAct = other(p);
        return;
      }
      d.round = 1;
      rs.half = 0;
      startDeployment(d, ctx, rs.first!);
      return;
    }
    case 'declare-goal': {
      if (rs.step !== 'deployment' && rs.step !== 'combat') illegal('Goals are declared during the rounds.', a);
      const pl = rs.players[p];
      if (pl.goal !== 'Deception' && pl.goal !== 'Duty') illegal('Only a Deception or Duty goal is declared.', a);
      if (pl.goalDeclared) illegal('Your goal has already been declared.', a);
      pl.goalDeclared = true;
      const o = rs.objectives.find((x) => x.id === pl.goalObjective)!;
      ctx.say(`${playerName(p)} declares ${pl.goal} on objective ${o.name ?? o.id}.`, p);
      const near = (m: GameModel) => m.onTable && markerGap(m, [o.x, o.y]) <= HW_SPLASH_IN + 1e-9;
      if (pl.goal === 'Deception') {
        // "all enemy units within 2" of it take a Dice:1 attack that hits on 4+ (ignores modifiers)"
        for (const e of d.models.filter((m) => m.player !== p && near(m)).map((m) => m.id))
          rollAttack(d, ctx, e, 1, 4, 0, { by: p, what: 'Deception (ignores modifiers)' });
      } else {
        // "all friendly units within 2" of it get +1 to their attack rolls from then on"
        for (const m of d.models) if (m.player === p && near(m)) m.statuses.push('duty +1');
      }
      return;
    }
    case 'deploy': {
      if (rs.step !== 'deployment') illegal('Units are bought and placed in your deployment phase.', a);
      const ids = Object.keys(a.positions ?? {});
      if (ids.length === 0) illegal('Say which units to place: positions {unitId: {x, y}}.', a);
      let pts = 0;
      let xp = 0;
      for (const id of ids) {
        const m = findModel(d, id);
        if (!m || m.player !== p) illegal(`${id} is not one of your units.`, a);
        if (m.onTable) illegal(`${m.name} (${id}) is already on the table.`, a);
        pts += cost(m).pts;
        xp += cost(m).xp;
      }
      const pl = rs.players[p];
      if (pts > pl.pts || xp > pl.xp) illegal(`Those units cost ${pts}pts${xp ? ` + ${xp}xp` : ''}; you have ${pl.pts}pts and ${pl.xp}xp.`, a);
      for (const id of ids) {
        const pos = readPosition(a, id);
        const m = draftModel(d, id);
        const why = placementProblem(d, m, pos);
        if (why) illegal(why, a);
        m.x = pos.x;
        m.y = pos.y;
        m.facingDeg = pos.facingDeg ?? (pl.edge === 'west' ? 0 : 180);
        m.onTable = true;
        m.wounds = m.maxWounds;
        m.statuses = [];
        if (cardOf(m).category === 'Hero') pl.deployedHero = true;
        ctx.say(`${playerName(p)} buys ${m.name} (${cardOf(m).pts}pts${cardOf(m).xp ? ` + ${cardOf(m).xp}xp` : ''}) and places it at (${pos.x.toFixed(1)}, ${pos.y.toFixed(1)}).`, p);
      }
      pl.pts -= pts;
      pl.xp -= xp;
      return;
    }
    case 'end-deployment': {
      if (rs.step !== 'deployment') illegal('It is not the deployment phase.', a);
      const pl = rs.players[p];
      // "all remaining pts are discarded (remaining xp are not discarded)"
      ctx.say(`${playerName(p)}'s deployment phase ends${pl.pts ? `: ${pl.pts}pts discarded` : ''}; ${pl.xp}xp kept.`, p);
      pl.pts = 0;
      rs.step = 'combat';
      d.phase = 'combat';
      rs.activated = [];
      endActivation(d);
      return;
    }
    case 'activate': {
      if (rs.step !== 'combat') illegal('Units are activated in the combat phase.', a);
      if (rs.active) illegal(`Finish ${findModel(d, rs.active.unitId)?.name ?? 'the active unit'}'s activation first (end-activation).`, a);
      const m = findModel(d, a.unitId);
      if (!m || m.player !== p || !m.onTable) illegal('Activate one of your units on the table.', a);
      // "the active player may activate all of his units, taking one action each"
      if (rs.activated.includes(m.id)) illegal(`${m.name} has already been activated this phase.`, a);
      const order = a.order as Order;
      if (!(order in ORDER_MULTIPLIER)) illegal('Choose an action: hold, walk, run (or rapid-advance).', a);
      if (order === 'rapid-advance' && !cardOf(m).special.includes('Rapid Advance')) illegal(`${m.name} does not have Rapid Advance.`, a);
      rs.active = { unitId: m.id, order, moved: false, linesUsed: [], meleeAttacked: false, pulsed: false, chains: 0, chainFrom: null };
      rs.activated.push(m.id);
      d.activation = m.id;
      ctx.say(`${label(m)} takes a ${ORDER_WORDS[order]} action.`, p);
      return;
    }
    case 'move': {
      const m = activeUnit(d, a);
      const act = rs.active!;
      const { verdict, pos, dangerous } = ruleMove(d, a);
      if (!verdict.ok) illegal(verdict.reasons[0]!, a);
      const touching = enemiesOf(d.models, p).filter((e) => inContact(m, e)).map((e) => e.id);
      act.moved = true;
      ctx.say(`${label(m)} moves to (${pos.x.toFixed(1)}, ${pos.y.toFixed(1)}).`, p);
      moveModel(d, ctx, m.id, pos, dangerous);
      trample(d, ctx, m.id, touching);
      return;
    }
    case 'attack': {
      const m = activeUnit(d, a);
      const act = rs.active!;
      if (act.chainFrom) act.chainFrom = null;
      const line = typeof a.line === 'number' ? a.line : NaN;
      const target = findModel(d, a.targetId);
      const seen: { sight?: Sight } = {};
      const why = attackProblem(d, m, line, target, seen);
      if (why) illegal(why, a);
      act.linesUsed.push(line);
      const melee = isMeleeUnit(m);
      const killed = resolveLine(d, ctx, m, line, target!.id, seen.sight);
      if (melee) {
        act.meleeAttacked = true;
        // Chain Attack: "Whenever this unit kills an enemy in melee it may immediately move and attack another enemy that is within 2" of the original target"
        if (killed && cardOf(m).special.includes('Chain Attack') && act.chains < MAX_CHAINS)
          act.chainFrom = { x: target!.x, y: target!.y, r: radiusOf(target!), line };
      }
      if (!draftModel(d, m.id).onTable) endActivation(d);
      return;
    }
    case 'chain-attack': {
      const m = activeUnit(d, a);
      const act = rs.active!;
      const from = act.chainFrom;
      if (!from) illegal(`${m.name} has no Chain Attack to make: it must first kill an enemy in melee.`, a);
      const target = findModel(d, a.targetId);
      if (!target || !target.onTable || target.player === p) illegal('Chain Attack another enemy unit on the table.', a);
      const g = Math.hypot(target.x - from.x, target.y - from.y) - from.r - radiusOf(target);
      if (g > HW_SPLASH_IN + 1e-9) illegal(`${label(target)} is ${g.toFixed(1)}" from the model just killed; a Chain Attack reaches enemies "within 2" of the original target".`, a);
      const pos = readPosition(a, m.id);
      const { problem, dangerous } = moveProblem(d, m, pos, cardOf(m).moveIn, false, readPath(a));
      if (problem) illegal(problem, a);
      if (edgeDistance(at(m, pos), target) > CONTACT_IN) illegal(`A Chain Attack moves ${m.name} into base contact with ${label(target)}.`, a);
      act.chains += 1;
      act.chainFrom = null;
      ctx.say(`${label(m)} makes Chain Attack ${act.chains} of ${MAX_CHAINS} on ${label(target)}.`, p);
      moveModel(d, ctx, m.id, pos, dangerous);
      if (!draftModel(d, m.id).onTable) return endActivation(d);
      const killed = resolveLine(d, ctx, draftModel(d, m.id), from.line, target.id);
      if (killed && act.chains < MAX_CHAINS) act.chainFrom = { x: target.x, y: target.y, r: radiusOf(target), line: from.line };
      return;
    }
    case 'hit-and-run': {
      const m = activeUnit(d, a);
      const act = rs.active!;
      if (!cardOf(m).special.includes('Hit & Run')) illegal(`${m.name} does not have Hit & Run.`, a);
      if (!act.meleeAttacked) illegal(`Hit & Run is a move "after attacking an enemy in melee"; ${m.name} has not attacked in melee.`, a);
      const pos = readPosition(a, m.id);
      const { problem, dangerous } = moveProblem(d, m, pos, HW_HIT_AND_RUN_IN, false, readPath(a));
      if (problem) illegal(problem, a);
      // "but may not use this move to get into base contact with enemy units"
      const moved = at(m, pos);
      const bad = enemiesOf(d.models, p).find((e) => edgeDistance(moved, e) <= CONTACT_IN);
      if (bad) illegal(`Hit & Run may not end in base contact with enemy units (${label(bad)}).`, a);
      ctx.say(`${label(m)} Hits & Runs to (${pos.x.toFixed(1)}, ${pos.y.toFixed(1)}).`, p);
      moveModel(d, ctx, m.id, pos, dangerous);
      endActivation(d);
      return;
    }
    case 'energy-pulse': {
      const m = activeUnit(d, a);
      const act = rs.active!;
      if (!cardOf(m).special.includes('Energy Pulse')) illegal(`${m.name} does not have Energy Pulse.`, a);
      if (rs.pulsedRound[m.id] === d.round) illegal('Energy Pulse is used "Once per round".', a);
      if (act.moved || act.linesUsed.length > 0) illegal('Energy Pulse is used "when this unit is activated", before it moves or attacks.', a);
      const mk = a.marker as { x?: unknown; y?: unknown } | undefined;
      const to = a.markerTo as { x?: unknown; y?: unknown } | undefined;
      if (!mk || !finite(mk.x) || !finite(mk.y) || !to || !finite(to.x) || !finite(to.y)) illegal('Energy Pulse needs marker {x, y} and markerTo {x, y}.', a);
      const { widthIn, depthIn } = d.setup.layout.table;
      const onT = (x: number, y: number) => x >= 0 && y >= 0 && x <= widthIn && y <= depthIn;
      if (!onT(mk.x, mk.y) || !onT(to.x, to.y)) illegal('The Energy Pulse marker stays on the table.', a);
      // "place a marker anywhere within 8""
      if (markerGap(m, [mk.x, mk.y]) > HW_PULSE_RANGE_IN + 1e-9) illegal(`The marker must be placed within ${HW_PULSE_RANGE_IN}" of ${m.name}.`, a);
      // "you may move the marker up to 4" in any direction (ignoring units and terrain)"
      if (Math.hypot(to.x - mk.x, to.y - mk.y) > HW_PULSE_MOVE_IN + 1e-9) illegal(`The marker moves at most ${HW_PULSE_MOVE_IN}".`, a);
      rs.pulsedRound[m.id] = d.round;
      act.pulsed = true;
      ctx.say(`${label(m)} uses Energy Pulse at (${mk.x.toFixed(1)}, ${mk.y.toFixed(1)}), then (${to.x.toFixed(1)}, ${to.y.toFixed(1)}).`, p);
      for (const pt of [[mk.x, mk.y], [to.x, to.y]] as Vec2[]) {
        // "All enemy units within 2" of the marker immediately receive a Dice:1 attack that hits on 5+ (ignores modifiers)"
        const hit = enemiesOf(d.models, p).filter((e) => markerGap(e, pt) <= HW_SPLASH_IN + 1e-9).map((e) => e.id);
        for (const id of hit) rollAttack(d, ctx, id, 1, 5, 0, { by: p, what: 'Energy Pulse (ignores modifiers)' });
        if (d.result) return;
      }
      if (!draftModel(d, m.id).onTable) endActivation(d);
      return;
    }
    case 'end-activation': {
      const m = activeUnit(d, a);
      ctx.say(`${label(m)}'s activation ends.`, p);
      endActivation(d);
      return;
    }
    case 'end-phase': {
      if (rs.step !== 'combat') illegal('end-phase ends the combat phase; in deployment use end-deployment.', a);
      endCombatPhase(d, ctx, p);
      return;
    }
    default:
      illegal(`"${a.type}" is not a Hammer Wars action. Actions: choose-order, choose-edge, choose-goal, declare-goal, deploy, end-deployment, activate, move, attack, chain-attack, hit-and-run, energy-pulse, end-activation, end-phase.`, a);
  }
}

export { lowerMorale };
