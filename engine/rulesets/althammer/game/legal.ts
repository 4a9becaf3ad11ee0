// AltHammer legalActions: every discrete choice, and a sensible sample of positions (formations in the zone; moves towards
// objectives, enemies and away; charges into reach), each one the appliers accept.
import type { GameAction, PlayerIndex } from '../../../game/types';
import { deployActions } from './deployment';
import { fightActions } from './fight';
import { chargeActions, moveActions } from './movement';
import { magikActions } from './psychic';
import { activationProblem, twoTurnsInARowProblem, type AhActionKind } from './rules';
import { shootActions } from './shooting';
import { isPsychic, liveUnits, unitState, type AhDraft } from './state';

export function ahOffers(d: AhDraft, p: PlayerIndex): GameAction[] {
  const rs = d.ruleset;
  if (rs.step === 'sideboard') return rs.units.filter((u) => u.player === p && !u.removed).map((u) => ({ type: 'remove-unit', player: p, unit: u.id }));
  if (rs.step === 'deployment') return deployActions(d, p);
  const live = liveUnits(d, p);
  if (!rs.active) return live.filter((u) => !twoTurnsInARowProblem(u.id, rs.lastActivated[p], live.length)).map((u) => ({ type: 'activate', player: p, unit: u.id }));
  const u = unitState(d, rs.active.unit)!;
  const may = (k: AhActionKind) => !activationProblem(rs.active!.taken, k, isPsychic(u));
  const enemyUnits = liveUnits(d, p === 0 ? 1 : 0);
  return [
    ...(may('move') ? moveActions(d, u) : []),
    ...(may('advance') ? [{ type: 'advance', player: p }] : []),
    ...(may('shoot') ? shootActions(d, u, enemyUnits, p) : []),
    ...(may('charge') ? chargeActions(d, u, enemyUnits) : []),
    ...(may('fight') ? fightActions(d, u, enemyUnits, p) : []),
    ...(may('magik') ? magikActions(d, u, enemyUnits, p) : []),
    { type: 'end-activation', player: p },
  ];
}
