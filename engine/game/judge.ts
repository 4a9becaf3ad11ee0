// The referee's ruling on a move before it is made, for the drag readout: the ruleset's own move check, the one apply uses.
import { actionShapeProblem } from './actionCheck';
import { gamePlugin } from './registry';
import type { GameAction, GameState, ModelPosition, MoveVerdict } from './types';

/**
 * How `action` (a move with `positions`) would be ruled now: ok or the refusal's reason, its cost and the allowance. Null
 * when the ruleset has no distance ruling for it (deployment, a charge decided by dice, not a move now). As applyAction
 * does, a malformed action (a position off the table ...) is refused by the shared shape check before any rule.
 */
export function judgeMove(state: GameState, action: GameAction): MoveVerdict | null {
  if (state.result || state.toAct !== action.player) return null;
  const plugin = gamePlugin(state.rulesetId);
  if (!plugin?.judgeMove) return null;
  const shape = actionShapeProblem(state, action);
  if (!shape) return plugin.judgeMove(state, action);
  // The allowance is the ruleset's; asked with every model staying where it stands, so no rule reads a hostile point.
  const stay: Record<string, ModelPosition> = {};
  let costIn = 0;
  for (const [id, p] of Object.entries(action.positions ?? {})) {
    const m = state.models.find((x) => x.id === id);
    if (!m) continue;
    stay[id] = { x: m.x, y: m.y };
    const d = Math.hypot(p.x - m.x, p.y - m.y);
    if (Number.isFinite(d)) costIn = Math.max(costIn, d);
  }
  const still = plugin.judgeMove(state, { ...action, positions: stay });
  return still ? { ok: false, reasons: [shape], costIn, allowanceIn: still.allowanceIn } : null;
}
