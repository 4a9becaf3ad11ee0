// What a Reglas básicas attack would do before its dice are rolled (003_2820d2f43ec186dc.txt): "roll a die for each model
// attacking" (equal or lower than Precision hits), "for each HIT, roll dice equal to the model's Damage" (higher than
// Armor - Pierce wounds). WOUNDS are kept until the Leadership phase ("Each player clears the wounds from a unit by
// damaging models"), so the chart gives the models these wounds will slay then, on top of the wounds already pending.
import { boardOf } from '../../../game/board';
import type { AttackPreview, GameAction, GameState } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import { reglasAttackDistribution } from './distribution';
import { resolveWounds } from './rules';
import { possessive, unitOnTable } from '../../../game/kit';
import { armorOf, attackers, meleeWeapon } from './attacks';
import { specialsFor, unitData, unitState, type RbGame, type RbState } from './state';

export function previewRbAttack(state: GameState<RbState>, a: GameAction): AttackPreview | null {
  if (a.type !== 'shoot' && a.type !== 'fight') return null;
  const g: RbGame = state;
  const u = unitState(g, a.unit);
  const t = unitState(g, a.target);
  if (!u || !t || u.player === t.player) return null;
  const ranged = a.type === 'shoot';
  const data = unitData(g, u);
  const weapon = ranged ? data.ranged : meleeWeapon(g, u);
  if (!weapon) return null;
  const from = attackers(g, u, t, weapon, ranged, ranged ? boardOf(state) : null);
  const targets = unitOnTable(g, t.id);
  if (!from.length || !targets.length) return null;
  const td = { ...unitData(g, t), armor: armorOf(g, t) };
  const leaderDamage = data.leaderDamage === undefined ? undefined : data.leaderDamage + specialsFor(g, u).meleeDamage;
  // "The leader is the Karl. Double the Karl's damage." (melee; the unit's first model is its leader).
  const leader = !ranged && leaderDamage !== undefined && from.some((m) => m.id.endsWith('-0'));
  const dist = reglasAttackDistribution(
    { models: from.length, precision: weapon.precision, damage: weapon.damage, pierce: weapon.pierce, ...(leader ? { leaderDamage: leaderDamage! } : {}) },
    { armor: td.armor, health: td.health, models: targets.length, damageOnFirst: t.damageOnFirst },
  );
  // Slain at the Leadership phase by these wounds, beyond those the pending wounds already slay.
  const already = resolveWounds(t.pendingWounds, td.health, targets.length, t.damageOnFirst).slain;
  const slain = new Array<number>(targets.length + 1).fill(0);
  dist.damage.forEach((p, k) => {
    slain[resolveWounds(t.pendingWounds + k, td.health, targets.length, t.damageOnFirst).slain - already]! += p;
  });
  const nearest = (m: (typeof from)[number]) => targets.reduce((best, x) => (edgeDistance(m, x) < edgeDistance(m, best) ? x : best), targets[0]!);
  const to = nearest(from[0]!);
  const rangeIn = edgeDistance(from[0]!, to);
  return {
    attacker: u.name,
    target: t.name,
    lines: [
      {
        from: from[0]!.id,
        to: to.id,
        text: `${from.length} model${from.length === 1 ? '' : 's'} attack${from.length === 1 ? 's' : ''}: Precision ${weapon.precision}, Damage ${weapon.damage}${leader ? ` (leader ${leaderDamage})` : ''}, against Armor ${td.armor} - Pierce ${weapon.pierce}; ${rangeIn.toFixed(1)}"`,
        rangeIn,
        inCover: false,
      },
    ],
    slain,
    meanSlain: slain.reduce((s, p, k) => s + p * k, 0),
    meanDamage: dist.mean,
    cover: 'no cover rule in Reglas básicas',
    note: `WOUNDS are kept until the Leadership phase; the chart is the models they will slay then${t.pendingWounds ? ` (on top of the ${t.pendingWounds} pending)` : ''}.${unmodelled(g, u, t, ranged)}`,
  };
}

/** The special rules the chart leaves out (their dice are rolled in play), in words. */
function unmodelled(g: RbGame, u: NonNullable<ReturnType<typeof unitState>>, t: NonNullable<ReturnType<typeof unitState>>, ranged: boolean): string {
  const a = specialsFor(g, u);
  const d = specialsFor(g, t);
  const out = [
    !ranged && a.rerollMeleePrecision ? 'rerolled Precision' : '',
    !ranged && a.poleaxes ? 'Flamestrike Poleaxes' : '',
    a.lightning ? 'lightning afterwards' : '',
    u.empowered ? 'Empower\'s rerolled Armor rolls' : '',
    d.ward ? `${possessive(unitData(g, t).name)} ward rolls` : '',
    ranged && d.rerollArmorSixesRanged ? 'Armor 6s rerolled' : '',
  ].filter(Boolean);
  return out.length ? ` Not in the chart: ${out.join(', ')}.` : '';
}
