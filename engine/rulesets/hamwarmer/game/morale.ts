// HamWarmer's Morale (001_9d9921dd118cdf65.txt "7: MORALE"): who tests, the test itself, and the retreat a unit that failed
// makes in its next Movement phase ("Failing a Morale Test"), every step of it checked as any move.
import { checkUnitMove, illegal, modelAt, placeModels, unitOnTable } from '../../../game/kit';
import type { GameContext, GameModel, ModelPosition } from '../../../game/types';
import type { HwrActionOf } from './actions';
import { checkArmiesLeft, dealDamage, wounded } from './damage';
import { HWR_DEFAULT } from './defaults';
import { hwrMoveOptions, unitMoveIn } from './movement';
import { applyMortalWounds } from '../../shared/attacks/resolve';
import { retreatCloserProblem } from './retreat';
import { moraleLeadership, moraleStrengthModifier, moraleTest, type MoraleUnit } from './rules';
import { engaged, groupOf, onTableUnits, playerName, radiusOf, unitGap, unitLabel, type HwrDraft, type HwrUnitState } from './state';
import { HWR_AURA_IN } from './rulesetValues';

/** The unit as the Morale rules read it: its counts, its Leadership, the Characters' aura, Fearless, its fight. */
export function moraleUnit(d: HwrDraft, u: HwrUnitState): MoraleUnit {
  const models = unitOnTable(d, u.id);
  const auras = onTableUnits(d, u.player)
    .filter((c) => c.id !== u.id && c.types.includes('Character') && unitGap(d, c.id, u.id) <= HWR_AURA_IN)
    .flatMap((c) => unitOnTable(d, c.id).map((m) => groupOf(d, m).profile.Ld).filter((l): l is number => l !== null));
  return {
    originalModels: u.originalModels,
    modelsAtTurnStart: u.modelsAtRoundStart,
    modelsNow: models.length,
    leadership: models.map((m) => groupOf(d, m).profile.Ld),
    fearless: u.rules.includes('Fearless'),
    auraLeadership: auras,
    engaged: engaged(d, u.id, u.player),
    fightCasualtiesTaken: u.fightTaken,
    fightCasualtiesInflicted: u.fightInflicted,
  };
}

/** "Roll 2d6. If the result is equal to or below the unit's Leadership, the test is passed." */
export function testMorale(d: HwrDraft, ctx: GameContext, u: HwrUnitState): void {
  const mu = moraleUnit(d, u);
  const ld = moraleLeadership(mu);
  if (ld === null) {
    ctx.say(`${unitLabel(u)} passes its Morale test automatically.`, u.player);
    return;
  }
  // "-1 Ld if it is below 25% ... -2 Ld if it is below 50%", read the other way round: said where it decides the Ld.
  const mod = moraleStrengthModifier(mu.originalModels, mu.modelsNow);
  const why = mod ? `; ${mod} Ld below ${mod === HWR_DEFAULT.moraleBelowQuarter ? '25%' : '50%'} of its models (named default morale.strengthModifiers)` : '';
  const faces = ctx.roll(2, `${u.name} Morale test (2d6, equal to or below Ld ${ld}${why})`, 6, u.player);
  if (moraleTest([faces[0]!, faces[1]!], ld)) ctx.say(`${unitLabel(u)} passes its Morale test.`, u.player);
  else {
    u.failedMoraleRound = d.round;
    ctx.say(`${unitLabel(u)} fails its Morale test: it cannot Charge next turn, and must Fall Back if within 1" of an enemy.`, u.player);
  }
}

/** Pieces of cover (or edges) whose distance from the unit is within this of the nearest one's count as equally near (named default morale.retreat). */
const TIE_IN = 1e-6;

/** The retreat a unit that failed Morale makes (see retreatPlan). */
export interface RetreatPlan {
  readonly towards: 'cover' | 'edge' | null;
  /** Where each model that moves ends (models that leave the table are in `destroyed` instead). */
  readonly moved: Map<string, ModelPosition>;
  readonly destroyed: string[];
  readonly goal: string;
}

