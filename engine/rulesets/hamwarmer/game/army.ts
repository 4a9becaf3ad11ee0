// HamWarmer 24.5 army files and the unit / weapon / ability data model (001_9d9921dd118cdf65.txt "Unit Profiles", "Weapons",
// "Unit Types", "Special Rules", "ARMIES"; DIGEST B.5). Validated with zod; errors name the field path.
import { z } from 'zod';
import { zodProblem } from '../../../game/army';
import { GameSetupError, type ArmyFile } from '../../../game/types';
import { hwProfileSchema, hwWeaponSchema, stat, weaponModes, type HwProfile, type HwWeapon } from '../../shared/attacks/profile';

export const HW_UNIT_TYPES = ['Infantry', 'Character', 'Monstrous Creature', 'Vehicle'] as const;
export const HW_UNIT_RULES = ['Fearless', 'Fly', 'Immobile', 'Deep Strike', 'Infiltrate', 'Outflank', 'Sniper', 'Psyker'] as const;
export const HW_SLOTS = ['HQ', 'Troops', 'Elite', 'Fast Attack', 'Heavy Support'] as const;

const baseSchema = z.union([
  z.object({ kind: z.literal('round'), diameterMm: z.number().min(10).max(300) }).strict(),
  z.object({ kind: z.literal('oval'), lengthMm: z.number().min(10).max(300), widthMm: z.number().min(10).max(300) }).strict(),
  z.object({ kind: z.literal('hull'), lengthIn: z.number().min(0.5).max(30), widthIn: z.number().min(0.5).max(30) }).strict(),
]);

const modelGroup = z.object({
  name: z.string().min(1).max(100),
  count: stat(1, 50),
  profile: hwProfileSchema,
  base: baseSchema,
  heightIn: z.number().positive().max(20),
  /** Names of weapons in the army's `weapons` list. */
  weapons: z.array(z.string().min(1).max(100)).max(10).default([]),
}).strict();

export const hwUnitSchema = z.object({
  name: z.string().min(1).max(100),
  slot: z.enum(HW_SLOTS),
  points: stat(0, 5000),
  /** "They cannot be taken unless that number of Points have already been allocated to units in the army." */
  pointsLimit: stat(0, 100000).optional(),
  types: z.array(z.enum(HW_UNIT_TYPES)).min(1).max(4),
  rules: z.array(z.enum(HW_UNIT_RULES)).max(10).default([]),
  models: z.array(modelGroup).min(1).max(10),
  /** "the number of friendly Infantry models that can be transported". */
  transportCapacity: stat(1, 50).optional(),
  /** Psychic powers by name (the Faction PDFs are not included: named default psychic.powers). */
  powers: z.array(z.string().min(1).max(100)).max(5).optional(),
}).strict();

export const hwArmySchema = z.object({
  format: z.literal('sightline/army'),
  version: z.literal(1),
  ruleset: z.literal('hamwarmer'),
  name: z.string().min(1).max(200),
  faction: z.string().min(1).max(100),
  points: stat(0, 100000),
  weapons: z.array(hwWeaponSchema).max(100),
  units: z.array(hwUnitSchema).min(1).max(60),
  notes: z.string().max(5000).optional(),
}).strict();

export type HwUnit = z.infer<typeof hwUnitSchema>;
export type HwArmy = z.infer<typeof hwArmySchema> & ArmyFile;

/**
 * Validates a HamWarmer army: the schema, the weapon names, the points, then Force Organization: "1 HQ choice", "2 Troops
 * choices", then "Up to 1 additional HQ", "Up to 4 additional Troops", "Up to 3 Elite", "Up to 3 Fast Attack", "Up to 3
 * Heavy Support" per Detachment ("If every slot in a Detachment has a unit assigned, you may start a second Detachment").
 */
export function validateHamwarmerArmy(value: unknown, path: string): HwArmy {
  const parsed = hwArmySchema.safeParse(value);
  if (!parsed.success) throw zodProblem(parsed.error, path);
  const army = parsed.data;
  const weaponNames = new Set(army.weapons.map((w) => w.name));
  army.units.forEach((u, ui) =>
    u.models.forEach((m, mi) =>
      m.weapons.forEach((w, wi) => {
        if (!weaponNames.has(w))
          throw new GameSetupError(`${path}.units[${ui}].models[${mi}].weapons[${wi}]: no weapon named "${w}" in the army's weapons list.`, `${path}.units[${ui}].models[${mi}].weapons[${wi}]`);
      }),
    ),
  );
  let spent = 0;
  army.units.forEach((u, ui) => {
    if (u.pointsLimit !== undefined && spent < u.pointsLimit)
      throw new GameSetupError(`${path}.units[${ui}]: ${u.name} has a Points Limit of ${u.pointsLimit} and only ${spent} points are spent on the units before it.`, `${path}.units[${ui}].pointsLimit`);
    spent += u.points;
    const vehicle = u.types.includes('Vehicle');
    u.models.forEach((m, mi) => {
      if (!vehicle && typeof m.profile.T !== 'number')
        throw new GameSetupError(`${path}.units[${ui}].models[${mi}].profile.T: only Vehicles have per-facing Toughness.`, `${path}.units[${ui}].models[${mi}].profile.T`);
    });
  });
  if (spent > army.points) throw new GameSetupError(`${path}.points: the units cost ${spent} points, more than the army's ${army.points}.`, `${path}.points`);
  const count = (slot: string): number => army.units.filter((u) => u.slot === slot).length;
  const hq = count('HQ');
  const troops = count('Troops');
  if (hq < 1) throw new GameSetupError(`${path}.units: a Detachment needs "1 HQ choice"; this army has none.`, `${path}.units`);
  if (troops < 2) throw new GameSetupError(`${path}.units: a Detachment needs "2 Troops choices"; this army has ${troops}.`, `${path}.units`);
  // One Detachment holds up to 2 HQ, 6 Troops, 3 Elite, 3 Fast Attack, 3 Heavy Support; more needs a full first Detachment.
  const caps: Record<string, number> = { HQ: 2, Troops: 6, Elite: 3, 'Fast Attack': 3, 'Heavy Support': 3 };
  const over = Object.keys(caps).find((s) => count(s) > caps[s]!);
  const full = Object.keys(caps).every((s) => count(s) >= caps[s]!);
  if (over && !full)
    throw new GameSetupError(`${path}.units: more than ${caps[over]} ${over} choices needs a second Detachment, and "If every slot in a Detachment has a unit assigned, you may start a second Detachment" (the first is not full).`, `${path}.units`);
  return army as HwArmy;
}

// The profile and weapon shapes are the family's (shared/attacks/profile.ts): a HamWarmer army's own types all the same.
export { weaponModes, type HwProfile, type HwWeapon };
