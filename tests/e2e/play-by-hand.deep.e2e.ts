// Issue 23, "Done when": the first two rounds of HamWarmer and of Hammer Wars (here of every ruleset) against the computer,
// every deployment, move and charge made on the table (a unit dropped from the roster, a unit dragged), none from the
// list. Choices, shots, fights and passes are the list's. What to do is the greedy bot's pick on the page's own game, read
// back through Save game; how it is done is the player's: a press on the roster and a click on the table, or a drag of
// the unit.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { actionMeaning, dragWholeUnit, legalActions, parseGameText, saveGameText, TABLE_DRAG_ROLES, type GameAction, type GameState } from '../../engine/index';
import { greedyBotAction } from '../../engine/ai/index';
import { launch, letGo, openApp, pickerStore, saveScreenshot, settle, topDownMapper, type AppPage } from './browser';

let browser: Browser;
let app: AppPage;

beforeAll(async () => {
  browser = await launch();
  app = await openApp(browser);
});
afterAll(async () => {
  await letGo(browser);
});

const HAND_ROLES = ['deploy', 'move', 'charge'];

/** The page's game now, through Save game (the save picker, as in Chromium): the saved game of this ruleset, new each call. */
async function pageState(page: Page, rulesetId: string, last: { text: string }): Promise<GameState> {
  await page.getByTestId('game-save').click();
  for (let i = 0; i < 100; i++) {
    const { files } = await pickerStore(page);
    for (const [name, text] of Object.entries(files)) {
      if (!name.endsWith('.sightlinegame') || text === last.text) continue;
      const s = parseGameText(text);
      if (s.rulesetId !== rulesetId) continue;
      last.text = text;
      return s;
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`no new ${rulesetId} game was saved`);
}

/** Waits until the page says it is your move (with actions listed) or the game has passed `round`. */
async function untilYours(page: Page, stopAfterRound: number): Promise<'yours' | 'done'> {
  for (let i = 0; i < 600; i++) {
    const round = Number((await page.getByTestId('game-round').textContent())?.match(/\d+/)?.[0] ?? 0);
    if (round > stopAfterRound || (await page.getByTestId('game-result').count()) > 0) return 'done';
    if ((await page.getByTestId('game-to-act').textContent())?.includes('(you) to act') && (await page.locator('[data-testid="game-action"]').count()) > 0) return 'yours';
    await page.waitForTimeout(200);
  }
  throw new Error(`still not your move: ${await page.getByTestId('game-to-act').textContent()}`);
}

const centre = (ps: readonly { x: number; y: number }[]) => ({ x: ps.reduce((a, p) => a + p.x, 0) / ps.length, y: ps.reduce((a, p) => a + p.y, 0) / ps.length });

interface Tally {
  seed: string;
  deploys: number;
  moves: number;
  charges: number;
  fromList: string[];
  refusedDrags: string[];
  /** Models moved alone after a drag of their unit was refused naming them. */
  nudged: string[];
}

/** One decision of yours made as a player would: by hand for deployments, moves and charges, else from the list. */
async function decide(page: Page, s: GameState, tally: Tally, shot: (name: string) => Promise<void>): Promise<void> {
  const legal = legalActions(s);
  const a = greedyBotAction(s).action;
  const m = actionMeaning(s, a);
  const toPage = await topDownMapper(page, s.setup.layout.table);
  if (a.positions && m.role === 'deploy' && m.unit) {
    // The roster lists the units a deployment is open to, in the order of the engine's offers.
    const roster = [...new Set(legal.flatMap((x) => { const k = actionMeaning(s, x); return k.role === 'deploy' && k.unit && x.positions && s.models.some((o) => o.unit === k.unit && !o.onTable) ? [k.unit] : []; }))];
    const at = centre(Object.values(a.positions));
    await page.getByTestId('roster-unit').nth(roster.indexOf(m.unit)).dispatchEvent('pointerdown');
    const p = toPage(at.x, at.y);
    await page.mouse.click(p.x, p.y);
    await page.getByTestId('pending-verdict').waitFor({ timeout: 10_000 });
    const verdict = (await page.getByTestId('pending-verdict').textContent()) ?? '';
    expect(verdict, `${m.words}`).toMatch(/^✓ /);
    if (tally.deploys === 0) await shot('deployed-by-hand');
    await page.keyboard.press('Enter');
    await page.getByTestId('pending-move').waitFor({ state: 'detached' });
    tally.deploys++;
    return;
  }
  if (a.positions && HAND_ROLES.includes(m.role) && m.unit) {
    // Drag the unit: press on the model nearest the unit's centre, let go where the chosen move puts it (a little short
    // first for a move, as a player stops short of the limit; all the way for a charge, which must reach).
    const ids = Object.keys(a.positions);
    const models = s.models.filter((x) => ids.includes(x.id) && x.onTable);
    const from = centre(models);
    const to = centre(ids.map((id) => a.positions![id]!));
    const lead = models.reduce((b, x) => (Math.hypot(x.x - from.x, x.y - from.y) < Math.hypot(b.x - from.x, b.y - from.y) ? x : b));
    for (const share of m.role === 'charge' ? [1, 1.05, 0.95] : [0.9, 0.7, 1]) {
      const q = toPage(lead.x + share * (to.x - from.x), lead.y + share * (to.y - from.y));
      const p = toPage(lead.x, lead.y);
      await page.mouse.move(p.x, p.y);
      await page.mouse.down();
      await page.mouse.move((p.x + q.x) / 2, (p.y + q.y) / 2, { steps: 4 });
      await page.mouse.move(q.x, q.y, { steps: 4 });
      if (tally.moves + tally.charges === 0) await shot('reach-during-drag');
      await page.mouse.up();
      const pending = await page.getByTestId('pending-verdict').waitFor({ timeout: 10_000 }).then(() => true, () => false);
      if (!pending) {
        // The press took no unit of yours (another model's base on top, a label in the way): said, and tried again.
        await shot(`no-pending-${tally.refusedDrags.length}`);
        tally.refusedDrags.push(`${m.words}: the drag made no pending move (${JSON.stringify({ lead: [lead.x, lead.y], share })})`);
        continue;
      }
      let verdict = (await page.getByTestId('pending-verdict').textContent()) ?? '';
      // A refusal that names models of the unit (a consolidation with a model that would not end closer): each named model
      // is nudged alone (Alt+drag, as the verdict tells the player) to where the chosen move puts it.
      const named = [...verdict.matchAll(/\((p\d+-[^)\s]+)\)/g)].map((x) => x[1]!).filter((id) => ids.includes(id));
      if (!verdict.startsWith('✓ ') && named.length) {
        // Where the drop put them: the unit flows (dragWholeUnit, as the page does; a unit of one model goes where it was let
        // go when it may stand there).
        const [dx, dy] = [share * (to.x - from.x), share * (to.y - from.y)];
        const dropped = dragWholeUnit(s, models, dx, dy, TABLE_DRAG_ROLES).positions;
        const refusal = verdict;
        for (const id of new Set(named)) {
          const at = toPage(dropped[id]!.x, dropped[id]!.y);
          const goal = toPage(a.positions[id]!.x, a.positions[id]!.y);
          await page.keyboard.down('Alt');
          await page.mouse.move(at.x, at.y);
          await page.mouse.down();
          await page.mouse.move(goal.x, goal.y, { steps: 4 });
          await page.mouse.up();
          await page.keyboard.up('Alt');
        }
        // The verdict changes when the nudge is judged (a nudge judged the same leaves it as it was: then after 5 s).
        await expect.poll(async () => (await page.getByTestId('pending-verdict').textContent()) !== verdict, { timeout: 5_000 }).toBe(true).catch(() => undefined);
        verdict = (await page.getByTestId('pending-verdict').textContent()) ?? '';
        tally.nudged.push(`${m.words}: ${refusal}; ${named.join(', ')} nudged, then ${verdict.slice(0, 2)}`);
      }
      if (verdict.startsWith('✓ ')) {
        if (m.role === 'charge' && tally.charges === 0) await shot('charge-by-hand');
        await page.keyboard.press('Enter');
        await page.getByTestId('pending-move').waitFor({ state: 'detached' });
        if (/charge/i.test(verdict)) tally.charges++;
        else tally.moves++;
        return;
      }
      tally.refusedDrags.push(`${m.words}: ${verdict}`);
      // SIGHTLINE_BYHAND_DUMP=<folder>: the game as it stood before each refused drag, a game file the app or the engine opens.
      if (process.env.SIGHTLINE_BYHAND_DUMP) writeFileSync(path.join(process.env.SIGHTLINE_BYHAND_DUMP, `refused-${s.rulesetId}-${s.actions.length}.sightlinegame`), saveGameText(s, `refused ${m.words}`));
      await page.keyboard.press('Escape');
      await page.getByTestId('pending-move').waitFor({ state: 'detached' });
    }
    // Three drags refused: pass instead (from the list), and the tally says so.
  }
  // A choice, a shot, a fight, a pass: from the list (the first 40 are shown); a move the drags could not make is passed.
  const shown = legal.slice(0, 40);
  const same = (x: GameAction) => JSON.stringify(x) === JSON.stringify(a);
  let i = a.positions && HAND_ROLES.includes(m.role) ? -1 : shown.findIndex(same);
  if (i < 0) i = shown.findIndex((x) => actionMeaning(s, x).role === 'pass');
  if (i < 0) i = shown.findIndex((x) => !x.positions);
  expect(i, `nothing to choose for ${m.words}`).toBeGreaterThanOrEqual(0);
  tally.fromList.push(actionMeaning(s, shown[i]!).words);
  const before = await page.locator('[data-testid="game-log"] li').count();
  await page.locator('[data-testid="game-action"]').nth(i).click();
  // A shot is aimed first: Enter fires it.
  if ((await page.getByTestId('shot-preview').count()) > 0) await page.keyboard.press('Enter');
  await expect.poll(async () => (await page.locator('[data-testid="game-log"] li').count()) !== before || (await page.getByTestId('game-to-act').textContent())?.includes('computer')).toBe(true);
}

