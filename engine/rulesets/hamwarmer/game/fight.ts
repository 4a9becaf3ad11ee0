// HamWarmer's Fight phase (001_9d9921dd118cdf65.txt "6: FIGHT"): who may fight, "1. Pile In", the attacks of the models
// within 1", and "8. Consolidate", the two fight moves checked as any move.
import { closestPair, illegal, placeModels, readUnitPositions, standingProblem, unitOnTable } from '../../../game/kit';
import type { GameContext, GameModel, ModelPosition } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import type { HwrActionOf } from './actions';
import { dealDamage, wounded } from './damage';
import { unitMoveCheck } from './movement';
import { meleeAttack } from '../../shared/attacks/profile';
import { rollAttack } from '../../shared/attacks/resolve';
import { HWR_ENGAGEMENT_IN } from './rulesetValues';
import { enemyTarget } from './shooting';
import { engaged, groupOf, isBig, unitLabel, unitState, type HwrDraft, type HwrUnitState } from './state';
import { meleeWeapon, targetStats } from './weapons';

/** "may move up to 2"" (Pile In and Consolidate). */
export const FIGHT_MOVE_IN = 2;

/** "A unit is eligible to Fight if any model from the unit is within 1" of any enemy model" (and has a Weapon Skill). */
export const canFight = (d: HwrDraft, u: HwrUnitState): boolean => engaged(d, u.id, u.player) && unitOnTable(d, u.id).some((m) => groupOf(d, m).profile.WS !== null);

/** The models of `models` that "can make attacks" on `target`: a Weapon Skill and "within 1" of an enemy model" of it. */
export const fightersAgainst = (d: HwrDraft, models: readonly GameModel[], target: HwrUnitState): GameModel[] =>
  models.filter((m) => groupOf(d, m).profile.WS !== null && unitOnTable(d, target.id).some((x) => edgeDistance(m, x) <= HWR_ENGAGEMENT_IN + 1e-6));

const nearestEnemy = (m: GameModel, enemies: readonly GameModel[]): GameModel | null => closestPair([m], enemies)?.to ?? null;

/**
 * Why a Pile In or Consolidate move is not allowed, or null: each moved model goes "up to 2"", "provided the move takes
 * the model closer to an enemy model" (Pile In) or "closer to the closest enemy model" (Consolidate; the closest as the
 * move starts), "and does not break Unit Coherency". Vehicles "can pivot during a Pile In move" and "up to 45 degrees
 * during a Consolidate move"; other models keep their facing rules (Infantry "can pivot freely").
 */
export function fightMoveProblem(d: HwrDraft, u: HwrUnitState, moved: ReadonlyMap<string, ModelPosition>, kind: 'pile-in' | 'consolidate'): string | null {
  const enemies = d.models.filter((e) => e.onTable && e.player !== u.player);
  for (const m of unitOnTable(d, u.id)) {
    const p = moved.get(m.id);
    if (!p || (Math.abs(p.x - m.x) < 1e-9 && Math.abs(p.y - m.y) < 1e-9)) continue;
    const to = { ...m, x: p.x, y: p.y };
    if (kind === 'pile-in') {
      if (!enemies.some((e) => edgeDistance(to, e) < edgeDistance(m, e) - 1e-9))
        return `${m.name} (${m.id}) would not end closer to an enemy model ("provided the move takes the model closer to an enemy model")`;
    } else {
      const closest = nearestEnemy(m, enemies);
      if (closest && !(edgeDistance(to, closest) < edgeDistance(m, closest) - 1e-9))
        return `${m.name} (${m.id}) would not end closer to the closest enemy model, ${closest.name} ("closer to the closest enemy model")`;
      if (isBig(u) && p.facingDeg !== undefined && Math.abs(((((p.facingDeg - m.facingDeg) % 360) + 540) % 360) - 180) > 45 + 1e-9)
        return `${m.name} may pivot only up to 45 degrees during a Consolidate move`;
    }
  }
  return unitMoveCheck(d, u, moved, FIGHT_MOVE_IN, 'pile-in').problem;
}

/**
 * Each model straight towards its nearest enemy model, up to 2" and stopping short of base contact, or less where a friend
 * already stands there (three quarters, half, a quarter of the way); models already in contact stay. The sample
 * legalActions offers (Pile In or Consolidate); null when it is not allowed.
 */
