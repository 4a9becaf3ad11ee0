// quickShot, the AI's quick reckoning of a shot for the round ahead, against the shot preview: the same figures for every
// shot without a Scatter template, and a figure for every shot with one that the preview can fire.
import { describe, expect, it } from 'vitest';
import { previewAttack, type GameAction, type GameState } from '../../../../engine/index';
import { quickShot } from '../../../../engine/rulesets/hamwarmer/game/preview';
import type { HwrState } from '../../../../engine/rulesets/hamwarmer/game/state';
import { randomPlay } from '../../ai/match';

describe('quickShot against previewShot', () => {
  it('every unit pair of seeded random games: equal without scatter, both able to fire with it', () => {
    let plain = 0;
    let scattering = 0;
    for (const seed of [2]) {
      let n = 0;
      for (const { before } of randomPlay('hamwarmer', seed, 200)) {
        if (n++ % 25 !== 0 || before.phase === 'Deployment') continue;
        const s = before as GameState<HwrState>;
        const units = s.ruleset.units.filter((u) => s.models.some((m) => m.onTable && m.unit === u.id));
        for (const u of units) {
          for (const t of units.filter((x) => x.player !== u.player)) {
            const a: GameAction = { type: 'shoot', player: u.player, unit: u.id, target: t.id };
            const full = previewAttack(s, a);
            const quick = quickShot(s, a);
            if (!full || !full.lines.length) {
              expect(quick).toBeNull();
              continue;
            }
            expect(quick).not.toBeNull();
            if (full.includesScatter) {
              scattering++;
              continue;
            }
            plain++;
            expect(quick!.meanDamage).toBeCloseTo(full.meanDamage, 9);
            expect(quick!.meanSlain).toBeCloseTo(full.meanSlain, 9);
          }
        }
      }
    }
    expect(plain).toBeGreaterThan(10);
    expect(scattering).toBeGreaterThan(0);
  }, 60_000);
});
