// The app opens on a drawn 44"x60" table, toggles views, and the page is locked down (CSP, no Node in the page).
import { describe, expect, it } from 'vitest';
import { canvasBox, canvasPixels, changedShare, fileApp, isLight, isTableGreen, pixelShare, saveScreenshot, settle } from './browser';

const app = fileApp();

describe('foundation', () => {
  it('loads with no console errors', async () => {
    await settle(app.page);
    expect(app.errors, app.errors.join("\n")).toEqual([]);
  });

  it('draws the table with its grid on the WebGL canvas (pixels, not just a canvas)', async () => {
    const png = await canvasPixels(app.page);
    saveScreenshot('foundation-table', await app.page.screenshot());
    const green = pixelShare(png, isTableGreen);
    const light = pixelShare(png, isLight);
    // The felt fills a good part of the view; grid lines and labels add light pixels on it.
    expect(green).toBeGreaterThan(0.2);
    expect(light).toBeGreaterThan(0.003);
    // The centre of the view is the table.
    expect(pixelShare(png, isTableGreen, { x0: 0.45, y0: 0.45, x1: 0.55, y1: 0.55 })).toBeGreaterThan(0.5);
  });

  it('shows the cursor position in inches in the status bar', async () => {
    const box = await canvasBox(app.page);
    await app.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await settle(app.page, 100);
    const text = await app.page.getByTestId('cursor-pos').innerText();
    const m = /x ([\d.]+)"\s+y ([\d.]+)"/.exec(text);
    expect(m, text).not.toBeNull();
    // The camera starts where a player stands (behind long edge A) and looks just short of the centre: (30, 18.5).
    expect(Math.abs(Number(m![1]) - 30)).toBeLessThan(3);
    expect(Math.abs(Number(m![2]) - 44 * 0.42)).toBeLessThan(3);
  });

  it('a bare hover over the table draws no frame; a ruler being drawn follows the pointer in the scene', async () => {
    const page = app.page;
    const box = await canvasBox(page);
    const draws = () => page.evaluate(() => (window as Window & { __sightlineDraws?: number }).__sightlineDraws ?? 0);
    const sweep = async (y: number) => {
      for (let i = 0; i < 8; i++) await page.mouse.move(box.x + box.width * (0.3 + 0.05 * i), box.y + box.height * y);
    };
    await settle(page);
    const before = await draws();
    await sweep(0.6);
    await expect.poll(() => page.getByTestId('cursor-pos').innerText()).toMatch(/^x \d+\.\d" +y \d+\.\d"$/);
    await settle(page);
    // The status bar followed the pointer; the scene, unchanged, was not drawn again.
    expect(await draws()).toBe(before);
    // The ruler started at a point: its line follows the pointer, so the scene is drawn as it moves.
    await page.keyboard.press('r');
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.7);
    await settle(page);
    const started = await draws();
    await sweep(0.5);
    await settle(page);
    expect(await draws()).toBeGreaterThan(started);
    await page.keyboard.press('Escape');
    await page.keyboard.press('v');
  });

  it('the top-down toggle changes the view', async () => {
    const before = await canvasPixels(app.page);
    await app.page.getByTestId('toggle-top-down').click();
    await settle(app.page);
    const after = await canvasPixels(app.page);
    saveScreenshot('foundation-top-down', await app.page.screenshot());
    expect(changedShare(before, after)).toBeGreaterThan(0.1);
    // Seen from straight above, the 60x44 table is a rectangle: its top and bottom rows are equally wide.
    const rowGreen = (fy: number) => pixelShare(after, isTableGreen, { x0: 0, y0: fy, x1: 1, y1: fy + 0.01 });
    expect(Math.abs(rowGreen(0.3) - rowGreen(0.7))).toBeLessThan(0.05);
    await app.page.getByTestId('toggle-top-down').click();
    await settle(app.page);
  });

  it('the grid toggle hides the grid lines', async () => {
    await app.page.getByTestId('toggle-top-down').click();
    await settle(app.page);
    const centre = { x0: 0.3, y0: 0.3, x1: 0.7, y1: 0.7 };
    const withGrid = pixelShare(await canvasPixels(app.page), isLight, centre);
    await app.page.getByTestId('toggle-grid').click();
    await settle(app.page);
    const without = pixelShare(await canvasPixels(app.page), isLight, centre);
    expect(withGrid).toBeGreaterThan(0.002);
    expect(without).toBeLessThan(withGrid / 4);
    await app.page.getByTestId('toggle-grid').click();
    await app.page.getByTestId('toggle-top-down').click();
    await settle(app.page);
  });

  it('changes the table to a preset size', async () => {
    await app.page.getByTestId('table-preset').selectOption('24x36');
    await settle(app.page);
    // The menu and the status bar write the size the same way (depth x width).
    expect(await app.page.locator('[data-testid="table-preset"] option:checked').innerText()).toBe('24" x 36" (skirmish)');
    await expect.poll(() => app.page.getByTestId('status-bar').innerText()).toContain('Table 24" x 36"');
    await app.page.keyboard.press('Control+z');
    await expect.poll(() => app.page.getByTestId('status-bar').innerText()).toContain('Table 44" x 60"');
  });

  it('a toast lets a click through to the table under it; only its × takes a click, and dismisses it', async () => {
    const page = app.page;
    // Undo with nothing to undo says so in a toast (which stays 3.5 s); said twice, it is one toast with a count.
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    const toast = page.locator('.toast', { hasText: 'Nothing to undo.' }).last();
    await toast.waitFor();
    expect(await page.locator('.toast', { hasText: 'Nothing to undo.' }).count()).toBe(1);
    // Its text is the message and the count (the × is drawn by CSS).
    expect(await toast.textContent()).toMatch(/^Nothing to undo\. ×[2-9]$/);
    saveScreenshot('toast-counted', await page.screenshot());
    const box = (await toast.boundingBox())!;
    // Over the toast's words the topmost element taking the pointer is the table's canvas, not the toast.
    const under = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName ?? null, [box.x + 12, box.y + box.height / 2]);
    expect(under).toBe('CANVAS');
    const toasts = await page.locator('.toast').count();
    await toast.locator('.toast-close').click();
    await expect.poll(() => page.locator('.toast').count()).toBe(toasts - 1);
  });

  it('the Content Security Policy blocks an injected inline script', async () => {
    const result = await app.page.evaluate(
      () =>
        new Promise<{ ran: boolean; violation: string }>((resolve) => {
          let violation = '';
          document.addEventListener('securitypolicyviolation', (e) => (violation = e.violatedDirective), { once: true });
          const s = document.createElement('script');
          s.textContent = 'window.__injected = true;';
          document.body.appendChild(s);
          setTimeout(() => resolve({ ran: (window as unknown as { __injected?: boolean }).__injected === true, violation }), 200);
        }),
    );
    expect(result.ran).toBe(false);
    expect(result.violation).toMatch(/script-src/);
  });

  it('eval is refused by the CSP', async () => {
    // Run the eval from a timer, after the test harness's own evaluate call has returned.
    const threw = await app.page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          setTimeout(() => {
            try {
              // eslint-disable-next-line no-eval
              (0, eval)('1 + 1');
              resolve(false);
            } catch {
              resolve(true);
            }
          }, 0),
        ),
    );
    expect(threw).toBe(true);
  });

  it('the page has no Node: window.require and process are undefined', async () => {
    const types = await app.page.evaluate(() => [typeof (window as unknown as { require?: unknown }).require, typeof (globalThis as { process?: unknown }).process]);
    expect(types).toEqual(['undefined', 'undefined']);
  });

  it('edges are plain under software rendering (Auto); Smooth makes the table again with smoothing, kept after a reload', async () => {
    const page = app.page;
    const errorsBefore = app.errors.length;
    /** Whether the table's WebGL context was made with smoothing, as the app read it from the context it got. */
    const smoothed = () => page.locator('[data-testid="table-canvas"] canvas').getAttribute('data-smoothing');
    const chosen = () => page.locator('[data-testid="smoothing"] option:checked').innerText();
    // This browser draws WebGL with SwiftShader (software): Auto says so and leaves edges plain.
    expect(await chosen()).toBe('Edges: auto (plain)');
    expect(await page.getByTestId('smoothing').getAttribute('title')).toMatch(/draws the table in software/);
    await expect.poll(smoothed).toBe('off');
    await page.getByTestId('smoothing').selectOption('on');
    await expect.poll(smoothed).toBe('on');
    await settle(page);
    expect(pixelShare(await canvasPixels(page), isTableGreen)).toBeGreaterThan(0.2);
    saveScreenshot('foundation-smooth-edges', await page.screenshot());
    await page.reload();
    await page.locator('[data-testid="table-canvas"] canvas').waitFor();
    expect(await chosen()).toBe('Edges: smooth');
    expect(await page.locator('[data-testid="smoothing"] option[value="auto"]').innerText()).toBe('Edges: auto (plain)');
    await expect.poll(smoothed).toBe('on');
    await page.getByTestId('smoothing').selectOption('auto');
    await expect.poll(smoothed).toBe('off');
    expect(app.errors.slice(errorsBefore)).toEqual([]);
  });
});
