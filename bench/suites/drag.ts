// Benchmark suite "drag": the engine and store work of one pointer move while a model is dragged, on the crowded scene
// (20 ruins, 4 woods, 200 models) with a line-of-sight ruling drawn (issue 16: under 8 ms per move). "before" repeats
// the ruling once more per move, as the renderer did when the panel and the scene each computed their own.
import type { BenchCase, BenchSuite } from '../run';
import { generateLosLayout } from '../../engine/los/sceneGenerator';
import { useApp } from '../../renderer/src/store/app';
import { useTools } from '../../renderer/src/tools/toolStore';
import { brokenCoherency, modelDown, pointerMove, pointerUp } from '../../renderer/src/tools/controller';
// The select tool is a registered ToolDef: its press starts the drag the controller runs.
import '../../renderer/src/tools/basicTools';
import { computeRuling } from '../../renderer/src/los/ruling';
import { derivedRuling } from '../../renderer/src/store/derived';

export const dragSuite: BenchSuite = {
  id: 'drag',
  title: 'Dragging a model: engine and store work per pointer move (crowded scene, ruling drawn)',
  setup: () => {
    const layout = generateLosLayout({ seed: 2024, ruins: 20, woods: 4, models: 200 });
    const [observer, target, dragged] = [layout.models[0]!, layout.models[1]!, layout.models[2]!];
    const cases: BenchCase[] = [];
    for (const variant of ['before: ruling computed by panel and scene', 'after: one shared ruling per change'] as const) {
      let step = 0;
      let started = false;
      const move = () => {
        const app = useApp.getState();
        if (!started) {
          app.replaceDocument(layout, { path: null, name: 'crowded' });
          useTools.setState({ tool: 'select', selection: [], drag: null });
          if (!modelDown(dragged.id, dragged.x, dragged.y)) throw new Error('the drag did not start: is the select tool registered?');
          started = true;
        }
        // Small steps back and forth, as a hand drag delivers them.
        step++;
        const dx = Math.sin(step / 7) * 2;
        pointerMove(dragged.x + dx, dragged.y + 0.5, null);
        const doc = useApp.getState().history.present;
        // What the scene derives from each change while dragging: the coherency links of the dragged unit...
        brokenCoherency(doc, [dragged.id], 'hamwarmer');
        // ...and the ruling, read by the LOS panel and the LOS scene.
        if (variant.startsWith('before')) {
          computeRuling(doc, 'hamwarmer', observer.id, target.id);
          computeRuling(doc, 'hamwarmer', observer.id, target.id);
        } else {
          derivedRuling(doc, 'hamwarmer', observer.id, target.id);
          derivedRuling(doc, 'hamwarmer', observer.id, target.id);
        }
      };
      cases.push({ name: `pointer move, ${variant}`, run: move, batch: 5 });
      cases.push({ name: `(ends the drag of '${variant.split(':')[0]}'; not a measurement)`, run: () => void (started && (pointerUp(), (started = false))) });
    }
    return cases;
  },
};
