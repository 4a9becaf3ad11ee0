// Helpers for end-to-end tests: launch Debian's Chromium with SwiftShader WebGL, open the app, read canvas pixels.
import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { FilePickers, OpenPickerOptions, PickedFileHandle, SavePickerOptions } from '../../renderer/src/platform/index';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
];

/**
 * How a test Chromium composites the page. 'software' (the default for e2e files) adds `--disable-gpu-compositing`:
 * WebGL is still drawn by SwiftShader, but the page is put together by the CPU compositor instead of a second pass
 * through SwiftShader. It is how Chromium runs on a machine whose GPU it will not use, and it cut the everyday e2e tier
 * from 457 to 387 s of CPU (259 -> 212 s wall; docs/PERFORMANCE.md, "Test tiers"). 'gpu' is Chromium's default, as on
 * a player's machine: the shared-table latency figure is measured there, since the software compositor reads each
 * WebGL frame back on the page's main thread and a remote edit then waits behind it (median 130-150 ms against 20 ms).
 */
export type Compositing = 'software' | 'gpu';

export function chromiumArgs(compositing: Compositing): string[] {
  return compositing === 'software' ? [...CHROMIUM_ARGS, '--disable-gpu-compositing'] : [...CHROMIUM_ARGS];
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser for a test file: this worker's own Chromium, started by the worker's first file and kept for the files it
 * runs after (the e2e configs share a worker's module cache, `isolate: false`), so a file pays no start-up. One Chromium
 * a worker, not one for the whole run: a Chromium draws every page's WebGL in its one GPU process (SwiftShader, on the
 * CPU), and with the two workers' pages in one GPU process that process was the run's bottleneck (six files: 109 s on
 * one shared Chromium, 91 s with one each; docs/PERFORMANCE.md, "Test tiers"). Every page is still a fresh browser
 * context (openApp: no storage shared between pages). A file gives it back with `letGo`, which closes the file's
 * contexts and leaves the Chromium to the worker's next file; Playwright closes it when the worker exits.
 */
const workerBrowsers = new Map<Compositing, Promise<Browser>>();
export function launch(compositing: Compositing = 'software'): Promise<Browser> {
  const live = workerBrowsers.get(compositing);
  const next = (live ?? Promise.reject(new Error('no browser yet')))
    .then((b) => (b.isConnected() ? b : Promise.reject(new Error('disconnected'))))
    .catch(() => chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: chromiumArgs(compositing) }));
  workerBrowsers.set(compositing, next);
  return next;
}

/** Ends a file's use of the browser: its contexts (and their pages) close; the Chromium stays for the worker's next file. */
export async function letGo(browser: Browser | undefined): Promise<void> {
  if (!browser?.isConnected()) return;
  await Promise.all(browser.contexts().map((c) => c.close()));
}

export interface AppPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

export interface OpenAppOptions {
  /**
   * A browser without the File System Access API (Firefox, Safari): the pickers are deleted, so the app uses its file
   * input and downloads. Only for the tests of that fallback; every other test runs with the pickers as Chromium ships
   * them, answered by the validating stand-in (installValidatingPickers).
   */
  noFileSystemAccess?: boolean;
  /** Leaves Chromium's own pickers untouched (headless, their dialogs cannot be answered: only what they refuse can be checked). */
  realFilePickers?: boolean;
  beforeLoad?: (page: Page) => Promise<void>;
}

export async function openApp(browser: Browser, query = '', opts: OpenAppOptions = {}): Promise<AppPage> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  await opts.beforeLoad?.(page);
  if (opts.noFileSystemAccess)
    await page.addInitScript(() => {
      const w: Window & FilePickers = window;
      delete w.showOpenFilePicker;
      delete w.showSaveFilePicker;
    });
  else if (!opts.realFilePickers) await page.addInitScript(installValidatingPickers);
  await page.addInitScript(installDrawCounter);
  await page.addInitScript(installNoticeRecorder);
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

