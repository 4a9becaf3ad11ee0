// AltHammer army files: the muster rules of 000_6eade6d934505fab.txt ("Muster Army", "Sideboard Option"; DIGEST A.5) on
// HamWarmer's profile and weapon data (the text stops at Shoot, so the game resolves attacks as HamWarmer does: named
// default althammer.resolution). Validated with zod; errors name the field path.
import { z } from 'zod';
import { zodProblem } from '../../../game/army';
import { GameSetupError, type ArmyFile } from '../../../game/types';
import { hwProfileSchema, hwWeaponSchema } from '../../shared/attacks/profile';

const stat = (min: number, max: number) => z.number().int().min(min).max(max);

/** Keywords are written with plus signs: "+Character+", "+Front Lines+", "+Psychic+" (+Warlord+ is chosen, not bought). */
export const AH_KEYWORDS = ['Character', 'Front Lines', 'Psychic'] as const;

const baseSchema = z.union([
  z.object({ kind: z.literal('round'), diameterMm: z.number().min(10).max(300) }).strict(),
  z.object({ kind: z.literal('oval'), lengthMm: z.number().min(10).max(300), widthMm: z.number().min(10).max(300) }).strict(),
  z.object({ kind: z.literal('hull'), lengthIn: z.number().min(0.5).max(30), widthIn: z.number().min(0.5).max(30) }).strict(),
]);

/** HamWarmer's profile plus "the Model's Mind characteristic" for Psychic tests. */
export const ahProfileSchema = hwProfileSchema.extend({ Mind: stat(-5, 12).optional() }).strict();

const modelGroup = z.object({
  name: z.string().min(1).max(100),
  count: stat(1, 50),
  profile: ahProfileSchema,
  base: baseSchema,
  heightIn: z.number().positive().max(20),
  weapons: z.array(z.string().min(1).max(100)).max(10).default([]),
}).strict();

export const ahUnitSchema = z.object({
  name: z.string().min(1).max(100),
  points: stat(0, 5000),
  /** "All Units must have the Faction Keyword matching your chosen Faction." Omitted: the army's faction. */
  faction: z.string().min(1).max(100).optional(),
  keywords: z.array(z.enum(AH_KEYWORDS)).max(3).default([]),
  models: z.array(modelGroup).min(1).max(10),
}).strict();

/** A spell from the Detachment rules: "Select a spell from your Detachment rules." Sightline's spells deal Mortal Damage. */
export const ahSpellSchema = z.object({
  name: z.string().min(1).max(100),
  difficulty: stat(2, 20),
  /** Mortal Damage the target suffers, e.g. "d3". */
  mortalDamage: z.union([stat(1, 20), z.string().regex(/^\d*[dD](3|6)([+-]\d+)?$/, 'a dice expression like d6 or 2d3')]),
  rangeIn: z.number().positive().max(120).default(18),
}).strict();

export const ahArmySchema = z.object({
  format: z.literal('sightline/army'),
  version: z.literal(1),
  ruleset: z.literal('althammer'),
  name: z.string().min(1).max(200),
  faction: z.string().min(1).max(100),
  detachment: z.string().min(1).max(100),
  /** "agree on a points limit for the game of at least 500 points or higher" */
  pointsLimit: stat(500, 100000),
  /** The Sideboard Option: "If any player declines the Sideboard Option, it is not enabled." */
  sideboard: z.boolean().default(false),
  /** The unit holding the +Warlord+ ("Select one +Character+ Model as your army's +Warlord+"). */
  warlord: z.string().min(1).max(100),
  weapons: z.array(hwWeaponSchema).max(100),
  spells: z.array(ahSpellSchema).max(10).default([]),
  units: z.array(ahUnitSchema).min(1).max(60),
  notes: z.string().max(5000).optional(),
}).strict();

export type AhUnit = z.infer<typeof ahUnitSchema>;
export type AhSpell = z.infer<typeof ahSpellSchema>;
export type AhArmy = z.infer<typeof ahArmySchema> & ArmyFile;

