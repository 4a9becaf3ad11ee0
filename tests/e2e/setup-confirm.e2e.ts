// A setup the rules refuse but the players may agree to (AltHammer: "500-1999 points: 44" x 60"") is asked in the New
// game dialog with the rule's words and a button to play anyway, never a dead end with an option name to type.
import { describe, expect, it } from 'vitest';
import { openApp, saveScreenshot, settle, fileBrowser } from './browser';
import { openNewGame } from './gamePage';

const session = fileBrowser();

describe('New game on a table the ruleset does not name', () => {
  it('AltHammer on the open 24" x 36" table: the dialog quotes the rule, and "Play on this table anyway" starts the game', async () => {
    const { page, errors } = await openApp(session.browser);
    await page.getByTestId('table-preset').selectOption('24x36');
    await expect.poll(() => page.getByTestId('status-bar').innerText()).toContain('Table 24" x 36"');
    await openNewGame(page, 'althammer');
    await page.getByTestId('ng-layout').selectOption('open');
    await page.getByTestId('seat-1').selectOption('you');
    await page.getByTestId('ng-start').click();
    const ask = page.getByTestId('setup-confirm');
    await expect.poll(() => ask.innerText()).toMatch(/^AltHammer sets up "500-1999 points: 44" x 60"".*this layout is 24" x 36"/s);
    expect(await page.getByTestId('game-panel').count()).toBe(0);
    await settle(page);
    saveScreenshot('setup-confirm-althammer-table', await page.screenshot());
    await page.getByTestId('setup-confirm-button').click();
    await page.getByTestId('game-panel').waitFor();
    await expect.poll(() => page.getByTestId('game-panel').innerText()).toMatch(/AltHammer/);
    expect(errors).toEqual([]);
  });
});
