// What the AI knows about Hammer Wars v1.5 (seed shared/rules/seeds/002_e47fa283e0ac09ca.txt): how a position scores for
// a player, and the exact expected value of an attack from the ruleset's own attack distribution, line of sight and cover.
import type { GameAction, GameModel, GameState, PlayerIndex } from '../../game/types';
import { edgeDistance, pointToBaseDistance } from '../../measure/distance';
import { WIN_UTILITY, type RulesetKnowledge } from '../../ai/types';
import { cardNamed, type AttackLine, type Armor } from './game/cards';
import { hwAttackDistribution } from './game/math';
import { hwMeaning } from './game/meaning';
import { lineOdds } from './game/preview';
import { seizedBy } from './game/scoring';
import type { Goal, HwState } from './game/state';

/**
 * Weights (utility points). A unit is worth its cost ("pts" + 2 x "xp") plus UNIT; every lost unit counts toward
 * "Every time a player loses three units" and heroes and heavies cost morale at once, so morale is weighted high.
 */
export const HW_WEIGHTS = {
  /** Per VP of difference ("the player with most victory points (VP) wins"). */
  vp: 12,
  /** Per point of morale difference ("his opponent receives 1VP, and the game immediately ends" at 0). */
  morale: 4,
  /** Added to every unit's cost. */
  unit: 1,
  /** Share of a unit's worth that scales with the lives it has left. */
  lifeShare: 0.5,
  /** Per objective seized (drives Greed, Duty, Deception and denies the opponent's). */
  objective: 1.5,
  /** Own goal met now (it scores 1VP at the end). */
  goal: 5,
  /** Per inch of the average distance from a unit to its nearest objective (pulls units forward). */
  objectiveDistance: 0.06,
  /** Share of the expected damage enemies can do to a unit next turn (move + range, exact mean, no cover). */
  exposure: 0.25,
  /** Share of the expected damage the unit can do next turn. */
  threat: 0.12,
  /**
   * hard's `threat` (issue 26): hard against normal, 150 mirror games (seeds 1000 + k, 2000 + k, 3000 + k): 76-46-28 at 1
   * against 61-43-46 at normal's 0.12 (75-44-31 at 0.6, 72-54-24 at 0.8, 76-48-26 at 1.5). docs/ai.md.
   */
  hardThreat: 1,
  /**
   * A model deployed out of every enemy model's sight (engine/ai/choose.ts). Small: `exposure` already keeps models out of
   * reach, and at 1.5 every model went to a hidden spot (100%) and normal won only 57-23-20 against greedy (76-21-3 without).
   */
  deployHidden: 0.25,
} as const;

/**
 * How often each goal was met at the game's end (its VP scored), in 80 games of normal against normal (seeds 5000-5039,
 * the mirror armies and the sample armies; both players' five goals reckoned on the final table, a Duty or Deception
 * objective averaged over the three markers): of 160 players, Revenge 104 ("killed at least one enemy Hero unit, or if your
 * opponent did not deploy any Hero units": once met it stays met), Greed 51, Duty 50, Deception 50, Oppression 0.
 * Hard writes down the likelier of its faction's two goals; normal takes the first (docs/ai.md).
 */
export const HW_GOAL_ODDS: Readonly<Record<Goal, number>> = { Revenge: 0.65, Greed: 0.32, Duty: 0.31, Deception: 0.31, Oppression: 0 };

const card = (m: Pick<GameModel, 'name'>) => cardNamed(m.name)!;
const worth = (m: GameModel): number => card(m).pts + 2 * card(m).xp + HW_WEIGHTS.unit;
/** Utility of one model on the table: its worth, part of it scaled by lives left; a kill also costs morale. */
function modelValue(m: GameModel): number {
  return worth(m) * (1 - HW_WEIGHTS.lifeShare + (HW_WEIGHTS.lifeShare * m.wounds) / m.maxWounds);
}
/** Extra for a kill: heroes and heavies lower morale at once, a heavy gives the killer 1VP; any unit counts a third. */
function killBonus(m: GameModel): number {
  const c = card(m);
  let b = HW_WEIGHTS.morale / 3 + worth(m) * (1 - HW_WEIGHTS.lifeShare);
  if (c.category === 'Hero') b += HW_WEIGHTS.morale + 1;
  if (c.category === 'Heavy') b += HW_WEIGHTS.morale + HW_WEIGHTS.vp;
  return b;
}

const meanCache = new Map<string, number>();
/** Expected lives lost by a fresh target of this armour to one line (exact mean from the attack distribution). */
function lineMean(line: AttackLine, armor: Armor, lives: number, cover: boolean): number {
  const key = `${line.dice},${line.Light},${line.Medium},${line.Heavy},${armor},${lives},${cover}`;
  let v = meanCache.get(key);
  if (v === undefined) {
    v = hwAttackDistribution({ dice: line.dice, Light: line.Light, Medium: line.Medium, Heavy: line.Heavy }, { armor, lives, cover }).mean;
    meanCache.set(key, v);
  }
  return v;
}

