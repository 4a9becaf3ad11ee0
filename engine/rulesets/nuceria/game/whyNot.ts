// Why a Nuceria unit may not move or attack now (issue 23 item 6: "when Shoot is not offered, say why"), for the active
// unit, in the words the appliers refuse with: one Move and one Attack action an activation, out of coherency, no
// ranged weapon ready (Cooldown, a Charge without Assault, Pistols only in melee), no enemy in range and in sight.
import { unitOnTable } from '../../../game/kit';
import { lockedWith } from './melee';
import { readyRanged } from './shooting';
import { coherent, liveUnits, unitState, type NuGame } from './state';

/** What the active unit `unit` may not do now, and why (GameRulesetPlugin.whyNot). Empty for a unit not active. */
export function nuWhyNot(g: NuGame, unit: string, attackOffered: boolean): { what: string; why: string }[] {
  const act = g.ruleset.active;
  const u = unitState(g, unit);
  if (g.toAct === null || g.result || !act || act.unit !== unit || !u) return [];
  const mine = unitOnTable(g, u.id);
  const out: { what: string; why: string }[] = [];
  if (act.moved) out.push({ what: 'Move', why: `${u.name} has already used its Move action this activation.` });
  if (act.attacked) out.push({ what: 'Attack', why: `${u.name} has already used its Attack action this activation.` });
  else if (mine.length && !attackOffered) {
    const locked = liveUnits(g, u.player === 0 ? 1 : 0).some((t) => lockedWith(g, u.id, t.id));
    const why = !coherent(mine)
      ? `${u.name} is out of coherency: "Units outside of this cannot make any actions except “Move”."`
      : readyRanged(g, u).length === 0 && !locked
        ? `${u.name} has no ranged weapon ready (Cooldown, Charge without Assault, or Pistols only in melee).`
        : `No ready ranged weapon of ${u.name} has an enemy unit in range and in sight.`;
    out.push({ what: 'Attack', why });
  }
  return out;
}
