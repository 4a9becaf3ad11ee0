// The dice tray: a button at the bottom left; opened, a strip docked under the table (never over it) with its own
// demand-rendered 3D tray, the seed and the log.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { MeshStandardMaterial, type Mesh } from 'three';
import { registerCommand } from '../commands';
import { addKeyLayer, KEY_PRIORITY } from '../keyboard';
import { useDice, type TrayThrow } from './diceStore';
import { faceTexture } from './dieTextures';
import { poseAt, STEP_HZ, TRAY } from './throw';
import { selectSmooth, useSmoothing } from '../scene/smoothing';
import './dice.css';

registerCommand({ id: 'dice:tray', label: 'Show or hide the dice tray', keys: 'Shift+D', run: () => useDice.getState().setOpen(!useDice.getState().open) });
// Listed for the help overlay; the tray's own key handler reads Space (it must not reach a focused button).
registerCommand({ id: 'dice:skip', label: 'Skip the dice animation (dice come to rest at once)', keys: 'Space', run: () => useDice.getState().skip() });

function Die({ t, i }: { t: TrayThrow; i: number }) {
  const ref = useRef<Mesh>(null);
  const kind = t.recorded.dice[i]!.kind;
  const materials = useMemo(
    () => t.recorded.faceSymbols[i]!.map((s) => new MeshStandardMaterial({ map: faceTexture(s, kind === 'scatter'), roughness: 0.5 })),
    [t.recorded, i, kind],
  );
  useEffect(() => () => materials.forEach((m) => m.dispose()), [materials]);
  return (
    <mesh ref={ref} name={`die-${i}`} material={materials} castShadow>
      <boxGeometry args={[1, 1, 1]} />
    </mesh>
  );
}

/** Plays the recorded throw (real time, fixed-step recording) and marks it at rest when done. */
function ThrowPlayer() {
  const t = useDice((s) => s.lastThrow);
  const group = useRef<import('three').Group>(null);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => invalidate(), [t, invalidate]);
  useFrame(() => {
    const cur = useDice.getState().lastThrow;
    const g = group.current;
    if (!cur || !g) return;
    const last = cur.recorded.steps - 1;
    const step = cur.atRest ? last : ((performance.now() - cur.startedMs) / 1000) * STEP_HZ;
    g.children.forEach((child, i) => {
      if (i >= cur.recorded.dice.length) return;
      const { p, q } = poseAt(cur.recorded, i, step);
      child.position.set(p[0], p[1], p[2]);
      child.quaternion.set(q[0], q[1], q[2], q[3]);
    });
    if (cur.atRest) return;
    if (step >= last) useDice.getState().markAtRest(cur.id);
    else invalidate();
  });
  if (!t) return null;
  return (
    <group ref={group} key={t.id}>
      {t.recorded.dice.map((_, i) => (
        <Die key={i} t={t} i={i} />
      ))}
    </group>
  );
}

function TrayBox() {
  const w = TRAY.widthIn;
  const d = TRAY.depthIn;
  const wall = '#5a3d2b';
  return (
    <group>
      <mesh position={[0, -0.1, 0]} receiveShadow>
        <boxGeometry args={[w, 0.2, d]} />
        <meshLambertMaterial color="#2f5b3a" />
      </mesh>
      {[
        [0, 0.4, -d / 2 - 0.15, w + 0.6, 0.3],
        [0, 0.4, d / 2 + 0.15, w + 0.6, 0.3],
      ].map(([x, y, z, len, th], i) => (
        <mesh key={`l${i}`} position={[x!, y!, z!]}>
          <boxGeometry args={[len!, 1, th!]} />
          <meshLambertMaterial color={wall} />
        </mesh>
      ))}
      {[-w / 2 - 0.15, w / 2 + 0.15].map((x, i) => (
        <mesh key={`s${i}`} position={[x, 0.4, 0]}>
          <boxGeometry args={[0.3, 1, d]} />
          <meshLambertMaterial color={wall} />
        </mesh>
      ))}
    </group>
  );
}

function useSpaceToSkip() {
  // A layer of the keyboard route above the tools and commands, so a focused Roll button is not pressed again by Space.
  useEffect(
    () =>
      addKeyLayer({
        id: 'dice:skip',
        priority: KEY_PRIORITY.diceSkip,
        handle: (e) => {
          if (e.key !== ' ' || e.ctrlKey || e.metaKey || e.altKey) return false;
          const t = useDice.getState().lastThrow;
          if (!t || t.atRest) return false;
          useDice.getState().skip();
          return 'handled';
        },
      }),
    [],
  );
}

