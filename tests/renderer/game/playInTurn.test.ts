// A unit dragged before it was activated is played as two actions in one step ("Activate X", then its move): all or
// none here, one after the other at a shared table (the server takes one action at a time), and taken back together.
import { afterEach, describe, expect, it } from 'vitest';
import { dragWholeUnit, gameBoard, TABLE_DRAG_ROLES, type GameAction } from '../../../engine/index';
import { useApp } from '../../../renderer/src/store/app';
import { playInTurn, setGameTransport, undoGame, useGame } from '../../../renderer/src/game/gameStore';
import { altHammerUnitBeforeActivation } from '../../engine/game/handDrags';

function openAtTheDrag() {
  const { s, unit, models, dx, dy } = altHammerUnitBeforeActivation();
  useApp.getState().replaceDocument(gameBoard(s), { path: null, name: 'game' });
  useGame.setState({ state: s, viewing: null, seats: ['you', 'you'], pending: null });
  const v = dragWholeUnit(s, models, dx, dy, TABLE_DRAG_ROLES).verdict;
  if (!v.ok || !v.opening) throw new Error('the drag should be accepted with its activation');
  return { s, unit, opening: v.opening, move: v.action };
}

afterEach(() => setGameTransport(null));

describe('playInTurn', () => {
  it('plays the activation and the move as one step, and Ctrl+Z takes both back', () => {
    const { s, opening, move } = openAtTheDrag();
    expect(playInTurn([opening, move])).toBe(true);
    const after = useGame.getState().state!;
    expect(after.actions.slice(s.actions.length)).toEqual([opening, move]);
    undoGame();
    expect(useGame.getState().state!.actions).toEqual(s.actions);
  });

  it('refused anywhere, nothing is played', () => {
    const { s, opening, move } = openAtTheDrag();
    // The move twice: the second is refused (the unit has moved), so the activation is not played either.
    expect(playInTurn([opening, move, move])).toBe(false);
    expect(useGame.getState().state!.actions).toEqual(s.actions);
  });

  it('at a shared table, the move goes to the server only once it has accepted the activation', () => {
    const { opening, move } = openAtTheDrag();
    const sent: { action: GameAction; accepted?: () => void }[] = [];
    setGameTransport({ start: () => undefined, end: () => undefined, propose: (action, accepted) => void sent.push({ action, accepted }) });
    expect(playInTurn([opening, move])).toBe(true);
    expect(sent.map((x) => x.action)).toEqual([opening]);
    sent[0]!.accepted!();
    expect(sent.map((x) => x.action)).toEqual([opening, move]);
    expect(sent[1]!.accepted).toBeUndefined();
  });
});
