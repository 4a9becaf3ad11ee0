// The terrain library: one registered kind per piece (ruins, buildings, woods, craters, ...), each a parametric shape.
import { pointInPolygon } from '../geometry/polygon';
import type { SolidBox, TerrainPiece, TerrainSolid, TerrainTrait, Vec2 } from '../types';

export type ParamValue = number | boolean;
export type TerrainParams = Readonly<Record<string, ParamValue>>;

export interface ParamSpec {
  readonly key: string;
  readonly label: string;
  readonly default: ParamValue;
  /** For numbers: inches (or a count), clamped to [min, max]. */
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
}

export interface TerrainKindDef {
  readonly kind: string;
  readonly label: string;
  /** One line in players' words: what the piece is. */
  readonly description: string;
  readonly params: readonly ParamSpec[];
  readonly traits: readonly TerrainTrait[];
  /** Footprint and solids in the piece's local frame for resolved (clamped, complete) params. */
  build(p: Readonly<Record<string, ParamValue>>): { footprint: Vec2[]; solids: TerrainSolid[] };
}

const box = (x: number, y: number, z: number, w: number, d: number, h: number): TerrainSolid => ({ box: { x, y, z, w, d, h } });
const rect = (w: number, d: number): Vec2[] => [[-w / 2, -d / 2], [w / 2, -d / 2], [w / 2, d / 2], [-w / 2, d / 2]];
/** A regular polygon of n corners with circumradius r, starting at angle 0. */
const ngon = (n: number, r: number, squashY = 1): Vec2[] =>
  Array.from({ length: n }, (_, i) => {
    const t = (2 * Math.PI * i) / n + Math.PI / n;
    return [round3(r * Math.cos(t)), round3(r * Math.sin(t) * squashY)] as const;
  });
const round3 = (v: number) => Math.round(v * 1000) / 1000 + 0; // + 0 turns -0 into 0

const num = (p: Readonly<Record<string, ParamValue>>, k: string) => p[k] as number;
const flag = (p: Readonly<Record<string, ParamValue>>, k: string) => p[k] === true;

/** A number parameter (inches, or a count with step 1), clamped to [min, max] in steps of `step`. */
const range = (key: string, label: string, dflt: number, min: number, max: number, step = 0.5): ParamSpec => ({ key, label, default: dflt, min, max, step });

type Built = ReturnType<TerrainKindDef['build']>;
/** An intact block: one box filling the footprint. */
const block = (w: number, d: number, h: number): Built => ({ footprint: rect(w, d), solids: [box(0, 0, 0, w, d, h)] });
/** A free-standing low wall `l` long and `h` high, 0.5" thick on a 0.75" deep footprint. */
const lowWall = (l: number, h: number): Built => ({ footprint: rect(l, 0.75), solids: [box(0, 0, 0, l, 0.5, h)] });
/** Ground only: a footprint and no solids. */
const ground = (footprint: Vec2[]): Built => ({ footprint, solids: [] });
/** Scatter: n boxes `size` square, `pitch` apart in rows of `cols`, centred on the origin; box i is height(i) high. */
const boxGrid = (n: number, cols: number, pitch: number, size: number, height: (i: number) => number): TerrainSolid[] => {
  const rows = Math.ceil(n / cols);
  return Array.from({ length: n }, (_, i) => box((i % cols) * pitch - ((cols - 1) * pitch) / 2, Math.floor(i / cols) * pitch - ((rows - 1) * pitch) / 2, 0, size, size, height(i)));
};

/** A wall opening centred along the wall: a window leaves a sill and a lintel, a door leaves a lintel only. */
export interface WallOpening {
  readonly kind: 'window' | 'door';
  readonly widthIn: number;
  /** Window: height of the sill above the wall's foot. */
  readonly sillIn: number;
  /** Top of the opening above the wall's foot. */
  readonly topIn: number;
}

