// Dice luck for the end-of-game card: for every attack the previewed expectation (before its dice were rolled) against
// the wounds it actually removed, per player. Replays the game from its setup; pure.
import { applyAction, createGame, previewAttack } from './core';
import type { GameState, PlayerIndex } from './types';

export interface PlayerLuck {
  /** Attacks with a preview (shots in HamWarmer, attack lines in Hammer Wars). */
  readonly attacks: number;
  /** Wounds (HP or lives) those attacks removed from enemy models. */
  readonly dealt: number;
  /** What the previews expected, summed. */
  readonly expected: number;
}

/** Damage dealt against expected for each player, over the attacks the ruleset previews. */
export function diceLuck(state: GameState): [PlayerLuck, PlayerLuck] {
  const out = [
    { attacks: 0, dealt: 0, expected: 0 },
    { attacks: 0, dealt: 0, expected: 0 },
  ];
  let s: GameState = createGame(state.setup);
  for (const a of state.actions) {
    const p = previewAttack(s, a);
    const next = applyAction(s, a);
    if (p) {
      const me: PlayerIndex = a.player;
      const o = out[me]!;
      o.attacks++;
      o.expected += p.meanDamage;
      for (const m of next.models) {
        if (m.player === me) continue;
        const was = s.models.find((x) => x.id === m.id);
        // A model that left the table lost all it had (Hammer Wars resets a killed model's lives as it returns to the pool).
        if (was && was.onTable) o.dealt += m.onTable ? Math.max(0, was.wounds - m.wounds) : was.wounds;
      }
    }
    s = next;
  }
  return [out[0]!, out[1]!];
}
