// HamWarmer 24.5 attack and target shapes (001_9d9921dd118cdf65.txt): validation and the per-attack numbers both the exact
// distribution and the rolled resolution use, so the two can never read a rule differently.
import { pHit, saveNeed, strengthVsToughness, pRollAtLeast, valueDistribution, hitNeed } from './math';
import { ATTACK_DEFAULT } from './defaults';

export interface HwAttack {
  /** Shots or melee attacks: a number or a dice expression ("2d6": "If a random number of shots is listed (e.g. 2d6), roll first"). */
  readonly attacks: number | string;
  /** BS or WS, "roll this or more". */
  readonly skill: number;
  readonly strength: number;
  /** 0, -1, -2 ...: makes the save harder by that much. */
  readonly ap: number;
  readonly damage: number | string;
  readonly melee?: boolean;
  /** Weapon rules and circumstances: 'Twin', 'Rapid Fire', 'Overwatch', 'Flame', 'Small Blast', 'Large Blast', 'Heavy', 'Indirect', 'Sniper'. */
  readonly rules?: readonly string[];
  /** Rapid Fire: the target is within half the weapon's range. */
  readonly halfRange?: boolean;
}

export interface HwTarget {
  readonly toughness: number;
  /** Armour Save, "roll this or more"; null for "-". */
  readonly save: number | null;
  readonly invulnerable?: number | null;
  /** HP of each model (all start unhurt). */
  readonly hp: number;
  readonly models: number;
  readonly cover?: boolean;
}

export const HW_WEAPON_RULES = ['Twin', 'Rapid Fire', 'Overwatch', 'Flame', 'Small Blast', 'Large Blast', 'Heavy', 'Indirect', 'Sniper', 'Auto Hit'] as const;
export type HwWeaponRule = (typeof HW_WEAPON_RULES)[number];

const isInt = (v: unknown, min: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min;

/** The numbers one attack resolves with, after every rule has been applied. */
export interface ResolvedAttack {
  /** Distribution of the number of shots/attacks before hit rolls (Twin and Rapid Fire already doubled). */
  readonly shots: number[];
  /** Each shot hits with this probability; 1 for automatic hits. */
  readonly pHit: number;
  /** The d6 needed to hit (null: automatic hits). */
  readonly hitNeed: number | null;
  readonly woundNeed: number | null;
  readonly saveNeed: number | null;
  /** Distribution of one unsaved hit's damage. */
  readonly damage: number[];
  readonly hp: number;
  readonly models: number;
  readonly meleeOneFails: boolean;
  /** Words for the hit roll when cover decides it: "subtract 1 from the model's Ballistic Skill" read as -1 to hit. */
  readonly coverNote?: string;
}

function doubled(dist: number[]): number[] {
  const out = new Array<number>(dist.length * 2 - 1).fill(0);
  dist.forEach((p, v) => {
    out[2 * v] = p;
  });
  return out;
}

/** Validates attack and target (errors name the field) and applies the weapon rules. */
export function resolveAttackNumbers(attack: HwAttack, target: HwTarget): ResolvedAttack {
  if (!attack || typeof attack !== 'object') throw new Error('HamWarmer attack: an object {attacks, skill, strength, ap, damage}.');
  if (!target || typeof target !== 'object') throw new Error('HamWarmer target: an object {toughness, save, hp, models}.');
  if (!isInt(attack.skill, 1) || attack.skill > 7) throw new Error(`HamWarmer attack.skill: BS or WS from 1 to 7 (got ${String(attack.skill)}).`);
  if (!isInt(attack.strength, 1)) throw new Error(`HamWarmer attack.strength: a whole number of 1 or more (got ${String(attack.strength)}).`);
  if (typeof attack.ap !== 'number' || !Number.isInteger(attack.ap) || attack.ap > 0) throw new Error(`HamWarmer attack.ap: 0, -1, -2 ... (got ${String(attack.ap)}).`);
  if (!isInt(target.toughness, 1)) throw new Error(`HamWarmer target.toughness: a whole number of 1 or more (got ${String(target.toughness)}).`);
  if (target.save !== null && (!isInt(target.save, 2) || target.save > 7)) throw new Error(`HamWarmer target.save: 2 to 7 or null for "-" (got ${String(target.save)}).`);
  if (target.invulnerable != null && (!isInt(target.invulnerable, 2) || target.invulnerable > 7)) throw new Error(`HamWarmer target.invulnerable: 2 to 7 (got ${String(target.invulnerable)}).`);
  if (!isInt(target.hp, 1) || target.hp > 100) throw new Error(`HamWarmer target.hp: 1 to 100 (got ${String(target.hp)}).`);
  if (!isInt(target.models, 1) || target.models > 100) throw new Error(`HamWarmer target.models: 1 to 100 (got ${String(target.models)}).`);
  const rules = new Set<string>(attack.rules ?? []);
  for (const r of rules) if (!(HW_WEAPON_RULES as readonly string[]).includes(r)) throw new Error(`HamWarmer attack.rules: unknown rule "${r}" (known: ${HW_WEAPON_RULES.join(', ')}).`);
  const overwatch = rules.has('Overwatch');
  const flame = rules.has('Flame');
  if (overwatch && (rules.has('Small Blast') || rules.has('Large Blast')))
    throw new Error('HamWarmer attack.rules: "Small Blast and Large Blast weapons cannot be used to fire Overwatch."');
  if (overwatch && attack.melee) throw new Error('HamWarmer attack: Overwatch is a shooting attack, not melee.');

  let shots = valueDistribution(attack.attacks, 'attack.attacks');
  // "Weapons with "Twin" in their name make twice the number of shots as the base version."
  if (rules.has('Twin')) shots = doubled(shots);
  // "double the number of shots the weapon makes if the target is within half the weapon's range"
  if (rules.has('Rapid Fire') && attack.halfRange) shots = doubled(shots);
  // "Flame weapons inflict 1d3 automatic hits if used in Overwatch."
  if (overwatch && flame) shots = valueDistribution('d3', 'attack.attacks');
  if (shots.length > 241) throw new Error('HamWarmer attack.attacks: at most 240 shots.');

  // Flame: "instead of rolling to hit" (its hits come from the template); templates give hits, so each counts as a hit here.
  const autoHit = flame || rules.has('Auto Hit');
  const cover = !attack.melee && !!target.cover;
  const hit = { skill: attack.skill, melee: !!attack.melee, cover, overwatch };
  const woundNeed = strengthVsToughness(attack.strength, target.toughness);
  // "Models hit by a Flame weapon do not gain the +1 to Armour Save benefit from being in Cover."
  const sNeed = saveNeed({ save: target.save, invulnerable: target.invulnerable ?? null, ap: attack.ap, cover: cover && !flame });
  return {
    shots,
    pHit: autoHit ? 1 : pHit(hit),
    hitNeed: autoHit ? null : hitNeed(hit),
    woundNeed,
    saveNeed: sNeed,
    damage: valueDistribution(attack.damage, 'attack.damage'),
    hp: target.hp,
    models: target.models,
    meleeOneFails: attack.melee ? ATTACK_DEFAULT.meleeNaturalOneFails : true,
    ...(cover && !autoHit && !overwatch ? { coverNote: `, target in Cover: ${ATTACK_DEFAULT.coverToHit} to hit (named default cover.toHitSign)` } : {}),
  };
}

/** Probability that one hit wounds and is not saved. */
export const pUnsaved = (r: ResolvedAttack): number => pRollAtLeast(r.woundNeed) * (1 - pRollAtLeast(r.saveNeed));
