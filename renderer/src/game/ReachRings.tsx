// Issue 23 item 4, "see while moving": while a unit of yours is dragged or its move is pending, how far each of its
// models may go is drawn round where they stand: its Move, Run, Charge reach (the referee's allowance, or the most the
// charge dice can give), one outline per kind, labelled with the kind and the distance; and where the models' paths pay for
// their ground (difficult, environmental, dangerous), marked on the table with the piece and the rule.
import { Line } from '@react-three/drei';
import { useMemo } from 'react';
import { costlySpans, handReach, reachOutline, type ActionRole, type GameState, type ModelPosition } from '../../../engine/index';
import { useApp } from '../store/app';
import { COSTLY_COLOR, reachColor } from '../scene/colors';
import { tableToScene } from '../scene/coords';
import { FloatingLabel } from '../tools/MeasureOverlays';
import { useTools } from '../tools/toolStore';
import { useGame } from './gameStore';

export interface ReachShape {
  readonly role: ActionRole;
  readonly label: string;
  readonly segments: readonly (readonly [readonly [number, number], readonly [number, number]])[];
  /** Where the label goes: on the outline, straight "north" of the unit's first model. */
  readonly at: { readonly x: number; readonly y: number };
}

/** The reach outlines of `unit` where its models stand in `state` (on the table only). */
export function reachShapes(state: GameState, unit: string): ReachShape[] {
  const models = state.models.filter((m) => m.unit === unit && m.onTable);
  if (models.length === 0) return [];
  const top = models.reduce((a, m) => (m.y > a.y ? m : a));
  return handReach(state, unit).map((r) => {
    const segments = reachOutline(models, r.reachIn);
    // The outline's highest point above the top model (its ring's north point, which no other model's reach covers).
    const north = segments.flat().filter(([x]) => Math.abs(x - top.x) < 0.6).reduce<readonly [number, number] | null>((a, p) => (!a || p[1] > a[1] ? p : a), null);
    return { role: r.role, label: r.label, segments, at: { x: north?.[0] ?? top.x, y: north?.[1] ?? top.y + r.reachIn } };
  });
}

/** The unit being moved by hand now: the one a drag in progress holds, or the one whose move is pending. */
function useMovingUnit(state: GameState | null): string | null {
  const dragged = useTools((t) => t.drag?.ids[0] ?? null);
  const pending = useGame((g) => g.pending?.unit ?? null);
  if (!state) return null;
  const fromDrag = dragged ? (state.models.find((m) => m.id === dragged)?.unit ?? null) : null;
  return fromDrag ?? pending;
}

/** Where the moving unit's models are now: as dragged (the board) during a drag, else where the pending move puts them. */
function useMovedTo(state: GameState, unit: string | null): Record<string, ModelPosition> | null {
  const dragging = useTools((t) => t.drag !== null);
  const board = useApp((a) => a.history.present.models);
  const pending = useGame((g) => g.pending);
  return useMemo(() => {
    if (!unit) return null;
    if (dragging) return Object.fromEntries(board.filter((m) => state.models.some((x) => x.id === m.id && x.unit === unit)).map((m) => [m.id, { x: m.x, y: m.y }]));
    return pending?.unit === unit ? pending.positions : null;
  }, [state, unit, dragging, board, pending]);
}

export function ReachRings({ state }: { state: GameState }) {
  const unit = useMovingUnit(state);
  const mine = unit !== null && state.models.some((m) => m.unit === unit && m.player === state.toAct);
  const shapes = useMemo(() => (unit && mine ? reachShapes(state, unit) : []), [state, unit, mine]);
  const movedTo = useMovedTo(state, mine ? unit : null);
  const spans = useMemo(() => (movedTo ? costlySpans(state, movedTo) : []), [state, movedTo]);
  // One label per piece crossed, at the middle of its first span.
  const spanLabels = useMemo(() => [...new Map(spans.map((sp) => [sp.label, sp] as const)).values()], [spans]);
  const z = 0.06;
  return (
    <group name="reach-rings">
      {spans.length > 0 && <Line segments points={spans.flatMap((sp) => [tableToScene(sp.from[0], sp.from[1], 0.1), tableToScene(sp.to[0], sp.to[1], 0.1)])} color={COSTLY_COLOR} lineWidth={5} renderOrder={6} />}
      {spanLabels.map((sp) => (
        <FloatingLabel key={`cost-${sp.label}`} text={sp.label} x={(sp.from[0] + sp.to[0]) / 2} y={(sp.from[1] + sp.to[1]) / 2} z={1.2} color={COSTLY_COLOR} size={0.7} />
      ))}
      {shapes.map((s) => (
        <group key={s.label}>
          {s.segments.length > 0 && (
            <Line segments points={s.segments.flatMap(([a, b]) => [tableToScene(a[0], a[1], z), tableToScene(b[0], b[1], z)])} color={reachColor(s.role)} lineWidth={3} dashed={s.role === 'charge'} dashSize={0.6} gapSize={0.3} renderOrder={4} />
          )}
          <FloatingLabel text={s.label} x={s.at.x} y={s.at.y} z={0.8} color={reachColor(s.role)} size={1} />
        </group>
      ))}
    </group>
  );
}
