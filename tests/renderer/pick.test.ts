// The one screen-to-table pick (renderer/src/scene/coords.ts): hand-computed points, and no other copy of it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { OrthographicCamera, PerspectiveCamera, Ray, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { pointerToTable, rayToTable } from '../../renderer/src/scene/coords';

describe('rayToTable', () => {
  it('a ray straight down from scene (10, 5, -20) meets the table at table (10, 20)', () => {
    expect(rayToTable(new Ray(new Vector3(10, 5, -20), new Vector3(0, -1, 0)))).toEqual([10, 20]);
  });
  it('a slanted ray from (0, 4, 0) along (3, -4, 0)/5 lands 3" along +x', () => {
    const p = rayToTable(new Ray(new Vector3(0, 4, 0), new Vector3(3, -4, 0).normalize()))!;
    expect(p[0]).toBeCloseTo(3, 12);
    expect(p[1]).toBeCloseTo(0, 12);
  });
  it('a ray pointing up, away from the table, meets nothing', () => {
    expect(rayToTable(new Ray(new Vector3(0, 4, 0), new Vector3(0, 1, 0)))).toBeNull();
  });
});

describe('pointerToTable', () => {
  const el = { getBoundingClientRect: () => ({ left: 100, top: 50, width: 400, height: 200 }) } as unknown as HTMLElement;
  it('the canvas centre under a top-down orthographic camera above (30, 22) picks (30, 22)', () => {
    const cam = new OrthographicCamera(-20, 20, 10, -10, 0.1, 100);
    cam.position.set(30, 50, -22);
    cam.up.set(0, 0, -1);
    cam.lookAt(30, 0, -22);
    cam.updateMatrixWorld();
    const p = pointerToTable(el, cam, 300, 150)!;
    expect(p[0]).toBeCloseTo(30, 9);
    expect(p[1]).toBeCloseTo(22, 9);
    // The right edge of the canvas is 20" further along +x (the frustum is 40" wide).
    expect(pointerToTable(el, cam, 500, 150)![0]).toBeCloseTo(50, 9);
  });
  it('a perspective camera looking at the horizon picks nothing above it', () => {
    const cam = new PerspectiveCamera(50, 2, 0.1, 1000);
    cam.position.set(0, 5, 0);
    cam.lookAt(0, 5, -10);
    cam.updateMatrixWorld();
    expect(pointerToTable(el, cam, 300, 60)).toBeNull();
  });
});

describe('the pick is written once', () => {
  it('no renderer file but scene/coords.ts builds its own table plane or raycaster (the cannon-es physics Plane is not one)', () => {
    const root = path.resolve(__dirname, '../../renderer/src');
    const walk = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(path.join(d, f)).isDirectory() ? walk(path.join(d, f)) : [path.join(d, f)]));
    const copies = walk(root)
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith(path.join('scene', 'coords.ts')))
      .filter((f) => /new Plane\(new Vector3|intersectPlane\(|new Raycaster\(/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(root, f));
    expect(copies).toEqual([]);
  });
});