export const RUIN_WINDOW: WallOpening = { kind: 'window', widthIn: 1.5, sillIn: 1.2, topIn: 2.5 };
export const RUIN_DOOR: WallOpening = { kind: 'door', widthIn: 1.5, sillIn: 0, topIn: 2.4 };

/**
 * The boxes of one straight wall from (x0, y0), running `lengthIn` along +x (along = 'x') or +y, `thickIn` thick,
 * `heightIn` high. With an opening: two piers either side, a lintel above, and for a window a sill wall below.
 */
export function wallBoxes(x0: number, y0: number, along: 'x' | 'y', lengthIn: number, thickIn: number, heightIn: number, opening?: WallOpening): TerrainSolid[] {
  const seg = (s: number, len: number, z: number, h: number): TerrainSolid =>
    along === 'x' ? box(x0 + s + len / 2, y0, z, len, thickIn, h) : box(x0, y0 + s + len / 2, z, thickIn, len, h);
  if (!opening || opening.widthIn >= lengthIn - 0.5 || opening.topIn >= heightIn - 0.2) return [seg(0, lengthIn, 0, heightIn)];
  const a = (lengthIn - opening.widthIn) / 2;
  const out = [seg(0, a, 0, heightIn), seg(a + opening.widthIn, a, 0, heightIn), seg(a, opening.widthIn, opening.topIn, heightIn - opening.topIn)];
  if (opening.kind === 'window' && opening.sillIn > 0) out.push(seg(a, opening.widthIn, 0, opening.sillIn));
  return out;
}

/** Height of a ruin's upper floor and its thickness: "upper floor = thin box at 3"". */
export const UPPER_FLOOR_Z_IN = 3;
export const UPPER_FLOOR_THICK_IN = 0.25;

const ruinParams: ParamSpec[] = [
  range('widthIn', 'Width', 8, 3, 24),
  range('depthIn', 'Depth', 5, 3, 24),
  range('heightIn', 'Wall height', 5, 1, 12),
  { key: 'window', label: 'Window', default: true },
  { key: 'door', label: 'Door', default: true },
  { key: 'upperFloor', label: 'Upper floor', default: false },
];
const WALL_IN = 0.5;

/** The floor spans the corner the walls enclose; only when the walls stand at least 0.5" above it. */
function upperFloor(h: number, x0: number, y0: number, fw: number, fd: number): TerrainSolid[] {
  if (h < UPPER_FLOOR_Z_IN + UPPER_FLOOR_THICK_IN + 0.5) return [];
  return [box(x0 + fw / 2, y0 + fd / 2, UPPER_FLOOR_Z_IN, fw, fd, UPPER_FLOOR_THICK_IN)];
}

/** A scatter piece: `count` small impassable items (1 to max; a count parameter labelled like the piece), laid out by `build`. */
function scatterKind(kind: string, label: string, description: string, count: number, max: number, build: (n: number) => Built): TerrainKindDef {
  return { kind, label, description, params: [range('count', label, count, 1, max, 1)], traits: ['impassable'], build: (p) => build(num(p, 'count')) };
}

