// Choices and charts that say what they mean, in a real browser (issue 23 items 7 and 9): Hammer Wars' goal choices say what
// each goal scores in the rules' words (and the button's tooltip says it too); the Spore Battery's shot chart says it
// includes scatter.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, greedyBotAction, legalActions, previewAttack, sampleGameSetup, saveGameText, type GameState } from '../../engine/index';
import { fileApp, openLayoutFile, saveScreenshot, settle } from './browser';

const app = fileApp();

const step = (s: GameState): string => (typeof s.ruleset === 'object' && s.ruleset !== null && 'step' in s.ruleset ? String(s.ruleset.step) : '');

describe('choices explained', () => {
  it('Hammer Wars: the goal choices say what Duty and Revenge score, the markers by the table\'s names', async () => {
    const page = app.page;
    // Seed 3: player 1 plays the Space Marines, whose goals are Duty and Revenge ("Factions and Goals").
    let s: GameState = createGame(sampleGameSetup('hammer-wars', 3));
    for (let i = 0; i < 20 && !(step(s) === 'choose-goals' && s.toAct === 0); i++) s = applyAction(s, step(s) === 'choose-goals' ? greedyBotAction(s).action : legalActions(s)[0]!);
    expect(step(s)).toBe('choose-goals');
    expect(s.toAct).toBe(0);
    await openLayoutFile(page, 'goals.sightline-game', saveGameText(s, 'Goal practice'));
    const details = page.getByTestId('choice-details');
    await details.waitFor();
    const lines = await details.locator('li').allTextContents();
    const goals = [...new Set(legalActions(s).map((a) => String(a.goal)))];
    expect(lines.map((l) => l.split(':')[0])).toEqual(goals);
    expect(goals).toEqual(['Duty', 'Revenge']);
    const duty = lines.find((l) => l.startsWith('Duty:'))!;
    expect(duty).toContain('get +1 to their attack rolls from then on');
    for (const o of ['South', 'Centre', 'North']) expect(duty).toContain(o);
    expect(lines.join(' ')).not.toMatch(/obj-\d/);
    // Each goal button's tooltip is its goal's line.
    const first = page.locator('[data-testid="game-action"][data-type="choose-goal"]').first();
    expect(lines).toContain(await first.getAttribute('title'));
    await expect(first.textContent()).resolves.not.toMatch(/obj-\d/);
    await page.getByTestId('game-actions').scrollIntoViewIfNeeded();
    await settle(page);
    saveScreenshot('goal-choices', await page.getByTestId('game-panel').screenshot());
    expect(app.errors).toEqual([]);
  });

  it('HamWarmer: the Spore Battery\'s chart says it includes scatter', async () => {
    const page = app.page;
    let s: GameState = createGame(sampleGameSetup('hamwarmer', 1));
    const spore = s.models.find((m) => m.name === 'Spore Battery')!;
    expect(spore.player).toBe(0);
    const shotOf = (x: GameState) => legalActions(x).filter((a) => a.type === 'shoot' && a.unit === spore.unit).sort((a, b) => previewAttack(x, b)!.meanSlain - previewAttack(x, a)!.meanSlain)[0];
    for (let i = 0; i < 500 && !(s.phase === 'Shooting' && s.toAct === 0 && shotOf(s)); i++) s = applyAction(s, greedyBotAction(s).action);
    const shot = shotOf(s)!;
    expect(shot).toBeDefined();
    await openLayoutFile(page, 'spore.sightline-game', saveGameText(s, 'Spore practice'));
    await page.getByTestId('game-panel').waitFor();
    const words = previewAttack(s, shot)!;
    // The shot's button (its index among the offers is its number key).
    const i = legalActions(s).findIndex((a) => JSON.stringify(a) === JSON.stringify(shot));
    await page.getByTestId('game-action').nth(i).click();
    const preview = page.getByTestId('shot-preview');
    await preview.waitFor();
    await expect(preview.textContent()).resolves.toContain('Models slain (chance of each, includes scatter)');
    await expect(page.getByTestId('shot-chart').getAttribute('aria-label')).resolves.toContain('(includes scatter)');
    await expect(preview.textContent()).resolves.toContain(`lands on no model of ${words.target.replace(/^Player \d's /, '')}`);
    await preview.scrollIntoViewIfNeeded();
    await settle(page);
    saveScreenshot('shot-preview-scatter', await preview.screenshot());
    expect(app.errors).toEqual([]);
  });
});
