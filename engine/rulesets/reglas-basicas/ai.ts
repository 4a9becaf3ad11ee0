// Reglas básicas for the computer opponent (shared/rules/seeds/003_2820d2f43ec186dc.txt): the generic weights plus the two
// things that decide its fights. WOUNDS do not remove models when they are dealt ("Each player clears the wounds from a
// unit by damaging models" in the Leadership phase), so wounds pending count as lost already; and units in combat that
// have not fought yet this turn will ("in combat"), so a charge is worth the fight it starts: the exact expected WOUNDS
// each side's unit deals the other (the ruleset's previewAttack of the `fight` action), before any die.
import { GENERIC_AI, GENERIC_WEIGHTS, genericEvaluate, genericGreedy } from '../../ai/knowledge';
import { objectiveErrands } from '../../ai/objectiveErrands';
import type { AttackAhead, RoundAhead, RulesetKnowledge } from '../../ai/types';
import type { AttackPreview, GameAction, GameState, PlayerIndex } from '../../game/types';
import { edgeDistance } from '../../measure/distance';
import { objectivesHeld } from './game/leadership';
import { RB_DEFAULT } from './game/defaults';
import { resolveWounds } from './game/rules';
import { previewRbAttack } from './game/preview';
import { inCombat, mayFightThisTurn, unitData, type RbState, type RbUnitState } from './game/state';

/** The ruleset's own attack preview (what the engine's previewAttack gives for a Reglas básicas game). */
const previewAttack = (state: GameState, a: GameAction): AttackPreview | null => previewRbAttack(state as GameState<RbState>, a);

interface RbUnitView {
  readonly id: string;
  readonly player: PlayerIndex;
  readonly index: number;
  readonly moved: string;
  readonly pendingWounds: number;
  readonly fought: boolean;
}

/**
 * Named weights (docs/ai.md). `chargeThreat`: per expected wound of the best charge each of the AI's own units may still
 * make this Movement phase; `enemyChargeThreat`: the same of each enemy unit, theirs to make next (both levels; hard alone
 * weighed it, at 3, until issue 26's run of 2026-11-27 20:40 UTC: normal at 6 won 83-7-10 of 100 games against the
 * objectives bot, 75-4-21 at 0.5). `threatDanger`: hard's, per expected wound the enemy's shots deal a unit where it ends
 * (unitThreat; 0.5 in the generic weights): at 2, hard won 170-19-61 of 250 mirror games against that normal (five sets
 * of seeds), at 0.5 27-2-21 of the bench's 50.
 */
export const REGLAS_WEIGHTS = { pendingWound: 1, meleeExchange: 1, chargeThreat: 0.5, enemyChargeThreat: 6, threatDanger: 2, objectiveErrandPerInch: 0.5 } as const;

/** "This move may be of up to twice its Move characteristic": how far a charge reaches. */
const CHARGE_FACTOR = 2;

/**
 * "A unit may decide to Charge (double move that must end in combat ...). It may then immediately Fight": the best charge
 * unit `e` has in the Movement phase, worth the expected WOUNDS it deals in the fight less those it takes back (each from
 * the ruleset's previewAttack, with `e` carried in a straight line to base contact). 0 when no charge is worth making.
 */
function chargeGain(state: GameState, units: readonly RbUnitView[], e: RbUnitView): number {
  const mine = state.models.filter((m) => m.onTable && m.unit === e.id);
  const move = unitData(state, e).movementIn;
  let best = 0;
  for (const x of units) {
    if (x.player === e.player) continue;
    const theirs = state.models.filter((m) => m.onTable && m.unit === x.id);
    let pair: { a: (typeof mine)[number]; b: (typeof theirs)[number]; gap: number } | null = null;
    for (const a of mine) for (const b of theirs) {
      const gap = edgeDistance(a, b);
      if (!pair || gap < pair.gap) pair = { a, b, gap };
    }
    if (!pair || pair.gap > CHARGE_FACTOR * move || pair.gap <= 1e-6) continue;
    const len = Math.hypot(pair.b.x - pair.a.x, pair.b.y - pair.a.y) || 1;
    const dx = ((pair.b.x - pair.a.x) / len) * pair.gap;
    const dy = ((pair.b.y - pair.a.y) / len) * pair.gap;
    const after: GameState = { ...state, models: state.models.map((m) => (m.onTable && m.unit === e.id ? { ...m, x: m.x + dx, y: m.y + dy } : m)) };
    const dealt = previewAttack(after, { type: 'fight', player: e.player, unit: e.id, target: x.id })?.meanDamage ?? 0;
    // A unit that has Run or Retreated this turn does not fight back.
    const taken = mayFightThisTurn(x) ? (previewAttack(after, { type: 'fight', player: x.player, unit: x.id, target: e.id })?.meanDamage ?? 0) : 0;
    best = Math.max(best, dealt - taken);
  }
  return best;
}

/** The phases before the fights are over: "Movement", "Ranged", "Melee" (or the 'actions' turn's "Action"). */
const FIGHTS_AHEAD = new Set(['Movement', 'Ranged', 'Melee', 'Action']);

/** The ruleset's own count of the objectives each side holds (named default reglas.scoring). */
const reglasPoints = (state: GameState) => objectivesHeld(state.models, (state as GameState<RbState>).ruleset.objectives);

