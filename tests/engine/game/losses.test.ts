// Issue 21 defect 3: Hammer Wars losses read "0 / 0" while the report shows kills. A killed model returns to the unit pool
// with its lives, so the table alone cannot tell; the ruleset counts them (modelsLost), and every ruleset's count matches
// its own report.
import { describe, expect, it } from 'vitest';
import { modelsLost, type GameState, type PlayerIndex } from '../../../engine/index';
import { playRandomGame } from './play';

const tableCount = (s: GameState, p: PlayerIndex) => s.models.filter((m) => m.player === p && !m.onTable && m.wounds === 0).length;

describe('modelsLost', () => {
  it('Hammer Wars: one entry per "is killed and returns to the unit pool" line, by the owner of the model killed', () => {
    let checked = 0;
    for (const seed of [3, 5]) {
      const { state } = playRandomGame('hammer-wars', seed, false);
      const kills = state.log.filter((l) => / is killed and returns to the unit pool\.$/.test(l.text)).length;
      const lost = modelsLost(state);
      expect(lost[0].length + lost[1].length, `seed ${seed}`).toBe(kills);
      const hw = state.ruleset as { players: { unitsLost: number }[] };
      expect([lost[0].length, lost[1].length]).toEqual([hw.players[0]!.unitsLost, hw.players[1]!.unitsLost]);
      // Every entry is a unit of that player.
      for (const p of [0, 1] as const) for (const u of lost[p]) expect(state.models.find((m) => m.unit === u)?.player).toBe(p);
      // The defect: the table shows none of them.
      expect(tableCount(state, 0) + tableCount(state, 1)).toBe(0);
      checked += kills;
    }
    expect(checked).toBeGreaterThan(0);
  });
  for (const rulesetId of ['reglas-basicas', 'nuceria']) {
    it(`${rulesetId}: the models off the table with no wounds left`, () => {
      const { state } = playRandomGame(rulesetId, 4, false);
      const lost = modelsLost(state);
      expect([lost[0].length, lost[1].length]).toEqual([tableCount(state, 0), tableCount(state, 1)]);
    });
  }
});
