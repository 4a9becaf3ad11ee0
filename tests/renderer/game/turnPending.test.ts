// Issue 23 item 1: a unit dropped from the roster lands in a formation "which they can turn ... before confirming". Q and
// E turn the pending formation 15° about its centre (Shift: 5°), facings with it, and the engine judges it again.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, gameBoard, legalActions, actionMeaning, sampleGameSetup, type GameState } from '../../../engine/index';
import { useApp } from '../../../renderer/src/store/app';
import { useGame } from '../../../renderer/src/game/gameStore';
import { armDeploy, dropArmed } from '../../../renderer/src/game/handPlay';
import { toolKey } from '../../../renderer/src/tools/controller';
import '../../../renderer/src/tools/basicTools';

describe('turning a pending deployment', () => {
  it('Q turns it 15° counter-clockwise about its centre, E turns it back; the verdict is the engine\'s each time', () => {
    let s: GameState = createGame(sampleGameSetup('hamwarmer', 1));
    // To the first deployment of a unit of several models.
    const multi = (st: GameState) => legalActions(st).find((a) => a.type === 'deploy' && !a.mode && Object.keys(a.positions ?? {}).length >= 3);
    for (let i = 0; i < 40 && !multi(s); i++) s = applyAction(s, legalActions(s)[0]!);
    const deploy = multi(s)!;
    expect(deploy).toBeDefined();
    const unit = actionMeaning(s, deploy).unit!;
    useApp.getState().replaceDocument(gameBoard(s), { path: null, name: 'game' });
    useGame.setState({ state: s, viewing: null, seats: ['you', 'you'], pending: null });
    const ps = Object.values(deploy.positions!);
    armDeploy(unit);
    expect(dropArmed(ps.reduce((a, p) => a + p.x, 0) / ps.length, ps.reduce((a, p) => a + p.y, 0) / ps.length)).toBe(true);
    const before = useGame.getState().pending!;
    expect(before.verdict.ok).toBe(true);
    const ids = Object.keys(before.positions);
    const centre = (pos: typeof before.positions) => [ids.reduce((a, id) => a + pos[id]!.x, 0) / ids.length, ids.reduce((a, id) => a + pos[id]!.y, 0) / ids.length] as const;
    const [cx, cy] = centre(before.positions);

    expect(toolKey('q')).toBe(true);
    const turned = useGame.getState().pending!;
    const [tx, ty] = centre(turned.positions);
    expect(tx).toBeCloseTo(cx, 2);
    expect(ty).toBeCloseTo(cy, 2);
    for (const id of ids) {
      const a = before.positions[id]!;
      const b = turned.positions[id]!;
      // Each model the same distance from the centre, 15° further round (counter-clockwise), facing 15° more.
      expect(Math.hypot(b.x - cx, b.y - cy)).toBeCloseTo(Math.hypot(a.x - cx, a.y - cy), 2);
      if (Math.hypot(a.x - cx, a.y - cy) > 0.5) {
        const turn = (Math.atan2(b.y - cy, b.x - cx) - Math.atan2(a.y - cy, a.x - cx)) * (180 / Math.PI);
        expect(((turn % 360) + 360) % 360).toBeCloseTo(15, 0);
      }
      expect((((b.facingDeg ?? 0) - (a.facingDeg ?? 0)) % 360 + 360) % 360).toBeCloseTo(15, 6);
    }
    // Judged again as the same deployment: the verdict is what the engine says of the turned positions.
    expect(turned.verdict.ok ? turned.verdict.action.positions : null).toEqual(turned.verdict.ok ? turned.positions : null);

    expect(toolKey('e')).toBe(true);
    const back = useGame.getState().pending!;
    for (const id of ids) {
      expect(back.positions[id]!.x).toBeCloseTo(before.positions[id]!.x, 2);
      expect(back.positions[id]!.y).toBeCloseTo(before.positions[id]!.y, 2);
    }
  });
});