/** The evaluation for `me` (both levels). */
function evaluate(state: GameState, me: PlayerIndex): number {
  let u = genericEvaluate(state, me, reglasPoints);
  if (state.result) return u;
  u += objectiveErrands(state, me, REGLAS_WEIGHTS.objectiveErrandPerInch, GENERIC_WEIGHTS.objectiveRangeIn);
  const units = ((state.ruleset as { units?: RbUnitView[] }).units ?? []).filter((x) => state.models.some((m) => m.onTable && m.unit === x.id));
  const woundsLeft = (id: string) => state.models.reduce((n, m) => n + (m.onTable && m.unit === id ? m.wounds : 0), 0);
  // "WOUNDS" dealt this turn are lost at the Leadership phase: count them now.
  for (const x of units) u += (x.player === me ? -1 : 1) * REGLAS_WEIGHTS.pendingWound * Math.min(x.pendingWounds, woundsLeft(x.id));
  if (!FIGHTS_AHEAD.has(state.phase)) return u;
  // The fights still to come: each unit that may still fight this turn, against the enemy unit in reach it hurts most.
  for (const x of units) {
    if (!mayFightThisTurn(x)) continue;
    let best = 0;
    for (const e of units) {
      if (e.player === x.player) continue;
      const fight: GameAction = { type: 'fight', player: x.player, unit: x.id, target: e.id };
      best = Math.max(best, previewAttack(state, fight)?.meanDamage ?? 0);
    }
    u += (x.player === me ? 1 : -1) * REGLAS_WEIGHTS.meleeExchange * best;
    // In the Movement phase a unit that has not moved and is not in combat may still charge.
    if ((state.phase === 'Movement' || state.phase === 'Action') && x.moved === 'none' && best === 0) u += (x.player === me ? REGLAS_WEIGHTS.chargeThreat : -REGLAS_WEIGHTS.enemyChargeThreat) * chargeGain(state, units, x);
  }
  return u;
}

/**
 * The attacks still to come before the turn is scored in the Leadership phase: "Players take turns shooting with units that
 * haven't done so yet and haven't Run, Retreated or Charged", then the units in combat that have not fought; and the models
 * the WOUNDS already dealt take off there ("Each player clears the wounds from a unit by damaging models"). The two sides
 * alternate, the player to act first. Null while the armies deploy.
 */
function roundAhead(state: GameState): RoundAhead | null {
  const rs = (state as GameState<RbState>).ruleset;
  if (rs.step !== 'battle' || state.result) return null;
  const d = state as GameState<RbState>;
  const live = rs.units.filter((u) => state.models.some((m) => m.onTable && m.unit === u.id));
  const shoots = state.phase === 'Movement' || state.phase === 'Ranged' || state.phase === 'Action';
  const fights = shoots || state.phase === 'Melee';
  const mayShoot = (u: RbUnitState) => !u.shot && !(state.phase === 'Action' && u.activated) && !['run', 'retreat', 'charge'].includes(u.moved) && unitData(d, u).ranged !== undefined;
  const mayFight = (u: RbUnitState) => mayFightThisTurn(u) && inCombat(d, u);
  const first: PlayerIndex = state.toAct ?? 0;
  const reach = (u: RbUnitState, type: string) => (type === 'shoot' ? (unitData(d, u).ranged?.rangeIn ?? 0) : RB_DEFAULT.inCombatIn);
  const inTurn = (list: RbUnitState[], type: string) => {
    const out: AttackAhead[] = [];
    const bySide = [list.filter((u) => u.player === first), list.filter((u) => u.player !== first)];
    for (let i = 0; i < Math.max(bySide[0]!.length, bySide[1]!.length); i++) for (const side of bySide) if (side[i]) out.push({ unit: side[i]!.id, player: side[i]!.player, type, reachIn: reach(side[i]!, type) });
    return out;
  };
  const attacks = [...(shoots ? inTurn(live.filter(mayShoot), 'shoot') : []), ...(fights ? inTurn(live.filter(mayFight), 'fight') : [])];
  const pendingModels: Record<string, number> = {};
  for (const u of live) {
    if (u.pendingWounds <= 0) continue;
    const models = state.models.filter((m) => m.onTable && m.unit === u.id).length;
    pendingModels[u.id] = resolveWounds(u.pendingWounds, unitData(d, u).health, models, u.damageOnFirst).slain;
  }
  return { attacks, pendingModels };
}

// The generic knowledge is read when asked, not when this file loads: engine/ai/knowledge reaches this ruleset through the
// game core while it loads itself.
export const REGLAS_AI: RulesetKnowledge = {
  rulesetId: 'reglas-basicas',
  get weights() {
    return { ...GENERIC_AI.weights, ...REGLAS_WEIGHTS };
  },
  evaluate,
  // hard's own moves: 24 headings (15 degrees apart) for every unit, at most 800 models a decision, where the level tries
  // 16 and 320, as every unit may move in one phase ("Movement: players take turns in moving units that haven't moved this
  // turn") (issue 26, 2026-11-27): hard against normal, 50 mirror games on seeds 1000 ... 5000 + k, 150-16-84 against
  // 137-12-101 (16 headings and 800 models: 141-14-95). docs/ai.md.
  hardOwnMoves: { headings: 24, models: 800 },
  attackGain: (state, a) => GENERIC_AI.attackGain(state, a),
  describe: (state, a) => GENERIC_AI.describe(state, a),
  greedy: genericGreedy,
  // Named default reglas.scoring: the objectives held at each turn's end, by the turn's own count.
  objectivePoints: reglasPoints,
  roundAhead,
};