/** Expected utility the attacker's whole card can take from `t` next turn (no cover, best line each). */
function reachDamage(a: GameModel, t: GameModel): number {
  const c = card(a);
  const reach = c.moveIn * 2 + c.rangeIn;
  if (edgeDistance(a, t) > reach) return 0;
  let mean = 0;
  for (const l of c.lines) mean += lineMean(l, card(t).armor, t.wounds, false);
  return Math.min(mean, t.wounds) * (worth(t) * HW_WEIGHTS.lifeShare / t.maxWounds) + (Math.min(1, mean / t.wounds) * killBonus(t)) / 2;
}

/** Utility of `state` for `me`; `threat` weighs the damage each unit could do next turn (hard weighs it more: HW_WEIGHTS.hardThreat). */
function evaluate(state: GameState, me: PlayerIndex, threat: number = HW_WEIGHTS.threat, goalOdds = false): number {
  const g = state as GameState<HwState>;
  const opp: PlayerIndex = me === 0 ? 1 : 0;
  if (g.result) return g.result.winner === me ? WIN_UTILITY : g.result.winner === null ? 0 : -WIN_UTILITY;
  const W = HW_WEIGHTS;
  const rs = g.ruleset;
  let u = W.vp * (g.points[me] - g.points[opp]) + W.morale * (rs.players[me].morale - rs.players[opp].morale);
  // The goal just written down, worth its odds of scoring its 1VP at the end (hard); no later state has this term.
  const last = g.actions[g.actions.length - 1];
  const mine = rs.players[me].goal;
  if (goalOdds && last?.type === 'choose-goal' && last.player === me && mine) u += W.vp * HW_GOAL_ODDS[mine];
  const on = g.models.filter((m) => m.onTable);
  const ours = on.filter((m) => m.player === me);
  const theirs = on.filter((m) => m.player === opp);
  for (const m of ours) u += modelValue(m);
  for (const m of theirs) u -= modelValue(m);
  if (rs.objectives.length > 0) {
    const seized = seizedBy(on, rs.objectives);
    for (const s of seized) u += s === me ? W.objective : s === opp ? -W.objective : 0;
    u += W.goal * ownGoalMet(g, me, seized);
    let dist = 0;
    for (const m of ours) dist += Math.min(...rs.objectives.map((o) => pointToBaseDistance(m, [o.x, o.y])));
    if (ours.length) u -= (W.objectiveDistance * dist) / ours.length;
  }
  // Threat and exposure from move + range and the exact means (line of sight is left to the next turn).
  for (const m of ours) {
    let worst = 0;
    for (const e of theirs) worst = Math.max(worst, reachDamage(e, m));
    u -= W.exposure * worst;
    let best = 0;
    for (const e of theirs) best = Math.max(best, reachDamage(m, e));
    u += threat * best;
  }
  return u;
}

/** 1 when my own (known) goal would score now; never looks at the opponent's goal (playerView hides it anyway). */
function ownGoalMet(g: GameState<HwState>, me: PlayerIndex, seized: readonly (PlayerIndex | null)[]): number {
  const pl = g.ruleset.players[me];
  const mineN = seized.filter((s) => s === me).length;
  const theirsN = seized.filter((s) => s !== null && s !== me).length;
  switch (pl.goal) {
    case 'Greed':
      return mineN > theirsN ? 1 : 0;
    case 'Deception':
    case 'Duty': {
      const i = g.ruleset.objectives.findIndex((o) => o.id === pl.goalObjective);
      return i >= 0 && seized[i] === me ? 1 : 0;
    }
    case 'Revenge':
      return pl.heroesKilled > 0 ? 1 : 0;
    default:
      return 0;
  }
}

function attackGain(state: GameState, a: GameAction): number | null {
  if (a.type !== 'attack' || typeof a.line !== 'number') return null;
  const line = a.line;
  const g = state as GameState<HwState>;
  const attacker = g.models.find((m) => m.id === g.ruleset.active?.unit);
  const target = g.models.find((m) => m.id === a.target);
  if (!attacker || !target) return null;
  // Cover exactly as the engine judges it: "When attacking units in cover you get -1 to your attack rolls".
  const odds = lineOdds(g, attacker, line, target);
  if (!odds) return null;
  const perLife = (worth(target) * HW_WEIGHTS.lifeShare) / target.maxWounds;
  const pKill = odds.dist.slain[1] ?? 0;
  // Splash ("roll one additional attack on each enemy unit within 2"") is a small extra, counted at a tenth per enemy.
  return odds.dist.mean * perLife + pKill * killBonus(target) + (card(attacker).lines[line]!.splash ? 0.1 : 0);
}

