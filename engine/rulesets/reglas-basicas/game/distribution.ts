// Reglas básicas' exact attackDistribution: `attack = {models, precision, damage, pierce, leaderDamage?}` (the attacking
// models and their weapon), `target = {armor, health, models, damageOnFirst?}`. damage[k]: probability that k WOUNDS are
// dealt (capped at what the unit can take); slain[k]: that k models are slain when they are resolved.
import type { AttackDistribution } from '../../../game/types';
import { pHit, pWound, resolveWounds } from './rules';

export interface RbAttack {
  readonly models: number;
  readonly precision: number;
  readonly damage: number;
  readonly pierce: number;
  /** The leader's Damage, when one of the models is the leader ("Double the Karl's damage"). */
  readonly leaderDamage?: number;
}
export interface RbTarget {
  readonly armor: number;
  readonly health: number;
  readonly models: number;
  readonly damageOnFirst?: number;
}

const int = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

function convolve(a: number[], b: number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j]! += a[i]! * b[j]!;
  return out;
}

/** One model's WOUNDS: a miss (0), or a HIT followed by `dice` wound dice, each wounding with probability pw. */
function oneModel(ph: number, pw: number, dice: number): number[] {
  const out = new Array<number>(dice + 1).fill(0);
  out[0] = 1 - ph;
  // Binomial(dice, pw) after a hit.
  let c = 1;
  for (let k = 0; k <= dice; k++) {
    if (k > 0) c = (c * (dice - k + 1)) / k;
    out[k]! += ph * c * pw ** k * (1 - pw) ** (dice - k);
  }
  return out;
}

export function reglasAttackDistribution(attack: RbAttack, target: RbTarget): AttackDistribution {
  if (!attack || typeof attack !== 'object') throw new Error('Reglas básicas attack: an object {models, precision, damage, pierce}.');
  if (!target || typeof target !== 'object') throw new Error('Reglas básicas target: an object {armor, health, models}.');
  if (!int(attack.models, 1, 100)) throw new Error(`Reglas básicas attack.models: 1 to 100 attacking models (got ${String(attack.models)}).`);
  if (!int(attack.precision, 0, 6)) throw new Error(`Reglas básicas attack.precision: 0 to 6 (got ${String(attack.precision)}).`);
  if (!int(attack.damage, 1, 40)) throw new Error(`Reglas básicas attack.damage: 1 to 40 dice per HIT (got ${String(attack.damage)}).`);
  if (!int(attack.pierce, 0, 6)) throw new Error(`Reglas básicas attack.pierce: 0 to 6 (got ${String(attack.pierce)}).`);
  if (attack.leaderDamage !== undefined && !int(attack.leaderDamage, 1, 40)) throw new Error(`Reglas básicas attack.leaderDamage: 1 to 40 (got ${String(attack.leaderDamage)}).`);
  if (!int(target.armor, 0, 6)) throw new Error(`Reglas básicas target.armor: 0 to 6 (got ${String(target.armor)}).`);
  if (!int(target.health, 1, 20)) throw new Error(`Reglas básicas target.health: 1 to 20 (got ${String(target.health)}).`);
  if (!int(target.models, 1, 100)) throw new Error(`Reglas básicas target.models: 1 to 100 (got ${String(target.models)}).`);
  const carried = target.damageOnFirst ?? 0;
  const ph = pHit(attack.precision);
  const pw = pWound(target.armor, attack.pierce);
  let wounds = [1];
  for (let i = 0; i < attack.models; i++) wounds = convolve(wounds, oneModel(ph, pw, i === 0 && attack.leaderDamage !== undefined ? attack.leaderDamage : attack.damage));
  // Wounds beyond what the unit can take are lost.
  const cap = target.health * target.models - carried;
  const damage = new Array<number>(cap + 1).fill(0);
  wounds.forEach((p, k) => (damage[Math.min(k, cap)]! += p));
  const slain = new Array<number>(target.models + 1).fill(0);
  damage.forEach((p, k) => (slain[resolveWounds(k, target.health, target.models, carried).slain]! += p));
  const mean = damage.reduce((s, p, k) => s + p * k, 0);
  return { damage, slain, mean };
}
