// Units still to act, marked on the table on your move (issue 12: "units that still have to act are marked"): read from
// the engine's legal actions, checked against HamWarmer's own eligibility ("each player selects one of their units" in
// turn; "A unit may only be selected once per ... phase") and Hammer Wars' activations.
import { describe, expect, it } from 'vitest';
import { sized } from '../../support/tier';
import { applyAction, createGame, greedyBotAction, sampleGameSetup, type GameState } from '../../../engine/index';
import { eligibleUnits } from '../../../engine/rulesets/hamwarmer/game/turn';
import type { HwrState } from '../../../engine/rulesets/hamwarmer/game/state';
import { draftView } from '../../../engine/game/draftView';
import { unitsToAct } from '../../../renderer/src/game/GameScene';

describe('unitsToAct', () => {
  it('HamWarmer: in Movement and Shooting, exactly the units not yet selected that may act in the phase (on the table, or inside a Transport to disembark)', () => {
    let s: GameState = createGame(sampleGameSetup('hamwarmer', 3));
    let checked = 0;
    // Everyday: the first 120 actions (deployment, then 70 states of Movement and Shooting up to round 4); deep: 250.
    for (let i = 0; i < sized(120, 250) && s.toAct !== null; i++) {
      if ((s.phase === 'Movement' || s.phase === 'Shooting') && s.round >= 1) {
        // "A unit inside a Transport can be selected during the Movement phase": it may act (disembark) with no model on
        // the table (seed 3 comes to one once a Carrier beside an enemy may move away, 2026-11-27).
        const want = eligibleUnits(draftView(s as GameState<HwrState>), s.toAct).map((u) => u.id);
        expect([...unitsToAct(s)].sort(), `${s.phase} round ${s.round}`).toEqual(want.sort());
        checked++;
      }
      s = applyAction(s, greedyBotAction(s).action);
    }
    expect(checked).toBeGreaterThan(10);
  });
  it('Hammer Wars: in combat with no unit active, the models of the player to act not yet activated this round', () => {
    let s: GameState = createGame(sampleGameSetup('hammer-wars', 3));
    let checked = 0;
    for (let i = 0; i < 300 && s.toAct !== null; i++) {
      const rs = s.ruleset as { step: string; active: unknown; activated: string[] };
      if (rs.step === 'combat' && !rs.active) {
        const want = s.models.filter((m) => m.player === s.toAct && m.onTable && !rs.activated.includes(m.id)).map((m) => m.unit);
        expect([...unitsToAct(s)].sort()).toEqual(want.sort());
        checked++;
      }
      s = applyAction(s, greedyBotAction(s).action);
    }
    expect(checked).toBeGreaterThan(3);
  });
  it('nobody when the game is over', () => {
    const s = createGame(sampleGameSetup('hamwarmer', 3));
    expect(unitsToAct({ ...s, toAct: null }).size).toBe(0);
  });
});
