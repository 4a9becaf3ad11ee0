// The 3D view: a demand-rendered canvas with the table, lights and camera. Scene children come from tools.
import type { ReactNode } from 'react';
import { Canvas } from '@react-three/fiber';
import { CameraRig } from './CameraRig';
import { TableSurface } from './TableSurface';
import { selectSmooth, useSmoothing } from './smoothing';

export function TableScene({ children }: { children?: ReactNode }) {
  // Smoothing is fixed when the WebGL context is made, so a new choice makes the canvas again (the key); the layout, the
  // game and the tools live in stores and are drawn again as they were.
  const smooth = useSmoothing(selectSmooth);
  return (
    <Canvas
      key={smooth ? 'smooth' : 'plain'}
      frameloop="demand"
      camera={{ fov: 45, near: 0.1, far: 2000, position: [30, 60, 40] }}
      gl={{ preserveDrawingBuffer: true, antialias: smooth }}
      // What the browser actually made (it may refuse smoothing), on the canvas for tests and bug reports.
      onCreated={(s) => {
        s.gl.domElement.dataset.smoothing = s.gl.getContext().getContextAttributes()?.antialias ? 'on' : 'off';
      }}
      dpr={[1, 2]}
      data-testid="table-canvas"
    >
      <color attach="background" args={['#1b1f24']} />
      <hemisphereLight args={['#f4f1e8', '#2a2f36', 1.1]} />
      <directionalLight position={[20, 60, 10]} intensity={1.6} />
      <TableSurface />
      {children}
      <CameraRig />
    </Canvas>
  );
}
