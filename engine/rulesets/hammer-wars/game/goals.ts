// Secret goals (seed 002_e47fa283e0ac09ca.txt, "Factions and Goals"; DIGEST C.4): each player "secretly select[s] one of two
// goals available to their faction" before the first round; a Deception or Duty goal may be declared "at any point during
// the game" for its effect on the objective written down.
import { illegal, other } from '../../../game/kit';
import type { GameContext, GameModel } from '../../../game/types';
import type { HwActionOf } from './actions';
import { rollAttack } from './resolve';
import { startDeployment } from './sequence';
import { markerGap, playerName, type HwDraft } from './state';
import { HW_SPLASH_IN } from './rulesetValues';

/** "the players secretly select one of two goals available to their faction"; Deception and Duty "write down" an objective. */
export function applyChooseGoal(d: HwDraft, a: HwActionOf<'choose-goal'>, ctx: GameContext): void {
  const rs = d.ruleset;
  const p = a.player;
  if (rs.step !== 'choose-goals') illegal('Goals are chosen before the first round.', a);
  const pl = rs.players[p];
  if (pl.goal) illegal('You have already chosen your goal.', a);
  const goal = pl.goalChoices.find((g) => g === a.goal);
  if (!goal) illegal(`${pl.faction} may choose ${pl.goalChoices.join(' or ')}.`, a);
  pl.goal = goal;
  if (goal === 'Deception' || goal === 'Duty') {
    // "secretly choose one of the objective markers and write it down"
    const o = rs.objectives.find((x) => x.id === a.objective);
    if (!o) illegal(`${goal} needs an objective marker: one of ${rs.objectives.map((x) => x.id).join(', ')}.`, a);
    pl.goalObjective = o.id;
  } else if (a.objective !== undefined) illegal(`${goal} does not use an objective marker.`, a);
  ctx.say(`${playerName(p)} writes down a secret goal.`, p);
  if (!rs.players[other(p)].goal) {
    d.toAct = other(p);
    return;
  }
  d.round = 1;
  rs.half = 0;
  startDeployment(d, ctx, rs.first!);
}

/**
 * "At any point during the game you may openly declare" a Deception or Duty goal (default hw.goals.declare: on the
 * player's own move). Deception: "all enemy units within 2" of it take a Dice:1 attack that hits on 4+ (ignores
 * modifiers)"; Duty: "all friendly units within 2" of it get +1 to their attack rolls from then on".
 */
export function applyDeclareGoal(d: HwDraft, a: HwActionOf<'declare-goal'>, ctx: GameContext): void {
  const rs = d.ruleset;
  const p = a.player;
  if (rs.step !== 'deployment' && rs.step !== 'combat') illegal('Goals are declared during the rounds.', a);
  const pl = rs.players[p];
  if (pl.goal !== 'Deception' && pl.goal !== 'Duty') illegal('Only a Deception or Duty goal is declared.', a);
  if (pl.goalDeclared) illegal('Your goal has already been declared.', a);
  pl.goalDeclared = true;
  const o = rs.objectives.find((x) => x.id === pl.goalObjective)!;
  ctx.say(`${playerName(p)} declares ${pl.goal} on objective ${o.name ?? o.id}.`, p);
  const near = (m: GameModel) => m.onTable && markerGap(m, [o.x, o.y]) <= HW_SPLASH_IN + 1e-9;
  if (pl.goal === 'Deception') {
    for (const e of d.models.filter((m) => m.player !== p && near(m)).map((m) => m.id)) rollAttack(d, ctx, e, 1, 4, 0, { by: p, what: 'Deception (ignores modifiers)' });
  } else {
    for (const m of d.models) if (m.player === p && near(m)) m.statuses.push('duty +1');
  }
}
