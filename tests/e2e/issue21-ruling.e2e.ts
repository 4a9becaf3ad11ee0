// Issue 21 defect 11: the exported ruling PNG writes the Effect line the panel shows ("-1 to hit ... Armour Save").
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { downloaded, saveScreenshot, settle, fileApp, layoutDoc } from './browser';

// A wall 1.6" tall before a 2" target: most of it hidden, so HamWarmer puts it in Cover.
const layout = layoutDoc('Ruling effect', [{ id: 'wall-1', kind: 'barricade', name: 'Low wall', x: 43, y: 22, rotationDeg: 0, traits: ['obscuring'], footprint: [[-0.5, -4], [0.5, -4], [0.5, 4], [-0.5, 4]], solids: [{ box: { x: 0, y: 0, z: 0, w: 0.5, d: 8, h: 1.6 } }] }], [
  { id: 'shooter', unit: 'a', side: 1, base: { kind: 'round', diameterMm: 32 }, x: 14, y: 22, z: 0, facingDeg: 0, heightIn: 2 },
  { id: 'target', unit: 'b', side: 2, base: { kind: 'round', diameterMm: 32 }, x: 44, y: 22, z: 0, facingDeg: 180, heightIn: 2 },
]);

const app = fileApp({ layout: { name: 'ruling-effect.json', content: layout } });

describe('the exported ruling PNG', () => {
  it('has every line of the panel, the Effect line included', async () => {
    const page = app.page;
    await page.keyboard.press('o');
    const s = app.toPage(14, 22);
    const t = app.toPage(44, 22);
    await page.mouse.click(s.x, s.y);
    await page.mouse.click(t.x, t.y);
    await expect.poll(() => page.getByTestId('los-target').innerText()).toBe('target');
    const effect = (await page.getByTestId('los-effect').innerText()).trim();
    expect(effect).toMatch(/^Effect: .*(hit|Save)/);
    await settle(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export ruling PNG' }).click();
    const bytes = await downloaded(await download);
    const png = PNG.sync.read(bytes);
    // The text block under the view: 24px plus 28px a line; the panel has the headline, the Effect and three details,
    // and the picture adds the layout line, so at least six lines.
    const view = (await page.getByTestId('table-canvas').locator('canvas').boundingBox())!;
    const textLines = Math.round((png.height - Math.round(view.height * (png.width / view.width)) - 24) / 28);
    expect(textLines).toBeGreaterThanOrEqual(6);
    saveScreenshot('issue21-ruling-export', bytes);
    expect(app.errors).toEqual([]);
  });
});
