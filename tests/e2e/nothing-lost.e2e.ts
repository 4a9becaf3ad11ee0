// Nothing lost (issues 15, 27): a failing save says why and keeps the layout; closing with unsaved work asks first and
// writes the recovery copy; a recovery copy that cannot be read or restored (its game will not replay) is kept aside under
// a key of its own and named; a good one comes back with its dice. The desktop's copies moved aside by main and a running
// game kept and replayed (a game played for a dozen actions, then a second page) are in the deep tier:
// nothing-lost.deep.e2e.ts (`npm run test:deep`).
import { describe, expect, it } from 'vitest';
import { fileBrowser, makeUnsavedEdit, openApp, seedRecoveryCopy, saveScreenshot, settle } from './browser';

const session = fileBrowser();

describe('saves that fail', () => {
  it('shows the reason and keeps the layout open and unsaved', async () => {
    const app = await openApp(session.browser, '', {
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
    await makeUnsavedEdit(app.page);
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
    const app = await openApp(session.browser);
    const page = app.page;
    // Nothing unsaved: closing does not ask.
    expect(await page.evaluate(() => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    })).toBe(false);
    await makeUnsavedEdit(page);
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
    const app = await openApp(session.browser, '', {
      beforeLoad: async (page) => {
        await seedRecoveryCopy(page, '{"format": "sightline/layout", "version": 1, "terrain": [');
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
    const app = await openApp(session.browser, '', {
      beforeLoad: async (page) => {
        page.on('dialog', (d) => {
          dialogs.push(d.message());
          void d.accept(); // the player accepts Restore
        });
        await seedRecoveryCopy(page, copy);
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
    await makeUnsavedEdit(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('sightline:recovery')), { timeout: 5000 }).not.toBeNull();
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(copy);
    expect(app.errors).toEqual([]);
    await page.close();
  });

  it('restores a recovery copy with its file name and its dice', async () => {
    const layout = { format: 'sightline/layout', version: 1, name: 'Recovered city', table: { widthIn: 60, depthIn: 44 },
      terrain: [{ id: 'r1', kind: 'ruin', x: 20, y: 20, rotationDeg: 0, traits: ['obscuring'], footprint: [[-3, -2], [3, -2], [3, 2], [-3, 2]], solids: [] }], models: [] };
    const envelope = { format: 'sightline/recovery', version: 1, path: null, name: 'city.sightline', savedAt: '2026-11-22T12:00:00Z',
      dice: { seed: 4242, state: { kind: 'seeded', algorithm: 'xoroshiro128plus', seed: 4242, rng: [1, 2, 3, 4], draws: 7 } }, layout };
    const app = await openApp(session.browser, '', {
      beforeLoad: async (page) => {
        page.on('dialog', (d) => void d.accept());
        await seedRecoveryCopy(page, JSON.stringify(envelope));
      },
    });
    await app.page.getByRole('status').filter({ hasText: /Recovered the unsaved layout/ }).waitFor();
    const stored = await app.page.evaluate(() => sessionStorage.getItem('sightline.dice.v1'));
    expect(JSON.parse(stored!)).toMatchObject({ seed: 4242, state: { rng: [1, 2, 3, 4], draws: 7 } });
    expect(app.errors).toEqual([]);
    await app.page.close();
  });
});
