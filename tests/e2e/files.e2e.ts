// Opening and saving in the browser build (issue 21, defect 1): every command through the file pickers as Chromium ships
// them (answered by the stand-in that checks its options with Chromium's own code), each with its own file types; a
// picker that fails falls back to a download or the file chooser with a notice; the fallback of a browser without
// the pickers (Firefox) has tests of its own. Good files open, broken files are refused and change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { applyAction, createGame, legalActions, sampleGameSetup, saveGameText, type GameState } from '../../engine/index';
import { greedyBotAction } from '../../engine/ai/index';
import { downloaded, fileApp, openApp, openLayoutFile, pickerStore, savedFile, saveScreenshot, settle, type AppPage } from './browser';
import { REAL_LAYOUTS_DIR } from '../fixtures/real-layouts';

const app = fileApp();

const openFile = (name: string, text: string) => openLayoutFile(app.page, name, text);
// The newest notice of any kind, read without waiting for one (an error notice too, so a failed poll shows it; a poll of
// a locator that waits 30 s for a notice outlived expect.poll's own 15 s on a busy machine).
const lastStatus = async (page: Page) => (await page.locator('.toast').allInnerTexts()).at(-1) ?? '(no notice)';
const lastAlert = (page: Page) => page.getByRole('alert').last().innerText();
const good = readFileSync(path.join(REAL_LAYOUTS_DIR, 'barkin-gw-layout-1.json'), 'utf8');

let nearlyFinished: GameState | undefined;
/** A HamWarmer game one action from its end, where that action is yours and every choice ends it (computed, not stored). */
function gameOneActionFromTheEnd(): GameState {
  nearlyFinished ??= findGameOneActionFromTheEnd();
  return nearlyFinished;
}
function findGameOneActionFromTheEnd(): GameState {
  for (let seed = 1; seed <= 20; seed++) {
    let s: GameState = createGame(sampleGameSetup('hamwarmer', seed));
    let before = s;
    for (let i = 0; i < 4000 && s.toAct !== null; i++) {
      before = s;
      s = applyAction(s, greedyBotAction(s).action);
    }
    if (before.toAct === 0 && legalActions(before).every((a) => applyAction(before, a).result !== null)) return before;
  }
  throw new Error('no HamWarmer sample game among seeds 1-20 ends on an action of player 1');
}

