// Deep tier (`npm run test:deep`): a whole round against the computer. Hammer Wars goes through the New game dialog
// everyday in every-ruleset.e2e.ts.
// Solo play, Hammer Wars (issue 12): a round against the computer with a purchase from the unit pool. Your side (pts and
// xp to spend, morale, your secret goal, the pool with costs) shows in the Game panel; the computer's goal never does.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot, settle, fileApp } from './browser';
import { openNewGame, untilYourMove } from './gamePage';

const app = fileApp();

const round = async (page: Page) => Number(/Round (\d+)/.exec((await page.getByTestId('game-round').textContent()) ?? '')![1]);

/** The first action button whose label matches. */
const action = (page: Page, label: RegExp) => page.locator('[data-testid="game-action"]', { hasText: label }).first();

describe('solo play: Hammer Wars', () => {
  it('a round against the computer with a purchase: pts spent, the pool shrinks, your goal shown to you only', async () => {
    const page = app.page;
    await openNewGame(page, 'hammer-wars');
    await expect(page.getByTestId('roster-0').textContent()).resolves.toMatch(/\(\d+ models?, \d+ pts\)/);
    await page.getByTestId('ng-start').click();
    await page.getByTestId('game-panel').waitFor();
    await page.getByTestId('unit-pool').waitFor();

    // Before deployment: roll-off choices and the secret goal.
    let bought = false;
    let ptsBefore = '';
    let poolBefore = '';
    for (let i = 0; i < 80 && !bought; i++) {
      await untilYourMove(page, { tries: 160, orGameOver: true });
      const deploy = page.locator('[data-testid="game-action"][data-type="deploy"]').first();
      if (await deploy.count()) {
        ptsBefore = (await page.getByTestId('side-to-spend').textContent())!;
        poolBefore = (await page.getByTestId('unit-pool').textContent())!;
        await deploy.click();
        bought = true;
        break;
      }
      await page.locator('[data-testid="game-action"]').first().click();
    }
    expect(bought).toBe(true);
    await expect.poll(async () => page.getByTestId('side-to-spend').textContent()).not.toBe(ptsBefore);
    const spent = (t: string) => Number(/(\d+)pts/.exec(t)![1]);
    expect(spent((await page.getByTestId('side-to-spend').textContent())!)).toBeLessThan(spent(ptsBefore));
    expect(await page.getByTestId('unit-pool').textContent()).not.toBe(poolBefore);
    await expect(page.getByTestId('side-secret-goal').textContent()).resolves.toMatch(/Secret goal: (Deception|Duty|Greed|Oppression|Revenge)/);
    await expect(page.locator('[data-testid="game-log"]').textContent()).resolves.toMatch(/buys .* and places it/);
    // The computer's goal is never in the report while it is secret.
    const report = (await page.locator('[data-testid="game-log"]').textContent())!;
    expect(report).not.toMatch(/Player 2: choose-goal \w/);
    if (await page.getByTestId('game-reason').count()) expect(await page.getByTestId('game-reason').textContent()).not.toMatch(/Deception|Duty|Greed|Oppression|Revenge/);
    await settle(page);
    saveScreenshot('solo-hammer-wars-purchase', await page.screenshot());

    // Play the round out (end deployment, activate and end each activation, end the phase) until round 2 or the end.
    const start = await round(page);
    for (let i = 0; i < 120; i++) {
      await untilYourMove(page, { tries: 160, orGameOver: true });
      if ((await page.getByTestId('game-result').count()) > 0 || (await round(page)) > start) break;
      const next = [/End the deployment phase/, /^\s*\d?\s*End .*activation/, /End the combat phase/, /Activate .*: Hold/].map((r) => action(page, r));
      let clicked = false;
      for (const b of next)
        if (await b.count()) {
          await b.click();
          clicked = true;
          break;
        }
      if (!clicked) await page.locator('[data-testid="game-action"]').first().click();
    }
    expect((await round(page)) > start || (await page.getByTestId('game-result').count()) > 0).toBe(true);
    await settle(page);
    saveScreenshot('solo-hammer-wars-round', await page.screenshot());
    expect(app.errors).toEqual([]);
  });
});