/** Table inches to page pixels in the top-down view. */
export type ToPage = (x: number, y: number) => { x: number; y: number };

/** The browser a test file shares between its tests: `browser` is set before the file's first test. */
export interface FileBrowser {
  readonly browser: Browser;
}

/**
 * Connects this test file to the browser before its tests and lets go after them (beforeAll / afterAll registered
 * here, so a file says it in one line). For files that open their own pages; most want fileApp.
 */
export function fileBrowser(): FileBrowser {
  const held: { browser: Browser | undefined } = { browser: undefined };
  beforeAll(async () => {
    held.browser = await launch();
  });
  afterAll(async () => {
    await letGo(held.browser);
  });
  return {
    get browser(): Browser {
      if (!held.browser) throw new Error('fileBrowser: the browser is there only inside the tests and hooks of the file');
      return held.browser;
    },
  };
}

export interface FileAppOptions extends OpenAppOptions {
  /** Appended to the app's address ('?ruleset=...'). */
  query?: string;
  /** Opens this layout from a file of this name (as a player does) and turns to the top-down view. */
  layout?: { name: string; content: unknown };
  /** Turns to the top-down view, so toPage maps table inches to the page (implied by `layout`). */
  topDown?: boolean;
}

/** The app a test file shares between its tests; set before the file's first test. */
export interface FileApp extends AppPage, FileBrowser {
  /** Table inches to page pixels: only when opened top-down (`layout` or `topDown`). */
  readonly toPage: ToPage;
}

/**
 * The app every test of this file plays in: one line instead of each file's launch, openApp and close. Hooks run in the
 * order they are registered, so a file's own beforeAll after this call sees the app open.
 */
export function fileApp(opts: FileAppOptions = {}): FileApp {
  const held = fileBrowser();
  let app: AppPage | undefined;
  let toPage: ToPage | undefined;
  beforeAll(async () => {
    const { query = '', layout, topDown, ...open } = opts;
    if (layout) ({ app, toPage } = await openLayoutTopDown(held.browser, layout.name, layout.content, open));
    else {
      app = await openApp(held.browser, query, open);
      if (topDown) toPage = await turnTopDown(app.page);
    }
  });
  const opened = (): AppPage => {
    if (!app) throw new Error('fileApp: the app is open only inside the tests and hooks of the file');
    return app;
  };
  return {
    get browser() {
      return held.browser;
    },
    get page() {
      return opened().page;
    },
    get errors() {
      return opened().errors;
    },
    get toPage(): ToPage {
      if (!toPage) throw new Error('fileApp: toPage needs the app opened top-down (the layout or topDown option)');
      return toPage;
    },
  };
}

/**
 * Counts WebGL draws and clears in the page (an init script: openApp installs it), so that settle can tell when the
 * demand-rendered canvas has stopped drawing. Self-contained: runs in the page.
 */
export function installDrawCounter(): void {
  const w = window as Window & { __sightlineDraws?: number };
  if (w.__sightlineDraws !== undefined) return;
  w.__sightlineDraws = 0;
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype] as unknown as Record<string, unknown>[]) {
    for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced', 'drawRangeElements', 'clear']) {
      const f = proto[name];
      if (typeof f !== 'function') continue;
      proto[name] = function (this: unknown, ...args: unknown[]) {
        w.__sightlineDraws!++;
        return (f as (...a: unknown[]) => unknown).apply(this, args);
      };
    }
  }
}

/**
 * Records the text of every notice (toast) the page shows, in order (an init script: openApp installs it). News stays on
 * screen 3.5 s; a busy page (the computer thinking on reopen) can outlast that before the test reads it, so a test that
 * asks whether a notice was shown reads `notices(page)` rather than the toasts still on screen. Runs in the page.
 */
