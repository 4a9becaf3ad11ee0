// Registers the Analysis tool (key Y) and its command; a click on a model shows that model's own viewshed.
import { viewshed } from '../../../engine/index';
import { registerCommand } from '../commands';
import { useApp } from '../store/app';
import { registerTool } from '../tools/registry';
import { useTools } from '../tools/toolStore';
import { AnalysisPanel } from './AnalysisPanel';
import { AnalysisScene } from './AnalysisScene';
import { cancelAnalysis, startAnalysis } from './analysisClient';
import { useAnalysis } from './analysisStore';

/** Computes the model's viewshed (1" cells, models standing in them of the analysis height) and shows it. */
export function showModelViewshed(modelId: string): void {
  const layout = useApp.getState().history.present;
  const m = layout.models.find((x) => x.id === modelId);
  if (!m) return;
  const s = useAnalysis.getState();
  const v = viewshed(layout, {
    from: { x: m.x, y: m.y, z: m.z, heightIn: m.heightIn },
    cellIn: 1,
    targetHeightIn: s.modelHeightIn,
    footprints: s.areaBlocks ? 'obscuring-blocks' : 'ignore',
  });
  s.set({ modelViewshed: { modelId, viewshed: v, layout }, source: { kind: 'model', modelId } });
  const seen = v.visible.reduce((n, c) => n + c, 0) / v.visible.length;
  useApp.getState().notify('info', `${modelId} sees ${Math.round(seen * 100)}% of the table.`);
}

registerTool({
  id: 'analysis',
  label: 'Analysis',
  key: 'Y',
  hint: 'Layout analysis: zone heatmaps, hidden shares, the longest open lane; click a model for its viewshed',
  Panel: AnalysisPanel,
  Scene: AnalysisScene,
  onModelDown: (id) => {
    showModelViewshed(id);
    return false;
  },
  onTableDown: () => undefined,
});

registerCommand({
  id: 'analysis-run',
  label: 'Analyse the layout (again: cancel the running analysis)',
  keys: 'Shift+Y',
  run: () => {
    useTools.getState().setTool('analysis');
    if (useAnalysis.getState().status === 'running') cancelAnalysis();
    else startAnalysis();
  },
});
