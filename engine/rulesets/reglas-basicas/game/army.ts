// Reglas básicas army files: units with the characteristics of 003_2820d2f43ec186dc.txt ("Size", "Movement", "Bravery",
// "Armor", "Health"; Melee and Ranged weapons with "Range", "Damage", "Precision", "Pierce"; DIGEST D.5). zod; errors
// name the field path.
import { z } from 'zod';
import { armySchema, parseArmy } from '../../../game/kit';
import { GameSetupError, type ArmyFile } from '../../../game/types';
import { loadoutsOf, specialsOf } from './specials';

const stat = (min: number, max: number) => z.number().int().min(min).max(max);

export const rbWeaponSchema = z.object({
  rangeIn: z.number().positive().max(72),
  /** "roll dice equal to the model's Damage" per HIT. */
  damage: stat(1, 20),
  /** Roll-under: "if the roll is equal or lower, it scores a HIT". */
  precision: stat(0, 6),
  /** Subtracted from the target's Armor. */
  pierce: stat(0, 6),
}).strict();
export type RbWeapon = z.infer<typeof rbWeaponSchema>;

export const rbUnitSchema = z.object({
  name: z.string().min(1).max(100),
  /** The first number of "(120/30)" (the format is not explained: named default reglas.cost). */
  points: stat(0, 10000),
  size: stat(1, 40),
  movementIn: z.number().min(0).max(24),
  bravery: stat(0, 20),
  armor: stat(0, 6),
  health: stat(1, 20),
  melee: rbWeaponSchema,
  ranged: rbWeaponSchema.optional(),
  /** "The leader is the Karl. Double the Karl's damage." / "+2 damage": the leader's melee Damage. */
  leaderDamage: stat(1, 40).optional(),
  keywords: z.array(z.enum(['HERO', 'WIZARD'])).max(2).default([]),
  base: z.object({ kind: z.literal('round'), diameterMm: z.number().min(10).max(200) }).strict().default({ kind: 'round', diameterMm: 32 }),
  heightIn: z.number().positive().max(10).default(1.3),
  /** The loadout the unit carries, as the text names it ("War-picks and Shields"); the first written when absent (reglas.loadout). */
  loadout: z.string().min(1).max(100).optional(),
  /** "A model in this unit may be a hornblower, granting +2\" Movement when Charging": true when the unit takes one. */
  hornblower: z.boolean().optional(),
  /** Loadouts and Special lines as written (shown; the rules themselves are specials.ts, found by the unit's name). */
  notes: z.string().max(2000).optional(),
}).strict();
export type RbUnit = z.infer<typeof rbUnitSchema>;

export const rbArmySchema = armySchema('reglas-basicas', {
  faction: z.string().min(1).max(100),
  units: z.array(rbUnitSchema).min(1).max(30),
});
export type RbArmy = z.infer<typeof rbArmySchema> & ArmyFile;

export function validateReglasArmy(value: unknown, path: string): RbArmy {
  const army = parseArmy(rbArmySchema, value, path);
  army.units.forEach((u, i) => {
    const written = loadoutsOf(u.name);
    if (u.loadout !== undefined && !written.includes(u.loadout))
      throw new GameSetupError(`${path}.units[${i}].loadout: ${u.name} ${written.length ? `has the loadouts ${written.map((l) => `"${l}"`).join(', ')}` : 'has no loadouts'}, not "${u.loadout}".`, `${path}.units[${i}].loadout`);
    if (u.hornblower && !specialsOf(u.name).hornblowerMay)
      throw new GameSetupError(`${path}.units[${i}].hornblower: ${u.name} may not take a hornblower (only a unit whose Special line says "A model in this unit may be a hornblower" may).`, `${path}.units[${i}].hornblower`);
  });
  return army as RbArmy;
}
