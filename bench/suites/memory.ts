// Bench suite `memory` (run only when named: `npm run bench -- --suite memory [--cycles 50] [--warmup 0]`): a long session
// in the built renderer in Chromium, game cycle after game cycle, with the JS heap after GC and the live WebGL objects
// sampled after each. Prints the first and last 10 cycles' means; a session that plateaus keeps them within 5%.
// `--warmup N` (default 0) runs N game cycles first and samples none of them, as JMH and benchmark.js run warm-up
// iterations to leave the JIT's warm-up out: `--cycles` cycles are then sampled after them, and the report names the
// warm-up and the cycles it judged (with 0, the first 10 judged are the session's first 10: issue 27's figure). Each sample also
// splits the heap by a snapshot into the scripts' data and V8's compiled code (`--no-split` skips it: a snapshot takes
// seconds), so a leak (data) is told from V8 optimising more of the app as the session goes on (code), with the count of
// functions (a script or `new Function` evaluated per game adds to it) and of optimised code objects (tiering adds to it).
// Fails (exit code 1) when the heap after GC of the last 10 sampled cycles is more than 5% above the first 10 (issue 27's limit).
// `--jitless` runs Chromium's V8 without its compilers (no tiering): what still grows then is the app's.
// Needs `vite build` first (or SIGHTLINE_DIST, an absolute path to another build).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import type { MeasureSuite } from '../run';
import { CHROMIUM_ARGS } from '../../tests/e2e/browser';
import { WEBGL_COUNTER_SCRIPT, measureCycles, meanOf, type MemorySample } from '../../tests/e2e/memoryProbe';
import { cycleSpans, memoryOptions, type CycleSpan } from '../memoryWindows';

const MB = 1e6;

interface Window10 {
  readonly cycles: string;
  readonly heapMb: number;
  /** The heap's data and compiled code, from a snapshot (null with --no-split). */
  readonly dataMb: number | null;
  readonly codeMb: number | null;
  /** Functions V8 knows and optimised code objects (null with --no-split). */
  readonly functions: number | null;
  readonly optimizedCode: number | null;
  readonly buffers: number;
  readonly vertexArrays: number;
  readonly textures: number;
  readonly programs: number;
}

/** Heap after GC may grow this much from the first 10 cycles to the last 10 (issue 27, defect 2: a session plateaus). */
export const HEAP_GROWTH_LIMIT = 0.05;

function windowOf(all: readonly MemorySample[], span: CycleSpan): Window10 {
  const samples = all.slice(span.from, span.to);
  const split = samples.every((s) => s.split);
  return {
    cycles: `${samples[0]!.cycle}-${samples[samples.length - 1]!.cycle}`,
    heapMb: meanOf(samples, (s) => s.heapBytes) / MB,
    dataMb: split ? meanOf(samples, (s) => s.split!.dataBytes) / MB : null,
    codeMb: split ? meanOf(samples, (s) => s.split!.codeBytes) / MB : null,
    functions: split ? meanOf(samples, (s) => s.split!.functions) : null,
    optimizedCode: split ? meanOf(samples, (s) => s.split!.optimizedCode) : null,
    buffers: meanOf(samples, (s) => s.webgl.Buffer),
    vertexArrays: meanOf(samples, (s) => s.webgl.VertexArray),
    textures: meanOf(samples, (s) => s.webgl.Texture),
    programs: meanOf(samples, (s) => s.webgl.Program),
  };
}

const pct = (a: number, b: number) => `${b >= a ? '+' : ''}${(((b - a) / a) * 100).toFixed(1)}%`;

