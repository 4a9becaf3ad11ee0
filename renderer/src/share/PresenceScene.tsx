// The other players at a shared table, drawn in the 3D view in each one's colour: their pointer (a ring and a post with
// their name), their selection (a ring round each selected model, the outline of each selected terrain piece), the ruler
// they are drawing (with its reading) and the sight line they are checking. Nothing is drawn when nobody else is there.
import { useMemo } from 'react';
import { Line } from '@react-three/drei';
import { eyePoint, placedFootprint, rangeRing, type Layout } from '../../../engine/index';
import { tableToScene } from '../scene/coords';
import { useApp } from '../store/app';
import { describeMeasurement, measure } from '../tools/measure';
import { FloatingLabel } from '../tools/MeasureOverlays';
import { modelById } from '../tools/modelOps';
import { usePresence, type Peer } from './presence';

/** A circle of `radiusIn` round a table point, as scene points, closed. */
function circle(x: number, y: number, z: number, radiusIn: number, segments = 32) {
  return Array.from({ length: segments + 1 }, (_, i) => {
    const t = (i / segments) * Math.PI * 2;
    return tableToScene(x + Math.cos(t) * radiusIn, y + Math.sin(t) * radiusIn, z);
  });
}

function PeerView({ peer, layout }: { peer: Peer; layout: Layout }) {
  const { name, color, pointer, selection, ruler, sight } = peer.presence;
  const selected = useMemo(() => {
    const models = selection.models.flatMap((id) => {
      const m = modelById(layout, id);
      return m ? [{ id, points: rangeRing(m, 0.3).map(([x, y]) => tableToScene(x, y, m.z + 0.08)) }] : [];
    });
    const terrain = selection.terrain.flatMap((id) => {
      const t = layout.terrain.find((p) => p.id === id);
      return t ? [{ id, points: placedFootprint(t).map(([x, y]) => tableToScene(x, y, 0.12)) }] : [];
    });
    return [...models, ...terrain].filter((s) => s.points.length > 1);
  }, [layout, selection]);
  const rulerReading = useMemo(() => (ruler ? measure(layout, ruler.from, ruler.to) : null), [layout, ruler]);
  const sightLine = useMemo(() => {
    const observer = sight ? modelById(layout, sight.observerId) : undefined;
    if (!sight || !observer) return null;
    const target = sight.targetId ? modelById(layout, sight.targetId) : undefined;
    const eye = eyePoint(observer);
    const to = target ? ([target.x, target.y, target.z + target.heightIn / 2] as const) : pointer ? ([pointer.x, pointer.y, 0] as const) : null;
    return to ? { from: eye, to } : null;
  }, [layout, sight, pointer]);
  return (
    <group name={`presence-${peer.clientId}`}>
      {pointer && (
        <group>
          <Line points={circle(pointer.x, pointer.y, 0.05, 0.8)} color={color} lineWidth={4} renderOrder={7} depthTest={false} />
          <Line points={[tableToScene(pointer.x, pointer.y, 0.05), tableToScene(pointer.x, pointer.y, 2.2)]} color={color} lineWidth={2} renderOrder={7} depthTest={false} />
          <FloatingLabel text={name} x={pointer.x + 1.2} y={pointer.y + 1.2} z={2.9} color={color} size={1.4} />
        </group>
      )}
      {selected.map((s) => (
        // Over the piece, not under it: a selection outline on the felt would be hidden by the piece's walls.
        <Line key={s.id} points={[...s.points, s.points[0]!]} color={color} lineWidth={4} renderOrder={7} depthTest={false} />
      ))}
      {rulerReading && (
        <group>
          <Line
            points={[tableToScene(rulerReading.from[0], rulerReading.from[1], rulerReading.from[2] + 0.1), tableToScene(rulerReading.to[0], rulerReading.to[1], rulerReading.to[2] + 0.1)]}
            color={color}
            lineWidth={4}
            dashed
            dashSize={0.5}
            gapSize={0.25}
            renderOrder={6}
          />
          <FloatingLabel
            text={`${name}: ${describeMeasurement(rulerReading)}`}
            x={(rulerReading.from[0] + rulerReading.to[0]) / 2}
            y={(rulerReading.from[1] + rulerReading.to[1]) / 2}
            z={Math.max(rulerReading.from[2], rulerReading.to[2]) + 1.4}
            color={color}
            size={1.2}
          />
        </group>
      )}
      {sightLine && (
        <Line points={[tableToScene(...sightLine.from), tableToScene(...sightLine.to)]} color={color} lineWidth={2.5} dashed dashSize={0.3} gapSize={0.2} renderOrder={6} />
      )}
    </group>
  );
}

export function PresenceScene() {
  const peers = usePresence((s) => s.peers);
  const layout = useApp((s) => s.history.present);
  if (!peers.length) return null;
  return (
    <group name="presence">
      {peers.map((p) => (
        <PeerView key={p.clientId} peer={p} layout={layout} />
      ))}
    </group>
  );
}