async function playTwoRounds(page: Page, rulesetId: string, name: string, seedOfRow: number): Promise<Tally> {
  if ((await page.getByTestId('game-end').count()) > 0) {
    await page.getByTestId('game-end').click();
    await page.getByTestId('game-panel').waitFor({ state: 'detached' });
  }
  await page.getByTestId('new-game').click();
  await page.getByTestId('new-game-dialog').waitFor();
  await page.getByTestId('ng-ruleset').selectOption(rulesetId);
  // The dice seed, said in every failure: the row's own, so CI plays the same games each run; SIGHTLINE_BYHAND_SEED=N
  // plays seed N instead, and SIGHTLINE_BYHAND_SEED=random the dialog's own (a new game each run, to look for more).
  const wanted = process.env.SIGHTLINE_BYHAND_SEED ?? String(seedOfRow);
  if (wanted !== 'random') await page.locator('#ng-seed').fill(wanted);
  const seed = await page.locator('#ng-seed').inputValue();
  await page.getByTestId('ng-start').click();
  await page.getByTestId('game-panel').waitFor();
  if ((await page.getByTestId('toggle-top-down').getAttribute('aria-pressed')) !== 'true') await page.keyboard.press('t');
  const tally: Tally = { seed, deploys: 0, moves: 0, charges: 0, fromList: [], refusedDrags: [], nudged: [] };
  const last = { text: '' };
  const shot = async (what: string) => {
    await settle(page);
    saveScreenshot(`by-hand-${name}-${what}`, await page.screenshot());
  };
  for (let n = 0; n < 400; n++) {
    if ((await untilYours(page, 2)) === 'done') break;
    if ((await page.getByTestId('dice-tray').count()) > 0) await page.keyboard.press('Shift+D');
    const s = await pageState(page, rulesetId, last);
    if (s.round > 2 || s.result) break;
    await decide(page, s, tally, shot);
    if (process.env.SIGHTLINE_E2E_TRACE) console.log(name, s.round, s.phase, JSON.stringify({ d: tally.deploys, m: tally.moves, c: tally.charges, l: tally.fromList.at(-1), r: tally.refusedDrags.at(-1) }));
  }
  await shot('round-3');
  expect(app.errors).toEqual([]);
  return tally;
}

