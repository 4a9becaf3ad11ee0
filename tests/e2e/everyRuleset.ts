// Every ruleset, every sample army (issue 21): a game started from the New game dialog as a player does it, played
// until the computer's first decision, saved with the Save game button (through the save picker, checked as Chromium
// checks it) and reopened with Open to the same point. Everyday (every-ruleset.e2e.ts): every ruleset, with its first
// sample army; deep tier (every-ruleset.deep.e2e.ts, `npm run test:deep`): every other sample army.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { playableRulesetIds } from '../../engine/index';
import { fileBrowser, notices, openApp, openLayoutFile, pickerStore, savedFile, saveScreenshot, settle } from './browser';
import { openNewGame } from './gamePage';

const RULESETS = ['hamwarmer', 'hammer-wars', 'althammer', 'reglas-basicas', 'nuceria'] as const;
const armyFiles = (ruleset: string) =>
  readdirSync(path.resolve('assets/armies', ruleset))
    .filter((f) => f.endsWith('.army.json'))
    .sort();

/** Plays your moves with the first offered action (key 1) until the computer has made its first decision. */
async function playUntilTheComputerDecides(page: Page): Promise<void> {
  const reason = page.getByTestId('game-reason');
  for (let i = 0; i < 600; i++) {
    if ((await reason.count()) > 0) return;
    const toAct = (await page.getByTestId('game-to-act').textContent()) ?? '';
    if (toAct.includes('(you)') && (await page.locator('[data-testid="game-action"]').count()) > 0) await page.keyboard.press('1');
    await page.waitForTimeout(150);
  }
  throw new Error(`the computer made no decision; the panel reads: ${await page.getByTestId('game-panel').innerText()}`);
}

/** Registers the cases: everyday, each ruleset with its first sample army; deep, each ruleset with every other one. */
export function everyRulesetCases(tier: 'everyday' | 'deep'): void {
  const session = fileBrowser();

  describe(`every ruleset starts, plays, saves and reopens from the New game dialog (${tier})`, () => {
    if (tier === 'everyday')
      it('the five rulesets are the playable ones', () => {
        expect([...playableRulesetIds()].sort()).toEqual([...RULESETS].sort());
      });

    for (const ruleset of RULESETS)
      describe(ruleset, () => {
        const files = armyFiles(ruleset);
        if (tier === 'everyday') it('has sample armies', () => expect(files.length).toBeGreaterThanOrEqual(2));
        for (const file of tier === 'everyday' ? files.slice(0, 1) : files.slice(1))
          it(`${file} as player 1 against the computer`, async () => {
            const app = await openApp(session.browser);
            const page = app.page;
            page.on('dialog', (d) => void d.accept());
            try {
              // The New game dialog, as a player fills it: ruleset, a fixed dice seed, the army file for player 1.
              await openNewGame(page, ruleset);
              await page.locator('#ng-seed').fill('7');
              const army = JSON.parse(readFileSync(path.resolve('assets/armies', ruleset, file), 'utf8')) as { name: string };
              await page.getByTestId('army-file-0').setInputFiles(path.resolve('assets/armies', ruleset, file));
              await expect.poll(() => page.getByTestId('roster-0').innerText()).toContain(army.name);
              await expect.poll(() => page.getByTestId('roster-0').locator('li').count()).toBeGreaterThan(0);
              await page.getByTestId('ng-start').click();
              await page.getByTestId('game-panel').waitFor();

              await playUntilTheComputerDecides(page);
              await settle(page);
              saveScreenshot(`every-ruleset-${ruleset}-${file.replace(/\.army\.json$/, '')}`, await page.screenshot());

              // Save game: through the save picker (Chromium's checks), a .sightlinegame file.
              await page.getByTestId('game-save').click();
              const saved = await savedFile(page, /\.sightlinegame$/);
              expect((await pickerStore(page)).calls.map((c) => [c.picker, c.refused])).toEqual([['save', null]]);
              const game = JSON.parse(saved.text) as { format: string; setup: { rulesetId: string }; actions: unknown[] };
              expect(game.format).toBe('sightline/game-file');
              expect(game.setup.rulesetId).toBe(ruleset);
              expect(game.actions.length).toBeGreaterThan(0);

              // End it, then Open the saved file: the game comes back with every saved action replayed.
              await page.getByTestId('game-end').click();
              await page.getByTestId('game-panel').waitFor({ state: 'detached' });
              await openLayoutFile(page, saved.name, saved.text);
              await page.getByTestId('game-panel').waitFor();
              await expect
                .poll(() => notices(page))
                .toContainEqual(expect.stringMatching(new RegExp(`Opened ${saved.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: ${game.actions.length} actions replayed`)));
              expect(app.errors).toEqual([]);
            } finally {
              await page.close();
            }
          });
      });
  });
}
