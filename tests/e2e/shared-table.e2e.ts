// Two pages on one shared table (issue 25): page A shares its table (a room on a table server started here), page B
// opens the link; terrain placed on either page appears on the other, and Undo on B takes back only B's own piece; B sees
// A's pointer, selection and ruler drawn in A's colour with A's name, until A leaves. Last, B and a third page C edit one
// twin pair at once on a mirror-x table (C's messages held back) and both show every twin in place, the same score.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PNG } from 'pngjs';
import { readLayout } from '../../net/layoutDoc';
import { roomDocs } from '../../net/protocol';
import { TableClient, testServer, waitFor, type TestServer } from '../server/tableClient';
import type { Presence } from '../../renderer/src/share/presence';
import { canvasPixels, fileBrowser, isTableGreen, openApp, pixelShare, saveScreenshot, settle, topDownMapper, type AppPage, type ToPage } from './browser';

const session = fileBrowser();
let server: TestServer;
let a: AppPage;
let b: AppPage;

beforeAll(async () => {
  server = await testServer();
});
afterAll(async () => {
  await server?.dispose();
});

const shareStatus = (page: Page) => page.getByTestId('share-status').getAttribute('data-status');

/** How much of a 12-pixel square round table point (x, y) is bare felt, on a page in the top-down view. */
async function feltAt(page: Page, x: number, y: number): Promise<number> {
  const toPage = await topDownMapper(page);
  const png = await canvasPixels(page);
  const box = (await page.locator('[data-testid="table-canvas"] canvas').boundingBox())!;
  const p = toPage(x, y);
  return pixelShare(png, isTableGreen, { x0: (p.x - box.x - 6) / png.width, x1: (p.x - box.x + 6) / png.width, y0: (p.y - box.y - 6) / png.height, y1: (p.y - box.y + 6) / png.height });
}

/** Places a terrain piece with the mouse on a page already in the top-down view with the terrain tool (L) open. */
async function placeAt(page: Page, kind: string, x: number, y: number): Promise<void> {
  const toPage = await topDownMapper(page);
  await page.getByTestId(`terrain-kind-${kind}`).click();
  const p = toPage(x, y);
  await page.mouse.click(p.x, p.y);
}

describe('a shared table', () => {
  it('page A shares its table and page B joins from the link', async () => {
    a = await openApp(session.browser, `?table=${encodeURIComponent(server.server.url)}&name=Ada`);
    await a.page.getByTestId('share-table').click();
    await expect.poll(() => shareStatus(a.page)).toBe('shared');
    const link = (await a.page.getByTestId('share-link').getAttribute('data-link'))!;
    expect(link).toMatch(/[?&]room=[a-z2-9]{12}/);
    b = await openApp(session.browser, `${new URL(link).search}&name=Ben`);
    await expect.poll(() => shareStatus(b.page)).toBe('shared');
    for (const p of [a.page, b.page]) {
      await p.keyboard.press('t');
      await p.keyboard.press('l');
      await settle(p);
    }
  });

  it("each page's terrain appears on the other, and B's Undo takes back only B's piece", async () => {
    let inRoomAfterMs = NaN;
    // A third client reads the room's document as the pages write it.
    const room = new URL((await a.page.getByTestId('share-link').getAttribute('data-link'))!).searchParams.get('room')!;
    const reader = await TableClient.open(server.server.url, roomDocs(room).table);
    try {
      await placeAt(a.page, 'container', 15, 12);
      const placedAt = Date.now();
      await waitFor("A's piece in the room", () => readLayout(reader.doc)?.terrain.length === 1);
      inRoomAfterMs = Date.now() - placedAt;
      await expect.poll(() => feltAt(b.page, 15, 12)).toBeLessThan(0.3);
      await placeAt(b.page, 'container', 45, 32);
      // B's pointer leaves the table (its presence ring would lie over the felt A's page is read at).
      await b.page.mouse.move(1, 1);
      await waitFor('both pieces in the room', () => readLayout(reader.doc)?.terrain.length === 2);
      await expect.poll(() => feltAt(a.page, 45, 32)).toBeLessThan(0.3);
      await b.page.keyboard.press('Control+z');
      await expect.poll(() => feltAt(a.page, 45, 32)).toBeGreaterThan(0.9);
      await waitFor("B's piece gone", () => readLayout(reader.doc)?.terrain.length === 1);
      const left = readLayout(reader.doc)!.terrain[0]!;
      expect(Math.round(left.x)).toBe(15);
      expect(await feltAt(b.page, 15, 12)).toBeLessThan(0.3);
    } finally {
      reader.close();
    }
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    // Not a bench (the loop polls every 10 ms on a shared machine): a line to read, never a pass mark.
    console.log(`shared table: A's piece in a third client's copy ${inRoomAfterMs} ms after A's click returned`);
  });
});

