// Next to the ruleset picker, every ruleset's named defaults (where its text is silent or contradicts itself) can be read:
// the table and line-of-sight ones and the game rules' ones, each with its reason.
import { describe, expect, it } from 'vitest';
import { RULESETS, GAME_RULESETS } from '../../engine/index';
import { saveScreenshot, settle, fileApp } from './browser';

const app = fileApp();

describe('named defaults next to the ruleset picker', () => {
  for (const r of Object.values(RULESETS))
    it(`${r.name}: the Defaults button lists every named default of the ruleset and of its game rules`, async () => {
      const page = app.page;
      await page.getByTestId('ruleset').selectOption(r.id);
      const game = GAME_RULESETS.find((p) => p.id === r.id);
      const gameRows = (game?.defaults ?? []).filter((d) => !r.defaults.some((x) => x.key === d.key));
      await expect(page.getByTestId('ruleset-defaults').getAttribute('data-count')).resolves.toBe(String(r.defaults.length + gameRows.length));
      await page.getByTestId('ruleset-defaults').click();
      const dialog = page.getByTestId('ruleset-defaults-dialog');
      await dialog.waitFor();
      expect(await dialog.locator('[data-testid="defaults-table"] tr').count()).toBe(r.defaults.length);
      expect(await dialog.locator('[data-testid="defaults-game"] tr').count()).toBe(gameRows.length);
      // Each row shows the key and the reason, e.g. the first one.
      const first = r.defaults[0]!;
      await expect(dialog.textContent()).resolves.toContain(first.key);
      await expect(dialog.textContent()).resolves.toContain(first.why.slice(0, 40));
      if (r.id === 'hamwarmer') {
        await settle(page, 200);
        saveScreenshot('ruleset-defaults-hamwarmer', await page.screenshot());
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });
});