export function fightMoveSample(d: HwrDraft, u: HwrUnitState, kind: 'pile-in' | 'consolidate'): Map<string, ModelPosition> | null {
  const enemies = d.models.filter((e) => e.onTable && e.player !== u.player);
  const r3 = (v: number) => Math.round(v * 1000) / 1000;
  const moved = new Map<string, ModelPosition>();
  for (const m of unitOnTable(d, u.id)) {
    const e = nearestEnemy(m, enemies);
    if (!e) return null;
    const full = Math.min(FIGHT_MOVE_IN - 0.01, edgeDistance(m, e) - 0.05);
    const len = Math.hypot(e.x - m.x, e.y - m.y) || 1;
    for (const f of [1, 0.75, 0.5, 0.25]) {
      const step = full * f;
      if (step <= 0.05) break;
      const p = { x: r3(m.x + ((e.x - m.x) / len) * step), y: r3(m.y + ((e.y - m.y) / len) * step) };
      if (standingProblem(d, m, p, new Map([...moved, [m.id, p]]))) continue;
      moved.set(m.id, p);
      break;
    }
  }
  if (!moved.size) return null;
  return fightMoveProblem(d, u, moved, kind) ? null : moved;
}

/** "8. Consolidate" (or hold): the unit that has just fought, before anything else. */
export function consolidateOrHold(d: HwrDraft, a: HwrActionOf<'consolidate' | 'hold'>, ctx: GameContext, u: HwrUnitState): void {
  if (a.type !== 'consolidate') return;
  const moved = readUnitPositions(a, unitOnTable(d, u.id), false);
  const why = fightMoveProblem(d, u, moved, 'consolidate');
  if (why) illegal(`${u.name} cannot consolidate there: ${why}.`, a);
  placeModels(d, moved);
  ctx.say(`${unitLabel(u)} consolidates.`, u.player);
}

/**
 * "1. Pile In" (a fight action with positions moves the unit first), then each model within 1" makes its attacks ("Only
 * models within 1" of an enemy model can make attacks"). Leaves the unit to Consolidate when it and an enemy are left.
 */
export function fightUnit(d: HwrDraft, a: HwrActionOf<'fight'>, ctx: GameContext, u: HwrUnitState): void {
  const t = enemyTarget(d, a, u);
  if (a.positions) {
    const moved = readUnitPositions(a, unitOnTable(d, u.id), false);
    const why = fightMoveProblem(d, u, moved, 'pile-in');
    if (why) illegal(`${u.name} cannot pile in there: ${why}.`, a);
    placeModels(d, moved);
    ctx.say(`${unitLabel(u)} piles in.`, u.player);
  }
  // "The unit target must have a model within 1" of the attacking model."
  const fighters = fightersAgainst(d, unitOnTable(d, u.id), t);
  if (!fighters.length) illegal(`No model of ${u.name} that can make attacks is within 1" of ${t.name}.`, a);
  ctx.say(`${unitLabel(u)} fights ${unitLabel(t)} with ${fighters.length} model${fighters.length === 1 ? '' : 's'}.`, u.player);
  for (const m of fighters) {
    const left = unitOnTable(d, t.id);
    if (!left.length || !d.models.some((x) => x.id === m.id && x.onTable)) continue;
    const p = groupOf(d, m).profile;
    if (p.A <= 0) continue;
    const w = meleeWeapon(d, m);
    const attack = meleeAttack(p, w);
    const r = rollAttack(attack, targetStats(d, t, m.x, m.y, false), wounded(left), (n, why, sides) => ctx.roll(n, `${m.name}${w ? `'s ${w.name}` : ''}: ${why}`, sides, u.player));
    ctx.say(`${m.name}: ${r.hits} hit${r.hits === 1 ? '' : 's'}, ${r.totalDamage} damage${r.slain.length ? `, ${r.slain.length} slain` : ''}.`, u.player);
    const slain = dealDamage(d, ctx, r.damageTo);
    u.fightInflicted += slain;
    t.fightTaken += slain;
    if (d.result) return;
  }
  // "8. Consolidate: After all attacks in a unit have been resolved, all models in the unit may move up to 2"".
  if (unitOnTable(d, u.id).length && d.models.some((e) => e.onTable && e.player !== u.player)) {
    d.ruleset.consolidating = u.id;
    d.toAct = u.player;
  }
}

/** The unit waiting to Consolidate, if any. */
export const consolidatingUnit = (d: HwrDraft): HwrUnitState | undefined => (d.ruleset.consolidating ? unitState(d, d.ruleset.consolidating) : undefined);
