// HamWarmer 24.5 for the computer opponent (shared/rules/seeds/001_9d9921dd118cdf65.txt): the generic knowledge (VP, wounds, objectives,
// exact shots through the ruleset's previewAttack), with hard's shooting threat (unitThreat) left out. Measured on 50
// mirror games each against normal (bench --suite ai --ruleset hamwarmer --opponent normal): hard won 27-1-22 without
// it, 24-7-19 with offence and danger at 0.5, 30-0-20 with danger alone; with the threat, 9-13% of hard's moves went
// farther for less than a move it had (the bench's "moves beaten", target at most 5%), 0% without it.
// The round ahead (engine/ai/roundAhead.ts): "4: SHOOTING" comes after the Movement and Psychic phases, and every unit
// that may shoot then will, once ("A unit may only be selected once"). Issue 26 (docs/ai.md): the objectives counted as
// the round's scoring counts them, the fights of units held in combat (meleeExchange), a unit that may Fall Back decided
// first, and for hard the charges to come (chargeOutlook, hardChargeThreat): hard then won 32-6-12 of 50 mirror games
// against normal (23-2-25 without), 36-5-9 with the charger fighting first (113-20-67 over four sets of seeds, against
// 92-23-85); weighed by normal too it cost the Iron Legion Vanguard against the objectives bot.
import { GENERIC_AI, GENERIC_WEIGHTS, genericEvaluate } from '../../ai/knowledge';
import { objectiveErrands } from '../../ai/objectiveErrands';
import type { AttackAhead, RoundAhead, RulesetKnowledge } from '../../ai/types';
import { draftView } from '../../game/draftView';
import type { GameAction, GameState, PlayerIndex } from '../../game/types';
import { objectivePoints } from './game/deployment';
import { quickShot } from './game/preview';
import { chargeOutlook, meleeExchange } from './game/fightPreview';
import { canShoot } from './game/shooting';
import { rangedWeapons } from './game/weapons';
import type { HwrState } from './game/state';

/** Named weights (docs/ai.md): the generic ones, with the threat weights at 0. */
export const HAMWARMER_WEIGHTS = { ...GENERIC_WEIGHTS, threatOffence: 0, threatDanger: 0, objectiveErrandPerInch: 0.5, meleeExchange: 1, hardChargeThreat: 0.5 } as const;

/** The phases before the Shooting phase in a round. */
const BEFORE_SHOOTING = new Set(['Movement', 'Psychic']);

/**
 * The shots still to come this round: in the Movement and Psychic phases every unit that may shoot, in the Shooting phase
 * those not yet selected; after it none (the round's count is then the table's). The two sides' units alternate, the
 * player to act first ("each player selects one of their units" in turn). Null before the battle (Deployment).
 */
function roundAhead(state: GameState): RoundAhead | null {
  if (state.phase === 'Deployment' || state.result) return null;
  const d = draftView(state as GameState<HwrState>);
  const shooting = BEFORE_SHOOTING.has(state.phase) || state.phase === 'Shooting';
  const shooters: [AttackAhead[], AttackAhead[]] = [[], []];
  if (shooting) {
    for (const u of d.ruleset.units) {
      if (state.phase === 'Shooting' && d.ruleset.done.includes(u.id)) continue;
      const models = d.models.filter((m) => m.onTable && m.unit === u.id);
      if (!models.length || !canShoot(d, u)) continue;
      // Its longest gun: no target beyond it is looked at.
      const reachIn = Math.max(0, ...models.flatMap((m) => rangedWeapons(d, m).map((w) => (typeof w.range === 'number' ? w.range : 0))));
      shooters[u.player].push({ unit: u.id, player: u.player, type: 'shoot', reachIn });
    }
  }
  const first: PlayerIndex = state.toAct ?? 0;
  const attacks: AttackAhead[] = [];
  for (let i = 0; i < Math.max(shooters[0].length, shooters[1].length); i++) {
    for (const p of [first, first === 0 ? 1 : 0] as const) if (shooters[p][i]) attacks.push(shooters[p][i]!);
  }
  return { attacks };
}

/**
 * "units attempting to Fall Back must be selected before any other units": in the Movement phase, while a unit held in
 * combat may Fall Back, the offered Fall Backs and the holds of the units that may fall back; else null.
 */
function decideFirst(state: GameState, legal: readonly GameAction[]): readonly GameAction[] | null {
  if (state.phase !== 'Movement') return null;
  const falling = new Set(legal.filter((a) => a.type === 'fall-back').map((a) => a.unit));
  if (!falling.size) return null;
  return legal.filter((a) => falling.has(a.unit) && (a.type === 'fall-back' || a.type === 'hold'));
}

/** Named default scenario.scoring, "1 point per objective held at each round's end": the round's own count. */
const hamwarmerPoints = (state: GameState) => objectivePoints((state as GameState<HwrState>).ruleset.objectives, state.models.filter((m) => m.onTable));

export const HAMWARMER_AI: RulesetKnowledge = {
  ...GENERIC_AI,
  rulesetId: 'hamwarmer',
  weights: HAMWARMER_WEIGHTS,
  evaluate: (state: GameState, me: PlayerIndex) => {
    const u = genericEvaluate(state, me, hamwarmerPoints);
    return state.result ? u : u + objectiveErrands(state, me, HAMWARMER_WEIGHTS.objectiveErrandPerInch, GENERIC_WEIGHTS.objectiveRangeIn) + HAMWARMER_WEIGHTS.meleeExchange * meleeExchange(state, me);
  },
  hardEvaluate: (state: GameState, me: PlayerIndex) => {
    const u = HAMWARMER_AI.evaluate(state, me);
    return state.result ? u : u + HAMWARMER_WEIGHTS.hardChargeThreat * chargeOutlook(state, me);
  },
  // Named default scenario.scoring, "1 point per objective held at each round's end": the round's own count.
  objectivePoints: hamwarmerPoints,
  roundAhead,
  quickPreview: (state, a) => quickShot(state as GameState<HwrState>, a),
  decideFirst,
};
