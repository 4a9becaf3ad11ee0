// The model profile and weapon shapes of HamWarmer-family army files (001_9d9921dd118cdf65.txt "Unit Profiles", "Weapons"):
// HamWarmer's and AltHammer's armies both validate their profiles and weapons with these.
import { z } from 'zod';
import { HW_WEAPON_RULES, type HwAttack } from './attack';

export const stat = (min: number, max: number) => z.number().int().min(min).max(max);
/** A roll-this-or-more number (WS, BS, Sv) or null for "-". "Models with no Weapon Skill (WS) listed cannot make attacks." */
const target = z.union([stat(1, 7), z.null()]);
const diceOrNumber = z.union([stat(0, 100), z.string().regex(/^\d*[dD](3|6)([+-]\d+)?$/, 'a dice expression like 2d6, d3 or 1d6+2')]);

/** "Vehicles have different Toughness values depending on their facing." */
const toughness = z.union([stat(1, 20), z.object({ front: stat(1, 20), side: stat(1, 20), rear: stat(1, 20) }).strict()]);

/** Model stats: "Movement (M)", "Weapon Skill (WS)", "Ballistic Skill (BS)", "Strength (S)", "Toughness (T)", "Hit/Hull Points (HP)", "Attacks (A)", "Leadership (Ld)", "Armour Save (Sv.)". */
export const hwProfileSchema = z.object({
  M: stat(0, 60),
  WS: target,
  BS: target,
  S: stat(1, 20),
  T: toughness,
  HP: stat(1, 100),
  A: stat(0, 20),
  Ld: z.union([stat(1, 12), z.null()]),
  Sv: target,
  invulnerable: stat(2, 7).optional(),
}).strict();

const weaponRule = z.enum(HW_WEAPON_RULES);
const weaponMode = z.object({
  name: z.string().min(1).max(100),
  /** Inches, or "Melee": "can only be used in the Fight phase". */
  range: z.union([z.number().positive().max(240), z.literal('Melee')]),
  shots: diceOrNumber,
  /** A number, "U" (the user's Strength) or "-" (special). */
  S: z.union([stat(1, 20), z.literal('U'), z.literal('-')]),
  AP: z.number().int().min(-6).max(0),
  D: diceOrNumber,
  rules: z.array(weaponRule).max(10).default([]),
  /** Scatter #d6: the "#" written out ("1d6", "3d6"). */
  scatter: z.string().regex(/^\d+d6$/).optional(),
}).strict();

/** A weapon, or a multi-mode weapon ("Choose:"): the mode is picked before targets are declared. */
export const hwWeaponSchema = z.union([weaponMode, z.object({ name: z.string().min(1).max(100), choose: z.array(weaponMode).min(2).max(6) }).strict()]);

export type HwProfile = z.infer<typeof hwProfileSchema>;
export type HwWeapon = z.infer<typeof hwWeaponSchema>;

/** The flat weapon mode list of a weapon (a "Choose:" weapon gives each mode). */
export const weaponModes = (w: HwWeapon) => ('choose' in w ? w.choose : [w]);
export type WeaponMode = ReturnType<typeof weaponModes>[number];

/** The weapon rules the dice read (Overwatch is the caller's to add: AltHammer has no reactions). */
export const validRules = (rules: readonly string[], extra: string[] = []): string[] => [...rules.filter((r) => (HW_WEAPON_RULES as readonly string[]).includes(r) && r !== 'Overwatch'), ...extra];

/**
 * A model's melee attack (named default fight.weapon): its A attacks with its first melee weapon (no Flame in melee), or
 * at its own Strength, AP 0, 1 damage without one.
 */
export function meleeAttack(p: HwProfile, w: WeaponMode | null): HwAttack {
  return w
    ? { attacks: p.A, skill: p.WS!, strength: w.S === 'U' ? p.S : (w.S as number), ap: w.AP, damage: w.D, melee: true, rules: validRules(w.rules).filter((r) => r !== 'Flame') }
    : { attacks: p.A, skill: p.WS!, strength: p.S, ap: 0, damage: 1, melee: true };
}
