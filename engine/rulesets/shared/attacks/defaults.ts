// The named defaults the HamWarmer-family attack rules read (HamWarmer 24.5, 001_9d9921dd118cdf65.txt, DIGEST B.6):
// HamWarmer lists them with their reasons (hamwarmer/values.ts and game/defaults.ts); AltHammer plays by the same rolls.

export const ATTACK_DEFAULT = {
  /** cover.toHitSign: "subtract 1 from the model's Ballistic Skill" read as -1 to the hit roll. */
  coverToHit: -1,
  /** cover.saveSign: "adds +1 to its Armour Save" read as +1 to the save roll (a 4+ save becomes a 3+ in effect). */
  coverSaveRoll: 1,
  /** The cover bonus is an "Armour Save" bonus: it does not improve an Invulnerable Save. */
  coverImprovesInvulnerable: false,
  /** Melee hit rolls have no written "unmodified 1" rule; the shooting one applies (a 1 always fails). */
  meleeNaturalOneFails: true,
} as const;
