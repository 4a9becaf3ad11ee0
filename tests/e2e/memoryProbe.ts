// What a long session leaves behind: the JS heap after a forced GC and the WebGL objects still alive, sampled after each
// game cycle (a hotseat game started, actions played and taken back, the game ended). Shared by tests/e2e/memory.deep.e2e.ts
// and the memory bench (bench/suites/memory.ts).
import type { CDPSession, Page } from 'playwright-core';

/** Live WebGL objects by kind (created minus deleted), kept by the init script below. */
export type WebGlLive = Record<'Buffer' | 'VertexArray' | 'Texture' | 'Program' | 'Shader' | 'Framebuffer' | 'Renderbuffer', number>;

declare global {
  interface Window {
    __webglLive?: WebGlLive;
  }
}

/**
 * Counts WebGL objects the page creates and deletes, by wrapping the context's create and delete methods before the app
 * loads. A string, not a function: a bundler's name-keeping helpers (`__name`) do not exist in the page.
 */
export const WEBGL_COUNTER_SCRIPT = `(() => {
  const live = { Buffer: 0, VertexArray: 0, Texture: 0, Program: 0, Shader: 0, Framebuffer: 0, Renderbuffer: 0 };
  const alive = new WeakSet();
  window.__webglLive = live;
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const kind of Object.keys(live)) {
      const create = proto['create' + kind];
      const remove = proto['delete' + kind];
      if (typeof create !== 'function' || typeof remove !== 'function') continue;
      proto['create' + kind] = function (...args) {
        const made = create.apply(this, args);
        if (made && !alive.has(made)) { alive.add(made); live[kind]++; }
        return made;
      };
      proto['delete' + kind] = function (...args) {
        const gone = args[0];
        if (gone && alive.has(gone)) { alive.delete(gone); live[kind]--; }
        return remove.apply(this, args);
      };
    }
  }
})();`;

/**
 * The heap after GC split by a heap snapshot, in bytes: what the page's scripts hold (objects, arrays, strings, closures,
 * numbers and their hidden classes) and V8's compiled code (bytecode, optimised machine code, feedback, function infos).
 * Code grows as V8 optimises more of the app's functions over a session (a function is optimised once it has run
 * enough) and stops when every hot function is; a leak grows the data.
 */
export interface HeapSplit {
  readonly dataBytes: number;
  readonly codeBytes: number;
  /**
   * Functions V8 knows (SharedFunctionInfos): a script evaluated again, a `new Function` or an eval per game would add
   * to them every cycle. Tiering does not: it compiles functions that already exist.
   */
  readonly functions: number;
  /**
   * Optimised machine code objects (Maglev or TurboFan), counted by their deoptimisation data (one each). Tiering adds
   * one per function as it gets hot; a function re-optimised per instance or per game would hold more and more.
   */
  readonly optimizedCode: number;
}

/** One sample: after `cycle` game cycles, the heap after GC (bytes), the live WebGL objects, and the split if asked for. */
export interface MemorySample {
  readonly cycle: number;
  readonly heapBytes: number;
  readonly webgl: WebGlLive;
  readonly split?: HeapSplit;
}

/** Lines in the battle report (the Game panel's "(N lines)" heading). */
async function reportLines(page: Page): Promise<number> {
  const text = (await page.locator('[data-testid="battle-report"] > summary').textContent()) ?? '';
  return Number(/\((\d+) lines\)/.exec(text)?.[1] ?? -1);
}

/** Two animation frames: the demand-rendered canvas has drawn what changed (so the GPU objects exist). */
const drawn = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

async function untilReportChanges(page: Page, from: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await reportLines(page)) !== from) return;
    await page.waitForTimeout(25);
  }
  throw new Error(`the battle report stayed at ${from} lines: the action or the undo did not happen`);
}

/**
 * One game cycle as the issue reproduced it: a new HamWarmer game (both sides yours, a fixed seed, so every cycle plays
 * the same game), `actions` actions by number key 1, as many Ctrl+Z, then End game. Each step is drawn before the next.
 */
