// Nothing lost (issues 15, 27), deep tier (`npm run test:deep`): a running game kept in the recovery copy and replayed in
// a second page, and the desktop's recovery copies that main moves aside (the same checks in the browser, and the rest of
// nothing lost, run everyday: nothing-lost.e2e.ts).
import { describe, expect, it } from 'vitest';
import { fileBrowser, makeUnsavedEdit, openApp, seedRecoveryCopy, saveScreenshot, settle } from './browser';

const session = fileBrowser();

describe('recovery copies (deep tier)', () => {
  it('on the desktop: a copy over the limit or whose game will not replay is moved aside by main and named (issue 27)', async () => {
    const aside = '/home/player/.config/Sightline/recovery.sightline.unreadable-2026-11-25T12-00-00-000Z.json';
    const badGame = JSON.stringify({ format: 'sightline/game-file', version: 1, name: 'Broken practice', setup: { rulesetId: 'hamwarmer', seed: 'x' }, actions: [] });
    const layout = { format: 'sightline/layout', version: 1, name: 'Before the game', table: { widthIn: 60, depthIn: 44 }, terrain: [], models: [] };
    const gameCopy = JSON.stringify({ format: 'sightline/recovery', version: 1, path: null, name: 'city.sightline', savedAt: '2026-11-25T12:00:00Z', dice: null,
      game: { text: badGame, name: 'Broken practice', seats: ['you', 'computer'], level: 'normal' }, layout });
    const tooLarge = 'recovery.sightline.json is too large to be a recovery copy (9.1 MB; the limit is 8.0 MB).';
    for (const recovery of [{ error: tooLarge }, { text: gameCopy }]) {
      const app = await openApp(session.browser, '', {
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
      await makeUnsavedEdit(page);
      await expect.poll(() => page.evaluate(() => (window as Window & { __calls?: string[] }).__calls?.slice())).toContain('autosave copy');
      // Main moved the copy aside before any autosave could write over it or clear it.
      const calls = (await page.evaluate(() => (window as Window & { __calls?: string[] }).__calls?.slice())) ?? [];
      expect(calls[0]).toBe('keep aside');
      expect(app.errors).toEqual([]);
      await page.close();
    }
  });

  it('a running game is kept in the recovery copy (autosave) and comes back replayed to the same table and report', async () => {
    const first = await openApp(session.browser);
    const page = first.page;
    await page.getByTestId('new-game').click();
    await page.getByTestId('ng-ruleset').selectOption('hamwarmer');
    await page.getByTestId('ng-start').click();
    await page.getByTestId('game-panel').waitFor();
    // Play until a few actions are in (yours by key 1, the computer's by itself).
    for (let i = 0; i < 200; i++) {
      const actions = Number(/\((\d+) lines\)/.exec((await page.locator('[data-testid="battle-report"] > summary').textContent()) ?? '')![1]);
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

    const second = await openApp(session.browser, '', {
      beforeLoad: async (p) => {
        p.on('dialog', (d) => void d.accept());
        await seedRecoveryCopy(p, copy);
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
