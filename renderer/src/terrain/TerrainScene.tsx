// The terrain tool's layer in the 3D view: clicks on empty table, drags, outlines of the selection and of pieces whose
// twin is missing, and the zone being drawn.
import { useEffect, useMemo } from 'react';
import { Line } from '@react-three/drei';
import type { ThreeEvent } from '@react-three/fiber';
import { placedFootprint, type TerrainPiece } from '../../../engine/index';
import { derivedSymmetry } from '../store/derived';
import { rayToTable, tableToScene } from '../scene/coords';
import { useApp } from '../store/app';
import { addEscapeStep } from '../keyboard';
import { listenPointer, useTableInput } from '../scene/listen';
import { FloatingLabel } from '../tools/MeasureOverlays';
import { useTools } from '../tools/toolStore';
import { isTerrainDragging, terrainEscape, terrainPointerMove, terrainPointerUp, terrainTableDown } from './terrainController';
import { useTerrain } from './terrainStore';


function Outline({ piece, color, width }: { piece: TerrainPiece; color: string; width: number }) {
  const pts = useMemo(() => {
    const fp = placedFootprint(piece);
    return [...fp, fp[0]!].map(([x, y]) => tableToScene(x, y, 0.08));
  }, [piece]);
  return <Line points={pts} color={color} lineWidth={width} renderOrder={7} depthTest={false} />;
}

export function TerrainScene() {
  const { el, invalidate, toTable } = useTableInput();
  const layout = useApp((s) => s.history.present);
  const selection = useTerrain((s) => s.selection);
  const mode = useTerrain((s) => s.mode);
  const draft = useTerrain((s) => s.zoneDraft);
  const unmatched = useMemo(() => new Set(derivedSymmetry(layout, mode).unmatched), [layout, mode]);

  useEffect(() => useTerrain.subscribe(() => invalidate()), [invalidate]);
  useEffect(() => {
    // Model selection belongs to the other tools; clear it so their keys (Delete, Q/E) do not act on hidden models.
    useTools.getState().select([]);
    const onMove = (e: PointerEvent) => {
      if (!isTerrainDragging()) return;
      const p = toTable(e);
      if (!p) return;
      const [x, y] = p;
      terrainPointerMove(x, y, { alt: e.altKey });
      invalidate();
    };
    const onUp = () => {
      terrainPointerUp();
      invalidate();
    };
    // Escape steps back inside the tool (drag, zone, selection) before the tool itself is left: a higher key layer.
    const removeKeys = addEscapeStep('terrain:escape', terrainEscape, invalidate);
    const removeMove = listenPointer(el, { pointermove: onMove });
    const removeUp = listenPointer(window, { pointerup: onUp });
    return () => {
      removeMove();
      removeUp();
      removeKeys();
    };
  }, [el, toTable, invalidate]);

  const onDown = (e: ThreeEvent<PointerEvent>) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    const p = rayToTable(e.ray);
    if (!p) return;
    const [x, y] = p;
    terrainTableDown(x, y, { shift: e.shiftKey, ctrl: e.ctrlKey, alt: e.altKey });
  };

  const { widthIn: w, depthIn: d } = layout.table;
  const draftPts = draft.map(([x, y]) => tableToScene(x, y, 0.1));
  return (
    <group name="terrain-tool">
      {/* Catches presses on empty table just above its surface (pieces and models lie above it and win). */}
      <mesh position={tableToScene(w / 2, d / 2, 0.001)} rotation={[-Math.PI / 2, 0, 0]} onPointerDown={onDown}>
        <planeGeometry args={[w, d]} />
        <meshBasicMaterial transparent opacity={0} depthWrite={false} />
      </mesh>
      {layout.terrain
        .filter((p) => unmatched.has(p.id) && !selection.includes(p.id))
        .map((p) => (
          <Outline key={`u:${p.id}`} piece={p} color="#ff3b3b" width={3} />
        ))}
      {layout.terrain
        .filter((p) => selection.includes(p.id))
        .map((p) => (
          <group key={`s:${p.id}`}>
            <Outline piece={p} color={unmatched.has(p.id) ? '#ff8a3b' : '#ffd27a'} width={3.5} />
            <FloatingLabel text={`${p.id}: ${p.traits.join(', ') || 'no traits'}`} x={p.x} y={p.y} z={Math.max(1, ...p.solids.map((s) => s.box.z + s.box.h)) + 1.2} size={0.8} />
          </group>
        ))}
      {draftPts.length >= 2 && <Line points={draftPts} color="#ffffff" lineWidth={2} dashed dashSize={0.5} gapSize={0.3} />}
      {draftPts.map((p, i) => (
        <mesh key={i} position={p}>
          <sphereGeometry args={[0.25, 12, 8]} />
          <meshBasicMaterial color="#ffffff" />
        </mesh>
      ))}
    </group>
  );
}