const KINDS: TerrainKindDef[] = [
  {
    kind: 'ruin',
    label: 'Ruin (L walls)',
    description: 'Two ruined walls meeting at a corner, with a window and a door; optional upper floor at 3".',
    params: ruinParams,
    traits: ['obscuring', 'cover-area'],
    build: (p) => {
      const [w, d, h] = [num(p, 'widthIn'), num(p, 'depthIn'), num(p, 'heightIn')];
      const solids = [
        ...wallBoxes(-w / 2, -d / 2 + WALL_IN / 2, 'x', w, WALL_IN, h, flag(p, 'window') ? RUIN_WINDOW : undefined),
        ...wallBoxes(-w / 2 + WALL_IN / 2, -d / 2 + WALL_IN, 'y', d - WALL_IN, WALL_IN, h, flag(p, 'door') ? RUIN_DOOR : undefined),
      ];
      if (flag(p, 'upperFloor')) solids.push(...upperFloor(h, -w / 2 + WALL_IN, -d / 2 + WALL_IN, (w - WALL_IN) / 2, (d - WALL_IN) / 2));
      return { footprint: rect(w, d), solids };
    },
  },
  {
    kind: 'ruin-c',
    label: 'Ruin (C walls)',
    description: 'Three ruined walls around an open side, a window in the back wall and a door in a side wall.',
    params: ruinParams.map((s) => (s.key === 'widthIn' ? { ...s, default: 8 } : s.key === 'depthIn' ? { ...s, default: 6 } : s)),
    traits: ['obscuring', 'cover-area'],
    build: (p) => {
      const [w, d, h] = [num(p, 'widthIn'), num(p, 'depthIn'), num(p, 'heightIn')];
      const solids = [
        ...wallBoxes(-w / 2 + WALL_IN / 2, -d / 2, 'y', d, WALL_IN, h, flag(p, 'window') ? RUIN_WINDOW : undefined),
        ...wallBoxes(-w / 2 + WALL_IN, -d / 2 + WALL_IN / 2, 'x', w - WALL_IN, WALL_IN, h, flag(p, 'door') ? RUIN_DOOR : undefined),
        ...wallBoxes(-w / 2 + WALL_IN, d / 2 - WALL_IN / 2, 'x', w - WALL_IN, WALL_IN, h),
      ];
      if (flag(p, 'upperFloor')) solids.push(...upperFloor(h, -w / 2 + WALL_IN, -d / 2 + WALL_IN, (w - WALL_IN) / 2, d - 2 * WALL_IN));
      return { footprint: rect(w, d), solids };
    },
  },
  {
    kind: 'building',
    label: 'Building',
    description: 'A solid, intact building: blocks sight and movement.',
    params: [range('widthIn', 'Width', 6, 2, 24), range('depthIn', 'Depth', 6, 2, 24), range('heightIn', 'Height', 6, 1, 18)],
    traits: ['obscuring', 'impassable'],
    build: (p) => block(num(p, 'widthIn'), num(p, 'depthIn'), num(p, 'heightIn')),
  },
  {
    kind: 'container',
    label: 'Container',
    description: 'A shipping container: impassable, blocks sight (Nuceria names containers as impassable, E.2).',
    params: [
      range('lengthIn', 'Length', 5, 2, 12),
      { key: 'stack', label: 'Stacked two high', default: false },
    ],
    traits: ['obscuring', 'impassable'],
    build: (p) => {
      const l = num(p, 'lengthIn');
      const solids = [box(0, 0, 0, l, 2.5, 2.5)];
      if (flag(p, 'stack')) solids.push(box(0, 0, 2.5, l, 2.5, 2.5));
      return { footprint: rect(l, 2.5), solids };
    },
  },
  {
    kind: 'woods',
    label: 'Woods',
    description: 'A wooded area: a cover-area footprint; the trees are decoration and do not block sight themselves.',
    params: [range('radiusIn', 'Radius', 4, 2, 10)],
    traits: ['cover-area', 'obscuring'],
    build: (p) => ground(ngon(10, num(p, 'radiusIn'), 0.8)),
  },
  {
    kind: 'crater',
    label: 'Crater',
    description: 'A shell crater: difficult ground and a cover area, with a low rim.',
    params: [range('radiusIn', 'Radius', 3, 1, 8)],
    traits: ['difficult', 'cover-area'],
    build: (p) => {
      const r = num(p, 'radiusIn');
      // Eight low rim segments on a circle just inside the footprint (0.5" high, 0.4" thick).
      const rimR = r * Math.cos(Math.PI / 8) - 0.25;
      const seg = 2 * rimR * Math.tan(Math.PI / 8);
      const solids = Array.from({ length: 8 }, (_, i): TerrainSolid => {
        const t = (2 * Math.PI * i) / 8 + Math.PI / 8;
        const b: SolidBox = { x: round3(rimR * Math.cos(t)), y: round3(rimR * Math.sin(t)), z: 0, w: 0.4, d: round3(seg), h: 0.5, rotationDeg: (i * 45 + 22.5) % 360 };
        return { box: b };
      });
      return { footprint: ngon(8, r / Math.cos(Math.PI / 8)), solids };
    },
  },
  {
    kind: 'hill',
    label: 'Hill',
    description: 'A walkable hill: models stand on top; gives height, not cover by itself.',
    params: [range('widthIn', 'Width', 12, 4, 30), range('depthIn', 'Depth', 8, 4, 30), range('heightIn', 'Height', 2, 0.5, 6)],
    traits: [],
    build: (p) => block(num(p, 'widthIn'), num(p, 'depthIn'), num(p, 'heightIn')),
  },
  {
    kind: 'barricade',
    label: 'Barricade',
    description: 'A chest-high barricade: models behind it are partly hidden.',
    params: [range('lengthIn', 'Length', 4, 1, 12)],
    traits: ['obscuring'],
    build: (p) => lowWall(num(p, 'lengthIn'), 1),
  },
  {
    kind: 'low-wall',
    label: 'Low wall',
    description: 'A low stone wall.',
    params: [range('lengthIn', 'Length', 6, 1, 18), range('heightIn', 'Height', 1.5, 0.5, 3, 0.25)],
    traits: ['obscuring'],
    build: (p) => lowWall(num(p, 'lengthIn'), num(p, 'heightIn')),
  },
  {
    kind: 'river',
    label: 'River',
    description: 'A stretch of river: difficult ground.',
    params: [range('lengthIn', 'Length', 16, 4, 60), range('widthIn', 'Width', 3, 1, 8)],
    traits: ['difficult'],
    build: (p) => {
      const [l, w] = [num(p, 'lengthIn'), num(p, 'widthIn')];
      // A gentle bend: the banks step in and out by a quarter of the width.
      const k = w / 4;
      return ground([[-l / 2, -w / 2], [-l / 6, -w / 2 + k], [l / 6, -w / 2 - k], [l / 2, -w / 2], [l / 2, w / 2], [l / 6, w / 2 - k], [-l / 6, w / 2 + k], [-l / 2, w / 2]]);
    },
  },
  {
    kind: 'mud',
    label: 'Mud',
    description: 'A patch of mud: difficult ground.',
    params: [range('radiusIn', 'Radius', 3, 1, 10)],
    traits: ['difficult'],
    build: (p) => ground(ngon(9, num(p, 'radiusIn'), 0.7)),
  },
  {
    kind: 'dangerous',
    label: 'Dangerous ground',
    description: 'Razor wire, mines or quicksand: dangerous to cross (Hammer Wars C.2).',
    params: [range('widthIn', 'Width', 5, 1, 20), range('depthIn', 'Depth', 3, 1, 20)],
    traits: ['dangerous'],
    build: (p) => ground(rect(num(p, 'widthIn'), num(p, 'depthIn'))),
  },
  scatterKind('crates', 'Crates', 'A small stack of supply crates (scatter).', 3, 6, (n) => ({
    footprint: rect(n * 1.1 + 0.2, 1.3),
    solids: boxGrid(n, n, 1.1, 1, (i) => (i % 2 ? 1.4 : 1)),
  })),
  scatterKind('barrels', 'Barrels', 'A cluster of fuel barrels (scatter).', 4, 9, (n) => {
    const cols = Math.ceil(Math.sqrt(n));
    const rows = Math.ceil(n / cols);
    const s = 0.75;
    return { footprint: rect(cols * s + 0.2, rows * s + 0.2), solids: boxGrid(n, cols, s, 0.65, () => 1.1) };
  }),
];