/**
 * "The unit cannot move closer to any enemy models. It must move its maximum Movement distance towards terrain that provides
 * Cover. If no eligible terrain is present, the unit must move towards the nearest edge of the battlefield. If this movement
 * would take a model off the battlefield, the model is destroyed." Named default morale.retreat: towards the centre of the
 * nearest terrain piece that gives cover (obscuring, or a cover area; measured from the unit's first model; of pieces
 * equally near, the one farther from the nearest enemy model first, then the next if no model can move), each model
 * straight at it as far as it can up to its Move (in 0.25" steps), each step checked as any move (the kit's checkUnitMove:
 * not over bases or through Impassible Terrain, Difficult Terrain counting double, standing where it may), not ending closer
 * to any enemy model; then towards the nearest table edge, straight out (of edges equally near, the one farther from the
 * nearest enemy model first, then the next). When neither way lets any model move, `towards` is
 * null: "the unit remains in place and takes 1d6 Mortal Wounds".
 */
export function retreatPlan(d: HwrDraft, u: HwrUnitState): RetreatPlan {
  const models = unitOnTable(d, u.id);
  const enemies = d.models.filter((e) => e.onTable && e.player !== u.player);
  const allowance = unitMoveIn(d, u);
  const { widthIn, depthIn } = d.setup.layout.table;
  const lead = models[0]!;
  // The nearest pieces of cover, and the nearest edges: more than one when equally near (a unit on the table's centre line
  // between twin pieces), the one farther from the nearest enemy model first (named default morale.retreat).
  const enemyGap = (x: number, y: number) => Math.min(Infinity, ...enemies.map((e) => Math.hypot(e.x - x, e.y - y)));
  const nearest = <T extends { dist: number; away: number }>(xs: T[]): T[] => {
    const least = Math.min(...xs.map((c) => c.dist));
    return xs.filter((c) => c.dist <= least + TIE_IN).sort((a, b) => b.away - a.away);
  };
  const covers = nearest(
    d.setup.layout.terrain
      .filter((t) => t.traits.includes('obscuring') || t.traits.includes('cover-area'))
      .map((t) => ({ t, dist: Math.hypot(t.x - lead.x, t.y - lead.y), away: enemyGap(t.x, t.y) })),
  );
  const edges = nearest([
    { name: 'the left edge', dist: lead.x, dx: -1, dy: 0, away: Math.min(Infinity, ...enemies.map((e) => e.x)) },
    { name: 'the right edge', dist: widthIn - lead.x, dx: 1, dy: 0, away: Math.min(Infinity, ...enemies.map((e) => widthIn - e.x)) },
    { name: 'the bottom edge', dist: lead.y, dx: 0, dy: -1, away: Math.min(Infinity, ...enemies.map((e) => e.y)) },
    { name: 'the top edge', dist: depthIn - lead.y, dx: 0, dy: 1, away: Math.min(Infinity, ...enemies.map((e) => depthIn - e.y)) },
  ]);
  /** One model's step to `p`, checked as a move with the models already placed by the plan where the plan put them. */
  const stepProblem = (m: GameModel, p: ModelPosition, plan: ReadonlyMap<string, ModelPosition>, allowanceIn: number | null): string | null => {
    const board = { setup: d.setup, models: d.models.map((o) => (plan.has(o.id) ? modelAt(o, plan.get(o.id)) : o)) };
    const check = checkUnitMove(board, unitOnTable(board, u.id), new Map([[m.id, p]]), { ...hwrMoveOptions(u, allowanceIn, 'retreat'), coherency: null, firstRefusalOnly: true });
    return check.problem ?? retreatCloserProblem(u.name, [m], [modelAt(m, p)], enemies);
  };
  const tryGoal = (dir: (m: GameModel) => { dx: number; dy: number }, offTableDestroys: boolean) => {
    const moved = new Map<string, ModelPosition>();
    const destroyed: string[] = [];
    for (const m of models) {
      const { dx, dy } = dir(m);
      const r = radiusOf(m);
      for (let step = allowance; step > 0.2; step -= 0.25) {
        const p = { x: Math.round((m.x + dx * step) * 1000) / 1000, y: Math.round((m.y + dy * step) * 1000) / 1000 };
        if (offTableDestroys && (p.x < 0 || p.y < 0 || p.x > widthIn || p.y > depthIn)) {
          // Off the battlefield (named default morale.retreat.offTable: its centre crosses the edge): the way there is checked
          // as a move up to where its base reaches the edge, and it may not end closer to an enemy where its centre crosses.
          const along = (inset: number) =>
            Math.min(dx > 0 ? (widthIn - inset - m.x) / dx : dx < 0 ? (m.x - inset) / -dx : Infinity, dy > 0 ? (depthIn - inset - m.y) / dy : dy < 0 ? (m.y - inset) / -dy : Infinity);
          const tEdge = Math.min(along(0), step);
          const tTouch = Math.max(0, along(r));
          const exit = { x: m.x + dx * tEdge, y: m.y + dy * tEdge };
          const touch = { x: m.x + dx * tTouch, y: m.y + dy * tTouch };
          if (retreatCloserProblem(u.name, [m], [modelAt(m, exit)], enemies)) continue;
          if (tTouch > 1e-6 && stepProblem(m, touch, moved, null)) continue;
          destroyed.push(m.id);
          break;
        }
        if (p.x - r < 0 || p.y - r < 0 || p.x + r > widthIn || p.y + r > depthIn) continue;
        if (stepProblem(m, p, moved, allowance)) continue;
        moved.set(m.id, p);
        break;
      }
    }
    return { moved, destroyed };
  };
  for (const { t: cover } of covers) {
    const r = tryGoal((m) => {
      const len = Math.hypot(cover.x - m.x, cover.y - m.y) || 1;
      return { dx: (cover.x - m.x) / len, dy: (cover.y - m.y) / len };
    }, false);
    if (r.moved.size || r.destroyed.length) return { towards: 'cover', ...r, goal: cover.name ?? cover.id };
  }
  for (const edge of edges) {
    const r = tryGoal(() => ({ dx: edge.dx, dy: edge.dy }), true);
    if (r.moved.size || r.destroyed.length) return { towards: 'edge', ...r, goal: edge.name };
  }
  return { towards: null, moved: new Map(), destroyed: [], goal: '' };
}

