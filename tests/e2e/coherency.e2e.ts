// The Select tool judges coherency by the chosen ruleset's own rule (engine/rulesets/<id>, measuring.coherency):
// Nuceria "Models must stay within 1" of each other" flags a unit 1.5" apart; HamWarmer "within 2" of at least one
// other model" does not.
import { describe, expect, it } from 'vitest';
import { saveScreenshot, settle, fileApp, layoutDoc } from './browser';

const R32 = 32 / 25.4 / 2;
const GAP = 1.5; // edge to edge
const layout = layoutDoc('Coherency', [], [
  { id: 'a', unit: 'squad', side: 1, base: { kind: 'round', diameterMm: 32 }, x: 28, y: 22, z: 0, facingDeg: 0, heightIn: 1.5 },
  { id: 'b', unit: 'squad', side: 1, base: { kind: 'round', diameterMm: 32 }, x: 28 + 2 * R32 + GAP, y: 22, z: 0, facingDeg: 0, heightIn: 1.5 },
]);

const app = fileApp({ layout: { name: 'coherency.json', content: layout } });

describe('coherency under the chosen ruleset', () => {
  it('a unit 1.5" apart is in coherency under HamWarmer (2")', async () => {
    await app.page.getByTestId('ruleset').selectOption('hamwarmer');
    await app.page.getByTestId('tool-select').click();
    const p = app.toPage(28, 22);
    await app.page.mouse.click(p.x, p.y);
    await settle(app.page);
    await expect.poll(() => app.page.getByTestId('coherency').innerText()).toMatch(/Unit in coherency \(2", HamWarmer/);
  });
  it('the same unit is out of coherency under Nuceria (1"), both models named', async () => {
    await app.page.getByTestId('ruleset').selectOption('nuceria');
    await settle(app.page);
    const text = await app.page.getByTestId('coherency').innerText();
    expect(text).toMatch(/Out of coherency \(1", Nuceria/);
    expect(text).toMatch(/a, b/);
    saveScreenshot('coherency-nuceria', await app.page.screenshot());
  });
});
