// Nuceria army files. The datasheet format is a placeholder in 004_6c4ffdb07edc4505.txt ("How to read unit sheets
// (overview of app)"), so the fields are the stats the text names (DIGEST E.5): Movement, Toughness, save, Invulnerable
// Save; weapons with attacks, Power, AP, range, Cooldown and abilities; keywords Infantry, Vehicle, Monster, Fly,
// Battleline, Colossal.
import { z } from 'zod';
import { armySchema, parseArmy } from '../../../game/kit';
import { GameSetupError, type ArmyFile } from '../../../game/types';

const stat = (min: number, max: number) => z.number().int().min(min).max(max);

export const nuWeaponSchema = z.object({
  name: z.string().min(1).max(100),
  type: z.enum(['ranged', 'melee']),
  rangeIn: z.number().positive().max(120),
  attacks: stat(1, 40),
  power: stat(1, 30),
  ap: stat(0, 6),
  damage: stat(1, 10).default(1),
  /** "how many of the controlling player's turns need to pass before it can shoot again" */
  cooldown: stat(0, 5).default(0),
  abilities: z.array(z.enum(['Pistol', 'Blast', 'Assault'])).max(3).default([]),
}).strict();
export type NuWeapon = z.infer<typeof nuWeaponSchema>;

export const nuUnitSchema = z.object({
  name: z.string().min(1).max(100),
  points: stat(0, 1000),
  keywords: z.array(z.enum(['Infantry', 'Vehicle', 'Monster', 'Fly', 'Battleline', 'Colossal'])).min(1).max(6),
  models: stat(1, 20),
  movementIn: z.number().min(0).max(30),
  toughness: stat(1, 20),
  save: z.union([stat(2, 6), z.null()]),
  invulnerable: stat(2, 6).optional(),
  wounds: stat(1, 50),
  base: z.union([
    z.object({ kind: z.literal('round'), diameterMm: z.number().min(10).max(200) }).strict(),
    z.object({ kind: z.literal('hull'), lengthIn: z.number().min(0.5).max(20), widthIn: z.number().min(0.5).max(20) }).strict(),
  ]),
  heightIn: z.number().positive().max(15),
  weapons: z.array(nuWeaponSchema).min(1).max(8),
  /** "Up to ½ of an army's total points may be placed in reserves." */
  reserves: z.boolean().default(false),
}).strict();
export type NuUnit = z.infer<typeof nuUnitSchema>;

export const nuArmySchema = armySchema('nuceria', {
  /** "50 or 100 points is standard" */
  points: stat(1, 10000),
  /** "Select warlord (must remain on board until destroyed)." The unit's name. */
  warlord: z.string().min(1).max(100),
  units: z.array(nuUnitSchema).min(1).max(30),
});
export type NuArmy = z.infer<typeof nuArmySchema> & ArmyFile;

export function validateNuceriaArmy(value: unknown, path: string): NuArmy {
  const army = parseArmy(nuArmySchema, value, path);
  const spent = army.units.reduce((s, u) => s + u.points, 0);
  if (spent > army.points) throw new GameSetupError(`${path}.points: the units cost ${spent} points, more than the army's ${army.points}.`, `${path}.points`);
  const reserved = army.units.filter((u) => u.reserves).reduce((s, u) => s + u.points, 0);
  if (reserved * 2 > spent) throw new GameSetupError(`${path}.units: "Up to ½ of an army's total points may be placed in reserves": ${reserved} of ${spent} points are.`, `${path}.units`);
  const w = army.units.findIndex((u) => u.name === army.warlord);
  if (w < 0) throw new GameSetupError(`${path}.warlord: no unit named "${army.warlord}" to be the warlord ("Select warlord").`, `${path}.warlord`);
  if (army.units[w]!.reserves) throw new GameSetupError(`${path}.warlord: the warlord "must remain on board until destroyed": it cannot start in reserves.`, `${path}.warlord`);
  return army as NuArmy;
}
