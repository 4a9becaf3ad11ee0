// What a running game adds to the table, for the moment shown: the wounds left on every hurt model ("2/3 W") and, on
// your move, an outline round every model of a unit that can still act now.
import { Line } from '@react-three/drei';
import { useMemo } from 'react';
import { actionMeaning, legalActions, rangeRing, replayGame, type GameModel, type GameState } from '../../../engine/index';
import { PLAYER_LABEL_COLORS, TO_ACT_COLOR, WOUND_LABEL_COLOR } from '../scene/colors';
import { tableToScene } from '../scene/coords';
import { FloatingLabel } from '../tools/MeasureOverlays';
import { TemplateShape } from '../templates/TemplateScene';
import { aimTemplates, useGame } from './gameStore';
import { unitNames } from './names';
import { ReachRings } from './ReachRings';
import { useApp } from '../store/app';


/**
 * The units the player to act can act with now: every unit (or Hammer Wars model) an open action names, or moves. Read
 * from the engine's legal actions, so it holds for every ruleset.
 */
export function unitsToAct(state: GameState): Set<string> {
  const out = new Set<string>();
  if (state.toAct === null) return out;
  for (const a of legalActions(state)) {
    const unit = actionMeaning(state, a).unit;
    if (unit !== null) out.add(unit);
  }
  return out;
}

/** A name tag per unit on the table: above its models' centre, over the tallest of them. */
export function unitTags(state: GameState): { unit: string; text: string; player: 0 | 1; x: number; y: number; z: number }[] {
  const names = unitNames(state);
  const by = new Map<string, GameModel[]>();
  for (const m of state.models) if (m.onTable) by.set(m.unit, [...(by.get(m.unit) ?? []), m]);
  return [...by].map(([unit, ms]) => ({
    unit,
    text: names.get(unit) ?? unit,
    player: ms[0]!.player,
    x: ms.reduce((a, m) => a + m.x, 0) / ms.length,
    y: ms.reduce((a, m) => a + m.y, 0) / ms.length,
    z: Math.max(...ms.map((m) => m.z + m.heightIn)) + 1.8,
  }));
}

function Outline({ model }: { model: GameModel }) {
  const points = useMemo(() => rangeRing(model, 0.12).map(([x, y]) => tableToScene(x, y, model.z + 0.05)), [model]);
  return <Line points={[...points, points[0]!]} color={TO_ACT_COLOR} lineWidth={3} renderOrder={5} />;
}

/** How many of the latest actions' templates stay drawn on the table. */
export const RECENT_ACTIONS = 3;

export function GameScene() {
  const state = useGame((g) => g.state);
  const viewing = useGame((g) => g.viewing);
  const seats = useGame((g) => g.seats);
  const shown = useMemo(() => (state && viewing !== null ? replayGame(state.setup, state.actions.slice(0, viewing)) : state), [state, viewing]);
  const yours = !!state && viewing === null && state.toAct !== null && seats[state.toAct] === 'you';
  const toAct = useMemo(() => (yours && state ? unitsToAct(state) : new Set<string>()), [yours, state]);
  // The aimed attack's templates where they would go now (before any die; a scattering blast lands elsewhere).
  const aim = useGame((g) => g.aim);
  const aimed = useMemo(() => (viewing === null ? aimTemplates(state, aim) : []), [state, aim, viewing]);
  // The templates the last few actions placed (a blast, a flame), where they landed: yours stay in view while the
  // computer answers.
  const lastTemplates = useMemo(() => {
    if (!shown) return [];
    let from = shown.log.length;
    for (let n = 0; n < RECENT_ACTIONS && from > 0; ) if (shown.log[--from]!.kind === 'action') n++;
    return shown.log.slice(from).flatMap((l) => (l.template ? [l.template] : []));
  }, [shown]);
  const showNames = useApp((a) => a.showUnitNames);
  const nameTags = useMemo(() => (shown && showNames ? unitTags(shown) : []), [shown, showNames]);
  if (!shown) return null;
  return (
    <group name="game">
      {yours && state && <ReachRings state={state} />}
      {nameTags.map((t) => (
        <FloatingLabel key={`n-${t.unit}`} text={t.text} x={t.x} y={t.y} z={t.z} color={PLAYER_LABEL_COLORS[t.player]} size={0.9} />
      ))}
      {shown.models
        .filter((m) => m.onTable && toAct.has(m.unit))
        .map((m) => (
          <Outline key={`a-${m.id}`} model={m} />
        ))}
      {lastTemplates.map((t, i) => (
        <TemplateShape key={`t-${i}`} template={t} />
      ))}
      {aimed.map((t, i) => (
        <TemplateShape key={`aim-${i}`} template={t.template} />
      ))}
      {shown.models
        .filter((m) => m.onTable && m.wounds < m.maxWounds)
        .map((m) => (
          <FloatingLabel key={m.id} text={`${m.wounds}/${m.maxWounds} W`} x={m.x} y={m.y} z={m.z + m.heightIn + 0.9} color={WOUND_LABEL_COLOR} size={0.8} />
        ))}
    </group>
  );
}
