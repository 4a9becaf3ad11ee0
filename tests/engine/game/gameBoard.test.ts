// The board a game shows (gameBoard): the deployment zones the ruleset actually uses in this game, so a player drags units
// into the zone the engine checks. Every deploy action the engine offers lies in the zone shown for its player, and a model
// placed well outside it is refused.
import { describe, expect, it } from 'vitest';
import { IllegalActionError, applyAction, createGame, gameBoard, legalActions, playableRulesetIds, sampleGameSetup, type GameState } from '../../../engine/index';
import { pointInPolygon } from '../../../engine/geometry/polygon';
import { overLimitInches } from '../../../engine/game/kit';

describe('gameBoard: the deployment zones shown are the ones the engine checks', () => {
  for (const rulesetId of playableRulesetIds()) {
    it(`${rulesetId}`, () => {
      let s: GameState = createGame(sampleGameSetup(rulesetId, 4));
      // Play the pre-game choices (Hammer Wars: order, edges, goals) until a deploy action is offered.
      for (let i = 0; i < 30 && !legalActions(s).some((a) => a.type === 'deploy'); i++) s = applyAction(s, legalActions(s).find((a) => a.type !== 'end-deployment')!);
      const deploys = legalActions(s).filter((a) => a.type === 'deploy');
      expect(deploys.length).toBeGreaterThan(0);
      const zones = gameBoard(s).deployment!.zones;
      const zone = zones.find((z) => z.side === s.toAct)!;
      expect(zone, `a zone for player ${s.toAct! + 1}`).toBeDefined();
      // HamWarmer's Infiltrate deploys "anywhere on the table" (mode 'infiltrate'), not in the zone.
      for (const a of deploys.filter((x) => x.mode !== 'infiltrate')) for (const p of Object.values(a.positions!)) expect(pointInPolygon([p.x, p.y], zone.polygon), `${JSON.stringify(p)} in ${JSON.stringify(zone.polygon)}`).toBe(true);
      // The same model placed at the middle of the other player's zone is refused.
      const other = zones.find((z) => z.side !== s.toAct);
      if (other) {
        const xs = other.polygon.map((v) => v[0]);
        const ys = other.polygon.map((v) => v[1]);
        const mid = { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
        const a = deploys[0]!;
        const positions = Object.fromEntries(Object.keys(a.positions!).map((id, k) => [id, { x: mid.x + (k % 5) * 1.5 - 3, y: mid.y + Math.floor(k / 5) * 1.5 }]));
        expect(() => applyAction(s, { ...a, positions })).toThrow(IllegalActionError);
      }
    });
  }
});

describe('overLimitInches: a move just over its limit reads as over', () => {
  it('one decimal when it tells them apart, more when it does not (up to three)', () => {
    expect(overLimitInches(7.25, 6)).toEqual(['7.3', '6.0']);
    expect(overLimitInches(6.02, 6)).toEqual(['6.02', '6.00']);
    expect(overLimitInches(6.004, 6)).toEqual(['6.004', '6.000']);
    expect(overLimitInches(6.0004, 6)).toEqual(['6.000', '6.000']);
  });
  it('HamWarmer refuses a move 0.02" over 6" in words that show it', () => {
    let s: GameState = createGame(sampleGameSetup('hamwarmer', 1));
    for (let i = 0; i < 400 && !(s.phase === 'Movement' && s.toAct === 0 && legalActions(s).some((a) => a.type === 'move' && Object.keys(a.positions!).length === 1)); i++) s = applyAction(s, legalActions(s)[0]!);
    const a = legalActions(s).find((x) => x.type === 'move' && Object.keys(x.positions!).length === 1)!;
    const [id] = Object.keys(a.positions!);
    const m = s.models.find((x) => x.id === id)!;
    // Straight up the table, 6.02" from where it stands.
    let reason = '';
    try {
      applyAction(s, { ...a, positions: { [id!]: { x: m.x, y: m.y + (s.toAct === 0 ? 6.02 : -6.02) } } });
    } catch (e) {
      reason = (e as IllegalActionError).reason;
    }
    expect(reason).toMatch(/would need 6\.02" of movement and has 6\.00"/);
  });
});
