// Regenerates docs/screenshot.png: a sample layout, two squads and a line-of-sight ruling, seen in 3D.
// Usage: npx vite build && npx tsx scripts/readme-screenshot.ts   (needs /usr/bin/chromium)
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { preview } from 'vite';

const server = await preview({ configFile: 'vite.config.ts', logLevel: 'warn', preview: { port: 4399, strictPort: false, host: '127.0.0.1' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 860 } });
  await page.addInitScript(() => delete (window as unknown as Record<string, unknown>).showOpenFilePicker);
  await page.goto(server.resolvedUrls!.local[0]!);
  await page.waitForSelector('[data-testid="table-canvas"] canvas');
  const layout = JSON.parse(readFileSync('assets/layouts/rotate-180-ruined-city.sightline.json', 'utf8'));
  const squad = (unit: string, side: number, x0: number, y0: number, facingDeg: number) =>
    Array.from({ length: 5 }, (_, i) => ({ id: `${unit}-${i + 1}`, unit, side, base: { kind: 'round', diameterMm: 32 }, x: x0 + i * 1.7, y: y0 + (i % 2) * 1.3, z: 0, facingDeg, heightIn: 1.7 }));
  layout.models = [...squad('blue', 1, 20, 8, 60), ...squad('red', 2, 33, 33, 240)];
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('open').click();
  await (await chooser).setFiles({ name: 'ruined-city.sightline.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(layout)) });
  await page.getByText('Opened ruined-city').waitFor();
  await page.keyboard.press('t');
  await page.waitForTimeout(800);
  // Top-down, the table plane maps linearly onto the canvas: find the felt's bounding box.
  const canvas = page.locator('[data-testid="table-canvas"] canvas');
  const box = (await canvas.boundingBox())!;
  const img = PNG.sync.read(await canvas.screenshot());
  let x0 = Infinity, x1 = -1, y0 = Infinity, y1 = -1;
  for (let y = 0; y < img.height; y++)
    for (let x = 0; x < img.width; x++) {
      const i = (y * img.width + x) * 4;
      const [r, g, b] = [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
      if (g > 70 && g > r + 15 && g > b + 15) (x0 = Math.min(x0, x)), (x1 = Math.max(x1, x)), (y0 = Math.min(y0, y)), (y1 = Math.max(y1, y));
    }
  const at = (x: number, y: number) => ({ x: box.x + x0 + (x / 60) * (x1 - x0), y: box.y + y1 - (y / 44) * (y1 - y0) });
  await page.keyboard.press('o');
  const o = at(20 + 2 * 1.7, 8);
  const t = at(33 + 1.7, 33 + 1.3);
  await page.mouse.click(o.x, o.y);
  await page.mouse.click(t.x, t.y);
  await page.getByTestId('los-verdict').waitFor();
  await page.keyboard.press('t');
  await page.waitForTimeout(1000);
  await page.screenshot({ path: 'docs/screenshot.png' });
  console.log('Wrote docs/screenshot.png:', await page.getByTestId('los-verdict').innerText());
} finally {
  await browser.close();
  await server.close();
}
