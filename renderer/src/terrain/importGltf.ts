// Imports the user's own terrain model (glTF/GLB): its meshes as one triangle soup in table inches, voxelized into the
// boxes a terrain piece holds, with a footprint seen from above. No React; the panel calls importGltfPiece.
import type { Object3D } from 'three';
import { Matrix4, Vector3 } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import {
  LAYOUT_LIMITS,
  meshBounds,
  meshOutlineHull,
  voxelizeMesh,
  type Layout,
  type TerrainPiece,
  type TerrainTrait,
  type Vec2,
} from '../../../engine/index';
import { nextTerrainId } from './terrainOps';

export type LengthUnit = 'mm' | 'cm' | 'm' | 'in';
export const INCHES_PER_UNIT: Record<LengthUnit, number> = { mm: 1 / 25.4, cm: 1 / 2.54, m: 1 / 0.0254, in: 1 };
export const UNIT_LABELS: Record<LengthUnit, string> = { mm: 'millimetres', cm: 'centimetres', m: 'metres', in: 'inches' };
/** glTF is y-up by convention; models converted from 3D-printing files are often z-up. */
export type UpAxis = 'y' | 'z';
export type FootprintMode = 'hull' | 'bounds';

export const IMPORT_LIMITS = {
  maxTriangles: 200_000,
  maxFileBytes: 100 * 1024 * 1024,
  /** Narrowest piece accepted (its wider side seen from above), inches. */
  minSizeIn: 0.25,
  /** Tallest piece accepted, inches. */
  maxHeightIn: 48,
} as const;

/** A plausible terrain piece is 1" to 30" at its widest; the guess takes the first unit (in this order) that gives that. */
export const GUESS_RANGE_IN = [1, 30] as const;
const GUESS_ORDER: readonly LengthUnit[] = ['m', 'mm', 'in', 'cm'];

/** Every triangle of a model, in the model's own units and frame (node transforms applied). */
export interface TriangleSoup {
  readonly positions: Float32Array;
  readonly indices: Uint32Array;
}

export type Outcome<T> = ({ readonly ok: true } & T) | { readonly ok: false; readonly reason: string };

const PARSE_TIMEOUT_MS = 20_000;

/** Parses glTF (JSON) or GLB bytes with three's GLTFLoader. External .bin or image files cannot be reached: use GLB. */
export function parseGltf(bytes: ArrayBuffer, fileName: string): Promise<Outcome<{ scene: Object3D }>> {
  const bad = (e: unknown): Outcome<{ scene: Object3D }> => ({
    ok: false,
    reason: `${fileName} could not be read as a glTF/GLB model (${e instanceof Error ? e.message : String(e)}). Export it from your 3D program as .glb (binary glTF) and try again.`,
  });
  return new Promise((resolve) => {
    // The loader may never call back when a resource fails oddly: give up after a while rather than hang the panel.
    const timer = setTimeout(() => resolve(bad(new Error('reading it took too long'))), PARSE_TIMEOUT_MS);
    const done = (r: Outcome<{ scene: Object3D }>) => {
      clearTimeout(timer);
      resolve(r);
    };
    try {
      new GLTFLoader().parse(bytes, '', (gltf) => done({ ok: true, scene: gltf.scene }), (e) => done(bad(e)));
    } catch (e) {
      done(bad(e)); // the loader throws (rather than calls back) on text that is not JSON
    }
  });
}

interface MeshLike extends Object3D {
  isMesh?: boolean;
  isInstancedMesh?: boolean;
  count?: number;
  getMatrixAt?: (i: number, m: Matrix4) => void;
  geometry?: { attributes: Record<string, { count: number; getX(i: number): number; getY(i: number): number; getZ(i: number): number } | undefined>; index: { count: number; getX(i: number): number } | null; drawRange?: { start: number; count: number } };
}

const tmpV = new Vector3();
const tmpM = new Matrix4();
const instM = new Matrix4();

