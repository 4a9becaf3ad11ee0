// Shoot ("Select a target. If it is in range, roll dice"; the text stops there, so the rolls are HamWarmer 24.5's: named
// defaults althammer.resolution and althammer.shoot): every model with the target in range and in sight fires every ranged
// weapon, each at the models left; the preview reckons the same volleys before any die.
import { boardOf } from '../../../game/board';
import { unitOnTable, illegal } from '../../../game/kit';
import type { AttackPreview, GameAction, GameContext, GameModel, GameState, PlayerIndex } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import type { HwAttack } from '../../shared/attacks/attack';
import { validRules, weaponModes } from '../../shared/attacks/profile';
import { chainedShots } from '../../shared/attacks/distribution';
import { rollAttack } from '../../shared/attacks/resolve';
import type { AhActionOf } from './actions';
import { dealDamage, targetStats, wounded } from './damage';
import { enemyUnit, seesInRange } from './targets';
import { armyOf, groupOf, unitLabel, unitState, type AhDraft, type AhState, type AhUnitState, type AhView } from './state';

/** A model's weapons as its army lists them, each in its modes. */
function weaponsOf(d: AhView, m: GameModel) {
  const army = armyOf(d, m.player);
  return groupOf(d, m).weapons.flatMap((name) => army.weapons.filter((w) => w.name === name).map(weaponModes));
}

/** A model's ranged weapons, each in its first mode ("a multi-mode weapon fires its first mode": althammer.shoot). */
export const rangedWeapons = (d: AhView, m: GameModel) => weaponsOf(d, m).map((modes) => modes[0]!).filter((w) => w.range !== 'Melee' && w.S !== '-');

/** A model's first melee weapon, or null (bare hands: althammer.fight). */
export const meleeWeapon = (d: AhView, m: GameModel) => weaponsOf(d, m).flatMap((modes) => modes.filter((x) => x.range === 'Melee' && x.S !== '-'))[0] ?? null;


/** The weapons of `u` that fire at `target`: every ranged weapon whose model sees a target model in range (the nearest two tried). */
function volleysAt(d: AhView, u: AhUnitState, target: AhUnitState) {
  const board = boardOf(d);
  const out: { m: GameModel; w: ReturnType<typeof rangedWeapons>[number]; dist: number; seen: GameModel; attack: HwAttack }[] = [];
  for (const m of unitOnTable(d, u.id)) {
    const p = groupOf(d, m).profile;
    if (p.BS === null) continue;
    for (const w of rangedWeapons(d, m)) {
      const seen = seesInRange(board, m, unitOnTable(d, target.id), w.range as number);
      if (!seen) continue;
      const dist = edgeDistance(m, seen);
      const attack: HwAttack = {
        attacks: w.shots,
        skill: p.BS,
        strength: w.S === 'U' ? p.S : (w.S as number),
        ap: w.AP,
        damage: w.D,
        rules: validRules(w.rules),
        halfRange: dist <= (w.range as number) / 2,
      };
      out.push({ m, w, dist, seen, attack });
    }
  }
  return out;
}

export function applyShoot(d: AhDraft, a: AhActionOf<'shoot'>, ctx: GameContext, u: AhUnitState): void {
  const target = enemyUnit(d, a, u.player);
  const volleys = volleysAt(d, u, target);
  if (!volleys.length) illegal(`No model of ${u.name} has ${target.name} in range and in sight.`, a);
  ctx.say(`${unitLabel(u)} shoots ${unitLabel(target)}: ${volleys.length} weapon${volleys.length === 1 ? '' : 's'} in range and in sight.`, u.player);
  for (const { m, w, attack } of volleys) {
    const left = unitOnTable(d, target.id);
    if (!left.length) break;
    const r = rollAttack(attack, targetStats(d, target.id), wounded(left), (n, why, sides) => ctx.roll(n, `${m.name}'s ${w.name}: ${why}`, sides, u.player));
    ctx.say(`${m.name}'s ${w.name}: ${r.shots} shot${r.shots === 1 ? '' : 's'}, ${r.hits} hit${r.hits === 1 ? '' : 's'}, ${r.totalDamage} damage${r.slain.length ? `, ${r.slain.length} slain` : ''}.`, u.player);
    dealDamage(d, ctx, r.damageTo);
    if (d.result) return;
  }
}

/**
 * A `shoot` before any die is rolled ("Select a target. If it is in range, roll dice"; HamWarmer's resolution: named
 * default althammer.resolution; AltHammer gives no cover rule, so no cover): the shot of the unit the action names, else
 * of the active unit (every offered `shoot` names none). The AI names another unit to reckon the shots a unit would face.
 */
export function previewAhShot(state: GameState<AhState>, a: GameAction): AttackPreview | null {
  if (a.type !== 'shoot') return null;
  const act = state.ruleset.active;
  const shooter = typeof a.unit === 'string' ? a.unit : act?.unit;
  const u = shooter ? unitState(state, shooter) : undefined;
  const t = unitState(state, a.target);
  if (!u || !t || t.player === u.player) return null;
  const volleys = volleysAt(state, u, t);
  const stats = targetStats(state, t.id);
  const hp = unitOnTable(state, t.id)[0]?.maxWounds ?? 1;
  return {
    attacker: unitLabel(u),
    target: unitLabel(t),
    lines: volleys.map((v) => ({ from: v.m.id, to: v.seen.id, text: `${v.m.name}'s ${v.w.name}: ${v.dist.toFixed(1)}" to ${v.seen.name}`, rangeIn: v.dist, inCover: false })),
    ...chainedShots(volleys.map((v) => ({ attack: v.attack, target: { ...stats, hp } })), unitOnTable(state, t.id).length),
    cover: 'no cover rule in AltHammer (HamWarmer resolution without cover)',
    note: 'Each weapon is reckoned on unhurt models; wounds carried between weapons are not counted.',
  };
}

/** Shoot offers: each enemy unit one of the three nearest shooters (each with its longest-ranged weapon) sees in range. */
export function shootActions(d: AhView, u: AhUnitState, enemyUnits: readonly AhUnitState[], p: PlayerIndex): GameAction[] {
  const board = boardOf(d);
  const mine = unitOnTable(d, u.id);
  const out: GameAction[] = [];
  for (const t of enemyUnits) {
    const targets = unitOnTable(d, t.id);
    const shooters = mine
      .filter((m) => groupOf(d, m).profile.BS !== null && rangedWeapons(d, m).length > 0)
      .map((m) => ({ m, gap: Math.min(...targets.map((x) => edgeDistance(m, x))), range: Math.max(...rangedWeapons(d, m).map((w) => w.range as number)) }))
      .filter((s) => s.gap <= s.range)
      .sort((a, b) => a.gap - b.gap)
      .slice(0, 3);
    if (shooters.some((s) => seesInRange(board, s.m, targets, s.range))) out.push({ type: 'shoot', player: p, target: t.id });
  }
  return out;
}
