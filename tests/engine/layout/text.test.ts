// parseLayoutText: size limit before parsing, JSON syntax errors with line and column, file name in messages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findJsonSyntaxProblem, LayoutError, loadLayout, parseLayoutText, saveLayout } from '../../../engine/layout/index';
import { makeLayout, makePiece, layoutErrorOf } from './helpers';

const errorOf = (text: string, fileName?: string): LayoutError => layoutErrorOf(() => parseLayoutText(text, fileName));

describe('parseLayoutText', () => {
  it('refuses a 100 MB text before parsing it', () => {
    const huge = `{"name": "${'x'.repeat(100_000_000)}"}`;
    expect(errorOf(huge, 'big.json').message).toBe('big.json: the file is too large to be a layout (100 MB; the limit is 2.0 MB).');
  });

  it('reports JSON syntax errors with line and column', () => {
    const e = errorOf('{\n  "format": "sightline/layout",\n  "version": 1,\n}\n', 'layout.json');
    expect([e.line, e.column]).toEqual([4, 1]);
    expect(e.message).toBe('layout.json line 4, column 1: this is not valid JSON: expected a field name in double quotes.');
    expect(errorOf('{"a": abc}').message).toMatch(/^Line 1, column 7: .*found "a"/);
    expect(errorOf('').message).toMatch(/ends too early/);
    expect(errorOf('{"a": "x\ny"}').message).toMatch(/line 1, column 9: .*control character/i);
  });

  it('parses deeply nested JSON text without crashing and refuses it', () => {
    expect(errorOf(`{"format": "sightline/layout", "version": 1, "x": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`).message).toMatch(/nested too deeply/);
  });

  it('prefixes schema errors with the file name and keeps the path', () => {
    const text = saveLayout(makeLayout([makePiece('ruin-3')])).replace('"x": 10', '"x": "abc"');
    const e = errorOf(text, 'layout.json');
    expect(e.message).toBe('layout.json: terrain[0] ("ruin-3"): x must be a finite number of inches (got "abc").');
    expect(e.path).toBe('terrain[0].x');
  });

  it('accepts a byte-order mark and loadLayout accepts text too', () => {
    const text = saveLayout(makeLayout([makePiece('a')]));
    expect(parseLayoutText(`\uFEFF${text}`).terrain[0]?.id).toBe('a');
    expect(loadLayout(text).terrain[0]?.id).toBe('a');
  });

  it('the syntax locator agrees with JSON.parse on mutated texts', () => {
    const base = saveLayout(makeLayout([makePiece('a', { name: 'q"\\u00e9' })], { notes: 'n\\t' }));
    const alphabet = ['{', '}', '[', ']', ',', ':', '"', '\\', '-', '0', '1', 'e', '.', ' ', 't', 'n', '\n', 'x'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(base.length), fc.constantFrom(...alphabet), fc.boolean()), { minLength: 1, maxLength: 3 }), (edits) => {
        let t = base;
        for (const [at, ch, insert] of edits) t = t.slice(0, at) + ch + t.slice(insert ? at : at + 1);
        let valid = true;
        try {
          JSON.parse(t);
        } catch {
          valid = false;
        }
        expect(findJsonSyntaxProblem(t) === null).toBe(valid);
      }),
      { numRuns: 2000, seed: 99 },
    );
  });
});
