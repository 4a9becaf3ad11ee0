// A drag of models in a game, read as the move made by hand it becomes (engine/game/handPlay.ts) and ruled by the engine:
// the readout shows the verdict and the figures of the same action the drop makes pending (allowance, cost, reasons).
import { judgeHandMove, judgeMove, TABLE_DRAG_ROLES, type GameState, type ModelPosition } from '../../../engine/index';
import type { DragInfo } from '../tools/toolStore';
import { useGame } from './gameStore';

export interface DraggedModel {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly facingDeg?: number;
}

const r3 = (v: number): number => Math.round(v * 1000) / 1000;

// A drag asks on every pointer move: the last verdict is kept for the same positions (to the hundredth of an inch).
let last: { state: GameState; key: string; check: NonNullable<DragInfo['check']> } | null = null;

/**
 * The readout's figures for a drag in a game: the engine's verdict on the dragged models where they stand now, as the move
 * (or charge, or deployment being adjusted) they would make, with the referee's allowance and cost when it is allowed.
 */
export function dragRuling(state: GameState, dragged: readonly string[], board: readonly DraggedModel[], movedIn: number): NonNullable<DragInfo['check']> {
  const unit = state.models.find((m) => m.id === dragged[0])?.unit;
  if (!unit) return { ok: false, costIn: movedIn, allowanceIn: null, reasons: ['These models are not in the game.'] };
  const pending = useGame.getState().pending;
  const base: Record<string, ModelPosition> = pending && pending.unit === unit ? { ...pending.positions } : {};
  for (const id of dragged) {
    const m = board.find((x) => x.id === id);
    if (m) base[id] = { x: r3(m.x), y: r3(m.y), ...(m.facingDeg !== undefined ? { facingDeg: m.facingDeg } : {}) };
  }
  const key = `${unit}|${JSON.stringify(Object.entries(base).map(([id, p]) => [id, Math.round(p.x * 100), Math.round(p.y * 100)]))}`;
  if (last && last.state === state && last.key === key) return last.check;
  const roles = pending && pending.unit === unit ? pending.roles : TABLE_DRAG_ROLES;
  const v = judgeHandMove(state, unit, base, roles);
  let check: NonNullable<DragInfo['check']>;
  if (!v.ok) {
    // The figures of the plainest kind the drag was tried as (a Move before a Run), with the refusal's words.
    const j = v.first ? judgeMove(state, v.first) : null;
    check = { ok: false, costIn: j?.costIn ?? movedIn, allowanceIn: j?.allowanceIn ?? null, reasons: [v.reason] };
  }
  else {
    const j = judgeMove(state, v.action);
    check = j ? { ok: j.ok, costIn: j.costIn, allowanceIn: j.allowanceIn, reasons: j.reasons } : { ok: true, costIn: movedIn, allowanceIn: null, reasons: [] };
  }
  last = { state, key, check };
  return check;
}
