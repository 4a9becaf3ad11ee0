// The analysis drawn on the table: the heatmap (a DataTexture on a plane just above the cloth) and the longest lane.
import { useEffect, useMemo } from 'react';
import { Line } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { DataTexture, NearestFilter, RGBAFormat, SRGBColorSpace } from 'three';
import { tableToScene } from '../scene/coords';
import { FloatingLabel } from '../tools/MeasureOverlays';
import { useApp } from '../store/app';
import { useAnalysis } from './analysisStore';
import { heatGrid } from './heatmap';

export const LANE_COLOR = '#ff4fd8';

export function AnalysisScene() {
  const layout = useApp((s) => s.history.present);
  const result = useAnalysis((s) => s.result);
  const source = useAnalysis((s) => s.source);
  const modelViewshed = useAnalysis((s) => s.modelViewshed);
  const invalidate = useThree((s) => s.invalidate);
  const grid = useMemo(() => heatGrid(source, result, modelViewshed), [source, result, modelViewshed]);
  const texture = useMemo(() => {
    if (!grid) return null;
    const t = new DataTexture(grid.rgba, grid.cols, grid.rows, RGBAFormat);
    t.magFilter = NearestFilter;
    t.minFilter = NearestFilter;
    t.colorSpace = SRGBColorSpace;
    t.needsUpdate = true;
    return t;
  }, [grid]);
  useEffect(() => () => texture?.dispose(), [texture]);
  const lane = result?.longestLane ?? null;
  const lanePoints = useMemo(() => (lane ? [tableToScene(lane.from[0], lane.from[1], 0.12), tableToScene(lane.to[0], lane.to[1], 0.12)] : null), [lane]);
  useEffect(() => invalidate(), [texture, lanePoints, layout, invalidate]);
  return (
    <group name="layout-analysis">
      {grid && texture && (
        <mesh position={tableToScene((grid.cols * grid.cellIn) / 2, (grid.rows * grid.cellIn) / 2, 0.06)} rotation={[-Math.PI / 2, 0, 0]} renderOrder={2}>
          <planeGeometry args={[grid.cols * grid.cellIn, grid.rows * grid.cellIn]} />
          <meshBasicMaterial map={texture} transparent depthWrite={false} />
        </mesh>
      )}
      {lane && lanePoints && (
        <>
          <Line points={lanePoints} color={LANE_COLOR} lineWidth={3} renderOrder={5} />
          <FloatingLabel
            text={`Longest open lane ${lane.lengthIn.toFixed(1)}"`}
            x={(lane.from[0] + lane.to[0]) / 2}
            y={(lane.from[1] + lane.to[1]) / 2}
            z={0.8}
            color={LANE_COLOR}
          />
        </>
      )}
    </group>
  );
}
