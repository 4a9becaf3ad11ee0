// The one place table coordinates (inches, z up) meet three.js scene coordinates (y up).
// Table (x, y, z) -> scene (x, z, -y): x stays, table up becomes scene up, table y runs into the screen.
import { Vector3 } from 'three';

export function tableToScene(x: number, y: number, z = 0, out = new Vector3()): Vector3 {
  return out.set(x, z, -y);
}

export function sceneToTable(v: { x: number; y: number; z: number }): [number, number, number] {
  return [v.x, -v.z, v.y];
}

/** Converts a facing (degrees counter-clockwise from +x, seen from above) to a rotation about scene +y. */
export function facingToSceneYaw(facingDeg: number): number {
  return (facingDeg * Math.PI) / 180;
}
