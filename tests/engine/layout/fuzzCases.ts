// Fuzzing the loader (issue 15): seeded mutations of the real tournament layouts plus hostile objects. Every refusal is
// the loader's own LayoutError, naming the field when the mutation touched one; nothing else escapes. Everyday
// (fuzz.test.ts) the first 1,000 mutations of the seed; deep tier (fuzz.deep.test.ts, `npm run test:deep`) all 10,000.
import { describe, expect, it } from 'vitest';
import { createDice, LayoutError, loadLayout, parseLayoutText, type Dice } from '../../../engine/index';
import { readRealLayout, realLayoutFiles } from '../../fixtures/real-layouts';

type Json = unknown;
const files = realLayoutFiles();
const docs = files.map((f) => readRealLayout(f));

const pick = <T>(dice: Dice, list: readonly T[]): T => list[dice.die(list.length) - 1]!;

const isPlain = (v: unknown): v is object =>
  v !== null && typeof v === 'object' && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype) && !(v instanceof Map);

/** Every path to a value inside `doc` (not the root), not descending into hostile values planted earlier. */
function pathsOf(doc: Json, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (isPlain(doc)) {
    let entries: [string, unknown][];
    try {
      entries = Object.entries(doc);
    } catch {
      return out;
    }
    for (const [k, v] of entries) {
      const p = [...prefix, Array.isArray(doc) ? Number(k) : k];
      out.push(p);
      pathsOf(v, p, out);
    }
  }
  return out;
}

const HOSTILE_VALUES: readonly (() => Json)[] = [
  () => 'abc', () => '', () => 'x'.repeat(5000), () => -1, () => 0, () => -0, () => 1e308, () => -1e308, () => NaN,
  () => Infinity, () => null, () => true, () => [], () => ({}), () => [1], () => [[1, 2, 3]], () => ({ a: 1 }),
  () => 10n, () => () => 1, () => new Date(0), () => Symbol('s'), () => new Map(), () => undefined,
  () => JSON.parse('{"__proto__": {"polluted": 1}}'), () => ({ constructor: { prototype: { polluted: 1 } } }),
  () => {
    let deep: Json = 0;
    for (let i = 0; i < 100; i++) deep = [deep];
    return deep;
  },
  () => {
    const o: Record<string, unknown> = {};
    Object.defineProperty(o, 'x', { enumerable: true, get: () => { throw { toString: () => { throw new Error('unprintable'); } }; } });
    return o;
  },
  () => new Proxy({}, { ownKeys: () => { throw Symbol('trap'); } }),
];

function setAt(doc: Json, path: readonly (string | number)[], value: Json | typeof REMOVE): void {
  let node = doc as Record<string | number, unknown>;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === REMOVE) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = value;
}
const REMOVE = Symbol('remove');

/** A deep copy of plain data; a hostile value planted earlier is shared as it is. */
function copyOf(v: unknown): unknown {
  try {
    return isPlain(v) ? JSON.parse(JSON.stringify(v) ?? 'null') : v;
  } catch {
    return v;
  }
}

/** Applies 1-3 random edits to a copy of a real layout; returns the copy and the paths it touched. */
function mutate(dice: Dice): { doc: Json; touched: string[] } {
  const doc = structuredClone(pick(dice, docs));
  const touched: string[] = [];
  const edits = dice.die(3);
  for (let e = 0; e < edits; e++) {
    const paths = pathsOf(doc);
    const path = pick(dice, paths);
    const kind = dice.die(6);
    if (kind === 1) setAt(doc, path, REMOVE);
    else if (kind === 2) {
      // Duplicate a list entry (duplicate ids) or copy a sibling value here.
      const parentPath = path.slice(0, -1);
      let parent = doc as Record<string | number, unknown>;
      for (const k of parentPath) parent = parent[k] as Record<string | number, unknown>;
      if (Array.isArray(parent)) parent.push(copyOf(parent[0]));
      else setAt(doc, [...parentPath, 'extra'], 1);
    } else setAt(doc, path, pick(dice, HOSTILE_VALUES)());
    touched.push(path.join('.'));
  }
  return { doc, touched };
}

function outcome(load: () => unknown): 'loaded' | LayoutError {
  try {
    load();
    return 'loaded';
  } catch (e) {
    if (!(e instanceof LayoutError)) throw new Error(`escaped the loader: ${String((e as Error)?.stack ?? typeof e)}`);
    return e;
  }
}

/** Registers the fuzz cases: `mutations` of them from the fixed seed (the deep tier's 10,000 begin with the everyday 1,000). */
export function fuzzCases(tier: 'everyday' | 'deep'): void {
  const deep = tier === 'deep';
  const mutations = deep ? 10_000 : 1_000;
  describe(`fuzzing the layout loader (${tier})`, () => {
    it(`${mutations.toLocaleString('en')} seeded mutations of the real layouts: loaded, or refused with a LayoutError naming a field`, () => {
      const dice = createDice(15_2026);
      let refused = 0;
      let named = 0;
      let loaded = 0;
      for (let i = 0; i < mutations; i++) {
        if (i % 10 === 9) {
          // Text-level mutations: cut, flip a character, splice brackets.
          const text = JSON.stringify(pick(dice, docs), null, dice.die(2) === 1 ? 2 : 0);
          const at = Math.floor(dice.unit() * text.length);
          const edited = [
            () => text.slice(0, at),
            () => text.slice(0, at) + pick(dice, ['"', '{', ']', ',', 'x', '\\', '\u0000']) + text.slice(at + 1),
            () => text.slice(0, at) + '['.repeat(40) + text.slice(at),
            () => text + text,
          ][dice.die(4) - 1]!();
          const r = outcome(() => parseLayoutText(edited, 'fuzz.json'));
          if (r === 'loaded') loaded++;
          else {
            refused++;
            expect(r.message.startsWith('fuzz.json')).toBe(true);
          }
          continue;
        }
        const { doc } = mutate(dice);
        const r = outcome(() => loadLayout(doc));
        if (r === 'loaded') {
          loaded++;
          continue;
        }
        refused++;
        expect(r.message.length).toBeGreaterThan(10);
        expect(r.message.length).toBeLessThan(2000);
        if (r.path === '' && process.env.FUZZ_DEBUG) console.log(r.message.slice(0, 160));
        if (r.path !== '' || /field "[^"]+"/.test(r.message)) {
          named++;
          // The named field is a real place in the document (or the list/object that holds the bad entry).
          expect(r.message).toMatch(/[a-z]/);
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      // Both outcomes occur, and most refusals name the field.
      expect(loaded).toBeGreaterThan(mutations / 100);
      expect(refused).toBeGreaterThan(mutations / 2);
      expect(named / refused).toBeGreaterThan(0.9);
    });

    if (!deep)
    it('a value mutation at a field is reported at that field (or inside it)', () => {
      const dice = createDice(7);
      let checked = 0;
      for (let i = 0; i < 500; i++) {
        const doc = structuredClone(pick(dice, docs)) as Record<string, unknown>;
        const paths = pathsOf(doc).filter((p) => p.length >= 3);
        const path = pick(dice, paths);
        setAt(doc, path, 'not-a-valid-value-\u2603');
        const r = outcome(() => loadLayout(doc));
        if (r === 'loaded') continue; // e.g. a name or an id may be any text
        checked++;
        const formatted = path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${k}`)).join('').slice(1);
        expect(r.path === formatted || formatted.startsWith(r.path) || r.path.startsWith(formatted)).toBe(true);
      }
      expect(checked).toBeGreaterThan(300);
    });
  });
}
