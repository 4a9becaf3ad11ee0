// HamWarmer 24.5 for the computer opponent (shared/rules/seeds/001_9d9921dd118cdf65.txt): the generic knowledge (VP, wounds, objectives,
// exact shots through the ruleset's previewAttack), with hard's shooting threat (unitThreat) left out. Measured on 50
// mirror games each against normal (bench --suite ai --ruleset hamwarmer --opponent normal): hard won 27-1-22 without
// it, 24-7-19 with offence and danger at 0.5, 30-0-20 with danger alone; with the threat, 9-13% of hard's moves went
// farther for less than a move it had (the bench's "moves beaten", target at most 5%), 0% without it.
import { GENERIC_AI, GENERIC_WEIGHTS } from '../../ai/knowledge';
import type { RulesetKnowledge } from '../../ai/types';
import type { GameState } from '../../game/types';
import { objectivePoints } from './game/deployment';
import type { HwrState } from './game/state';

/** Named weights (docs/ai.md): the generic ones, with the threat weights at 0. */
export const HAMWARMER_WEIGHTS = { ...GENERIC_WEIGHTS, threatOffence: 0, threatDanger: 0 } as const;

export const HAMWARMER_AI: RulesetKnowledge = {
  ...GENERIC_AI,
  rulesetId: 'hamwarmer',
  weights: HAMWARMER_WEIGHTS,
  // Named default scenario.scoring, "1 point per objective held at each round's end": the round's own count.
  objectivePoints: (state: GameState) => objectivePoints((state as GameState<HwrState>).ruleset.objectives, state.models.filter((m) => m.onTable)),
};
