// What each Hammer Wars goal scores and does, in the words of 002_e47fa283e0ac09ca.txt ("Goals"), for the goal choices on the
// Game panel (issue 23 item 7: "Duty and Revenge are never explained").
import type { Goal } from './state';

/**
 * What each goal does, in the text's words ("Goals"): "If you have more units within 2" of a marker than your opponent, then
 * you seized it." `objective` names the marker a Deception or Duty goal writes down, as the table names it; `written`:
 * it is written down already (the goal being declared).
 */
export function goalRule(goal: Goal, objective = 'the objective marker you write down', written = false): string {
  // Choosing: "write down" the marker; declaring: the marker already written down.
  const marker = written ? `you wrote down ${objective}` : `write down ${objective}`;
  const seized = 'seized: more of your units within 2" of it than your opponent\'s';
  switch (goal) {
    case 'Deception':
      return `Deception: ${marker}. At any point during the game you may openly declare it as your goal, and all enemy units within 2" of it take a Dice:1 attack that hits on 4+ (ignores modifiers). If at the end of the game you have seized it (${seized}), you get 1VP.`;
    case 'Duty':
      return `Duty: ${marker}. At any point during the game you may openly declare it as your goal, and all friendly units within 2" of it get +1 to their attack rolls from then on. If at the end of the game you have seized it (${seized}), you get 1VP.`;
    case 'Greed':
      return `Greed: if at the end of the game you have seized more objectives than your opponent (${seized}), you get 1VP.`;
    case 'Oppression':
      return 'Oppression: if at the end of the game at least a third of your currently deployed units (rounding down) are within 4" of your opponent\'s table edge, you get 1VP.';
    case 'Revenge':
      return 'Revenge: if during the game you have killed at least one enemy Hero unit, or if your opponent did not deploy any Hero units, you get 1VP.';
  }
}