/** The other players page `page` shows, as it read their presence. */
async function peersSeen(page: Page): Promise<Presence[]> {
  const all = await page.getByTestId('share-peer').evaluateAll((els) => els.map((e) => e.getAttribute('data-presence') ?? 'null'));
  return all.map((j) => JSON.parse(j) as Presence);
}

/**
 * How much of the top-down canvas round table point (x, y), `halfIn` inches each way, differs between two shots of it
 * (`toPage` and `box`: the page's table mapping and canvas box, read once: the camera does not move between the shots).
 */
function changedAround(toPage: ToPage, box: { x: number; y: number }, before: PNG, after: PNG, x: number, y: number, halfIn: number): number {
  const [lo, hi] = [toPage(x - halfIn, y + halfIn), toPage(x + halfIn, y - halfIn)];
  let changed = 0;
  let all = 0;
  for (let py = Math.floor(lo.y - box.y); py < hi.y - box.y; py++)
    for (let px = Math.floor(lo.x - box.x); px < hi.x - box.x; px++) {
      const i = (py * before.width + px) * 4;
      all++;
      if ([0, 1, 2].some((c) => Math.abs(before.data[i + c]! - after.data[i + c]!) > 40)) changed++;
    }
  return all ? changed / all : 0;
}

describe('presence at a shared table', () => {
  it("each sees the other by name (B renames itself), and B sees A's pointer, selection and ruler drawn in its table, until A leaves", async () => {
    await expect.poll(async () => (await peersSeen(b.page)).map((p) => p.name)).toEqual(['Ada']);
    expect((await peersSeen(a.page)).map((p) => p.name)).toEqual(['Ben']);
    // B changes its name in the status bar; A sees the new one.
    await b.page.getByTestId('share-rename').click();
    await b.page.getByTestId('share-name').fill('Bea');
    await b.page.getByTestId('share-name').press('Enter');
    await expect.poll(async () => (await peersSeen(a.page)).map((p) => p.name)).toEqual(['Bea']);
    await expect.poll(() => b.page.getByTestId('share-rename').textContent()).toBe('You: Bea');
    // A selects its terrain (the piece left from the test before), then draws a ruler from (10, 30) toward (40, 30).
    await a.page.keyboard.press('Control+a');
    const toPageA = await topDownMapper(a.page);
    await a.page.keyboard.press('r');
    const from = toPageA(10, 30);
    await a.page.mouse.click(from.x, from.y);
    const to = toPageA(40, 30);
    await a.page.mouse.move(to.x, to.y, { steps: 8 });
    await expect
      .poll(async () => {
        const [seen] = await peersSeen(b.page);
        return seen ? { pointer: seen.pointer && [Math.round(seen.pointer.x), Math.round(seen.pointer.y)], terrain: seen.selection.terrain.length, ruler: seen.ruler } : null;
      })
      .toEqual({ pointer: [40, 30], terrain: 1, ruler: { from: { kind: 'point', x: expect.closeTo(10, 0) as number, y: expect.closeTo(30, 0) as number }, to: { kind: 'point', x: expect.closeTo(40, 0) as number, y: expect.closeTo(30, 0) as number } } });
    await settle(b.page);
    const shot = await b.page.screenshot();
    console.log(`presence: B's page with A's pointer, selection and ruler: ${saveScreenshot('shared-table-presence', shot)}`);
    const withAda = await canvasPixels(b.page);
    const [toPageB, boxB] = [await topDownMapper(b.page), (await b.page.locator('[data-testid="table-canvas"] canvas').boundingBox())!];
    await a.page.keyboard.press('Escape');
    await a.page.getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => peersSeen(b.page)).toEqual([]);
    await settle(b.page);
    const withoutAda = await canvasPixels(b.page);
    // Drawn in B's scene while A was there: the ruler's middle, A's pointer ring, the outline of A's selected piece; and
    // nothing on bare table elsewhere.
    expect(changedAround(toPageB, boxB, withAda, withoutAda, 25, 30, 1.5)).toBeGreaterThan(0.02);
    expect(changedAround(toPageB, boxB, withAda, withoutAda, 40, 30, 1)).toBeGreaterThan(0.02);
    expect(changedAround(toPageB, boxB, withAda, withoutAda, 15, 12, 3.5)).toBeGreaterThan(0.02);
    expect(changedAround(toPageB, boxB, withAda, withoutAda, 50, 8, 2)).toBe(0);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});

describe('symmetry at a shared table', () => {
  it("B (alone in the room since A left) drags a piece and its twin while C, its messages held back, renames it: once they meet both show every twin in place", async () => {
    const started = Date.now();
    const lap = (what: string) => console.log(`symmetry at a shared table: ${what} at ${Date.now() - started} ms`);
    const score = (page: Page) => page.getByTestId('symmetry-score').innerText();
    // B's table holds A's container at (15, 12): mirror-x gives it its twin at (45, 12).
    await b.page.getByTestId('symmetry-mode').selectOption('mirror-x');
    await b.page.getByTestId('twin-add').click();
    await expect.poll(() => score(b.page)).toBe('Symmetry (mirror-x): 1.00 - every piece has its twin');
    const link = new URL((await b.page.getByTestId('share-link').getAttribute('data-link'))!);
    // C's socket to the table server runs through a route that can hold every message both ways (a dropped network).
    let held = false;
    const queue: (() => void)[] = [];
    const c = await openApp(session.browser, `${link.search}&name=Cy`, {
      beforeLoad: (page) =>
        page.routeWebSocket(server.server.url, (ws) => {
          const toServer = ws.connectToServer();
          ws.onMessage((m) => (held ? queue.push(() => toServer.send(m)) : toServer.send(m)));
          toServer.onMessage((m) => (held ? queue.push(() => ws.send(m)) : ws.send(m)));
        }),
    });
    await expect.poll(() => shareStatus(c.page)).toBe('shared');
    lap('C joined');
    await c.page.keyboard.press('t');
    await c.page.keyboard.press('l');
    await c.page.getByTestId('symmetry-mode').selectOption('mirror-x');
    held = true;
    // B drags the container from (15, 12) to (18, 15); its twin goes from (45, 12) to (42, 15).
    const toPage = await topDownMapper(b.page);
    const [from, to] = [toPage(15, 12), toPage(18, 15)];
    await b.page.mouse.move(from.x, from.y);
    await b.page.mouse.down();
    await b.page.mouse.move(to.x, to.y, { steps: 4 });
    await b.page.mouse.up();
    await expect.poll(() => b.page.getByTestId('terrain-selection').innerText()).toMatch(/at \(18\.0, 15\.0\)/);
    // C, not knowing, renames the container where it saw it.
    const at = (await topDownMapper(c.page))(15, 12);
    await c.page.mouse.click(at.x, at.y);
    await c.page.getByTestId('piece-name').fill("Cy's container");
    await c.page.getByTestId('piece-name').press('Enter');
    await expect.poll(() => c.page.getByTestId('terrain-selection').innerText()).toContain("Cy's container");
    lap('both edited');
    held = false;
    for (const send of queue.splice(0)) send();
    for (const page of [b.page, c.page]) await expect.poll(() => score(page)).toBe('Symmetry (mirror-x): 1.00 - every piece has its twin');
    lap('both show every twin');
    // The room holds one pair: the piece and its twin mirror each other across x = 30.
    const reader = await TableClient.open(server.server.url, roomDocs(link.searchParams.get('room')!).table);
    try {
      await waitFor('the room holds the pair', () => readLayout(reader.doc)?.terrain.length === 2);
      const [p, q] = readLayout(reader.doc)!.terrain;
      expect(p!.x + q!.x).toBeCloseTo(60, 6);
      expect(p!.y).toBeCloseTo(q!.y, 6);
    } finally {
      reader.close();
    }
    await settle(c.page);
    console.log(`symmetry at a shared table: page C: ${saveScreenshot('shared-table-twins-c', await c.page.screenshot())}`);
    expect(b.errors).toEqual([]);
    expect(c.errors).toEqual([]);
    lap('done');
  });
});
