// Deployment zones (translucent, coloured by side, labelled), reserve areas (outlines) and objective markers with their
// control radius: always drawn when the layout has them, whatever tool is active.
import { useEffect, useMemo } from 'react';
import { Line } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { DoubleSide } from 'three';
import { isReserveZone, type DeploymentZone, type ObjectiveMarker, type Side } from '../../../engine/index';
import { sideColor } from '../scene/colors';
import { tableToScene } from '../scene/coords';
import { labelTexture } from '../scene/labels';
import { usePolygonGeometry } from '../scene/useDisposable';
import { useApp } from '../store/app';
import { useTerrain } from './terrainStore';
import { zoneLabelPoint } from './zoneLabel';

/** A text label lying flat on the table, `size` inches tall. */
export function FlatLabel({ text, x, y, z = 0.05, size = 1, color = '#ffffff' }: { text: string; x: number; y: number; z?: number; size?: number; color?: string }) {
  const { texture, aspect } = labelTexture(text, color, '#00000070');
  return (
    <mesh position={tableToScene(x, y, z)} rotation={[-Math.PI / 2, 0, 0]} renderOrder={4}>
      <planeGeometry args={[size * aspect, size]} />
      <meshBasicMaterial map={texture} transparent depthWrite={false} />
    </mesh>
  );
}

function Zone({ zone, color, avoid }: { zone: DeploymentZone; color: string; avoid: readonly (readonly [number, number])[] }) {
  const reserve = isReserveZone(zone);
  const geometry = usePolygonGeometry(zone.polygon);
  const outline = useMemo(() => [...zone.polygon, zone.polygon[0]!].map(([x, y]) => tableToScene(x, y, 0.04)), [zone.polygon]);
  const [cx, cy] = zoneLabelPoint(zone.polygon, avoid, (zone.name ?? zone.id).length);
  return (
    <group name={`zone:${zone.id}`}>
      {!reserve && (
        <mesh geometry={geometry} position={[0, 0.025, 0]} rotation={[-Math.PI / 2, 0, 0]} renderOrder={1}>
          <meshBasicMaterial color={color} transparent opacity={0.22} side={DoubleSide} depthWrite={false} />
        </mesh>
      )}
      <Line points={outline} color={color} lineWidth={reserve ? 1.5 : 2} dashed={reserve} dashSize={0.6} gapSize={0.4} renderOrder={3} />
      {!reserve && <FlatLabel text={zone.name ?? zone.id} x={cx} y={cy} size={1.1} color="#ffffff" />}
    </group>
  );
}

function Objective({ o }: { o: ObjectiveMarker }) {
  const r = o.controlRadiusIn ?? 0;
  const ring = useMemo(() => Array.from({ length: 65 }, (_, i) => tableToScene(o.x + r * Math.cos((i / 64) * 2 * Math.PI), o.y + r * Math.sin((i / 64) * 2 * Math.PI), 0.06)), [o.x, o.y, r]);
  return (
    <group name={`objective:${o.id}`}>
      <mesh position={tableToScene(o.x, o.y, 0.1)}>
        <cylinderGeometry args={[0.6, 0.6, 0.2, 32]} />
        <meshStandardMaterial color="#f2c14e" emissive="#5a4000" />
      </mesh>
      {r > 0 && <Line points={ring} color="#f2c14e" lineWidth={2} renderOrder={3} />}
      <FlatLabel text={`${o.name ?? o.id}${r > 0 ? ` (${r}")` : ''}`} x={o.x} y={o.y - 1.3} size={0.8} color="#f2c14e" />
    </group>
  );
}

export function DeploymentLayer() {
  const zones = useApp((s) => s.history.present.deployment?.zones);
  const objectives = useApp((s) => s.history.present.objectives);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => useTerrain.subscribe(() => invalidate()), [invalidate]);
  const markers = useMemo(() => (objectives ?? []).map((o) => [o.x, o.y] as const), [objectives]);
  const sides = useMemo(() => {
    const out: Side[] = [];
    for (const z of zones ?? []) if (!out.includes(z.side)) out.push(z.side);
    return out;
  }, [zones]);
  return (
    <group name="deployment">
      {zones?.map((z) => <Zone key={z.id} zone={z} color={sideColor(z.side, sides)} avoid={markers} />)}
      {objectives?.map((o) => <Objective key={o.id} o={o} />)}
    </group>
  );
}
