// HamWarmer's Shooting phase (001_9d9921dd118cdf65.txt "4: SHOOTING"): who may shoot, which targets they may pick (the
// 1" rule, Character protection), and a unit firing every weapon that can at one target (Overwatch too).
import { boardOf } from '../../../game/board';
import { illegal, unitOnTable } from '../../../game/kit';
import type { GameContext } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import type { Layout, Vec2 } from '../../../types';
import type { HwrActionOf } from './actions';
import { dealDamage, wounded } from './damage';
import { whyCannotShoot, whyCharacterNotTargetable } from './eligibility';
import { rollAttack } from '../../shared/attacks/resolve';
import { HWR_CHARACTER_PROTECTION_IN, HWR_ENGAGEMENT_IN } from './rulesetValues';
import { engaged, groupOf, onTableUnits, unitGap, unitLabel, unitState, type HwrDraft, type HwrUnitState } from './state';
import { fireTemplate, readTemplateAt, templateFor, templateKindOf } from './templateShots';
import { noWeaponProblem, rangedWeapons, sight, weaponShot } from './weapons';

/** Whether the unit may be selected to shoot: not barred ("A unit cannot shoot if ..."), and a model with a gun. */
export function canShoot(d: HwrDraft, u: HwrUnitState): boolean {
  if (whyCannotShoot({ name: u.name, types: u.types, engaged: engaged(d, u.id, u.player), fellBack: u.fellBackRound === d.round })) return false;
  return unitOnTable(d, u.id).some((m) => groupOf(d, m).profile.BS !== null && rangedWeapons(d, m).length > 0);
}

/** The action's target: an enemy unit on the table. */
export function enemyTarget(d: HwrDraft, a: HwrActionOf<'manifest' | 'shoot' | 'charge' | 'fight'>, u: HwrUnitState): HwrUnitState {
  const t = unitState(d, a.target);
  if (!t || t.player === u.player || !unitOnTable(d, t.id).length) illegal(`${String(a.target)} is not an enemy unit on the table.`, a);
  return t;
}

/** Fires every weapon of `shooter` that can at `target` ("Resolve all shots against one target before moving on"). */
export function fireAt(d: HwrDraft, ctx: GameContext, shooter: HwrUnitState, target: HwrUnitState, overwatch: boolean, aim: Vec2 | null = null): number {
  const board = boardOf(d);
  let fired = 0;
  for (const m of unitOnTable(d, shooter.id)) {
    for (const w of rangedWeapons(d, m)) {
      const targets = unitOnTable(d, target.id);
      if (!targets.length) return fired;
      const shot = weaponShot(d, board, shooter, m, w, target, overwatch);
      if (!shot) continue;
      if (!overwatch && templateKindOf(w)) {
        fireTemplate(d, ctx, board, shooter, target, shot, aim);
        fired++;
        if (d.result) return fired;
        continue;
      }
      const r = rollAttack(shot.attack, shot.stats, wounded(targets), (n, why, sides) => ctx.roll(n, `${m.name}'s ${w.name}${overwatch ? ' (Overwatch, 6+)' : ''}: ${why}`, sides, shooter.player));
      fired++;
      ctx.say(`${m.name}'s ${w.name}: ${r.shots} shot${r.shots === 1 ? '' : 's'}, ${r.hits} hit${r.hits === 1 ? '' : 's'}${shot.inCover ? ' (target in Cover)' : ''}, ${r.totalDamage} damage${r.slain.length ? `, ${r.slain.length} slain` : ''}.`, shooter.player);
      dealDamage(d, ctx, r.damageTo);
      if (d.result) return fired;
    }
  }
  return fired;
}

/** Why `u` may not shoot at `t` now (target rules of the Shooting phase), or null. */
export function targetProblem(d: HwrDraft, u: HwrUnitState, t: HwrUnitState, board: Layout): string | null {
  // "Models cannot target enemy units within 1" of friendly models."
  if (onTableUnits(d, u.player).some((f) => unitGap(d, f.id, t.id) <= HWR_ENGAGEMENT_IN + 1e-9)) return `${t.name} is within 1" of a friendly unit: "Models cannot target enemy units within 1" of friendly models."`;
  return characterTargetProblem(d, u, t, board);
}

/**
 * "Enemy characters cannot be targeted if they are within 3" of any other valid enemy unit" unless the closest and visible:
 * the Character targeting restrictions that shots and, "Unless otherwise stated", Psychic Powers follow. Null: no objection.
 */
export function characterTargetProblem(d: HwrDraft, u: HwrUnitState, t: HwrUnitState, board: Layout): string | null {
  if (!t.types.includes('Character')) return null;
  const others = onTableUnits(d, t.player).filter((x) => x.id !== t.id);
  const nearestOther = Math.min(Infinity, ...others.map((x) => unitGap(d, x.id, t.id)));
  const sniper = u.rules.includes('Sniper');
  if (sniper || nearestOther > HWR_CHARACTER_PROTECTION_IN) return null;
  const myGap = unitGap(d, u.id, t.id);
  const closest = onTableUnits(d, t.player).every((x) => unitGap(d, u.id, x.id) >= myGap - 1e-9);
  // Sight is only needed when the Character is the closest enemy unit (the nearest pairs are tried).
  const pairs = closest
    ? unitOnTable(d, u.id).flatMap((m) => unitOnTable(d, t.id).map((x) => ({ m, x, gap: edgeDistance(m, x) }))).sort((a, b) => a.gap - b.gap).slice(0, 3)
    : [];
  const visible = pairs.some(({ m, x }) => sight(board, m.id, x.id).visible);
  return whyCharacterNotTargetable({ targetName: t.name, nearestOtherValidUnitIn: nearestOther, isClosestEnemyUnit: closest, visible, sniper });
}

/** "Select a unit ... then select a target": every weapon that can fire does, templates where the player placed them. */
export function shootAt(d: HwrDraft, a: HwrActionOf<'shoot'>, ctx: GameContext, u: HwrUnitState): void {
  const t = enemyTarget(d, a, u);
  const board = boardOf(d);
  const why = targetProblem(d, u, t, board);
  if (why) illegal(why, a);
  // Something must fire before any die is thrown or the unit is spent: the checks fireAt makes, weapon by weapon.
  const none = noWeaponProblem(d, board, u, t);
  if (none) illegal(none, a);
  const aim = readTemplateAt(a);
  if (aim) {
    // The player's own template placement must be usable by at least one template weapon that can fire.
    const tries = unitOnTable(d, u.id).flatMap((m) =>
      rangedWeapons(d, m)
        .filter((w) => templateKindOf(w))
        .map((w) => (weaponShot(d, board, u, m, w, t, false) ? templateFor(d, board, m, w, t, aim) : { aimed: false, why: `${m.name}'s ${w.name} cannot fire at ${t.name}` })),
    );
    if (!tries.length) illegal(`${u.name} has no Blast or Flame weapon to place a template with.`, a);
    if (!tries.some((x) => x.aimed)) illegal(`The template cannot go there: ${tries[0]!.why}.`, a);
  }
  ctx.say(`${unitLabel(u)} shoots at ${unitLabel(t)}.`, u.player);
  const fired = fireAt(d, ctx, u, t, false, aim);
  if (!fired) ctx.say(`No weapon could fire (front arc, Heavy after moving, or range).`, u.player);
}
