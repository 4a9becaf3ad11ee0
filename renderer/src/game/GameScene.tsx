// What a running game adds to the table: the wounds left on every hurt model ("2/3"), drawn above it, for the moment shown.
import { useMemo } from 'react';
import { replayGame } from '../../../engine/index';
import { WOUND_LABEL_COLOR } from '../scene/colors';
import { FloatingLabel } from '../tools/MeasureOverlays';
import { useGame } from './gameStore';

export function GameScene() {
  const state = useGame((g) => g.state);
  const viewing = useGame((g) => g.viewing);
  const shown = useMemo(() => (state && viewing !== null ? replayGame(state.setup, state.actions.slice(0, viewing)) : state), [state, viewing]);
  if (!shown) return null;
  return (
    <group name="game-wounds">
      {shown.models
        .filter((m) => m.onTable && m.wounds < m.maxWounds)
        .map((m) => (
          <FloatingLabel key={m.id} text={`${m.wounds}/${m.maxWounds} W`} x={m.x} y={m.y} z={m.z + m.heightIn + 0.9} color={WOUND_LABEL_COLOR} size={0.8} />
        ))}
    </group>
  );
}
