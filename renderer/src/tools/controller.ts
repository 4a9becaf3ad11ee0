// The interaction state machine: what a click, a drag or a key does in each tool. Testable without React.
import { baseContains, checkCoherency, checkMove, RULESETS, type Layout } from '../../../engine/index';
import { dragRuling } from '../game/dragJudge';
import { useGame } from '../game/gameStore';
import { turnPending } from '../game/handPlay';
import { movementRulesFor } from './movementRules';
import { useApp } from '../store/app';
import { modelById } from './modelOps';
import { toolById } from './registry';
import { useTools, type DragInfo } from './toolStore';

const app = () => useApp.getState();
const tools = () => useTools.getState();

export interface Mods {
  readonly shift?: boolean;
  readonly ctrl?: boolean;
  readonly alt?: boolean;
}

/** A model drag in progress: what is moved, where it was grabbed, and the document as it was (kept in the tool store). */
export interface DragSession {
  readonly ids: readonly string[];
  readonly grabX: number;
  readonly grabY: number;
  readonly base: Layout;
  readonly leadId: string;
}

export const isDragging = () => tools().dragSession !== null;

/**
 * A model gone from the table (slain in a game, deleted, another document opened) leaves the selection. A selection that
 * still named a slain model made every drag of its unit a move of a model not on the table: each step was refused,
 * silently, and the unit could not be dragged at all.
 */
export function pruneSelection(models: Layout['models']): void {
  const selection = tools().selection;
  if (!selection.length) return;
  const onTable = new Set(models.map((m) => m.id));
  if (selection.some((id) => !onTable.has(id))) tools().select(selection.filter((id) => onTable.has(id)));
}
useApp.subscribe((s, prev) => {
  if (s.history.present.models !== prev.history.present.models) pruneSelection(s.history.present.models);
});

/** The model whose base contains the table point, if any (the topmost one placed last). */
export function modelAt(x: number, y: number): string | null {
  const ms = app().history.present.models;
  for (let i = ms.length - 1; i >= 0; i--) if (baseContains(ms[i]!, [x, y])) return ms[i]!.id;
  return null;
}

/**
 * A press on the table. A press inside a base counts as a press on that model (for tools that take model presses), so
 * picking does not depend on the 3D pick alone. Returns true when a drag begins. What a press does is the active tool's
 * (its `ToolDef` hooks); the controller only owns the drag every model-moving tool shares.
 */
export function tableDown(x: number, y: number, mods: Mods = {}): boolean {
  const def = toolById(tools().tool);
  const under = def?.onModelDown ? modelAt(x, y) : null;
  if (under) return modelDown(under, x, y, mods);
  def?.onTableDown?.(x, y, mods);
  return false;
}

/** A press on a model. Returns true when a drag begins (the caller then feeds pointerMove / pointerUp). */
export function modelDown(id: string, x: number, y: number, mods: Mods = {}): boolean {
  const def = toolById(tools().tool);
  if (!def?.onModelDown?.(id, x, y, mods)) return false;
  startDrag(id, x, y, mods);
  return true;
}

/**
 * In a game, a press on a model takes its whole unit (its models on the table, or where a pending move put them); Alt
 * takes the one model, to nudge it. Outside a game: the model alone.
 */
function pressedIds(id: string, mods: Mods): readonly string[] {
  const g = useGame.getState();
  if (!g.state || g.viewing !== null || mods.alt) return [id];
  const pressed = g.state.models.find((m) => m.id === id);
  // An enemy model alone (a click on it aims an attack at its unit).
  if (!pressed || pressed.player !== g.state.toAct) return [id];
  const unit = pressed.unit;
  const shownOnTable = new Set(app().history.present.models.map((m) => m.id));
  const ids = g.state.models.filter((m) => m.unit === unit && shownOnTable.has(m.id)).map((m) => m.id);
  return ids.length ? ids : [id];
}

/** Starts dragging the selection (or what a press on `id` takes, when it is not selected), grabbed at table point (x, y). */
function startDrag(id: string, x: number, y: number, mods: Mods = {}): void {
  pruneSelection(app().history.present.models);
  const t = tools();
  const pressed = pressedIds(id, mods);
  const keep = t.selection.includes(id) && (pressed.length === 1 || pressed.every((p) => t.selection.includes(p)));
  const ids = keep ? t.selection : pressed;
  if (!keep) t.select([...pressed]);
  app().beginGesture();
  t.setDragSession({ ids, grabX: x, grabY: y, base: app().history.present, leadId: id });
  t.setDrag({ ids, movedIn: 0 });
}

