// States with a move the referee judges, and moves of a given length, for the judgeMove and drag readout tests.
import { applyAction, createGame, greedyBotAction, judgeMove, legalActions, sampleGameSetup, type GameAction, type GameState } from '../../../engine/index';

/** The first state of a seeded game where a 'move' the referee judges is offered, with that move. */
export function firstJudgedMove(rulesetId: string, seed: number): { state: GameState; move: GameAction } {
  let s = createGame(sampleGameSetup(rulesetId, seed));
  for (let i = 0; i < 600 && s.toAct !== null; i++) {
    const move = legalActions(s).find((a) => a.type === 'move' && a.positions && judgeMove(s, a)?.ok);
    if (move) return { state: s, move };
    s = applyAction(s, greedyBotAction(s).action);
  }
  throw new Error(`${rulesetId} seed ${seed}: no judged move offered`);
}

/** The offered move's models, each moved from where it stands by `lengthIn` along the heading (cos a, sin a). */
export function translated(s: GameState, move: GameAction, angle: number, lengthIn: number): GameAction {
  const positions: Record<string, { x: number; y: number }> = {};
  for (const id of Object.keys(move.positions!)) {
    const m = s.models.find((x) => x.id === id)!;
    positions[id] = { x: m.x + Math.cos(angle) * lengthIn, y: m.y + Math.sin(angle) * lengthIn };
  }
  return { ...move, positions };
}
