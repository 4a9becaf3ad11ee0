// Reglas básicas says why a unit may not shoot or fight (issue 23 item 6), over seeded greedy games: for each live unit
// of the player to act in the Ranged and Melee phases, Shoot (Fight) is named exactly when no shot (fight) is offered to
// it, and a shot (fight) at each enemy unit is then refused by applyAction.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, IllegalActionError, legalActions, sampleGameSetup, unitCard, type GameState } from '../../../../engine/index';
import { greedyBotAction } from '../../../../engine/ai/index';

describe('Reglas básicas: why not', () => {
  it('Shoot and Fight are named exactly when the rules refuse them', () => {
    const seen = { Shoot: 0, Fight: 0 };
    for (const seed of [1, 2, 3]) {
      let s: GameState = createGame(sampleGameSetup('reglas-basicas', seed));
      for (let i = 0; i < 200 && !s.result; i++) {
        const kind = s.phase === 'Ranged' ? 'Shoot' : s.phase === 'Melee' ? 'Fight' : null;
        if (kind && s.toAct !== null) {
          const legal = legalActions(s);
          const type = kind === 'Shoot' ? 'shoot' : 'fight';
          const mine = new Set(s.models.filter((m) => m.onTable && m.player === s.toAct).map((m) => m.unit));
          const theirs = new Set(s.models.filter((m) => m.onTable && m.player !== s.toAct).map((m) => m.unit));
          for (const unit of mine) {
            const named = (unitCard(s, unit)?.notNow ?? []).some((n) => n.what === kind);
            const offered = legal.some((a) => a.type === type && a.unit === unit);
            expect(named, `${unit} ${kind}`).toBe(!offered);
            if (!named) continue;
            seen[kind]++;
            for (const t of theirs) expect(() => applyAction(s, { type, player: s.toAct!, unit, target: t })).toThrow(IllegalActionError);
          }
        }
        s = applyAction(s, greedyBotAction(s).action);
      }
    }
    expect(seen.Shoot).toBeGreaterThan(0);
    expect(seen.Fight).toBeGreaterThan(0);
  });
});
