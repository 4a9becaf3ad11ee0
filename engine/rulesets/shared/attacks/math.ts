// HamWarmer 24.5 dice math (001_9d9921dd118cdf65.txt): the S vs T chart, hit, wound and save targets, dice expressions as distributions.
import { parseDiceExpr } from '../../../dice/expr';
import { ATTACK_DEFAULT } from './defaults';

/**
 * The S vs T chart, transcribed as printed (rows "Attacker's Strength" 1..10, columns "Defender's Toughness" 1..10);
 * 0 is a blank cell: no roll can wound. 001_9d9921dd118cdf65.txt prints it twice (Shooting and Fight), identically.
 */
export const S_VS_T_CHART: readonly (readonly number[])[] = [
  [4, 5, 6, 0, 0, 0, 0, 0, 0, 0],
  [3, 4, 5, 6, 0, 0, 0, 0, 0, 0],
  [2, 3, 4, 5, 6, 0, 0, 0, 0, 0],
  [2, 2, 3, 4, 5, 6, 0, 0, 0, 0],
  [2, 2, 2, 3, 4, 5, 6, 0, 0, 0],
  [2, 2, 2, 2, 3, 4, 5, 6, 0, 0],
  [2, 2, 2, 2, 2, 3, 4, 5, 6, 0],
  [2, 2, 2, 2, 2, 2, 3, 4, 5, 6],
  [2, 2, 2, 2, 2, 2, 2, 3, 4, 5],
  [2, 2, 2, 2, 2, 2, 2, 2, 3, 4],
];

/**
 * The roll needed to wound (2..6) or null when it cannot wound. Inside 1..10 the chart; beyond it the text rule
 * ("Strength 2 or More Over Toughness 2+ ... Strength 3 or More Below Toughness -"), named default woundChart.beyond10.
 */
export function strengthVsToughness(s: number, t: number): number | null {
  if (!Number.isInteger(s) || s < 1) throw new Error(`HamWarmer: strength must be a whole number of 1 or more (got ${s}).`);
  if (!Number.isInteger(t) || t < 1) throw new Error(`HamWarmer: toughness must be a whole number of 1 or more (got ${t}).`);
  if (s <= 10 && t <= 10) {
    const cell = S_VS_T_CHART[s - 1]![t - 1]!;
    return cell === 0 ? null : cell;
  }
  const diff = s - t;
  if (diff >= 2) return 2;
  if (diff <= -3) return null;
  return 4 - diff;
}

/** Probability that one d6 rolls `need` or more, where a natural 1 always fails ("An unmodified roll of 1 always fails."). */
export function pRollAtLeast(need: number | null, naturalOneFails = true): number {
  if (need === null) return 0;
  const n = Math.max(need, naturalOneFails ? 2 : 1);
  if (n > 6) return 0;
  return (7 - n) / 6;
}

export interface HitRoll {
  /** BS or WS: "roll this or more". */
  readonly skill: number;
  readonly melee?: boolean;
  /** Shooting at a target in Cover. */
  readonly cover?: boolean;
  /** "Overwatch attacks are resolved like a normal Shooting attack, but only hit on a 6+, regardless of modifiers." */
  readonly overwatch?: boolean;
}

/**
 * The d6 result needed to hit. Shooting: "If the result is equal to or above the model's Ballistic Skill (BS), the shot hits."
 * Cover: -1 to the roll (named default cover.toHitSign of the ruleset), so the number needed rises by 1. Overwatch: 6+ regardless.
 */
export function hitNeed(h: HitRoll): number {
  if (h.overwatch) return 6;
  const coverMod = !h.melee && h.cover ? ATTACK_DEFAULT.coverToHit : 0;
  return h.skill - coverMod;
}

export function pHit(h: HitRoll): number {
  const oneFails = h.melee ? ATTACK_DEFAULT.meleeNaturalOneFails : true;
  return pRollAtLeast(hitNeed(h), oneFails);
}

export interface SaveRoll {
  /** Armour Save ("roll this or more"), or null for "-". */
  readonly save: number | null;
  readonly invulnerable?: number | null;
  /** 0, -1, -2 ...: added to the save roll (named default save.apDirection). */
  readonly ap: number;
  /** Shooting at a model in Cover (not Flame, not melee). */
  readonly cover?: boolean;
}

/**
 * The d6 result needed to save, the better of armour and invulnerable, or null when no save is possible.
 * "The defending player rolls 1d6, modified by the weapon's Armour Penetration (AP) value, and compares it to the model's
 * Armour Save value." "A model in Cover (pg. 5) adds +1 to its Armour Save against shooting attacks."
 * "A model may use its Invulnerable Save (if it has one) instead of its Armour Save. Invulnerable Saves are not modified by AP.
 * An unmodified roll of 1 always fails."
 */
export function saveNeed(s: SaveRoll): number | null {
  if (s.ap > 0 || !Number.isInteger(s.ap)) throw new Error(`HamWarmer: AP is 0, -1, -2 ... (got ${s.ap}).`);
  const rollMod = s.ap + (s.cover ? ATTACK_DEFAULT.coverSaveRoll : 0);
  const armour = s.save === null ? null : Math.max(2, s.save - rollMod);
  const invMod = s.cover && ATTACK_DEFAULT.coverImprovesInvulnerable ? ATTACK_DEFAULT.coverSaveRoll : 0;
  const inv = s.invulnerable == null ? null : Math.max(2, s.invulnerable - invMod);
  const options = [armour, inv].filter((v): v is number => v !== null && v <= 6);
  return options.length ? Math.min(...options) : null;
}

export const pSave = (s: SaveRoll): number => pRollAtLeast(saveNeed(s));

/** "round up. 2.5 becomes 3 and 7.2 becomes 7": to the nearest, halves up (named default rounding). */
export const roundHamWarmer = (v: number): number => Math.floor(v + 0.5);

/**
 * A fixed number or a dice expression ("2d6", "d3", "1d6+2") as an exact distribution over whole values:
 * dist[v] = probability of v. "d3 (roll 1 die and divide the result by 2, rounding up)" is 1, 2, 3 each with 1/3.
 */
export function valueDistribution(v: number | string, field: string): number[] {
  if (typeof v === 'number') {
    if (!Number.isInteger(v) || v < 0) throw new Error(`HamWarmer ${field}: a whole number of 0 or more or a dice expression like 2d6 (got ${v}).`);
    const out = new Array<number>(v + 1).fill(0);
    out[v] = 1;
    return out;
  }
  const p = parseDiceExpr(v.trim());
  if (!p.ok) throw new Error(`HamWarmer ${field}: ${p.message}`);
  const { count, sides, modifier } = p.expr;
  if (count > 60) throw new Error(`HamWarmer ${field}: at most 60 dice (got ${count}).`);
  let dist = [1];
  for (let i = 0; i < count; i++) {
    const next = new Array<number>(dist.length + sides).fill(0);
    for (let a = 0; a < dist.length; a++) if (dist[a]) for (let f = 1; f <= sides; f++) next[a + f]! += dist[a]! / sides;
    dist = next;
  }
  // A modifier can push the total below 0; such results count as 0 (no shots, no damage).
  const out = new Array<number>(Math.max(1, dist.length + modifier)).fill(0);
  dist.forEach((p2, v2) => {
    if (p2) out[Math.max(0, v2 + modifier)]! += p2;
  });
  return out;
}
