// The line-of-sight tool on a small layout: rays drawn, the verdict in words, the model's-eye view, who can see whom.
import { describe, expect, it } from 'vitest';
import { loadLayout, losMatrix, rulesetLosOptions, unitLosMatrix } from '../../engine/index';
import { canvasBox, canvasPixels, changedShare, fileApp, layoutDoc, pixelShare, saveScreenshot, settle } from './browser';

// A wall 2" tall in front of the target hides the lower part of it; the observer stands 30" away.
const layout = layoutDoc('LOS check', [
  {
    id: 'wall-1',
    kind: 'barricade',
    name: 'Low wall',
    x: 43,
    y: 22,
    rotationDeg: 0,
    traits: ['obscuring'],
    footprint: [[-0.5, -4], [0.5, -4], [0.5, 4], [-0.5, 4]],
    solids: [{ box: { x: 0, y: 0, z: 0, w: 0.5, d: 8, h: 1.2 } }],
  },
], [
  { id: 'shooter', unit: 'a', side: 1, base: { kind: 'round', diameterMm: 32 }, x: 14, y: 22, z: 0, facingDeg: 0, heightIn: 2 },
  { id: 'target', unit: 'b', side: 2, base: { kind: 'round', diameterMm: 32 }, x: 44, y: 22, z: 0, facingDeg: 180, heightIn: 2 },
  { id: 'hidden', unit: 'c', side: 2, base: { kind: 'round', diameterMm: 32 }, x: 50, y: 8, z: 0, facingDeg: 180, heightIn: 2 },
]);

const app = fileApp({ layout: { name: 'los.json', content: layout } });

describe('line of sight in the sandbox', () => {
  it('shows rays and the verdict for an observer and a target', async () => {
    await app.page.keyboard.press('o');
    const s = app.toPage(14, 22);
    const t = app.toPage(44, 22);
    await app.page.mouse.click(s.x, s.y);
    await expect.poll(() => app.page.getByTestId('los-observer').innerText()).toBe('shooter');
    await app.page.mouse.click(t.x, t.y);
    await expect.poll(() => app.page.getByTestId('los-target').innerText()).toBe('target');
    const verdict = await app.page.getByTestId('los-verdict').innerText();
    // The wall is 1.2" of a 2" model: a good part is hidden, but the head shows.
    expect(verdict).toMatch(/Visible: \d+% of target can be seen from shooter/);
    const hidden = Number(/(\d+)% hidden by terrain/.exec(verdict)?.[1]);
    expect(hidden).toBeGreaterThan(20);
    expect(hidden).toBeLessThan(80);
    expect(verdict).toContain('Low wall');
    await settle(app.page);
    saveScreenshot('los-rays-top-down', await app.page.screenshot());
    // The fan of rays is drawn between the two models (seen from above, clear and blocked rays overlap: pale green).
    const png = await canvasPixels(app.page);
    const box = await canvasBox(app.page);
    const band = { x0: (s.x - box.x + 30) / box.width, x1: (t.x - box.x - 10) / box.width, y0: (s.y - box.y - 6) / box.height, y1: (s.y - box.y + 6) / box.height };
    expect(pixelShare(png, (r, g, b) => g > 170 && g > r + 15 && g > b + 15, band)).toBeGreaterThan(0.05);
  });

  it('changes the verdict with the ruleset', async () => {
    await app.page.getByTestId('ruleset').selectOption('nuceria');
    await expect.poll(() => app.page.getByTestId('los-verdict').innerText()).toMatch(/Nuceria/);
    await app.page.getByTestId('ruleset').selectOption('hamwarmer');
  });

  it("puts the camera at the observer's eye and back", async () => {
    const before = await canvasPixels(app.page);
    await app.page.keyboard.press('m');
    await settle(app.page);
    const eye = await canvasPixels(app.page);
    saveScreenshot('los-model-eye-view', await app.page.screenshot());
    expect(changedShare(before, eye)).toBeGreaterThan(0.2);
    await app.page.keyboard.press('m');
    await settle(app.page);
  });

  it('lists who can see a model and computes the unit matrix on workers', async () => {
    await expect.poll(() => app.page.getByTestId('who-can-see').innerText()).toContain('shooter sees');
    await app.page.getByTestId('los-matrix').click();
    await expect.poll(() => app.page.getByTestId('los-matrix-table').innerText(), { timeout: 20_000 }).toContain('%');
    // The table the workers filled holds what the engine computes here for the same layout and rules.
    const doc = loadLayout(layout);
    const m = unitLosMatrix(doc, losMatrix(doc, { ...rulesetLosOptions('hamwarmer'), raysPerPair: 16 })); // the toolbar's default rules
    const k = m.units.length;
    const expected = m.units.map((_, a) => m.units.map((__, b) => (a === b ? '·' : `${Math.round(m.fractions[a * k + b]! * 100)}%`)));
    const shown = await app.page.$$eval('[data-testid="los-matrix-table"] tbody tr', (rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)));
    expect(shown).toEqual(expected);
    expect(expected.flat().filter((v) => v !== '·' && v !== '100%').length).toBeGreaterThan(0); // the wall hides part of a unit
    await app.page.getByTestId('los-matrix-table').scrollIntoViewIfNeeded();
    saveScreenshot('los-panel', await app.page.screenshot());
    expect(app.errors).toEqual([]);
  });
});
