// Benchmark runner: `npm run bench [-- --json] [-- --suite los] [-- --runs N] [-- --cold]`. Prints medians over several
// runs after a warm-up of at least 300 ms per case (`--cold`: only 3 warm-up runs). Suites that measure something else
// (`--suite memory`) run only when named.
import { cpus } from 'node:os';
import { suites } from './suites/index';

export interface BenchCase {
  /** What is measured, in players' or engineers' words. */
  readonly name: string;
  /** Runs the work once; the runner times each call. */
  readonly run: () => void;
  /** How many calls make one timed sample (for sub-millisecond work). */
  readonly batch?: number;
}

export interface BenchSuite {
  readonly id: string;
  readonly title: string;
  /** Builds the cases; heavy setup happens here, outside the timings. */
  readonly setup: () => Promise<BenchCase[]> | BenchCase[];
}

/**
 * A suite that measures something other than time (memory over a long session in the browser). Runs only when named with
 * `--suite`: it needs a build and a browser, and takes minutes.
 */
export interface MeasureSuite {
  readonly id: string;
  readonly title: string;
  /** Measures; returns the lines to print and the figures for `--json`. */
  readonly measure: (args: readonly string[]) => Promise<{ lines: string[]; data: unknown }>;
}

interface Result {
  suite: string;
  name: string;
  medianMs: number;
  minMs: number;
  maxMs: number;
  runs: number;
  batch: number;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const suiteArg = args.indexOf('--suite') >= 0 ? args[args.indexOf('--suite') + 1] : undefined;
  const runsArg = args.indexOf('--runs') >= 0 ? Number(args[args.indexOf('--runs') + 1]) : 15;
  const chosen = suites.filter((s) => (suiteArg ? s.id === suiteArg : !('measure' in s)));
  if (chosen.length === 0) {
    console.error(`No benchmark suite "${suiteArg}". Suites: ${suites.map((s) => s.id).join(', ') || '(none yet)'}`);
    process.exit(2);
  }
  const results: Result[] = [];
  const measured: { suite: string; data: unknown }[] = [];
  const WARMUP_MS = args.includes('--cold') ? 0 : 300;
  for (const suite of chosen) {
    if ('measure' in suite) {
      if (!json) console.log(`\n${suite.title}`);
      const m = await suite.measure(args);
      measured.push({ suite: suite.id, data: m.data });
      if (!json) for (const line of m.lines) console.log(line);
      continue;
    }
    const cases = await suite.setup();
    if (!json) console.log(`\n${suite.title}`);
    for (const c of cases) {
      const batch = c.batch ?? 1;
      // Warm-up until the JIT has settled: at least 3 runs and WARMUP_MS of work (at most 200 runs), so a case is
      // measured as it runs in the app, where it repeats (a drag updates the matrix on every pointer move).
      const warm0 = performance.now();
      for (let i = 0; i < 200 && (i < Math.min(3, runsArg) || performance.now() - warm0 < WARMUP_MS); i++) for (let j = 0; j < batch; j++) c.run();
      const samples: number[] = [];
      for (let r = 0; r < runsArg; r++) {
        const t0 = performance.now();
        for (let j = 0; j < batch; j++) c.run();
        samples.push((performance.now() - t0) / batch);
      }
      const res = { suite: suite.id, name: c.name, medianMs: median(samples), minMs: Math.min(...samples), maxMs: Math.max(...samples), runs: runsArg, batch };
      results.push(res);
      if (!json) console.log(`  ${c.name.padEnd(64)} median ${res.medianMs.toFixed(4)} ms  (min ${res.minMs.toFixed(4)}, max ${res.maxMs.toFixed(4)}, ${runsArg} runs x ${batch})`);
    }
  }
  const machine = { cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown', node: process.version, date: new Date().toISOString() };
  if (json) console.log(JSON.stringify({ machine, results, ...(measured.length ? { measured } : {}) }, null, 2));
  else console.log(`\n${machine.cpus} x ${machine.cpu}, Node ${machine.node}, ${machine.date}`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
});