export const TERRAIN_KINDS: readonly TerrainKindDef[] = KINDS;

export function terrainKind(kind: string): TerrainKindDef | undefined {
  return KINDS.find((k) => k.kind === kind);
}

/**
 * Reads what a player typed into a number field of a terrain piece: the value, or why it is refused (never clamped
 * silently: "Width is 2" to 24"; 100" is too wide" is shown and the last good value stays in use).
 */
export function readParamInput(spec: ParamSpec, text: string): { ok: true; value: number } | { ok: false; reason: string } {
  const unit = spec.key === 'count' || spec.key === 'trees' ? '' : '"';
  const range = `${spec.label} is ${spec.min ?? '-'}${unit} to ${spec.max ?? '-'}${unit}`;
  const t = text.trim();
  const n = Number(t);
  if (t === '' || !Number.isFinite(n)) return { ok: false, reason: `${range}; "${text}" is not a number.` };
  if (spec.min !== undefined && n < spec.min) return { ok: false, reason: `${range}; ${n}${unit} is too small.` };
  if (spec.max !== undefined && n > spec.max) return { ok: false, reason: `${range}; ${n}${unit} is too large.` };
  if (spec.step && Math.abs(Math.round(n / spec.step) * spec.step - n) > 1e-9)
    return { ok: false, reason: `${range}, in steps of ${spec.step}${unit}; ${n}${unit} is between steps.` };
  return { ok: true, value: n };
}