describe('a game played on the table', () => {
  // HamWarmer seed 2: a unit that lost a model after it was dragged charges by a drag (the selection kept the slain model,
  // and no drag of the unit moved, before 61f2ce7). Seed 7: a consolidation the drag's flow held back (before c92efe5).
  // The other three rulesets once each: every ruleset is played on the table.
  it.each([
    ['HamWarmer', 'hamwarmer', 2],
    ['HamWarmer', 'hamwarmer', 7],
    ['Hammer Wars', 'hammer-wars', 1],
    ['AltHammer', 'althammer', 101],
    ['Reglas básicas', 'reglas-basicas', 101],
    ['Nuceria', 'nuceria', 101],
  ])('%s (%s, dice seed %d): two rounds, every deployment, move and charge by hand', { timeout: 900_000 }, async (title, rulesetId, seedOfRow) => {
    const t = await playTwoRounds(app.page, rulesetId, `${rulesetId}-${seedOfRow}`, seedOfRow);
    console.log(`${title} by hand:`, JSON.stringify({ seed: t.seed, deploys: t.deploys, moves: t.moves, charges: t.charges, fromList: t.fromList.length, refusedDrags: t.refusedDrags, nudged: t.nudged }));
    expect(t.deploys).toBeGreaterThanOrEqual(3);
    expect(t.moves).toBeGreaterThanOrEqual(3);
    // No move or charge was passed because three drags could not make it.
    expect(t.refusedDrags.filter((r, i, all) => all.filter((x) => x.split(':')[0] === r.split(':')[0]).length >= 3), `dice seed ${t.seed}`).toEqual([]);
  });
});
