// Issue 21, the panels: a failing part of the window says what failed and keeps the document, recovery after a reload
// (defect 2). The rest (New game with every army shape, the battle report from its first line after a long game, the dice
// tray clear of Player 1's zone and of the last game's rolls) is in the deep tier: issue21-panels.deep.e2e.ts.
import { describe, expect, it } from 'vitest';
import { openApp, placeTerrainTopDown, saveScreenshot, settle, fileBrowser } from './browser';

const session = fileBrowser();

describe('a part of the window that fails (defect 2)', () => {
  it('names what failed, keeps the document and the rest of the app, and recovery is offered after a reload', async () => {
    const app = await openApp(session.browser);
    const page = app.page;
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(`${d.type()}: ${d.message()}`);
      void d.accept();
    });
    await placeTerrainTopDown(page, [['ruin', 15, 12]]);
    await expect.poll(() => page.getByTestId('status-bar').innerText()).toMatch(/unsaved/i);
    // A fault in the status bar's drawing (it writes the cursor's inches with toFixed), as a bug there would be.
    await page.evaluate(() => {
      const real = Number.prototype.toFixed;
      Object.assign(window, { realToFixed: real });
      Number.prototype.toFixed = function (this: number, d?: number) {
        if (new Error().stack?.includes('StatusBar') || (window as Window & { failToFixed?: boolean }).failToFixed) throw new Error('injected fault in the status bar');
        return real.call(this, d);
      };
      (window as Window & { failToFixed?: boolean }).failToFixed = true;
    });
    await page.mouse.move(500, 400);
    await page.mouse.move(520, 410);
    await page.getByTestId('panel-failure').first().waitFor();
    const failures = await page.getByTestId('panel-failure').allInnerTexts();
    expect(failures.join('\n')).toMatch(/stopped working: injected fault in the status bar\. Your layout and any game in progress are still open/);
    // The app is still there: the toolbar answers and the layout is still open and unsaved.
    await page.evaluate(() => {
      (window as Window & { failToFixed?: boolean }).failToFixed = false;
    });
    expect(await page.getByTestId('new-game').isVisible()).toBe(true);
    await settle(page);
    saveScreenshot('issue21-panel-failure', await page.screenshot());
    // Try again draws the part again once the fault is gone.
    await page.evaluate(() => {
      Number.prototype.toFixed = (window as Window & { realToFixed?: typeof Number.prototype.toFixed }).realToFixed!;
    });
    for (const b of await page.getByTestId('panel-failure-retry').all()) await b.click();
    await expect.poll(() => page.getByTestId('panel-failure').count()).toBe(0);
    await expect.poll(() => page.getByTestId('status-bar').innerText()).toMatch(/unsaved/i);
    // A reload (the player's way out of anything) offers the layout back.
    await page.reload();
    await page.waitForSelector('[data-testid="table-canvas"] canvas');
    await expect.poll(() => dialogs.some((d) => /did not close cleanly.*Restore the unsaved layout/.test(d)), { timeout: 10_000 }).toBe(true);
    await page.getByText(/Recovered the unsaved layout/).waitFor();
    await page.close();
  });
});