/** Params with defaults filled in, numbers clamped to their range and rounded to their step. */
export function resolveParams(def: TerrainKindDef, params: TerrainParams = {}): Record<string, ParamValue> {
  const out: Record<string, ParamValue> = {};
  for (const s of def.params) {
    const v = params[s.key];
    if (typeof s.default === 'boolean') out[s.key] = typeof v === 'boolean' ? v : s.default;
    else {
      let n = typeof v === 'number' && Number.isFinite(v) ? v : s.default;
      if (s.step) n = Math.round(n / s.step) * s.step;
      out[s.key] = Math.min(s.max ?? Infinity, Math.max(s.min ?? -Infinity, n));
    }
  }
  return out;
}

export interface MakeTerrainOptions {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly rotationDeg?: number;
  readonly params?: TerrainParams;
  /** Replaces the kind's default traits. */
  readonly traits?: readonly TerrainTrait[];
  readonly name?: string;
}

/** A library piece placed at (x, y). Throws on an unknown kind (a programming error, not a user's). */
export function makeTerrain(kind: string, opts: MakeTerrainOptions): TerrainPiece {
  const def = terrainKind(kind);
  if (!def) throw new Error(`Unknown terrain kind "${kind}"; the library has ${KINDS.map((k) => k.kind).join(', ')}.`);
  const { footprint, solids } = def.build(resolveParams(def, opts.params));
  const piece: TerrainPiece = {
    id: opts.id,
    kind,
    x: opts.x,
    y: opts.y,
    rotationDeg: opts.rotationDeg ?? 0,
    traits: [...(opts.traits ?? def.traits)],
    footprint,
    solids,
  };
  return opts.name === undefined ? piece : { ...piece, name: opts.name };
}

/**
 * Where a woods piece's trees stand, in its local frame: decoration only (never solids, so they never block sight).
 * Deterministic from the footprint so a piece and its twin look alike; every tree lies inside the footprint.
 */
export function treePositions(footprint: readonly Vec2[]): Vec2[] {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const [x, y] of footprint) (minX = Math.min(minX, x)), (minY = Math.min(minY, y)), (maxX = Math.max(maxX, x)), (maxY = Math.max(maxY, y));
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const out: Vec2[] = [];
  // About one tree per 8 square inches of bounding box, 2 to 12 trees.
  const count = Math.max(2, Math.min(12, Math.round(((maxX - minX) * (maxY - minY)) / 8)));
  // A golden-angle spiral filling 70% of the inscribed ellipse.
  const rx = ((maxX - minX) / 2) * 0.7;
  const ry = ((maxY - minY) / 2) * 0.7;
  for (let i = 0; i < count; i++) {
    const r = Math.sqrt((i + 0.5) / count);
    const t = i * 2.399963;
    out.push([cx + rx * r * Math.cos(t), cy + ry * r * Math.sin(t)]);
  }
  return out.filter((p) => pointInPolygon(p, footprint));
}

