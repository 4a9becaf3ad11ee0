// glTF/GLB import: the L-ruin fixture becomes a piece with the right shape and orientation; units, axes, bad files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLayout, saveLayout, type Layout, type TerrainPiece } from '../../../engine/index';
import { describeImport, guessUnit, importGltfPiece, type ImportOptions } from '../../../renderer/src/terrain/importGltf';
import { glbToGltfText, lRuinInches, QuadMesh, writeGlb } from '../../fixtures/gltf/writeGlb';

// three's FileLoader (used for a .gltf's data: URI buffer) reports progress with the browser's ProgressEvent.
(globalThis as { ProgressEvent?: unknown }).ProgressEvent ??= class extends Event {};

const FIXTURE = path.resolve(__dirname, '../../fixtures/gltf/l-ruin.glb');
const ab = (u: Uint8Array): ArrayBuffer => u.buffer.slice(u.byteOffset, u.byteOffset + u.byteLength) as ArrayBuffer;
const layout: Layout = { format: 'sightline/layout', version: 1, name: 'import', table: { widthIn: 60, depthIn: 44 }, terrain: [], models: [] };
const opts: ImportOptions = { fileName: 'l-ruin.glb', unit: 'auto', up: 'y', footprint: 'hull', traits: ['obscuring'] };

async function importOk(bytes: Uint8Array, o: Partial<ImportOptions> = {}) {
  const r = await importGltfPiece(layout, ab(bytes), { ...opts, ...o });
  if (!r.ok) throw new Error(r.reason);
  return r;
}
const reasonOf = async (bytes: Uint8Array, o: Partial<ImportOptions> = {}) => {
  const r = await importGltfPiece(layout, ab(bytes), { ...opts, ...o });
  return r.ok ? 'imported' : r.reason;
};
/** Is the local point (x, y, z) inside one of the piece's solids? */
const solidAt = (p: TerrainPiece, x: number, y: number, z: number) =>
  p.solids.some(({ box: b }) => Math.abs(x - b.x) < b.w / 2 && Math.abs(y - b.y) < b.d / 2 && z > b.z && z < b.z + b.h);

describe('importing the L-ruin fixture (metres, y up)', () => {
  it('is the file the generator writes', () => {
    expect(Buffer.from(readFileSync(FIXTURE)).equals(Buffer.from(writeGlb([lRuinInches().toGltf()])))).toBe(true);
  });

  it('becomes an 8" x 6" x 5" piece at the table centre, walls where the model has them, the window open', async () => {
    const r = await importOk(readFileSync(FIXTURE));
    const p = r.piece;
    expect([r.unit, r.guessed, r.triangles]).toEqual(['m', true, 76]) // 32 quads of wall with window, 6 of the return wall;
    expect(r.sizeIn.map((v) => Number(v.toFixed(3)))).toEqual([8, 6, 5]);
    expect([p.id, p.kind, p.name, p.x, p.y, p.rotationDeg, p.traits]).toEqual(['imported-1', 'imported:l-ruin.glb', 'l-ruin', 30, 22, 0, ['obscuring']]);
    expect(r.cellIn).toBe(0.25);
    expect(r.boxes).toBe(p.solids.length);
    expect(r.boxes).toBeLessThan(12);
    // Centred on its footprint: the long wall runs along local y -3..-2.5, the return wall along x -4..-3.5 (y up -> z up, not mirrored).
    expect(solidAt(p, 2, -2.75, 4)).toBe(true);
    expect(solidAt(p, -3.75, 2, 4)).toBe(true);
    expect(solidAt(p, 2, 2, 1)).toBe(false);
    expect(solidAt(p, 3.75, 2, 4)).toBe(false); // where a mirrored model would put the return wall
    // The window (x -0.75..0.75, z 1..3) is open through the wall.
    for (let x = -0.7; x <= 0.7; x += 0.1) for (let z = 1.05; z < 3; z += 0.1) expect(solidAt(p, x, -2.75, z)).toBe(false);
    expect(solidAt(p, 0, -2.75, 0.5)).toBe(true);
    expect(solidAt(p, 0, -2.75, 4)).toBe(true);
    expect(p.footprint).toEqual([[-4, -3], [4, -3], [4, -2.5], [-3.5, 3], [-4, 3]]);
    expect(describeImport(r)).toBe(`l-ruin: 8" x 6" x 5" tall, read in metres (guessed from its size). Blocks line of sight as ${r.boxes} boxes at 0.25" resolution.`);
  });

  it('passes the layout format as saved and loaded', async () => {
    const r = await importOk(readFileSync(FIXTURE));
    const doc = { ...layout, terrain: [r.piece] };
    expect(loadLayout(JSON.parse(saveLayout(doc))).terrain[0]).toEqual(r.piece);
  });

  it('uses the bounding rectangle as footprint when asked', async () => {
    const r = await importOk(readFileSync(FIXTURE), { footprint: 'bounds' });
    expect(r.piece.footprint).toEqual([[-4, -3], [4, -3], [4, 3], [-4, 3]]);
  });

  it('reads the same model in millimetres, and a z-up model in inches, as the same piece', async () => {
    const a = (await importOk(readFileSync(FIXTURE))).piece;
    const mm = await importOk(writeGlb([lRuinInches().toGltf(25.4)]));
    expect(mm.unit).toBe('mm');
    expect(mm.piece.solids).toEqual(a.solids);
    const zUp = lRuinInches();
    const inches = await importOk(writeGlb([{ positions: zUp.positions, indices: zUp.indices }]), { unit: 'in', up: 'z' });
    expect(inches.piece.solids).toEqual(a.solids);
    expect(inches.guessed).toBe(false);
  });

  it('reads a .gltf text file with its buffer embedded the same as the .glb', async () => {
    const a = (await importOk(readFileSync(FIXTURE))).piece;
    const r = await importOk(new TextEncoder().encode(glbToGltfText(readFileSync(FIXTURE))), { fileName: 'l-ruin.gltf' });
    expect(r.piece.solids).toEqual(a.solids);
    expect(r.piece.kind).toBe('imported:l-ruin.gltf');
  });

  it('applies node transforms (translation and scale)', async () => {
    const g = new QuadMesh().box(0, 0, 0, 1, 1, 1).toGltf(1);
    const r = await importOk(writeGlb([{ ...g, translation: [5, 0, 0], scale: [0.0508, 0.0254 * 3, 0.0254] }]));
    expect(r.unit).toBe('m');
    expect(r.sizeIn.map((v) => Number(v.toFixed(3)))).toEqual([2, 1, 3]);
    expect(r.piece.solids).toEqual([{ box: { x: 0, y: 0, z: 0, w: 2, d: 1, h: 3 } }]);
  });
});