export async function gameCycle(page: Page, actions = 10): Promise<void> {
  await page.getByTestId('new-game').click();
  await page.getByTestId('new-game-dialog').waitFor();
  await page.getByTestId('ng-ruleset').selectOption('hamwarmer');
  await page.getByTestId('seat-0').selectOption('you');
  await page.getByTestId('seat-1').selectOption('you');
  await page.locator('#ng-seed').fill('7');
  await page.getByTestId('ng-start').click();
  await page.getByTestId('game-panel').waitFor();
  await drawn(page);
  for (let i = 0; i < actions; i++) {
    const n = await reportLines(page);
    await page.keyboard.press('1');
    await untilReportChanges(page, n);
    await drawn(page);
  }
  for (let i = 0; i < actions; i++) {
    const n = await reportLines(page);
    await page.keyboard.press('Control+z');
    await untilReportChanges(page, n);
    await drawn(page);
  }
  await page.getByTestId('game-end').click();
  await page.getByTestId('game-panel').waitFor({ state: 'detached' });
  await drawn(page);
}

/** Node types of a heap snapshot that are V8's compiled code, and those outside the scripts' data (the browser's own). */
const CODE_TYPES = new Set(['code']);
const NOT_DATA_TYPES = new Set(['native', 'synthetic', 'hidden']);

interface SnapshotJson {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Takes a heap snapshot and sums its nodes' own sizes into the scripts' data and V8's compiled code. */
export async function heapSplit(cdp: CDPSession): Promise<HeapSplit> {
  const chunks: string[] = [];
  const onChunk = (p: { chunk: string }) => chunks.push(p.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const snap = JSON.parse(chunks.join('')) as SnapshotJson;
  const fields = snap.snapshot.meta.node_fields;
  const kinds = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  // V8 names its internal objects in a snapshot by their class ('system / SharedFunctionInfo / <function name>' in Chromium 156).
  const isFunction = snap.strings.map((s) => s.startsWith('system / SharedFunctionInfo'));
  const deoptData = snap.strings.indexOf('system / ProtectedFixedArray');
  let dataBytes = 0;
  let codeBytes = 0;
  let functions = 0;
  let optimizedCode = 0;
  for (let i = 0; i < snap.nodes.length; i += width) {
    const kind = kinds[snap.nodes[i + typeAt]!]!;
    const size = snap.nodes[i + sizeAt]!;
    if (CODE_TYPES.has(kind)) {
      codeBytes += size;
      const name = snap.nodes[i + nameAt]!;
      if (isFunction[name]) functions++;
      else if (name === deoptData) optimizedCode++;
    } else if (!NOT_DATA_TYPES.has(kind)) dataBytes += size;
  }
  return { dataBytes, codeBytes, functions, optimizedCode };
}

/**
 * The heap after GC and the live WebGL objects (and, with `split`, the heap's data and code from a snapshot taken after
 * them). Waits first for disposal work react-three-fiber schedules at idle priority, then collects garbage twice (the
 * second pass frees what the first one's finalizers let go).
 */
export async function sampleMemory(page: Page, cdp: CDPSession, cycle: number, split = false): Promise<MemorySample> {
  await drawn(page);
  await page.waitForTimeout(300);
  await drawn(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const webgl = await page.evaluate(() => ({ ...window.__webglLive! }));
  return { cycle, heapBytes: usedSize, webgl, ...(split ? { split: await heapSplit(cdp) } : {}) };
}

/**
 * Runs `cycles` game cycles on an open app page, sampling after each (sample 0: before the first sampled cycle).
 * `splitAt` says after which cycles to split the heap into data and code as well (a snapshot takes seconds).
 * `warmup` game cycles run first and are not sampled (no GC forced, no snapshot), as a benchmark harness's warm-up
 * iterations: sample 0 then follows the warm-up, and a sample's `cycle` counts the session's cycles, warm-up included
 * (with 20 warm-up cycles the first sampled cycle is 21).
 */
export async function measureCycles(
  page: Page,
  cycles: number,
  onSample?: (s: MemorySample) => void,
  splitAt: (cycle: number) => boolean = () => false,
  { warmup = 0, onWarmupCycle }: { warmup?: number; onWarmupCycle?: (cycle: number) => void } = {},
): Promise<MemorySample[]> {
  for (let c = 1; c <= warmup; c++) {
    await gameCycle(page);
    onWarmupCycle?.(c);
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const out: MemorySample[] = [];
  const take = async (cycle: number) => {
    const s = await sampleMemory(page, cdp, cycle, splitAt(cycle));
    out.push(s);
    onSample?.(s);
  };
  await take(warmup);
  for (let c = warmup + 1; c <= warmup + cycles; c++) {
    await gameCycle(page);
    await take(c);
  }
  await cdp.detach();
  return out;
}

/** Mean of a field over samples. */
export const meanOf = (samples: readonly MemorySample[], pick: (s: MemorySample) => number): number => samples.reduce((a, s) => a + pick(s), 0) / Math.max(1, samples.length);
