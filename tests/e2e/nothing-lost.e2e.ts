// Nothing lost (issues 15, 27): a failing save says why and keeps the layout; closing with unsaved work asks first and
// writes the recovery copy; a recovery copy that cannot be read or restored (its game will not replay) is kept aside under
// a key of its own and named; a good one comes back with its dice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, openApp, placeTerrainTopDown, saveScreenshot, settle } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Places a ruin with the mouse in the top-down view: the layout now has unsaved changes. */
async function makeAnEdit(page: Page): Promise<void> {
  await placeTerrainTopDown(page, [['ruin', 15, 12]]);
  await expect.poll(() => page.getByTestId('status-bar').innerText()).toMatch(/unsaved|\*/i);
}

describe('saves that fail', () => {
  it('shows the reason and keeps the layout open and unsaved', async () => {
    const app = await openApp(browser, '', {
      realFilePickers: true, // this test's own picker stands in: a disk that refuses the write
      beforeLoad: async (page) => {
        await page.addInitScript(() => {
          // A disk that refuses the write, as a full disk or a read-only folder does.
          (window as unknown as Record<string, unknown>).showSaveFilePicker = async () => ({
            name: 'full-disk.sightline',
            getFile: async () => new File([], 'full-disk.sightline'),
            createWritable: async () => ({
              write: async () => {
                throw new DOMException('The disk is full.', 'QuotaExceededError');
              },
              close: async () => undefined,
            }),
          });
        });
      },
    });
    await makeAnEdit(app.page);
    await app.page.getByTestId('save').click();
    const alert = app.page.getByRole('alert');
    await expect.poll(() => alert.last().innerText()).toMatch(/Save failed: .*The disk is full.*Your layout is still open/s);
    expect(await app.page.getByTestId('status-bar').innerText()).toContain('(unsaved changes)');
    await settle(app.page);
    saveScreenshot('nothing-lost-save-failed', await app.page.screenshot());
    await app.page.close();
  });
});

describe('closing with unsaved work', () => {
  it('asks before the page unloads, writes the recovery copy, and stays when the player keeps editing', async () => {
    const app = await openApp(browser);
    const page = app.page;
    // Nothing unsaved: closing does not ask.
    expect(await page.evaluate(() => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    })).toBe(false);
    await makeAnEdit(page);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.dismiss(); // "Stay on page"
    });
    await page.evaluate(() => localStorage.removeItem('sightline:recovery'));
    // Leaving the page (closing the tab, reloading, navigating away) runs beforeunload; the player keeps editing.
    const url = page.url();
    await page.goto('about:blank').catch(() => undefined); // aborted by the prompt
    await expect.poll(() => dialogs).toEqual(['beforeunload']);
    expect(page.url()).toBe(url);
    expect(await page.getByTestId('status-bar').innerText()).toContain('(unsaved changes)');
    const copy = await page.evaluate(() => localStorage.getItem('sightline:recovery'));
    expect(copy).not.toBeNull();
    const env = JSON.parse(copy!) as { format: string; layout: { terrain: unknown[] }; dice: { seed: number } | null };
    expect(env.format).toBe('sightline/recovery');
    expect(env.layout.terrain.length).toBeGreaterThan(0);
    expect(env.dice).not.toBeNull();
    expect(app.errors).toEqual([]);
  });
});

