// Two browser pages, two players, one shared table (issue 25's Done when): they build a layout together, each edit
// timed from the page that made it to the page that receives it; then they play the first round of a HamWarmer game on
// it through the table server, one seat each; the server process is killed outright (SIGKILL) mid-game and started again
// on the same data, and both pages carry on with every accepted action still in their battle reports. Everyday
// (shared-game.e2e.ts): four actions through the server, and End game for both; deep tier (shared-game.deep.e2e.ts,
// `npm run test:deep`): the kill after 9 actions, then on to round 2, and End game for both. Last, A presses End game for both and B's game closes too.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { roomDocs } from '../../net/protocol';
import { spawnServe, TableClient, waitFor } from '../server/tableClient';
import { launch, letGo, openApp, saveScreenshot, settle, topDownMapper, type AppPage } from './browser';

/** Registers the cases of one tier: everyday, a short game around the kill; deep, the whole first round. */
export function sharedGameCases(tier: 'everyday' | 'deep'): void {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sightline-shared-game-'));
  let server: { url: string; child: ChildProcess };
  let browser: Browser;
  let a: AppPage;
  let b: AppPage;
  let room = '';

  beforeAll(async () => {
    server = await spawnServe(0, dataDir);
    // Chromium's own GPU compositing, as on a player's machine: the edit latency below is measured (browser.ts, Compositing).
    browser = await launch('gpu');
  });
  afterAll(async () => {
    await letGo(browser);
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const status = (page: Page, name: string) => page.getByTestId('share-status').getAttribute(name);
  const logActions = (page: Page) => page.locator('[data-testid="game-log"] li.log-action').allTextContents();
  /** What a page says of its table connection and the game, for a failure's message. */
  const describePage = async (page: Page) => `${await page.getByTestId('share-status').textContent()} | ${await page.getByTestId('game-to-act').textContent().catch(() => '-')}`;
  /** The socket's own complaints while the server is down are expected; any other console error is not. */
  const realErrors = (errors: readonly string[]) => errors.filter((e) => !/WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/' failed/.test(e));

  /** Each page's table-to-page mapping, read once from its top-down view (the view does not move while they build). */
  const mappers = new Map<Page, (x: number, y: number) => { x: number; y: number }>();
  /** Places a terrain piece with the mouse on a page in the top-down view with the terrain tool open. */
  async function placeAt(page: Page, kind: string, x: number, y: number): Promise<void> {
    if (!mappers.has(page)) mappers.set(page, await topDownMapper(page));
    const toPage = mappers.get(page)!;
    await page.getByTestId(`terrain-kind-${kind}`).click();
    const p = toPage(x, y);
    await page.mouse.click(p.x, p.y);
  }

  /**
   * One edit made on `from`, timed to its arrival on `to`: from the moment `from` wrote it to the room's document to the
   * moment `to` applied it to its layout (both pages run in one browser on one machine: one clock).
   */
  async function timedEdit(from: Page, to: Page, edit: () => Promise<void>): Promise<number> {
    // Both pages idle first: the time is the edit's trip, not a frame of the last edit still being drawn.
    await settle(from);
    await settle(to);
    const before = await status(to, 'data-remote-at');
    await edit();
    await expect.poll(() => status(to, 'data-remote-at'), { timeout: 5000 }).not.toBe(before);
    return Number(await status(to, 'data-remote-at')) - Number(await status(from, 'data-local-at'));
  }

  /**
   * Plays one action on whichever page has its seat to act: its first offered action (an attack is aimed, then fired).
   * Returns once the page's battle report has the action, or false when neither page could act.
   */
  async function playOne(): Promise<boolean> {
    for (const page of [a.page, b.page]) {
      const first = page.locator('[data-testid="game-action"]').first();
      if (!(await first.isVisible().catch(() => false))) continue;
      const n = (await logActions(page)).length;
      await first.click();
      if (await page.getByTestId('shot-preview').isVisible().catch(() => false)) await page.getByTestId('shot-fire').click();
      await expect.poll(async () => (await logActions(page)).length, { timeout: 20_000, message: await describePage(page) }).toBeGreaterThan(n);
      return true;
    }
    return false;
  }

  /** Plays until `done` (the game's round, say), each action by the page whose seat is to act. */
  async function playUntil(done: () => Promise<boolean>, most: number): Promise<number> {
    let played = 0;
    while (played < most && !(await done())) {
      if (await playOne()) played++;
      else await new Promise((r) => setTimeout(r, 100));
    }
    return played;
  }

  describe(`two pages play one shared game through the table server (${tier})`, () => {
    it('page A shares its table and page B joins from the link; edits reach the other page within 200 ms (median of six)', async () => {
      a = await openApp(browser, `?table=${encodeURIComponent(server.url)}`);
      await a.page.getByTestId('share-table').click();
      await expect.poll(() => status(a.page, 'data-status')).toBe('shared');
      const link = (await a.page.getByTestId('share-link').getAttribute('data-link'))!;
      room = new URL(link).searchParams.get('room')!;
      b = await openApp(browser, new URL(link).search);
      await expect.poll(() => status(b.page, 'data-status')).toBe('shared');
      for (const p of [a.page, b.page]) {
        await p.keyboard.press('t');
        await p.keyboard.press('l');
        await settle(p);
      }
      // Pieces in the middle of the table, out of both 12" deployment zones.
      const edits: { by: string; ms: number }[] = [];
      edits.push({ by: 'A', ms: await timedEdit(a.page, b.page, () => placeAt(a.page, 'container', 15, 20)) });
      edits.push({ by: 'B', ms: await timedEdit(b.page, a.page, () => placeAt(b.page, 'container', 45, 24)) });
      edits.push({ by: 'A', ms: await timedEdit(a.page, b.page, () => placeAt(a.page, 'container', 30, 18)) });
      edits.push({ by: 'B', ms: await timedEdit(b.page, a.page, () => placeAt(b.page, 'container', 30, 26)) });
      edits.push({ by: 'A', ms: await timedEdit(a.page, b.page, () => placeAt(a.page, 'ruin', 8, 22)) });
      edits.push({ by: 'B', ms: await timedEdit(b.page, a.page, () => placeAt(b.page, 'ruin', 52, 22)) });
      console.log(`shared layout: each edit from the page that made it to the other page: ${edits.map((e) => `${e.by} ${e.ms.toFixed(1)} ms`).join(', ')}`);
      // Within 200 ms on loopback (issue 25): the middle edit of six. A single edit may wait for a page starved by the
      // machine's other work: the first edit of a page (its first piece of a kind drawn) took 490 ms at load average 3
      // and 1,088 ms at load 6 with the unit tests beside it, so each must arrive within two seconds.
      const sorted = edits.map((e) => e.ms).sort((x, y) => x - y);
      for (const ms of sorted) {
        // Each page reads its own clock (timeOrigin + now, in two renderer processes): they may disagree by a millisecond
        // or two, so an edit that arrives at once can read as slightly negative.
        expect(ms).toBeGreaterThan(-5);
        expect(ms).toBeLessThan(2000);
      }
      expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(200);
    });

    it('A starts a HamWarmer game on the layout they built; each page takes one seat', async () => {
      await a.page.keyboard.press('Escape');
      await a.page.getByTestId('new-game').click();
      await a.page.getByTestId('new-game-dialog').waitFor();
      await a.page.getByTestId('ng-ruleset').selectOption('hamwarmer');
      await a.page.getByTestId('ng-layout').selectOption('open');
      await a.page.getByTestId('ng-start').click();
      await expect.poll(() => a.page.getByTestId('share-seats').getAttribute('data-seat')).toBe('0');
      // B watches until it takes the free seat: no actions offered to a watcher.
      await b.page.getByTestId('game-panel').waitFor();
      expect(await b.page.locator('[data-testid="game-action"]').count()).toBe(0);
      expect(await b.page.getByTestId('take-seat-0').count()).toBe(0);
      saveScreenshot('shared-game-take-seat', await b.page.screenshot());
      await b.page.getByTestId('take-seat-1').click();
      await expect.poll(() => b.page.getByTestId('share-seats').getAttribute('data-seat')).toBe('1');
      for (const p of [a.page, b.page]) await expect(p.getByTestId('game-phase').textContent()).resolves.toBe('Deployment');
      // The table both built is the game's table: 6 pieces.
      const reader = await TableClient.open(server.url, roomDocs(room).game);
      try {
        await waitFor('the game in the room', () => reader.game.state);
        expect(reader.game.state!.setup.layout.terrain.length).toBe(6);
        expect(reader.game.state!.setup.seed).toBeNull();
      } finally {
        reader.close();
      }
    });

    it('only the page whose seat is to act is offered actions (a proposal out of turn is refused by the server: tests/server)', async () => {
      const toAct = (await a.page.getByTestId('game-to-act').textContent())!;
      expect(toAct).toMatch(/^Player [12] \((you|the other player)\) to act/);
      const [mine, theirs] = /Player 1/.test(toAct) ? [a.page, b.page] : [b.page, a.page];
      expect(await theirs.locator('[data-testid="game-action"]').count()).toBe(0);
      expect(await mine.locator('[data-testid="game-action"]').count()).toBeGreaterThan(0);
    });

    const deep = tier === 'deep';
    // Everyday: four actions through the server, the same on both pages and in the room's log. Deep: the server killed
    // mid-game and restarted, and the game carried on to round 2 (issue 25's Done when).
    const title = deep
      ? 'they play through deployment; the server is killed mid-game and restarted; both carry on to round 2 with no action lost'
      : 'they play 4 actions through the server: both pages show the same battle report, and the room logs each action once';
    it(title, { timeout: 600_000 }, async () => {
      const killAt = deep ? 9 : 4;
      const before = await playUntil(async () => (await logActions(a.page)).length >= killAt, 30);
      expect(before).toBeGreaterThan(0);
      await expect.poll(async () => (await logActions(b.page)).length).toBe((await logActions(a.page)).length);
      const seenA = await logActions(a.page);
      const seenB = await logActions(b.page);
      expect(seenB).toEqual(seenA);
      saveScreenshot('shared-game-before-kill', await a.page.screenshot());

      if (deep) await killAndCarryOn(seenA);
      const endA = await logActions(a.page);
      const endB = await logActions(b.page);
      // Every action accepted before the kill is still there, in its place, on both pages.
      expect(endA.slice(0, seenA.length)).toEqual(seenA);
      expect(endB).toEqual(endA);
      const reader = await TableClient.open(server.url, roomDocs(room).game);
      try {
        await waitFor('the log', () => reader.game.actions.length === endA.length, 10_000);
        const seqs = reader.game.actions.map((e) => e.seq);
        expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      } finally {
        reader.close();
      }
      await settle(a.page);
      saveScreenshot(deep ? 'shared-game-round-2' : 'shared-game-four-actions', await a.page.screenshot());
      console.log(`shared game: ${seenA.length} actions${deep ? ' before the kill' : ''}, ${endA.length} at the end`);
      expect(realErrors(a.errors)).toEqual([]);
      expect(realErrors(b.errors)).toEqual([]);
    });

    /** The server SIGKILLed and started again on the same data; both pages reconnect, take their seats back and play to round 2. */
    async function killAndCarryOn(seenA: readonly string[]): Promise<void> {
      server.child.kill('SIGKILL');
      await new Promise((r) => server.child.once('exit', r));
      // Both pages see the server gone (their sockets close) ...
      for (const p of [a.page, b.page]) await expect.poll(() => p.getByTestId('share-seats').getAttribute('data-connected')).toBe('false');
      server = await spawnServe(Number(new URL(server.url).port), dataDir);
      // ... reconnect on their own, and take their seats back with their tokens.
      for (const [p, seat] of [[a.page, '0'], [b.page, '1']] as const) {
        await expect.poll(() => p.getByTestId('share-seats').getAttribute('data-connected'), { timeout: 30_000 }).toBe('true');
        expect(await p.getByTestId('share-seats').getAttribute('data-seat')).toBe(seat);
      }

      const carriedOn = async () => (await a.page.getByTestId('game-round').textContent()) === 'Round 2';
      const after = await playUntil(carriedOn, 120);
      expect(after).toBeGreaterThan(0);
      expect(await carriedOn()).toBe(true);
      await expect.poll(async () => (await logActions(b.page)).length).toBe((await logActions(a.page)).length);
      expect((await logActions(a.page)).length).toBeGreaterThan(seenA.length);
    }

    it("A presses End game for both: the room's game ends on the server and B's game panel closes too", async () => {
      await expect(a.page.getByTestId('game-end').textContent()).resolves.toBe('End game for both');
      await a.page.getByTestId('game-end').click();
      for (const p of [a.page, b.page]) {
        // (No describePage here: its game-to-act would wait for a panel that has closed.)
        await expect.poll(() => p.getByTestId('game-panel').count(), { timeout: 10_000, message: `${p === a.page ? 'A' : 'B'}'s game panel still open` }).toBe(0);
        await expect.poll(() => p.getByTestId('share-game-ended').count()).toBe(1);
      }
      const reader = await TableClient.open(server.url, roomDocs(room).game);
      try {
        await waitFor('the ended flag', () => reader.game.ended);
        expect(reader.game.state!.setup.seed).not.toBeNull(); // public now: the game's file replays, as a finished one's
      } finally {
        reader.close();
      }
      await settle(b.page);
      saveScreenshot('shared-game-ended-b', await b.page.screenshot());
      expect(realErrors(a.errors)).toEqual([]);
      expect(realErrors(b.errors)).toEqual([]);
    });
  });
}