export function installNoticeRecorder(): void {
  const w = window as Window & { __sightlineNotices?: string[] };
  if (w.__sightlineNotices) return;
  const seen: string[] = [];
  w.__sightlineNotices = seen;
  new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes) if (n instanceof HTMLElement && n.classList.contains('toast')) seen.push(n.textContent ?? '');
  }).observe(document, { childList: true, subtree: true });
}

/** Every notice the page has shown since it loaded, oldest first (installNoticeRecorder). */
export function notices(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as Window & { __sightlineNotices?: string[] }).__sightlineNotices ?? [])]);
}

/** How long the canvas must go without a draw (and at least three animation frames) before settle returns early. */
export const SETTLE_QUIET_MS = 120;

/**
 * Waits until the demand-rendered canvas has drawn what the last change asked for: two animation frames, then until it
 * has gone SETTLE_QUIET_MS and three frames without a WebGL draw (a camera move, a scatter or a tray throw animating
 * ends first), but no longer than `ms` in all (the fixed wait this replaces: a page without the draw counter, or a
 * canvas that keeps drawing, waits exactly that).
 */
export async function settle(page: Page, ms = 400): Promise<void> {
  await page.evaluate(
    async ([maxMs, quietMs]) => {
      const start = performance.now();
      const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
      await frame();
      await frame();
      const w = window as Window & { __sightlineDraws?: number };
      const left = () => maxMs - (performance.now() - start);
      if (w.__sightlineDraws === undefined) {
        if (left() > 0) await new Promise((r) => setTimeout(r, left()));
        return;
      }
      let draws = w.__sightlineDraws;
      let quietSince = performance.now();
      let quietFrames = 0;
      while (left() > 0) {
        await frame();
        if (w.__sightlineDraws !== draws) {
          draws = w.__sightlineDraws;
          quietSince = performance.now();
          quietFrames = 0;
        } else if (++quietFrames >= 3 && performance.now() - quietSince >= quietMs) return;
      }
    },
    [ms, SETTLE_QUIET_MS] as const,
  );
}

/** The bytes of a finished download (read through Playwright: the shared browser is connected remotely, so it has no local path). */
export async function downloaded(d: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await d.createReadStream()) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(chunks);
}

/** The table canvas's box on the page. */
export async function canvasBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await page.locator('[data-testid="table-canvas"] canvas').boundingBox();
  if (!box) throw new Error('the table canvas is not shown');
  return box;
}

/** A shot of the table canvas read in table inches (needs the app opened top-down: fileApp's layout or topDown). */
export interface TableShot {
  readonly png: PNG;
  /** The canvas pixel of table point (x, y). */
  at(x: number, y: number): { x: number; y: number };
  /** The square of +-r canvas pixels round table point (x, y), as the fractions pixelShare takes. */
  around(x: number, y: number, r: number): { x0: number; y0: number; x1: number; y1: number };
}

