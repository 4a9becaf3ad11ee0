// Checks Nuceria's and Reglas básicas' tests share: the offered meanings over several seeded games (meanings.ts, and the
// unit whose models an action places); a unit deployed onto a friendly base is refused naming both models; an attack
// thrown with many seeds (for the previews' statistical checks).
import { expect } from 'vitest';
import { applyAction, createDiceState, createGame, legalActions, sampleGameSetup, type GameAction, type GameState } from '../../../engine/index';
import { illegalReason } from '../game/play';
import { checkOfferedMeanings } from './meanings';

/**
 * Seeded random games of `rulesetId` (the shared check of meanings.ts: roles, real unit ids, words without ids), and
 * besides: an action that places models is its unit's. Returns how many offers were checked.
 */
export function checkMeaningsOverGames(rulesetId: string, seeds: readonly number[], steps = 400): number {
  let checked = 0;
  for (const seed of seeds)
    checkOfferedMeanings(rulesetId, seed, steps, (s, a, m) => {
      for (const id of Object.keys(a.positions ?? {})) expect(s.models.find((x) => x.id === id)?.unit, `${rulesetId} seed ${seed}: ${JSON.stringify(a).slice(0, 160)}`).toBe(m.unit);
      checked++;
    });
  return checked;
}

/**
 * The sample game's first player deploys a unit as offered; after the other player's offered deploy, the first player's
 * next offered deploy is changed to put one model 0.2" from a model already placed. Refused, naming both (with the
 * refusal's full stop).
 */
export function expectStackedDeployRefused(rulesetId: string, seed: number): void {
  let s = createGame(sampleGameSetup(rulesetId, seed));
  const first = legalActions(s).find((a) => a.positions)!;
  s = applyAction(s, first);
  s = applyAction(s, legalActions(s).find((a) => a.positions)!);
  expect(s.toAct).toBe(first.player);
  const second = legalActions(s).find((a) => a.positions && a.unit !== first.unit)!;
  const [onId, on] = Object.entries(first.positions!)[0]!;
  const id = Object.keys(second.positions!)[0]!;
  const stacked: GameAction = { ...second, positions: { ...second.positions, [id]: { x: on.x + 0.2, y: on.y } } };
  const name = (mid: string) => s.models.find((m) => m.id === mid)!.name;
  expect(illegalReason(() => applyAction(s, stacked))).toBe(`${name(id)} (${id}) would stand on the base of ${name(onId)} (${onId}).`);
}

/** `action` applied to `s` with the dice of seeds 1..n, one state after each throw. */
export function* seededThrows<S extends GameState>(s: S, action: GameAction, n: number): Generator<S> {
  for (let seed = 1; seed <= n; seed++) yield applyAction({ ...s, dice: createDiceState(seed) }, action) as S;
}

