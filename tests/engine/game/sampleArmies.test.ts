// Every playable ruleset lists its sample armies (New game offers each for either side): the seed's pairings are drawn
// from that list, and any pairing from it, a mirror match included, starts a game whose sides hold those armies' units.
import { describe, expect, it } from 'vitest';
import { createGame, gamePlugin, playableRulesetIds, sampleArmies, sampleGameSetup } from '../../../engine/index';

describe('sample armies', () => {
  for (const id of playableRulesetIds()) {
    it(`${id}: the seed's pairings come from the list, and every pairing from it starts`, () => {
      const list = sampleArmies(id);
      expect(list.length).toBeGreaterThanOrEqual(2);
      for (const a of list) expect(a.ruleset).toBe(id);
      for (let seed = 0; seed < 12; seed++) for (const a of sampleGameSetup(id, seed).armies) expect(list).toContain(a);
      for (const first of list)
        for (const second of list) {
          const state = createGame({ ...sampleGameSetup(id, 1), armies: [first, second] });
          expect(state.setup.armies.map((a) => a.name)).toEqual([first.name, second.name]);
          // Each side's models are its army's roster (Hammer Wars buys from a pool, so its models may start unbought).
          for (const [p, army] of [first, second].entries()) {
            const rostered = gamePlugin(id)!.roster(army).reduce((n, u) => n + u.models, 0);
            const mine = state.models.filter((m) => m.player === p).length;
            if (id === 'hammer-wars') expect(mine).toBeLessThanOrEqual(rostered);
            else expect(mine, `${id}: player ${p + 1}, ${army.name}`).toBe(rostered);
          }
        }
    });
  }
});
