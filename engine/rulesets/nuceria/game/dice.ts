// Nuceria's attack dice, model by model: "cast a number of dice equal to the total number of attacks", Power against
// Toughness, then "Save Value + Attacking Weapon’s AP Value", then the damage (named default nuceria.damage) and the points
// a unit wiped out is worth.
import { other, unitOnTable } from '../../../game/kit';
import type { GameContext } from '../../../game/types';
import type { NuWeapon } from './army';
import { attackSucceeds, COVER_BONUS, powerVsToughness, saveNeeded } from './math';
import { score } from './scoring';
import { armyOf, unitData, type NuDraft, type NuUnitState } from './state';

/** One unit's attack dice against a target unit: hits, saves, damage; the models slain leave the table. */
export function resolveDice(d: NuDraft, ctx: GameContext, u: NuUnitState, t: NuUnitState, w: NuWeapon, attacks: number, modifier: number, cover: 'none' | 'half' | 'full', why: string, devastating = false): void {
  const td = unitData(d, t);
  const need = powerVsToughness(w.power, td.toughness);
  const faces = ctx.roll(attacks, `${why}: ${attacks} attack${attacks === 1 ? '' : 's'}, Power ${w.power} vs Toughness ${td.toughness} (${need}+${modifier ? `, ${modifier > 0 ? '+' : ''}${modifier}` : ''})`, 6, u.player);
  const hits = faces.filter((f) => attackSucceeds(f, need, modifier)).length;
  if (!hits) return ctx.say(`No hits on ${t.name}.`, u.player);
  // "These attacks gain the “Devastating Wounds” weapon ability": an unmodified 6 allows no save (named default nuceria.devastatingWounds).
  const devastated = devastating ? faces.filter((f) => f === 6).length : 0;
  if (devastated) ctx.say(`Devastating Wounds: ${devastated} attack roll${devastated === 1 ? '' : 's'} of 6 cannot be saved.`, u.player);
  const sNeed = saveNeeded(td.save, w.ap, COVER_BONUS[cover], td.invulnerable);
  const toSave = hits - devastated;
  const saves = !toSave ? [] : sNeed === null ? new Array<number>(toSave).fill(0) : ctx.roll(toSave, `${t.name} saves (${sNeed}+${cover !== 'none' ? `, ${cover} cover` : ''})`, 6, t.player);
  const unsaved = devastated + saves.filter((f) => sNeed === null || f === 1 || f < sNeed).length;
  let slain = 0;
  for (let i = 0; i < unsaved; i++) {
    const m = unitOnTable(d, t.id)[0];
    if (!m) break;
    m.wounds = Math.max(0, m.wounds - w.damage);
    if (m.wounds === 0) {
      m.onTable = false;
      slain++;
      unitWipedOut(d, ctx, t);
    }
  }
  ctx.say(`${hits} hit${hits === 1 ? '' : 's'}, ${unsaved} unsaved: ${t.name} loses ${slain} model${slain === 1 ? '' : 's'}.`, u.player);
}

/** "Killing warlord worth 5"; "Bring it down (killing “colossal” units) worth 1 per unit": scored when the unit's last model falls. */
function unitWipedOut(d: NuDraft, ctx: GameContext, t: NuUnitState): void {
  if (unitOnTable(d, t.id).length) return;
  const scorer = other(t.player);
  const td = unitData(d, t);
  if (td.name === armyOf(d, t.player).warlord) score(d, ctx, scorer, 5, `kills the enemy warlord (${td.name})`);
  if (td.keywords.includes('Colossal')) score(d, ctx, scorer, 1, `brings down ${td.name}`);
}