/** The pointer moved to table point (x, y), over a model or not. */
export function pointerMove(x: number, y: number, overModel: string | null): void {
  const t = tools();
  const drag = t.dragSession;
  if (drag) {
    const r = app().gesture({ kind: 'move-models', ids: drag.ids, dx: x - drag.grabX, dy: y - drag.grabY });
    if (!r.ok) return;
    const before = modelById(drag.base, drag.leadId)!;
    const after = modelById(r.layout, drag.leadId)!;
    const movedIn = Math.hypot(after.x - before.x, after.y - before.y);
    t.setDrag({ ids: drag.ids, movedIn, check: judgeMove(drag, after.x, after.y, r.layout, movedIn) });
    return;
  }
  toolById(t.tool)?.onPointerMove?.(x, y, overModel);
}

/**
 * The drag judged: in a game, by the referee (the move the drag becomes when let go, ruled by the engine's judgeMove);
 * else the lead model's straight move from its start to (x, y) under the chosen ruleset's movement rules.
 */
function judgeMove(d: DragSession, x: number, y: number, after: Layout, movedIn: number): DragInfo['check'] {
  const game = useGame.getState();
  if (game.state && game.viewing === null)
    return dragRuling(game.state, d.ids, after.models, movedIn);
  const start = modelById(d.base, d.leadId)!;
  const moving = new Set(d.ids);
  const { rules } = movementRulesFor(useApp.getState().rulesetId);
  const c = checkMove(
    {
      model: start,
      path: [[start.x, start.y], [x, y]],
      allowanceIn: tools().moveIn,
      terrain: d.base.terrain,
      obstacles: d.base.models.filter((m) => !moving.has(m.id)),
      table: d.base.table,
    },
    rules,
  );
  return { ok: c.ok, costIn: c.costIn, allowanceIn: c.allowanceIn, reasons: c.reasons };
}

export function pointerUp(): void {
  const t = tools();
  const drag = t.dragSession;
  if (!drag) return;
  const moved = t.drag?.movedIn ?? 0;
  if (moved > 1e-6) app().endGesture();
  else app().cancelGesture();
  t.setDragSession(null);
  t.setDrag(null);
}

/**
 * Keys the tools handle (the command keys are the commands' layer). Returns true when the key was used. Escape steps
 * back one thing at a time: a drag, then what the active tool holds (its `onKey`), then the selection, then the tool.
 */
export function toolKey(key: string, mods: Mods = {}): boolean {
  const t = tools();
  if (key === 'Escape' && t.dragSession) {
    app().cancelGesture();
    t.setDragSession(null);
    t.setDrag(null);
    return true;
  }
  if (toolById(t.tool)?.onKey?.(key, mods)) return true;
  if (key === 'Escape') {
    if (t.selection.length) t.select([]);
    else t.setTool('select');
    return true;
  }
  if ((key === 'Delete' || key === 'Backspace') && t.selection.length) {
    app().dispatch({ kind: 'delete-models', ids: t.selection });
    t.select([]);
    return true;
  }
  if ((key === 'q' || key === 'e' || key === 'Q' || key === 'E') && (t.selection.length || useGame.getState().pending)) {
    const step = mods.shift ? 5 : 15;
    const by = key.toLowerCase() === 'q' ? step : -step;
    // In a game, a pending deployment or move turns as a formation and is judged again.
    if (turnPending(by)) return true;
    app().dispatch({ kind: 'turn-models', ids: t.selection, byDeg: by });
    return true;
  }
  return false;
}

/**
 * Models of the units being dragged (or selected) that are out of coherency under the chosen ruleset's own rule
 * (`measuring.coherency`), with a red link to their nearest mate. A ruleset without a coherency rule flags nothing.
 */
export function brokenCoherency(layout: Layout, ids: readonly string[], rulesetId: string): { broken: string[]; links: [string, string][] } {
  const rule = RULESETS[rulesetId]?.measuring.coherency ?? null;
  if (!rule) return { broken: [], links: [] };
  const units = new Set(ids.map((id) => modelById(layout, id)?.unit).filter((u): u is string => u !== undefined));
  const broken: string[] = [];
  const links: [string, string][] = [];
  for (const u of units) {
    const models = layout.models.filter((m) => m.unit === u);
    const r = checkCoherency(models, rule);
    for (const b of r.broken) {
      broken.push(b);
      const m = modelById(layout, b)!;
      let best: string | null = null;
      let bestD = Infinity;
      for (const o of models) {
        if (o.id === b) continue;
        const d = Math.hypot(o.x - m.x, o.y - m.y);
        if (d < bestD) (bestD = d), (best = o.id);
      }
      if (best) links.push([b, best]);
    }
  }
  return { broken, links };
}
