// Why a Reglas básicas unit may not shoot, fight or move now (issue 23 item 6: "when Shoot is not offered, say why"), in
// the text's words: the phases' "units that haven't done so yet and haven't Run, Retreated or Charged", no Ranged
// attack, no enemy in range and in sight, not in combat, and a unit in combat that may only Retreat.
import { draftView } from '../../../game/draftView';
import type { GameAction } from '../../../game/types';
import { RB_DEFAULT } from './defaults';
import { inCombat, liveUnits, unitData, unitState, type RbGame } from './state';

const DID: Record<string, string> = { run: 'Ran', retreat: 'Retreated', charge: 'Charged' };

/** What unit `unit` (of the player to act) may not do in this phase, and why (GameRulesetPlugin.whyNot). */
export function rbWhyNot(g: RbGame, unit: string, offers: readonly GameAction[]): { what: string; why: string }[] {
  const u = unitState(g, unit);
  if (g.toAct === null || g.result || g.ruleset.step === 'deployment' || !u || u.player !== g.toAct) return [];
  if (!liveUnits(g, u.player).includes(u)) return [];
  const d = draftView(g);
  const offered = (type: string) => offers.some((a) => a.unit === unit && a.type === type);
  const engaged = inCombat(d, u);
  const did = DID[u.moved];
  switch (g.phase) {
    case 'Movement':
      if (u.moved !== 'none') return [{ what: 'Move', why: `${u.name} has already moved this turn.` }];
      return engaged ? [{ what: 'Move, Run or Charge', why: `${u.name} is in combat: "a player may select a unit that is in combat and declare it is Retreating".` }] : [];
    case 'Ranged':
    case 'Action': {
      if (offered('shoot')) return [];
      if (!unitData(d, u).ranged) return [{ what: 'Shoot', why: `${u.name} has no Ranged attack.` }];
      if (u.shot) return [{ what: 'Shoot', why: `${u.name} has already shot this turn.` }];
      if (did) return [{ what: 'Shoot', why: `${u.name} ${did} this turn: units shoot that "haven't Run, Retreated or Charged".` }];
      return [{ what: 'Shoot', why: engaged ? `${u.name} is in combat: it may shoot only at a unit it is in combat with, and none is in range and in sight.` : `No enemy unit is in range of ${u.name}'s Ranged attack and in its sight.` }];
    }
    case 'Melee':
      if (offered('fight')) return [];
      if (u.fought) return [{ what: 'Fight', why: `${u.name} has already fought this turn.` }];
      if (u.moved === 'run' || u.moved === 'retreat') return [{ what: 'Fight', why: `${u.name} ${did} this turn: units fight that "haven't Run, Retreated".` }];
      return engaged ? [] : [{ what: 'Fight', why: `${u.name} is not in combat (within ${RB_DEFAULT.inCombatIn}" of an enemy model).` }];
    default:
      return [];
  }
}