export async function tableShot(app: { page: Page; toPage: ToPage }): Promise<TableShot> {
  const png = await canvasPixels(app.page);
  const box = await canvasBox(app.page);
  const at = (x: number, y: number) => {
    const p = app.toPage(x, y);
    return { x: p.x - box.x, y: p.y - box.y };
  };
  return {
    png,
    at,
    around: (x, y, r) => {
      const p = at(x, y);
      return { x0: (p.x - r) / png.width, x1: (p.x + r) / png.width, y0: (p.y - r) / png.height, y1: (p.y + r) / png.height };
    },
  };
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

/** The share of pixels whose green channel moved by more than `threshold` between two shots of the same canvas. */
export function changedShare(before: PNG, after: PNG, threshold = 30): number {
  let changed = 0;
  for (let i = 0; i < before.data.length; i += 4) if (Math.abs(before.data[i + 1]! - after.data[i + 1]!) > threshold) changed++;
  return changed / (before.data.length / 4);
}

/** A layout document as a file holds it, on the 60" x 44" table, for a test to open (openLayoutTopDown, fileApp's layout). */
export const layoutDoc = (name: string, terrain: readonly unknown[], models: readonly unknown[]) => ({
  format: 'sightline/layout',
  version: 1,
  name,
  table: { widthIn: 60, depthIn: 44 },
  terrain,
  models,
});

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
  // Zones along the short edges (Hammer Wars) tint the left and right strips: the same run, along rows across the table
  // (the median of four rows, so a label's box over the edge on one row does not move it).
  const across = (f: number, dir: -1 | 1) => {
    const yr = Math.round(y0 + f * (y1 - y0));
    const bg = (x: number) => {
      const i = (yr * png.width + x) * 4;
      return png.data[i]! < 40 && png.data[i + 1]! < 40 && png.data[i + 2]! < 45;
    };
    let end = dir < 0 ? x0 : x1;
    for (let gap = 0, x = end + dir; x >= 0 && x < png.width && gap < 8; x += dir) {
      if (bg(x)) gap++;
      else {
        gap = 0;
        end = x;
      }
    }
    return end;
  };
  const median = (v: number[]) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  const rows = [0.2, 0.35, 0.65, 0.8];
  [x0, x1] = [median(rows.map((f) => across(f, -1))), median(rows.map((f) => across(f, 1)))];
  const box = (await page.locator('[data-testid="table-canvas"] canvas').boundingBox())!;
  // x0..x1 and y0..y1 are the first and last pixels drawn as table: pixel k covers [k, k + 1), and it is drawn as table
  // when its centre is on the table (so an edge lies within half a pixel of k or k + 1). The table's edges are therefore
  // at x0 and x1 + 1 (y0 and y1 + 1), not at x1: mapping onto x1 shrank the table by a pixel, and two clicks 15" apart
  // read 14.9" where edges are drawn without smoothing.
  const [left, right, far, near] = [x0, x1 + 1, y0, y1 + 1];
  return (x, y) => ({ x: box.x + left + (x / table.widthIn) * (right - left), y: box.y + near - (y / table.depthIn) * (near - far) });
}

/**
 * Opens a file with the Open button as a player does: through the open picker (the validating stand-in, see
 * installValidatingPickers) where the page has one, else through the file chooser of the app's file input.
 */
export async function openLayoutFile(page: Page, name: string, content: string | Buffer): Promise<void> {
  const text = Buffer.isBuffer(content) ? content.toString('utf8') : content;
  if (await page.evaluate(() => '__sightlinePickers' in window)) {
    await chooseFileInPicker(page, name, text);
    await page.getByTestId('open').click();
    return;
  }
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('open').click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** Starts the app with `layout` opened from file `name`, in the top-down view, and returns it with the table-to-page mapping. */
export async function openLayoutTopDown(browser: Browser, name: string, layout: unknown, opts: OpenAppOptions = {}): Promise<{ app: AppPage; toPage: ToPage }> {
  const app = await openApp(browser, '', opts);
  await openLayoutFile(app.page, name, JSON.stringify(layout));
  await app.page.getByText(`Opened ${name}`).waitFor();
  return { app, toPage: await turnTopDown(app.page) };
}

/** Switches to the top-down view ('t') and returns its table-to-page mapping once the canvas has settled. */
export async function turnTopDown(page: Page): Promise<ToPage> {
  await page.keyboard.press('t');
  await settle(page);
  return topDownMapper(page);
}

/** Switches to the top-down view and the terrain tool, and places pieces of the given kinds with the mouse. */
export async function placeTerrainTopDown(page: Page, pieces: readonly (readonly [kind: string, x: number, y: number])[]): Promise<void> {
  const toPage = await turnTopDown(page);
  await page.keyboard.press('l');
  for (const [kind, x, y] of pieces) {
    await page.getByTestId(`terrain-kind-${kind}`).click();
    const p = toPage(x, y);
    await page.mouse.click(p.x, p.y);
  }
}

/**
 * Puts `text` in the page's recovery slot (where the app keeps its recovery copy) before the app's first load, once: a
 * reload then finds whatever the app itself left there. Call from openApp's beforeLoad.
 */
export async function seedRecoveryCopy(page: Page, text: string): Promise<void> {
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('sightline:recovery', t);
    }
  }, text);
}

