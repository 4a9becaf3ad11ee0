// AltHammer for the computer opponent (shared/rules/seeds/000_6eade6d934505fab.txt): the generic knowledge (VP, wounds,
// objectives, exact shots through the ruleset's previewAttack, hard's shooting threat), and the round's own count of the
// objectives held (named default althammer.scoring) for the players that weigh objective points; hard weighs a held
// marker more as the round's scoring nears, its units' errands to the markers, and values an attack by what each number
// of models it may slay leaves on the table.
import { GENERIC_AI, GENERIC_WEIGHTS } from '../../ai/knowledge';
import { objectiveErrands } from '../../ai/objectiveErrands';
import type { RulesetKnowledge } from '../../ai/types';
import type { GameAction, GameState, PlayerIndex } from '../../game/types';
import { slainValue } from '../../ai/slainValue';
import { heldBy } from './game/sequence';
import type { AhState } from './game/state';

/**
 * hard (issue 26, 2026-11-27): on top of the generic evaluation's 3 for a marker held now (GENERIC_WEIGHTS.objectiveHeld,
 * its own count), this / (1 + the turns left in the round, both players') per marker held by the round's own count
 * (heldBy), so on the round's last turn a held marker is worth its whole point ("1 point per objective held at the end of
 * each round", named default althammer.scoring: 10 a point) and early in a round little more than before.
 * Hard against normal, 50 mirror games on seeds 1000 ... 5000 + k: 128-26-96 against 118-32-100 without. docs/ai.md.
 */
export const ALTHAMMER_HARD_HELD_RISE = 7;

/**
 * hard (issue 26, 2026-11-27 21:45 UTC): its units' errands to the markers, as HamWarmer's and Reglas básicas' evaluations
 * weigh them (objectiveErrands: each marker's nearest unit of each side, per inch it still has to go to be within 3"),
 * at this per inch. Hard against normal, 50 mirror games on seeds 1000 ... 5000 + k: 147-25-78 at 0.1 against 133-26-91
 * without; 144-21-85 at 0.2; at 0.3 and 0.5 on 1000 + k 28-5-17 and 26-5-19. docs/ai.md.
 */
export const ALTHAMMER_HARD_ERRAND_PER_INCH = 0.1;

/**
 * Named weights (docs/ai.md): the generic ones, hard weighing the shots a placed unit then has (threatOffence) but not
 * the shots it then faces (threatDanger 0). Measured (issue 26, 2026-11-27), hard against normal, 50 mirror games on seeds
 * 1000 + k: 25-8-17 without the shots it faces, 12-7-31 with every enemy unit's shot at 0.5, 20-4-26 with only the one
 * enemy unit that may shoot it next (the other side activates one unit a turn, not the one it activated last), 23-6-21 with
 * that at 0.15. Until 2026-11-27 AltHammer's shot preview read the active unit as the shooter whatever unit the action
 * named, so the shots a unit faced were reckoned 0 without anyone choosing it; they are now a choice, and this one.
 */
export const ALTHAMMER_WEIGHTS = { ...GENERIC_WEIGHTS, threatDanger: 0 } as const;

/** The markers each side holds now, by the round's own count (heldBy: more models within 3"). */
const held = (state: GameState): [number, number] => {
  const pts: [number, number] = [0, 0];
  for (const o of (state.ruleset as AhState).objectives) {
    const h = heldBy(state, o);
    if (h !== null) pts[h] += 1;
  }
  return pts;
};

/**
 * hard's value of an attack (issue 26, 2026-12-08; 000_6eade6d934505fab.txt: "Select a target. If it is in range, roll
 * dice", resolved as HamWarmer 24.5 does, named default althammer.resolution): its evaluation of the table after each number of models the attack
 * may slay (the ruleset's previewAttack: the chance of each number slain, no die rolled), less its evaluation now,
 * weighted by that chance, plus the wounds expected on models left standing (engine/ai/slainValue.ts). So a shot that
 * may empty a marker, or take the last models of a unit, is worth what the evaluation says those are worth (the markers
 * held, the errands), not only its expected wounds as normal reckons it. Null for an action that is not an attack.
 */
export const althammerHardAttackGain = (state: GameState, a: GameAction): number | null => slainValue(state, a, althammerHardEvaluate);

/** hard's evaluation: the generic one, a held marker worth more as the round's scoring nears, and the errands. */
export function althammerHardEvaluate(state: GameState, me: PlayerIndex): number {
  const u = GENERIC_AI.evaluate(state, me);
  if (state.result) return u;
  const rs = state.ruleset as AhState;
  if (rs.step !== 'battle') return u;
  const left = rs.turnsLeft[0] + rs.turnsLeft[1];
  const h = held(state);
  const errands = objectiveErrands(state, me, ALTHAMMER_HARD_ERRAND_PER_INCH, GENERIC_WEIGHTS.objectiveRangeIn);
  return u + (ALTHAMMER_HARD_HELD_RISE / (1 + left)) * (h[me] - h[me === 0 ? 1 : 0]) + errands;
}

export const ALTHAMMER_AI: RulesetKnowledge = {
  ...GENERIC_AI,
  rulesetId: 'althammer',
  weights: ALTHAMMER_WEIGHTS,
  // hard: a held marker worth more as the round's scoring nears (ALTHAMMER_HARD_HELD_RISE), the errands to the markers
  // (ALTHAMMER_HARD_ERRAND_PER_INCH), and an attack worth its evaluation over the numbers it may slay.
  hardEvaluate: althammerHardEvaluate,
  hardAttackGain: althammerHardAttackGain,
  objectivePoints: held,
};