describe('recovery copies', () => {
  it('keeps an unreadable recovery copy aside and says where, instead of deleting it', async () => {
    const app = await openApp(browser, '', {
      beforeLoad: async (page) => {
        await page.addInitScript(() => {
          if (!sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem('sightline:recovery', '{"format": "sightline/layout", "version": 1, "terrain": [');
          }
        });
      },
    });
    const alert = app.page.getByRole('alert');
    await expect.poll(() => alert.last().innerText()).toMatch(/recovery copy from an earlier session could not be read .* kept in this browser's storage under "sightline:recovery:unreadable:[0-9T:.-]+Z", not deleted/s);
    const key = /"(sightline:recovery:unreadable:[^"]+)"/.exec(await alert.last().innerText())![1]!;
    expect(await app.page.evaluate((k) => localStorage.getItem(k), key)).toContain('"terrain": [');
    await settle(app.page);
    saveScreenshot('nothing-lost-recovery-kept', await app.page.screenshot());
    await app.page.close();
  });

  it('keeps a copy whose game will not replay aside and names it; later autosaves do not touch it (issue 27)', async () => {
    const layout = { format: 'sightline/layout', version: 1, name: 'Before the game', table: { widthIn: 60, depthIn: 44 }, terrain: [], models: [] };
    // A game file that reads as JSON but does not replay (its seed is not a number).
    const badGame = JSON.stringify({ format: 'sightline/game-file', version: 1, name: 'Broken practice', setup: { rulesetId: 'hamwarmer', seed: 'x' }, actions: [] });
    const envelope = { format: 'sightline/recovery', version: 1, path: null, name: 'city.sightline', savedAt: '2026-11-25T12:00:00Z', dice: null,
      game: { text: badGame, name: 'Broken practice', seats: ['you', 'computer'], level: 'normal' }, layout };
    const copy = JSON.stringify(envelope);
    const dialogs: string[] = [];
    const app = await openApp(browser, '', {
      beforeLoad: async (page) => {
        page.on('dialog', (d) => {
          dialogs.push(d.message());
          void d.accept(); // the player accepts Restore
        });
        await page.addInitScript((text) => {
          if (!sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem('sightline:recovery', text);
          }
        }, copy);
      },
    });
    const page = app.page;
    const alert = page.getByRole('alert').filter({ hasText: /Broken practice/ });
    await alert.waitFor();
    expect(dialogs).toEqual(['Sightline did not close cleanly during a game. Restore the unfinished game "Broken practice"?']);
    const notice = await alert.innerText();
    expect(notice).toMatch(/The unfinished game "Broken practice" in the recovery copy could not be replayed \(Broken practice\.sightline-?game: .+\)\. Nothing was changed\. It was kept in this browser's storage under "sightline:recovery:unreadable:[^"]+", not deleted\./s);
    const key = /"(sightline:recovery:unreadable:[^"]+)"/.exec(notice)![1]!;
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(copy);
    await settle(page);
    saveScreenshot('nothing-lost-game-copy-kept', await page.screenshot());
    // Autosaves after it (the next edit's copy) neither write over nor delete the kept copy.
    await makeAnEdit(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sightline:recovery')), { timeout: 5000 }).not.toBeNull();
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(copy);
    expect(app.errors).toEqual([]);
    await page.close();
  });

  it('on the desktop: a copy over the limit or whose game will not replay is moved aside by main and named (issue 27)', async () => {
    const aside = '/home/player/.config/Sightline/recovery.sightline.unreadable-2026-11-25T12-00-00-000Z.json';
    const badGame = JSON.stringify({ format: 'sightline/game-file', version: 1, name: 'Broken practice', setup: { rulesetId: 'hamwarmer', seed: 'x' }, actions: [] });
    const layout = { format: 'sightline/layout', version: 1, name: 'Before the game', table: { widthIn: 60, depthIn: 44 }, terrain: [], models: [] };
    const gameCopy = JSON.stringify({ format: 'sightline/recovery', version: 1, path: null, name: 'city.sightline', savedAt: '2026-11-25T12:00:00Z', dice: null,
      game: { text: badGame, name: 'Broken practice', seats: ['you', 'computer'], level: 'normal' }, layout });
    const tooLarge = 'recovery.sightline.json is too large to be a recovery copy (9.1 MB; the limit is 8.0 MB).';
    for (const recovery of [{ error: tooLarge }, { text: gameCopy }]) {
      const app = await openApp(browser, '', {
        beforeLoad: async (page) => {
          page.on('dialog', (d) => void d.accept());
          await page.addInitScript(
            ({ recovery, aside }) => {
              const calls: string[] = [];
              const ok = (value: unknown) => Promise.resolve({ ok: true, value });
              const cancelled = () => Promise.resolve({ ok: false, error: { code: 'cancelled', message: 'Cancelled.' } });
              Object.assign(window, {
                __calls: calls,
                api: Object.freeze({
                  fileOpen: cancelled,
                  fileOpenRecent: cancelled,
                  fileSave: cancelled,
                  fileSaveAs: cancelled,
                  fileRecent: () => ok([]),
                  fileExportPng: cancelled,
                  fileAutosave: (text: string | null) => (calls.push(text === null ? 'autosave null' : 'autosave copy'), ok(null)),
                  fileRecovery: () =>
                    'error' in recovery ? Promise.resolve({ ok: false, error: { code: 'io', message: recovery.error } }) : ok(recovery.text),
                  fileRecoveryKeepAside: () => (calls.push('keep aside'), ok(aside)),
                  appInfo: () => ok({ version: '0.0.0', platform: 'linux', electron: 'stand-in' }),
                  appLaunchFiles: () => ok([]),
                  onMenuCommand: () => () => undefined,
                }),
              });
            },
            { recovery, aside },
          );
        },
      });
      const page = app.page;
      const notice = page.getByRole('alert').filter({ hasText: aside });
      await notice.waitFor();
      const text = await notice.innerText();
      if ('error' in recovery) expect(text).toContain(`could not be read (${tooLarge.slice(0, -1)}). It was kept at ${aside}, not deleted.`);
      else expect(text).toMatch(/The unfinished game "Broken practice" in the recovery copy could not be replayed \(.+\)\. Nothing was changed\. It was kept at /s);
      if ('error' in recovery) {
        await settle(page);
        saveScreenshot('nothing-lost-desktop-copy-too-large', await page.screenshot());
      }
      await makeAnEdit(page);
      await expect.poll(() => page.evaluate(() => (window as Window & { __calls?: string[] }).__calls?.slice())).toContain('autosave copy');
      // Main moved the copy aside before any autosave could write over it or clear it.
      const calls = (await page.evaluate(() => (window as Window & { __calls?: string[] }).__calls?.slice())) ?? [];
      expect(calls[0]).toBe('keep aside');
      expect(app.errors).toEqual([]);
      await page.close();
    }
  });

  it('restores a recovery copy with its file name and its dice', async () => {
    const layout = { format: 'sightline/layout', version: 1, name: 'Recovered city', table: { widthIn: 60, depthIn: 44 },
      terrain: [{ id: 'r1', kind: 'ruin', x: 20, y: 20, rotationDeg: 0, traits: ['obscuring'], footprint: [[-3, -2], [3, -2], [3, 2], [-3, 2]], solids: [] }], models: [] };
    const envelope = { format: 'sightline/recovery', version: 1, path: null, name: 'city.sightline', savedAt: '2026-11-22T12:00:00Z',
      dice: { seed: 4242, state: { kind: 'seeded', algorithm: 'xoroshiro128plus', seed: 4242, rng: [1, 2, 3, 4], draws: 7 } }, layout };
    const app = await openApp(browser, '', {
      beforeLoad: async (page) => {
        page.on('dialog', (d) => void d.accept());
        await page.addInitScript((text) => {
          if (!sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem('sightline:recovery', text);
          }
        }, JSON.stringify(envelope));
      },
    });
    await app.page.getByRole('status').filter({ hasText: /Recovered the unsaved layout/ }).waitFor();
    const stored = await app.page.evaluate(() => sessionStorage.getItem('sightline.dice.v1'));
    expect(JSON.parse(stored!)).toMatchObject({ seed: 4242, state: { rng: [1, 2, 3, 4], draws: 7 } });
    expect(app.errors).toEqual([]);
    await app.page.close();
  });

  it('a running game is kept in the recovery copy (autosave) and comes back replayed to the same table and report', async () => {
    const first = await openApp(browser);
    const page = first.page;
    await page.getByTestId('new-game').click();
    await page.getByTestId('ng-ruleset').selectOption('hamwarmer');
    await page.getByTestId('ng-start').click();
    await page.getByTestId('game-panel').waitFor();
    // Play until a few actions are in (yours by key 1, the computer's by itself).
    for (let i = 0; i < 200; i++) {
      const actions = Number(/\((\d+) lines\)/.exec((await page.locator('.game-panel details summary').textContent()) ?? '')![1]);
      if (actions >= 12) break;
      if ((await page.getByTestId('game-to-act').textContent())?.includes('(you) to act') && (await page.locator('[data-testid="game-action"]').count())) await page.keyboard.press('1');
      await page.waitForTimeout(150);
    }
    await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('sightline:recovery'))) ?? '{}').game?.text ?? null, { timeout: 5000 }).not.toBeNull();
    await page.waitForTimeout(1200); // the computer has answered and the copy caught up
    const copy = (await page.evaluate(() => localStorage.getItem('sightline:recovery')))!;
    const env = JSON.parse(copy) as { game: { text: string; seats: string[]; level: string } };
    expect(env.game.seats).toEqual(['you', 'computer']);
    expect(JSON.parse(env.game.text).format).toBe('sightline/game-file');
    const report = await page.locator('[data-testid="game-log"]').textContent();
    const phase = await page.getByTestId('game-phase').textContent();
    const savedActions = (JSON.parse(env.game.text) as { actions: unknown[] }).actions.length;
    await page.close();

    const second = await openApp(browser, '', {
      beforeLoad: async (p) => {
        p.on('dialog', (d) => void d.accept());
        await p.addInitScript((text) => {
          if (!sessionStorage.getItem('seeded')) {
            sessionStorage.setItem('seeded', '1');
            localStorage.setItem('sightline:recovery', text);
          }
        }, copy);
      },
    });
    await second.page.getByTestId('game-panel').waitFor();
    await second.page.getByRole('status').filter({ hasText: /Recovered the unfinished game/ }).waitFor();
    await expect(second.page.getByTestId('game-phase').textContent()).resolves.toBe(phase);
    const restored = await second.page.locator('[data-testid="game-log"]').textContent();
    // The same report up to the copy's last action (the computer may have moved on since in the first page, or now).
    expect(restored!.length).toBeGreaterThan(0);
    expect(report!.startsWith(restored!.slice(0, Math.min(restored!.length, report!.length) - 200)) || restored!.startsWith(report!.slice(0, -200))).toBe(true);
    expect(savedActions).toBeGreaterThan(0);
    await settle(second.page);
    saveScreenshot('nothing-lost-game-recovered', await second.page.screenshot());
    expect(second.errors).toEqual([]);
    await second.page.close();
  });
});
