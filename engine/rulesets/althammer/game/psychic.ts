// Magik ("Magik (+Psychic+ Units only)": "Roll 2d6 and add the Model's Mind characteristic; if the result is greater than
// the spell's Difficulty, then the spell is successful"), Smite and the Detachment's spells, and Perils of Power.
import { boardOf } from '../../../game/board';
import { draftModel, illegal, unitOnTable } from '../../../game/kit';
import type { GameAction, GameContext, PlayerIndex } from '../../../game/types';
import { applyMortalWounds, rollValue } from '../../shared/attacks/resolve';
import type { AhActionOf } from './actions';
import type { AhSpell } from './army';
import { dealDamage, wounded } from './damage';
import { AH_DEFAULT } from './defaults';
import { PERILS_DAMAGE, psychicTest, SMITE_DAMAGE } from './rules';
import { enemyUnit, seesInRange } from './targets';
import { armyOf, groupOf, playerName, unitLabel, type AhDraft, type AhUnitState, type AhView } from './state';

export function applyMagik(d: AhDraft, a: AhActionOf<'magik'>, ctx: GameContext, u: AhUnitState): void {
  const target = enemyUnit(d, a, u.player);
  const army = armyOf(d, u.player);
  const spellName = a.spell === undefined ? 'Smite' : a.spell;
  const spell: AhSpell | null = spellName === 'Smite' ? null : (army.spells.find((s) => s.name === spellName) ?? null);
  if (spellName !== 'Smite' && !spell) illegal(`${String(spellName)} is not a spell of your Detachment (Smite is known to every +Psychic+ model).`, a);
  const range = spell ? spell.rangeIn : AH_DEFAULT.smiteRangeIn;
  const board = boardOf(d);
  const casters = unitOnTable(d, u.id);
  if (!casters.some((m) => seesInRange(board, m, unitOnTable(d, target.id), range)))
    illegal(`${target.name} is not within ${range}" and in sight of ${u.name} (named default althammer.smite.range).`, a);
  const difficulty = spell ? spell.difficulty : d.ruleset.smiteDifficulty[u.player];
  const damage = spell ? spell.mortalDamage : SMITE_DAMAGE;
  ctx.say(`${unitLabel(u)} casts ${spellName} (Difficulty ${difficulty}) at ${unitLabel(target)}.`, u.player);
  let succeeded = false;
  for (const m of casters) {
    if (!draftModel(d, m.id).onTable) continue;
    const mind = groupOf(d, m).profile.Mind ?? 0;
    const [f1, f2] = ctx.roll(2, `${m.name}'s Psychic test (2d6 + Mind ${mind}, more than ${difficulty})`, 6, u.player);
    const faces: [number, number] = [f1!, f2!];
    const t = psychicTest(faces, mind, difficulty);
    succeeded ||= t.success;
    if (t.success && unitOnTable(d, target.id).length) {
      const n = rollValue(damage, (c, why, sides) => ctx.roll(c, `${spellName}: Mortal Damage ${why}`, sides, u.player), String(damage));
      const r = applyMortalWounds(n, wounded(unitOnTable(d, target.id)));
      ctx.say(`${spellName} succeeds (${t.total}): ${target.name} suffers ${n} Mortal Damage.`, u.player);
      dealDamage(d, ctx, r.damageTo);
      if (d.result) return;
    } else if (!t.success) ctx.say(`${spellName} fails (${t.total}).`, u.player);
    if (t.perils) {
      const n = rollValue(PERILS_DAMAGE, (c, why, sides) => ctx.roll(c, `Perils of Power: Mortal Damage ${why}`, sides, u.player), PERILS_DAMAGE);
      ctx.say(`Perils of Power (an unmodified ${faces[0] + faces[1]}): ${u.name} suffers ${n} Mortal Damage.`, u.player);
      const r = applyMortalWounds(n, wounded(unitOnTable(d, u.id)));
      dealDamage(d, ctx, r.damageTo);
      if (d.result) return;
    }
  }
  // "The Difficulty of this spell increases by 1 for your army" is one of Smite's effects: "if the result is greater than the
  // spell's Difficulty, then the spell is successful. Resolve the effects of the spell." A failed cast changes nothing.
  if (!spell && succeeded) {
    d.ruleset.smiteDifficulty[u.player] += 1;
    ctx.say(`Smite's Difficulty for ${playerName(u.player)}'s army is now ${d.ruleset.smiteDifficulty[u.player]} (named default althammer.smite.difficulty).`, u.player);
  }
}

/** Magik offers: Smite and each Detachment spell at each enemy unit a model of the unit sees within the spell's range. */
export function magikActions(d: AhView, u: AhUnitState, enemyUnits: readonly AhUnitState[], p: PlayerIndex): GameAction[] {
  const board = boardOf(d);
  const mine = unitOnTable(d, u.id);
  const out: GameAction[] = [];
  for (const t of enemyUnits)
    for (const spell of [{ name: 'Smite', rangeIn: AH_DEFAULT.smiteRangeIn }, ...armyOf(d, p).spells])
      if (mine.some((m) => seesInRange(board, m, unitOnTable(d, t.id), spell.rangeIn))) out.push({ type: 'magik', player: p, spell: spell.name, target: t.id });
  return out;
}
