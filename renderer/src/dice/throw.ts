// A dice throw in the tray: cannon-es dice in a walled box, simulated headless at a fixed step and recorded, so the
// animation can be replayed (or skipped) and each die numbered to land showing what the seeded engine rolled.
import { seededRandom } from '../../../engine/dice/uniform';
import { Body, Box, Material, ContactMaterial, Plane, Quaternion as CQuat, Vec3, World } from 'cannon-es';
import { d6FaceFor, faceSymbol, labelsShowing, upFace, type TrayDieKind } from './faces';

/** Tray size in die widths (a die is 1 x 1 x 1). */
export const TRAY = { widthIn: 14, depthIn: 8, wallHeight: 3 } as const;
export const STEP_HZ = 60;
const MAX_STEPS = STEP_HZ * 8;
/** The most dice the tray throws at once; a bigger roll shows its first dice and lists every one in the log. */
export const MAX_TRAY_DICE = 20;

export interface TrayDie {
  readonly kind: TrayDieKind;
  /** What the engine rolled for this die (the d3 value for a d3, the d6 face for a scatter die). */
  readonly value: number;
}

export interface RecordedThrow {
  readonly dice: readonly TrayDie[];
  /** Frames recorded at STEP_HZ: per frame, per die, position xyz and quaternion xyzw (7 numbers). */
  readonly frames: Float32Array;
  readonly steps: number;
  /** Per die, the local face that ends up on top. */
  readonly topFaces: readonly number[];
  /** Per die, the six face symbols (BoxGeometry group order), numbered so the top face shows the engine's value. */
  readonly faceSymbols: readonly (readonly string[])[];
  /** Per die, the symbol on top at rest: what the player reads. */
  readonly shown: readonly string[];
}

/** Throw directions come from the engine's small seeded generator, keyed by the roll: never Math.random. */
export const throwRandom = (key: number): (() => number) => seededRandom(key);

/** A throw key from what was rolled, so the same roll in a replayed session is thrown the same way. */
export function throwKey(seq: number, values: readonly number[]): number {
  let h = 2166136261 ^ seq;
  for (const v of values) h = Math.imul(h ^ v, 16777619);
  return h >>> 0;
}

function makeWorld(): { world: World; dieMat: Material } {
  const world = new World({ gravity: new Vec3(0, -30, 0), allowSleep: true });
  const floorMat = new Material('floor');
  const dieMat = new Material('die');
  world.addContactMaterial(new ContactMaterial(floorMat, dieMat, { friction: 0.35, restitution: 0.3 }));
  world.addContactMaterial(new ContactMaterial(dieMat, dieMat, { friction: 0.3, restitution: 0.25 }));
  const plane = (pos: Vec3, axis: Vec3, angle: number) => {
    const b = new Body({ mass: 0, material: floorMat, shape: new Plane() });
    b.position.copy(pos);
    b.quaternion.setFromAxisAngle(axis, angle);
    world.addBody(b);
  };
  const hw = TRAY.widthIn / 2;
  const hd = TRAY.depthIn / 2;
  // cannon's Plane faces +z; each is turned to face into the tray.
  plane(new Vec3(0, 0, 0), new Vec3(1, 0, 0), -Math.PI / 2);
  plane(new Vec3(-hw, 0, 0), new Vec3(0, 1, 0), Math.PI / 2);
  plane(new Vec3(hw, 0, 0), new Vec3(0, 1, 0), -Math.PI / 2);
  plane(new Vec3(0, 0, -hd), new Vec3(0, 1, 0), 0);
  plane(new Vec3(0, 0, hd), new Vec3(0, 1, 0), Math.PI);
  return { world, dieMat };
}

/** Simulates the throw to rest, then numbers each die so its top face shows the engine's value. */
export function simulateThrow(dice: readonly TrayDie[], key: number): RecordedThrow {
  const n = Math.min(dice.length, MAX_TRAY_DICE);
  const shownDice = dice.slice(0, n);
  const rand = throwRandom(key);
  const { world, dieMat } = makeWorld();
  const bodies: Body[] = [];
  const cols = Math.ceil(Math.sqrt(n));
  for (let i = 0; i < n; i++) {
    const b = new Body({ mass: 1, material: dieMat, shape: new Box(new Vec3(0.5, 0.5, 0.5)), sleepSpeedLimit: 0.08, sleepTimeLimit: 0.3 });
    b.linearDamping = 0.1;
    b.angularDamping = 0.1;
    // Dice leave the thrower's hand on the right, staggered so they do not start inside each other.
    const row = Math.floor(i / cols);
    const col = i % cols;
    b.position.set(TRAY.widthIn / 2 - 1.5 - col * 1.3, 2.5 + row * 1.3 + rand() * 0.4, (col - (cols - 1) / 2) * 0.2 + (rand() - 0.5) * (TRAY.depthIn - 3));
    const q = new CQuat();
    q.setFromEuler(rand() * Math.PI * 2, rand() * Math.PI * 2, rand() * Math.PI * 2);
    b.quaternion.copy(q);
    b.velocity.set(-(10 + rand() * 6), 2 + rand() * 3, (rand() - 0.5) * 8);
    b.angularVelocity.set((rand() - 0.5) * 30, (rand() - 0.5) * 30, (rand() - 0.5) * 30);
    world.addBody(b);
    bodies.push(b);
  }
  const chunks: Float32Array[] = [];
  const record = () => {
    const f = new Float32Array(n * 7);
    bodies.forEach((b, i) => {
      f.set([b.position.x, b.position.y, b.position.z, b.quaternion.x, b.quaternion.y, b.quaternion.z, b.quaternion.w], i * 7);
    });
    chunks.push(f);
  };
  record();
  let calm = 0;
  for (let s = 0; s < MAX_STEPS; s++) {
    world.step(1 / STEP_HZ);
    record();
    const moving = bodies.some((b) => b.sleepState !== Body.SLEEPING && (b.velocity.length() > 0.05 || b.angularVelocity.length() > 0.05));
    calm = moving ? 0 : calm + 1;
    if (calm >= 10) break;
  }
  const frames = new Float32Array(chunks.length * n * 7);
  chunks.forEach((c, i) => frames.set(c, i * n * 7));
  const last = (chunks.length - 1) * n * 7;
  const topFaces = shownDice.map((_, i) => {
    const o = last + i * 7;
    return upFace({ x: frames[o + 3]!, y: frames[o + 4]!, z: frames[o + 5]!, w: frames[o + 6]! });
  });
  const faceSymbols = shownDice.map((d, i) => labelsShowing(topFaces[i]!, d6FaceFor(d.kind, d.value)).map((l) => faceSymbol(d.kind, l)));
  const shown = faceSymbols.map((s, i) => s[topFaces[i]!]!);
  return { dice: shownDice, frames, steps: chunks.length, topFaces, faceSymbols, shown };
}

/** Position and orientation of die i at frame `step` (clamped to the recording). */
export function poseAt(t: RecordedThrow, i: number, step: number): { p: [number, number, number]; q: [number, number, number, number] } {
  const n = t.dice.length;
  const s = Math.max(0, Math.min(t.steps - 1, Math.floor(step)));
  const o = (s * n + i) * 7;
  const f = t.frames;
  return { p: [f[o]!, f[o + 1]!, f[o + 2]!], q: [f[o + 3]!, f[o + 4]!, f[o + 5]!, f[o + 6]!] };
}