/** "You may not include more than three copies of the same Unit, or more than six copies of a +Front Lines+ Unit". */
export const MAX_COPIES = 3;
export const MAX_FRONT_LINES_COPIES = 6;
/** "During the Muster Army step, assemble a collection of Units up to 500 points *above* the agreed points limit". */
export const SIDEBOARD_EXTRA_POINTS = 500;

export const armyPoints = (a: Pick<AhArmy, 'units'>): number => a.units.reduce((s, u) => s + u.points, 0);

/**
 * The muster rules, as written (000_6eade6d934505fab.txt, "Muster Army"): "up to the agreed points limit" (500 above it with
 * the Sideboard Option), "All Units must have the Faction Keyword matching your chosen Faction", "You must include at least
 * one +Character+ model", "no more than three copies of the same Unit, or more than six copies of a +Front Lines+ Unit",
 * "Select one +Character+ Model as your army's +Warlord+". Throws GameSetupError naming the field.
 */
export function validateAltHammerArmy(value: unknown, path: string): AhArmy {
  const parsed = ahArmySchema.safeParse(value);
  if (!parsed.success) throw zodProblem(parsed.error, path);
  const army = parsed.data;
  const fail = (msg: string, field: string): never => {
    throw new GameSetupError(`${path}${field}: ${msg}`, `${path}${field}`);
  };
  const weaponNames = new Set(army.weapons.map((w) => w.name));
  army.units.forEach((u, ui) => {
    if (u.faction !== undefined && u.faction !== army.faction)
      fail(`${u.name} has the Faction Keyword "${u.faction}"; "All Units must have the Faction Keyword matching your chosen Faction" (${army.faction}).`, `.units[${ui}].faction`);
    u.models.forEach((m, mi) => {
      m.weapons.forEach((w, wi) => {
        if (!weaponNames.has(w)) fail(`no weapon named "${w}" in the army's weapons list.`, `.units[${ui}].models[${mi}].weapons[${wi}]`);
      });
      if (u.keywords.includes('Psychic') && m.profile.Mind === undefined)
        fail(`${u.name} is +Psychic+: its models need a Mind characteristic for Psychic tests ("add the Model's Mind characteristic").`, `.units[${ui}].models[${mi}].profile.Mind`);
      if (typeof m.profile.T !== 'number') fail('AltHammer models have one Toughness (per-facing Toughness is HamWarmer\'s vehicle rule).', `.units[${ui}].models[${mi}].profile.T`);
    });
  });
  const limit = army.pointsLimit + (army.sideboard ? SIDEBOARD_EXTRA_POINTS : 0);
  const spent = armyPoints(army);
  if (spent > limit)
    fail(`the units cost ${spent} points, more than ${army.sideboard ? `the points limit plus the Sideboard's 500 (${limit})` : `the points limit (${limit})`}.`, '.units');
  if (!army.units.some((u) => u.keywords.includes('Character'))) fail('"You must include at least one +Character+ model in your mustered army."', '.units');
  const copies = new Map<string, number>();
  army.units.forEach((u, ui) => {
    const n = (copies.get(u.name) ?? 0) + 1;
    copies.set(u.name, n);
    const cap = u.keywords.includes('Front Lines') ? MAX_FRONT_LINES_COPIES : MAX_COPIES;
    if (n > cap) fail(`"You may not include more than three copies of the same Unit, or more than six copies of a +Front Lines+ Unit": this is copy ${n} of ${u.name}.`, `.units[${ui}]`);
  });
  const warlord = army.units.find((u) => u.name === army.warlord);
  if (!warlord) fail(`no unit named "${army.warlord}" to hold the +Warlord+.`, '.warlord');
  if (!warlord!.keywords.includes('Character')) fail(`"Select one +Character+ Model as your army's +Warlord+": ${army.warlord} is not a +Character+.`, '.warlord');
  return army as AhArmy;
}
