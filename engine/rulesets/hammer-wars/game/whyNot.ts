// Why a Hammer Wars model may not attack now (issue 23 item 6: "when Shoot is not offered, say why"): for the active
// model, each attack line it has not used with no enemy it may take, and the reason at the nearest enemy, in the rules'
// words (attackProblem: Range 0" melee out of base contact, out of range, no line of sight, Ran this activation).
import { edgeDistance } from '../../../measure/distance';
import { attackProblem } from './combat';
import { cardOf, enemiesOf, type HwGame } from './state';

/** What the model `unit` may not do now that it could in this activation, and why (GameRulesetPlugin.whyNot). */
export function hwWhyNot(g: HwGame, unit: string): { what: string; why: string }[] {
  const act = g.ruleset.active;
  if (g.toAct === null || g.result || g.ruleset.step !== 'combat') return [];
  const m = g.models.find((x) => x.id === unit && x.onTable);
  if (!m || m.player !== g.toAct) return [];
  if (!act) return g.ruleset.activated.includes(unit) ? [{ what: 'Activate', why: `${cardOf(m).name} has already been activated this combat phase ("may activate all of his units, taking one action each").` }] : [];
  if (act.unit !== unit) return [{ what: 'Act', why: `Another model is active: its activation ends before this one may act.` }];
  const enemies = enemiesOf(g.models, m.player).filter((e) => e.onTable).sort((a, b) => edgeDistance(m, a) - edgeDistance(m, b));
  const out: { what: string; why: string }[] = [];
  cardOf(m).lines.forEach((_, line) => {
    if (act.linesUsed.includes(line)) return;
    if (enemies.some((e) => !attackProblem(g, m, line, e))) return;
    const why = enemies.length ? attackProblem(g, m, line, enemies[0]) : 'No enemy model is on the table.';
    out.push({ what: `Attack line ${line + 1}`, why: why ?? '' });
  });
  return out;
}
