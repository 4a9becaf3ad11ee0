// The label texture cache is bounded: the least recently used value is disposed when it overflows, never one in reach.
import { describe, expect, it } from 'vitest';
import { DisposingCache } from '../../../renderer/src/scene/disposingCache';

const made = () => {
  const disposed: string[] = [];
  const value = (key: string) => ({ key, dispose: () => disposed.push(key) });
  return { disposed, value };
};

describe('DisposingCache', () => {
  it('makes a value once per key and gives the same value back', () => {
    const { value } = made();
    const c = new DisposingCache<{ key: string; dispose(): void }>(4);
    let calls = 0;
    const a = c.get('a', () => (calls++, value('a')));
    expect(c.get('a', () => (calls++, value('a')))).toBe(a);
    expect(calls).toBe(1);
  });

  it('a thousand ruler readings keep at most `capacity` values, disposing the least recently used', () => {
    const { disposed, value } = made();
    const c = new DisposingCache<{ key: string; dispose(): void }>(8);
    c.get('edge', () => value('edge'));
    for (let i = 0; i < 1000; i++) {
      c.get(`${i / 10}"`, () => value(`${i / 10}"`));
      c.get('edge', () => value('edge')); // a label on screen all the time stays the most recent
    }
    expect(c.size).toBe(8);
    expect(disposed).toHaveLength(1000 + 1 - 8);
    expect(disposed).not.toContain('edge');
    expect(disposed[0]).toBe('0"');
  });
});
