// AltHammer's written rules with dice and limits, as pure functions (000_6eade6d934505fab.txt, "Activation", "Magik").

export const AH_ACTIONS = ['move', 'advance', 'magik', 'shoot', 'charge', 'fight'] as const;
export type AhActionKind = (typeof AH_ACTIONS)[number];

/** "When Activated, a Unit may do up to two of the following actions". */
export const ACTIONS_PER_ACTIVATION = 2;

/**
 * Why `next` may not be taken after `taken` in this activation, or null: "up to two of the following actions", "Magik
 * (+Psychic+ Units only)", "A unit may not Magik, Shoot, or Charge in an Activation in which it also Advances", and each
 * action at most once (named default althammer.duplicateActions).
 */
export function activationProblem(taken: readonly AhActionKind[], next: AhActionKind, psychic: boolean): string | null {
  if (taken.length >= ACTIONS_PER_ACTIVATION) return 'a unit may do "up to two" actions when activated, and it has done two';
  if (taken.includes(next)) return `it has already taken the ${next} action in this activation (each action once: named default althammer.duplicateActions)`;
  if (next === 'magik' && !psychic) return 'only +Psychic+ Units may Magik';
  const advanceBlocks = ['magik', 'shoot', 'charge'];
  if (next === 'advance' && taken.some((t) => advanceBlocks.includes(t))) return `"A unit may not Magik, Shoot, or Charge in an Activation in which it also Advances", and it has already done ${taken.find((t) => advanceBlocks.includes(t))}`;
  if (advanceBlocks.includes(next) && taken.includes('advance')) return `"A unit may not Magik, Shoot, or Charge in an Activation in which it also Advances"`;
  return null;
}

/** "A unit may not be Activated two turns in a row, unless it is the last remaining Unit in the army." */
export function twoTurnsInARowProblem(unit: string, lastActivated: string | null, unitsLeft: number): string | null {
  if (unit !== lastActivated || unitsLeft <= 1) return null;
  return '"A unit may not be Activated two turns in a row, unless it is the last remaining Unit in the army"';
}

export interface AhPsychicTest {
  readonly total: number;
  /** "if the result is greater than the spell's Difficulty, then the spell is successful" */
  readonly success: boolean;
  /** "If the result of the Psychic test was an unmodified 2 or unmodified 12, then the Model suffers Perils of Power" */
  readonly perils: boolean;
}

/** "Roll 2d6 and add the Model's Mind characteristic; if the result is greater than the spell's Difficulty, then the spell is successful." */
export function psychicTest(faces: readonly [number, number], mind: number, difficulty: number): AhPsychicTest {
  const natural = faces[0] + faces[1];
  const total = natural + mind;
  // "(For an unmodified 12, the spell is still successful; resolve its effects first.)"; an unmodified 2 is read by the sum.
  return { total, success: total > difficulty || natural === 12, perils: natural === 2 || natural === 12 };
}

/** "Smite (Difficulty: 6)". */
export const SMITE_DIFFICULTY = 6;
/** Smite: "It suffers d6 Mortal Damage." Perils: "The Model's unit suffers d3 Mortal Damage." */
export const SMITE_DAMAGE = 'd6';
export const PERILS_DAMAGE = 'd3';
