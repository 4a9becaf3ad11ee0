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
    const target = tableToScene(widthIn / 2, depthIn / 2, 0);
    if (topDown) {
      camera.position.set(target.x, h, target.z + 0.001);
    } else {
      const eye = tableToScene(widthIn / 2, depthIn / 2 - h * 0.62, h * 0.72);
      camera.position.copy(eye);
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
