// Draws the open layout: terrain footprints and solids, and the models standing on their bases.
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { ConeGeometry, CylinderGeometry, DoubleSide, InstancedMesh, Matrix4, MeshLambertMaterial, Quaternion, Vector3 } from 'three';
import { baseHalfExtents, pieceLocalToTable, placedBox, treePositions, type LayoutModel, type Side, type TerrainPiece } from '../../../engine/index';
import { useApp } from '../store/app';
import { useThree, type ThreeEvent } from '@react-three/fiber';
import { modelDown } from '../tools/controller';
import { hover } from '../tools/Interaction';
import { useTools } from '../tools/toolStore';
import { footprintColor, sideColor } from './colors';
import { facingToSceneYaw, rayToTable, tableToScene } from './coords';
import { terrainPieceDown } from '../terrain/terrainController';
import { usePolygonGeometry } from './useDisposable';

/** One tree of a woods piece as drawn: where it stands (table inches) and how tall it is. */
export interface TreeShape {
  readonly x: number;
  readonly y: number;
  readonly heightIn: number;
}

/** The trees of a woods piece: positions from the engine's layout of trees, heights varied but fixed per tree. */
export function treeShapes(piece: TerrainPiece): TreeShape[] {
  return treePositions(piece.footprint).map((p, i) => {
    const [x, y] = pieceLocalToTable(piece, p);
    return { x, y, heightIn: 3 + ((i * 7) % 5) * 0.35 };
  });
}

// Shared by every woods piece: unit-height shapes scaled per tree, so a woods is two draw calls however many trees.
const TRUNK_GEOMETRY = new CylinderGeometry(0.15, 0.2, 1, 8);
const CROWN_GEOMETRY = new ConeGeometry(0.9, 1, 10);
// Matte surfaces (terrain, trees, the table) are Lambert: the same look as a rough standard material at a fraction of
// the per-pixel cost (docs/PERFORMANCE.md, "What a frame costs"). Models keep the standard material's sheen.
const TRUNK_MATERIAL = new MeshLambertMaterial({ color: '#5b4330' });
const CROWN_MATERIAL = new MeshLambertMaterial({ color: '#2f5e2c' });
const treeMatrix = new Matrix4();
const treeScale = new Vector3();
const treeAt = new Vector3();
const noTurn = new Quaternion();

/** Woods trees: decoration only (trunk and crown), never solids, so they never block line of sight. Instanced. */
function Trees({ piece }: { piece: TerrainPiece }) {
  const trees = useMemo(() => treeShapes(piece), [piece]);
  const trunks = useRef<InstancedMesh>(null);
  const crowns = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    trees.forEach((t, i) => {
      const base = tableToScene(t.x, t.y, 0);
      // Trunk: the lower 60% of the tree, centred at 30% of its height; crown: 70% tall, centred at 70%.
      treeMatrix.compose(treeAt.set(base.x, t.heightIn * 0.3, base.z), noTurn, treeScale.set(1, t.heightIn * 0.6, 1));
      trunks.current?.setMatrixAt(i, treeMatrix);
      treeMatrix.compose(treeAt.set(base.x, t.heightIn * 0.7, base.z), noTurn, treeScale.set(1, t.heightIn * 0.7, 1));
      crowns.current?.setMatrixAt(i, treeMatrix);
    });
    for (const m of [trunks.current, crowns.current]) {
      if (!m) continue;
      m.instanceMatrix.needsUpdate = true;
      m.computeBoundingSphere();
    }
  }, [trees]);
  return (
    <group name={`trees:${piece.id}`}>
      <instancedMesh key={`t${trees.length}`} ref={trunks} args={[TRUNK_GEOMETRY, TRUNK_MATERIAL, trees.length]} />
      <instancedMesh key={`c${trees.length}`} ref={crowns} args={[CROWN_GEOMETRY, CROWN_MATERIAL, trees.length]} />
    </group>
  );
}

