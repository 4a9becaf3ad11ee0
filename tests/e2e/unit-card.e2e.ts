// The unit card in a real browser (issue 23 items 5 and 6): clicking a model shows its unit's profile (one row per model
// type where they differ), its weapons, and for the player to act why it may not do what the phase offers.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, greedyBotAction, sampleGameSetup, saveGameText, type GameState } from '../../engine/index';
import { openLayoutFile, saveScreenshot, settle, topDownMapper, fileApp } from './browser';

const app = fileApp();

describe('unit card', () => {
  it('HamWarmer: a model clicked in the Movement phase shows its unit\'s profile rows, weapons and state', async () => {
    const page = app.page;
    // The greedy bot's game to player 1's first Movement selection.
    let s: GameState = createGame(sampleGameSetup('hamwarmer', 1));
    for (let i = 0; i < 400 && !(s.phase === 'Movement' && s.toAct === 0); i++) s = applyAction(s, greedyBotAction(s).action);
    expect(s.phase).toBe('Movement');
    // A unit of player 1's with more than one model type (a Sergeant among Troopers, or the like), else any of theirs.
    const mine = s.models.filter((m) => m.player === 0 && m.onTable);
    const types = (u: string) => new Set(mine.filter((m) => m.unit === u).map((m) => m.name)).size;
    const pick = mine.find((m) => types(m.unit) > 1) ?? mine[0]!;
    await openLayoutFile(page, 'card.sightline-game', saveGameText(s, 'Card practice'));
    await page.getByTestId('game-panel').waitFor();
    if ((await page.getByTestId('toggle-top-down').getAttribute('aria-pressed')) !== 'true') await page.keyboard.press('t');
    await settle(page);
    const toPage = await topDownMapper(page);
    const at = toPage(pick.x, pick.y);
    await page.mouse.click(at.x, at.y);
    const card = page.getByTestId('unit-card');
    await card.waitFor();
    const heads = await page.locator('[data-testid="unit-card-stats"] tr').first().locator('th').allTextContents();
    // The book's nine, then an invulnerable save where the profile has one.
    expect(heads.filter((t) => t).slice(0, 9)).toEqual(['M', 'WS', 'BS', 'S', 'T', 'HP', 'A', 'Ld', 'Sv']);
    const rows = await page.locator('[data-testid="unit-card-stats"] tr').count();
    expect(rows).toBeGreaterThanOrEqual(types(pick.unit) > 1 ? 3 : 2);
    await expect(page.getByTestId('unit-card-weapons').textContent()).resolves.toMatch(/\d+" · \d+ shots?, S \d+, AP -?\d+, D \w+/);
    await card.scrollIntoViewIfNeeded();
    await settle(page);
    saveScreenshot('unit-card', await card.screenshot());
    expect(app.errors).toEqual([]);
  });
});
