// Three.js objects a component makes for itself (geometries, materials, textures), freed when they are replaced or the
// component goes: the reconciler frees what JSX declares (<boxGeometry />), never what is handed in (geometry={g}).
import { useEffect, useMemo, type DependencyList } from 'react';
import { Shape, ShapeGeometry, Vector2 } from 'three';

/**
 * useMemo for a GPU-backed object: when `deps` change the previous value is disposed, and the last one on unmount.
 * Without it each new value kept its WebGL buffers and vertex arrays for the rest of the session.
 */
export function useDisposable<T extends { dispose(): void }>(make: () => T, deps: DependencyList): T {
  const value = useMemo(make, deps);
  useEffect(() => () => value.dispose(), [value]);
  return value;
}

/** A polygon's corners as a string: equal polygons give the same key whatever array holds them. */
export const polygonKey = (polygon: readonly (readonly [number, number])[]): string => polygon.join(';');

/**
 * A flat filled polygon (in its own x, y plane), built again only when the corners change, not when an equal polygon
 * arrives in a new array: a game's board is rebuilt on every action and undo (a replay clones the setup), so keying on
 * the array made and uploaded every zone and footprint again each time.
 */
export function usePolygonGeometry(polygon: readonly (readonly [number, number])[]): ShapeGeometry {
  const key = polygonKey(polygon);
  // The corners are read through `key` (equal keys, equal corners), so a new array with the same corners is no change.
  return useDisposable(() => new ShapeGeometry(new Shape(polygon.map(([x, y]) => new Vector2(x, y)))), [key]);
}
