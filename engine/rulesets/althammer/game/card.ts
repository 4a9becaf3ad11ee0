// AltHammer's unit card (issue 23 item 5): the profile and weapons from the army file (HamWarmer's characteristics, which
// AltHammer plays on: named default althammer.resolution, plus "the Model's Mind characteristic"), its keywords, and its
// state now in the text's words (000_6eade6d934505fab.txt: "Activation", "+Warlord+", the Sideboard Option).
import { other, unitOnTable } from '../../../game/kit';
import type { UnitProfile } from '../../../game/types';
import { profileStats, weaponLines } from '../../shared/attacks/cardLines';
import type { AhUnit } from './army';
import { AH_DEFAULT } from './defaults';
import { unitGap } from './targets';
import { armyOf, liveUnits, unitState, type AhGame, type AhUnitState } from './state';

const ACTION_WORDS: Readonly<Record<string, string>> = { move: 'Move', advance: 'Advance', magik: 'Magik', shoot: 'Shoot', charge: 'Charge', fight: 'Fight' };

type Group = AhUnit['models'][number];

/** HamWarmer's nine (and Inv), then Mind where the model has one ("add the Model's Mind characteristic"). */
function stats(g: Group): { label: string; value: string }[] {
  const out = profileStats(g.profile);
  if (g.profile.Mind !== undefined) out.push({ label: 'Mind', value: g.profile.Mind >= 0 ? `+${g.profile.Mind}` : String(g.profile.Mind) });
  return out;
}

/** Where the unit is and what it has done, in the text's words. */
function status(g: AhGame, u: AhUnitState): string[] {
  const out: string[] = [];
  const rs = g.ruleset;
  const on = unitOnTable(g, u.id).length > 0;
  if (u.removed) out.push('removed in the Sideboard step');
  else if (!on) out.push(g.models.some((m) => m.unit === u.id && m.wounds > 0) ? 'not deployed yet' : 'destroyed');
  if (on && liveUnits(g, other(u.player)).some((e) => unitGap(g, u.id, e.id) <= AH_DEFAULT.engagementIn + 1e-6)) out.push('within 1" of an enemy unit');
  if (rs.active?.unit === u.id) {
    const taken = rs.active.taken.map((k) => ACTION_WORDS[k] ?? k);
    out.push(`activated now: ${taken.length ? `took ${taken.join(' and ')}` : 'no action taken yet'} (up to two)`);
  } else if (rs.lastActivated[u.player] === u.id && g.result === null && rs.step === 'battle') {
    // "A unit may not be Activated two turns in a row, unless it is the last remaining Unit in the army."
    out.push('activated on its side\'s last turn (not again on the next, unless it is the last unit left)');
  }
  return out;
}

/** GameRulesetPlugin.unitProfile: the profile of the unit's largest model group (the others named where they differ). */
export function ahUnitProfile(g: AhGame, unitId: string): UnitProfile | null {
  const u = unitState(g, unitId);
  if (!u) return null;
  const unit = armyOf(g, u.player).units[u.index];
  if (!unit) return null;
  const first = unit.models.reduce((a, b) => (b.count > a.count ? b : a));
  const others = unit.models.filter((m) => m !== first && JSON.stringify(m.profile) !== JSON.stringify(first.profile));
  return {
    stats: stats(first),
    ...(others.length ? { groups: [first, ...others].map((m) => ({ name: m.name, stats: stats(m) })) } : {}),
    weapons: weaponLines(armyOf(g, u.player).weapons, unit.models.flatMap((m) => m.weapons)),
    status: status(g, u),
    rules: [...u.keywords.map((k) => `+${k}+`), ...(u.warlord ? ['+Warlord+'] : []), `${u.points} points`],
  };
}
