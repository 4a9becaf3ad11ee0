// Dice luck on the end card (issue 12: "dice luck (damage dealt against expected)"): replayed from the game's actions.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, diceLuck, previewAttack, type GameState } from '../../../engine/index';
import { playRandomGame } from './play';

describe('diceLuck', () => {
  for (const rulesetId of ['hamwarmer', 'hammer-wars']) {
    it(`${rulesetId}: counts every previewed attack, sums the previews' expectations and the wounds actually removed`, () => {
      const { state } = playRandomGame(rulesetId, 7, false);
      const luck = diceLuck(state);
      // Brute force: replay; for each attack add the preview's mean, and the drop in the enemy's wounds on the table.
      const want = [0, 1].map(() => ({ attacks: 0, dealt: 0, expected: 0 }));
      let s: GameState = createGame(state.setup);
      const onTable = (g: GameState, enemyOf: number) => g.models.filter((m) => m.player !== enemyOf && m.onTable).reduce((n, m) => n + m.wounds, 0);
      for (const a of state.actions) {
        const p = previewAttack(s, a);
        const next = applyAction(s, a);
        if (p) {
          const w = want[a.player]!;
          w.attacks++;
          w.expected += p.meanDamage;
          w.dealt += onTable(s, a.player) - onTable(next, a.player);
        }
        s = next;
      }
      expect(luck[0].attacks + luck[1].attacks).toBeGreaterThan(0);
      expect(luck[0].dealt + luck[1].dealt).toBeGreaterThan(0);
      for (const p of [0, 1] as const) {
        expect(luck[p].attacks).toBe(want[p]!.attacks);
        expect(luck[p].expected).toBeCloseTo(want[p]!.expected, 9);
        expect(luck[p].dealt).toBe(want[p]!.dealt);
      }
    });
  }
});
