// The Analysis tool on a small layout: progress and Cancel, the summary card equal to the engine's, heatmap pixels.
import { describe, expect, it } from 'vitest';
import { analyseLayout, loadLayout } from '../../engine/index';
import { canvasBox, canvasPixels, fileApp, layoutDoc, pixelShare, saveScreenshot, settle } from './browser';

// A 6" wall across the table at y = 22 with a 4" gap at the left end: the far zone is mostly hidden from the near one.
const layout = layoutDoc('Analysis check', [
  {
    id: 'wall-1',
    kind: 'wall',
    name: 'Long wall',
    x: 32,
    y: 22,
    rotationDeg: 0,
    traits: ['obscuring'],
    footprint: [[-28, -0.3], [28, -0.3], [28, 0.3], [-28, 0.3]],
    solids: [{ box: { x: 0, y: 0, z: 0, w: 56, d: 0.4, h: 6 } }],
  },
], [{ id: 'scout', unit: 'a', side: 1, base: { kind: 'round', diameterMm: 32 }, x: 50, y: 30, z: 0, facingDeg: 0, heightIn: 1.5 }]);

/** Warm heatmap tint (seen) and blue tint (hidden), as drawn over the green cloth. */
const isWarm = (r: number, g: number, b: number) => r > 150 && r > g + 20 && r > b + 60;
const isBlue = (r: number, g: number, b: number) => b > 120 && b > r + 40;

async function region(x0: number, y0: number, x1: number, y1: number) {
  const box = await canvasBox(app.page);
  const a = app.toPage(x0, y1), b = app.toPage(x1, y0);
  return { x0: (a.x - box.x) / box.width, y0: (a.y - box.y) / box.height, x1: (b.x - box.x) / box.width, y1: (b.y - box.y) / box.height };
}

const app = fileApp({ layout: { name: 'analysis.json', content: layout } });

describe('layout analysis in the sandbox', () => {
  it('shows progress while a long (fine) analysis runs, and Cancel stops it', async () => {
    await app.page.keyboard.press('y');
    await app.page.getByTestId('analysis-fine').check();
    await app.page.getByTestId('analysis-run').click();
    await app.page.getByTestId('analysis-progress').waitFor();
    await expect.poll(async () => Number(await app.page.getByTestId('analysis-progress').getAttribute('value')), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await app.page.getByTestId('analysis-percent').innerText()).toMatch(/^\d+%$/);
    saveScreenshot('analysis-progress', await app.page.screenshot());
    await app.page.getByTestId('analysis-cancel').click();
    await expect.poll(() => app.page.getByTestId('analysis-status').innerText()).toContain('Analysis cancelled');
    expect(await app.page.getByTestId('analysis-progress').count()).toBe(0);
    expect(await app.page.getByTestId('analysis-summary').count()).toBe(0);
    // A cancelled run never delivers a result later.
    await app.page.waitForTimeout(1500);
    expect(await app.page.getByTestId('analysis-summary').count()).toBe(0);
    await app.page.getByTestId('analysis-fine').uncheck();
  });

  it('analyses the layout: the summary card holds the engine numbers and the heatmap is drawn', async () => {
    const before = await canvasPixels(app.page);
    const near = await region(8, 2, 56, 18);
    const farRight = await region(30, 28, 56, 42);
    expect(pixelShare(before, isBlue, farRight)).toBeLessThan(0.05);
    // Record every progress value the panel shows.
    await app.page.evaluate(() => {
      const w = window as unknown as { seenProgress: number[] };
      w.seenProgress = [];
      new MutationObserver(() => {
        const p = document.querySelector('[data-testid="analysis-progress"]');
        if (p) w.seenProgress.push(Number(p.getAttribute('value')));
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await app.page.getByTestId('analysis-run').click();
    await app.page.getByTestId('analysis-summary').waitFor({ timeout: 90_000 });
    const seen = await app.page.evaluate(() => (window as unknown as { seenProgress: number[] }).seenProgress);
    expect(seen.length).toBeGreaterThan(0);
    const card = await app.page.getByTestId('analysis-summary').innerText();
    const engine = analyseLayout(loadLayout(layout), { cellIn: 2, modelHeightIn: 1.5, footprints: 'ignore' })!;
    for (const line of engine.summary.lines) expect(card).toContain(line);
    expect(card).toMatch(/default 12" zones/);
    const hidden = engine.zoneHidden.find((z) => z.fromZoneId === 'default-1')!.hiddenShare;
    expect(hidden).toBeGreaterThan(0.3);
    expect(card).toContain(`${Math.round(hidden * 100)}% of Side 2`);
    await settle(app.page);
    saveScreenshot('analysis-heatmap-zone-1', await app.page.screenshot());
    // Seen from side 1's zone: its own half is warm, the far right behind the wall blue.
    const png = await canvasPixels(app.page);
    expect(pixelShare(png, isWarm, near)).toBeGreaterThan(0.5);
    expect(pixelShare(png, isBlue, farRight)).toBeGreaterThan(0.5);
    // The other zone's heatmap: now the near half is the hidden one.
    await app.page.getByTestId('analysis-source').selectOption('zone:default-2');
    await settle(app.page);
    const other = await canvasPixels(app.page);
    expect(pixelShare(other, isBlue, await region(30, 2, 56, 18))).toBeGreaterThan(0.5);
    expect(pixelShare(other, isWarm, farRight)).toBeGreaterThan(0.5);
    saveScreenshot('analysis-heatmap-zone-2', await app.page.screenshot());
  });

  it("shows a model's own viewshed when it is clicked", async () => {
    const p = app.toPage(50, 30);
    await app.page.mouse.click(p.x, p.y);
    await expect.poll(() => app.page.getByTestId('analysis-source').inputValue()).toBe('model:scout');
    await app.page.getByText(/scout sees \d+% of the table/).waitFor();
    await settle(app.page);
    const png = await canvasPixels(app.page);
    // The scout stands behind the wall (y = 30): its side is seen, most of the near side hidden.
    expect(pixelShare(png, isWarm, await region(30, 26, 56, 42))).toBeGreaterThan(0.5);
    expect(pixelShare(png, isBlue, await region(30, 2, 56, 18))).toBeGreaterThan(0.5);
    saveScreenshot('analysis-model-viewshed', await app.page.screenshot());
    expect(app.errors).toEqual([]);
  });
});
