// The Game panel as e2e tests read and drive it: who is to act, waiting for your move, the New game dialog.
import type { Page } from 'playwright-core';

/** The Game panel's "to act" line ("Player 1 (you) to act", ...). */
export const toAct = (page: Page) => page.getByTestId('game-to-act').textContent();

/**
 * Waits until it is your move and the panel offers an action (the computer may act first after a roll-off), checking
 * every 250 ms up to `tries` times. `orGameOver`: a finished game ends the wait too.
 */
export async function untilYourMove(page: Page, { tries = 120, orGameOver = false } = {}): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (orGameOver && (await page.getByTestId('game-result').count()) > 0) return;
    if ((await toAct(page))?.includes('(you) to act') && (await page.locator('[data-testid="game-action"]').count()) > 0) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`still not your move: ${await toAct(page)}`);
}

/** Opens the New game dialog from the toolbar and picks the ruleset (the dialog's other fields are left as they are). */
export async function openNewGame(page: Page, rulesetId: string): Promise<void> {
  await page.getByTestId('new-game').click();
  await page.getByTestId('new-game-dialog').waitFor();
  await page.getByTestId('ng-ruleset').selectOption(rulesetId);
}
