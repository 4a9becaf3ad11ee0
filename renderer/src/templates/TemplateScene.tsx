// What the Template tool draws and hears: the translucent template, tinted models with their covered share, the
// scatter path; clicks place a blast or aim a flame from a firing model (press and drag, or move and click).
import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Line } from '@react-three/drei';
import { DoubleSide, Shape, ShapeGeometry, Vector2, type Group } from 'three';
import { baseHalfExtents, templateOutline, type LayoutModel, type Template, type TemplateHit } from '../../../engine/index';
import { rayToTable, tableToScene } from '../scene/coords';
import { useApp } from '../store/app';
import { addEscapeStep } from '../keyboard';
import { listenPointer, useTableInput } from '../scene/listen';
import { FloatingLabel } from '../tools/MeasureOverlays';
import { coveredPercent, modelAt, slideOffset } from './templateMachine';
import { hitsFor, SLIDE_MS, templateActions, useTemplate } from './templateStore';

export const OUTCOME_COLORS = { auto: '#ff2a2a', roll: '#ffb000', miss: '#9a9a9a' } as const;
const TEMPLATE_FILL = { 'small-blast': '#ff8c1a', 'large-blast': '#ff8c1a', flame: '#ff5a1a', splash: '#4ad8ff' } as const;

const CLICK_SLOP_PX = 5;

function usePointer() {
  const { el, controls, invalidate, toTable } = useTableInput();
  useEffect(() => {
    let down: { x: number; y: number; startedAim: boolean } | null = null;
    const onDown = (e: PointerEvent) => {
      if (e.button !== 0) return;
      const s = useTemplate.getState();
      let startedAim = false;
      // A flame starts on the press, so the wide end can be dragged round at once.
      if (s.kind === 'flame' && !s.aimingFrom) {
        const p = toTable(e);
        if (p && modelAt(useApp.getState().history.present.models, p[0], p[1])) {
          templateActions.click(p[0], p[1]);
          startedAim = true;
          if (controls) controls.enabled = false;
        }
      }
      down = { x: e.clientX, y: e.clientY, startedAim };
      invalidate();
    };
    const onUp = (e: PointerEvent) => {
      if (!down || e.button !== 0) return;
      const moved = Math.hypot(e.clientX - down.x, e.clientY - down.y) > CLICK_SLOP_PX;
      const startedAim = down.startedAim;
      down = null;
      const p = toTable(e);
      if (!p) return;
      if (startedAim) {
        // Pressed on the firing model and dragged: releasing fixes the flame. A plain click keeps aiming.
        if (moved) templateActions.click(p[0], p[1]);
      } else if (!moved) templateActions.click(p[0], p[1], e.shiftKey);
      invalidate();
    };
    const onMove = (e: PointerEvent) => {
      if (!useTemplate.getState().aimingFrom) return;
      const p = toTable(e);
      if (!p) return;
      templateActions.move(p[0], p[1]);
      invalidate();
    };
    // Escape clears the template before the tools' Escape (which would leave the tool): a higher layer of the key route.
    const removeKeys = addEscapeStep('template:escape', templateActions.escape, invalidate);
    const removePointer = listenPointer(el, { pointerdown: onDown, pointerup: onUp, pointermove: onMove });
    return () => {
      removePointer();
      removeKeys();
    };
  }, [el, toTable, controls, invalidate]);

  // Orbiting is off while a flame is being aimed, so a drag swings the template instead of the camera.
  const aiming = useTemplate((s) => s.aimingFrom !== null);
  useEffect(() => {
    if (controls) controls.enabled = !aiming;
    return () => {
      if (controls) controls.enabled = true;
    };
  }, [aiming, controls]);
  useEffect(() => useTemplate.subscribe(() => invalidate()), [invalidate]);
}