export const memorySuite: MeasureSuite = {
  id: 'memory',
  title: 'Long session: heap after GC and live WebGL objects per game cycle (a HamWarmer hotseat game, 10 actions, 10 undos, ended)',
  async measure(args) {
    const { cycles, warmup, split, jitless } = memoryOptions(args);
    const outDir = process.env.SIGHTLINE_DIST ?? path.resolve('dist/renderer');
    if (!existsSync(path.join(outDir, 'index.html'))) throw new Error(`${outDir} is missing: run \`npx vite build\` first.`);
    const server = await preview({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir }, preview: { port: 4327, strictPort: false, host: '127.0.0.1' } });
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: [...CHROMIUM_ARGS, ...(jitless ? ['--js-flags=--jitless'] : [])] });
    try {
      const url = server.resolvedUrls?.local[0];
      if (!url) throw new Error('vite preview did not report a URL');
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript({ content: WEBGL_COUNTER_SCRIPT });
      await page.goto(url);
      await page.waitForSelector('[data-testid="table-canvas"] canvas');
      // Progress on stderr, so `--json` output stays one document.
      if (warmup > 0) console.error(`  warm-up: ${warmup} game cycles, not sampled`);
      const samples = await measureCycles(
        page,
        cycles,
        (s) =>
          console.error(
            `  cycle ${String(s.cycle).padStart(3)}: heap ${(s.heapBytes / MB).toFixed(2)} MB${s.split ? ` (data ${(s.split.dataBytes / MB).toFixed(3)}, code ${(s.split.codeBytes / MB).toFixed(3)}; ${s.split.functions} functions, ${s.split.optimizedCode} optimised)` : ''}, buffers ${s.webgl.Buffer}, vertex arrays ${s.webgl.VertexArray}, textures ${s.webgl.Texture}, programs ${s.webgl.Program}`,
          ),
        () => split,
        { warmup, onWarmupCycle: (c) => console.error(`  warm-up cycle ${String(c).padStart(3)} of ${warmup} (not sampled)`) },
      );
      const spans = cycleSpans(cycles, warmup);
      const first = windowOf(samples, spans.first);
      const last = windowOf(samples, spans.last);
      const splitOf = (w: Window10) =>
        w.dataMb !== null && w.codeMb !== null && w.functions !== null && w.optimizedCode !== null
          ? ` (data ${w.dataMb.toFixed(3)}, code ${w.codeMb.toFixed(3)}; ${w.functions.toFixed(0)} functions, ${w.optimizedCode.toFixed(0)} optimised)`
          : '';
      const row = (w: Window10) =>
        `  cycles ${w.cycles.padEnd(6)} heap ${w.heapMb.toFixed(2)} MB${splitOf(w)}  buffers ${w.buffers.toFixed(1)}  vertex arrays ${w.vertexArrays.toFixed(1)}  textures ${w.textures.toFixed(1)}  programs ${w.programs.toFixed(1)}`;
      // A third window halfway shows where a warm-up levels off (the last 10 against sampled cycles 21-30 of 50).
      const middle = spans.middle ? windowOf(samples, spans.middle) : null;
      // The curve: the heap after GC of every 10 sampled cycles, so a plateau, or its absence, is seen.
      const curve = spans.curve.map((s) => `${s.firstCycle}-${s.lastCycle} ${windowOf(samples, s).heapMb.toFixed(2)}`);
      const growth = (last.heapMb - first.heapMb) / first.heapMb;
      // Under 20 sampled cycles the first and last 10 overlap: nothing to judge.
      const judged = spans.judged;
      // What was left out and what is compared, said in every report: with a warm-up the figure is not the session's
      // first 10 cycles against its last 10.
      const judgedLine =
        warmup > 0
          ? `  warm-up: ${warmup} game cycles (1-${warmup}) run first and not sampled; judged: cycles ${last.cycles} against cycles ${first.cycles} of the session (its first ${warmup} left out)`
          : `  warm-up: none; judged: cycles ${last.cycles} against cycles ${first.cycles}, the session's first 10 included`;
      const compared = `last 10 sampled cycles (${last.cycles}) against the first 10 (${first.cycles})`;
      const verdict = !judged
        ? `  not judged: the first and last 10 sampled cycles overlap under 20 cycles`
        : growth <= HEAP_GROWTH_LIMIT
          ? `  heap after GC, ${compared}: ${pct(first.heapMb, last.heapMb)}, within ${HEAP_GROWTH_LIMIT * 100}%${warmup > 0 ? ` (after a warm-up of ${warmup} cycles)` : ''}`
          : `  FAILED: heap after GC, ${compared}: ${pct(first.heapMb, last.heapMb)}, over the ${HEAP_GROWTH_LIMIT * 100}% a session that plateaus may grow${warmup > 0 ? ` (after a warm-up of ${warmup} cycles)` : ''}`;
      // The run still prints every figure (they are the evidence), then exits 1.
      if (judged && growth > HEAP_GROWTH_LIMIT) process.exitCode = 1;
      const lines = [
        ...(jitless ? ['  V8 without its compilers (--js-flags=--jitless): no tiering'] : []),
        judgedLine,
        row(first),
        ...(middle ? [row(middle)] : []),
        row(last),
        `  heap after GC by 10 cycles, MB: ${curve.join(', ')}`,
        `  ${compared}: heap ${pct(first.heapMb, last.heapMb)}${first.dataMb !== null && last.dataMb !== null && first.codeMb !== null && last.codeMb !== null ? ` (data ${pct(first.dataMb, last.dataMb)}, code ${pct(first.codeMb, last.codeMb)})` : ''}, buffers ${pct(first.buffers, last.buffers)}, vertex arrays ${pct(first.vertexArrays, last.vertexArrays)}, textures ${pct(first.textures, last.textures)}`,
        ...(middle ? [`  last 10 sampled cycles against cycles ${middle.cycles}: heap ${pct(middle.heapMb, last.heapMb)}${middle.dataMb !== null && last.dataMb !== null ? ` (data ${pct(middle.dataMb, last.dataMb)})` : ''}`] : []),
        verdict,
      ];
      return { lines, data: { cycles, warmup, judgedFirst: first.cycles, judgedLast: last.cycles, jitless, first, middle, last, growth, withinLimit: judged ? growth <= HEAP_GROWTH_LIMIT : null, samples } };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
