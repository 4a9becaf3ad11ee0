// cloneData against structuredClone: the same copy for any value, sharing nothing with the original.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneData } from '../../../engine/game/cloneData';
import { sized } from '../../support/tier';

/** Every object and array reachable from a value. */
function objectsIn(v: unknown, out = new Set<object>()): Set<object> {
  if (typeof v !== 'object' || v === null || out.has(v)) return out;
  out.add(v);
  if (v instanceof Map) for (const [k, x] of v) (objectsIn(k, out), objectsIn(x, out));
  else if (v instanceof Set) for (const x of v) objectsIn(x, out);
  else for (const x of Object.values(v)) objectsIn(x, out);
  return out;
}

describe('cloneData', () => {
  it('gives what structuredClone gives, and shares no object with the original (seeded)', () => {
    fc.assert(
      fc.property(fc.anything({ withMap: true, withSet: true, withDate: true, withNullPrototype: true, withSparseArray: true, withBigInt: true }), (v) => {
        const copy = cloneData(v);
        expect(copy).toStrictEqual(structuredClone(v));
        const before = objectsIn(v);
        for (const o of objectsIn(copy)) expect(before.has(o)).toBe(false);
      }),
      { seed: 20261126, numRuns: sized(300, 3000) },
    );
  });

  it('keeps an object reached twice one object, as structuredClone does', () => {
    const shared = { wounds: 2 };
    const copy = cloneData({ a: shared, b: [shared] });
    expect(copy.a).not.toBe(shared);
    expect(copy.b[0]).toBe(copy.a);
    const loop: { self?: unknown; n: number } = { n: 1 };
    loop.self = loop;
    const again = cloneData(loop);
    expect(again.self).toBe(again);
  });

  it('refuses what structuredClone refuses', () => {
    expect(() => cloneData({ f: () => 1 })).toThrow();
  });
});