/** Places a ruin with the mouse in the top-down view, so the layout has unsaved changes (the status bar says so). */
export async function makeUnsavedEdit(page: Page): Promise<void> {
  await placeTerrainTopDown(page, [['ruin', 15, 12]]);
  await expect.poll(() => page.getByTestId('status-bar').innerText()).toMatch(/unsaved|\*/i);
}

// ---------- File pickers: a stand-in that validates its arguments as Chromium does ----------

/** What the stand-in pickers keep in the page: the files "on disk", what the player picks next, every call. */
export interface PickerStore {
  /** Files written through the pickers' handles (name -> text), as the disk would hold them. */
  files: Record<string, string>;
  /** The files the player picks in the next open pickers, first first; none left = the player cancels. */
  next: { name: string; text: string }[];
  /** Every picker call: which picker, its options (as JSON), and the error Chromium gave if it refused them. */
  calls: { picker: 'open' | 'save'; options: unknown; refused: string | null }[];
}
type StubWindow = Window & FilePickers & { __sightlinePickers?: PickerStore };

/**
 * Replaces showOpenFilePicker/showSaveFilePicker (headless Chromium's dialogs cannot be answered) with stand-ins that
 * first check the options with Chromium's own code, then ask for user activation as Chromium does, and only then answer
 * like a player: the save picker accepts the suggested name, the open picker picks the file a test queued
 * (chooseFileInPicker), and the handles read and write an in-page store (savedFile). Options Chromium refuses throw
 * Chromium's TypeError, so a bad type list fails the test as it fails for a player.
 *
 * Chromium's checks are reached by calling its real picker on a window no longer shown in a frame (a removed iframe):
 * it validates the options exactly as for a shown window (extensions: '.' first, letters/digits/'+'/'.' only, no '.'
 * last, 16 characters at most; MIME types type/subtype tokens without parameters; ids; at least one type when "All
 * files" is excluded) and then stops with an AbortError instead of a dialog. Runs in the page (an init script): self-contained.
 */
