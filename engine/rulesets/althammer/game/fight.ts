// Fight (the text names it and stops: named default althammer.fight): every model within 1" of the target strikes with its
// first melee weapon and its A attacks (or bare hands), resolved as HamWarmer 24.5 does (althammer.resolution).
import { illegal, unitOnTable } from '../../../game/kit';
import type { GameAction, GameContext, PlayerIndex } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import { meleeAttack } from '../../shared/attacks/profile';
import { rollAttack } from '../../shared/attacks/resolve';
import type { AhActionOf } from './actions';
import { dealDamage, targetStats, wounded } from './damage';
import { AH_DEFAULT } from './defaults';
import { meleeWeapon } from './shooting';
import { enemyUnit } from './targets';
import { groupOf, unitLabel, type AhDraft, type AhUnitState, type AhView } from './state';

/** Whether a model of `unit` able to fight is within 1" of a model of `target`. */
const inReach = (d: AhView, unit: string, target: string) => (m: ReturnType<typeof unitOnTable>[number]): boolean =>
  m.unit === unit && groupOf(d, m).profile.WS !== null && unitOnTable(d, target).some((t) => edgeDistance(m, t) <= AH_DEFAULT.engagementIn + 1e-6);

export function applyFight(d: AhDraft, a: AhActionOf<'fight'>, ctx: GameContext, u: AhUnitState): void {
  const target = enemyUnit(d, a, u.player);
  const fighters = unitOnTable(d, u.id).filter(inReach(d, u.id, target.id));
  if (!fighters.length) illegal(`No model of ${u.name} is within ${AH_DEFAULT.engagementIn}" of ${target.name} (or able to fight).`, a);
  ctx.say(`${unitLabel(u)} fights ${unitLabel(target)} with ${fighters.length} model${fighters.length === 1 ? '' : 's'}.`, u.player);
  for (const m of fighters) {
    const left = unitOnTable(d, target.id);
    if (!left.length) break;
    const p = groupOf(d, m).profile;
    if (p.A <= 0) continue;
    const w = meleeWeapon(d, m);
    const attack = meleeAttack(p, w);
    const r = rollAttack(attack, targetStats(d, target.id), wounded(left), (n, why, sides) => ctx.roll(n, `${m.name}${w ? `'s ${w.name}` : ' (bare hands)'}: ${why}`, sides, u.player));
    ctx.say(`${m.name}: ${r.hits} hit${r.hits === 1 ? '' : 's'}, ${r.totalDamage} damage${r.slain.length ? `, ${r.slain.length} slain` : ''}.`, u.player);
    dealDamage(d, ctx, r.damageTo);
    if (d.result) return;
  }
}

/** Fight offers: each enemy unit a model of the unit can strike. */
export function fightActions(d: AhView, u: AhUnitState, enemyUnits: readonly AhUnitState[], p: PlayerIndex): GameAction[] {
  return enemyUnits.filter((t) => unitOnTable(d, u.id).some(inReach(d, u.id, t.id))).map((t) => ({ type: 'fight', player: p, target: t.id }));
}
