// Line of sight drawn on the table: every ray (clear green, blocked red ending where it hits) and the target tinted by what is seen.
import { useEffect, useMemo } from 'react';
import { BufferGeometry, Float32BufferAttribute } from 'three';
import { baseHalfExtents, BLOCKER_NONE, type LayoutModel } from '../../../engine/index';
import { facingToSceneYaw, tableToScene } from '../scene/coords';
import { FloatingLabel } from '../tools/MeasureOverlays';
import { useApp } from '../store/app';
import { useLos } from './losStore';
import type { Ruling } from './ruling';
import { derivedRuling } from '../store/derived';

export const RAY_CLEAR = [0.25, 0.95, 0.35] as const;
export const RAY_BLOCKED = [1, 0.25, 0.2] as const;

/** Ray segments as one vertex-coloured line set: clear rays reach the target, blocked ones stop at their first hit. */
export function rayGeometry(r: Ruling): BufferGeometry {
  const { rays } = r.los;
  const pos = new Float32Array(rays.count * 6);
  const col = new Float32Array(rays.count * 6);
  const [ex, ey, ez] = rays.eye;
  const e = tableToScene(ex, ey, ez);
  for (let i = 0; i < rays.count; i++) {
    const clear = rays.blockerKind[i] === BLOCKER_NONE;
    const src = clear ? rays.ends : rays.hits;
    const p = tableToScene(src[3 * i]!, src[3 * i + 1]!, src[3 * i + 2]!);
    pos.set([e.x, e.y, e.z, p.x, p.y, p.z], 6 * i);
    const c = clear ? RAY_CLEAR : RAY_BLOCKED;
    col.set([...c, ...c], 6 * i);
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(pos, 3));
  g.setAttribute('color', new Float32BufferAttribute(col, 3));
  return g;
}

function Shell({ model, color, opacity }: { model: LayoutModel; color: string; opacity: number }) {
  const { a, b } = baseHalfExtents(model.base);
  const p = tableToScene(model.x, model.y, model.z + model.heightIn / 2);
  return (
    <mesh position={p} rotation={[0, facingToSceneYaw(model.facingDeg), 0]} scale={model.base.kind === 'hull' ? [1, 1, 1] : [a * 1.08, 1, b * 1.08]} renderOrder={4}>
      {model.base.kind === 'hull' ? <boxGeometry args={[2 * a * 1.05, model.heightIn * 1.04, 2 * b * 1.05]} /> : <cylinderGeometry args={[1, 1, model.heightIn * 1.04, 32]} />}
      <meshBasicMaterial color={color} transparent opacity={opacity} depthWrite={false} />
    </mesh>
  );
}

export function useRuling(): Ruling | null {
  const layout = useApp((s) => s.history.present);
  const rulesetId = useApp((s) => s.rulesetId);
  const { observerId, targetId } = useLos();
  return useMemo(() => (observerId && targetId ? derivedRuling(layout, rulesetId, observerId, targetId) : null), [layout, rulesetId, observerId, targetId]);
}

export function LosScene() {
  const layout = useApp((s) => s.history.present);
  const observerId = useLos((s) => s.observerId);
  const eyeView = useLos((s) => s.eyeView);
  const ruling = useRuling();
  const geometry = useMemo(() => (ruling ? rayGeometry(ruling) : null), [ruling]);
  // The rays' GPU buffer is ours (built here, not by JSX): free it when the ruling changes or the scene goes.
  useEffect(() => () => geometry?.dispose(), [geometry]);
  const observer = layout.models.find((m) => m.id === observerId);
  const target = ruling ? layout.models.find((m) => m.id === ruling.los.targetId) : undefined;
  const seen = ruling?.los.visibleFraction ?? 0;
  return (
    <group name="line-of-sight">
      {observer && <Shell model={observer} color="#ffffff" opacity={0.25} />}
      {target && <Shell model={target} color={seen > 0.5 ? '#3bd16f' : seen > 0 ? '#ffb13b' : '#ff3b3b'} opacity={0.35} />}
      {geometry && !eyeView && (
        <lineSegments geometry={geometry} renderOrder={3}>
          <lineBasicMaterial vertexColors transparent opacity={0.75} depthTest={false} />
        </lineSegments>
      )}
      {target && ruling && !eyeView && (
        <FloatingLabel text={`${Math.round(seen * 100)}% seen · ${ruling.verdict.tier === 'none' ? 'no cover' : ruling.verdict.tier}`} x={target.x} y={target.y} z={target.z + target.heightIn + 1.4} color="#ffffff" />
      )}
    </group>
  );
}
