// The memory bench's options and which cycles it judges (bench/suites/memory.ts). Pure, so tests/bench can check them
// without a browser.

/** The memory suite's options, read from the bench's arguments. */
export interface MemoryOptions {
  /** Game cycles sampled (and judged): `--cycles N`, 50 by default, at least 2. */
  readonly cycles: number;
  /**
   * Game cycles run first and not sampled: `--warmup N`, 0 by default. As JMH's and benchmark.js's warm-up iterations,
   * they let V8 compile and optimise the functions a cycle runs before anything is measured. With 0 the first 10
   * sampled cycles are the session's first 10, which is issue 27's figure.
   */
  readonly warmup: number;
  readonly split: boolean;
  readonly jitless: boolean;
}

function countAfter(args: readonly string[], flag: string, fallback: number, min: number): number {
  const at = args.indexOf(flag);
  if (at < 0) return fallback;
  const raw = args[at + 1];
  const n = Number(raw);
  if (raw === undefined || raw.trim() === '' || !Number.isInteger(n) || n < min) {
    throw new Error(`${flag} wants a whole number of game cycles, at least ${min} (got ${raw === undefined ? 'nothing' : `"${raw}"`})`);
  }
  return n;
}

export function memoryOptions(args: readonly string[]): MemoryOptions {
  return {
    cycles: Math.max(2, countAfter(args, '--cycles', 50, 1)),
    warmup: countAfter(args, '--warmup', 0, 0),
    split: !args.includes('--no-split'),
    jitless: args.includes('--jitless'),
  };
}

/** A span of samples by index (end exclusive) and the session's game cycles it covers (1 is the session's first). */
export interface CycleSpan {
  readonly from: number;
  readonly to: number;
  readonly firstCycle: number;
  readonly lastCycle: number;
}

/**
 * Which samples the bench compares. Sample 0 is taken before the first sampled cycle (the app just opened, or the end of
 * the warm-up) and is in no window; sample i follows the session's cycle `warmup + i`. `first` and `last` are the first
 * and last 10 sampled cycles (judged only when they do not overlap, from 20 sampled cycles), `middle` sampled cycles
 * 21-30 (from 40), `curve` every 10 sampled cycles.
 */
export function cycleSpans(cycles: number, warmup: number): { first: CycleSpan; middle: CycleSpan | null; last: CycleSpan; curve: CycleSpan[]; judged: boolean } {
  const span = (from: number, to: number): CycleSpan => ({ from, to, firstCycle: warmup + from, lastCycle: warmup + to - 1 });
  const curve: CycleSpan[] = [];
  for (let from = 1; from + 9 <= cycles; from += 10) curve.push(span(from, from + 10));
  return {
    first: span(1, Math.min(11, cycles + 1)),
    middle: cycles >= 40 ? span(21, 31) : null,
    last: span(Math.max(1, cycles - 9), cycles + 1),
    curve,
    judged: cycles >= 20,
  };
}
