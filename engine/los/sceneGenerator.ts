// Seeded battlefields for line-of-sight tests and benchmarks: windowed ruins, woods, area footprints and many models.
import { seededRandom } from '../dice/uniform';
import { baseBoundingRadius } from '../bases';
import { placedBox } from '../geometry/placement';
import type { Base, Layout, LayoutModel, SolidBox, TerrainPiece, Vec2 } from '../types';

export interface LosSceneSpec {
  readonly seed: number;
  readonly ruins: number;
  readonly woods: number;
  readonly models: number;
  /** Footprint-only obscuring pieces (no walls). */
  readonly areas?: number;
  /** Share of models lifted off the table (0..1), to exercise heights. */
  readonly elevatedShare?: number;
}

/** A wall along local x from x0 to x1 at y, with a window: sill, lintel and two piers. */
function windowedWall(x0: number, x1: number, y: number, height: number, along: 'x' | 'y'): SolidBox[] {
  const t = 0.25;
  const len = x1 - x0;
  const mid = (x0 + x1) / 2;
  const win = 1.2, sill = 1, lintel = 2.5;
  const seg = (a: number, b: number, z0: number, z1: number): SolidBox =>
    along === 'x'
      ? { x: (a + b) / 2, y, z: z0, w: b - a, d: t, h: z1 - z0 }
      : { x: y, y: (a + b) / 2, z: z0, w: t, d: b - a, h: z1 - z0 };
  return [
    seg(x0, x1, 0, sill),
    seg(x0, x1, lintel, height),
    seg(x0, mid - win / 2, sill, lintel),
    seg(mid + win / 2, x0 + len, sill, lintel),
  ];
}

function ruin(id: string, x: number, y: number, rot: number, height: number, floor: boolean): TerrainPiece {
  const solids = [...windowedWall(-4, 2, -2.85, height, 'x'), ...windowedWall(-3, 2, -3.85, height, 'y')];
  if (floor) solids.push({ x: 0.5, y: 0.5, z: 3, w: 4, d: 3, h: 0.2 });
  return {
    id, kind: 'ruin', name: `Ruin ${id.replace(/\D+/g, '')}`, x, y, rotationDeg: rot, traits: ['obscuring', 'cover-area'],
    footprint: [[-4, -3], [4, -3], [4, 3], [-4, 3]], solids: solids.map((box) => ({ box })),
  };
}

function octagon(r: number): Vec2[] {
  return Array.from({ length: 8 }, (_, i) => [r * Math.cos((i * Math.PI) / 4), r * Math.sin((i * Math.PI) / 4)] as const);
}

/** Seeded layout on a 60" x 44" table. Pieces keep apart; models never overlap each other or a solid. */
export function generateLosLayout(spec: LosSceneSpec): Layout {
  const rnd = seededRandom(spec.seed);
  const W = 60, D = 44;
  const terrain: TerrainPiece[] = [];
  const centres: [number, number, number][] = [];
  const place = (radius: number): [number, number] => {
    for (let tries = 0; ; tries++) {
      const x = radius + rnd() * (W - 2 * radius);
      const y = radius + rnd() * (D - 2 * radius);
      if (tries > 200 || centres.every(([cx, cy, cr]) => Math.hypot(cx - x, cy - y) > cr + radius - 1)) {
        centres.push([x, y, radius]);
        return [x, y];
      }
    }
  };
  for (let i = 0; i < spec.ruins; i++) {
    const [x, y] = place(4.5);
    terrain.push(ruin(`ruin-${i + 1}`, x, y, rnd() * 360, 4 + rnd() * 2, rnd() < 0.5));
  }
  for (let i = 0; i < spec.woods; i++) {
    const [x, y] = place(4);
    const trees = Array.from({ length: 3 }, () => ({ box: { x: (rnd() - 0.5) * 4, y: (rnd() - 0.5) * 4, z: 0, w: 0.6, d: 0.6, h: 4 + rnd() * 2 } }));
    terrain.push({ id: `woods-${i + 1}`, kind: 'woods', name: `Woods ${i + 1}`, x, y, rotationDeg: rnd() * 90, traits: ['obscuring', 'cover-area', 'environmental'], footprint: octagon(3.5), solids: trees });
  }
  for (let i = 0; i < (spec.areas ?? 0); i++) {
    const [x, y] = place(3.5);
    terrain.push({ id: `area-${i + 1}`, kind: 'ruin-footprint', name: `Area ${i + 1}`, x, y, rotationDeg: rnd() * 180, traits: ['obscuring', 'cover-area'], footprint: [[-3, -2], [3, -2], [3, 2], [0, 0.5], [-3, 2]], solids: [] });
  }
  const boxes = terrain.flatMap((p) => p.solids.map((s) => placedBox(p, s.box)));
  const clearOfSolids = (x: number, y: number, z0: number, z1: number, r: number): boolean =>
    boxes.every((b) => {
      if (z1 < b.z - 0.05 || z0 > b.z + b.h + 0.05) return true;
      const t = (-b.rotationDeg * Math.PI) / 180;
      const lx = (x - b.x) * Math.cos(t) - (y - b.y) * Math.sin(t);
      const ly = (x - b.x) * Math.sin(t) + (y - b.y) * Math.cos(t);
      const qx = Math.max(Math.abs(lx) - b.w / 2, 0), qy = Math.max(Math.abs(ly) - b.d / 2, 0);
      return Math.hypot(qx, qy) > r + 0.05;
    });
  const models: LayoutModel[] = [];
  let unitNo = 0;
  while (models.length < spec.models && unitNo < spec.models * 20) {
    unitNo++;
    const vehicle = unitNo % 10 === 0;
    const size = vehicle ? 1 : Math.min(5, spec.models - models.length);
    const base: Base = vehicle ? { kind: 'hull', lengthIn: 4.5, widthIn: 3 } : rnd() < 0.8 ? { kind: 'round', diameterMm: 32 } : { kind: 'round', diameterMm: 40 };
    const r = baseBoundingRadius(base);
    const ax = 3 + rnd() * (W - 6), ay = 3 + rnd() * (D - 6);
    for (let m = 0, tries = 0; m < size && tries < 400; tries++) {
      const x = Math.min(W - r, Math.max(r, ax + (rnd() - 0.5) * 6));
      const y = Math.min(D - r, Math.max(r, ay + (rnd() - 0.5) * 6));
      const z = rnd() < (spec.elevatedShare ?? 0) ? rnd() * 3 : 0;
      const heightIn = vehicle ? 2.5 : 1.2 + rnd() * 0.7;
      if (!clearOfSolids(x, y, z, z + heightIn, r)) continue;
      if (models.some((o) => Math.hypot(o.x - x, o.y - y) < r + baseBoundingRadius(o.base) + 0.05)) continue;
      models.push({ id: `m${models.length + 1}`, unit: `unit-${unitNo}`, side: unitNo % 2 ? 1 : 2, x, y, z, facingDeg: rnd() * 360, heightIn, base });
      m++;
    }
  }
  return { format: 'sightline/layout', version: 1, name: `los scene ${spec.seed}`, table: { widthIn: W, depthIn: D }, terrain, models };
}
