// Playing on the table by hand (issue 23): drag a unit to move or charge with it, drop a unit from the roster to deploy it,
// nudge single models, then confirm (Enter) or put them back (Escape). The engine judges the whole move as one action
// (engine/game/handPlay.ts); what the table shows until then is the pending move.
import { dragWholeUnit, dropUnit, judgeHandMove, RULESETS, TABLE_DRAG_ROLES, type ActionRole, type GameState, type Layout, type LayoutModel, type ModelPosition } from '../../../engine/index';
import { useApp } from '../store/app';
import { playInTurn, setPending, useGame, type PendingMove } from './gameStore';
import { unitName } from './names';

const app = () => useApp.getState();
const game = () => useGame.getState();
const r3 = (v: number): number => Math.round(v * 1000) / 1000;

/** The hand verdict for positions of `unit` with the given roles. */
function pendingFor(state: GameState, unit: string, positions: Record<string, ModelPosition>, roles: readonly ActionRole[]): PendingMove {
  return { unit, positions, roles, verdict: judgeHandMove(state, unit, positions, roles) };
}

/**
 * A drag of models on the board ended (`before`: the board as it was shown, `moved`: the models as dragged). Models of a
 * pending move adjust it; a whole unit dragged flows round what it cannot cross (a unit of one model goes where it was let go
 * when it may stand there); a single model of a larger unit moves alone. Shown as a pending move with the engine's verdict.
 */
export function handDrag(state: GameState, before: Layout, moved: readonly LayoutModel[]): void {
  const unitOf = (id: string) => state.models.find((m) => m.id === id)?.unit;
  const unit = unitOf(moved[0]!.id);
  if (!unit || moved.some((m) => unitOf(m.id) !== unit)) return app().notify('error', 'Refused: move one unit at a time.');
  const mine = state.models.find((m) => m.unit === unit)!;
  if (mine.player !== state.toAct) return app().notify('error', `Refused: ${unitName(state, unit)} is not yours to move.`);
  const p = game().pending;
  if (p && p.unit === unit) {
    // Adjusting the pending move: the dragged models go where they were dropped.
    const positions = { ...p.positions };
    for (const m of moved) positions[m.id] = { x: r3(m.x), y: r3(m.y), facingDeg: m.facingDeg };
    return setPending(pendingFor(state, unit, positions, p.roles));
  }
  const onTable = state.models.filter((m) => m.unit === unit && m.onTable);
  // The whole unit (a unit of one model too: let go on a base, it takes the nearest free spot along the way).
  const whole = onTable.length > 0 && onTable.every((m) => moved.some((x) => x.id === m.id));
  if (whole) {
    const lead = moved[0]!;
    const was = before.models.find((m) => m.id === lead.id)!;
    const { positions, verdict, adjusted } = dragWholeUnit(state, onTable, lead.x - was.x, lead.y - was.y, TABLE_DRAG_ROLES);
    return setPending({ unit, positions, roles: TABLE_DRAG_ROLES, verdict, ...(adjusted && verdict.ok ? { adjusted } : {}) });
  }
  const positions = Object.fromEntries(moved.map((m) => [m.id, { x: r3(m.x), y: r3(m.y), facingDeg: m.facingDeg }]));
  setPending(pendingFor(state, unit, positions, TABLE_DRAG_ROLES));
}

/** Picks a unit from the roster to deploy: the next press on the table drops it there. */
export function armDeploy(unit: string | null): void {
  useGame.setState({ deployArmed: unit });
  if (unit) app().notify('info', `Click the table where ${unitName(game().state!, unit)} should stand (Escape to cancel).`);
}

/** Drops the armed unit at table point (x, y): a legal formation round it, shown as a pending deployment. */
export function dropArmed(x: number, y: number): boolean {
  const g = game();
  const unit = g.deployArmed;
  if (!g.state || !unit) return false;
  useGame.setState({ deployArmed: null });
  const r = dropUnit(g.state, unit, x, y, RULESETS[g.state.rulesetId]?.measuring.coherency ?? null);
  if (!r.ok) {
    app().notify('error', `Refused: ${r.reason}`);
    return true;
  }
  setPending({ unit, positions: r.action.positions ?? {}, roles: ['deploy'], verdict: { ok: true, action: r.action, words: r.words }, ...(r.adjusted ? { adjusted: r.adjusted } : {}) });
  return true;
}

/**
 * Turns the pending formation (a deployment or a move not yet confirmed) by `byDeg` about its centre, counter-clockwise
 * seen from above (Q: +15°, E: -15°, Shift: 5°), each model's facing with it; judged again as the same kind of move.
 */
export function turnPending(byDeg: number): boolean {
  const g = game();
  const p = g.pending;
  if (!g.state || !p) return false;
  const ps = Object.values(p.positions);
  const cx = ps.reduce((a, q) => a + q.x, 0) / ps.length;
  const cy = ps.reduce((a, q) => a + q.y, 0) / ps.length;
  const t = (byDeg * Math.PI) / 180;
  const [c, sn] = [Math.cos(t), Math.sin(t)];
  const positions: Record<string, ModelPosition> = {};
  for (const [id, q] of Object.entries(p.positions)) {
    const facing = q.facingDeg ?? g.state.models.find((m) => m.id === id)?.facingDeg ?? 0;
    positions[id] = { x: r3(cx + (q.x - cx) * c - (q.y - cy) * sn), y: r3(cy + (q.x - cx) * sn + (q.y - cy) * c), facingDeg: (((facing + byDeg) % 360) + 360) % 360 };
  }
  setPending(pendingFor(g.state, p.unit, positions, p.roles));
  return true;
}

/** Plays the pending move (Enter): refused moves stay pending with their reason. */
export function confirmPending(): boolean {
  const p = game().pending;
  if (!p) return false;
  if (!p.verdict.ok) {
    app().notify('error', `Refused: ${p.verdict.reason}`);
    return true;
  }
  // A unit dragged before it was activated: its activation first, then the move.
  playInTurn(p.verdict.opening ? [p.verdict.opening, p.verdict.action] : [p.verdict.action]);
  return true;
}

/** Puts the pending move's models back where they stand in the game (Escape). */
export function cancelPending(): boolean {
  const g = game();
  if (!g.pending && !g.deployArmed) return false;
  if (g.deployArmed) useGame.setState({ deployArmed: null });
  if (g.pending) setPending(null);
  return true;
}
