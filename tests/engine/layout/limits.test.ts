// Refusing early and cheaply (issue 15): the text scan before JSON.parse, the bounded schema problems, and the crafted
// files that once took seconds and gigabytes. Speed is measured in the bench (`npm run bench -- --suite files`).
import { describe, expect, it } from 'vitest';
import { FILE_LIMITS, layoutSchemaV1, loadLayout, parseLayoutText, prescanJsonText } from '../../../engine/index';
import { createDice } from '../../../engine/index';
import { validateLayoutV1 } from '../../../engine/layout/validate';
import { readRealLayout, realLayoutFiles } from '../../fixtures/real-layouts';
import { craftedHostileTexts } from '../../fixtures/hostile-files';
import { layoutErrorOf } from './helpers';

const errorOf = layoutErrorOf;

describe('prescanJsonText', () => {
  it('accepts every real layout', () => {
    for (const f of realLayoutFiles()) expect(prescanJsonText(JSON.stringify(readRealLayout(f), null, 2), 'layout')).toEqual({ ok: true });
  });

  it('refuses nesting one deeper than the limit, naming line and column, and ignores brackets inside strings', () => {
    const d = FILE_LIMITS.maxDepth;
    expect(prescanJsonText('['.repeat(d) + ']'.repeat(d), 'layout').ok).toBe(true);
    const r = prescanJsonText('{"a":\n' + '['.repeat(d) + ']'.repeat(d) + '}', 'layout');
    expect(r).toMatchObject({ ok: false, line: 2, column: d });
    expect(prescanJsonText(`{"a": "${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 'layout').ok).toBe(true);
  });

  it('refuses more values than the limit, and text over the size limit', () => {
    const limits = { ...FILE_LIMITS, maxValues: 10 };
    expect(prescanJsonText(`[${'1,'.repeat(9)}1]`, 'layout', limits).ok).toBe(true);
    expect(prescanJsonText(`[${'1,'.repeat(10)}1]`, 'layout', limits)).toMatchObject({ ok: false, message: expect.stringMatching(/more than 10 values/) });
    expect(prescanJsonText('x'.repeat(FILE_LIMITS.maxTextChars + 1), 'army file')).toMatchObject({
      ok: false,
      message: 'the file is too large to be an army file (2.0 MB; the limit is 2.0 MB).',
    });
  });
});

describe('bounded schema problems', () => {
  it('stops after FILE_LIMITS.maxProblems and says there are at least that many more', () => {
    const doc = readRealLayout(realLayoutFiles()[0]!) as { models: unknown[] };
    doc.models = Array.from({ length: 5000 }, (_, i) => ({ id: `m${i}`, unit: 1, side: 1, base: 'x', x: 'a', y: 'b', z: 'c', facingDeg: 'd', heightIn: 'e' }));
    const e = errorOf(() => loadLayout(doc));
    expect(e.problems).toHaveLength(FILE_LIMITS.maxProblems);
    expect(e.message).toMatch(/\(and at least 49 more problems\)\.$/);
    expect(e.path).toBe('models[0].unit');
  });

  it('accepts and refuses exactly what the whole schema does, with the same data (seeded mutations of real layouts)', () => {
    const dice = createDice(99);
    const files = realLayoutFiles();
    let bad = 0;
    for (let i = 0; i < 400; i++) {
      const doc = readRealLayout(files[i % files.length]!) as Record<string, any>;
      const edits: (() => void)[] = [
        () => (doc.terrain[0].x = 'x'),
        () => (doc.models = [{ id: 'a' }]),
        () => (doc.table.widthIn = 3),
        () => (doc.objectives = [{ id: 'o', x: 1, y: 'y' }]),
        () => delete doc.terrain,
        () => (doc.terrain = { not: 'a list' }),
        () => undefined,
        () => (doc.deployment = { zones: [{ id: 'z', side: 1, polygon: [[0, 0]] }] }),
      ];
      edits[dice.die(edits.length) - 1]!();
      const whole = layoutSchemaV1.safeParse(doc);
      const chunked = validateLayoutV1(doc, 1000);
      expect(chunked.ok).toBe(whole.success);
      // The same layout, its fields in the same order (a file saved from it reads the same).
      if (whole.success && chunked.ok) expect(JSON.stringify(chunked.layout)).toBe(JSON.stringify(whole.data));
      if (!whole.success && !chunked.ok) {
        bad++;
        expect(chunked.issues.map((x) => x.path.join('.')).sort()).toEqual(whole.error.issues.map((x) => x.path.join('.')).sort());
      }
    }
    expect(bad).toBeGreaterThan(100);
  });

  it('a document that is not an object is refused as the whole schema refuses it, not thrown at', () => {
    for (const doc of [null, undefined, 3, 'layout', [], true]) {
      const chunked = validateLayoutV1(doc, 1000);
      const whole = layoutSchemaV1.safeParse(doc);
      expect(chunked.ok, JSON.stringify(doc)).toBe(false);
      if (!chunked.ok && !whole.success) expect(chunked.issues.map((x) => x.path.join('.'))).toEqual(whole.error.issues.map((x) => x.path.join('.')));
    }
  });
});

describe('crafted hostile files are refused with the loader\'s own error', () => {
  it.each(Object.entries(craftedHostileTexts()))('%s', (_name, text) => {
    const e = errorOf(() => parseLayoutText(text, 'crafted.sightline'));
    expect(e.message.startsWith('crafted.sightline: ')).toBe(true);
  });

  it('an object whose getter throws an unprintable value is a LayoutError naming the field', () => {
    const doc = readRealLayout(realLayoutFiles()[0]!) as Record<string, any>;
    const unprintable = { toString: () => { throw new Error('no'); }, [Symbol.toPrimitive]: () => { throw new Error('no'); } };
    Object.defineProperty(doc.terrain[0], 'x', { enumerable: true, get: () => { throw unprintable; } });
    const e = errorOf(() => loadLayout(doc));
    expect(e.path).toBe('terrain[0].x');
    expect(e.message).toMatch(/^terrain\[0\]\.x could not be read \(a thrown object\)/);
  });
});

describe('army files get the same limits (issue 15)', () => {
  it('refuses a too-large or too-deep army file before parsing it, and reads a good one', async () => {
    const { parseArmyText, GameSetupError } = await import('../../../engine/index');
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = 'assets/armies/hammer-wars';
    const file = readdirSync(dir).find((f) => f.endsWith('.json'))!;
    const good = readFileSync(`${dir}/${file}`, 'utf8');
    expect(parseArmyText(good, file).format).toBe('sightline/army');
    expect(() => parseArmyText('x'.repeat(FILE_LIMITS.maxTextChars + 1), 'big.army.json')).toThrow(
      'big.army.json: the file is too large to be an army file (2.0 MB; the limit is 2.0 MB).',
    );
    expect(() => parseArmyText('['.repeat(100) + ']'.repeat(100), 'deep.army.json')).toThrow(/deep\.army\.json: line 1, column 33: nested too deeply/);
    expect(() => parseArmyText('{"format": ', 'cut.army.json')).toThrow(GameSetupError);
    expect(() => parseArmyText('{"format": "sightline/layout", "version": 1}', 'wrong.army.json')).toThrow(/wrong\.army\.json\.format/);
  });
});
