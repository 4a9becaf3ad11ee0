// Losses and the morale clock (seed 002_e47fa283e0ac09ca.txt, "Morale"; DIGEST C.4): a killed model returns to the pool,
// and every third unit lost, every hero and every heavy lower its player's morale.
import { draftModel, other } from '../../../game/kit';
import type { GameContext, PlayerIndex } from '../../../game/types';
import { endGame } from './scoring';
import { cardOf, label, playerName, type HwDraft } from './state';

/**
 * A model at 0 lives "is killed and returns to the unit pool". Morale: "Every time a player loses three units he lowers his
 * morale by 1. Every time a player loses a hero he lowers his morale by 1. Every time a player loses a heavy he lowers his
 * morale by 1 and his opponent immediately gets 1VP."
 */
export function killModel(d: HwDraft, ctx: GameContext, id: string, killer: PlayerIndex | null): void {
  const m = draftModel(d, id);
  const owner = m.player;
  const card = cardOf(m);
  ctx.say(`${label(m)} is killed and returns to the unit pool.`);
  m.onTable = false;
  m.wounds = m.maxWounds;
  m.statuses = [];
  if (d.ruleset.active?.unit === id) {
    d.ruleset.active = null;
    d.activation = null;
  }
  const pl = d.ruleset.players[owner];
  pl.unitsLost += 1;
  pl.lost.push(m.unit);
  if (pl.unitsLost % 3 === 0) lowerMorale(d, ctx, owner, `${playerName(owner)} has lost ${pl.unitsLost} units`);
  if (card.category === 'Hero') {
    if (killer !== null && killer !== owner) d.ruleset.players[killer].heroesKilled += 1;
    lowerMorale(d, ctx, owner, `${playerName(owner)} lost a hero`);
  }
  if (card.category === 'Heavy') {
    d.points[other(owner)] += 1;
    ctx.say(`${playerName(other(owner))} gets 1VP for killing a heavy.`);
    lowerMorale(d, ctx, owner, `${playerName(owner)} lost a heavy`);
  }
}

/** Lowers a morale counter; at 0 "his opponent receives 1VP, and the game immediately ends". */
export function lowerMorale(d: HwDraft, ctx: GameContext, p: PlayerIndex, why: string): void {
  if (d.result) return;
  const pl = d.ruleset.players[p];
  pl.morale = Math.max(0, pl.morale - 1);
  ctx.say(`${why}: ${playerName(p)}'s morale falls to ${pl.morale}.`);
  if (pl.morale === 0) endGame(d, ctx, [p]);
}
