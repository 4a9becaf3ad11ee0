// HamWarmer's unit card and "why not" (issue 23 items 5 and 6): a unit's profile, weapons and state now in the book's
// words (001_9d9921dd118cdf65.txt: M, WS, BS, S, T, HP, A, Ld, Sv), and what a unit of the player to act may not do in
// this phase, with the rule that says so.
import { boardOf } from '../../../game/board';
import { draftView } from '../../../game/draftView';
import { other, unitOnTable } from '../../../game/kit';
import type { UnitProfile } from '../../../game/types';
import { profileStats, weaponLines } from '../../shared/attacks/cardLines';
import { chargeBlock } from './charge';
import { canFight } from './fight';
import { canShoot, targetProblem } from './shooting';
import { armyOf, engaged, failedMorale, onTableUnits, unitState, type HwrDraft, type HwrGame, type HwrUnitState } from './state';
import { eligibleUnits } from './turn';
import { whyCannotShoot } from './eligibility';
import { noWeaponProblem } from './weapons';

/** What happened to the unit this round, and where it is, in the book's words. */
function status(d: HwrDraft, u: HwrUnitState): string[] {
  const out: string[] = [];
  const on = unitOnTable(d, u.id).length > 0;
  if (u.reserves && !on) out.push('in Reserves');
  if (u.embarkedIn) out.push(`embarked in ${unitState(d, u.embarkedIn)?.name ?? 'a Transport'}`);
  if (!on && !u.reserves && !u.embarkedIn) out.push(u.placed ? 'destroyed' : 'not deployed yet');
  if (on && engaged(d, u.id, u.player)) out.push('engaged (within 1" of an enemy model)');
  if (u.movedRound === d.round && u.fellBackRound !== d.round && u.chargedRound !== d.round) out.push('moved this turn');
  if (u.fellBackRound === d.round) out.push('fell back this turn');
  if (u.chargedRound === d.round) out.push('charged this turn');
  if (u.deepStruckRound === d.round) out.push('arrived by Deep Strike this turn');
  if (u.overwatchRound === d.round) out.push('fired Overwatch this turn');
  if (u.pinnedRound === d.round) out.push('pinned');
  if (failedMorale(d, u)) out.push('failed Morale last turn');
  if (d.ruleset.done.includes(u.id) && u.player === d.toAct) out.push(`done in the ${d.phase} phase`);
  return out;
}

/** GameRulesetPlugin.unitProfile: the profile of the unit's largest model group (the others named where they differ). */
export function hwrUnitProfile(g: HwrGame, unitId: string): UnitProfile | null {
  const d = draftView(g);
  const u = unitState(d, unitId);
  if (!u) return null;
  const army = armyOf(d, u.player);
  const unit = army.units[u.index];
  if (!unit) return null;
  const first = unit.models.reduce((a, b) => (b.count > a.count ? b : a));
  const weapons = weaponLines(army.weapons, unit.models.flatMap((m) => m.weapons));
  const others = unit.models.filter((m) => m !== first && JSON.stringify(m.profile) !== JSON.stringify(first.profile));
  return {
    stats: profileStats(first.profile),
    ...(others.length ? { groups: [first, ...others].map((m) => ({ name: m.name, stats: profileStats(m.profile) })) } : {}),
    weapons,
    status: status(d, u),
    rules: [...u.types, ...u.rules, ...(unit.transportCapacity ? [`Transport (${unit.transportCapacity})`] : [])],
  };
}

/** GameRulesetPlugin.whyNot: what `unitId` may not do in this phase that others may, and why. */
export function hwrWhyNot(g: HwrGame, unitId: string): { what: string; why: string }[] {
  const d = draftView(g);
  const u = unitState(d, unitId);
  const p = g.toAct;
  if (!u || p === null || u.player !== p || g.result || d.ruleset.done.includes(u.id) || !unitOnTable(d, u.id).length) return [];
  const eligible = eligibleUnits(d, p).some((x) => x.id === u.id);
  const out: { what: string; why: string }[] = [];
  switch (g.phase) {
    case 'Movement':
      if (eligible) break;
      if (u.rules.includes('Immobile')) out.push({ what: 'Move', why: `${u.name} is Immobile.` });
      else if (u.arrivedRound === d.round) out.push({ what: 'Move', why: `${u.name} arrived from Reserves this turn.` });
      else if (u.pinnedRound === d.round) out.push({ what: 'Move', why: `${u.name} is pinned this turn.` });
      else out.push({ what: 'Move', why: 'Units that failed a Morale test or Fall Back must be selected before any other units.' });
      break;
    case 'Shooting': {
      const status = { name: u.name, types: u.types, engaged: engaged(d, u.id, u.player), fellBack: u.fellBackRound === d.round };
      if (!canShoot(d, u)) {
        out.push({ what: 'Shoot', why: whyCannotShoot(status) ?? `${u.name} has no ranged weapon it can fire.` });
        break;
      }
      const board = boardOf(d);
      const targets = onTableUnits(d, other(p));
      const problems = targets.map((t) => targetProblem(d, u, t, board) ?? noWeaponProblem(d, board, u, t));
      if (targets.length && problems.every((x) => x !== null)) out.push({ what: 'Shoot', why: `No enemy unit can be shot. ${problems.slice(0, 2).join(' ')}` });
      break;
    }
    case 'Charge': {
      const why = chargeBlock(d, u);
      if (why) out.push({ what: 'Charge', why });
      break;
    }
    case 'Fight':
      if (!canFight(d, u)) out.push({ what: 'Fight', why: `${u.name} has no model within 1" of an enemy model.` });
      else if (!eligible) out.push({ what: 'Fight', why: 'Units that charged this turn fight first.' });
      break;
    default:
      break;
  }
  return out;
}