/** The action in words with unit names (the ruleset's meaning); a goal chosen stays secret, a placement says where. */
function describe(state: GameState, a: GameAction): string {
  // The reason line is shown to the opponent: "the players secretly select one of two goals".
  if (a.type === 'choose-goal') return 'write down its secret goal';
  const words = hwMeaning(state as GameState<HwState>, a).words;
  const to = Object.values(a.positions ?? {})[0];
  return to && (a.type === 'move' || a.type === 'deploy') ? `${words} to (${to.x.toFixed(1)}, ${to.y.toFixed(1)})` : words;
}

/** The greedy scripted bot: best expected damage shot, charge when the expected fight is won, else toward the nearest objective. */
function greedy(state: GameState, legal: readonly GameAction[]): GameAction | null {
  const g = state as GameState<HwState>;
  const rs = g.ruleset;
  const p = g.toAct!;
  if (rs.step === 'deployment') {
    const deploys = legal.filter((a) => a.type === 'deploy');
    if (deploys.length === 0) return legal.find((a) => a.type === 'end-deployment') ?? null;
    // The most expensive card it can buy, at the offered spot nearest an objective.
    const cost = (a: GameAction) => card(g.models.find((m) => m.id === Object.keys(a.positions!)[0])!).pts;
    const top = Math.max(...deploys.map(cost));
    const toObj = (a: GameAction) => {
      const q = Object.values(a.positions!)[0]!;
      return Math.min(...rs.objectives.map((o) => Math.hypot(o.x - q.x, o.y - q.y)), 1e9);
    };
    return deploys.filter((a) => cost(a) === top).sort((a, b) => toObj(a) - toObj(b))[0]!;
  }
  if (rs.step !== 'combat') return legal[0] ?? null;
  if (!rs.active) return legal.find((a) => a.type === 'activate' && a.order === 'walk') ?? legal.find((a) => a.type === 'activate') ?? legal.find((a) => a.type === 'end-phase') ?? null;
  const attacks = legal.filter((a) => a.type === 'attack').map((a) => ({ a, gain: attackGain(state, a) ?? 0 }));
  const bestShot = attacks.sort((x, y) => y.gain - x.gain)[0];
  if (bestShot && bestShot.gain > 0) return bestShot.a;
  const me = g.models.find((m) => m.id === rs.active!.unit)!;
  const moves = legal.filter((a) => a.type === 'move');
  if (moves.length) {
    const enemies = g.models.filter((m) => m.onTable && m.player !== p);
    // Charge: a move into base contact with an enemy the unit out-damages relative to lives ("the expected fight is won").
    for (const mv of moves) {
      const q = mv.positions![me.id]!;
      const moved = { ...me, x: q.x, y: q.y };
      const foe = enemies.find((e) => edgeDistance(moved, e) <= 0.05);
      if (!foe) continue;
      const mine = card(me).lines.reduce((s, l) => s + lineMean(l, card(foe).armor, foe.wounds, false), 0) / foe.wounds;
      const back = card(foe).lines.reduce((s, l) => s + lineMean(l, card(me).armor, me.wounds, false), 0) / me.wounds;
      if (mine > back) return mv;
    }
    const toObj = (a: GameAction) => {
      const q = a.positions![me.id]!;
      return Math.min(...rs.objectives.map((o) => Math.hypot(o.x - q.x, o.y - q.y)), 1e9);
    };
    const best = [...moves].sort((a, b) => toObj(a) - toObj(b))[0]!;
    if (toObj(best) < Math.min(...rs.objectives.map((o) => Math.hypot(o.x - me.x, o.y - me.y)), 1e9)) return best;
  }
  return legal.find((a) => a.type === 'end-activation') ?? null;
}

/**
 * "If you have more units within 2" of a marker than your opponent, then you seized it": the markers each side has seized
 * now (the engine's own count). They score only through the goals (Greed, Duty, Deception), so one point each.
 */
function objectivePoints(state: GameState): [number, number] {
  const pts: [number, number] = [0, 0];
  for (const p of seizedBy(state.models, (state.ruleset as HwState).objectives)) if (p !== null) pts[p] += 1;
  return pts;
}

export const HAMMER_WARS_AI: RulesetKnowledge = {
  rulesetId: 'hammer-wars',
  weights: HW_WEIGHTS,
  evaluate: (state, me) => evaluate(state, me),
  hardEvaluate: (state, me) => evaluate(state, me, HW_WEIGHTS.hardThreat, true),
  attackGain,
  describe,
  greedy,
  objectivePoints,
};
