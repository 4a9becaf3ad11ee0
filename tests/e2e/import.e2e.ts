// Importing the user's own terrain (glTF/GLB): the L ruin lands at the table centre, is drawn, and blocks sight as modelled.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileApp, isTableGreen, layoutDoc, pixelShare, saveScreenshot, settle, tableShot } from './browser';

const FIXTURE = path.resolve(__dirname, '../fixtures/gltf/l-ruin.glb');
const model = (id: string, x: number, y: number, side: number) => ({ id, unit: id, side, base: { kind: 'round', diameterMm: 32 }, x, y, z: 0, facingDeg: 90, heightIn: 2 });
// The ruin lands centred on (30, 22): its long wall runs x 26..34 at y 19..19.5 with a window at x 29.25..30.75, z 1..3.
const layout = layoutDoc('Import check', [], [model('window-a', 30, 12, 1), model('window-b', 30, 28, 2), model('wall-a', 33, 12, 1), model('wall-b', 33, 28, 2)]);

const app = fileApp({ layout: { name: 'import.json', content: layout } });

/** Fraction of felt-green pixels in a square of +-r pixels around table point (x, y). */
async function greenAround(x: number, y: number, r = 5): Promise<number> {
  const { png, around } = await tableShot(app);
  return pixelShare(png, isTableGreen, around(x, y, r));
}

async function importFile(files: Parameters<import('playwright-core').FileChooser['setFiles']>[0]) {
  const chooser = app.page.waitForEvent('filechooser');
  // The import tools sit in a folded section of the Terrain panel.
  const section = app.page.getByTestId('section-import');
  if (!(await section.evaluate((d) => (d as HTMLDetailsElement).open))) await section.locator('summary').click();
  await app.page.getByTestId('import-gltf').click();
  await (await chooser).setFiles(files);
}

describe('importing a glTF/GLB model as terrain', () => {
  it('refuses a file that is not glTF and changes nothing', async () => {
    await app.page.keyboard.press('l');
    await importFile({ name: 'notes.glb', mimeType: 'model/gltf-binary', buffer: Buffer.from('these are not the triangles you are looking for') });
    await expect.poll(() => app.page.getByRole('alert').last().innerText()).toMatch(/notes\.glb could not be read as a glTF\/GLB model/);
    await expect.poll(() => app.page.getByTestId('import-result').innerText()).toMatch(/Export it from your 3D program as \.glb/);
    expect(await app.page.getByTestId('terrain-selection').innerText()).toMatch(/No piece selected/);
  });

  it('imports the L ruin through the file chooser: drawn at the table centre, with its box count', async () => {
    const wallBefore = await greenAround(31.5, 19.25, 3);
    const returnBefore = await greenAround(26.25, 23, 3);
    expect(wallBefore).toBeGreaterThan(0.9);
    await importFile(FIXTURE);
    await expect.poll(() => app.page.getByTestId('import-result').innerText()).toMatch(
      /^l-ruin: 8" x 6" x 5" tall, read in metres \(guessed from its size\)\. Blocks line of sight as \d+ boxes at 0\.25" resolution\.$/,
    );
    await expect.poll(() => app.page.getByRole('status').last().innerText()).toMatch(/Imported imported-1 at the table centre/);
    await expect.poll(() => app.page.getByTestId('terrain-selection').innerText()).toMatch(/l-ruin.*imported:l-ruin\.glb.*at \(30\.0, 22\.0\)/);
    await settle(app.page);
    saveScreenshot('import-top-down', await app.page.screenshot());
    // The long wall and the return wall now cover the felt; the open side of the L (x 32, y 24) is only tinted footprint.
    expect(await greenAround(31.5, 19.25, 3)).toBeLessThan(0.2);
    expect(await greenAround(26.25, 23, 3)).toBeLessThan(0.2);
    expect(returnBefore).toBeGreaterThan(0.9);
    expect(await greenAround(40, 30)).toBeGreaterThan(0.9);
  });

  it('blocks sight through the wall but not through the window (Sight tool)', async () => {
    await app.page.keyboard.press('o');
    const pick = async (x: number, y: number, id: string, which: 'observer' | 'target') => {
      const p = app.toPage(x, y);
      await app.page.mouse.click(p.x, p.y);
      await expect.poll(() => app.page.getByTestId(`los-${which}`).innerText()).toBe(id);
    };
    await pick(30, 12, 'window-a', 'observer');
    await pick(30, 28, 'window-b', 'target');
    const through = await app.page.getByTestId('los-verdict').innerText();
    expect(through).toMatch(/Visible: \d+% of window-b can be seen from window-a/);
    expect(Number(/Visible: (\d+)%/.exec(through)?.[1])).toBeGreaterThan(80);
    await settle(app.page);
    saveScreenshot('import-los-window', await app.page.screenshot());

    await pick(33, 12, 'wall-a', 'observer');
    await pick(33, 28, 'wall-b', 'target');
    await expect.poll(() => app.page.getByTestId('los-verdict').innerText()).toMatch(/Hidden by terrain: 100%/);
    expect(await app.page.getByTestId('los-verdict').innerText()).not.toMatch(/Visible:/);
    await settle(app.page);
    saveScreenshot('import-los-wall', await app.page.screenshot());
  });

  it('is one undo step', async () => {
    await app.page.keyboard.press('Control+z');
    await expect.poll(() => app.page.getByRole('status').last().innerText()).toMatch(/Undid: Import l-ruin\.glb as imported-1/);
    await settle(app.page);
    expect(await greenAround(31.5, 19.25, 3)).toBeGreaterThan(0.9);
    await app.page.keyboard.press('Control+Shift+z');
    await settle(app.page);
    expect(await greenAround(31.5, 19.25, 3)).toBeLessThan(0.2);
    await app.page.keyboard.press('t');
    await settle(app.page);
    saveScreenshot('import-3d', await app.page.screenshot());
    expect(app.errors).toEqual([]);
  });
});