export function installValidatingPickers(): void {
  if (window.top !== window) return; // the removed frame below keeps Chromium's own pickers
  const w: StubWindow = window;
  if (!w.showOpenFilePicker || !w.showSaveFilePicker) return; // a browser without them: nothing to stand in for
  const store: PickerStore = { files: {}, next: [], calls: [] };
  w.__sightlinePickers = store;
  const nameOf = (e: unknown) => (typeof e === 'object' && e !== null && 'name' in e && typeof e.name === 'string' ? e.name : '');
  const messageOf = (e: unknown) => (typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string' ? e.message : String(e));
  let detached: (Window & FilePickers) | null = null;
  const chromiumChecks = async (picker: 'open' | 'save', options: OpenPickerOptions | SavePickerOptions | undefined) => {
    if (!detached) {
      const frame = document.createElement('iframe');
      document.documentElement.appendChild(frame);
      detached = frame.contentWindow;
      frame.remove();
    }
    const win = detached;
    if (!win?.showOpenFilePicker || !win.showSaveFilePicker) throw new Error('validating pickers: Chromium has no File System Access pickers to validate with');
    try {
      if (picker === 'open') await win.showOpenFilePicker.call(win, options);
      else await win.showSaveFilePicker.call(win, options);
    } catch (e) {
      if (nameOf(e) === 'AbortError') return; // passed every check; stopped because the window is not shown
      // The error comes from the frame's realm: throw it again as this page's own, as Chromium would have.
      throw nameOf(e) === 'TypeError' ? new TypeError(messageOf(e)) : new DOMException(messageOf(e), nameOf(e));
    }
    throw new Error('validating pickers: a picker on a removed frame answered');
  };
  const method = (picker: 'open' | 'save') => (picker === 'open' ? 'showOpenFilePicker' : 'showSaveFilePicker');
  const check = async (picker: 'open' | 'save', options: OpenPickerOptions | SavePickerOptions | undefined) => {
    const call: PickerStore['calls'][number] = { picker, options: JSON.parse(JSON.stringify(options ?? null)), refused: null };
    store.calls.push(call);
    try {
      await chromiumChecks(picker, options);
      if (!navigator.userActivation.isActive)
        throw new DOMException(`Failed to execute '${method(picker)}' on 'Window': Must be handling a user gesture to show a file picker.`, 'SecurityError');
    } catch (e) {
      call.refused = `${nameOf(e)}: ${messageOf(e)}`;
      throw e;
    }
  };
  const handle = (name: string): PickedFileHandle => ({
    name,
    getFile: async () => new File([store.files[name] ?? ''], name),
    createWritable: async () => {
      let text = '';
      return {
        write: async (d: Blob | string) => {
          text += typeof d === 'string' ? d : await d.text();
        },
        close: async () => {
          store.files[name] = text; // like the real swap file: the file changes only on close
        },
      };
    },
  });
  const cancelled = (picker: 'open' | 'save') => new DOMException(`Failed to execute '${method(picker)}' on 'Window': The user aborted a request.`, 'AbortError');
  w.showOpenFilePicker = async (options) => {
    await check('open', options);
    const f = store.next.shift();
    if (!f) throw cancelled('open');
    // A player can pick only what the dialog shows: a file of a listed type, or any file when "All files" is offered.
    const endings = (options?.types ?? []).flatMap((t) => Object.values(t.accept).flat());
    if (options?.excludeAcceptAllOption && !endings.some((e) => f.name.toLowerCase().endsWith(e.toLowerCase()))) {
      store.calls[store.calls.length - 1]!.refused = `not offered: ${f.name} matches none of ${endings.join(' ')} and "All files" is excluded`;
      throw cancelled('open');
    }
    store.files[f.name] = f.text;
    return [handle(f.name)];
  };
  w.showSaveFilePicker = async (options) => {
    await check('save', options);
    return handle(options?.suggestedName || 'Untitled');
  };
}

/** Queues the file the player picks in the next open picker (needs the validating pickers, openApp's default). */
export async function chooseFileInPicker(page: Page, name: string, text: string): Promise<void> {
  await page.evaluate(([n, t]) => {
    const w: Window & { __sightlinePickers?: PickerStore } = window;
    if (!w.__sightlinePickers) throw new Error('this page has no validating pickers (opened with noFileSystemAccess or realFilePickers?)');
    w.__sightlinePickers.next.push({ name: n, text: t });
  }, [name, text] as const);
}

/** The stand-in pickers' store: files written, files queued, every call with its options and any refusal. */
export async function pickerStore(page: Page): Promise<PickerStore> {
  return page.evaluate(() => {
    const w: Window & { __sightlinePickers?: PickerStore } = window;
    if (!w.__sightlinePickers) throw new Error('this page has no validating pickers');
    return w.__sightlinePickers;
  });
}

/** Waits until the pickers' store holds a file named `name` (written and closed) and returns its text. */
export async function savedFile(page: Page, name: string | RegExp, timeoutMs = 10_000): Promise<{ name: string; text: string }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { files } = await pickerStore(page);
    const hit = Object.keys(files).find((n) => (typeof name === 'string' ? n === name : name.test(n)));
    if (hit) return { name: hit, text: files[hit]! };
    if (Date.now() > until) throw new Error(`no file ${String(name)} was saved through the picker; saved: ${Object.keys(files).join(', ') || 'none'}`);
    await page.waitForTimeout(100);
  }
}
