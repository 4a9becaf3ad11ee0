// The application shell: toolbar, the 3D table, the status bar and overlays; each part behind its own error boundary.
import { useEffect } from 'react';
import { DiceTray } from './dice/DiceTray';
import { useDice } from './dice/diceStore';
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
import { joinFromAddress } from './share/tableShare';
import { PresenceScene } from './share/PresenceScene';

export function App() {
  const trayOpen = useDice((s) => s.open);
  useEffect(() => installKeyboard(), []);
  useEffect(() => getPlatform().onMenuCommand(handleMenuCommand), []);
  useEffect(() => installAutosave(), []);
  useEffect(() => void offerRecovery().then(openLaunchFile).then(joinFromAddress), []);
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
      <PanelBoundary part="The toolbar" compact>
        <Toolbar />
      </PanelBoundary>
      <div className="workspace">
        {/* The open dice tray is docked under the table, which shrinks to make room: it never covers a deployment zone. */}
        <main className={trayOpen ? 'viewport with-tray' : 'viewport'}>
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
              <PresenceScene />
            </TableScene>
          </PanelBoundary>
          <PanelBoundary part="The dice tray">
            <DiceTray />
          </PanelBoundary>
        </main>
        <PanelBoundary part="The side panel">
          <SidePanel />
        </PanelBoundary>
      </div>
      <PanelBoundary part="The status bar" compact>
        <StatusBar />
      </PanelBoundary>
      <Toasts />
      <HelpOverlay />
      <PanelBoundary part="The New game dialog" onReset={() => useGame.setState({ newGameOpen: false })}>
        <NewGameDialog />
      </PanelBoundary>
    </div>
  );
}
