// The memory bench's options and judged windows (bench/memoryWindows.ts): a warm-up is left out of every window, and
// without one the first window is the session's first 10 cycles (issue 27's figure).
import { describe, expect, it } from 'vitest';
import { cycleSpans, memoryOptions } from '../../bench/memoryWindows';

describe('memory bench options', () => {
  it('defaults to 50 sampled cycles and no warm-up', () => {
    expect(memoryOptions(['--suite', 'memory'])).toEqual({ cycles: 50, warmup: 0, split: true, jitless: false });
  });

  it('reads --warmup, --cycles, --no-split and --jitless', () => {
    expect(memoryOptions(['--suite', 'memory', '--cycles', '50', '--warmup', '20', '--no-split', '--jitless'])).toEqual({ cycles: 50, warmup: 20, split: false, jitless: true });
  });

  it('refuses a warm-up that is not a whole number of cycles, rather than running none', () => {
    expect(() => memoryOptions(['--warmup'])).toThrow(/--warmup wants a whole number/);
    expect(() => memoryOptions(['--warmup', '--no-split'])).toThrow(/--warmup wants a whole number/);
    expect(() => memoryOptions(['--warmup', '-5'])).toThrow(/--warmup/);
    expect(() => memoryOptions(['--warmup', '2.5'])).toThrow(/--warmup/);
    expect(() => memoryOptions(['--cycles', 'ten'])).toThrow(/--cycles/);
  });
});

describe('memory bench windows', () => {
  it('without a warm-up judges the session from its first cycle (sample 0, the app just opened, in no window)', () => {
    const s = cycleSpans(50, 0);
    expect(s.first).toEqual({ from: 1, to: 11, firstCycle: 1, lastCycle: 10 });
    expect(s.middle).toEqual({ from: 21, to: 31, firstCycle: 21, lastCycle: 30 });
    expect(s.last).toEqual({ from: 41, to: 51, firstCycle: 41, lastCycle: 50 });
    expect(s.curve.map((c) => `${c.firstCycle}-${c.lastCycle}`)).toEqual(['1-10', '11-20', '21-30', '31-40', '41-50']);
    expect(s.judged).toBe(true);
  });

  it('with a warm-up of 20 and 50 sampled cycles judges cycles 61-70 against 21-30 of the session', () => {
    const s = cycleSpans(50, 20);
    expect([s.first.firstCycle, s.first.lastCycle]).toEqual([21, 30]);
    expect([s.middle?.firstCycle, s.middle?.lastCycle]).toEqual([41, 50]);
    expect([s.last.firstCycle, s.last.lastCycle]).toEqual([61, 70]);
    // Sample indices stay relative to the sampled run: sample i follows the session's cycle 20 + i.
    expect([s.first.from, s.first.to, s.last.from, s.last.to]).toEqual([1, 11, 41, 51]);
    expect(s.curve.map((c) => `${c.firstCycle}-${c.lastCycle}`)).toEqual(['21-30', '31-40', '41-50', '51-60', '61-70']);
  });

  it('does not judge fewer than 20 sampled cycles, and never puts sample 0 in the last window', () => {
    expect(cycleSpans(19, 30).judged).toBe(false);
    expect(cycleSpans(20, 30).judged).toBe(true);
    expect(cycleSpans(5, 0).last.from).toBe(1);
    expect(cycleSpans(5, 0).first).toEqual({ from: 1, to: 6, firstCycle: 1, lastCycle: 5 });
  });
});
