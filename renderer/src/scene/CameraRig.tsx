// Orbit / pan / zoom camera over the table, with a top-down toggle that frames the whole table.
import { useEffect, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { useApp } from '../store/app';
import { tableToScene } from './coords';

/** Camera height that fits a w x d table in view for a vertical field of view and aspect ratio. */
export function fitHeight(widthIn: number, depthIn: number, fovDeg: number, aspect: number, margin = 1.15): number {
  const t = Math.tan(((fovDeg / 2) * Math.PI) / 180);
  return (Math.max(depthIn / 2 / t, widthIn / 2 / (t * aspect)) * margin);
}

/**
 * Where a player stands: behind the middle of long edge A, eyes about 22" above the table and a little back from the
 * edge, looking at a point just short of the table's centre. Table inches: [eye x, y, z] and [target x, y, z].
 */
export function playerViewpoint(widthIn: number, depthIn: number): { eye: [number, number, number]; target: [number, number, number] } {
  const back = Math.min(14, depthIn * 0.3);
  const height = Math.min(30, Math.max(16, depthIn * 0.5));
  return { eye: [widthIn / 2, -back, height], target: [widthIn / 2, depthIn * 0.42, 0] };
}

export function CameraRig() {
  const controls = useRef<OrbitControlsImpl>(null);
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const topDown = useApp((s) => s.topDown);
  const { widthIn, depthIn } = useApp((s) => s.history.present.table);

  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    const fov = 'fov' in camera ? (camera as { fov: number }).fov : 45;
    const h = fitHeight(widthIn + 10, depthIn + 10, fov, size.width / Math.max(1, size.height));
    const centre = tableToScene(widthIn / 2, depthIn / 2, 0);
    let target = centre;
    if (topDown) {
      camera.position.set(centre.x, h, centre.z + 0.001);
    } else {
      const v = playerViewpoint(widthIn, depthIn);
      camera.position.copy(tableToScene(...v.eye));
      target = tableToScene(...v.target);
    }
    c.target.copy(target);
    c.enableRotate = !topDown;
    c.update();
    invalidate();
    // Only a toggle or a new table reframes; resizing keeps the user's view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [topDown, widthIn, depthIn]);

  return <OrbitControls ref={controls} makeDefault enableDamping={false} maxPolarAngle={Math.PI / 2 - 0.05} minDistance={3} maxDistance={400} screenSpacePanning />;
}
