// The application shell: toolbar, the 3D table, the status bar and overlays; each part behind its own error boundary.
import { useEffect } from 'react';
import { DiceTray } from './dice/DiceTray';
import { handleMenuCommand } from './commands';
import { installAutosave, offerRecovery, openDroppedFile, openLaunchFile } from './fileCommands';
import { installKeyboard } from './keyboard';
import { getPlatform } from './platform/index';
import { TableScene } from './scene/TableScene';
import { LayoutView } from './scene/LayoutView';
import { DeploymentLayer } from './terrain/DeploymentLayer';
import './tools/builtin';
import { Interaction } from './tools/Interaction';
import { MeasureOverlays } from './tools/MeasureOverlays';
import { EyeView } from './los/EyeView';
import { LosScene } from './los/LosScene';
import { GameScene } from './game/GameScene';
import { ActiveToolScene, SidePanel } from './ui/SidePanel';
import { HelpOverlay, Toasts } from './ui/Overlays';
import { NewGameDialog } from './game/NewGameDialog';
import './game/commands';
import { StatusBar } from './ui/StatusBar';
import { Toolbar } from './ui/Toolbar';
import { PanelBoundary } from './ui/PanelBoundary';
import { useGame } from './game/gameStore';

export function App() {
  useEffect(() => installKeyboard(), []);
  useEffect(() => getPlatform().onMenuCommand(handleMenuCommand), []);
  useEffect(() => installAutosave(), []);
  useEffect(() => void offerRecovery().then(openLaunchFile), []);
  return (
    <div
      className="app"
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) e.preventDefault();
      }}
      onDrop={(e) => {
        const f = e.dataTransfer.files[0];
        if (!f) return;
        e.preventDefault();
        void openDroppedFile(f);
      }}
    >
      <PanelBoundary part="The toolbar">
        <Toolbar />
      </PanelBoundary>
      <div className="workspace">
        <main className="viewport">
          <PanelBoundary part="The table view">
            <TableScene>
              <LayoutView />
              <DeploymentLayer />
              <MeasureOverlays />
              <ActiveToolScene />
              <Interaction />
              <EyeView />
              <LosScene />
              <GameScene />
            </TableScene>
          </PanelBoundary>
        </main>
        <PanelBoundary part="The side panel">
          <SidePanel />
        </PanelBoundary>
      </div>
      <PanelBoundary part="The status bar">
        <StatusBar />
      </PanelBoundary>
      <PanelBoundary part="The dice tray">
        <DiceTray />
      </PanelBoundary>
      <Toasts />
      <HelpOverlay />
      <PanelBoundary part="The New game dialog" onReset={() => useGame.setState({ newGameOpen: false })}>
        <NewGameDialog />
      </PanelBoundary>
    </div>
  );
}
