// Solo play, deep tier (`npm run test:deep`): the two solo cases that build their game by playing it out in the test
// (greedy play to round 2, or to the end) before the page replays it from a file: deep strike through the Template tool,
// and the end card. The everyday solo cases: solo.e2e.ts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyAction, createGame, legalActions, sampleGameSetup, saveGameText, type GameState } from '../../engine/index';
import { greedyBotAction } from '../../engine/ai/index';
import { openLayoutFile, saveScreenshot, settle, topDownMapper, fileApp } from './browser';
import { untilYourMove } from './gamePage';

const app = fileApp();

/** Lines in the battle report (the panel lists only the newest 60, so this reads its "(N lines)" heading). */
const logLines = async (page: Page) => Number(/\((\d+) lines\)/.exec((await page.locator('[data-testid="battle-report"] > summary').textContent()) ?? '')?.[1] ?? 0);

/** Ends the game on the page, if one is open (opening a game file over an open game asks first). */
async function endOpenGame(page: Page): Promise<void> {
  if ((await page.getByTestId('game-end').count()) === 0) return;
  await page.getByTestId('game-end').click();
  await page.getByTestId('game-panel').waitFor({ state: 'detached' });
}

describe('solo play from a game file (deep)', () => {
  it('deep strike through the Template tool: pick the unit in Reserves, click the table, the engine scatters and places it', async () => {
    const page = app.page;
    // Greedy play to round 2's Deployment, with the Gargoyle Swarm (Deep Strike) kept in Reserves in round 1.
    let s: GameState = createGame(sampleGameSetup('hamwarmer', 1));
    for (let i = 0; i < 800 && s.toAct !== null; i++) {
      const legal = legalActions(s);
      if (s.round >= 2 && s.toAct === 0 && legal.some((a) => a.type === 'deep-strike' && a.unit === 'p1-u4')) break;
      s = applyAction(s, legal.find((a) => a.type === 'reserve' && a.unit === 'p1-u4') ?? greedyBotAction(s).action);
    }
    expect(s.phase).toBe('Deployment');
    await endOpenGame(page);
    await openLayoutFile(page, 'reserves.sightline-game', saveGameText(s, 'Deep strike practice'));
    await untilYourMove(page);
    if ((await page.getByTestId('dice-tray').count()) > 0) await page.keyboard.press('Shift+D');
    if ((await page.getByTestId('toggle-top-down').getAttribute('aria-pressed')) !== 'true') await page.keyboard.press('t');
    await page.keyboard.press('b');
    await page.getByTestId('deep-strike-unit').selectOption('p1-u4');
    await expect(page.getByTestId('deep-strike-unit').textContent()).resolves.toMatch(/Gargoyle Swarm/);
    await settle(page);
    const toPage = await topDownMapper(page);
    const n = await logLines(page);
    // A point the rules accept for this unit now (the same state and dice as the page's), searched from the table's middle.
    const open = legalActions(s).find((a) => a.type === 'deep-strike' && a.unit === 'p1-u4')!;
    const aim = [[30, 22], [30, 18], [20, 20], [40, 20], [30, 14], [15, 15], [45, 15], [30, 26]].find(([x, y]) => {
      try {
        applyAction(s, { ...open, target: { x, y } });
        return true;
      } catch {
        return false;
      }
    })!;
    expect(aim).toBeDefined();
    const at = toPage(aim[0]!, aim[1]!);
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => logLines(page), { timeout: 10_000 }).not.toBe(n).catch(async (e) => {
      saveScreenshot('solo-deep-strike-failed', await page.screenshot());
      await page.keyboard.press('v');
      throw e;
    });
    await expect(page.locator('[data-testid="game-log"]').textContent()).resolves.toMatch(/deep strikes Gargoyle Swarm: placed at \(\d+\.\d, \d+\.\d\)/);
    await page.keyboard.press('v');
    await settle(page);
    saveScreenshot('solo-deep-strike', await page.screenshot());
    expect(app.errors).toEqual([]);
  });

  it('the end card: the winner, the score, losses by unit and dice luck (damage dealt against expected)', async () => {
    const page = app.page;
    let s: GameState = createGame(sampleGameSetup('hamwarmer', 2));
    for (let i = 0; i < 3000 && s.toAct !== null; i++) s = applyAction(s, greedyBotAction(s).action);
    expect(s.result).not.toBeNull();
    await endOpenGame(page);
    await openLayoutFile(page, 'finished.sightline-game', saveGameText(s, 'Finished practice'));
    await page.getByTestId('game-result').waitFor();
    await expect(page.getByTestId('game-result').textContent()).resolves.toMatch(/(wins|A draw)/);
    await expect.poll(() => page.getByTestId('game-luck').textContent(), { timeout: 60_000 }).toMatch(/Dice luck, Player \d \(\w+\): dealt \d+ wounds against \d+\.\d expected over \d+ attacks?/);
    await settle(page);
    saveScreenshot('solo-end-card', await page.screenshot());
    expect(app.errors).toEqual([]);
  });

});