function Readout({ t }: { t: TrayThrow | null }) {
  if (!t) return <span className="muted">Roll some dice.</span>;
  if (!t.atRest) return <span>Rolling… press Space to skip</span>;
  const shown = t.recorded.shown.map((s) => (s === '➜' ? 'arrow' : s));
  return (
    <span>
      On top: <b>{shown.join(' ')}</b>
      {t.notThrown > 0 && <span className="muted"> (+{t.notThrown} more in the log)</span>}
    </span>
  );
}

/** The last result on the collapsed tray button: what was rolled, for what, and the result, kept short. */
const lastLineShort = (text: string): string => (text.length > 60 ? `${text.slice(0, 57)}...` : text);

export function DiceTray() {
  const open = useDice((s) => s.open);
  const setOpen = useDice((s) => s.setOpen);
  const log = useDice((s) => s.log);
  const seed = useDice((s) => s.seed);
  const t = useDice((s) => s.lastThrow);
  const smooth = useSmoothing(selectSmooth);
  const [expr, setExpr] = useState('2d6');
  const [forWhat, setForWhat] = useState('');
  const [seedText, setSeedText] = useState('');
  useSpaceToSkip();

  const state = !t ? 'empty' : t.atRest ? 'rest' : 'rolling';
  const topFaces = t?.atRest ? t.recorded.shown.join(',') : '';
  // The reason belongs to this roll only: it is cleared so it does not label the next one.
  const roll = () => {
    if (useDice.getState().roll(expr.trim(), forWhat.trim() || undefined)) setForWhat('');
  };
  const setSeed = () => {
    const n = Number(seedText);
    useDice.getState().setSeed(seedText.trim() === '' ? NaN : n);
    setSeedText('');
  };

  if (!open)
    return (
      <button className="dice-tray-toggle" data-testid="dice-tray-toggle" title="Dice tray (Shift+D)" onClick={() => setOpen(true)}>
        Dice ▸{log.length ? <span className="muted" data-testid="dice-last"> · {lastLineShort(log[log.length - 1]!.text)}</span> : ''}
      </button>
    );

  return (
    <section className="dice-tray" aria-label="Dice tray" data-testid="dice-tray" data-state={state} data-top-faces={topFaces}>
      <header>
        <b>Dice</b>
        <span className="muted" data-testid="dice-seed">
          seed {seed}
        </span>
        <button className="chip" title="Hide the tray (Shift+D)" onClick={() => setOpen(false)}>
          ▾
        </button>
      </header>
      <div className="dice-canvas" onClick={() => useDice.getState().skip()} title="Click or press Space to skip the animation">
        <Canvas key={smooth ? 'smooth' : 'plain'} frameloop="demand" gl={{ antialias: smooth }} camera={{ fov: 36, position: [0, 14, 4] }} dpr={[1, 2]} data-testid="dice-canvas" onCreated={(s) => s.camera.lookAt(0, 0, 0.3)}>
          <color attach="background" args={['#15181c']} />
          <hemisphereLight args={['#fffaf0', '#303338', 1.2]} />
          <directionalLight position={[4, 12, 6]} intensity={1.5} />
          <TrayBox />
          <ThrowPlayer />
        </Canvas>
      </div>
      <div className="dice-readout" data-testid="dice-readout">
        <Readout t={t} />
      </div>
      <div className="dice-row dice-row-roll">
        <input aria-label="Dice to roll" data-testid="dice-expr" size={6} value={expr} onChange={(e) => setExpr(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && roll()} />
        <input aria-label="What the roll is for" data-testid="dice-for" placeholder="for… (e.g. Charge)" value={forWhat} onChange={(e) => setForWhat(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && roll()} />
        <button data-testid="dice-roll" onClick={roll}>
          Roll
        </button>
      </div>
      <div className="dice-row dice-row-seed">
        <input aria-label="Seed" data-testid="dice-seed-input" size={8} placeholder={String(seed)} value={seedText} onChange={(e) => setSeedText(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && setSeed()} />
        <button onClick={setSeed} title="Start the dice again from this seed: the same seed replays the same rolls">
          Set seed
        </button>
        <button onClick={() => useDice.getState().newSeed()}>New seed</button>
      </div>
      <ol className="dice-log" data-testid="dice-log" aria-label="Dice log">
        {[...log].reverse().map((l) => (
          <li key={l.seq} value={l.seq}>
            {l.text}
            {l.naturalOnes > 0 && <span className="nat one"> {l.naturalOnes}× natural 1</span>}
            {l.naturalSixes > 0 && <span className="nat six"> {l.naturalSixes}× natural 6</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
