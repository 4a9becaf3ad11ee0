// Die face math for the tray: which local face ends up on top, and how to number a die so that face shows a wanted value.
// Pure: no three, no cannon. Faces are indexed like three's BoxGeometry material groups: +x, -x, +y, -y, +z, -z.

/** Local outward normals of the six faces, in BoxGeometry group order. */
export const FACE_NORMALS: readonly (readonly [number, number, number])[] = [
  [1, 0, 0],
  [-1, 0, 0],
  [0, 1, 0],
  [0, -1, 0],
  [0, 0, 1],
  [0, 0, -1],
];

/** The face opposite each face. */
export const OPPOSITE: readonly number[] = [1, 0, 3, 2, 5, 4];

/** A standard d6 in the face order above: opposite faces add up to 7. */
export const STANDARD_D6: readonly number[] = [1, 6, 2, 5, 3, 4];

export interface Quat {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly w: number;
}

/** World-up (y) component of local normal n rotated by unit quaternion q. */
export function upComponent(q: Quat, n: readonly [number, number, number]): number {
  const { x, y, z, w } = q;
  // Second row of the rotation matrix of q, dotted with n.
  return 2 * (x * y + w * z) * n[0] + (1 - 2 * (x * x + z * z)) * n[1] + 2 * (y * z - w * x) * n[2];
}

/** The local face (0..5) whose normal points most nearly up (world +y) for a die at orientation q. */
export function upFace(q: Quat): number {
  let best = 0;
  let bestUp = -Infinity;
  for (let i = 0; i < 6; i++) {
    const u = upComponent(q, FACE_NORMALS[i]!);
    if (u > bestUp) {
      bestUp = u;
      best = i;
    }
  }
  return best;
}

/** How far the top face is from lying flat: 1 = flat, lower when the die leans (on a wall or another die). */
export function flatness(q: Quat): number {
  return upComponent(q, FACE_NORMALS[upFace(q)]!);
}

const faceOfNormal = (n: readonly number[]): number => FACE_NORMALS.findIndex((m) => m[0] === n[0] && m[1] === n[1] && m[2] === n[2]);

/**
 * The 24 rotations of a cube as face permutations: rotation r carries face i to face r[i].
 * Built from quarter turns about x and y, so every one is a proper rotation (no mirror images of a die).
 */
export const CUBE_ROTATIONS: readonly (readonly number[])[] = (() => {
  const turnX = (n: readonly number[]) => [n[0]!, -n[2]!, n[1]!];
  const turnY = (n: readonly number[]) => [n[2]!, n[1]!, -n[0]!];
  const asPerm = (f: (n: readonly number[]) => number[]) => FACE_NORMALS.map((n) => faceOfNormal(f(n)));
  const gens = [asPerm(turnX), asPerm(turnY)];
  const key = (p: readonly number[]) => p.join('');
  const seen = new Map<string, number[]>([[key([0, 1, 2, 3, 4, 5]), [0, 1, 2, 3, 4, 5]]]);
  const queue = [[0, 1, 2, 3, 4, 5]];
  while (queue.length) {
    const p = queue.shift()!;
    for (const g of gens) {
      const q = p.map((i) => g[i]!);
      if (!seen.has(key(q))) {
        seen.set(key(q), q);
        queue.push(q);
      }
    }
  }
  return [...seen.values()];
})();

/** The labels of `labels` after turning the die by rotation r: the label of face i moves to face r[i]. */
export function rotateLabels<T>(labels: readonly T[], r: readonly number[]): T[] {
  const out = new Array<T>(6);
  for (let i = 0; i < 6; i++) out[r[i]!] = labels[i]!;
  return out;
}

/**
 * Numbers a die so that local face `topFace` shows `wanted`: the standard die turned (never mirrored) until
 * the wanted number lies on that face. Any die the physics lands on `topFace` then reads `wanted`.
 */
export function labelsShowing(topFace: number, wanted: number, standard: readonly number[] = STANDARD_D6): number[] {
  for (const r of CUBE_ROTATIONS) {
    const labels = rotateLabels(standard, r);
    if (labels[topFace] === wanted) return labels;
  }
  throw new RangeError(`a die has no face ${wanted}`);
}

/** What kind of die the tray draws, and the number it must show. */
export type TrayDieKind = 'd6' | 'd3' | 'scatter';

/** The d6 number a tray die carries on its top face to show `value` (a d3 is a d6 read as ceil(face / 2)). */
export function d6FaceFor(kind: TrayDieKind, value: number): number {
  if (kind === 'd3') return Math.min(6, Math.max(1, value * 2));
  return value;
}

/** The symbol a face of a tray die shows: a number, or for the scatter die an arrow (faces 1-4) or HIT (5-6). */
export function faceSymbol(kind: TrayDieKind, d6Label: number): string {
  if (kind === 'd3') return String(Math.ceil(d6Label / 2));
  if (kind === 'scatter') return d6Label <= 4 ? '➜' : 'HIT';
  return String(d6Label);
}
