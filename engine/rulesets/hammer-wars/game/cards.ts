// The eleven Hammer Wars unit cards, exactly as printed (seed 002_e47fa283e0ac09ca.txt, "Unit Cards"; DIGEST C.5).
import type { Base } from '../../../types';

export type Armor = 'Light' | 'Medium' | 'Heavy';
export type Category = 'Infantry' | 'Specialist' | 'Hero' | 'Heavy';
export type SpecialRule = 'Chain Attack' | 'Hit & Run' | 'Ignores Cover' | 'Energy Pulse' | 'Rapid Advance' | 'Trample Attack';

/** One attack line: "Dice: N[*] Light: X+ Medium: Y+ Heavy: Z+". */
export interface AttackLine {
  readonly dice: number;
  /** "*": "roll one additional attack on each enemy unit within 2" of the target model". */
  readonly splash: boolean;
  readonly Light: number;
  readonly Medium: number;
  readonly Heavy: number;
}

export interface UnitCard {
  readonly name: string;
  readonly category: Category;
  readonly pts: number;
  readonly xp: number;
  readonly moveIn: number;
  readonly lives: number;
  readonly armor: Armor;
  /** 0 = melee only ("Range: 0""). */
  readonly rangeIn: number;
  readonly lines: readonly AttackLine[];
  readonly special: readonly SpecialRule[];
}

const line = (dice: number, splash: boolean, L: number, M: number, H: number): AttackLine => ({ dice, splash, Light: L, Medium: M, Heavy: H });

export const HW_CARDS: readonly UnitCard[] = [
  // "Assault Infantry 1pts / Move: 6" Lives: 1 Armor: Light Range: 0" / Dice: 1 Light: 3+ Medium: 6+ Heavy: 6+"
  { name: 'Assault Infantry', category: 'Infantry', pts: 1, xp: 0, moveIn: 6, lives: 1, armor: 'Light', rangeIn: 0, lines: [line(1, false, 3, 6, 6)], special: [] },
  // "Ranged Infantry 1pts / Move: 4" Lives: 1 Armor: Light Range: 8" / Dice: 1 Light: 3+ Medium: 6+ Heavy: 6+"
  { name: 'Ranged Infantry', category: 'Infantry', pts: 1, xp: 0, moveIn: 4, lives: 1, armor: 'Light', rangeIn: 8, lines: [line(1, false, 3, 6, 6)], special: [] },
  // "Support Infantry 1pts / Move: 4" Lives: 1 Armor: Light Range: 8" / Dice: 1 Light: 5+ Medium: 3+ Heavy: 4+"
  { name: 'Support Infantry', category: 'Infantry', pts: 1, xp: 0, moveIn: 4, lives: 1, armor: 'Light', rangeIn: 8, lines: [line(1, false, 5, 3, 4)], special: [] },
  // "Assault Specialist 2pts / Move: 8" Lives: 1 Armor: Medium Range: 0" / Dice: 1 Light: 4+ Medium: 5+ Heavy: 6+ / Chain Attack, Hit & Run"
  { name: 'Assault Specialist', category: 'Specialist', pts: 2, xp: 0, moveIn: 8, lives: 1, armor: 'Medium', rangeIn: 0, lines: [line(1, false, 4, 5, 6)], special: ['Chain Attack', 'Hit & Run'] },
  // "Ranged Specialist 2pts / Move: 4" Lives: 1 Armor: Medium Range: 12" / Dice: 3 Light: 4+ Medium: 6+ Heavy: 6+"
  { name: 'Ranged Specialist', category: 'Specialist', pts: 2, xp: 0, moveIn: 4, lives: 1, armor: 'Medium', rangeIn: 12, lines: [line(3, false, 4, 6, 6)], special: [] },
  // "Support Specialist 2pts / Move: 4" Lives: 1 Armor: Light Range: 16" / Dice: 1* Light: 4+ Medium: 5+ Heavy: 5+"
  { name: 'Support Specialist', category: 'Specialist', pts: 2, xp: 0, moveIn: 4, lives: 1, armor: 'Light', rangeIn: 16, lines: [line(1, true, 4, 5, 5)], special: [] },
  // "Assault Hero 3pts + 1xp / Move: 8" Lives: 3 Armor: Medium Range: 0" / Dice: 1* Light: 3+ Medium: 4+ Heavy: 5+ / Hit & Run"
  { name: 'Assault Hero', category: 'Hero', pts: 3, xp: 1, moveIn: 8, lives: 3, armor: 'Medium', rangeIn: 0, lines: [line(1, true, 3, 4, 5)], special: ['Hit & Run'] },
  // "Ranged Hero 3pts + 1xp / Move: 4" Lives: 3 Armor: Light Range: 16" / Dice: 1 Light: 3+ Medium: 6+ Heavy: 6+" printed twice (default hw.rangedHero.lines)
  { name: 'Ranged Hero', category: 'Hero', pts: 3, xp: 1, moveIn: 4, lives: 3, armor: 'Light', rangeIn: 16, lines: [line(1, false, 3, 6, 6), line(1, false, 3, 6, 6)], special: ['Ignores Cover'] },
  // "Support Hero 3pts + 1xp / Move: 4" Lives: 3 Armor: Medium Range: 8" / Dice: 1 Light: 4+ Medium: 4+ Heavy: 4+ / Energy Pulse"
  { name: 'Support Hero', category: 'Hero', pts: 3, xp: 1, moveIn: 4, lives: 3, armor: 'Medium', rangeIn: 8, lines: [line(1, false, 4, 4, 4)], special: ['Energy Pulse'] },
  // "Support Heavy 6pts + 3xp / Move: 6" Lives: 5 Armor: Heavy Range: 8" / Dice: 1* 3+/4+/5+ and Dice: 1 4+/4+/4+ / Rapid Advance, Trample Attack"
  { name: 'Support Heavy', category: 'Heavy', pts: 6, xp: 3, moveIn: 6, lives: 5, armor: 'Heavy', rangeIn: 8, lines: [line(1, true, 3, 4, 5), line(1, false, 4, 4, 4)], special: ['Rapid Advance', 'Trample Attack'] },
  // "Ranged Heavy 6pts + 3xp / Move: 4" Lives: 5 Armor: Heavy Range: 16" / Dice: 3 Light: 3+ Medium: 3+ Heavy: 3+ / Trample Attack"
  { name: 'Ranged Heavy', category: 'Heavy', pts: 6, xp: 3, moveIn: 4, lives: 5, armor: 'Heavy', rangeIn: 16, lines: [line(3, false, 3, 3, 3)], special: ['Trample Attack'] },
];

export function cardNamed(name: string): UnitCard | undefined {
  return HW_CARDS.find((c) => c.name === name);
}

/** "9x Infantry, 5x Specialist, 2x Hero, 1x Heavy". */
export const HW_POOL_SIZES: Readonly<Record<Category, number>> = { Infantry: 9, Specialist: 5, Hero: 2, Heavy: 1 };

/** Named default hw.bases: the text names no bases; these are common sizes for the example miniatures. */
export const HW_DEFAULT_BASES: Readonly<Record<Category, { base: Base; heightIn: number }>> = {
  Infantry: { base: { kind: 'round', diameterMm: 25 }, heightIn: 1.1 },
  Specialist: { base: { kind: 'round', diameterMm: 40 }, heightIn: 1.5 },
  Hero: { base: { kind: 'round', diameterMm: 40 }, heightIn: 1.6 },
  Heavy: { base: { kind: 'round', diameterMm: 60 }, heightIn: 2.8 },
};

export const slug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
