// Deep tier (`npm run test:deep`): 12 game cycles take about 90 s on a 2-core machine.
// A long session plateaus (issue 27, defect 2): games started, played, taken back and ended again and again leave no
// WebGL buffers, vertex arrays or textures behind, and the heap after GC stays level. The 50-cycle figure is the memory
// bench (`npm run bench -- --suite memory`); this is its short form.
import { describe, expect, it } from 'vitest';
import { fileApp } from './browser';
import { WEBGL_COUNTER_SCRIPT, measureCycles, type MemorySample } from './memoryProbe';

const app = fileApp({
  beforeLoad: async (page) => {
    await page.addInitScript({ content: WEBGL_COUNTER_SCRIPT });
  },
});

const CYCLES = 12;
/** Cycles that warm caches up (shaders compiled, label textures drawn, the dice tray made) before the baseline. */
const WARMUP = 4;
/**
 * The heap's growth a cycle allowed over the cycles after the warm-up (least-squares slope). V8's compiled code and the
 * browser's performance-entry buffers still grow for about ten cycles and then stop (the 50-cycle bench: flat from there);
 * that drift measured 0.065-0.08 MB a cycle here, and 0.15-0.17 while the zone and footprint geometries leaked.
 */
const HEAP_SLOPE_MB = 0.115;

/** Least-squares slope of y over x. */
function slope(points: readonly (readonly [number, number])[]): number {
  const n = points.length;
  const mx = points.reduce((a, [x]) => a + x, 0) / n;
  const my = points.reduce((a, [, y]) => a + y, 0) / n;
  const sxy = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0);
  const sxx = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  return sxy / sxx;
}

describe('memory over a long session', () => {
  it(`${CYCLES} game cycles (10 actions, 10 undos each): live WebGL objects stay level and the heap after GC levels off`, { timeout: 1_200_000 }, async () => {
    const samples: MemorySample[] = await measureCycles(app.page, CYCLES, (s) =>
      console.log(`cycle ${s.cycle}: heap ${(s.heapBytes / 1e6).toFixed(2)} MB, buffers ${s.webgl.Buffer}, VAOs ${s.webgl.VertexArray}, textures ${s.webgl.Texture}, programs ${s.webgl.Program}`),
    );
    const base = samples[WARMUP]!;
    // Every cycle plays the same game and ends it, so a plateau means no cycle after the warm-up holds more than the first.
    for (const s of samples.slice(WARMUP + 1)) {
      expect(s.webgl.Buffer, `buffers after cycle ${s.cycle}`).toBeLessThanOrEqual(base.webgl.Buffer + 4);
      expect(s.webgl.VertexArray, `vertex arrays after cycle ${s.cycle}`).toBeLessThanOrEqual(base.webgl.VertexArray + 2);
      expect(s.webgl.Texture, `textures after cycle ${s.cycle}`).toBeLessThanOrEqual(base.webgl.Texture + 2);
    }
    const heapSlope = slope(samples.slice(WARMUP).map((s) => [s.cycle, s.heapBytes / 1e6] as const));
    expect(heapSlope, 'heap after GC, MB a cycle').toBeLessThanOrEqual(HEAP_SLOPE_MB);
    expect(app.errors).toEqual([]);
  });
});
