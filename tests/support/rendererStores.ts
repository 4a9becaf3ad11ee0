// The renderer's module-level stores (zustand), put back to their initial state before each test file, so that files can
// share one module cache in a worker (isolate: false) and still each start from the app's opening state.
import { beforeAll } from 'vitest';
import type { StoreApi } from 'zustand';
import { useApp } from '../../renderer/src/store/app';
import { useGame } from '../../renderer/src/game/gameStore';
import { useTemplate } from '../../renderer/src/templates/templateStore';
import { useTools } from '../../renderer/src/tools/toolStore';
import { useTerrain } from '../../renderer/src/terrain/terrainStore';
import { useImport } from '../../renderer/src/terrain/ImportPanel';
import { useDice } from '../../renderer/src/dice/diceStore';
import { useAnalysis } from '../../renderer/src/analysis/analysisStore';
import { useLos } from '../../renderer/src/los/losStore';
import { useShare } from '../../renderer/src/share/tableShare';
import { useSharedGame } from '../../renderer/src/share/gameShare';
import { usePresence } from '../../renderer/src/share/presence';
import { useSmoothing } from '../../renderer/src/scene/smoothing';

/** The store as it was made: every field, actions included, replaced, so its subscribers hear the change. */
function reset<T>(store: StoreApi<T>): void {
  store.setState(store.getInitialState(), true);
}

beforeAll(() => {
  reset(useApp);
  reset(useGame);
  reset(useTemplate);
  reset(useTools);
  reset(useTerrain);
  reset(useImport);
  reset(useDice);
  reset(useAnalysis);
  reset(useLos);
  reset(useShare);
  reset(useSharedGame);
  reset(usePresence);
  reset(useSmoothing);
});
