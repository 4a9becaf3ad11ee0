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

  // The other three rulesets' cards (issue 23 item 5), each from its own army and unit state: an enemy model clicked in the
  // battle shows its unit's card (enemy units too), with the ruleset's own characteristics and weapon words.
  const OTHERS: readonly { id: string; heads: readonly string[]; weapon: RegExp }[] = [
    { id: 'althammer', heads: ['M', 'WS', 'BS', 'S', 'T', 'HP', 'A', 'Ld', 'Sv'], weapon: /(\d+" · \d+ shots?|Melee · S \w+), AP -?\d+, D \w+/ },
    { id: 'reglas-basicas', heads: ['Size', 'Movement', 'Bravery', 'Armor', 'Health'], weapon: /\d+" · Damage \d+.*, Precision \d+ \(hits on \d+ or less\), Pierce \d+/ },
    { id: 'nuceria', heads: ['Movement', 'Toughness', 'Save'], weapon: /\d+ attacks?, Power \d+, AP \d+, Damage \d+/ },
  ];
  const step = (s: GameState): string => (typeof s.ruleset === 'object' && s.ruleset !== null && 'step' in s.ruleset ? String(s.ruleset.step) : '');
  for (const r of OTHERS) {
    it(`${r.id}: an enemy model clicked in the battle shows its unit's card in the ruleset's words`, async () => {
      const page = app.page;
      let s: GameState = createGame(sampleGameSetup(r.id, 2));
      const ready = (x: GameState) => step(x) === 'battle' && x.toAct === 0 && x.models.some((m) => m.player === 1 && m.onTable);
      for (let i = 0; i < 600 && !ready(s) && !s.result; i++) s = applyAction(s, greedyBotAction(s).action);
      expect(ready(s)).toBe(true);
      // A model of the enemy unit with the most models on the table.
      const theirs = s.models.filter((m) => m.player === 1 && m.onTable);
      const size = (u: string) => theirs.filter((m) => m.unit === u).length;
      const picks = [...theirs].sort((a, b) => size(b.unit) - size(a.unit));
      await openLayoutFile(page, `card-${r.id}.sightline-game`, saveGameText(s, `Card practice ${r.id}`));
      await page.getByTestId('game-panel').waitFor();
      if ((await page.getByTestId('toggle-top-down').getAttribute('aria-pressed')) !== 'true') await page.keyboard.press('t');
      await settle(page);
      const toPage = await topDownMapper(page, s.setup.layout.table);
      const card = page.getByTestId('unit-card');
      // A model under a terrain piece's roof is not clicked through it: the next model is tried.
      for (const pick of picks.slice(0, 6)) {
        const at = toPage(pick.x, pick.y);
        await page.mouse.click(at.x, at.y);
        await settle(page);
        if (await card.isVisible()) break;
      }
      await card.waitFor({ timeout: 5000 });
      await expect(card.textContent()).resolves.toContain('Player 2');
      const heads = await page.locator('[data-testid="unit-card-stats"] tr').first().locator('th').allTextContents();
      expect(heads.filter((t) => t).slice(0, r.heads.length)).toEqual(r.heads);
      await expect(page.getByTestId('unit-card-weapons').textContent()).resolves.toMatch(r.weapon);
      await card.scrollIntoViewIfNeeded();
      await settle(page);
      saveScreenshot(`unit-card-${r.id}`, await card.screenshot());
      expect(app.errors).toEqual([]);
    });
  }
});
