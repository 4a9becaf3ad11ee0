// Opening and saving layouts in the browser build: good files open, broken files are refused and change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { launch, openApp, saveScreenshot, settle, openLayoutFile, type AppPage } from './browser';
import { REAL_LAYOUTS_DIR } from '../fixtures/real-layouts';

let browser: Browser;
let app: AppPage;

const openFile = (name: string, text: string) => openLayoutFile(app.page, name, text);

beforeAll(async () => {
  browser = await launch();
  app = await openApp(browser, '', { noFileSystemAccess: true });
});
afterAll(async () => {
  await browser?.close();
});

describe('layout files in the browser', () => {
  const good = readFileSync(path.join(REAL_LAYOUTS_DIR, 'barkin-gw-layout-1.json'), 'utf8');

  it('opens a real tournament layout and draws it', async () => {
    await openFile('gw-1.json', good);
    await expect.poll(() => app.page.getByRole('status').last().innerText()).toMatch(/Opened gw-1\.json: \d+ terrain pieces/);
    await expect.poll(() => app.page.getByTestId('status-bar').innerText()).toContain('gw-1.json');
    await settle(app.page);
    saveScreenshot('files-opened-layout', await app.page.screenshot());
  });

  it('refuses a broken file with a reason and keeps the open layout', async () => {
    const broken = JSON.parse(good) as { terrain: { footprint: unknown[][] }[] };
    broken.terrain[2]!.footprint[1]![0] = 'abc';
    await openFile('broken.json', JSON.stringify(broken));
    const alert = app.page.getByRole('alert');
    await expect.poll(() => alert.last().innerText()).toMatch(/broken\.json.*terrain\[2\].*footprint\[1\]\[0\]/s);
    await expect.poll(() => alert.last().innerText()).toContain('The open layout was not changed');
    expect(await app.page.getByTestId('status-bar').innerText()).toContain('gw-1.json');
    await openFile('not-json.json', '{"format": "sightline/layout", ');
    await expect.poll(() => alert.last().innerText()).toMatch(/not-json\.json/);
    expect(await app.page.getByTestId('status-bar').innerText()).toContain('gw-1.json');
  });

  it('saves the layout as a download that reads back the same', async () => {
    const download = app.page.waitForEvent('download');
    await app.page.getByTestId('save').click();
    const d = await download;
    const file = await d.path();
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { terrain: unknown[]; name: string };
    const original = JSON.parse(good) as { terrain: unknown[]; name: string };
    expect(saved.name).toBe(original.name);
    expect(saved.terrain).toEqual(original.terrain);
    expect(app.errors).toEqual([]);
  });
});
