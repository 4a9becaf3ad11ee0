// Damage and losses (named default althammer.resolution: HamWarmer 24.5's saves and damage, the text stops at Shoot): the
// target's profile for the rolls, wounds taken off the models, the slain leave the table, and an army with no models left
// loses at once (named default althammer.scoring).
import { draftModel, other, unitOnTable } from '../../../game/kit';
import type { GameContext, GameModel, PlayerIndex } from '../../../game/types';
import type { WoundedModel } from '../../shared/attacks/resolve';
import { groupOf, liveUnits, playerName, type AhDraft, type AhView } from './state';

/** What the rolls read of the target unit: its first model's Toughness and saves (AltHammer gives no cover: althammer.cover). */
export function targetStats(d: AhView, unit: string) {
  const p = groupOf(d, unitOnTable(d, unit)[0]!).profile;
  // validateAltHammerArmy refuses per-facing Toughness: "AltHammer models have one Toughness".
  return { toughness: p.T as number, save: p.Sv, invulnerable: p.invulnerable ?? null, cover: false };
}

export const wounded = (models: readonly GameModel[]): WoundedModel[] => models.map((m) => ({ id: m.id, wounds: m.wounds }));

/** Takes damage off the models; those at 0 leave the table. Then checks whether an army is gone. */
export function dealDamage(d: AhDraft, ctx: GameContext, damageTo: Record<string, number>): void {
  for (const [id, n] of Object.entries(damageTo)) {
    const m = draftModel(d, id);
    m.wounds = Math.max(0, m.wounds - n);
    if (m.wounds === 0) {
      m.onTable = false;
      ctx.say(`${playerName(m.player)}'s ${m.name} (${m.id}) is slain.`);
    }
  }
  if (d.result || d.ruleset.step !== 'battle') return;
  const gone = ([0, 1] as PlayerIndex[]).filter((p) => liveUnits(d, p).length === 0);
  if (!gone.length) return;
  const winner: PlayerIndex | null = gone.length === 2 ? null : other(gone[0]!);
  const reason = gone.length === 2 ? 'both armies are destroyed' : `${playerName(gone[0]!)} has no models left on the table`;
  d.result = { winner, reason, score: [d.points[0], d.points[1]] };
  d.toAct = null;
  ctx.say(`The game ends: ${reason}.`);
}
