// Reglas básicas' unit card (issue 23 item 5): the characteristics as the text lists them (003_2820d2f43ec186dc.txt: Size,
// Movement, Bravery, Armor, Health; Melee and Ranged with Range, Damage, Precision, Pierce), the loadout's changes applied
// as the game applies them (specials.ts), and the unit's state this turn (its move, WOUNDS kept for the Leadership phase).
import { unitOnTable } from '../../../game/kit';
import type { UnitProfile } from '../../../game/types';
import type { RbWeapon } from './army';
import { meleeWeapon } from './attacks';
import { EMPOWER, HORNBLOWER_CHARGE_IN, THROWING_AXES, type RbSpecials } from './specials';
import { inCombat, specialsFor, unitData, unitState, type RbGame, type RbMoveKind, type RbUnitState } from './state';

/** The move a unit made this turn, in the text's words ("declare the unit is *Running*", "*Retreating*", "*Charging*"). */
const MOVE_WORDS: Readonly<Record<RbMoveKind, string | null>> = { none: null, move: 'moved this turn', run: 'Running this turn (no shooting or fighting)', retreat: 'Retreating this turn (no shooting or fighting)', charge: 'Charging this turn' };

/** "roll a die ... compare it to its Precision: if the roll is equal or lower, it scores a HIT"; Damage dice against Armor minus Pierce. */
function weaponProfile(w: RbWeapon, leaderDamage?: number): string {
  const leader = leaderDamage !== undefined ? ` (the leader ${leaderDamage})` : '';
  return `Damage ${w.damage}${leader}, Precision ${w.precision} (hits on ${w.precision} or less), Pierce ${w.pierce}`;
}

/** The Special lines the game plays for this unit, in short words. */
function specialWords(sp: RbSpecials, hornblower: boolean): string[] {
  const out: string[] = [];
  if (sp.loadout) out.push(`Loadout: ${sp.loadout}`);
  if (sp.shieldArmor) out.push(`+${sp.shieldArmor} Armor when it hasn't charged`);
  if (sp.rerollMeleePrecision) out.push('reroll failed Melee Precision rolls');
  if (sp.poleaxes) out.push('every Melee hit: a die, 4 or less inflicts a WOUND');
  if (sp.ward === 'tiers') out.push('ignores a wound on a 1 (2 with 10 or more models, 3 with 20 or more)');
  if (sp.ward === 'hero') out.push('ignores a wound on a 1 (a 3 within 10" of a Fyreslayer HERO)');
  if (sp.shieldCharge) out.push('charging with shields: a die per model at a unit within 8", a wound on a 1');
  if (hornblower) out.push(`hornblower: +${HORNBLOWER_CHARGE_IN}" Movement when Charging`);
  if (sp.rerollArmorSixesRanged) out.push('reroll 6s on Armor rolls in the Ranged phase');
  if (sp.lightning) out.push('after it attacks: 2 dice per model at an enemy unit within 3", a WOUND on a 3');
  if (sp.standfast) out.push('Standfast: Hold out of combat for +1 Armor');
  if (sp.empower) out.push(`WIZARD while it has ${EMPOWER.minModels} or more models: Empower (cast at ${EMPOWER.castAt}, a friendly unit within ${EMPOWER.rangeIn}")`);
  return out;
}

function status(g: RbGame, u: RbUnitState): string[] {
  const out: string[] = [];
  const on = unitOnTable(g, u.id).length > 0;
  if (!on) out.push(g.ruleset.step === 'deployment' && g.models.some((m) => m.unit === u.id && m.wounds > 0) ? 'not deployed yet' : 'slain or fled');
  if (on && inCombat(g, u)) out.push('in combat (within 1" of an enemy model)');
  const moved = MOVE_WORDS[u.moved];
  if (moved) out.push(moved);
  if (u.shot) out.push('has shot this turn');
  if (u.fought) out.push('has fought this turn');
  if (g.ruleset.turnModel === 'actions' && u.activated) out.push('activated this turn');
  // "Keep track of the number of WOUNDS suffered by each unit throughout the turn": cleared in the Leadership phase.
  if (u.pendingWounds) out.push(`${u.pendingWounds} WOUND${u.pendingWounds === 1 ? '' : 'S'} to resolve in the Leadership phase`);
  if (u.damageOnFirst) out.push(`a model carries ${u.damageOnFirst} damage`);
  if (u.slainThisTurn) out.push(`${u.slainThisTurn} slain this turn (Morale test in the Leadership phase)`);
  if (u.axesThrown) out.push('Throwing Axes used (once per battle)');
  if (u.standfast) out.push('Standfast: +1 Armor this turn');
  if (u.empowered) out.push('Empowered: rerolls successful Armor rolls for its HITs until your next Leadership phase');
  return out;
}

/** GameRulesetPlugin.unitProfile: every model of a unit shares its unit's characteristics. */
export function rbUnitProfile(g: RbGame, unitId: string): UnitProfile | null {
  const u = unitState(g, unitId);
  if (!u) return null;
  const data = unitData(g, u);
  const sp = specialsFor(g, u);
  // The Melee weapon as the attack rolls it: the loadout's Damage, Pierce and Range added ("The leader is the Karl").
  const melee = meleeWeapon(g, u);
  const weapons: { name: string; range: string; profile: string }[] = [
    { name: sp.loadout ? `Melee (${sp.loadout})` : 'Melee', range: `${melee.rangeIn}"`, profile: weaponProfile(melee, data.leaderDamage === undefined ? undefined : data.leaderDamage + sp.meleeDamage) },
  ];
  if (data.ranged) weapons.push({ name: 'Ranged', range: `${data.ranged.rangeIn}"`, profile: weaponProfile(data.ranged) });
  if (sp.throwingAxes) weapons.push({ name: 'Throwing Axes (once per battle, at the start of a Charge)', range: `${THROWING_AXES.rangeIn}"`, profile: weaponProfile(THROWING_AXES) });
  return {
    stats: [
      { label: 'Size', value: String(data.size) },
      { label: 'Movement', value: `${data.movementIn}"` },
      { label: 'Bravery', value: String(data.bravery) },
      { label: 'Armor', value: String(data.armor) },
      { label: 'Health', value: String(data.health) },
    ],
    weapons,
    status: status(g, u),
    rules: [...data.keywords, ...specialWords(sp, data.hornblower === true), `${data.points} points`],
  };
}
