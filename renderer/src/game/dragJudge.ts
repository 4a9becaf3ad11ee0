// A drag of models in a game, read as the engine's move and ruled by the engine's own judgeMove: what the drag readout shows
// and the action the drag becomes when the player lets go are the same.
import { judgeMove, legalActions, type GameAction, type GameState } from '../../../engine/index';
import type { DragInfo } from '../tools/toolStore';

export interface DraggedModel {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}

const r3 = (v: number): number => Math.round(v * 1000) / 1000;

// A drag asks on every pointer move; the offered actions are a function of the state, so they are worked out once per state.
const offeredFor = new WeakMap<GameState, GameAction[]>();
function offered(state: GameState): GameAction[] {
  let out = offeredFor.get(state);
  if (!out) offeredFor.set(state, (out = legalActions(state)));
  return out;
}

/**
 * The action a drag of `dragged` becomes: the move open to them now (a 'move' first, else the first offered action that
 * places them), each of its models where it stands on the board after the drag (`board`, rounded to the thousandth of an
 * inch). Null when none is open.
 */
export function dragAction(state: GameState, dragged: readonly string[], board: readonly DraggedModel[]): GameAction | null {
  const ids = new Set(dragged);
  const candidates = offered(state).filter((a) => a.positions && Object.keys(a.positions).some((id) => ids.has(id)));
  const best = candidates.find((a) => a.type === 'move') ?? candidates[0];
  if (!best) return null;
  const positions: Record<string, { x: number; y: number }> = {};
  for (const id of Object.keys(best.positions!)) {
    const m = board.find((x) => x.id === id);
    positions[id] = m ? { x: r3(m.x), y: r3(m.y) } : best.positions![id]!;
  }
  return { ...best, positions };
}

/**
 * The readout's figures for a drag in a game: the referee's ruling of the move it would become (allowance, cost, reasons).
 * A drag that is no move now, or a move the rules price only with dice (a charge), has no allowance to show.
 */
export function dragRuling(state: GameState, dragged: readonly string[], board: readonly DraggedModel[], movedIn: number): NonNullable<DragInfo['check']> {
  const action = dragAction(state, dragged, board);
  if (!action) return { ok: false, costIn: movedIn, allowanceIn: null, reasons: [`No move is open for ${dragged[0] ?? 'these models'} now (${state.phase}).`] };
  const v = judgeMove(state, action);
  if (!v) return { ok: true, costIn: movedIn, allowanceIn: null, reasons: [] };
  return { ok: v.ok, costIn: v.costIn, allowanceIn: v.allowanceIn, reasons: v.reasons };
}
