// Registers the terrain tool, its keyboard commands (listed in the help overlay) and the top-down PNG export.
import { registerCommand } from '../commands';
import { getPlatform } from '../platform/index';
import { useApp } from '../store/app';
import { registerTool } from '../tools/registry';
import { useTools } from '../tools/toolStore';
import { layoutPng } from './exportPng';
import { deleteSelection, duplicateSelection, finishZone, selectAllTerrain, turnSelection } from './terrainController';
import { TerrainPanel } from './TerrainPanel';
import { TerrainScene } from './TerrainScene';
import { useTerrain } from './terrainStore';

registerTool({ id: 'terrain', label: 'Terrain', key: 'L', hint: 'Place, move and turn terrain; symmetry, deployment and objectives', Panel: TerrainPanel, Scene: TerrainScene });

/** Runs only while the terrain tool is active, so the same keys stay free for other tools. */
const inTerrain = (run: () => void) => () => {
  if (useTools.getState().tool === 'terrain') run();
};

registerCommand({ id: 'terrain:duplicate', label: 'Terrain: duplicate the selection (with twins)', keys: 'Ctrl+D', run: inTerrain(duplicateSelection) });
registerCommand({ id: 'terrain:delete', label: 'Terrain: delete the selection (with twins)', keys: 'Delete / Backspace', run: inTerrain(deleteSelection) });
registerCommand({ id: 'terrain:turn-left', label: 'Terrain: turn 15° left', keys: 'Q', run: inTerrain(() => turnSelection(15)) });
registerCommand({ id: 'terrain:turn-right', label: 'Terrain: turn 15° right', keys: 'E', run: inTerrain(() => turnSelection(-15)) });
registerCommand({ id: 'terrain:turn-left-free', label: 'Terrain: turn 1° left (free)', keys: 'Alt+Q', run: inTerrain(() => turnSelection(1, true)) });
registerCommand({ id: 'terrain:turn-right-free', label: 'Terrain: turn 1° right (free)', keys: 'Alt+E', run: inTerrain(() => turnSelection(-1, true)) });
registerCommand({ id: 'terrain:select-all', label: 'Terrain: select every piece', keys: 'Ctrl+A', run: inTerrain(selectAllTerrain) });
registerCommand({
  id: 'terrain:finish-zone',
  label: 'Terrain: finish the zone being drawn',
  keys: 'Enter',
  run: inTerrain(() => {
    if (useTerrain.getState().click === 'zone') finishZone();
  }),
});

registerCommand({
  id: 'export-layout-png',
  label: 'Export a top-down PNG of the layout (grid, zones, objectives, scale bar)',
  keys: 'Ctrl+Shift+E',
  run: async () => {
    const app = useApp.getState();
    const layout = app.history.present;
    try {
      const bytes = await layoutPng(layout);
      const r = await getPlatform().exportPng(bytes, `${layout.name || 'layout'} top-down.png`);
      if (r.ok) app.notify('info', `Exported ${r.value.name}.`);
      else if (!r.cancelled) app.notify('error', `Export failed: ${r.message}`);
    } catch (e) {
      app.notify('error', `Export failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  },
});
