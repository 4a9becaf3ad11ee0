// Measuring drawn on the table: range rings from base edges, rulers with their readings, broken coherency links.
import { useMemo } from 'react';
import { Line } from '@react-three/drei';
import { rangeRing, type Layout, type LayoutModel, type TableSize } from '../../../engine/index';
import { tableToScene } from '../scene/coords';
import { labelTexture } from '../scene/labels';
import { useApp } from '../store/app';
import { brokenCoherency } from './controller';
import { describeMeasurement, inches, measure, rulerLabelPositions, type Anchor } from './measure';
import { modelById } from './modelOps';
import { useTools } from './toolStore';

export const RING_COLORS = { r1: '#ff6b4a', r3: '#ffd24a', r12: '#4ad8ff', custom: '#e07bff' } as const;

/** A billboard text label floating at a table point. */
export function FloatingLabel({ text, x, y, z, color = '#ffffff', size = 0.9 }: { text: string; x: number; y: number; z: number; color?: string; size?: number }) {
  const { texture, aspect } = labelTexture(text, color, '#000000b0');
  return (
    <sprite position={tableToScene(x, y, z)} scale={[size * aspect, size, 1]} renderOrder={10}>
      <spriteMaterial map={texture} depthTest={false} transparent />
    </sprite>
  );
}

function Ring({ model, radiusIn, color, label, table }: { model: LayoutModel; radiusIn: number; color: string; label: string; table: TableSize }) {
  const ring = useMemo(() => rangeRing(model, radiusIn), [model, radiusIn]);
  const points = useMemo(() => ring.map(([x, y]) => tableToScene(x, y, model.z + 0.06)), [ring, model.z]);
  const at = ringLabelPoint(ring, table);
  return (
    <group>
      <Line points={[...points, points[0]!]} color={color} lineWidth={2.5} renderOrder={5} />
      <FloatingLabel text={label} x={at[0]} y={at[1]} z={model.z + 0.6} color={color} size={0.8} />
    </group>
  );
}

/**
 * Where a range ring's label goes: the ring's top, else its bottom, right or left, whichever first lies on the table
 * with 1.5" to spare, so it never lands on the edge labels outside the table.
 */
export function ringLabelPoint(ring: readonly (readonly [number, number])[], table: TableSize, margin = 1.5): [number, number] {
  const pick = (better: (a: readonly [number, number], b: readonly [number, number]) => boolean) => ring.reduce((a, p) => (better(p, a) ? p : a), ring[0]!);
  const candidates = [pick((a, b) => a[1] > b[1]), pick((a, b) => a[1] < b[1]), pick((a, b) => a[0] > b[0]), pick((a, b) => a[0] < b[0])];
  const inside = (p: readonly [number, number]) => p[0] >= margin && p[1] >= margin && p[0] <= table.widthIn - margin && p[1] <= table.depthIn - margin;
  const p = candidates.find(inside) ?? candidates[0]!;
  return [p[0], p[1]];
}

function rulerReading(layout: Layout, from: Anchor, to: Anchor) {
  const m = measure(layout, from, to);
  if (!m) return null;
  const pts = [tableToScene(m.from[0], m.from[1], m.from[2] + 0.1), tableToScene(m.to[0], m.to[1], m.to[2] + 0.1)];
  return { m, pts };
}

function RulerLine({ reading: r, labelAt, color }: { reading: NonNullable<ReturnType<typeof rulerReading>>; labelAt: readonly [number, number, number]; color: string }) {
  return (
    <group>
      <Line points={r.pts} color={color} lineWidth={3} dashed={false} renderOrder={6} />
      <FloatingLabel text={describeMeasurement(r.m)} x={labelAt[0]} y={labelAt[1]} z={labelAt[2]} color={color} />
    </group>
  );
}

/** Pinned rulers and the live one, each label placed clear of the others (crossing rulers share a middle). */
function Rulers({ layout, pinned, live }: { layout: Layout; pinned: readonly { from: Anchor; to: Anchor }[]; live: { from: Anchor; to: Anchor } | null }) {
  const all = useMemo(() => {
    const lines = [...pinned.map((r) => ({ r, color: '#ffd27a' })), ...(live ? [{ r: live, color: '#ffffff' }] : [])]
      .map(({ r, color }) => ({ reading: rulerReading(layout, r.from, r.to), color }))
      .filter((l): l is { reading: NonNullable<ReturnType<typeof rulerReading>>; color: string } => l.reading !== null);
    const at = rulerLabelPositions(lines.map((l) => l.reading.m));
    return lines.map((l, i) => ({ ...l, labelAt: at[i]! }));
  }, [layout, pinned, live]);
  return (
    <>
      {all.map((l, i) => (
        <RulerLine key={i} reading={l.reading} labelAt={l.labelAt} color={l.color} />
      ))}
    </>
  );
}

export function MeasureOverlays() {
  const layout = useApp((s) => s.history.present);
  const selection = useTools((s) => s.selection);
  const rulesetId = useApp((s) => s.rulesetId);
  const rings = useTools((s) => s.rings);
  const pinned = useTools((s) => s.pinned);
  const start = useTools((s) => s.rulerStart);
  const hoverAnchor = useTools((s) => s.rulerHover);
  const drag = useTools((s) => s.drag);
  const selected = selection.map((id) => modelById(layout, id)).filter((m): m is LayoutModel => !!m);
  const coherency = useMemo(() => (selection.length ? brokenCoherency(layout, selection, rulesetId) : { broken: [], links: [] }), [layout, selection, rulesetId]);
  return (
    <group name="measuring">
      {selected.map((m) => (
        <group key={m.id}>
          {rings.r1 && <Ring model={m} radiusIn={1} color={RING_COLORS.r1} label={'1"'} table={layout.table} />}
          {rings.r3 && <Ring model={m} radiusIn={3} color={RING_COLORS.r3} label={'3"'} table={layout.table} />}
          {rings.r12 && <Ring model={m} radiusIn={12} color={RING_COLORS.r12} label={'12"'} table={layout.table} />}
          {rings.custom.map((r) => (
            <Ring key={r} model={m} radiusIn={r} color={RING_COLORS.custom} label={inches(r)} table={layout.table} />
          ))}
        </group>
      ))}
      <Rulers layout={layout} pinned={pinned} live={start && hoverAnchor ? { from: start, to: hoverAnchor } : null} />
      {coherency.links.map(([a, b]) => {
        const ma = modelById(layout, a)!;
        const mb = modelById(layout, b)!;
        return <Line key={`${a}-${b}`} points={[tableToScene(ma.x, ma.y, ma.z + 0.2), tableToScene(mb.x, mb.y, mb.z + 0.2)]} color="#ff3b3b" lineWidth={3} dashed dashSize={0.4} gapSize={0.25} />;
      })}
      {drag &&
        selected
          .filter((m) => m.id === drag.ids[0])
          .map((m) => <FloatingLabel key="drag" text={`moved ${inches(drag.movedIn)}`} x={m.x} y={m.y} z={m.z + m.heightIn + 1.2} color="#ffffff" />)}
    </group>
  );
}
