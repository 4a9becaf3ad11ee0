// Hammer Wars army files: a faction (which fixes the goal pair) and a unit pool of 9 Infantry, 5 Specialists, 2 Heroes, 1 Heavy.
import { z } from 'zod';
import { zodProblem } from '../../../game/army';
import { GameSetupError, type ArmyFile } from '../../../game/types';
import { HW_CARDS, HW_POOL_SIZES, type Category } from './cards';
import type { Goal } from './state';

/** "Factions and Goals": the five goal pairs and their factions, as listed. */
export const HW_FACTION_GOALS: readonly { goals: [Goal, Goal]; factions: readonly string[] }[] = [
  { goals: ['Duty', 'Revenge'], factions: ['Bretonnia', 'Eldar', 'High Elves', 'Necrons', 'Space Marines', 'Tomb Kings'] },
  { goals: ['Deception', 'Oppression'], factions: ['Beastmen', 'Ogre Kingdoms', 'Sisters of Battle', 'Tyranids', 'Vampire Counts'] },
  { goals: ['Greed', 'Revenge'], factions: ['Chaos Space Marines', 'Dwarfs', 'Orcs & Goblins', 'Orks', 'Warriors of Chaos'] },
  { goals: ['Duty', 'Oppression'], factions: ['Empire', 'Grey Knights', 'Imperial Guard', 'Lizardmen', 'Tau', 'Wood Elves'] },
  { goals: ['Greed', 'Deception'], factions: ['Daemons of Chaos', 'Dark Eldar', 'Dark Elves', 'Skaven'] },
];
export const HW_FACTIONS = HW_FACTION_GOALS.flatMap((g) => g.factions);
export const goalsOfFaction = (f: string): [Goal, Goal] | undefined => HW_FACTION_GOALS.find((g) => g.factions.includes(f))?.goals;

const cardNames = HW_CARDS.map((c) => c.name) as [string, ...string[]];

export const hwArmySchema = z.object({
  format: z.literal('sightline/army'),
  version: z.literal(1),
  ruleset: z.literal('hammer-wars'),
  name: z.string().min(1).max(200),
  faction: z.enum(HW_FACTIONS as [string, ...string[]]),
  pool: z
    .array(z.object({ card: z.enum(cardNames), count: z.number().int().min(1).max(9), name: z.string().max(100).optional() }).strict())
    .min(1)
    .max(17),
  /** Optional round bases per card (default hw.bases). */
  bases: z.partialRecord(z.enum(cardNames), z.object({ diameterMm: z.number().min(10).max(200), heightIn: z.number().positive().max(20).optional() }).strict()).optional(),
  notes: z.string().max(5000).optional(),
}).strict();

export type HwArmy = z.infer<typeof hwArmySchema> & ArmyFile;

/** Validates a Hammer Wars army: the schema, then "9x Infantry, 5x Specialist, 2x Hero, 1x Heavy". */
export function validateHwArmy(value: unknown, path: string): HwArmy {
  const parsed = hwArmySchema.safeParse(value);
  if (!parsed.success) throw zodProblem(parsed.error, path);
  const army = parsed.data;
  const counts: Record<Category, number> = { Infantry: 0, Specialist: 0, Hero: 0, Heavy: 0 };
  army.pool.forEach((e) => {
    counts[HW_CARDS.find((c) => c.name === e.card)!.category] += e.count;
  });
  for (const cat of Object.keys(HW_POOL_SIZES) as Category[])
    if (counts[cat] !== HW_POOL_SIZES[cat])
      throw new GameSetupError(
        `${path}.pool: a Hammer Wars unit pool has ${HW_POOL_SIZES[cat]}x ${cat} ("9x Infantry, 5x Specialist, 2x Hero, 1x Heavy"); this one has ${counts[cat]}.`,
        `${path}.pool`,
      );
  return army as HwArmy;
}
