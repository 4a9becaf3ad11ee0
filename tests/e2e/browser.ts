// Helpers for end-to-end tests: launch Debian's Chromium with SwiftShader WebGL, open the app, read canvas pixels.
import { chromium, type Browser, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

export interface AppPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

export async function openApp(
  browser: Browser,
  query = '',
  opts: { noFileSystemAccess?: boolean; beforeLoad?: (page: Page) => Promise<void> } = {},
): Promise<AppPage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  await opts.beforeLoad?.(page);
  // Native file pickers cannot be driven headless: hide the File System Access API so the app uses its file input and downloads.
  if (opts.noFileSystemAccess)
    await page.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).showOpenFilePicker;
      delete (window as unknown as Record<string, unknown>).showSaveFilePicker;
    });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(inject('baseUrl') + query);
  await page.waitForSelector('[data-testid="table-canvas"] canvas');
  await settle(page);
  return { page, errors };
}

/** Waits until the demand-rendered canvas has drawn (two animation frames after the last change). */
export async function settle(page: Page, ms = 400): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
  await page.waitForTimeout(ms);
}

export async function canvasPixels(page: Page): Promise<PNG> {
  const buf = await page.locator('[data-testid="table-canvas"] canvas').screenshot();
  return PNG.sync.read(buf);
}

export function saveScreenshot(name: string, buf: Buffer): string {
  const dir = path.resolve('tests/e2e/screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  writeFileSync(file, buf);
  return file;
}

/** Fraction of pixels for which `pred(r, g, b)` holds, optionally inside a sub-rectangle given as fractions. */
export function pixelShare(png: PNG, pred: (r: number, g: number, b: number) => boolean, rect = { x0: 0, y0: 0, x1: 1, y1: 1 }): number {
  let hit = 0;
  let all = 0;
  const xs = Math.floor(rect.x0 * png.width);
  const xe = Math.floor(rect.x1 * png.width);
  const ys = Math.floor(rect.y0 * png.height);
  const ye = Math.floor(rect.y1 * png.height);
  for (let y = ys; y < ye; y++)
    for (let x = xs; x < xe; x++) {
      const i = (y * png.width + x) * 4;
      all++;
      if (pred(png.data[i]!, png.data[i + 1]!, png.data[i + 2]!)) hit++;
    }
  return all ? hit / all : 0;
}

/** Felt green of the table (lit): green clearly above red and blue. */
export const isTableGreen = (r: number, g: number, b: number) => g > 70 && g > r + 15 && g > b + 15;
/** The light grid lines and labels. */
export const isLight = (r: number, g: number, b: number) => r > 150 && g > 150 && b > 120;

/**
 * In the top-down view the camera looks straight down, so table inches map linearly to page pixels.
 * Finds the table's green rectangle and returns the mapping (call after switching to top-down and settling).
 */
export async function topDownMapper(page: Page, table = { widthIn: 60, depthIn: 44 }): Promise<(x: number, y: number) => { x: number; y: number }> {
  const png = await canvasPixels(page);
  let x0 = Infinity, x1 = -1, y0 = Infinity, y1 = -1;
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      if (isTableGreen(png.data[i]!, png.data[i + 1]!, png.data[i + 2]!)) {
        x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
      }
    }
  // Deployment zones tint whole strips of the table (not green): the table's top and bottom are the ends of the run of
  // non-background pixels down a column just inside the table's left edge that holds the green (gaps of a few pixels,
  // such as a label's dark box, do not end it).
  const xc = Math.round(x0 + 0.015 * (x1 - x0));
  const isBackground = (y: number) => {
    const i = (y * png.width + xc) * 4;
    return png.data[i]! < 40 && png.data[i + 1]! < 40 && png.data[i + 2]! < 45;
  };
  let top = y0;
  for (let gap = 0, y = y0 - 1; y >= 0 && gap < 8; y--) {
    if (isBackground(y)) gap++;
    else {
      gap = 0;
      top = y;
    }
  }
  let bottom = y1;
  for (let gap = 0, y = y1 + 1; y < png.height && gap < 8; y++) {
    if (isBackground(y)) gap++;
    else {
      gap = 0;
      bottom = y;
    }
  }
  y0 = top;
  y1 = bottom;
  const box = (await page.locator('[data-testid="table-canvas"] canvas').boundingBox())!;
  return (x, y) => ({ x: box.x + x0 + (x / table.widthIn) * (x1 - x0), y: box.y + y1 - (y / table.depthIn) * (y1 - y0) });
}

/** Opens a layout file through the Open button's file chooser (as a browser without the File System Access API does). */
export async function openLayoutFile(page: Page, name: string, content: string | Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('open').click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) });
}

/** Starts the app with `layout` opened from file `name`, in the top-down view, and returns it with the table-to-page mapping. */
export async function openLayoutTopDown(
  browser: Browser,
  name: string,
  layout: unknown,
): Promise<{ app: AppPage; toPage: (x: number, y: number) => { x: number; y: number } }> {
  const app = await openApp(browser, '', { noFileSystemAccess: true });
  await openLayoutFile(app.page, name, JSON.stringify(layout));
  await app.page.getByText(`Opened ${name}`).waitFor();
  await app.page.keyboard.press('t');
  await settle(app.page);
  return { app, toPage: await topDownMapper(app.page) };
}

/** Switches to the top-down view and the terrain tool, and places pieces of the given kinds with the mouse. */
export async function placeTerrainTopDown(page: Page, pieces: readonly (readonly [kind: string, x: number, y: number])[]): Promise<void> {
  await page.keyboard.press('t');
  await settle(page);
  const toPage = await topDownMapper(page);
  await page.keyboard.press('l');
  for (const [kind, x, y] of pieces) {
    await page.getByTestId(`terrain-kind-${kind}`).click();
    const p = toPage(x, y);
    await page.mouse.click(p.x, p.y);
  }
}
