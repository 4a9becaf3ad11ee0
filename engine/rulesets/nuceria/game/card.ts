// Nuceria's unit card (issue 23 item 5): the stats the text names (004_6c4ffdb07edc4505.txt: "Movement", "Toughness", the save,
// "Invulnerable Save"; weapons with attacks, "Power", "AP", range, "Cooldown" and their abilities), its keywords, and its
// state now (in reserves, in melee range, the activation, a weapon cooling down).
import { unitOnTable } from '../../../game/kit';
import type { UnitProfile } from '../../../game/types';
import { locked } from './melee';
import { weaponKey } from './shooting';
import { armyOf, unitData, unitState, type NuGame, type NuUnitState } from './state';

function status(g: NuGame, u: NuUnitState): string[] {
  const out: string[] = [];
  const rs = g.ruleset;
  const on = unitOnTable(g, u.id).length > 0;
  const alive = g.models.some((m) => m.unit === u.id && m.wounds > 0);
  if (!on) out.push(!alive ? 'destroyed' : u.reserves ? 'in reserves' : 'not deployed yet');
  if (on && locked(g, u)) out.push('in melee range of an enemy unit');
  if (rs.active?.unit === u.id) {
    const done = [rs.active.moved && (rs.active.charged ? 'charged' : 'moved'), rs.active.attacked && 'attacked'].filter((x): x is string => !!x);
    out.push(`activated now${done.length ? `: ${done.join(' and ')}` : ''}`);
  }
  // "how many of the controlling player's turns need to pass before it can shoot again"
  for (const w of unitData(g, u).weapons) {
    const left = (rs.readyAt[weaponKey(u, w)] ?? 0) - rs.turnsTaken[u.player];
    if (left > 0) out.push(`${w.name} cooling down: ready after ${left} more of your turns`);
  }
  return out;
}

/** GameRulesetPlugin.unitProfile: every model of a unit shares the unit's sheet. */
export function nuUnitProfile(g: NuGame, unitId: string): UnitProfile | null {
  const u = unitState(g, unitId);
  if (!u) return null;
  const data = unitData(g, u);
  const army = armyOf(g, u.player);
  // "Select warlord": the army names the unit; the first unit of that name is it.
  const warlord = army.units.findIndex((x) => x.name === army.warlord) === u.index;
  return {
    stats: [
      { label: 'Movement', value: `${data.movementIn}"` },
      { label: 'Toughness', value: String(data.toughness) },
      { label: 'Save', value: data.save === null ? '-' : `${data.save}+` },
      ...(data.invulnerable ? [{ label: 'Invulnerable', value: `${data.invulnerable}+` }] : []),
      { label: 'Wounds', value: String(data.wounds) },
    ],
    weapons: data.weapons.map((w) => ({
      name: w.name,
      range: w.type === 'melee' ? `Melee (${w.rangeIn}")` : `${w.rangeIn}"`,
      profile: `${w.attacks} attack${w.attacks === 1 ? '' : 's'}, Power ${w.power}, AP ${w.ap}, Damage ${w.damage}${w.type === 'ranged' ? `, Cooldown ${w.cooldown}` : ''}${w.abilities.length ? `, ${w.abilities.join(', ')}` : ''}`,
    })),
    status: status(g, u),
    rules: [...data.keywords, ...(warlord ? ['Warlord (must remain on board until destroyed)'] : []), ...(data.reserves ? ['starts in reserves'] : []), `${data.points} points`],
  };
}
