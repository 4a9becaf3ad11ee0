// The dice tray: roll from the tray, skip the throw with Space, read the log and check the dice on top show the roll.
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { createDice } from '../../engine/index';
import { pixelShare, saveScreenshot, settle, fileApp } from './browser';

const app = fileApp();

const tray = () => app.page.getByTestId('dice-tray');

describe('the dice tray', () => {
  it('opens from its button and from Shift+D', async () => {
    await app.page.getByTestId('dice-tray-toggle').click();
    await expect.poll(() => tray().isVisible()).toBe(true);
    await app.page.keyboard.press('Shift+D');
    await expect.poll(() => app.page.getByTestId('dice-tray-toggle').isVisible()).toBe(true);
    await app.page.keyboard.press('Shift+D');
    await expect.poll(() => tray().isVisible()).toBe(true);
  });

  it('rolls 3d6 for a reason, skips the animation with Space, and the top faces match the seeded roll', async () => {
    await app.page.getByTestId('dice-seed-input').fill('4242');
    await app.page.getByTestId('dice-seed-input').press('Enter');
    await expect.poll(() => app.page.getByTestId('dice-seed').innerText()).toBe('seed 4242');
    await app.page.getByTestId('dice-expr').fill('3d6');
    await app.page.getByTestId('dice-for').fill('Charge');
    await app.page.getByTestId('dice-roll').click();
    expect(await tray().getAttribute('data-state')).toBe('rolling');
    await app.page.keyboard.press('Space');
    await expect.poll(() => tray().getAttribute('data-state')).toBe('rest');
    const expected = createDice(4242).roll('3d6', 'Charge');
    const top = (await tray().getAttribute('data-top-faces'))!.split(',').map(Number);
    expect(top).toEqual([...expected.dice]);
    const log = await app.page.getByTestId('dice-log').innerText();
    // The total first, then the dice (a long roll never hides its total); the reason is cleared for the next roll.
    expect(log).toContain(`3d6 for Charge -> ${expected.total} (${expected.dice.join(' + ')})`);
    expect(await app.page.getByTestId('dice-for').inputValue()).toBe('');
    // Space did not press the focused Roll button again: one roll logged after the seed line.
    expect((log.match(/3d6 for Charge/g) ?? []).length).toBe(1);
    await settle(app.page);
    const png = PNG.sync.read(await app.page.getByTestId('dice-canvas').screenshot());
    // Ivory dice faces are on the green tray floor.
    expect(pixelShare(png, (r, g, b) => r > 200 && g > 190 && b > 170)).toBeGreaterThan(0.01);
    saveScreenshot('dice-tray-rest', await app.page.screenshot());
  });

  it('lets the animation finish on its own, and refuses a bad expression in words', async () => {
    await app.page.getByTestId('dice-expr').fill('2d6');
    await app.page.getByTestId('dice-for').fill('');
    await app.page.getByTestId('dice-roll').click();
    await expect.poll(() => tray().getAttribute('data-state'), { timeout: 15_000 }).toBe('rest');
    const d = createDice(4242);
    d.roll('3d6', 'Charge');
    const second = d.roll('2d6');
    expect((await tray().getAttribute('data-top-faces'))!.split(',').map(Number)).toEqual([...second.dice]);
    await app.page.getByTestId('dice-expr').fill('3x6');
    await app.page.getByTestId('dice-roll').click();
    await expect.poll(() => app.page.locator('.toast.error').innerText()).toContain("'3x6' is not a dice expression");
    expect(app.errors).toEqual([]);
  });
});