/** Collects the triangles of every mesh under `root` (world transforms applied). Lines and points are left out. */
export function triangleSoupOf(root: Object3D, fileName: string): Outcome<{ soup: TriangleSoup; triangles: number }> {
  root.updateMatrixWorld(true);
  const meshes: MeshLike[] = [];
  root.traverse((o) => {
    const m = o as MeshLike;
    if (m.isMesh && m.geometry?.attributes.position) meshes.push(m);
  });
  if (!meshes.length) return { ok: false, reason: `${fileName} holds no meshes (only empty nodes, lines or points): nothing could block line of sight.` };
  let triangles = 0;
  const copies = (m: MeshLike) => (m.isInstancedMesh ? (m.count ?? 1) : 1);
  for (const m of meshes) triangles += (Math.floor((m.geometry!.index?.count ?? m.geometry!.attributes.position!.count) / 3)) * copies(m);
  if (triangles === 0) return { ok: false, reason: `${fileName} has meshes but no triangles.` };
  if (triangles > IMPORT_LIMITS.maxTriangles)
    return { ok: false, reason: `${fileName} has ${triangles.toLocaleString('en')} triangles; at most ${IMPORT_LIMITS.maxTriangles.toLocaleString('en')} can be imported. Simplify (decimate) the model in your 3D program first.` };
  const positions: number[] = [];
  const indices: number[] = [];
  for (const m of meshes) {
    const g = m.geometry!;
    const pos = g.attributes.position!;
    const n = copies(m);
    for (let c = 0; c < n; c++) {
      tmpM.copy(m.matrixWorld);
      if (m.isInstancedMesh && m.getMatrixAt) {
        m.getMatrixAt(c, instM);
        tmpM.multiply(instM);
      }
      const base = positions.length / 3;
      for (let i = 0; i < pos.count; i++) {
        tmpV.set(pos.getX(i), pos.getY(i), pos.getZ(i)).applyMatrix4(tmpM);
        positions.push(tmpV.x, tmpV.y, tmpV.z);
      }
      const count = g.index ? g.index.count : pos.count;
      for (let i = 0; i + 2 < count; i += 3)
        for (let k = 0; k < 3; k++) indices.push(base + (g.index ? g.index.getX(i + k) : i + k));
    }
  }
  return { ok: true, soup: { positions: Float32Array.from(positions), indices: Uint32Array.from(indices) }, triangles };
}

/** The unit that makes the model's widest extent (in its own units) a plausible piece: see GUESS_RANGE_IN. */
export function guessUnit(widestRaw: number): LengthUnit {
  const [lo, hi] = GUESS_RANGE_IN;
  for (const u of GUESS_ORDER) {
    const v = widestRaw * INCHES_PER_UNIT[u];
    if (v >= lo && v <= hi) return u;
  }
  // Nothing plausible: the unit that lands closest (in ratio) to the range.
  const off = (u: LengthUnit) => {
    const v = widestRaw * INCHES_PER_UNIT[u];
    return v < lo ? lo / v : v / hi;
  };
  return GUESS_ORDER.reduce((best, u) => (off(u) < off(best) ? u : best));
}

/** The soup in table inches, z up: y-up models turn (x, y, z) -> (x, -z, y), the inverse of the scene's tableToScene. */
export function toTableInches(soup: TriangleSoup, unit: LengthUnit, up: UpAxis): Float32Array {
  const s = INCHES_PER_UNIT[unit];
  const p = soup.positions;
  const out = new Float32Array(p.length);
  for (let i = 0; i < p.length; i += 3) {
    if (up === 'y') {
      out[i] = p[i]! * s;
      out[i + 1] = -p[i + 2]! * s;
      out[i + 2] = p[i + 1]! * s;
    } else {
      out[i] = p[i]! * s;
      out[i + 1] = p[i + 1]! * s;
      out[i + 2] = p[i + 2]! * s;
    }
  }
  return out;
}

export interface ImportOptions {
  readonly fileName: string;
  /** 'auto' guesses from the model's size (guessUnit). */
  readonly unit: LengthUnit | 'auto';
  readonly up: UpAxis;
  readonly footprint: FootprintMode;
  readonly traits: readonly TerrainTrait[];
}

export interface ImportedPiece {
  readonly piece: TerrainPiece;
  readonly unit: LengthUnit;
  readonly guessed: boolean;
  readonly triangles: number;
  readonly boxes: number;
  readonly cellIn: number;
  /** Width, depth and height of the model in inches. */
  readonly sizeIn: readonly [number, number, number];
}

const r3 = (v: number) => Math.round(v * 1000) / 1000 + 0;
const fmtIn = (v: number) => `${Number(v.toFixed(2))}"`;

const polygonArea = (pts: readonly Vec2[]) => pts.reduce((a, p, i) => {
  const q = pts[(i + 1) % pts.length]!;
  return a + p[0] * q[1] - q[0] * p[1];
}, 0) / 2;

/**
 * The terrain piece for a model: centred on its footprint (the middle of its outline seen from above) with its lowest
 * point on the table, its solids the voxel boxes, placed at the table centre.
 */
