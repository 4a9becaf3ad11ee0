// The interaction state machine: what a click, a drag or a key does in each tool. Testable without React.
import { baseContains, checkCoherency, checkMove, RULESETS, type Layout } from '../../../engine/index';
import { movementRulesFor } from './movementRules';
import { useApp } from '../store/app';
import { modelById, moveModels } from './modelOps';
import type { Anchor } from './measure';
import { toolById } from './registry';
import { useTools, type DragInfo } from './toolStore';

const app = () => useApp.getState();
const tools = () => useTools.getState();

export interface Mods {
  readonly shift?: boolean;
  readonly ctrl?: boolean;
  readonly alt?: boolean;
}

interface DragSession {
  readonly ids: readonly string[];
  readonly grabX: number;
  readonly grabY: number;
  readonly base: Layout;
  readonly leadId: string;
}
let drag: DragSession | null = null;

export const isDragging = () => drag !== null;

/** The model whose base contains the table point, if any (the topmost one placed last). */
export function modelAt(x: number, y: number): string | null {
  const ms = app().history.present.models;
  for (let i = ms.length - 1; i >= 0; i--) if (baseContains(ms[i]!, [x, y])) return ms[i]!.id;
  return null;
}

/**
 * A press on the table. A press inside a base counts as a press on that model, so picking does not depend on the 3D
 * pick alone. Returns true when a drag begins.
 */
export function tableDown(x: number, y: number, mods: Mods = {}): boolean {
  const t = tools();
  const wantsModels = t.tool === 'select' || t.tool === 'ruler' || toolById(t.tool)?.onModelDown !== undefined;
  const under = wantsModels ? modelAt(x, y) : null;
  if (under) return modelDown(under, x, y, mods);
  const custom = toolById(t.tool)?.onTableDown;
  if (custom) {
    custom(x, y, mods);
    return false;
  }
  switch (t.tool) {
    case 'place': {
      const r = app().dispatch({ kind: 'place-model', spec: t.newModel, x, y });
      if (r.ok) t.select([...r.ids]);
      return false;
    }
    case 'ruler':
      rulerClick({ kind: 'point', x, y });
      return false;
    case 'select':
      if (!mods.shift) t.select([]);
      return false;
  }
  return false;
}

/** A press on a model. Returns true when a drag begins (the caller then feeds pointerMove / pointerUp). */
export function modelDown(id: string, x: number, y: number, mods: Mods = {}): boolean {
  const t = tools();
  const custom = toolById(t.tool)?.onModelDown;
  if (custom && !custom(id, x, y, mods)) return false;
  if (t.tool === 'ruler') {
    rulerClick({ kind: 'model', id });
    return false;
  }
  if (t.tool !== 'select' && t.tool !== 'place' && !custom) return false;
  if (mods.shift) {
    t.select([id], true);
    return false;
  }
  const sel = t.selection.includes(id) ? t.selection : [id];
  if (!t.selection.includes(id)) t.select([id]);
  drag = { ids: sel, grabX: x, grabY: y, base: app().history.present, leadId: id };
  app().beginGesture();
  t.setDrag({ ids: sel, movedIn: 0 });
  return true;
}

/** The pointer moved to table point (x, y), over a model or not. */
export function pointerMove(x: number, y: number, overModel: string | null): void {
  if (drag) {
    const next = moveModels(drag.base, drag.ids, x - drag.grabX, y - drag.grabY);
    app().gesture(next);
    const before = modelById(drag.base, drag.leadId)!;
    const after = modelById(next, drag.leadId)!;
    const movedIn = Math.hypot(after.x - before.x, after.y - before.y);
    tools().setDrag({ ids: drag.ids, movedIn, check: judgeMove(drag, after.x, after.y) });
    return;
  }
  const t = tools();
  toolById(t.tool)?.onPointerMove?.(x, y, overModel);
  // The hover reads exactly what a click here would pin: the model under the pointer (3D pick or base), else the point.
  if (t.tool === 'ruler' && t.rulerStart) {
    const m = overModel ?? modelAt(x, y);
    t.setRulerHover(m ? { kind: 'model', id: m } : { kind: 'point', x, y });
  }
}

/** The lead model's straight move from its start to (x, y) under the chosen ruleset's movement rules. */
function judgeMove(d: DragSession, x: number, y: number): DragInfo['check'] {
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
  if (!drag) return;
  const moved = tools().drag?.movedIn ?? 0;
  const label = drag.ids.length === 1 ? `Move ${drag.ids[0]}` : `Move ${drag.ids.length} models`;
  if (moved > 1e-6) app().endGesture(label);
  else app().cancelGesture();
  drag = null;
  tools().setDrag(null);
}

function rulerClick(a: Anchor): void {
  const t = tools();
  if (!t.rulerStart) return t.setRulerStart(a);
  t.pinRuler({ from: t.rulerStart, to: a });
}

/** Keys the tools handle (the command keys are handled elsewhere). Returns true when the key was used. */
export function toolKey(key: string, mods: Mods = {}): boolean {
  const t = tools();
  if (key === 'Escape') {
    if (drag) {
      app().cancelGesture();
      drag = null;
      t.setDrag(null);
    } else if (t.rulerStart) t.setRulerStart(null);
    else if (t.selection.length) t.select([]);
    else t.setTool('select');
    return true;
  }
  if ((key === 'Delete' || key === 'Backspace') && t.selection.length) {
    app().dispatch({ kind: 'delete-models', ids: t.selection });
    t.select([]);
    return true;
  }
  if ((key === 'q' || key === 'e' || key === 'Q' || key === 'E') && t.selection.length) {
    const step = mods.shift ? 5 : 15;
    const by = key.toLowerCase() === 'q' ? step : -step;
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
