// saveLayout writes canonical text, and loading it back gives the same layout (property over generated layouts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LayoutError, loadLayout, saveLayout } from '../../../engine/layout/index';
import type { Layout } from '../../../engine/types';
import { makeLayout, makePiece, validLayoutArb } from './helpers';

describe('saveLayout', () => {
  it('round-trips every generated valid layout', () => {
    fc.assert(
      fc.property(validLayoutArb, (layout) => {
        expect(loadLayout(layout)).toEqual(layout);
        expect(loadLayout(JSON.parse(saveLayout(layout)))).toEqual(layout);
      }),
      { numRuns: 300, seed: 20240611 },
    );
  });

  it('is canonical: same text whatever the key order, 2-space indent, trailing newline', () => {
    fc.assert(
      fc.property(validLayoutArb, (layout) => {
        const reversed = JSON.parse(JSON.stringify(layout), function (this: unknown, _k, v: unknown) {
          return v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v;
        }) as Layout;
        const text = saveLayout(layout);
        expect(saveLayout(reversed)).toBe(text);
        expect(text.endsWith('}\n')).toBe(true);
        expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
        expect(Object.keys(JSON.parse(text)).slice(0, 4)).toEqual(['format', 'version', 'name', 'table']);
      }),
      { numRuns: 100, seed: 7 },
    );
  });

  it('drops fields outside the format and writes -0 as 0', () => {
    const piece = { ...makePiece('a', { x: -0 }), colour: 'red' } as never;
    const text = saveLayout(makeLayout([piece]));
    expect(text).not.toContain('colour');
    const back = loadLayout(JSON.parse(text));
    expect(Object.is(back.terrain[0]!.x, 0)).toBe(true);
    expect(Object.is(loadLayout(makeLayout([makePiece('a', { x: -0 })])).terrain[0]!.x, 0)).toBe(true);
  });

  it('refuses to write a layout that would not load back', () => {
    expect(() => saveLayout(makeLayout([makePiece('a', { x: NaN })]))).toThrow(LayoutError);
    expect(() => saveLayout(makeLayout([makePiece('a'), makePiece('a')]))).toThrow(/already used by terrain\[0\]/);
  });
});
