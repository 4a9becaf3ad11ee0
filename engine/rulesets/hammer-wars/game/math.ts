// Hammer Wars attack math, exact: n dice, each a hit with probability p; lives lost = min(hits, lives left).
import type { AttackDistribution } from '../../../game/types';
import type { Armor } from './cards';

/**
 * attack = {dice, Light, Medium, Heavy} (target numbers of the attack line) or {dice, need} for a fixed special attack
 * ("hits on N+ (ignores modifiers)"); optional ignoresCover, duty (+1). target = {armor, lives, cover?}.
 */
export interface HwAttack {
  readonly dice: number;
  readonly Light?: number;
  readonly Medium?: number;
  readonly Heavy?: number;
  readonly need?: number;
  readonly ignoresCover?: boolean;
  readonly duty?: boolean;
}
export interface HwTarget {
  readonly armor: Armor;
  readonly lives: number;
  readonly cover?: boolean;
}

const intIn = (v: unknown, lo: number, hi: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

/** Probability one die hits: "a roll of 6 is always a hit, regardless of modifiers". */
export function hitChance(need: number, modifier: number): number {
  let hits = 0;
  for (let f = 1; f <= 6; f++) if (f === 6 || f + modifier >= need) hits++;
  return hits / 6;
}

export function hwAttackDistribution(attackIn: unknown, targetIn: unknown): AttackDistribution {
  const attack = attackIn as HwAttack;
  const target = targetIn as HwTarget;
  if (typeof attack !== 'object' || attack === null) throw new Error('attack: give {dice, Light, Medium, Heavy} or {dice, need}.');
  if (typeof target !== 'object' || target === null) throw new Error('target: give {armor, lives, cover?}.');
  if (!intIn(attack.dice, 0, 1000)) throw new Error(`attack.dice: a whole number of dice from 0 to 1000, got ${JSON.stringify(attack.dice)}.`);
  if (target.armor !== 'Light' && target.armor !== 'Medium' && target.armor !== 'Heavy') throw new Error('target.armor: Light, Medium or Heavy.');
  if (!intIn(target.lives, 1, 100)) throw new Error(`target.lives: the lives the target has left (1..100), got ${JSON.stringify(target.lives)}.`);
  let p: number;
  if (attack.need !== undefined) {
    if (!intIn(attack.need, 2, 6)) throw new Error('attack.need: a target number 2..6.');
    p = hitChance(attack.need, 0);
  } else {
    const need = attack[target.armor];
    if (!intIn(need, 2, 6)) throw new Error(`attack.${target.armor}: the attack line's target number against ${target.armor} armour (2..6).`);
    const modifier = (target.cover && !attack.ignoresCover ? -1 : 0) + (attack.duty ? 1 : 0);
    p = hitChance(need, modifier);
  }
  const n = attack.dice;
  const L = target.lives;
  // Binomial(n, p) by the recurrence over dice, truncated at the target's lives (excess hits are lost).
  let dist = new Array<number>(L + 1).fill(0);
  dist[0] = 1;
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(L + 1).fill(0);
    for (let k = 0; k <= L; k++) {
      const pk = dist[k]!;
      if (pk === 0) continue;
      if (k === L) next[L]! += pk;
      else {
        next[k]! += pk * (1 - p);
        next[k + 1]! += pk * p;
      }
    }
    dist = next;
  }
  const mean = dist.reduce((s, v, k) => s + v * k, 0);
  return { damage: dist, slain: [1 - dist[L]!, dist[L]!], mean };
}
