// Nuceria's dice (004_6c4ffdb07edc4505.txt, "Attack Roll", "Making Saves"; DIGEST E.3) as pure functions, and the exact
// attackDistribution.
import type { AttackDistribution } from '../../../game/types';

/**
 * The Power vs Toughness table: "Power is 2x the value of Toughness 2+", "Power is greater than Toughness 3+", "Power is
 * equal to Toughness 4+", "Power is lower than Toughness 5+", "Toughness is 2x the value of Power 6+". "2x" reads "at least
 * twice" (named default nuceria.twice). Returns the d6 roll needed.
 */
export function powerVsToughness(power: number, toughness: number): number {
  if (!Number.isInteger(power) || power < 1) throw new Error(`Nuceria power: a whole number of 1 or more (got ${String(power)}).`);
  if (!Number.isInteger(toughness) || toughness < 1) throw new Error(`Nuceria toughness: a whole number of 1 or more (got ${String(toughness)}).`);
  if (power >= 2 * toughness) return 2;
  if (power > toughness) return 3;
  if (power === toughness) return 4;
  if (toughness >= 2 * power) return 6;
  return 5;
}

/** "Always Failure 1", "Always Success 6+": a natural 1 fails and a natural 6 succeeds whatever the modifiers. */
export function attackSucceeds(face: number, need: number, modifier: number): boolean {
  if (face === 1) return false;
  if (face === 6) return true;
  return face + modifier >= need;
}
export const pAttack = (need: number, modifier: number): number => {
  let n = 0;
  for (let f = 1; f <= 6; f++) if (attackSucceeds(f, need, modifier)) n++;
  return n / 6;
};

/**
 * "Save Value + Attacking Weapon's AP Value = Dice Value Needed. Any dice value that cannot be rolled on a normal d6 (7+)
 * automatically fails. A unit's save characteristic cannot be lowered below a 2+ save through any means (such as "Cover"),
 * and dice rolls of 1 always fail. Units with "Invulnerable Save" values ... always succeed on their "Invulnerable Save"
 * value instead." Cover's "+1 to save"/"+2 to save" improves the roll needed (named default cover.saveSign). Null: no save.
 */
export function saveNeeded(save: number | null, ap: number, coverBonus: number, invulnerable?: number | null): number | null {
  let need = save === null ? 7 : Math.max(2, save + ap - coverBonus);
  if (invulnerable != null && invulnerable < need) need = invulnerable;
  return need >= 7 ? null : need;
}
export const pSave = (need: number | null): number => (need === null ? 0 : (7 - Math.max(2, need)) / 6);

export interface NuAttack {
  /** "cast a number of dice equal to the total number of attacks" */
  readonly attacks: number;
  readonly power: number;
  readonly ap: number;
  /** Wounds each unsaved hit deals (named default nuceria.damage: 1 when the weapon gives none). */
  readonly damage?: number;
  /** Sum of to-hit modifiers (-1 into melee, +1 from above ...). */
  readonly modifier?: number;
}
export interface NuTarget {
  readonly toughness: number;
  readonly save: number | null;
  readonly invulnerable?: number | null;
  readonly wounds: number;
  readonly models: number;
  readonly cover?: 'none' | 'half' | 'full';
}

export const COVER_BONUS: Readonly<Record<'none' | 'half' | 'full', number>> = { none: 0, half: 1, full: 2 };

/** Wounds removed and models slain by n unsaved hits of `damage` each, one model at a time (excess lost). */
export function allocate(n: number, damage: number, wounds: number, models: number): { removed: number; slain: number } {
  const perModel = Math.ceil(wounds / damage);
  const slain = Math.min(models, Math.floor(n / perModel));
  const rest = slain < models ? n - slain * perModel : 0;
  return { removed: slain * wounds + Math.min(wounds - 1, rest * damage), slain };
}

export function nuceriaAttackDistribution(a: NuAttack, t: NuTarget): AttackDistribution {
  const int = (v: unknown, min: number, max: number) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
  if (!a || typeof a !== 'object' || !int(a.attacks, 0, 200)) throw new Error(`Nuceria attack.attacks: 0 to 200 (got ${String(a?.attacks)}).`);
  if (!int(a.ap, 0, 6)) throw new Error(`Nuceria attack.ap: 0 to 6 (got ${String(a.ap)}).`);
  if (!t || typeof t !== 'object' || !int(t.wounds, 1, 50) || !int(t.models, 1, 50)) throw new Error('Nuceria target: {toughness, save, wounds, models} with wounds and models from 1 to 50.');
  const damage = a.damage ?? 1;
  const ph = pAttack(powerVsToughness(a.power, t.toughness), a.modifier ?? 0);
  const pu = 1 - pSave(saveNeeded(t.save, a.ap, COVER_BONUS[t.cover ?? 'none'], t.invulnerable));
  const p = ph * pu;
  const cap = t.wounds * t.models;
  const dmg = new Array<number>(cap + 1).fill(0);
  const slain = new Array<number>(t.models + 1).fill(0);
  let c = 1;
  for (let k = 0; k <= a.attacks; k++) {
    if (k > 0) c = (c * (a.attacks - k + 1)) / k;
    const pk = c * p ** k * (1 - p) ** (a.attacks - k);
    const r = allocate(k, damage, t.wounds, t.models);
    dmg[r.removed]! += pk;
    slain[r.slain]! += pk;
  }
  return { damage: dmg, slain, mean: dmg.reduce((s, q, k) => s + q * k, 0) };
}
