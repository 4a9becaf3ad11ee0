// Nuceria's Ranged Attack: "Targets must be within the unit’s “Line of Sight”", tiered cover ("Half Cover", "Full Cover",
// "Hidden"), the weapons ready to fire (Cooldown, Assault after a Charge, Pistols in melee, no Blast into melee), the to-hit
// modifiers, and each weapon's volley "measure[d] from that model".
import { boardOf } from '../../../game/board';
import { illegal, possessive, unitOnTable } from '../../../game/kit';
import type { GameAction, GameContext } from '../../../game/types';
import { lineOfSight } from '../../../los/lineOfSight';
import { edgeDistance } from '../../../measure/distance';
import type { Layout } from '../../../types';
import { verdictFor } from '../../cover';
import { NUCERIA } from '../values';
import type { NuWeapon } from './army';
import { resolveDice } from './dice';
import { COVER_BONUS } from './math';
import { locked } from './melee';
import { hasKeyword, NU_DEFAULT, unitData, type NuDraft, type NuGame, type NuUnitState } from './state';

export type NuCover = 'none' | 'half' | 'full';

/** Whether `from` sees `to` on the board, and the cover tier it sees it in. */
export function sight(board: Layout, from: string, to: string): { visible: boolean; tier: NuCover | 'hidden' } {
  const los = lineOfSight(board, from, to, { ...NUCERIA.losOptions, rays: NU_DEFAULT.losRays });
  if (!los.visible) return { visible: false, tier: 'hidden' };
  return { visible: true, tier: verdictFor(NUCERIA, los, board).tier };
}

/** The key of a unit's weapon in `readyAt` (its Cooldown clock). */
export const weaponKey = (u: NuUnitState, w: NuWeapon) => `${u.id}|${w.name}`;

/** Ranged weapons that may fire now: off cooldown; after a Charge only "Assault"; Infantry in melee only "Pistol". */
export function readyRanged(d: NuDraft | NuGame, u: NuUnitState): NuWeapon[] {
  const rs = d.ruleset;
  const charged = rs.active?.unit === u.id && rs.active.charged;
  const engaged = locked(d, u);
  return unitData(d, u).weapons.filter(
    (w) =>
      w.type === 'ranged' &&
      (rs.readyAt[weaponKey(u, w)] ?? 0) <= rs.turnsTaken[u.player] &&
      (!charged || w.abilities.includes('Assault')) &&
      (!engaged || !hasKeyword(d, u, 'Infantry') || w.abilities.includes('Pistol')) &&
      !(engaged && w.abilities.includes('Blast')),
  );
}

/** The to-hit modifier of a ranged attack: -1 into or out of melee (not for Infantry with Pistols); no Blast into melee. */
export function rangedModifier(d: NuDraft, u: NuUnitState, t: NuUnitState, w: NuWeapon): number | null {
  const targetLocked = locked(d, t);
  const shooterLocked = locked(d, u);
  if ((targetLocked || shooterLocked) && w.abilities.includes('Blast')) return null;
  // "Ranged Attacks from the upper levels of this terrain (+2” height) provide that unit with +1 to hit" (every model up there).
  const models = unitOnTable(d, u.id);
  const height = models.length > 0 && models.every((m) => m.z >= NU_DEFAULT.upperLevelIn - 1e-6) ? 1 : 0;
  if (shooterLocked && hasKeyword(d, u, 'Infantry')) return height; // "must use Pistol weapons ... but do not suffer -1 to hit"
  return (targetLocked || shooterLocked ? -1 : 0) + height;
}

/** One weapon's volley: how many dice (every model with the target in range and in sight), its modifier and cover. */
export interface NuVolley {
  readonly w: NuWeapon;
  readonly dice: number;
  readonly mod: number;
  readonly tier: NuCover;
  /** The first firing model and the target model it sees (the rays to draw). */
  readonly from: string;
  readonly to: string;
}

/**
 * The ready ranged weapons of `u` that can fire at `t`, planned before any die is rolled (the roll and the preview share it):
 * "measure from that model": each model with the target in range and in sight fires; cover from the best view it has.
 */
function volleyOf(d: NuDraft, board: Layout, u: NuUnitState, t: NuUnitState, w: NuWeapon): { volley: NuVolley | null; hidden: boolean } {
  const mod = rangedModifier(d, u, t, w);
  if (mod === null) return { volley: null, hidden: false };
  let dice = 0;
  let hidden = false;
  let tier: NuCover = 'full';
  let pair: { from: string; to: string } | null = null;
  for (const m of unitOnTable(d, u.id)) {
    const near = unitOnTable(d, t.id).filter((x) => edgeDistance(m, x) <= w.rangeIn + 1e-9).sort((p, q) => edgeDistance(m, p) - edgeDistance(m, q)).slice(0, 3);
    const seen = near.map((x) => ({ x, s: sight(board, m.id, x.id) })).find((v) => v.s.visible && v.s.tier !== 'hidden');
    const seenTier = seen?.s.tier;
    if (!seen || seenTier === undefined || seenTier === 'hidden') {
      if (near.length) hidden = true;
      continue;
    }
    dice += w.attacks;
    pair ??= { from: m.id, to: seen.x.id };
    if (COVER_BONUS[seenTier] < COVER_BONUS[tier]) tier = seenTier;
  }
  return { volley: dice && pair ? { w, dice, mod, tier, ...pair } : null, hidden };
}

/** Every ready ranged weapon's volley at `t` as the table stands (the preview). */
export function rangedVolleys(d: NuDraft, u: NuUnitState, t: NuUnitState): NuVolley[] {
  const board = boardOf(d);
  return readyRanged(d, u)
    .map((w) => volleyOf(d, board, u, t, w).volley)
    .filter((v): v is NuVolley => v !== null);
}

/** A Ranged Attack: "that unit may use every weapon of that type it is equipped with if it is eligible to do so". */
export function rangedAttack(d: NuDraft, ctx: GameContext, u: NuUnitState, t: NuUnitState, a: GameAction): void {
  const board = boardOf(d);
  const weapons = readyRanged(d, u);
  if (!weapons.length) illegal(`${u.name} has no ranged weapon ready (Cooldown, Charge without Assault, or Pistols only in melee).`, a);
  let fired = 0;
  let hiddenOnly = false;
  for (const w of weapons) {
    // Planned weapon by weapon: models slain by an earlier weapon are no longer targets.
    const { volley: v, hidden } = volleyOf(d, board, u, t, w);
    if (hidden) hiddenOnly = true;
    if (!v) continue;
    if (!unitOnTable(d, t.id).length) break;
    resolveDice(d, ctx, u, t, v.w, v.dice, v.mod, v.tier, `${possessive(u.name)} ${v.w.name}`);
    fired++;
    if (v.w.cooldown > 0) d.ruleset.readyAt[weaponKey(u, v.w)] = d.ruleset.turnsTaken[u.player] + v.w.cooldown + 1;
    if (d.result) return;
  }
  if (!fired) illegal(hiddenOnly ? `${t.name} is Hidden: "Units with bases/models not visible cannot be targeted".` : `No ready ranged weapon of ${u.name} has ${t.name} in range and in sight.`, a);
}
