// Nuceria says why the active unit may not attack or move (issue 23 item 6), over seeded greedy games: Attack is named
// exactly when no attack is offered to a unit on the table that has not attacked, and an attack at each enemy unit is
// then refused by applyAction; Move is named once the unit has moved, and no move is offered.
import { describe, expect, it } from 'vitest';
import { actionMeaning, applyAction, createGame, IllegalActionError, legalActions, sampleGameSetup, unitCard, type GameState } from '../../../../engine/index';
import { greedyBotAction } from '../../../../engine/ai/index';

describe('Nuceria: why not', () => {
  it('the active unit\'s card says why it may not attack or move, exactly when the rules refuse it', () => {
    const seen = { attack: 0, move: 0 };
    for (const seed of [1, 2]) {
      let s: GameState = createGame(sampleGameSetup('nuceria', seed));
      for (let i = 0; i < 300 && !s.result; i++) {
        const legal = legalActions(s);
        const end = legal.find((a) => a.type === 'end-activation');
        const unit = end ? actionMeaning(s, end).unit : null;
        if (unit && s.toAct !== null) {
          const notNow = unitCard(s, unit)?.notNow ?? [];
          const attack = notNow.find((n) => n.what === 'Attack');
          expect(!!attack || legal.some((a) => a.type === 'attack') || !s.models.some((m) => m.unit === unit && m.onTable), JSON.stringify(notNow)).toBe(true);
          if (attack) {
            seen.attack++;
            expect(legal.some((a) => a.type === 'attack')).toBe(false);
            for (const t of new Set(s.models.filter((m) => m.onTable && m.player !== s.toAct).map((m) => m.unit)))
              expect(() => applyAction(s, { type: 'attack', player: s.toAct!, mode: 'ranged', target: t })).toThrow(IllegalActionError);
          }
          if (notNow.some((n) => n.what === 'Move')) {
            seen.move++;
            expect(legal.some((a) => a.type === 'move' || a.type === 'charge')).toBe(false);
          }
        }
        s = applyAction(s, greedyBotAction(s).action);
      }
    }
    expect(seen.attack).toBeGreaterThan(0);
    expect(seen.move).toBeGreaterThan(0);
  });
});
