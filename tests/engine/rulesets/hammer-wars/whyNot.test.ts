// Hammer Wars says why a model may not attack (issue 23 item 6): for the active model, each unused attack line no enemy
// can be taken with, and the reason at the nearest enemy, which is the reason applyAction gives for that attack.
import { describe, expect, it } from 'vitest';
import { actionMeaning, applyAction, createGame, edgeDistance, IllegalActionError, legalActions, sampleGameSetup, unitCard, type GameState } from '../../../../engine/index';
import { greedyBotAction } from '../../../../engine/ai/index';

describe('Hammer Wars: why not attack', () => {
  it('each line with no target named, with the reason applyAction gives at the nearest enemy', () => {
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      let s: GameState = createGame(sampleGameSetup('hammer-wars', seed));
      for (let i = 0; i < 400 && !s.result && checked < 8; i++) {
        // The active model: the one whose activation the player may end now.
        const end = legalActions(s).find((a) => a.type === 'end-activation');
        const active = end ? actionMeaning(s, end).unit : null;
        if (active && s.toAct !== null) {
          const why = unitCard(s, active)?.notNow ?? [];
          const m = s.models.find((x) => x.id === active)!;
          const attacks = legalActions(s).filter((a) => a.type === 'attack');
          for (const w of why) {
            const line = Number(/Attack line (\d+)/.exec(w.what)![1]) - 1;
            // No attack with that line is offered ...
            expect(attacks.some((a) => a.line === line)).toBe(false);
            // ... and the one at the nearest enemy is refused with the same words.
            const nearest = s.models.filter((e) => e.onTable && e.player !== m.player).sort((a, b) => edgeDistance(m, a) - edgeDistance(m, b))[0];
            if (!nearest) continue;
            let reason = '';
            try {
              applyAction(s, { type: 'attack', player: s.toAct, line, target: nearest.id });
            } catch (e) {
              if (!(e instanceof IllegalActionError)) throw e;
              reason = e.reason;
            }
            expect(reason).toBe(w.why);
            checked++;
          }
          // A line that is offered is never said to be closed.
          for (const a of attacks) expect(why.some((w) => w.what === `Attack line ${Number(a.line) + 1}`)).toBe(false);
        }
        s = applyAction(s, greedyBotAction(s).action);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
