// The one place table coordinates (inches, z up) meet three.js scene coordinates (y up).
// Table (x, y, z) -> scene (x, z, -y): x stays, table up becomes scene up, table y runs into the screen.
import { Plane, Raycaster, Vector2, Vector3, type Camera, type Ray } from 'three';

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

/** The table top as a scene plane (scene y = 0). */
const TABLE_PLANE = new Plane(new Vector3(0, 1, 0), 0);
const scratchHit = new Vector3();
const scratchRaycaster = new Raycaster();
const scratchNdc = new Vector2();

/** Where a scene ray meets the table top, in table inches; null when it points away from the table. */
export function rayToTable(ray: Ray): [number, number] | null {
  if (!ray.intersectPlane(TABLE_PLANE, scratchHit)) return null;
  const [x, y] = sceneToTable(scratchHit);
  return [x, y];
}

/**
 * The one screen-to-table pick: where the pointer at (clientX, clientY) over the canvas `el` points on the table top, in
 * table inches. Every tool reads pointer positions through this (or `rayToTable` for r3f events, which carry the ray).
 */
export function pointerToTable(el: HTMLElement, camera: Camera, clientX: number, clientY: number): [number, number] | null {
  const r = el.getBoundingClientRect();
  scratchNdc.set(((clientX - r.left) / r.width) * 2 - 1, -((clientY - r.top) / r.height) * 2 + 1);
  scratchRaycaster.setFromCamera(scratchNdc, camera);
  return rayToTable(scratchRaycaster.ray);
}
