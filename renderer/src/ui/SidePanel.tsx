// The side panel: tool buttons, then the active tool's controls (and the selection, where it applies).
import { toolById, toolList } from '../tools/registry';
import { SelectionPanel } from '../tools/MeasurePanels';
import { useTools } from '../tools/toolStore';
import { GamePanel } from '../game/GamePanel';
import { PanelBoundary } from './PanelBoundary';

export function SidePanel() {
  const tool = useTools((s) => s.tool);
  const setTool = useTools((s) => s.setTool);
  const active = toolById(tool);
  const Panel = active?.Panel;
  return (
    <aside className="sidepanel" aria-label="Tools">
      <PanelBoundary part="The Game panel">
        <GamePanel />
      </PanelBoundary>
      <div className="tools" role="radiogroup" aria-label="Tool">
        {toolList().map((t) => (
          <button key={t.id} role="radio" aria-checked={t.id === tool} data-testid={`tool-${t.id}`} title={`${t.hint} (${t.key})`} onClick={() => setTool(t.id)}>
            {t.label} <kbd>{t.key}</kbd>
          </button>
        ))}
      </div>
      {Panel && (
        <PanelBoundary part={`The ${active.label} panel`} key={tool}>
          <Panel />
        </PanelBoundary>
      )}
      {tool === 'place' && <SelectionPanel />}
    </aside>
  );
}

/** Scene layers of the active tool. */
export function ActiveToolScene() {
  const tool = useTools((s) => s.tool);
  const Scene = toolById(tool)?.Scene;
  return Scene ? <Scene /> : null;
}
