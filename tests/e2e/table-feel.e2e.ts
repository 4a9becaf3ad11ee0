// The table feels right (issue 16): resizing never strands terrain silently, the sizes read the same everywhere, the
// shortcuts dialog owns the keyboard while open, Ctrl+Y redoes.
import { describe, expect, it } from 'vitest';
import { openApp, placeTerrainTopDown, saveScreenshot, settle, fileApp } from './browser';

const app = fileApp();

const lastStatus = () => app.page.getByRole('status').last().innerText();
const tool = (id: string) => app.page.getByTestId(`tool-${id}`).getAttribute('aria-checked');

describe('resizing the table (defect 2)', () => {
  it('asks before stranding a crater placed at (30, 30); Escape cancels; Move inside keeps it on the table', async () => {
    const page = app.page;
    await placeTerrainTopDown(page, [['crater', 30, 30]]);
    await expect.poll(lastStatus).toMatch(/Placed Crater/);

    await page.getByTestId('table-preset').selectOption('24x36');
    const dialog = page.getByTestId('resize-dialog');
    await expect.poll(() => dialog.innerText()).toMatch(/Resize the table to 24" x 36"\?.*1 terrain piece would stand past the edge of the new table: crater-1/s);
    await settle(page);
    saveScreenshot('table-feel-resize-dialog', await page.screenshot());
    // Keys do not act behind the dialog: P would switch to the Place tool.
    await page.keyboard.press('p');
    expect(await tool('place')).toBe('false');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.getByTestId('status-bar').innerText()).toContain('Table 44" x 60"');

    await page.getByTestId('table-preset').selectOption('24x36');
    await page.getByTestId('resize-move-inside').click();
    await expect.poll(() => page.getByTestId('status-bar').innerText()).toContain('Table 24" x 36"');
    expect(await page.locator('[data-testid="table-preset"] option:checked').innerText()).toBe('24" x 36" (skirmish)');
    await settle(page);
    saveScreenshot('table-feel-resized', await page.screenshot());
    // One undo step; Ctrl+Y redoes it.
    await page.keyboard.press('Control+z');
    await expect.poll(lastStatus).toBe('Undid: Table 24" x 36", pieces moved inside');
    await page.keyboard.press('Control+y');
    await expect.poll(lastStatus).toBe('Redid: Table 24" x 36", pieces moved inside');
  });

  it('Custom… starts from the current size', async () => {
    await app.page.getByTestId('table-preset').selectOption('custom');
    const custom = app.page.getByTestId('custom-table');
    expect(await custom.getByLabel('Table depth (inches)').inputValue()).toBe('24');
    expect(await custom.getByLabel('Table width (inches)').inputValue()).toBe('36');
  });
});

describe('the shortcuts dialog (defect 7)', () => {
  it('closes on Escape, keeps keys from acting behind it, shows Close without scrolling and lists the tool keys', async () => {
    const page = app.page;
    await page.mouse.click(5, 400); // focus off the custom size fields
    await page.keyboard.press('?');
    const dialog = page.getByTestId('help-dialog');
    await dialog.waitFor();
    const text = await dialog.innerText();
    for (const k of ['Q / E', 'Shift+Q / Shift+E', 'Delete / Backspace', 'Ctrl+Shift+Z / Ctrl+Y']) expect(text).toContain(k);
    const close = await page.getByTestId('help-close').boundingBox();
    expect(close!.y + close!.height).toBeLessThanOrEqual(800);
    expect(close!.y).toBeGreaterThanOrEqual(0);
    await settle(page);
    saveScreenshot('table-feel-shortcuts', await page.screenshot());
    const before = await tool('place');
    await page.keyboard.press('p');
    expect(await tool('place')).toBe(before);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(app.errors).toEqual([]);
  });
});

describe('symmetry on pieces already placed (defect 3)', () => {
  it('choosing rotate-180 after placing a ruin and a woods offers their twins; one click makes every piece twinned', async () => {
    const fresh = await openApp(app.browser);
    const page = fresh.page;
    await placeTerrainTopDown(page, [['ruin', 12, 10], ['woods', 20, 30]]);
    await page.getByTestId('symmetry-mode').selectOption('rotate-180');
    const offer = page.getByTestId('twin-offer');
    await expect.poll(() => offer.innerText()).toMatch(/2 pieces have no twin under rotate-180: ruin-1, woods-1/);
    await settle(page);
    saveScreenshot('table-feel-twin-offer', await page.screenshot());
    await page.getByTestId('twin-add').click();
    await expect.poll(() => page.getByTestId('symmetry-score').innerText()).toBe('Symmetry (rotate-180): 1.00 - every piece has its twin');
    await settle(page);
    saveScreenshot('table-feel-twinned', await page.screenshot());
    expect(fresh.errors).toEqual([]);
    await page.close();
  });
});

describe('terrain size fields (defect 9)', () => {
  it('say why 100" is refused instead of building 24" silently', async () => {
    const page = app.page;
    await page.keyboard.press('l');
    await page.getByTestId('terrain-kind-ruin').click();
    const width = page.getByTestId('param-widthIn');
    await width.fill('100');
    await expect.poll(() => page.getByTestId('param-widthIn-error').innerText()).toMatch(/Width is \d+" to \d+"; 100" is too large\. New pieces use 8\./);
    expect(await width.getAttribute('aria-invalid')).toBe('true');
    await settle(page);
    saveScreenshot('table-feel-size-field', await page.screenshot());
    await width.fill('10');
    await expect.poll(() => page.getByTestId('param-widthIn-error').count()).toBe(0);
  });
});