export function buildImportedPiece(layout: Layout, soup: TriangleSoup, triangles: number, o: ImportOptions): Outcome<ImportedPiece> {
  const raw = meshBounds(soup.positions);
  if (!raw.every(Number.isFinite)) return { ok: false, reason: `${o.fileName} has vertices that are not numbers.` };
  const widestRaw = Math.max(raw[3] - raw[0], raw[4] - raw[1], raw[5] - raw[2]);
  const unit = o.unit === 'auto' ? guessUnit(widestRaw) : o.unit;
  const pos = toTableInches(soup, unit, o.up);
  const b = meshBounds(pos);
  const w = b[3] - b[0], d = b[4] - b[1], h = b[5] - b[2];
  const size = `${fmtIn(w)} x ${fmtIn(d)} x ${fmtIn(h)} tall in ${UNIT_LABELS[unit]}`;
  if (Math.max(w, d) < IMPORT_LIMITS.minSizeIn) return { ok: false, reason: `${o.fileName} is only ${size}: too small to stand on the table. Pick a larger unit.` };
  const { widthIn, depthIn } = layout.table;
  if (w > widthIn || d > widthIn || Math.min(w, d) > depthIn || h > IMPORT_LIMITS.maxHeightIn)
    return { ok: false, reason: `${o.fileName} is ${size}: larger than the ${widthIn}" x ${depthIn}" table. Pick a smaller unit.` };
  const cx = (b[0] + b[3]) / 2, cy = (b[1] + b[4]) / 2, z0 = b[2];
  for (let i = 0; i < pos.length; i += 3) {
    pos[i] = pos[i]! - cx;
    pos[i + 1] = pos[i + 1]! - cy;
    pos[i + 2] = pos[i + 2]! - z0;
  }
  const vox = voxelizeMesh(pos, soup.indices, { maxBoxes: LAYOUT_LIMITS.maxSolids });
  if (!vox.ok) return { ok: false, reason: `${o.fileName}: ${vox.reason}` };
  // A flat model (a wall drawn as one plane) has no area seen from above: its footprint is its (thickened) bounds.
  const hw = Math.max(w, 0.1) / 2, hd = Math.max(d, 0.1) / 2;
  const rect: Vec2[] = [[-hw, -hd], [hw, -hd], [hw, hd], [-hw, hd]];
  const hull = o.footprint === 'hull' ? meshOutlineHull(pos, LAYOUT_LIMITS.maxFootprintPoints) : [];
  const footprint = (hull.length >= 3 && polygonArea(hull) > 0.01 ? hull : rect).map(([x, y]) => [r3(x), r3(y)] as const);
  const base = o.fileName.replace(/\.(glb|gltf)$/i, '');
  const piece: TerrainPiece = {
    id: nextTerrainId(layout.terrain.map((p) => p.id), 'imported'),
    kind: `imported:${o.fileName}`.slice(0, LAYOUT_LIMITS.maxIdChars),
    name: base.slice(0, LAYOUT_LIMITS.maxNameChars) || 'Imported model',
    x: widthIn / 2,
    y: depthIn / 2,
    rotationDeg: 0,
    traits: [...new Set(o.traits)],
    footprint,
    solids: vox.boxes.map((box) => ({ box })),
  };
  return { ok: true, piece, unit, guessed: o.unit === 'auto', triangles, boxes: vox.boxes.length, cellIn: vox.cellIn, sizeIn: [r3(w), r3(d), r3(h)] };
}

/** What the panel says after an import: "Blocks line of sight as 143 boxes at 0.5" resolution". */
export function describeImport(r: ImportedPiece): string {
  const unit = `${UNIT_LABELS[r.unit]}${r.guessed ? ' (guessed from its size)' : ''}`;
  return `${r.piece.name ?? r.piece.id}: ${fmtIn(r.sizeIn[0])} x ${fmtIn(r.sizeIn[1])} x ${fmtIn(r.sizeIn[2])} tall, read in ${unit}. Blocks line of sight as ${r.boxes} box${r.boxes === 1 ? '' : 'es'} at ${r.cellIn}" resolution.`;
}

/** For a .gltf text file: the buffers and images it keeps in separate files (not data: URIs). A GLB holds its own. */
export function externalFilesOf(bytes: ArrayBuffer): string[] {
  const head = new Uint8Array(bytes, 0, Math.min(4, bytes.byteLength));
  if (String.fromCharCode(...head) === 'glTF') return [];
  try {
    const json = JSON.parse(new TextDecoder().decode(bytes)) as { buffers?: { uri?: unknown }[]; images?: { uri?: unknown }[] };
    return [...(json.buffers ?? []), ...(json.images ?? [])]
      .map((b) => b?.uri)
      .filter((u): u is string => typeof u === 'string' && !u.startsWith('data:'));
  } catch {
    return []; // not JSON: the loader says so
  }
}

/** File bytes -> a piece for `layout` (not yet added), or a reason a player can act on. */
export async function importGltfPiece(layout: Layout, bytes: ArrayBuffer, o: ImportOptions): Promise<Outcome<ImportedPiece>> {
  if (!/\.(glb|gltf)$/i.test(o.fileName)) return { ok: false, reason: `${o.fileName} is not a glTF model: choose a .glb or .gltf file.` };
  if (bytes.byteLength > IMPORT_LIMITS.maxFileBytes) return { ok: false, reason: `${o.fileName} is ${Math.round(bytes.byteLength / 1048576)} MB; at most ${IMPORT_LIMITS.maxFileBytes / 1048576} MB can be imported.` };
  const external = externalFilesOf(bytes);
  if (external.length)
    return { ok: false, reason: `${o.fileName} refers to separate files (${external.slice(0, 3).join(', ')}) that cannot be opened from here. Export the model as one .glb file and import that.` };
  const parsed = await parseGltf(bytes, o.fileName);
  if (!parsed.ok) return parsed;
  const tri = triangleSoupOf(parsed.scene, o.fileName);
  if (!tri.ok) return tri;
  return buildImportedPiece(layout, tri.soup, tri.triangles, o);
}