describe('files through the File System Access pickers (Chromium, Edge)', () => {
  it('opens a real tournament layout through the open picker and draws it', async () => {
    await openFile('gw-1.json', good);
    await expect.poll(() => lastStatus(app.page)).toMatch(/Opened gw-1\.json: \d+ terrain pieces/);
    await expect.poll(() => app.page.getByTestId('status-bar').innerText()).toContain('gw-1.json');
    await settle(app.page);
    saveScreenshot('files-opened-layout', await app.page.screenshot());
    const open = (await pickerStore(app.page)).calls.filter((c) => c.picker === 'open');
    expect(open).toEqual([{ picker: 'open', options: { types: [{ description: 'Sightline layout or game', accept: { 'application/json': ['.sightline', '.json'], 'application/x-sightline-game': ['.sightlinegame'] } }] }, refused: null }]);
  });

  it('refuses a broken file with a reason and keeps the open layout', async () => {
    const broken = JSON.parse(good) as { terrain: { footprint: unknown[][] }[] };
    broken.terrain[2]!.footprint[1]![0] = 'abc';
    await openFile('broken.json', JSON.stringify(broken));
    await expect.poll(() => lastAlert(app.page)).toMatch(/broken\.json.*terrain\[2\].*footprint\[1\]\[0\]/s);
    await expect.poll(() => lastAlert(app.page)).toContain('The open layout was not changed');
    expect(await app.page.getByTestId('status-bar').innerText()).toContain('gw-1.json');
    await openFile('not-json.json', '{"format": "sightline/layout", ');
    await expect.poll(() => lastAlert(app.page)).toMatch(/not-json\.json/);
    expect(await app.page.getByTestId('status-bar').innerText()).toContain('gw-1.json');
  });

  it('Save writes back to the opened file; Save As offers the layout types and writes where the player chose', async () => {
    await app.page.getByTestId('save').click();
    await expect.poll(() => lastStatus(app.page)).toMatch(/Saved gw-1\.json/);
    const back = JSON.parse((await savedFile(app.page, 'gw-1.json')).text) as { terrain: unknown[]; name: string };
    const original = JSON.parse(good) as { terrain: unknown[]; name: string };
    expect(back.name).toBe(original.name);
    expect(back.terrain).toEqual(original.terrain);
    await app.page.keyboard.press('Control+Shift+S');
    await expect.poll(() => lastStatus(app.page)).toMatch(/Saved gw-1\.json/);
    const saves = (await pickerStore(app.page)).calls.filter((c) => c.picker === 'save');
    expect(saves).toEqual([{ picker: 'save', options: { suggestedName: 'gw-1.json', types: [{ description: 'Sightline layout', accept: { 'application/json': ['.sightline', '.json'] } }] }, refused: null }]);
    expect(app.errors).toEqual([]);
  });

  it('Save game writes a .sightlinegame file that Open reopens; Export report writes Markdown; an old .sightline-game opens too', async () => {
    const page = app.page;
    const s = gameOneActionFromTheEnd();
    await openFile('practice.sightline-game', saveGameText(s, 'Practice'));
    await page.getByTestId('game-panel').waitFor();
    await expect.poll(() => lastStatus(page)).toMatch(/Opened practice\.sightline-game: \d+ actions replayed/);
    await page.getByTestId('game-save').click();
    const saved = await savedFile(page, 'Practice.sightlinegame');
    expect(JSON.parse(saved.text)).toMatchObject({ format: 'sightline/game-file', name: 'Practice' });
    await expect.poll(() => lastStatus(page)).toMatch(/Saved the game as Practice\.sightlinegame/);
    await page.getByRole('button', { name: 'Export report' }).click();
    const report = await savedFile(page, 'Practice report.md');
    expect(report.text).toMatch(/^# Practice\n/);
    const calls = (await pickerStore(page)).calls.filter((c) => c.picker === 'save').slice(-2);
    expect(calls).toEqual([
      { picker: 'save', options: { suggestedName: 'Practice.sightlinegame', types: [{ description: 'Sightline game', accept: { 'application/x-sightline-game': ['.sightlinegame'] } }] }, refused: null },
      { picker: 'save', options: { suggestedName: 'Practice report.md', types: [{ description: 'Battle report (Markdown)', accept: { 'text/markdown': ['.md'] } }] }, refused: null },
    ]);
    // The saved game reopens through Open, to the same place.
    await openFile('Practice.sightlinegame', saved.text);
    await expect.poll(() => lastStatus(page)).toMatch(new RegExp(`Opened Practice\\.sightlinegame: ${s.actions.length} actions replayed, round ${s.round}, ${s.phase.charAt(0).toUpperCase()}${s.phase.slice(1)} phase\\.`));
    expect(app.errors).toEqual([]);
  });

  it('Open asks before replacing a finished game that is not saved (defect 9); No keeps it', async () => {
    const page = app.page;
    // The game open is one action from its end and saved; your last action finishes it, unsaved.
    await expect.poll(() => page.getByTestId('game-to-act').textContent()).toMatch(/\(you\) to act/);
    await page.locator('[data-testid="game-action"]').first().click();
    await page.getByTestId('game-result').waitFor();
    const dialogs: string[] = [];
    const answer = { accept: false };
    const onDialog = (d: import('playwright-core').Dialog) => {
      dialogs.push(d.message());
      void (answer.accept ? d.accept() : d.dismiss());
    };
    page.on('dialog', onDialog);
    await openFile('other.json', good);
    await expect.poll(() => dialogs).toEqual(['Discard the unsaved finished game "Practice"? Its moves since the last Save game will be lost.']);
    await page.waitForTimeout(300);
    await expect(page.getByTestId('game-result').count()).resolves.toBe(1);
    // No picker was shown for the refused Open: the file queued for it is still waiting. Yes opens it.
    expect((await pickerStore(page)).next).toHaveLength(1);
    answer.accept = true;
    await page.getByTestId('open').click();
    await expect.poll(() => lastStatus(page)).toMatch(/Opened other\.json/);
    expect(dialogs).toHaveLength(2);
    page.off('dialog', onDialog);
    expect(app.errors).toEqual([]);
  });
});

describe('a picker that fails: the save is downloaded instead, the open uses the file chooser, with a notice', () => {
  /** A page whose pickers throw what Chromium threw for the old '.sightline-game' types (not the player's cancel). */
  const failingPickers = () =>
    openApp(app.browser, '', {
      realFilePickers: true,
      beforeLoad: async (page) => {
        await page.addInitScript(() => {
          const w: Window & import('../../renderer/src/platform/index').FilePickers = window;
          const refuse = async (): Promise<never> => {
            throw new TypeError("Failed to execute 'showSaveFilePicker' on 'Window': Extension '.sightline-game' contains invalid characters.");
          };
          w.showSaveFilePicker = refuse;
          w.showOpenFilePicker = refuse;
        });
      },
    });

  it('Save: downloads the layout and says so', async () => {
    const failing = await failingPickers();
    const page = failing.page;
    const download = page.waitForEvent('download');
    await page.getByTestId('save').click();
    const d = await download;
    expect(d.suggestedFilename()).toBe('Untitled layout.sightline');
    expect(JSON.parse((await downloaded(d)).toString('utf8'))).toMatchObject({ format: 'sightline/layout' });
    await expect.poll(() => lastAlert(page)).toMatch(/The save dialog failed \(TypeError: .*contains invalid characters\.\), so Untitled layout\.sightline was downloaded instead: look in your browser's downloads\./);
    await settle(page);
    saveScreenshot('files-save-fallback-notice', await page.screenshot());
    expect(await page.getByTestId('status-bar').innerText()).not.toContain('unsaved');
    await page.close();
  });

  it('Save game: downloads the game file and says so', async () => {
    const failing = await failingPickers();
    const page = failing.page;
    const s = gameOneActionFromTheEnd();
    // Open fails too: the file chooser stands in, with a notice.
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('open').click();
    await (await chooser).setFiles({ name: 'g.sightlinegame', mimeType: 'application/json', buffer: Buffer.from(saveGameText(s, 'Fallback')) });
    await page.getByTestId('game-panel').waitFor();
    await expect.poll(() => page.getByRole('alert').allInnerTexts()).toContainEqual(expect.stringMatching(/The open dialog failed .*file chooser/));
    const download = page.waitForEvent('download');
    await page.getByTestId('game-save').click();
    const d = await download;
    expect(d.suggestedFilename()).toBe('Fallback.sightlinegame');
    expect(JSON.parse((await downloaded(d)).toString('utf8'))).toMatchObject({ format: 'sightline/game-file', name: 'Fallback' });
    await expect.poll(() => lastAlert(page)).toMatch(/The save dialog failed .*, so Fallback\.sightlinegame was downloaded instead/);
    await settle(page);
    saveScreenshot('files-save-game-fallback-notice', await page.screenshot());
    await page.close();
  });

  it('the player cancelling the save picker is no failure: nothing downloaded, no notice', async () => {
    const cancelling = await openApp(app.browser, '', {
      realFilePickers: true,
      beforeLoad: async (page) => {
        await page.addInitScript(() => {
          const w: Window & import('../../renderer/src/platform/index').FilePickers = window;
          w.showSaveFilePicker = async () => {
            throw new DOMException('The user aborted a request.', 'AbortError');
          };
        });
      },
    });
    const page = cancelling.page;
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByTestId('save').click();
    await page.waitForTimeout(500);
    expect(downloads).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.close();
  });
});

describe("the pickers' options pass Chromium's own checks", () => {
  it('the stand-in refuses what Chromium refuses, with the same error (the old shared list with .sightline-game)', async () => {
    const real = await openApp(app.browser, '', { realFilePickers: true });
    const oldTypes = [{ description: 'Sightline layout or game', accept: { 'application/json': ['.sightline', '.sightline-game', '.json'] } }];
    const attempt = (page: Page) =>
      page.evaluate(async (types) => {
        try {
          const w: Window & import('../../renderer/src/platform/index').FilePickers = window;
          await w.showSaveFilePicker?.({ suggestedName: 'x.sightline-game', types });
          return 'shown';
        } catch (e) {
          return e instanceof Error ? `${e.name}: ${e.message}` : String(e);
        }
      }, oldTypes);
    const chromium = await attempt(real.page);
    expect(chromium).toBe("TypeError: Failed to execute 'showSaveFilePicker' on 'Window': Extension '.sightline-game' contains invalid characters.");
    expect(await attempt(app.page)).toBe(chromium);
    await real.page.close();
  });
});

describe('without the File System Access API (Firefox): the file input and downloads', () => {
  let ff: AppPage;
  beforeAll(async () => {
    ff = await openApp(app.browser, '', { noFileSystemAccess: true });
  });

  it('opens through the file input, which offers every ending Open reads (the old game ending too)', async () => {
    const chooser = ff.page.waitForEvent('filechooser');
    await ff.page.getByTestId('open').click();
    const c = await chooser;
    expect(await c.element().getAttribute('accept')).toBe('.sightline,.json,.sightlinegame,.sightline-game,application/json');
    await c.setFiles({ name: 'gw-1.json', mimeType: 'application/json', buffer: Buffer.from(good) });
    await expect.poll(() => lastStatus(ff.page)).toMatch(/Opened gw-1\.json: \d+ terrain pieces/);
  });

  it('saves the layout as a download that reads back the same', async () => {
    const download = ff.page.waitForEvent('download');
    await ff.page.getByTestId('save').click();
    const d = await download;
    const saved = JSON.parse((await downloaded(d)).toString('utf8')) as { terrain: unknown[]; name: string };
    const original = JSON.parse(good) as { terrain: unknown[]; name: string };
    expect(saved.name).toBe(original.name);
    expect(saved.terrain).toEqual(original.terrain);
    expect(ff.errors).toEqual([]);
  });

  it('saves a game as a .sightlinegame download and the report as Markdown', async () => {
    const s = gameOneActionFromTheEnd();
    await openLayoutFile(ff.page, 'old.sightline-game', saveGameText(s, 'Old'));
    await ff.page.getByTestId('game-panel').waitFor();
    const game = ff.page.waitForEvent('download');
    await ff.page.getByTestId('game-save').click();
    expect((await game).suggestedFilename()).toBe('Old.sightlinegame');
    const report = ff.page.waitForEvent('download');
    await ff.page.getByRole('button', { name: 'Export report' }).click();
    const r = await report;
    expect(r.suggestedFilename()).toBe('Old report.md');
    expect((await downloaded(r)).toString('utf8')).toMatch(/^# Old\n/);
    expect(ff.errors).toEqual([]);
  });
});

