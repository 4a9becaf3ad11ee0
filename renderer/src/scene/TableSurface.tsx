// The table: a felt slab whose top is z = 0, the 1"/6"/12" grid, edge rulers and edge names.
import { BufferGeometry, Float32BufferAttribute } from 'three';
import { useThree } from '@react-three/fiber';
import { useApp } from '../store/app';
import { edgeTicks, gridLines } from './grid';
import { labelTexture } from './labels';
import { sceneToTable, tableToScene } from './coords';
import { tableDown } from '../tools/controller';
import { useDisposable } from './useDisposable';

export const TABLE_COLOR = '#4d7a4f';
const THICKNESS = 1.5;

function segmentsGeometry(flat: number[], lift: number): BufferGeometry {
  const pos: number[] = [];
  for (let i = 0; i < flat.length; i += 4) {
    const a = tableToScene(flat[i]!, flat[i + 1]!, lift);
    const b = tableToScene(flat[i + 2]!, flat[i + 3]!, lift);
    pos.push(a.x, a.y, a.z, b.x, b.y, b.z);
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new Float32BufferAttribute(pos, 3));
  return g;
}

function Label(props: { text: string; x: number; y: number; size?: number; color?: string; turnDeg?: number }) {
  const { text, x, y, size = 1.1, color, turnDeg = 0 } = props;
  const { texture, aspect } = labelTexture(text, color);
  const p = tableToScene(x, y, 0.02);
  return (
    <mesh position={p} rotation={[-Math.PI / 2, 0, (turnDeg * Math.PI) / 180]} renderOrder={2}>
      <planeGeometry args={[size * aspect, size]} />
      <meshBasicMaterial map={texture} transparent depthWrite={false} />
    </mesh>
  );
}

/** A press this close outside the table's edge counts as a press on the edge (a click aimed at a corner lands). */
export const EDGE_GRACE_IN = 0.75;

/** A table point clamped onto the table, or null when it is farther than EDGE_GRACE_IN outside it. */
export function clampToTable([x, y]: readonly [number, number], table: { widthIn: number; depthIn: number }): [number, number] | null {
  if (x < -EDGE_GRACE_IN || y < -EDGE_GRACE_IN || x > table.widthIn + EDGE_GRACE_IN || y > table.depthIn + EDGE_GRACE_IN) return null;
  return [Math.min(table.widthIn, Math.max(0, x)), Math.min(table.depthIn, Math.max(0, y))];
}

export function TableSurface() {
  const { widthIn, depthIn } = useApp((s) => s.history.present.table);
  const showGrid = useApp((s) => s.showGrid);
  const controls = useThree((s) => s.controls) as { enabled: boolean } | null;
  const grid = useDisposable(() => {
    const g = gridLines(widthIn, depthIn);
    const lines = { fine: segmentsGeometry(g.fine, 0.01), six: segmentsGeometry(g.six, 0.012), twelve: segmentsGeometry(g.twelve, 0.014) };
    return { ...lines, dispose: () => Object.values(lines).forEach((l) => l.dispose()) };
  }, [widthIn, depthIn]);
  const centre = tableToScene(widthIn / 2, depthIn / 2, -THICKNESS / 2);

  // Presses are taken by a plane a little larger than the table, so a click on the very edge or corner still lands
  // (it is clamped onto the table); the cursor readout is set by the one pointer path in tools/Interaction.tsx. Its
  // material is not drawn (visible false: the ray still finds the plane), so no frame blends an unseen plane over the
  // whole table: on software rendering (SwiftShader) that pass was about a tenth of a frame's cost.
  const hitPlane = tableToScene(widthIn / 2, depthIn / 2, 0.0005);

  return (
    <group>
      <mesh
        position={hitPlane}
        rotation={[-Math.PI / 2, 0, 0]}
        name="table-hit"
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          const [tx, ty] = sceneToTable(e.point);
          const p = clampToTable([tx, ty], { widthIn, depthIn });
          if (p && tableDown(p[0], p[1], { shift: e.shiftKey, ctrl: e.ctrlKey, alt: e.altKey }) && controls) controls.enabled = false;
        }}
      >
        <planeGeometry args={[widthIn + 2 * EDGE_GRACE_IN, depthIn + 2 * EDGE_GRACE_IN]} />
        <meshBasicMaterial visible={false} />
      </mesh>
      {/* Felt is matte: Lambert draws it as the rough standard material did, at a fraction of the per-pixel cost (the
          table fills most frames; docs/PERFORMANCE.md, "What a frame costs"). */}
      <mesh position={centre} receiveShadow name="table">
        <boxGeometry args={[widthIn, THICKNESS, depthIn]} />
        <meshLambertMaterial color={TABLE_COLOR} />
      </mesh>
      {showGrid && (
        <group name="grid">
          <lineSegments geometry={grid.fine}>
            <lineBasicMaterial color="#6f9a70" transparent opacity={0.55} />
          </lineSegments>
          <lineSegments geometry={grid.six}>
            <lineBasicMaterial color="#b9d4b0" transparent opacity={0.85} />
          </lineSegments>
          <lineSegments geometry={grid.twelve}>
            <lineBasicMaterial color="#f1ecd2" />
          </lineSegments>
        </group>
      )}
      <group name="edge-labels">
        {edgeTicks(widthIn).map((v) => (
          <Label key={`xb${v}`} text={`${v}"`} x={v} y={-1.2} />
        ))}
        {edgeTicks(widthIn).map((v) => (
          <Label key={`xt${v}`} text={`${v}"`} x={v} y={depthIn + 1.2} />
        ))}
        {edgeTicks(depthIn).map((v) => (
          <Label key={`yl${v}`} text={`${v}"`} x={-1.8} y={v} />
        ))}
        {edgeTicks(depthIn).map((v) => (
          <Label key={`yr${v}`} text={`${v}"`} x={widthIn + 1.8} y={v} />
        ))}
        <Label text={`Long edge A · ${widthIn}"`} x={widthIn / 2} y={-3} size={1.5} color="#ffd27a" />
        <Label text={`Long edge B · ${widthIn}"`} x={widthIn / 2} y={depthIn + 3} size={1.5} color="#ffd27a" />
        <Label text={`Short edge · ${depthIn}"`} x={-4} y={depthIn / 2} size={1.5} color="#ffd27a" turnDeg={90} />
        <Label text={`Short edge · ${depthIn}"`} x={widthIn + 4} y={depthIn / 2} size={1.5} color="#ffd27a" turnDeg={-90} />
      </group>
    </group>
  );
}
