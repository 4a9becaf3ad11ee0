// What opens must save and reopen (issue 15): big layouts save compact, too-big ones are refused with a reason,
// and Make symmetric never builds a twin the file cannot hold.
import { describe, expect, it } from 'vitest';
import { LAYOUT_LIMITS, LayoutError, loadLayout, makeSymmetric, parseLayoutText, saveLayout, utf8ByteLength, type Layout } from '../../../engine/index';
import { makePiece } from './helpers';

const empty: Layout = { format: 'sightline/layout', version: 1, name: 'big', table: { widthIn: 60, depthIn: 44 }, terrain: [], models: [] };

function withModels(n: number): Layout {
  return {
    ...empty,
    models: Array.from({ length: n }, (_, i) => ({
      id: `model-${i}-${'x'.repeat(150)}`, unit: `unit-${'u'.repeat(150)}`, side: 1, name: 'n'.repeat(100),
      base: { kind: 'round' as const, diameterMm: 32 }, x: 1 + (i % 50), y: 1 + Math.floor(i / 50) % 40, z: 0, facingDeg: 0, heightIn: 1.2,
    })),
  };
}

describe('saving within the file limits', () => {
  it('writes indented text when it fits, and it reopens identically', () => {
    const text = saveLayout(withModels(10));
    expect(text).toContain('\n  "models": [');
    expect(parseLayoutText(text)).toEqual(loadLayout(withModels(10)));
  });

  it('writes compact text when indenting would pass the limit, and that text reopens', () => {
    const layout = withModels(3400);
    const pretty = JSON.stringify(layout, null, 2);
    expect(pretty.length).toBeGreaterThan(LAYOUT_LIMITS.maxTextChars); // the case is real
    const text = saveLayout(layout);
    expect(text.length).toBeLessThanOrEqual(LAYOUT_LIMITS.maxTextChars);
    expect(text.split('\n')).toHaveLength(2);
    expect(parseLayoutText(text).models).toHaveLength(3400);
  });

  it('refuses with a reason when even compact text is too large', () => {
    const huge = { ...withModels(5000), notes: 'n'.repeat(LAYOUT_LIMITS.maxNotesChars) };
    const over = { ...huge, models: huge.models.map((m) => ({ ...m, name: 'n'.repeat(LAYOUT_LIMITS.maxNameChars) })) };
    expect(() => saveLayout(over)).toThrow(LayoutError);
    expect(() => saveLayout(over)).toThrow(/too large to save \(\d+\.\d MB; a layout file holds at most 2\.0 MB\)/);
  });
});

describe('Make symmetric near the edge of what a file holds', () => {
  it('refuses a twin past the coordinate limit, naming the piece and where its twin would go', () => {
    const layout: Layout = { ...empty, terrain: [makePiece('far', { x: -990, y: 22, name: 'Lost ruin' }), makePiece('near', { x: 40, y: 10 })] };
    const r = makeSymmetric(layout, 'mirror-x', 'left');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe('"Lost ruin" at (-990", 22") would get its twin at (1050", 22"), past the 1000" a layout can hold. Move it onto the table first.');
  });

  it('the same layout with the piece on the table becomes symmetric and saves', () => {
    const layout: Layout = { ...empty, terrain: [makePiece('a', { x: 10, y: 22 })] };
    const r = makeSymmetric(layout, 'mirror-x', 'left');
    expect(r.ok).toBe(true);
    if (r.ok) expect(parseLayoutText(saveLayout(r.layout)).terrain.map((p) => p.x)).toEqual([10, 50]);
  });
});

describe('utf8ByteLength', () => {
  it('counts bytes as UTF-8 writes them (checked against Buffer)', () => {
    for (const s of ['', 'abc', 'é', 'ß€', '😀', 'a😀b€é', '\u07ff\u0800\uffff', 'x'.repeat(1000) + '漢字'])
      expect(utf8ByteLength(s)).toBe(Buffer.byteLength(s, 'utf8'));
  });
});
