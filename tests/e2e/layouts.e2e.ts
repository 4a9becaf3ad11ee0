// Build a small rotate-180 layout with the mouse (twins appear and follow), save it, open it again, export a top-down PNG.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { downloaded, fileApp, isTableGreen, openLayoutFile, pickerStore, pixelShare, savedFile, saveScreenshot, settle, tableShot } from './browser';

const app = fileApp({ topDown: true });

interface Piece { id: string; kind: string; x: number; y: number; rotationDeg: number }
let savedText = '';

const score = () => app.page.getByTestId('symmetry-score').innerText();

async function place(kind: string, x: number, y: number) {
  await app.page.getByTestId(`terrain-kind-${kind}`).click();
  const p = app.toPage(x, y);
  await app.page.mouse.click(p.x, p.y);
}

describe('layouts: terrain, symmetry, deployment, files', () => {
  it('places pieces with the mouse in rotate-180 mode; each gets its twin', async () => {
    await app.page.keyboard.press('l');
    await app.page.getByTestId('symmetry-mode').selectOption('rotate-180');
    await place('ruin', 12, 10);
    await place('container', 20, 34);
    await place('woods', 8, 28);
    await expect.poll(score).toMatch(/Symmetry \(rotate-180\): 1\.00 - every piece has its twin/);
    await settle(app.page);
    saveScreenshot('layouts-placed', await app.page.screenshot());
    // The twin of the ruin stands at (48, 34): the felt there is covered by its footprint and walls.
    const { png, around } = await tableShot(app);
    expect(pixelShare(png, isTableGreen, around(48, 34, 6))).toBeLessThan(0.3);
    expect(pixelShare(png, isTableGreen, around(30, 4, 6))).toBeGreaterThan(0.9);
  });

  it('drags a piece; its twin follows and the score stays 1.00', async () => {
    const from = app.toPage(12, 10);
    const to = app.toPage(15, 12);
    await app.page.mouse.move(from.x, from.y);
    await app.page.mouse.down();
    await app.page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await app.page.mouse.move(to.x, to.y, { steps: 4 });
    await app.page.mouse.up();
    await expect.poll(() => app.page.getByTestId('terrain-selection').innerText()).toMatch(/ruin-1.*at \(15\.0, 12\.0\)/);
    await expect.poll(score).toMatch(/: 1\.00 - every piece has its twin/);
    // Turn it 15 degrees with the keyboard: the twin turns too.
    await app.page.keyboard.press('q');
    await expect.poll(() => app.page.getByTestId('terrain-selection').innerText()).toContain('turned 15°');
    await expect.poll(score).toMatch(/: 1\.00/);
    await settle(app.page);
    saveScreenshot('layouts-dragged', await app.page.screenshot());
  });

  it('sets Nuceria deployment zones and objectives', async () => {
    // A ruleset that names no zones says so and still offers every ruleset's presets (issue 16, defect 11).
    await app.page.getByTestId('ruleset').selectOption('althammer');
    await expect.poll(() => app.page.getByTestId('deploy-no-presets').innerText()).toMatch(/AltHammer names no deployment zones/);
    expect(await app.page.getByTestId('deploy-preset').locator('option').count()).toBeGreaterThan(1);
    // One ruleset picker: the toolbar's; the Deployment section names the one it follows.
    await app.page.getByTestId('ruleset').selectOption('nuceria');
    await expect.poll(() => app.page.getByTestId('deploy-ruleset').innerText()).toMatch(/Presets for Nuceria/);
    await app.page.getByTestId('deploy-apply').click();
    await expect.poll(() => app.page.getByTestId('zone-list').innerText()).toMatch(/12" zone \(side 1\)[\s\S]*Objective/);
    await settle(app.page);
    saveScreenshot('layouts-deployment', await app.page.screenshot());
  });

  it('saves through the save picker: the file holds the six pieces as twins, the symmetry mode and the ruleset', async () => {
    await app.page.getByTestId('save').click();
    savedText = (await savedFile(app.page, /\.sightline$/)).text;
    expect((await pickerStore(app.page)).calls.map((c) => c.refused)).toEqual([null]);
    const saved = JSON.parse(savedText) as { terrain: Piece[]; objectives: unknown[]; deployment: { zones: unknown[] }; symmetry: string; ruleset: string };
    // Issue 21, defect 10: the layout reopened as none / HamWarmer; the file now says what it was built for.
    expect([saved.symmetry, saved.ruleset]).toEqual(['rotate-180', 'nuceria']);
    expect(saved.terrain.map((p) => p.id).sort()).toEqual(['container-1', 'container-1-twin', 'ruin-1', 'ruin-1-twin', 'woods-1', 'woods-1-twin']);
    const ruin = saved.terrain.find((p) => p.id === 'ruin-1')!;
    const twin = saved.terrain.find((p) => p.id === 'ruin-1-twin')!;
    expect([ruin.x, ruin.y, ruin.rotationDeg]).toEqual([15, 12, 15]);
    expect([twin.x, twin.y, twin.rotationDeg]).toEqual([45, 32, 195]);
    expect(saved.objectives).toHaveLength(4);
    expect(saved.deployment.zones.length).toBeGreaterThanOrEqual(2);
  });

  it('reopens the saved file: same layout, in its symmetry mode and ruleset, still symmetric', async () => {
    await app.page.keyboard.press('Control+n');
    await expect.poll(score).toMatch(/1\.00/);
    // Another mode and ruleset chosen since: the file brings back its own.
    await app.page.getByTestId('symmetry-mode').selectOption('none');
    await app.page.getByTestId('ruleset').selectOption('hamwarmer');
    await openLayoutFile(app.page, 'r180.sightline.json', savedText);
    await expect.poll(() => app.page.getByTestId('symmetry-mode').inputValue()).toBe('rotate-180');
    await expect.poll(() => app.page.getByTestId('ruleset').inputValue()).toBe('nuceria');
    await expect.poll(() => app.page.getByRole('status').last().innerText()).toMatch(/Opened r180\.sightline\.json: 6 terrain pieces/);
    await expect.poll(score).toMatch(/Symmetry \(rotate-180\): 1\.00 - every piece has its twin/);
    await settle(app.page);
    saveScreenshot('layouts-reopened', await app.page.screenshot());
  });

  it('exports a top-down PNG with the table, terrain and zones', async () => {
    const download = app.page.waitForEvent('download');
    await app.page.getByTestId('export-layout-png').click();
    const d = await download;
    expect(d.suggestedFilename()).toMatch(/\.png$/);
    const buf = await downloaded(d);
    saveScreenshot('layouts-export', buf);
    const png = PNG.sync.read(buf);
    expect(png.width).toBeGreaterThan(1000);
    // Mostly felt green inside the table (zones tint it, terrain covers some); the margins are dark.
    expect(pixelShare(png, isTableGreen, { x0: 0.3, y0: 0.4, x1: 0.7, y1: 0.6 })).toBeGreaterThan(0.5);
    expect(pixelShare(png, (r, g, b) => r < 40 && g < 45 && b < 50, { x0: 0, y0: 0, x1: 0.02, y1: 1 })).toBeGreaterThan(0.9);
    // The objective markers are drawn in gold.
    expect(pixelShare(png, (r, g, b) => r > 220 && g > 170 && b < 110)).toBeGreaterThan(0.0005);
    expect(app.errors).toEqual([]);
  });

  for (const [file, mode] of [
    ['mirror-x-crossroads.sightline.json', 'mirror-x'],
    ['mirror-y-river-crossing.sightline.json', 'mirror-y'],
    ['rotate-180-ruined-city.sightline.json', 'rotate-180'],
  ] as const)
    it(`opens the sample ${file}: symmetric under ${mode}`, async () => {
      await openLayoutFile(app.page, file, readFileSync(path.resolve('assets/layouts', file)));
      await expect.poll(() => app.page.getByRole('status').last().innerText()).toContain(`Opened ${file}`);
      await app.page.getByTestId('symmetry-mode').selectOption(mode);
      await expect.poll(score).toMatch(new RegExp(`Symmetry \\(${mode}\\): 1\\.00 - every piece has its twin`));
      await settle(app.page);
      saveScreenshot(`layouts-sample-${mode}`, await app.page.screenshot());
      expect(app.errors).toEqual([]);
    });

  it('draws the pieces in 3D and lists the terrain keys in the help overlay', async () => {
    await app.page.keyboard.press('t'); // leave the top-down view
    await settle(app.page);
    saveScreenshot('layouts-3d', await app.page.screenshot());
    await app.page.keyboard.press('?');
    const help = app.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect.poll(() => help.innerText()).toMatch(/Ctrl\+D\s+Terrain: duplicate/);
    await expect.poll(() => help.innerText()).toMatch(/Ctrl\+Shift\+E\s+Export a top-down PNG/);
    await app.page.keyboard.press('Escape');
    expect(app.errors).toEqual([]);
  });
});
