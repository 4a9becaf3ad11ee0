// Bench suite `memory` (run only when named: `npm run bench -- --suite memory [--cycles 50]`): a long session in the
// built renderer in Chromium, game cycle after game cycle, with the JS heap after GC and the live WebGL objects sampled
// after each. Prints the first and last 10 cycles' means; a session that plateaus keeps them within 5%. Each sample also
// splits the heap by a snapshot into the scripts' data and V8's compiled code (`--no-split` skips it: a snapshot takes
// seconds), so a leak (data) is told from V8 optimising more of the app as the session goes on (code).
// Needs `vite build` first (or SIGHTLINE_DIST, an absolute path to another build).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import type { MeasureSuite } from '../run';
import { CHROMIUM_ARGS } from '../../tests/e2e/browser';
import { WEBGL_COUNTER_SCRIPT, measureCycles, meanOf, type MemorySample } from '../../tests/e2e/memoryProbe';

const MB = 1e6;

interface Window10 {
  readonly cycles: string;
  readonly heapMb: number;
  /** The heap's data and compiled code, from a snapshot (null with --no-split). */
  readonly dataMb: number | null;
  readonly codeMb: number | null;
  readonly buffers: number;
  readonly vertexArrays: number;
  readonly textures: number;
  readonly programs: number;
}

function windowOf(samples: readonly MemorySample[]): Window10 {
  return {
    cycles: `${samples[0]!.cycle}-${samples[samples.length - 1]!.cycle}`,
    heapMb: meanOf(samples, (s) => s.heapBytes) / MB,
    dataMb: samples.every((s) => s.split) ? meanOf(samples, (s) => s.split!.dataBytes) / MB : null,
    codeMb: samples.every((s) => s.split) ? meanOf(samples, (s) => s.split!.codeBytes) / MB : null,
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
    const cyclesArg = args.indexOf('--cycles') >= 0 ? Number(args[args.indexOf('--cycles') + 1]) : 50;
    const cycles = Math.max(2, cyclesArg);
    const split = !args.includes('--no-split');
    const outDir = process.env.SIGHTLINE_DIST ?? path.resolve('dist/renderer');
    if (!existsSync(path.join(outDir, 'index.html'))) throw new Error(`${outDir} is missing: run \`npx vite build\` first.`);
    const server = await preview({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir }, preview: { port: 4327, strictPort: false, host: '127.0.0.1' } });
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
    try {
      const url = server.resolvedUrls?.local[0];
      if (!url) throw new Error('vite preview did not report a URL');
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript({ content: WEBGL_COUNTER_SCRIPT });
      await page.goto(url);
      await page.waitForSelector('[data-testid="table-canvas"] canvas');
      // Progress on stderr, so `--json` output stays one document.
      const samples = await measureCycles(
        page,
        cycles,
        (s) =>
          console.error(
            `  cycle ${String(s.cycle).padStart(3)}: heap ${(s.heapBytes / MB).toFixed(2)} MB${s.split ? ` (data ${(s.split.dataBytes / MB).toFixed(3)}, code ${(s.split.codeBytes / MB).toFixed(3)})` : ''}, buffers ${s.webgl.Buffer}, vertex arrays ${s.webgl.VertexArray}, textures ${s.webgl.Texture}, programs ${s.webgl.Program}`,
          ),
        () => split,
      );
      const first = windowOf(samples.slice(1, 11));
      const last = windowOf(samples.slice(-10));
      const splitOf = (w: Window10) => (w.dataMb !== null && w.codeMb !== null ? ` (data ${w.dataMb.toFixed(3)}, code ${w.codeMb.toFixed(3)})` : '');
      const row = (w: Window10) =>
        `  cycles ${w.cycles.padEnd(6)} heap ${w.heapMb.toFixed(2)} MB${splitOf(w)}  buffers ${w.buffers.toFixed(1)}  vertex arrays ${w.vertexArrays.toFixed(1)}  textures ${w.textures.toFixed(1)}  programs ${w.programs.toFixed(1)}`;
      // A third window halfway shows where a warm-up levels off (the last 10 against cycles 21-30 in a 50-cycle run).
      const middle = cycles >= 40 ? windowOf(samples.slice(21, 31)) : null;
      const lines = [
        row(first),
        ...(middle ? [row(middle)] : []),
        row(last),
        `  last 10 against first 10: heap ${pct(first.heapMb, last.heapMb)}${first.dataMb !== null && last.dataMb !== null && first.codeMb !== null && last.codeMb !== null ? ` (data ${pct(first.dataMb, last.dataMb)}, code ${pct(first.codeMb, last.codeMb)})` : ''}, buffers ${pct(first.buffers, last.buffers)}, vertex arrays ${pct(first.vertexArrays, last.vertexArrays)}, textures ${pct(first.textures, last.textures)}`,
        ...(middle ? [`  last 10 against cycles ${middle.cycles}: heap ${pct(middle.heapMb, last.heapMb)}${middle.dataMb !== null && last.dataMb !== null ? ` (data ${pct(middle.dataMb, last.dataMb)})` : ''}`] : []),
      ];
      return { lines, data: { cycles, first, middle, last, samples } };
    } finally {
      await browser.close();
      await server.close();
    }
  },
};
