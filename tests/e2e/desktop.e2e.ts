// The renderer's desktop path, driven in Chromium with a stand-in for the preload's window.api (the Electron binary
// cannot run here): a layout the OS hands over at launch opens, a later one arrives as a command, and Save writes back
// to the file that was opened, never a download.
import { describe, expect, it } from 'vitest';
import { fileApp, saveScreenshot, settle } from './browser';

const layoutText = (name: string, pieces: number) =>
  JSON.stringify({
    format: 'sightline/layout',
    version: 1,
    name,
    table: { widthIn: 60, depthIn: 44 },
    terrain: Array.from({ length: pieces }, (_, i) => ({
      id: `crate-${i}`,
      kind: 'crates',
      x: 10 + i * 8,
      y: 22,
      rotationDeg: 0,
      traits: [],
      footprint: [[-1, -1], [1, -1], [1, 1], [-1, 1]],
      solids: [{ box: { x: 0, y: 0, z: 0, w: 2, d: 2, h: 1.5 } }],
    })),
    models: [],
  });

/** What the stand-in api recorded: calls in order. */
const calls = () => app.page.evaluate(() => (window as unknown as { __desktop: { calls: string[] } }).__desktop.calls.slice());
const status = () => app.page.getByRole('status').last().innerText();

const app = fileApp({
  beforeLoad: async (page) => {
    await page.addInitScript(
      ({ launched, second }) => {
        const calls: string[] = [];
        let menu: ((c: string) => void) | null = null;
        const ok = (value: unknown) => Promise.resolve({ ok: true, value });
        const files: Record<string, string> = { '/home/player/launched.sightline': launched, '/home/player/second.sightline': second };
        (window as unknown as Record<string, unknown>).__desktop = { calls, send: (c: string) => menu?.(c) };
        (window as unknown as Record<string, unknown>).api = Object.freeze({
          fileOpen: () => Promise.resolve({ ok: false, error: { code: 'cancelled', message: 'Open cancelled.' } }),
          fileOpenRecent: (p: string) => {
            calls.push(`openRecent ${p}`);
            const text = files[p];
            return text === undefined
              ? Promise.resolve({ ok: false, error: { code: 'io', message: `ENOENT: ${p}` } })
              : ok({ path: p, name: p.split('/').pop(), text });
          },
          fileSave: (a: { path: string | null; suggestedName: string }) => {
            calls.push(`save ${a.path}`);
            return ok({ path: a.path, name: String(a.path).split('/').pop() });
          },
          fileSaveAs: () => Promise.resolve({ ok: false, error: { code: 'cancelled', message: 'Save cancelled.' } }),
          fileRecent: () => ok([]),
          fileExportPng: () => Promise.resolve({ ok: false, error: { code: 'cancelled', message: 'Export cancelled.' } }),
          fileAutosave: () => ok(null),
          fileRecovery: () => ok(null),
          fileRecoveryKeepAside: () => ok(null),
          appInfo: () => ok({ version: '0.0.0', platform: 'linux', electron: 'stand-in' }),
          appLaunchFiles: () => {
            calls.push('launchFiles');
            return ok(['/home/player/launched.sightline']);
          },
          onMenuCommand: (l: (c: string) => void) => {
            menu = l;
            return () => (menu = null);
          },
        });
      },
      { launched: layoutText('Launched layout', 3), second: layoutText('Second layout', 5) },
    );
  },
});

describe('the desktop app, opened with a layout file', () => {
  it('opens the file the OS launched it with', async () => {
    await expect.poll(status).toMatch(/Opened launched\.sightline: 3 terrain pieces/);
    expect(await calls()).toEqual(['launchFiles', 'openRecent /home/player/launched.sightline']);
    await expect.poll(() => app.page.getByTestId('status-bar').innerText()).toContain('launched.sightline');
    await settle(app.page);
    saveScreenshot('desktop-launch-file', await app.page.screenshot());
  });

  it('saves back to that file (no dialog, no download)', async () => {
    await app.page.getByTestId('save').click();
    await expect.poll(status).toMatch(/Saved launched\.sightline/);
    expect((await calls()).at(-1)).toBe('save /home/player/launched.sightline');
  });

  it('opens a file handed over while running, and says why when the file is gone', async () => {
    await app.page.evaluate(() => (window as unknown as { __desktop: { send(c: string): void } }).__desktop.send('open-recent:/home/player/second.sightline'));
    await expect.poll(status).toMatch(/Opened second\.sightline: 5 terrain pieces/);
    await app.page.evaluate(() => (window as unknown as { __desktop: { send(c: string): void } }).__desktop.send('open-recent:/home/player/gone.sightline'));
    await expect.poll(() => app.page.getByRole('alert').last().innerText()).toMatch(/ENOENT: \/home\/player\/gone\.sightline/);
    expect(app.errors).toEqual([]);
  });
});
