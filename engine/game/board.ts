// The board of a game as a layout. Kept apart from core.ts (which reads the registry) so ruleset plug-ins can import it
// without an import cycle through the registry.
import type { Layout, LayoutModel } from '../types';
import type { GameState } from './types';

/** The board as a layout: the setup's terrain, deployment and objectives plus the models on the table (side = player). */
export function boardOf(state: Pick<GameState, 'setup' | 'models'>): Layout {
  const l = state.setup.layout;
  const models: LayoutModel[] = state.models
    .filter((m) => m.onTable)
    .map((m) => ({ id: m.id, unit: m.unit, side: m.player, name: m.name, base: m.base, x: m.x, y: m.y, z: m.z, facingDeg: m.facingDeg, heightIn: m.heightIn }));
  return { ...l, models };
}
