// What a Nuceria attack would do before any die is rolled: each weapon's exact distribution (Power vs Toughness, Save +
// AP with the cover tier), chained on the number of models left.
import { draftView } from '../../../game/draftView';
import { unitOnTable } from '../../../game/kit';
import type { AttackPreview, GameAction, GameState } from '../../../game/types';
import { edgeDistance } from '../../../measure/distance';
import { COVER_BONUS, nuceriaAttackDistribution } from './math';
import { meleeModifier } from './melee';
import { rangedVolleys, type NuVolley } from './shooting';
import { unitData, type NuState } from './state';

/**
 * An `attack` (ranged or melee) before any die is rolled: each weapon's exact distribution (Power vs Toughness, Save + AP
 * with the cover tier), chained on the number of models left (a wound a model carries from one weapon to the next is not
 * counted).
 */
export function previewNuAttack(state: GameState<NuState>, a: GameAction): AttackPreview | null {
  if (a.type !== 'attack' || (a.mode !== 'ranged' && a.mode !== 'melee')) return null;
  const d = draftView(state);
  const act = d.ruleset.active;
  const u = act ? d.ruleset.units.find((x) => x.id === act.unit) : undefined;
  const t = d.ruleset.units.find((x) => x.id === a.target);
  if (!u || !t || t.player === u.player) return null;
  const td = unitData(d, t);
  const targets = unitOnTable(d, t.id);
  const models = targets.length;
  if (!models) return null;
  const volleys: NuVolley[] =
    a.mode === 'ranged'
      ? rangedVolleys(d, u, t)
      : unitData(d, u)
          .weapons.filter((w) => w.type === 'melee')
          .map((w) => ({ w, dice: w.attacks * unitOnTable(d, u.id).length, mod: meleeModifier(d, u.id, t.id), tier: 'none' as const, from: unitOnTable(d, u.id)[0]!.id, to: targets[0]!.id }));
  let left = new Array<number>(models + 1).fill(0);
  left[models] = 1;
  let meanDamage = 0;
  const attackOf = (v: NuVolley) => ({ attacks: v.dice, power: v.w.power, ap: v.w.ap, damage: v.w.damage, modifier: v.mod });
  const targetOf = (v: NuVolley, k: number) => ({ toughness: td.toughness, save: td.save, invulnerable: td.invulnerable ?? null, wounds: targets[0]!.maxWounds, models: k, cover: v.tier });
  for (const v of volleys) {
    const next = new Array<number>(models + 1).fill(0);
    left.forEach((p, k) => {
      if (!p) return;
      if (k === 0) return void (next[0]! += p);
      nuceriaAttackDistribution(attackOf(v), targetOf(v, k)).slain.forEach((q, j) => {
        next[Math.max(0, k - j)]! += p * q;
      });
    });
    meanDamage += nuceriaAttackDistribution(attackOf(v), targetOf(v, models)).mean;
    left = next;
  }
  const slain = left.map((_, j) => left[models - j]!);
  return {
    attacker: u.name,
    target: t.name,
    lines: volleys.map((v) => {
      const from = state.models.find((m) => m.id === v.from)!;
      const to = state.models.find((m) => m.id === v.to)!;
      const rangeIn = edgeDistance(from, to);
      return { from: v.from, to: v.to, text: `${v.w.name}: ${v.dice} dice, Power ${v.w.power} vs Toughness ${td.toughness}${v.mod ? `, ${v.mod > 0 ? '+' : ''}${v.mod} to hit` : ''}, ${rangeIn.toFixed(1)}", ${v.tier === 'none' ? 'no cover' : `${v.tier} cover`}`, rangeIn, inCover: v.tier !== 'none' };
    }),
    slain,
    meanSlain: slain.reduce((acc, p, k) => acc + p * k, 0),
    meanDamage,
    cover: !volleys.length ? 'no weapon can fire' : volleys.every((v) => v.tier === 'none') ? 'no cover' : `${volleys.map((v) => v.tier).sort((x, y) => COVER_BONUS[y] - COVER_BONUS[x])[0]} cover (+${Math.max(...volleys.map((v) => COVER_BONUS[v.tier]))} to the save)`,
    note: a.mode === 'melee' ? 'Melee: every model of the unit fights.' : 'Each weapon is reckoned on unhurt models; wounds carried between weapons are not counted.',
  };
}