/** "It must move its maximum Movement distance towards terrain that provides Cover": the engine moves it (retreatPlan). */
export function retreatUnit(d: HwrDraft, a: HwrActionOf<'retreat'>, ctx: GameContext, u: HwrUnitState): void {
  if (a.unit !== u.id) illegal(`${u.name} must retreat.`, a);
  const plan = retreatPlan(d, u);
  // "Even if the unit does not move, all models count as moving for the purposes of weapons and special rules."
  u.movedRound = d.round;
  if (!plan.towards) {
    ctx.say(`${unitLabel(u)} failed its Morale test and cannot move towards cover or an edge without moving closer to the enemy: it "remains in place and takes 1d6 Mortal Wounds".`, u.player);
    const [n] = ctx.roll(1, `${u.name}: Mortal Wounds (1d6)`, 6, u.player);
    dealDamage(d, ctx, applyMortalWounds(n!, wounded(unitOnTable(d, u.id))).damageTo);
    return;
  }
  placeModels(d, plan.moved);
  for (const id of plan.destroyed) {
    const m = d.models.find((x) => x.id === id)!;
    m.wounds = 0;
    m.onTable = false;
    ctx.say(`${playerName(m.player)}'s ${m.name} (${m.id}) retreats off the battlefield and is destroyed.`, u.player);
  }
  ctx.say(`${unitLabel(u)} failed its Morale test and retreats towards ${plan.towards === 'cover' ? `cover (${plan.goal})` : plan.goal}.`, u.player);
  checkArmiesLeft(d, ctx);
}
