// A game is a function of its setup and actions: a HamWarmer game against the AI replays to the same state, and the AI
// makes the same choices, in a fresh engine and after other games ran in the same process (issue 21, defect 0).
import { describe, expect, it, vi } from 'vitest';
import type { GameAction } from '../../../engine/index';
import { sized } from '../../support/tier';

/** Actions of the game against the AI: everyday 40 (its first shot is the 24th, with more after), deep 70. */
const ACTIONS = sized(40, 70);

type Engine = typeof import('../../../engine/index');

/** A fresh copy of the engine, with none of the module state earlier games left behind. */
async function freshEngine(): Promise<Engine> {
  vi.resetModules();
  return import('../../../engine/index');
}

/**
 * The first `maxActions` actions of a HamWarmer game: player 1 the seeded random bot, player 2 the AI (easy). Returns the actions and the final state as JSON.
 */
function playAgainstAi(E: Engine, seed: number, maxActions: number): { actions: GameAction[]; json: string } {
  let s = E.createGame(E.sampleGameSetup('hamwarmer', seed));
  let rng = E.randomBotRng(seed * 2 + 1);
  const actions: GameAction[] = [];
  while (!E.gameResult(s) && actions.length < maxActions) {
    let a: GameAction;
    if (s.toAct === 1) a = E.chooseAction(s, { level: 'easy', seed: seed + 1 }).action;
    else {
      const step = E.randomBotAction(s, rng);
      rng = step.rng!;
      a = step.action;
    }
    s = E.applyAction(s, a);
    actions.push(a);
  }
  return { actions, json: JSON.stringify(s) };
}

/**
 * Work a session might have done before: a random game of another ruleset replayed, then sight lines at silhouettes of
 * every aspect ratio from a wide range, for each ray count the rulesets use, widest first or narrowest first. The two
 * orders leave whatever a cache keyed by a rounded ratio holds filled from opposite ends of each rounding step.
 */
function otherWork(E: Engine, tallestFirst: boolean): void {
  let s = E.createGame(E.sampleGameSetup('hammer-wars', 3));
  let rng = E.randomBotRng(3);
  const actions: GameAction[] = [];
  for (let i = 0; i < 30 && !E.gameResult(s); i++) {
    const step = E.randomBotAction(s, rng);
    rng = step.rng!;
    s = E.applyAction(s, step.action);
    actions.push(step.action);
  }
  expect(JSON.stringify(E.replayGame(s.setup, actions))).toBe(JSON.stringify(s));
  const eye = { id: 'eye', unit: 'eye', side: 1, x: 2, y: 2, z: 0, facingDeg: 0, heightIn: 1.2, base: { kind: 'round' as const, diameterMm: 32 } };
  const heights: number[] = [];
  for (let h = 0.004; h < 80; h *= 1.004) heights.push(h);
  if (tallestFirst) heights.reverse();
  const layout = E.boardOf(E.createGame(E.sampleGameSetup('hamwarmer', 5008)));
  for (const rays of [16, 64, 256])
    for (const distanceIn of [4, 30])
      for (const heightIn of heights) {
        const target = { ...eye, id: 't', unit: 't', side: 2, x: 2 + distanceIn, heightIn };
        E.lineOfSight({ ...layout, terrain: [], models: [eye, target] }, 'eye', 't', { rays });
      }
}

describe('replayed games do not depend on what ran before them', () => {
  // A hang guard, not a speed target: three fresh engines and 70 actions with the AI (deep) take 20-60 s on a busy 2-core machine.
  it('a HamWarmer game against the AI replays to the same state in a fresh engine and after other work', { timeout: 240_000 }, async () => {
    const first = playAgainstAi(await freshEngine(), 5008, ACTIONS);
    expect(first.actions.filter((a) => a.type === 'shoot').length).toBeGreaterThan(1); // the game reaches shooting, where cover is ruled
    for (const tallestFirst of [false, true]) {
      const E = await freshEngine();
      otherWork(E, tallestFirst);
      expect(JSON.stringify(E.replayGame(E.sampleGameSetup('hamwarmer', 5008), first.actions))).toBe(first.json);
    }
  });
});