/** A template drawn flat on the table: a tinted fill and its outline. */
export function TemplateShape({ template }: { template: Template }) {
  const { geometry, outline } = useMemo(() => {
    const pts = templateOutline(template, 48);
    const shape = new Shape(pts.map(([x, y]) => new Vector2(x, y)));
    return { geometry: new ShapeGeometry(shape), outline: [...pts, pts[0]!].map(([x, y]) => tableToScene(x, y, 0.07)) };
  }, [template]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  const color = TEMPLATE_FILL[template.kind];
  return (
    <group name={`template:${template.kind}`}>
      <mesh geometry={geometry} position={[0, 0.05, 0]} rotation={[-Math.PI / 2, 0, 0]} renderOrder={3}>
        <meshBasicMaterial color={color} transparent opacity={0.32} side={DoubleSide} depthWrite={false} />
      </mesh>
      <Line points={outline} color={color} lineWidth={2.5} renderOrder={4} />
    </group>
  );
}

function Tint({ model, h }: { model: LayoutModel; h: TemplateHit }) {
  const { a, b } = baseHalfExtents(model.base);
  const color = OUTCOME_COLORS[h.outcome];
  const height = model.heightIn + 0.08;
  const p = tableToScene(model.x, model.y, model.z + height / 2);
  const pct = `${coveredPercent(h)}%${h.friendly && h.outcome !== 'miss' ? ' friendly!' : ''}`;
  return (
    <group name={`tint:${model.id}`}>
      <group position={p} rotation={[0, (model.facingDeg * Math.PI) / 180, 0]}>
        {model.base.kind === 'hull' ? (
          <mesh renderOrder={8}>
            <boxGeometry args={[2 * a + 0.1, height, 2 * b + 0.1]} />
            <meshBasicMaterial color={color} transparent opacity={0.7} depthWrite={false} />
          </mesh>
        ) : (
          // Drawn after the models' own (translucent) bodies, so the tint reads from every side.
          <mesh scale={[a + 0.06, 1, b + 0.06]} renderOrder={8}>
            <cylinderGeometry args={[1, 1, height, 40]} />
            <meshBasicMaterial color={color} transparent opacity={0.78} depthWrite={false} />
          </mesh>
        )}
      </group>
      {/* Beside the model, not over it, so the tint stays visible from above. */}
      <FloatingLabel text={pct} x={model.x} y={model.y + b + 0.4} z={model.z + model.heightIn + 0.6} color={h.friendly && h.outcome !== 'miss' ? '#ff7ad9' : color} size={0.55} />
    </group>
  );
}

function MishapMark({ model }: { model: LayoutModel }) {
  const { a, b } = baseHalfExtents(model.base);
  const pts = Array.from({ length: 41 }, (_, i) => {
    const u = (2 * Math.PI * i) / 40;
    return tableToScene(model.x + (a + 0.15) * Math.cos(u), model.y + (b + 0.15) * Math.sin(u), model.z + 0.1);
  });
  return (
    <group name={`mishap:${model.id}`}>
      <Line points={pts} color="#ff2a2a" lineWidth={3} renderOrder={7} />
      <FloatingLabel text="mishap" x={model.x} y={model.y + b + 0.4} z={model.z + model.heightIn + 0.6} color="#ff5a4a" size={0.55} />
    </group>
  );
}

function SlidePath() {
  const slide = useTemplate((s) => s.slide);
  if (!slide || slide.scatter.hit) return null;
  const { from, to } = slide;
  const len = Math.hypot(to.x - from.x, to.y - from.y);
  if (len < 1e-6) return null;
  const ux = (to.x - from.x) / len;
  const uy = (to.y - from.y) / len;
  const head = Math.min(0.8, len / 3);
  const z = 0.12;
  const wing = (sgn: number) => tableToScene(to.x - head * ux - sgn * head * 0.6 * uy, to.y - head * uy + sgn * head * 0.6 * ux, z);
  return (
    <group name="scatter-path">
      <Line points={[tableToScene(from.x, from.y, z), tableToScene(to.x, to.y, z)]} color="#ffffff" lineWidth={3} dashed dashSize={0.5} gapSize={0.3} renderOrder={6} />
      <Line points={[wing(1), tableToScene(to.x, to.y, z), wing(-1)]} color="#ffffff" lineWidth={3} renderOrder={6} />
      <FloatingLabel text={`${slide.scatter.distanceIn}" scatter`} x={(from.x + to.x) / 2} y={(from.y + to.y) / 2} z={1.2} color="#ffffff" size={0.8} />
    </group>
  );
}

export function TemplateScene() {
  usePointer();
  const layout = useApp((s) => s.history.present);
  const template = useTemplate((s) => s.template);
  const firingSide = useTemplate((s) => s.firingSide);
  const firingModel = useTemplate((s) => s.firingModel);
  const slide = useTemplate((s) => s.slide);
  const hits = hitsFor({ template, firingSide, firingModel }, layout);
  const moving = useRef<Group>(null);
  const tints = useRef<Group>(null);
  const invalidate = useThree((s) => s.invalidate);

  // The scatter slide: the template is drawn behind its final place and eased there; tints show when it stops.
  useFrame(() => {
    const s = useTemplate.getState();
    const p = s.slide ? (performance.now() - s.slideStartedMs) / SLIDE_MS : 1;
    if (moving.current) {
      if (s.slide && p < 1) {
        const { dx, dy } = slideOffset(s.slide, p);
        tableToScene(dx, dy, 0, moving.current.position);
      } else moving.current.position.set(0, 0, 0);
    }
    if (tints.current) tints.current.visible = p >= 1;
    if (p < 1) invalidate();
  });

  const byId = useMemo(() => new Map(layout.models.map((m) => [m.id, m])), [layout.models]);
  const deep = useTemplate((s) => s.deepStrike);
  return (
    <group name="template-tool">
      <group ref={moving}>{template && <TemplateShape template={template} />}</group>
      {slide && <SlidePath />}
      <group ref={tints} name="template-tints">
        {hits
          .filter((h) => h.coverage > 0)
          .map((h) => {
            const m = byId.get(h.modelId);
            return m ? <Tint key={h.modelId} model={m} h={h} /> : null;
          })}
        {deep?.mishaps.map((mh) => {
          const m = byId.get(mh.modelId);
          return m ? <MishapMark key={`${mh.modelId}:${mh.message}`} model={m} /> : null;
        })}
      </group>
    </group>
  );
}