const TerrainPieceView = memo(function TerrainPieceView({ piece }: { piece: TerrainPiece }) {
  const geometry = usePolygonGeometry(piece.footprint);
  const controls = useThree((s) => s.controls) as { enabled: boolean } | null;
  const origin = tableToScene(piece.x, piece.y, 0.03);
  const yaw = (piece.rotationDeg * Math.PI) / 180;
  // In the terrain tool a press selects the piece and starts dragging it; other tools let presses through.
  const onDown = (e: ThreeEvent<PointerEvent>) => {
    if (e.button !== 0 || useTools.getState().tool !== 'terrain') return;
    e.stopPropagation();
    const p = rayToTable(e.ray);
    if (!p) return;
    const [x, y] = p;
    if (terrainPieceDown(piece.id, x, y, { shift: e.shiftKey, ctrl: e.ctrlKey, alt: e.altKey }) && controls) controls.enabled = false;
  };
  return (
    <group name={`terrain:${piece.id}`} onPointerDown={onDown}>
      {/* Footprint: local (x, y) drawn in a plane rotated to lie on the table. */}
      <mesh geometry={geometry} position={origin} rotation={[-Math.PI / 2, 0, yaw]} renderOrder={1}>
        <meshLambertMaterial color={footprintColor(piece.traits)} transparent opacity={0.55} side={DoubleSide} depthWrite={false} />
      </mesh>
      {piece.solids.map((s, i) => {
        const b = placedBox(piece, s.box);
        const p = tableToScene(b.x, b.y, b.z + b.h / 2);
        return (
          <mesh key={i} position={p} rotation={[0, (b.rotationDeg * Math.PI) / 180, 0]} castShadow>
            <boxGeometry args={[b.w, b.h, b.d]} />
            <meshLambertMaterial color={piece.traits.includes('impassable') ? '#55595f' : piece.kind === 'hill' ? '#6f7d4a' : '#9a8f7a'} />
          </mesh>
        );
      })}
      {piece.kind === 'woods' && <Trees piece={piece} />}
    </group>
  );
});

export const ModelView = memo(function ModelView({ model, color, selected }: { model: LayoutModel; color: string; selected?: boolean }) {
  const { a, b } = baseHalfExtents(model.base);
  const baseH = 0.125;
  const bodyH = Math.max(0.1, model.heightIn - baseH);
  const yaw = facingToSceneYaw(model.facingDeg);
  const p = tableToScene(model.x, model.y, model.z);
  const isHull = model.base.kind === 'hull';
  const controls = useThree((s) => s.controls) as { enabled: boolean } | null;
  const onDown = (e: ThreeEvent<PointerEvent>) => {
    if (e.button !== 0) return;
    e.stopPropagation();
    // The grab point is where the pointer's ray meets the table, as every later pointer move is: the model's top surface
    // (e.point) lies above the table, and grabbing there left the model ~0.4" off the cursor for the whole drag.
    const hitTable = rayToTable(e.ray);
    if (!hitTable) return;
    const [x, y] = hitTable;
    if (modelDown(model.id, x, y, { shift: e.shiftKey, ctrl: e.ctrlKey, alt: e.altKey }) && controls) controls.enabled = false;
  };
  return (
    <group
      position={p}
      rotation={[0, yaw, 0]}
      name={`model:${model.id}`}
      onPointerDown={onDown}
      onPointerOver={(e) => {
        e.stopPropagation();
        hover.modelId = model.id;
      }}
      onPointerOut={() => {
        if (hover.modelId === model.id) hover.modelId = null;
      }}
    >
      {isHull ? (
        <mesh position={[0, model.heightIn / 2, 0]}>
          <boxGeometry args={[2 * a, model.heightIn, 2 * b]} />
          <meshStandardMaterial color={color} roughness={0.7} />
        </mesh>
      ) : (
        <>
          <mesh position={[0, baseH / 2, 0]} scale={[a, 1, b]}>
            <cylinderGeometry args={[1, 1, baseH, 48]} />
            <meshStandardMaterial color={selected ? '#ffd27a' : '#20242a'} />
          </mesh>
          <mesh position={[0, baseH + bodyH / 2, 0]} scale={[a * 0.92, 1, b * 0.92]}>
            <cylinderGeometry args={[1, 1, bodyH, 32]} />
            <meshStandardMaterial color={color} roughness={0.6} transparent opacity={0.92} />
          </mesh>
          {/* Facing notch: a small marker at the front of the base. */}
          <mesh position={[a * 0.8, model.heightIn + 0.01, 0]}>
            <boxGeometry args={[a * 0.35, 0.05, Math.max(0.12, b * 0.15)]} />
            <meshBasicMaterial color="#f1ecd2" />
          </mesh>
        </>
      )}
    </group>
  );
});

export function uniqueSides(models: readonly LayoutModel[]): Side[] {
  const out: Side[] = [];
  for (const m of models) if (!out.includes(m.side)) out.push(m.side);
  return out;
}

export function LayoutView() {
  const layout = useApp((s) => s.history.present);
  const sides = useMemo(() => uniqueSides(layout.models), [layout.models]);
  const selection = useTools((s) => s.selection);
  return (
    <group name="layout">
      {layout.terrain.map((t) => (
        <TerrainPieceView key={t.id} piece={t} />
      ))}
      {layout.models.map((m) => (
        <ModelView key={m.id} model={m} color={sideColor(m.side, sides)} selected={selection.includes(m.id)} />
      ))}
    </group>
  );
}
