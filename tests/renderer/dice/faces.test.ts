// Tray dice: face-up detection, relabelling so the top face shows the engine's number, and the recorded throw.
import { describe, expect, it } from 'vitest';
import { CUBE_ROTATIONS, FACE_NORMALS, OPPOSITE, STANDARD_D6, faceSymbol, labelsShowing, rotateLabels, upFace, type Quat } from '../../../renderer/src/dice/faces';
import { poseAt, simulateThrow, throwKey } from '../../../renderer/src/dice/throw';

/** The quaternion turning local axis n onto world +y (shortest arc), then spun about y by `spin` radians. */
function quatPuttingUp(n: readonly [number, number, number], spin: number): Quat {
  // Shortest arc from n to (0,1,0).
  const [x, y, z] = n;
  let q: [number, number, number, number];
  if (y > 0.999) q = [0, 0, 0, 1];
  else if (y < -0.999) q = [1, 0, 0, 0];
  else {
    const ax = -z, ay = 0, az = x; // n x up
    const w = 1 + y;
    const len = Math.hypot(ax, ay, az, w);
    q = [ax / len, ay / len, az / len, w / len];
  }
  // Pre-multiply by a spin about world y.
  const s = Math.sin(spin / 2), c = Math.cos(spin / 2);
  const [qx, qy, qz, qw] = q;
  return { x: c * qx + s * qz, y: c * qy + s * qw, z: c * qz - s * qx, w: c * qw - s * qy };
}

const isRotationOfStandard = (labels: readonly number[]) => CUBE_ROTATIONS.some((r) => rotateLabels(STANDARD_D6, r).every((v, i) => v === labels[i]));

describe('tray die faces', () => {
  it('has the 24 rotations of a cube, no mirror images', () => {
    expect(CUBE_ROTATIONS.length).toBe(24);
    for (const r of CUBE_ROTATIONS) for (let i = 0; i < 6; i++) expect(r[OPPOSITE[i]!]).toBe(OPPOSITE[r[i]!]);
    // A mirrored die (swap one opposite pair) is not reachable by turning.
    const mirrored = [6, 1, 2, 5, 3, 4];
    expect(isRotationOfStandard(mirrored)).toBe(false);
  });

  it('finds the face pointing up for every face and any spin about the vertical', () => {
    for (let f = 0; f < 6; f++)
      for (const spin of [0, 0.7, 2, -2.5]) expect(upFace(quatPuttingUp(FACE_NORMALS[f]!, spin))).toBe(f);
  });

  it('numbers a die so any up-face shows any wanted value, and it is still a real die', () => {
    for (let f = 0; f < 6; f++)
      for (let v = 1; v <= 6; v++) {
        const labels = labelsShowing(f, v);
        expect(labels[f]).toBe(v);
        for (let i = 0; i < 6; i++) expect(labels[i]! + labels[OPPOSITE[i]!]!).toBe(7);
        expect(isRotationOfStandard(labels)).toBe(true);
        // Reading the relabelled die at a pose with f on top gives v.
        const q = quatPuttingUp(FACE_NORMALS[f]!, f * 0.3 + v);
        expect(labels[upFace(q)]).toBe(v);
      }
  });

  it('shows d3 values and scatter symbols', () => {
    expect(faceSymbol('d3', 5)).toBe('3');
    expect(faceSymbol('d3', 2)).toBe('1');
    expect(faceSymbol('scatter', 3)).toBe('➜');
    expect(faceSymbol('scatter', 6)).toBe('HIT');
  });
});

describe('a recorded throw', () => {
  it('comes to rest showing what was rolled, and replays the same for the same roll', () => {
    const values = [4, 3, 6, 1, 1, 5, 2, 6];
    const dice = values.map((value) => ({ kind: 'd6' as const, value }));
    const a = simulateThrow(dice, throwKey(7, values));
    expect(a.shown).toEqual(values.map(String));
    expect(a.steps).toBeLessThan(60 * 8);
    for (let i = 0; i < dice.length; i++) {
      const { p, q } = poseAt(a, i, a.steps - 1);
      // At rest inside the tray, on the floor or on another die.
      expect(p[1]).toBeGreaterThan(0.3);
      expect(Math.abs(p[0])).toBeLessThan(7);
      const top = upFace({ x: q[0], y: q[1], z: q[2], w: q[3] });
      expect(top).toBe(a.topFaces[i]);
      expect(a.faceSymbols[i]![top]).toBe(String(values[i]));
    }
    const b = simulateThrow(dice, throwKey(7, values));
    expect(Array.from(b.frames)).toEqual(Array.from(a.frames));
  });

  it('throws d3s and the scatter die', () => {
    const t = simulateThrow([{ kind: 'scatter', value: 5 }, { kind: 'd3', value: 2 }, { kind: 'scatter', value: 2 }], 99);
    expect(t.shown).toEqual(['HIT', '2', '➜']);
  });
});
