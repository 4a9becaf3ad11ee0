// Issue 21, the panels, deep tier (`npm run test:deep`): New game opens with every ruleset's armies (defect 2), the battle
// report from its first line after a long game (defect 8), the dice tray clear of Player 1's zone and of the last game's
// rolls (defect 12). A failing part of the window (defect 2) runs everyday: issue21-panels.e2e.ts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, saveScreenshot, settle, fileBrowser } from './browser';
import { openNewGame } from './gamePage';

const session = fileBrowser();

async function newGame(page: Page, rulesetId: string, seats: ['you' | 'computer', 'you' | 'computer'] = ['you', 'computer']): Promise<void> {
  await openNewGame(page, rulesetId);
  await page.getByTestId('seat-0').selectOption(seats[0]);
  await page.getByTestId('seat-1').selectOption(seats[1]);
}

describe('New game with every army shape (defect 2)', () => {
  for (const rulesetId of ['reglas-basicas', 'nuceria']) {
    it(`${rulesetId}: the dialog lists both rosters and the game starts`, async () => {
      const app = await openApp(session.browser);
      const page = app.page;
      await newGame(page, rulesetId);
      for (const i of [0, 1]) {
        const items = page.getByTestId(`roster-${i}`).locator('li');
        expect(await items.count()).toBeGreaterThan(0);
        for (const t of await items.allInnerTexts()) expect(t).toMatch(/^.+ \(\d+ models?, \d+ pts\)$/);
      }
      expect(await page.getByTestId('panel-failure').count()).toBe(0);
      await settle(page);
      saveScreenshot(`issue21-new-game-${rulesetId}`, await page.screenshot());
      await page.getByTestId('ng-start').click();
      await page.getByTestId('game-panel').waitFor();
      await expect.poll(() => page.getByTestId('game-log').locator('li').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('panel-failure').count()).toBe(0);
      expect(app.errors).toEqual([]);
      await page.close();
    });
  }
});

/** Plays with key 1 for whoever is "you" until the battle report has at least `lines` lines. */
async function playUntilLines(page: Page, lines: number): Promise<number> {
  const count = async () => Number(/\((\d+) lines\)/.exec((await page.getByTestId('game-panel').locator('summary', { hasText: 'Battle report' }).textContent()) ?? '')?.[1] ?? 0);
  for (let i = 0; i < 600; i++) {
    const n = await count();
    if (n >= lines || (await page.getByTestId('game-result').count()) > 0) return n;
    if ((await page.getByTestId('game-to-act').textContent())?.includes('(you) to act') && (await page.locator('[data-testid="game-action"]').count())) await page.keyboard.press('1');
    await page.waitForTimeout(60);
  }
  return count();
}

describe('the battle report (defect 8)', () => {
  it('shows every line, numbered by its place in the game, and scrolls to the first', async () => {
    const app = await openApp(session.browser);
    const page = app.page;
    await newGame(page, 'hammer-wars', ['you', 'you']);
    await page.getByTestId('ng-start').click();
    await page.getByTestId('game-panel').waitFor();
    const n = await playUntilLines(page, 80);
    expect(n).toBeGreaterThan(60);
    const items = page.getByTestId('game-log').locator('li');
    await expect.poll(() => items.count()).toBe(n);
    // Numbered by place: the first item is line 1, the last line n.
    expect(await items.first().getAttribute('value')).toBe('1');
    expect(await items.last().getAttribute('value')).toBe(String(n));
    // It follows the newest line; the player scrolls up to the first.
    const log = page.getByTestId('game-log');
    expect(await log.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await log.evaluate((el) => {
      el.scrollTop = 0;
    });
    expect(await items.first().isVisible()).toBe(true);
    await settle(page);
    saveScreenshot('issue21-battle-report-first-line', await page.screenshot());
    await page.close();
  });
});

describe('the dice tray (defect 12)', () => {
  it('opens clear of Player 1\'s deployment zone, and a new game starts with an empty game log', async () => {
    const app = await openApp(session.browser);
    const page = app.page;
    await newGame(page, 'hamwarmer', ['you', 'computer']);
    await page.getByTestId('ng-start').click();
    await page.getByTestId('game-panel').waitFor();
    await playUntilLines(page, 30);
    if ((await page.getByTestId('dice-tray').count()) === 0) await page.keyboard.press('Shift+D');
    await page.getByTestId('dice-tray').waitFor();
    await expect.poll(() => page.getByTestId('dice-log').locator('li').count()).toBeGreaterThan(0);
    const gameRolls = async () => (await page.getByTestId('dice-log').locator('li').allInnerTexts()).filter((t) => t.startsWith('Game:')).length;
    expect(await gameRolls()).toBeGreaterThan(0);
    await settle(page);
    saveScreenshot('issue21-dice-tray-open-in-game', await page.screenshot());
    // The tray does not lie over the table's Player 1 zone: its box is outside the canvas, or the zone's corner is clear.
    const tray = (await page.getByTestId('dice-tray').boundingBox())!;
    const table = (await page.getByTestId('table-canvas').boundingBox())!;
    const overlap = Math.max(0, Math.min(tray.x + tray.width, table.x + table.width) - Math.max(tray.x, table.x)) * Math.max(0, Math.min(tray.y + tray.height, table.y + table.height) - Math.max(tray.y, table.y));
    expect(overlap).toBe(0);
    // Another game: the tray's log has none of the last game's rolls.
    await page.getByTestId('game-end').click();
    await newGame(page, 'nuceria', ['you', 'you']);
    await page.getByTestId('ng-start').click();
    await page.getByTestId('game-panel').waitFor();
    await settle(page);
    // Both seats are yours and nothing has been played yet: no game rolls at all.
    expect(await gameRolls()).toBe(0);
    saveScreenshot('issue21-dice-tray-new-game', await page.screenshot());
    await page.close();
  });
});
