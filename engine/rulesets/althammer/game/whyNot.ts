// AltHammer's "why not" (issue 23 item 6): for the active unit, each action of the activation it may not take now and the
// rule that says so, and what an Advance will and will not give (000_6eade6d934505fab.txt, "Activation").
import { activationProblem, AH_ACTIONS, type AhActionKind } from './rules';
import { isPsychic, unitState, type AhState } from './state';
import type { GameState } from '../../../game/types';

const WORDS: Readonly<Record<AhActionKind, string>> = { move: 'Move', advance: 'Advance', magik: 'Magik', shoot: 'Shoot', charge: 'Charge', fight: 'Fight' };

/** GameRulesetPlugin.whyNot: only the active unit has an activation to explain. */
export function ahWhyNot(g: GameState<AhState>, unitId: string): { what: string; why: string }[] {
  const act = g.ruleset.active;
  const u = unitState(g, unitId);
  if (!act || act.unit !== unitId || !u || g.result) return [];
  const out: { what: string; why: string }[] = [];
  for (const k of AH_ACTIONS) {
    // Magik is no action of a unit that is not +Psychic+: not worth a line on every card.
    if (k === 'magik' && !isPsychic(u)) continue;
    const why = activationProblem(act.taken, k, isPsychic(u));
    if (why) out.push({ what: WORDS[k], why: `${why[0]!.toUpperCase()}${why.slice(1)}.` });
  }
  // An Advance still open: say what it costs before the player takes it.
  if (!activationProblem(act.taken, 'advance', isPsychic(u)))
    out.push({ what: 'Advance', why: 'It moves the unit farther than a Move, but "A unit may not Magik, Shoot, or Charge in an Activation in which it also Advances".' });
  return out;
}
