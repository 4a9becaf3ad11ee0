// Reglas básicas' dice as pure functions (003_2820d2f43ec186dc.txt, "Attacks and damage", "Resolve Wounds", "Test Morale").

/** The die is never named (DIGEST D.6): a six-sided die (named default reglas.die). */
export const DIE = 6;

/** "roll a die for each model attacking the unit and compare it to its Precision: if the roll is equal or lower, it scores a HIT." */
export const isHit = (face: number, precision: number): boolean => face <= precision;
export const pHit = (precision: number): number => Math.max(0, Math.min(DIE, precision)) / DIE;

/** "compare it to the target unit's Armor minus the attacker's Pierce: if the roll is higher, it scores a WOUND." */
export const woundTarget = (armor: number, pierce: number): number => armor - pierce;
export const isWound = (face: number, armor: number, pierce: number): boolean => face > woundTarget(armor, pierce);
export const pWound = (armor: number, pierce: number): number => Math.max(0, Math.min(DIE, DIE - woundTarget(armor, pierce))) / DIE;

/**
 * Resolve Wounds: "Once a player has started damaging a model they must continue to do so until that model is slain. A model
 * is slain when it suffers damage equal to its Health characteristic." Damage already on a model (from an earlier turn)
 * is finished first. Returns the models slain and the damage left on the next model.
 */
export function resolveWounds(wounds: number, health: number, models: number, damageOnFirst = 0): { slain: number; damageLeft: number } {
  let left = wounds;
  let slain = 0;
  let carried = damageOnFirst;
  while (left > 0 && slain < models) {
    const need = health - carried;
    if (left >= need) {
      left -= need;
      slain++;
      carried = 0;
    } else {
      carried += left;
      left = 0;
    }
  }
  return { slain, damageLeft: slain >= models ? 0 : carried };
}

/**
 * Test Morale: "roll a die for the unit and add the amount of models slain in the unit this turn. If the amount exceeds its
 * Bravery, a number of models equal to the difference flee from the battle and are removed from the game."
 */
export function moraleFlee(face: number, slainThisTurn: number, bravery: number): number {
  return Math.max(0, face + slainThisTurn - bravery);
}
