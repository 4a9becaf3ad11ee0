// Solo play on the table (issue 12): a new HamWarmer game against the computer from the toolbar, actions from the Game
// panel (buttons and number keys), the computer's turn with its reason, undo, the page answering while the computer
// thinks, save and reopen to the same table; a refused drag snaps back with the engine's reason.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyAction, createGame, legalActions, previewAttack, sampleGameSetup, saveGameText, type GameAction, type GameModel, type GameState } from '../../engine/index';
import { greedyBotAction } from '../../engine/ai/index';
import { canvasPixels, openLayoutFile, savedFile, saveScreenshot, settle, topDownMapper, fileApp } from './browser';
import { openNewGame, toAct, untilYourMove } from './gamePage';
import { altHammerUnitBeforeActivation, behemothOnTheBattery, ghoulsOnTheSeer, stalkersThroughTheGhouls } from '../engine/game/handDrags';
import { unitName } from '../../renderer/src/game/names';

const escape = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const app = fileApp();

/** Lines in the battle report (the panel lists only the newest 60, so this reads its "(N lines)" heading). */
const logLines = async (page: Page) => Number(/\((\d+) lines\)/.exec((await page.locator('[data-testid="battle-report"] > summary').textContent()) ?? '')?.[1] ?? 0);

describe('solo play', () => {
  it('New game (toolbar): HamWarmer against the computer on its sample layout, with both rosters shown', async () => {
    const page = app.page;
    await openNewGame(page, 'hamwarmer');
    await expect(page.getByTestId('roster-0').textContent()).resolves.toMatch(/\(\d+ models?/);
    await settle(page, 200);
    saveScreenshot('solo-new-game', await page.screenshot());
    await page.getByTestId('ng-start').click();
    await page.getByTestId('game-panel').waitFor();
    await expect(page.getByTestId('game-phase').textContent()).resolves.toBe('Deployment');
  });

  it('deploying from the Game panel (number key 1) puts a unit on the table; the computer answers with its reason', async () => {
    const page = app.page;
    await untilYourMove(page);
    const before = await logLines(page);
    const label = await page.locator('[data-testid="game-action"]').first().textContent();
    expect(label).toMatch(/Deploy|Reserve/);
    await page.keyboard.press('1');
    await page.getByTestId('game-reason').waitFor({ timeout: 30_000 });
    expect(await logLines(page)).toBeGreaterThan(before);
    await expect(page.getByTestId('game-reason').textContent()).resolves.toMatch(/^Computer: ./);
    await page.keyboard.press('t');
    await settle(page);
    saveScreenshot('solo-deployed', await page.screenshot());
  });

  it('deploying by hand: a unit from the roster dropped in the enemy\'s zone is refused with the reason; dropped in yours it stands there, pending until Enter', async () => {
    const page = app.page;
    await untilYourMove(page);
    const n = await logLines(page);
    if ((await page.getByTestId('toggle-top-down').getAttribute('aria-pressed')) !== 'true') await page.keyboard.press('t');
    await settle(page);
    const toPage = await topDownMapper(page);
    // HamWarmer's named default scenario.deployment: 12" zones along the long edges, Player 1's at y 0-12.
    const roster = page.getByTestId('roster-unit');
    const name = (await roster.first().textContent())!;
    await roster.first().dispatchEvent('pointerdown');
    const enemyZone = toPage(8, 40);
    await page.mouse.click(enemyZone.x, enemyZone.y);
    await page.getByText(/^Refused: /).first().waitFor({ timeout: 10_000 });
    expect(await logLines(page)).toBe(n);
    await roster.first().dispatchEvent('pointerdown');
    const mine = toPage(8, 6);
    await page.mouse.click(mine.x, mine.y);
    await expect(page.getByTestId('pending-verdict').textContent()).resolves.toMatch(/^✓ Deploy .+: allowed\./);
    expect(await logLines(page)).toBe(n);
    await settle(page);
    saveScreenshot('solo-deploy-by-hand', await page.screenshot());
    await page.keyboard.press('Enter');
    await expect.poll(() => logLines(page)).toBeGreaterThan(n);
    await page.getByTestId('pending-move').waitFor({ state: 'detached' });
    const actions = await page.locator('[data-testid="game-log"] li.log-action').allTextContents();
    expect(actions.some((t) => t.includes(`Player 1: Deploy ${name}`))).toBe(true);
  });

  it('the computer thinks on a worker: while it thinks, the page still takes your keys', async () => {
    const page = app.page;
    await untilYourMove(page);
    await page.keyboard.press('1');
    const thinking = page.getByText('the computer is thinking…');
    await thinking.waitFor();
    // Its search runs in the AI worker, not on the page's thread (no wall-clock threshold: the order of events shows it).
    expect(page.workers().some((w) => /ai\.worker/.test(w.url()))).toBe(true);
    const grid = page.getByTestId('toggle-grid');
    const before = await grid.getAttribute('aria-pressed');
    await page.keyboard.press('g');
    await expect(grid.getAttribute('aria-pressed')).resolves.not.toBe(before);
    // The key was handled before the computer's move landed (it is still thinking, or pacing its answer).
    expect(await thinking.count()).toBe(1);
    await page.keyboard.press('g');
    await expect(grid.getAttribute('aria-pressed')).resolves.toBe(before);
  });

  it('Ctrl+Z takes back to your last decision; the same action again gives the same dice', async () => {
    const page = app.page;
    await untilYourMove(page);
    const n = await logLines(page);
    const label = await page.locator('[data-testid="game-action"]').first().textContent();
    await page.keyboard.press('1');
    await expect.poll(() => logLines(page)).toBeGreaterThan(n);
    const after = await page.locator('[data-testid="game-log"]').textContent();
    await untilYourMove(page);
    await page.keyboard.press('Control+z');
    await untilYourMove(page);
    expect(await page.locator('[data-testid="game-action"]').first().textContent()).toBe(label);
    await page.keyboard.press('1');
    await expect.poll(() => logLines(page)).toBeGreaterThan(n);
    await page.waitForTimeout(300);
    const again = await page.locator('[data-testid="game-log"]').textContent();
    // The first lines after the action are the same rolls.
    expect(again!.slice(0, after!.length - 50)).toBe(after!.slice(0, after!.length - 50));
  });

  it('save the game and reopen it: the same table, phase and report', async () => {
    const page = app.page;
    await untilYourMove(page);
    const phase = await page.getByTestId('game-phase').textContent();
    const round = await page.getByTestId('game-round').textContent();
    const report = await page.locator('[data-testid="game-log"]').textContent();
    await page.getByTestId('game-save').click();
    const { text } = await savedFile(page, /\.sightlinegame$/); // through the save picker, as in Chromium
    expect(JSON.parse(text).format).toBe('sightline/game-file');
    await page.getByTestId('game-end').click();
    await page.getByTestId('game-panel').waitFor({ state: 'detached' });
    await openLayoutFile(page, 'practice.sightline-game', text);
    await page.getByTestId('game-panel').waitFor();
    await expect(page.getByTestId('game-phase').textContent()).resolves.toBe(phase);
    await expect(page.getByTestId('game-round').textContent()).resolves.toBe(round);
    await expect(page.locator('[data-testid="game-log"]').textContent()).resolves.toBe(report);
    await settle(page);
    saveScreenshot('solo-reopened', await page.screenshot());
  });

  it('a broken game file is refused with the field named, and the game stays', async () => {
    const page = app.page;
    const n = await logLines(page);
    await openLayoutFile(page, 'broken.sightline-game', JSON.stringify({ format: 'sightline/game-file', version: 1, name: 'x', setup: { rulesetId: 'hamwarmer', seed: 'x' }, actions: [] }));
    await page.getByText(/Could not open broken\.sightline-game: .*setup/).waitFor();
    expect(await logLines(page)).toBe(n);
    expect(app.errors).toEqual([]);
  });

  it('shooting: clicking Shoot aims first (rays on the table, the cover verdict, the chance of each number slain); Enter fires, the dice land in the tray, casualties leave the table', async () => {
    const page = app.page;
    // A HamWarmer game played by the greedy bot to the first Shooting phase where player 1 has a target.
    let s: GameState = createGame(sampleGameSetup('hamwarmer', 1));
    for (let i = 0; i < 400 && s.toAct !== null; i++) {
      if (s.phase === 'Shooting' && s.toAct === 0 && legalActions(s).some((a) => a.type === 'shoot' && previewAttack(s, a))) break;
      s = applyAction(s, greedyBotAction(s).action);
    }
    expect(s.phase).toBe('Shooting');
    await page.getByTestId('game-end').click();
    await page.getByTestId('game-panel').waitFor({ state: 'detached' });
    await openLayoutFile(page, 'shooting.sightline-game', saveGameText(s, 'Shooting practice'));
    await untilYourMove(page);
    await page.keyboard.press('t');
    await settle(page);
    const before = await canvasPixels(page);
    // Share of the canvas that changed (the rays, the shells on shooter and target, the "% seen" label).
    const changed = (a: typeof before, b: typeof before) => {
      let n = 0;
      for (let i = 0; i < a.data.length; i += 4) if (Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!) > 60) n++;
      return n / (a.width * a.height);
    };
    const shoot = page.locator('[data-testid="game-action"][data-type="shoot"]').first();
    const n = await logLines(page);
    await shoot.click();
    await page.getByTestId('shot-preview').waitFor();
    expect(await logLines(page)).toBe(n); // aiming throws no die
    await expect(page.getByTestId('shot-cover').textContent()).resolves.toMatch(/^Cover: (not in Cover|in Cover)/);
    const bars = page.locator('[data-testid="shot-chart"] .shot-bar');
    expect(await bars.count()).toBeGreaterThanOrEqual(2);
    const chances = (await bars.locator('.shot-pct').allTextContents()).map((t) => t);
    expect(chances.every((t) => /^(<1|>99|\d+)%$/.test(t))).toBe(true);
    await settle(page);
    const aimedPng = await page.screenshot();
    saveScreenshot('solo-shot-preview', aimedPng);
    expect(changed(before, await canvasPixels(page))).toBeGreaterThan(0.002);
    // Escape takes the aim back; clicking again and Enter fires.
    await page.keyboard.press('Escape');
    await page.getByTestId('shot-preview').waitFor({ state: 'detached' });
    await shoot.click();
    await page.getByTestId('shot-preview').waitFor();
    const lossesBefore = await page.getByTestId('game-score').textContent();
    const total = async () => Number(/\((\d+) lines\)/.exec((await page.locator('[data-testid="battle-report"] > summary').textContent()) ?? '')![1]);
    const logBefore = await total();
    await page.keyboard.press('Enter');
    await page.getByTestId('shot-preview').waitFor({ state: 'detached' });
    await page.getByTestId('dice-tray').waitFor();
    await expect(page.getByTestId('dice-log').textContent()).resolves.toMatch(/Game: .*(hit|Hit)/);
    const added = (await total()) - logBefore;
    expect(added).toBeGreaterThan(0);
    const entries = (await page.locator('[data-testid="game-log"] li').allTextContents()).slice(-added);
    // The computer may answer at once: only player 2's losses are this shot's.
    const slain = entries.filter((t) => /^Player 2's .* is slain\./.test(t)).length;
    const losses = (t: string | null) => Number(/losses (\d+) \/ (\d+)/.exec(t ?? '')![2]);
    await expect.poll(async () => losses(await page.getByTestId('game-score').textContent())).toBe(losses(lossesBefore) + slain);
    await page.waitForTimeout(1500); // the dice come to rest
    await settle(page);
    saveScreenshot('solo-shot-fired', await page.screenshot());
    expect(app.errors).toEqual([]);
  });

  it('a template weapon (the Spore Battery\'s Spore Mortar: Small Blast, Scatter 1d6) shows its template where it landed', async () => {
    const page = app.page;
    let s: GameState = createGame(sampleGameSetup('hamwarmer', 1));
    for (let i = 0; i < 600 && s.toAct !== null; i++) {
      if (s.phase === 'Shooting' && s.toAct === 0 && legalActions(s).some((a) => a.type === 'shoot' && a.unit === 'p1-u6')) break;
      s = applyAction(s, greedyBotAction(s).action);
    }
    const shot = legalActions(s).find((a) => a.type === 'shoot' && a.unit === 'p1-u6')!;
    expect(shot).toBeDefined();
    await page.getByTestId('game-end').click();
    await page.getByTestId('game-panel').waitFor({ state: 'detached' });
    await openLayoutFile(page, 'mortar.sightline-game', saveGameText(applyAction(s, shot), 'Mortar practice'));
    await page.getByTestId('game-panel').waitFor();
    await expect(page.locator('[data-testid="game-log"]').textContent()).resolves.toMatch(/Spore Mortar: the small blast template hits \d+ models?/);
    if ((await page.getByTestId('toggle-top-down').getAttribute('aria-pressed')) !== 'true') await page.keyboard.press('t');
    if ((await page.getByTestId('dice-tray').count()) > 0) await page.keyboard.press('Shift+D');
    await settle(page);
    saveScreenshot('solo-template-shot', await page.screenshot());
    expect(app.errors).toEqual([]);
  });

  it('placing a blast yourself: aim the Spore Mortar, press B, click a model of the target unit; the engine checks it and fires it there', async () => {
    const page = app.page;
    // Greedy play to the first Shooting phase where player 1 has a template weapon aimed at a unit of three or more models,
    // and another model of that unit than the default one can take the blast.
    let s: GameState = createGame(sampleGameSetup('hamwarmer', 1));
    let shot: GameAction | undefined;
    let alt: GameModel | undefined;
    for (let i = 0; i < 800 && s.toAct !== null && !alt; i++) {
      if (s.phase === 'Shooting' && s.toAct === 0) {
        for (const a of legalActions(s).filter((x) => x.type === 'shoot')) {
          const def = previewAttack(s, a)?.templates?.[0]?.template;
          const targets = s.models.filter((m) => m.unit === a.target && m.onTable);
          if (!def || targets.length < 3) continue;
          alt = targets.filter((t) => Math.hypot(t.x - def.x, t.y - def.y) > 1).find((t) => {
            try {
              applyAction(s, { ...a, templateAt: { x: t.x, y: t.y } });
              return true;
            } catch {
              return false;
            }
          });
          if (alt) {
            shot = a;
            break;
          }
        }
      }
      if (!alt) s = applyAction(s, greedyBotAction(s).action);
    }
    expect(shot && alt).toBeTruthy();
    const targetName = (s.ruleset as { units: { id: string; name: string }[] }).units.find((u) => u.id === shot!.target)!.name;
    const expected = applyAction(s, { ...shot!, templateAt: { x: alt!.x, y: alt!.y } });
    await page.getByTestId('game-end').click();
    await page.getByTestId('game-panel').waitFor({ state: 'detached' });
    await openLayoutFile(page, 'blast.sightline-game', saveGameText(s, 'Blast practice'));
    await untilYourMove(page);
    if ((await page.getByTestId('dice-tray').count()) > 0) await page.keyboard.press('Shift+D');
    if ((await page.getByTestId('toggle-top-down').getAttribute('aria-pressed')) !== 'true') await page.keyboard.press('t');
    await page.locator('[data-testid="game-action"][data-type="shoot"]', { hasText: new RegExp(`Spore Battery.*${targetName}`) }).first().click();
    await page.getByTestId('shot-preview').waitFor();
    await expect(page.getByTestId('shot-template').first().textContent()).resolves.toMatch(/small blast over \(\d+\.\d, \d+\.\d\), placed by the default \(template\.placement\); then it scatters/);
    await page.getByTestId('shot-template-place').click();
    await page.getByTestId('template-aimed-shot').waitFor();
    await settle(page);
    const toPage = await topDownMapper(page);
    // A click on open ground is refused with the rule; the aim stays as it was.
    const off = toPage(alt!.x > 30 ? 5 : 55, 3);
    await page.mouse.click(off.x, off.y);
    await page.getByText(/Refused: The template cannot go there: a blast goes "over the centre of a target model"/).first().waitFor();
    await expect(page.getByTestId('shot-template').first().textContent()).resolves.toMatch(/placed by the default/);
    const on = toPage(alt!.x, alt!.y);
    await page.mouse.click(on.x, on.y);
    await expect.poll(() => page.getByTestId('shot-template').first().textContent()).toMatch(new RegExp(`small blast over \\(${alt!.x.toFixed(1)}, ${alt!.y.toFixed(1)}\\), where you placed it`));
    await settle(page);
    saveScreenshot('solo-template-placed', await page.screenshot());
    const n = await logLines(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => logLines(page)).toBeGreaterThan(n);
    // The engine fired it where it was placed: the same words as the same action played here, with the same dice.
    const said = expected.log.slice(s.log.length).filter((l) => l.kind !== 'roll' && /Spore Mortar/.test(l.text));
    expect(said.length).toBeGreaterThan(0);
    const report = (await page.locator('[data-testid="game-log"]').textContent()) ?? '';
    for (const l of said) expect(report).toContain(l.text);
    await page.keyboard.press('v');
    expect(app.errors).toEqual([]);
  });

  it('a unit dragged in the Movement phase: too far is refused with the reason and put back (Escape); within its Move it is pending, and Enter makes it the engine\'s move', async () => {
    const page = app.page;
    // Greedy play to player 1's first Movement selection where a one-model unit has a move in the sample.
    let s: GameState = createGame(sampleGameSetup('hamwarmer', 1));
    let move: ReturnType<typeof legalActions>[number] | undefined;
    for (let i = 0; i < 400 && s.toAct !== null; i++) {
      if (s.phase === 'Movement' && s.toAct === 0) {
        move = legalActions(s).find((a) => a.type === 'move' && Object.keys(a.positions ?? {}).length === 1);
        if (move) break;
      }
      s = applyAction(s, greedyBotAction(s).action);
    }
    expect(move).toBeDefined();
    const [id, to] = Object.entries(move!.positions!)[0]!;
    const from = s.models.find((m) => m.id === id)!;
    await page.getByTestId('game-end').click();
    await page.getByTestId('game-panel').waitFor({ state: 'detached' });
    await openLayoutFile(page, 'movement.sightline-game', saveGameText(s, 'Movement practice'));
    await untilYourMove(page);
    if ((await page.getByTestId('dice-tray').count()) > 0) await page.keyboard.press('Shift+D');
    if ((await page.getByTestId('toggle-top-down').getAttribute('aria-pressed')) !== 'true') await page.keyboard.press('t');
    await settle(page);
    await expect(page.getByTestId('still-to-act').textContent()).resolves.toMatch(/^Can act now: \w/);
    saveScreenshot('solo-still-to-act', await page.screenshot());
    const n = await logLines(page);
    const toPage = await topDownMapper(page);
    const a = toPage(from.x, from.y);
    // Clicking one of your models marks its unit's actions; the keys keep their actions (the list is not reordered).
    const labelsBefore = await page.locator('[data-testid="game-action"]').allTextContents();
    await page.mouse.click(a.x, a.y);
    await expect(page.getByTestId('selected-unit-actions').textContent()).resolves.toMatch(/^Selected: .+, its \d+ actions? (is|are) marked/);
    const unitShown = /^Selected: (.+), its/.exec((await page.getByTestId('selected-unit-actions').textContent())!)![1]!;
    await expect(page.locator('[data-testid="game-action"].of-selected').first().textContent()).resolves.toContain(unitShown);
    const labelsAfter = await page.locator('[data-testid="game-action"]').allTextContents();
    expect(labelsAfter.map((t) => t.replace('▸ ', ''))).toEqual(labelsBefore.map((t) => t.replace('▸ ', '')));
    const refusals = () => page.locator('.toast.error').allTextContents();
    const drag = async (p: { x: number; y: number }, q: { x: number; y: number }) => {
      await page.mouse.move(p.x, p.y);
      await page.mouse.down();
      await page.mouse.move((p.x + q.x) / 2, (p.y + q.y) / 2, { steps: 4 });
      await page.mouse.move(q.x, q.y, { steps: 4 });
      await page.mouse.up();
    };
    // 30" on: past any Move; the verdict says why, Enter is refused, Escape puts the unit back.
    const far = toPage(from.x, Math.min(42, from.y + 30));
    await drag(a, far);
    await expect(page.getByTestId('pending-verdict').textContent()).resolves.toMatch(/^✗ .+ cannot (go|move) there: \w+/);
    await settle(page);
    saveScreenshot('solo-drag-refused', await page.screenshot());
    await page.keyboard.press('Enter');
    await page.getByText(/^Refused: /).first().waitFor({ timeout: 10_000 });
    expect(await logLines(page)).toBe(n);
    await page.keyboard.press('Escape');
    await page.getByTestId('pending-move').waitFor({ state: 'detached' });
    // 90% of the way to the engine's offered spot (its farthest may sit on the limit, and a pixel is about 0.1").
    const b = toPage(from.x + 0.9 * (to.x - from.x), from.y + 0.9 * (to.y - from.y));
    const refusedBefore = await refusals();
    await drag(a, b);
    await expect(page.getByTestId('pending-verdict').textContent()).resolves.toMatch(/^✓ .+ moves: allowed\./);
    await page.keyboard.press('Enter');
    await expect.poll(() => logLines(page), { timeout: 10_000 }).not.toBe(n).catch(async (e) => {
      saveScreenshot('solo-drag-moved-failed', await page.screenshot());
      throw e;
    });
    // The newest action in the report is this unit's move, in words, and the drop raised no refusal of its own.
    const actions = await page.locator('[data-testid="game-log"] li.log-action').allTextContents();
    expect(actions.at(-1)).toContain(`Player 1: ${unitShown} moves`);
    await expect(page.locator('[data-testid="game-log"]').textContent()).resolves.toMatch(/moves \(up to/);
    expect((await refusals()).filter((t) => !refusedBefore.includes(t))).toEqual([]);
    await settle(page);
    saveScreenshot('solo-drag-moved', await page.screenshot());
  });

  /** Ends the open game, opens `s` as a game file and waits for your move, seen top-down; table inches to page pixels. */
  async function openAtYourMove(s: GameState, name: string): Promise<(x: number, y: number) => { x: number; y: number }> {
    const page = app.page;
    if ((await page.getByTestId('game-end').count()) > 0) {
      await page.getByTestId('game-end').click();
      await page.getByTestId('game-panel').waitFor({ state: 'detached' });
    }
    await openLayoutFile(page, `${name}.sightline-game`, saveGameText(s, name));
    await untilYourMove(page);
    if ((await page.getByTestId('dice-tray').count()) > 0) await page.keyboard.press('Shift+D');
    if ((await page.getByTestId('toggle-top-down').getAttribute('aria-pressed')) !== 'true') await page.keyboard.press('t');
    await settle(page);
    return topDownMapper(page);
  }

  /** Opens `s` at your move and drags the model at `from` to `to` (table inches); the verdict. */
  async function dragInGame(s: GameState, name: string, from: { x: number; y: number }, to: { x: number; y: number }): Promise<string> {
    const page = app.page;
    const toPage = await openAtYourMove(s, name);
    const [a, b] = [toPage(from.x, from.y), toPage(to.x, to.y)];
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
    await page.mouse.move(b.x, b.y, { steps: 4 });
    await page.mouse.up();
    await page.getByTestId('pending-verdict').waitFor({ timeout: 10_000 });
    return (await page.getByTestId('pending-verdict').textContent()) ?? '';
  }

  it('AltHammer: a unit dragged before it is activated is activated and moved in one step (Enter), and Ctrl+Z takes back both', async () => {
    const page = app.page;
    const { s, unit, models, dx, dy } = altHammerUnitBeforeActivation();
    const name = unitName(s, unit);
    const lead = models.reduce((b, m) => (m.y > b.y || (m.y === b.y && Math.abs(m.x - 30) < Math.abs(b.x - 30)) ? m : b));
    const verdict = await dragInGame(s, 'AltHammer before activation', lead, { x: lead.x + dx, y: lead.y + dy });
    // It was "No move is open to this unit now (battle)": the list's Activate had to come first.
    expect(verdict).toMatch(new RegExp(`^✓ Activate ${escape(name)}, then ${escape(name)} moves: allowed\\.`));
    await settle(page);
    saveScreenshot('solo-drag-activates', await page.screenshot());
    const actionsBefore = await logLines(page);
    await page.keyboard.press('Enter');
    await page.getByTestId('pending-move').waitFor({ state: 'detached' });
    await expect.poll(() => logLines(page)).toBeGreaterThan(actionsBefore);
    const log = await page.getByTestId('game-log').textContent();
    expect(log).toContain(`Player 1: Activate ${name}`);
    await expect(page.locator('[data-testid="game-action"]').allTextContents()).resolves.not.toContainEqual(expect.stringContaining(`Activate ${name}`));
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.locator('[data-testid="game-action"]').allTextContents()).toContainEqual(expect.stringContaining(`Activate ${name}`));
    expect(await logLines(page)).toBe(actionsBefore);
    expect(app.errors).toEqual([]);
  });

  it('a unit dropped from the roster on one of yours stands round the nearest point the rules accept, and the panel says how far and why', async () => {
    const page = app.page;
    // Your Ash Seer at (30, 6); the Ghoul Pack next (tests/engine/game/handDrags.ts). It used to be kept in Reserves.
    const { s, seer } = ghoulsOnTheSeer();
    expect([s.phase, s.toAct]).toEqual(['Deployment', 0]);
    const toPage = await openAtYourMove(s, 'Ghouls on the Seer');
    await page.getByTestId('roster-unit').filter({ hasText: 'Ghoul Pack' }).dispatchEvent('pointerdown');
    const at = toPage(seer.x, seer.y);
    const noticesBefore = await page.locator('.toast').allTextContents();
    await page.mouse.click(at.x, at.y);
    await expect(page.getByTestId('pending-verdict').textContent()).resolves.toMatch(/^✓ Deploy Ghoul Pack: allowed\./);
    await expect(page.getByTestId('pending-adjusted').textContent()).resolves.toMatch(/^Placed round a point [\d.]+" from where you clicked, the nearest the rules accept \(there: .* would stand on the base of Seer/);
    await settle(page);
    saveScreenshot('solo-drop-on-a-friend', await page.screenshot());
    // The click on the Seer was the drop, not also a drag of the Seer that moved nothing.
    const raised = (await page.locator('.toast').allTextContents()).filter((t) => !noticesBefore.includes(t));
    expect(raised.filter((t) => /table follows the rules/.test(t))).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByTestId('pending-move').waitFor({ state: 'detached' });
  });

  it('a unit of one model let go on a friend\'s base takes the nearest free spot near it, not a refusal', async () => {
    const page = app.page;
    // Your Ash Behemoth in the Movement phase, 1.15" from your Spore Battery (tests/engine/game/handDrags.ts).
    const { s, behemoth, battery } = behemothOnTheBattery();
    expect([s.phase, s.toAct]).toEqual(['Movement', 0]);
    await expect(dragInGame(s, 'Behemoth and battery', behemoth, battery)).resolves.toMatch(/^✓ Ash Behemoth moves: allowed\./);
    // Told where it went instead, and why not where it was let go.
    await expect(page.getByTestId('pending-adjusted').textContent()).resolves.toMatch(/^The nearest free spot, [\d.]+" from where it was let go \(there: .*Passes over the base of 'Spore Battery/);
    await settle(page);
    saveScreenshot('solo-one-model-on-a-friend', await page.screenshot());
    const n = await logLines(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => logLines(page), { timeout: 10_000 }).not.toBe(n);
    const actions = await page.locator('[data-testid="game-log"] li.log-action').allTextContents();
    expect(actions.at(-1)).toContain('Player 1: Ash Behemoth moves');
  });

  it('a HamWarmer unit dragged through a friend\'s base goes round it ("cannot pass over the base ... of another model")', async () => {
    const page = app.page;
    // Your Stalkers (3 models) in the Movement phase beside your Ghoul Pack, dragged 4.2" on through a Ghoul.
    const { s, stalkers, dx, dy } = stalkersThroughTheGhouls();
    const lead = stalkers[0]!;
    expect([s.phase, s.toAct]).toEqual(['Movement', 0]);
    await expect(dragInGame(s, 'Stalkers and ghouls', lead, { x: lead.x + dx, y: lead.y + dy })).resolves.toMatch(/^✓ Stalkers moves: allowed\./);
    await expect(page.getByTestId('pending-adjusted').textContent()).resolves.toMatch(/^Flowed round what stands in the way: models up to [\d.]+" from where they were let go\.$/);
    await settle(page);
    saveScreenshot('solo-unit-round-a-friend', await page.screenshot());
    await page.keyboard.press('Escape');
    await page.getByTestId('pending-move').waitFor({ state: 'detached' });
  });

  it('the computer\'s answer belongs to its game: replaced while it thinks, the next game gets no move of it', async () => {
    const page = app.page;
    // A game at the computer's move (player 2), and another at yours (player 1).
    let theirs: GameState = createGame(sampleGameSetup('hamwarmer', 4));
    for (let i = 0; i < 400 && theirs.toAct !== 1; i++) theirs = applyAction(theirs, greedyBotAction(theirs).action);
    expect(theirs.toAct).toBe(1);
    let yours: GameState = createGame(sampleGameSetup('hamwarmer', 5));
    for (let i = 0; i < 400 && (yours.toAct !== 0 || yours.round < 1); i++) yours = applyAction(yours, greedyBotAction(yours).action);
    expect(yours.toAct).toBe(0);
    await page.getByTestId('game-end').click();
    await page.getByTestId('game-panel').waitFor({ state: 'detached' });
    await openLayoutFile(page, 'theirs.sightline-game', saveGameText(theirs, 'Their move'));
    await expect(toAct(page)).resolves.toMatch(/computer/);
    // At once (the computer answers within its 0.7 s pace): open the other game over it.
    await openLayoutFile(page, 'yours.sightline-game', saveGameText(yours, 'Your move'));
    await untilYourMove(page);
    const n = await logLines(page);
    const errors = () => page.locator('.toast.error').allTextContents();
    // Only notices raised from here on count (an earlier test's refusal may still be on screen).
    const errorsBefore = await errors();
    await page.waitForTimeout(2500);
    expect(await logLines(page)).toBe(n);
    expect((await errors()).filter((t) => !errorsBefore.includes(t))).toEqual([]);
    await expect(toAct(page)).resolves.toMatch(/\(you\) to act/);
    expect(app.errors).toEqual([]);
  });

  it('New game: either side takes any sample army (a mirror match too), Swap armies trades them, the seed no longer picks them, and the game panel names them', async () => {
    const page = app.page;
    if (await page.getByTestId('game-end').isVisible()) await page.getByTestId('game-end').click();
    await openNewGame(page, 'hamwarmer');
    const heading = (i: number) => page.locator(`[data-testid="roster-${i}"] h3`).textContent();
    const [first, second] = [await heading(0), await heading(1)];
    const names = [first!.replace(/^Player 1: /, ''), second!.replace(/^Player 2: /, '')];
    expect(names.sort()).toEqual(['Ash Horde Warband', 'Iron Legion Vanguard']);
    const p1 = first!.replace(/^Player 1: /, '');
    const p2 = second!.replace(/^Player 2: /, '');
    await page.getByTestId('ng-swap-armies').click();
    await expect(heading(0)).resolves.toBe(`Player 1: ${p2}`);
    await expect(heading(1)).resolves.toBe(`Player 2: ${p1}`);
    // The seed picks the pairing only until a player has chosen: an odd and an even seed leave the choice as it is.
    for (const seed of ['7', '8']) {
      await page.locator('#ng-seed').fill(seed);
      await expect(heading(0)).resolves.toBe(`Player 1: ${p2}`);
    }
    // A mirror match: Player 2 takes Player 1's army from the list.
    await page.getByTestId('army-pick-1').selectOption({ label: `${p2} (sample)` });
    await expect(heading(1)).resolves.toBe(`Player 2: ${p2}`);
    await expect(page.locator('[data-testid="roster-1"] li').allTextContents()).resolves.toEqual(await page.locator('[data-testid="roster-0"] li').allTextContents());
    await settle(page, 200);
    saveScreenshot('solo-new-game-armies', await page.screenshot());
    await page.getByTestId('ng-start').click();
    await page.getByTestId('game-panel').waitFor();
    await expect(page.getByTestId('game-armies').textContent()).resolves.toBe(`Player 1 (you): ${p2} · Player 2 (computer): ${p2}`);
    expect(app.errors).toEqual([]);
  });

  it('New game takes an army file of your own (its roster shown); a broken one is refused with the reason and the army stays', async () => {
    const page = app.page;
    await page.getByTestId('game-end').click();
    await openNewGame(page, 'hamwarmer');
    const army = JSON.parse(readFileSync('assets/armies/hamwarmer/iron-legion.army.json', 'utf8')) as { name: string; units: { name: string }[] };
    army.name = 'My Own Legion';
    army.units = army.units.slice(0, 3);
    await page.getByTestId('army-file-0').setInputFiles({ name: 'mine.army.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(army)) });
    await expect.poll(() => page.getByTestId('roster-0').textContent()).toMatch(/My Own Legion/);
    expect(await page.locator('[data-testid="roster-0"] li').count()).toBe(3);
    await page.getByTestId('army-file-0').setInputFiles({ name: 'broken.army.json', mimeType: 'application/json', buffer: Buffer.from('{"format": "sightline/army", "version": 1, "ruleset": "hamwarmer", "name": "x", "units": [{"name": 3}]}') });
    await expect.poll(() => page.getByTestId('army-error').textContent()).toMatch(/broken\.army\.json cannot be used: broken\.army\.json\.\w+: .*The army you had stays/);
    await expect(page.getByTestId('roster-0').textContent()).resolves.toMatch(/My Own Legion/);
    // A layout from a file for this game: a bad one is refused and nothing changes; a good one is offered and chosen.
    await page.getByTestId('ng-layout-file').setInputFiles({ name: 'bad.sightline', mimeType: 'application/json', buffer: Buffer.from('{"format": "sightline/layout", "version": 1, "table": 3}') });
    await expect.poll(() => page.getByTestId('layout-error').textContent()).toMatch(/bad\.sightline cannot be used: bad\.sightline: .* Nothing was changed\./);
    const layout = { format: 'sightline/layout', version: 1, name: 'Two Ruins', table: { widthIn: 60, depthIn: 44 }, models: [],
      terrain: [20, 40].map((x, i) => ({ id: `r${i}`, kind: 'ruin', x, y: 22, rotationDeg: 0, traits: ['obscuring'], footprint: [[-3, -2], [3, -2], [3, 2], [-3, 2]], solids: [{ box: { x: 0, y: 0, z: 0, w: 6, d: 0.3, h: 4 } }] })) };
    await page.getByTestId('ng-layout-file').setInputFiles({ name: 'two-ruins.sightline', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(layout)) });
    await expect.poll(() => page.getByTestId('ng-layout').inputValue()).toBe('file');
    await expect(page.getByTestId('ng-layout').textContent()).resolves.toMatch(/Two Ruins \(from a file\)/);
    await page.getByTestId('ng-start').click();
    await page.getByTestId('game-panel').waitFor();
    await settle(page);
    saveScreenshot('solo-own-army-and-layout', await page.screenshot());
    expect(app.errors).toEqual([]);
  });

  it('HamWarmer: "Units can be Deployed inside a Transport": once the Carrier stands on the table, the Game panel offers a Line Squad inside it', async () => {
    const page = app.page;
    await page.getByTestId('game-end').click();
    await openNewGame(page, 'hamwarmer');
    await page.getByTestId('army-pick-0').selectOption({ label: 'Iron Legion Vanguard (sample)' });
    await page.getByTestId('ng-start').click();
    await page.getByTestId('game-panel').waitFor();
    await untilYourMove(page);
    const actions = page.locator('[data-testid="game-action"]');
    // No Transport on the table yet: nothing to deploy inside.
    await expect(actions.filter({ hasText: /inside Carrier/ }).count()).resolves.toBe(0);
    await actions.filter({ hasText: /^\s*\d?\s*Deploy Carrier/ }).first().click();
    await untilYourMove(page);
    const inside = actions.filter({ hasText: 'Deploy Line Squad Alpha inside Carrier' });
    await expect(inside.count()).resolves.toBe(1);
    await expect(inside.getAttribute('data-role')).resolves.toBe('deploy');
    await settle(page, 200);
    saveScreenshot('solo-deploy-inside-transport', await page.screenshot());
    await inside.click();
    await expect.poll(() => page.getByTestId('game-log').textContent()).toMatch(/Player 1 deploys Line Squad Alpha inside Carrier\./);
    expect(app.errors).toEqual([]);
  });
});

