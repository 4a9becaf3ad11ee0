// The basic tools: select and move, place models, ruler. Registered first so they lead the tool list. Each is a ToolDef
// like every other tool: what a press, a pointer move or a key does is in its hooks; the controller owns the shared drag.
import { useApp } from '../store/app';
import { modelAt } from './controller';
import type { Anchor } from './measure';
import { PlacePanel, RulerPanel, SelectionPanel } from './MeasurePanels';
import { registerTool } from './registry';
import { useTools } from './toolStore';

const tools = () => useTools.getState();

/** Shift+press adds to (or takes from) the selection; a plain press drags the model (and the selection with it). */
const pressToSelectOrDrag = (id: string, _x: number, _y: number, mods: { shift?: boolean }): boolean => {
  if (!mods.shift) return true;
  tools().select([id], true);
  return false;
};

registerTool({
  id: 'select',
  label: 'Select',
  key: 'V',
  hint: 'Select and drag models',
  Panel: SelectionPanel,
  onModelDown: pressToSelectOrDrag,
  onTableDown: (_x, _y, mods) => {
    if (!mods.shift) tools().select([]);
  },
});

registerTool({
  id: 'place',
  label: 'Place',
  key: 'P',
  hint: 'Click the table to place a model',
  Panel: PlacePanel,
  onModelDown: pressToSelectOrDrag,
  onTableDown: (x, y) => {
    const t = tools();
    const r = useApp.getState().dispatch({ kind: 'place-model', spec: t.newModel, x, y });
    if (r.ok) t.select([...r.ids]);
  },
});

/** The first click anchors the ruler, the second pins it. */
function rulerClick(a: Anchor): void {
  const t = tools();
  if (!t.rulerStart) return t.setRulerStart(a);
  t.pinRuler({ from: t.rulerStart, to: a });
}

registerTool({
  id: 'ruler',
  label: 'Ruler',
  key: 'R',
  hint: 'Measure edge to edge',
  Panel: RulerPanel,
  onModelDown: (id) => {
    rulerClick({ kind: 'model', id });
    return false;
  },
  onTableDown: (x, y) => rulerClick({ kind: 'point', x, y }),
  // The hover reads exactly what a click here would pin: the model under the pointer (3D pick or base), else the point.
  onPointerMove: (x, y, overModel) => {
    const t = tools();
    if (!t.rulerStart) return;
    const m = overModel ?? modelAt(x, y);
    t.setRulerHover(m ? { kind: 'model', id: m } : { kind: 'point', x, y });
  },
  onKey: (key) => {
    if (key !== 'Escape' || !tools().rulerStart) return false;
    tools().setRulerStart(null);
    return true;
  },
});