describe('guessUnit', () => {
  it('takes the first of m, mm, in, cm that makes the widest side 1" to 30", else the closest', () => {
    expect([0.2, 0.03, 150, 700, 12, 50, 2, 0.001, 5000, 2000].map(guessUnit)).toEqual(['m', 'm', 'mm', 'mm', 'in', 'mm', 'in', 'm', 'mm', 'mm']);
  });
});

describe('files that cannot be imported change nothing and say why', () => {
  it('not glTF, wrong extension, no meshes, too many triangles, too big or too small', async () => {
    expect(await reasonOf(new TextEncoder().encode('hello world'))).toMatch(/l-ruin\.glb could not be read as a glTF\/GLB model.*Export it .* as \.glb/);
    expect(await reasonOf(new Uint8Array([0x67, 0x6c, 0x54, 0x46, 2, 0, 0, 0, 99, 0, 0, 0]))).toMatch(/could not be read/);
    expect(await reasonOf(readFileSync(FIXTURE), { fileName: 'ruin.stl' })).toMatch(/not a glTF model: choose a \.glb or \.gltf file/);
    expect(await reasonOf(writeGlb([]))).toMatch(/holds no meshes/);
    const split = JSON.stringify({ asset: { version: '2.0' }, buffers: [{ byteLength: 10, uri: 'ruin.bin' }], images: [{ uri: 'moss.png' }] });
    expect(await reasonOf(new TextEncoder().encode(split), { fileName: 'ruin.gltf' })).toMatch(/refers to separate files \(ruin\.bin, moss\.png\).*Export the model as one \.glb/);
    const many = { positions: [0, 0, 0, 1, 0, 0, 0, 1, 0], indices: Array.from({ length: 3 * 200_001 }, (_, i) => i % 3) };
    expect(await reasonOf(writeGlb([many]))).toMatch(/200,001 triangles; at most 200,000/);
    const cube = (s: number) => writeGlb([new QuadMesh().box(0, 0, 0, s, s, s).toGltf(1)]);
    expect(await reasonOf(cube(100), { unit: 'm' })).toMatch(/larger than the 60" x 44" table\. Pick a smaller unit/);
    expect(await reasonOf(cube(0.1), { unit: 'mm' })).toMatch(/too small to stand on the table\. Pick a larger unit/);
    expect(await reasonOf(writeGlb([{ positions: [1, 1, 1, 1, 1, 1, 1, 1, 1], indices: [0, 1, 2] }]))).toMatch(/too small/);
  });
});
