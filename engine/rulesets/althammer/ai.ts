// AltHammer for the computer opponent (shared/rules/seeds/000_6eade6d934505fab.txt): the generic knowledge (VP, wounds,
// objectives, exact shots through the ruleset's previewAttack, hard's shooting threat), and the round's own count of the
// objectives held (named default althammer.scoring) for the players that weigh objective points.
import { GENERIC_AI } from '../../ai/knowledge';
import type { RulesetKnowledge } from '../../ai/types';
import type { GameState } from '../../game/types';
import { heldBy } from './game/sequence';
import type { AhState } from './game/state';

export const ALTHAMMER_AI: RulesetKnowledge = {
  ...GENERIC_AI,
  rulesetId: 'althammer',
  objectivePoints: (state: GameState) => {
    const pts: [number, number] = [0, 0];
    for (const o of (state.ruleset as AhState).objectives) {
      const h = heldBy(state, o);
      if (h !== null) pts[h] += 1;
    }
    return pts;
  },
};
